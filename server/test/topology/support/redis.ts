import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from '../../support/server-process.js';

export interface RedisProcess {
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Debian's redis-server on a free loopback port, working in `dir`, with persistence off (no RDB
 * snapshot, no append-only file): a throw-away cache and counter store, like a fresh managed Redis.
 */
export async function startRedis(dir: string, binary = process.env.REDIS_SERVER ?? 'redis-server'): Promise<RedisProcess> {
  const port = await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no', '--loglevel', 'warning'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
  for (const started = Date.now(); Date.now() - started < 15_000; ) {
    const failed = await Promise.race([spawnError, new Promise<undefined>((resolve) => setTimeout(resolve, 100, undefined))]);
    if (failed) throw new Error(`redis-server could not be started (${failed.message}): install Debian's redis-server package`);
    if (child.exitCode !== null) break;
    if ((await ping(port)) === '+PONG') {
      return {
        url: `redis://127.0.0.1:${port}`,
        child,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    }
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer PING on port ${port}. Its output:\n${log}`);
}

/** The first line of Redis's answer to PING, or undefined when nothing listens yet. */
function ping(port: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(1_000, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) socket.end();
    });
    socket.on('error', () => resolve(undefined));
    socket.on('close', () => resolve(answer ? answer.split('\r\n')[0] : undefined));
  });
}
