import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { IMPORT_FILE } from '../common/import-file.js';

/** After listening, how long the process runs before it writes the code cache (else when it exits). */
const KEEP_CACHE_AFTER_MS = 2_000;

type CommonJsWrapper = (exports: unknown, require: NodeJS.Require, module: Module, filename: string, dirname: string) => void;

interface ServerBundle {
  startServer(): Promise<void>;
}

/**
 * Runs the production server from its CommonJS bundle (server/scripts/bundle.mjs), compiled with V8's
 * code cache: parsing and compiling the bundle's ~11 MB was about half a second of every start, and with
 * the cache V8 reads the bytecode of every function the last start ran instead (issue 21: `npm start`
 * answers within 3 s). Node 20 keeps no code cache of ES modules, hence a CommonJS bundle run as a
 * script. The few packages left outside the bundle are compiled by Node as usual.
 *
 * The cache lives in dist/.code-cache, named after the bundle's content and the Node version, so a
 * rebuild or another Node never gets a stale one (V8 only checks a cache's source length, and refuses one
 * made by another V8). It is written once the server has run for a moment, or when it exits before that,
 * so it holds the start-up's functions, and again by a later start that compiled more; where dist/ is
 * read-only the server simply starts without it.
 */
export async function runBundle(bundleUrl: URL): Promise<void> {
  const file = fileURLToPath(bundleUrl);
  const bytes = readFileSync(file);
  // ASCII (bundle.mjs escapes what esbuild leaves in comments): as Latin-1 a copy, as UTF-8 a scan of 10 MB.
  const source = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
  const version = createHash('sha1').update(`${process.version}\0${process.arch}\0`).update(bytes).digest('hex').slice(0, 16);
  const bundleCache = join(dirname(file), '.code-cache', `${basename(file)}.${version}.bin`);

  const cachedData = readIfPresent(bundleCache);
  const script = new Script(Module.wrap(source), { filename: file, cachedData });
  // The bundle has no import() of its own (common/import-file.ts): it uses this module's.
  (globalThis as Record<symbol, unknown>)[IMPORT_FILE] = (url: string) => import(url);
  const bundle = new Module(file);
  bundle.filename = file;
  (script.runInThisContext() as CommonJsWrapper).call(bundle.exports, bundle.exports, createRequire(file), bundle, file, dirname(file));
  bundle.loaded = true;

  // Every start offers its cache: one that compiled functions the cache it read lacked (it served other
  // requests, or ran on the other database: the benchmark's first start is on a PostgreSQL server,
  // `npm start` on PGlite) leaves a bigger one, so the next start compiles less. ~80 ms, after start-up.
  const readBytes = cachedData !== undefined && script.cachedDataRejected !== true ? cachedData.length : 0;
  const keep = keepOnce(() => writeCacheIfBigger(script, bundleCache, readBytes));
  await (bundle.exports as ServerBundle).startServer();
  setTimeout(keep, KEEP_CACHE_AFTER_MS).unref();
}

/**
 * The script's code cache for the next start, when it holds more than the one this start read (one
 * percent: the same functions serialise to slightly different sizes). Earlier builds' caches are of no
 * use any more.
 */
function writeCacheIfBigger(script: Script, file: string, readBytes: number): void {
  const data = script.createCachedData();
  if (data.length <= readBytes * 1.01) return;
  writeAtomically(file, data);
  for (const name of readdirSync(dirname(file))) if (name !== basename(file) && !name.endsWith('.partial')) rmSync(join(dirname(file), name), { force: true });
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
