import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The repository root: the server starts from there, as `npm start` does. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER = join(ROOT, 'server');

/**
 * The server compiled by tsc into a folder of its own, beside dist/ (same depth, so the migrations
 * folder and the repository root resolve as from dist/). Not tsx: esbuild emits no decorator
 * metadata, and Nest injects most services by their constructor parameters' types. Not dist/ itself:
 * CI runs these tests before the build, and dist/ may be stale. Delete it with removeServerBuild().
 */
export async function buildServer(): Promise<string> {
  const outDir = join(SERVER, `.test-dist-${randomBytes(4).toString('hex')}`);
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', outDir, '--incremental', 'false'], { cwd: SERVER });
  } catch (error) {
    // Type errors still emit JavaScript (noEmitOnError is off): run what was emitted; fail on anything else.
    const { stdout } = error as { stdout?: string };
    if (!stdout || !/error TS/.test(stdout)) throw error;
  }
  return outDir;
}

export function removeServerBuild(outDir: string): void {
  rmSync(outDir, { recursive: true, force: true });
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
    ENQUIRY_RATE_LIMIT: '100000',
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
