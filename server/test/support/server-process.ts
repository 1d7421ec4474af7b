import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UNLIMITED_WRITES } from './unlimited-writes.js';

/** The repository root: the server starts from there, as `npm start` does. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER = join(ROOT, 'server');
/** The rules shared with the web (@travel/contract): its sources, which the build compiles in too. */
const CONTRACT_SOURCES = join(ROOT, 'contract', 'src');

/**
 * The server compiled into a folder of its own beside dist/ (same depth, so the migrations folder and
 * the repository root resolve as from dist/), named by a hash of its sources: built once and shared by
 * every test file and run until a source changes. Not dist/ itself: CI runs these tests before the
 * build, and dist/ may be stale.
 *
 * Each file is transpiled alone (TypeScript's transpileModule, decorator metadata included), as ts-jest
 * does for every other test: the configuration has isolatedModules on, so that output is what tsc
 * would emit, without type-checking the whole program (the typecheck does that) — a third of the time.
 * Not esbuild: it emits no decorator metadata, and Nest injects most services by their constructor
 * parameters' types.
 */
export async function buildServer(): Promise<string> {
  const name = `.test-dist-${sourcesHash()}`;
  const outDir = join(SERVER, name);
  if (existsSync(outDir)) return outDir;
  const ts = (await import('typescript')).default;
  const config = ts.getParsedCommandLineOfConfigFile(join(SERVER, 'tsconfig.build.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  })!;
  // The package is "type": "module": every file is an ES module, as tsc's nodenext emits it here (a lone
  // file's transpile cannot see package.json, so it is told).
  const options = {
    ...config.options,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    sourceMap: false,
    inlineSourceMap: false,
    declaration: false,
  };
  // Written under another name and renamed when complete: a parallel worker never runs half a build.
  const partial = `${outDir}.${process.pid}.partial`;
  // Declaration files (src/types) emit nothing: transpiling one fails.
  for (const file of config.fileNames.filter((name) => !name.endsWith('.d.ts'))) {
    const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), { compilerOptions: options, fileName: file });
    const target = join(partial, relative(config.options.rootDir!, file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, outputText);
  }
  // The server imports @travel/contract, which Node would resolve to contract/dist, built only by
  // `npm run build`: the build carries its own copy, in a node_modules folder that Node finds first.
  const contract = join(partial, 'node_modules', '@travel', 'contract');
  mkdirSync(contract, { recursive: true });
  writeFileSync(join(contract, 'package.json'), JSON.stringify({ name: '@travel/contract', type: 'module', exports: { '.': './index.js' } }));
  for (const file of readdirSync(CONTRACT_SOURCES).filter(isContractSource)) {
    const fileName = join(CONTRACT_SOURCES, file);
    const { outputText } = ts.transpileModule(readFileSync(fileName, 'utf8'), { compilerOptions: options, fileName });
    writeFileSync(join(contract, file.replace(/\.ts$/, '.js')), outputText);
  }
  try {
    renameSync(partial, outDir);
  } catch (error) {
    // Another worker finished the same build first.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(outDir)) throw error;
  }
  removeOldBuilds(name);
  return outDir;
}

/** A short hash of what the build is made from: this file, the TypeScript version, the configurations and every source file. */
function sourcesHash(): string {
  const hash = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url)));
  const add = (file: string) => hash.update(relative(ROOT, file)).update(readFileSync(file));
  add(join(ROOT, 'node_modules', 'typescript', 'package.json'));
  for (const file of ['tsconfig.json', 'server/tsconfig.json', 'server/tsconfig.build.json']) add(join(ROOT, file));
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((x, y) => (x.name < y.name ? -1 : 1))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) add(path);
    }
  };
  walk(join(SERVER, 'src'));
  for (const file of readdirSync(CONTRACT_SOURCES).filter(isContractSource).sort()) add(join(CONTRACT_SOURCES, file));
  return hash.digest('hex').slice(0, 16);
}

const isContractSource = (file: string): boolean => file.endsWith('.ts') && !file.endsWith('.test.ts');

/** Builds of sources that have since changed (left an hour or more ago; a run in progress keeps its own). */
function removeOldBuilds(current: string): void {
  for (const entry of readdirSync(SERVER)) {
    if (!entry.startsWith('.test-dist-') || entry === current) continue;
    const path = join(SERVER, entry);
    if (Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true });
  }
}

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Everything the process printed so far (for failure messages). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  readonly exited: Promise<number | string>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The real server as its own process (`node <build>/main.js` of buildServer()), on the database that
 * `env` names (DATABASE_URL, or DATA_DIR for PGlite). Resolves once GET /ready answers 200.
 */
export async function startServer(build: string, env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(chosen),
    JWT_SECRET: 'server-process-secret-'.padEnd(48, 'x'),
    SEED_ON_START: 'false',
    // Mails stay in the outbox, where the tests count them.
    MAIL_WORKER: 'false',
    ...UNLIMITED_WRITES,
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [join(build, 'main.js')], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${chosen}`;
  // Loading the modules takes 5–30 s on a busy machine; a cold PGlite folder a few more.
  for (const started = Date.now(); Date.now() - started < 120_000 && !gone; ) {
    try {
      const res = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return { url, port: chosen, child, output: () => log, exited };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not become ready at ${url}${gone ? ' (it exited)' : ''}. Its output:\n${log.slice(-4000)}`);
}
