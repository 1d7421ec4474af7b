import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { IMPORT_FILE } from '../common/import-file.js';
import { PackageCodeCache } from './package-code-cache.js';

/** After listening, how long the process runs before it writes the code cache (else when it exits). */
const KEEP_CACHE_AFTER_MS = 2_000;

type CommonJsWrapper = (exports: unknown, require: NodeJS.Require, module: Module, filename: string, dirname: string) => void;

interface ServerBundle {
  startServer(): Promise<void>;
}

/**
 * Runs the production server from its CommonJS bundle (server/scripts/bundle.mjs), compiled with V8's
 * code cache: parsing and compiling the bundle's ~8 MB was about half a second of every start, and with
 * the cache V8 reads the bytecode of every function the last start ran instead (issue 21: `npm start`
 * answers within 3 s). Node 20 keeps no code cache of ES modules, hence a CommonJS bundle run as a
 * script. The packages the bundle requires from node_modules get the same (package-code-cache.ts).
 *
 * The caches live in dist/.code-cache, named after the bundle's content and the Node version, so a
 * rebuild or another Node never gets a stale one (V8 also refuses a cache made by another V8). They are
 * written once the server has run for a moment, or when it exits before that, so they hold the
 * start-up's functions; where dist/ is read-only the server simply starts without them.
 */
export async function runBundle(bundleUrl: URL): Promise<void> {
  const file = fileURLToPath(bundleUrl);
  const bytes = readFileSync(file);
  // esbuild writes ASCII (bundle.mjs checks): decoding it as Latin-1 is a copy, UTF-8 a scan.
  const source = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
  const version = createHash('sha1').update(`${process.version}\0${process.arch}\0`).update(bytes).digest('hex').slice(0, 16);
  const cacheDir = join(dirname(file), '.code-cache');
  const bundleCache = join(cacheDir, `${basename(file)}.${version}.bin`);
  const packagesCache = join(cacheDir, `packages.${version}.bin`);

  const packages = new PackageCodeCache(packagesCache);
  packages.install();
  const cachedData = readIfPresent(bundleCache);
  const script = new Script(Module.wrap(source), { filename: file, cachedData });
  // The bundle has no import() of its own (common/import-file.ts): it uses this module's.
  (globalThis as Record<symbol, unknown>)[IMPORT_FILE] = (url: string) => import(url);
  const bundle = new Module(file);
  bundle.filename = file;
  (script.runInThisContext() as CommonJsWrapper).call(bundle.exports, bundle.exports, createRequire(file), bundle, file, dirname(file));
  bundle.loaded = true;

  const bundleStale = cachedData === undefined || script.cachedDataRejected === true;
  const keep = keepOnce(() => {
    if (bundleStale) writeAtomically(bundleCache, script.createCachedData());
    if (packages.changed) writeAtomically(packagesCache, packages.serialize());
    // Earlier builds' caches are of no use any more.
    for (const name of readdirSync(cacheDir)) if (!name.includes(version)) rmSync(join(cacheDir, name), { force: true });
  });
  await (bundle.exports as ServerBundle).startServer();
  setTimeout(keep, KEEP_CACHE_AFTER_MS).unref();
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Runs `write` once: when called, or when the process exits before that. Never throws. */
function keepOnce(write: () => void): () => void {
  let done = false;
  const keep = (): void => {
    if (done) return;
    done = true;
    process.off('exit', keep);
    try {
      write();
    } catch {
      // A read-only installation: every start compiles, as without a cache.
    }
  };
  process.once('exit', keep);
  return keep;
}

/** Written aside and renamed: a server starting meanwhile never reads half a cache. */
function writeAtomically(file: string, data: Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}
