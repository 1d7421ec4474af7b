/**
 * Child processes and clean-up for the benchmark scripts: a free loopback port, a child started with
 * its output in a log file and awaited until its health URL answers, and one list of clean-ups run in
 * reverse order at the end, after a failure, or on Ctrl-C / SIGTERM, so that no server is left running
 * and no scratch database is left behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Repository root (absolute, with a trailing slash). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A logger that prefixes each line with the seconds since the run started. */
export function createLog(started = performance.now()): (message: string) => void {
  return (message) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)}s] ${message}`);
}

type Cleanup = () => Promise<void> | void;

/** Undone in reverse order (servers stop before their database goes), also after a failure or a signal. */
export class Cleanups {
  private readonly list: Cleanup[] = [];
  private signalled = false;

  add(fn: Cleanup): void {
    this.list.push(fn);
  }

  /** `stepMs` bounds each step, so that a server slow to stop cannot keep the database from being dropped. */
  async run(stepMs?: number): Promise<void> {
    for (const fn of this.list.splice(0).reverse()) {
      try {
        const step = Promise.resolve().then(fn);
        await (stepMs ? Promise.race([step, sleep(stepMs)]) : step);
      } catch (error) {
        console.error('cleanup:', error);
      }
    }
  }

  /**
   * Ctrl-C and SIGTERM clean up and exit 130. Call once, at the start of a script. Run the script as
   * `node --import tsx`, not through the `tsx` command: under load, `tsx` SIGKILLs a child that does
   * not acknowledge a relayed signal within 30 ms, and then nothing gets cleaned up.
   */
  onSignals(): void {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        if (this.signalled) return;
        this.signalled = true;
        console.error(`\n${signal}: cleaning up.`);
        // In order still (servers before the database they use), each step bounded: whoever sent the
        // signal may not wait long, and the scratch database must still be dropped.
        // Exit once what was written has left (stdout may be a pipe, which process.exit would cut).
        void this.run(6_000).finally(() => process.stdout.write('', () => process.exit(130)));
      });
    }
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface StartOptions {
  /** For messages: "the app", "the baseline". */
  name: string;
  /** Arguments to `node` (the same Node binary as this process). */
  args: string[];
  /** Added to this process's environment; DATABASE_URL is removed unless given here (PGlite children). */
  env: Record<string, string>;
  logFile: string;
  /** Polled until it answers 2xx. */
  healthUrl: string;
  cleanups: Cleanups;
  /** How long to wait for health (90 s: PGlite's first start on a big data folder is slow). */
  timeoutMs?: number;
}

export interface Started {
  child: ChildProcess;
  logFile: string;
  /** SIGTERM, then SIGKILL after 5 s; resolves when the process has exited. Safe to call twice. */
  stop(): Promise<void>;
  /** The last lines of its log, for error messages. */
  tail(lines?: number): string;
}

export async function startProcess(options: StartOptions): Promise<Started> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  if (!options.env.DATABASE_URL) delete env.DATABASE_URL;
  const out = createWriteStream(options.logFile);
  const child = spawn(process.execPath, options.args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  let exited = false;
  const gone = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await gone;
    clearTimeout(timer);
  };
  const tail = (lines = 30) => (existsSync(options.logFile) ? readFileSync(options.logFile, 'utf8').split('\n').slice(-lines).join('\n') : '');
  options.cleanups.add(stop);
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(options.healthUrl, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return { child, logFile: options.logFile, stop, tail };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${options.name} did not become healthy at ${options.healthUrl}${exited ? ' (it exited)' : ''}. Its log:\n${tail()}`);
}
