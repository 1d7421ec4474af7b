import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process.js';

/**
 * A real `redis-server` of its own for a test file: a free port, a temporary folder, no persistence.
 * Debian's package provides the binary (`apt-get install -y redis-server`; .ci/run installs it). A
 * missing binary fails the test with that instruction rather than skipping: a skipped Redis test proves
 * nothing, and CI must never pass without it.
 */
export interface RedisServer {
  readonly url: string;
  readonly port: number;
  /** Kills the server at once (SIGKILL): what the app sees when Redis crashes or the network drops. */
  kill(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open, nothing answers, as with a hung Redis. */
  pause(): void;
  resume(): void;
  /** Starts it again on the same port, empty (no persistence), as a restarted Redis would be. */
  restart(): Promise<void>;
  /** Stops it and removes its folder. */
  stop(): Promise<void>;
}

const BINARY = 'redis-server';
const READY_TIMEOUT_MS = 15_000;

export async function startRedisServer(): Promise<RedisServer> {
  if (spawnSync(BINARY, ['--version']).error) {
    throw new Error(`${BINARY} not found: install Debian's package (apt-get install -y redis-server); .ci/run does so on CI.`);
  }
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'travel-redis-'));
  let child: ChildProcess | undefined = await launch(port, dir);

  const kill = async (): Promise<void> => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGKILL');
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    restart: async () => {
      await kill();
      child = await launch(port, dir);
    },
    stop: async () => {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once the server logs that it accepts connections; rejects (and kills it) otherwise. */
function launch(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(BINARY, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`redis-server did not start on port ${port} within ${READY_TIMEOUT_MS} ms:\n${output}`)), READY_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`redis-server exited with ${code} before it was ready:\n${output}`)));
  });
}
