/**
 * Start-up waits for its database with patience of its own (DATABASE_STARTUP_WAIT_SECONDS, db/client.ts's
 * waitForPostgres), not a request's 2 s connect timeout, which a start-up busy event loop fired early
 * ("Connection terminated due to connection timeout" half a second in, four starts in a row at load 8–10):
 * - the real server starts, and becomes ready, while every core is kept busy by a spinning child process;
 * - (PostgreSQL) a database that only becomes reachable seconds after the server started is waited for,
 *   each failed attempt logged; one that never does is given up on after the setting, with a clear line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer, type Server } from 'node:net';
import { availableParallelism } from 'node:os';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { scratchDatabase, type ScratchDatabase } from './support/scratch-database.js';
import { buildServer, freePort, startServer, type ServerProcess } from './support/server-process.js';

let build: string;
beforeAll(async () => {
  build = await buildServer();
}, 300_000);

const stops: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** A child process spinning one core until it is killed (by its pid). */
function busyLoop(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  stops.push(() => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGKILL');
  });
  return child;
}

async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await server.exited;
}

const postgres = process.env.DATABASE_URL ? describe : describe.skip;

describe('start-up under CPU load', () => {
  it('comes up and answers while a busy loop saturates every core', async () => {
    const db: ScratchDatabase = await scratchDatabase('startup_load', { migrated: true });
    stops.push(() => db.drop());
    // One more spinner than cores: the server's own start competes for every one of them.
    for (let i = 0; i <= availableParallelism(); i++) busyLoop();
    const server = await startServer(build, { ...db.env, LOG_LEVEL: 'info' });
    stops.push(() => stopServer(server));
    const res = await fetch(`${server.url}/ready`);
    expect(res.status).toBe(200);
    expect(server.output()).not.toContain('Connection terminated due to connection timeout');
  }, 240_000);
});

postgres('start-up before its database (PostgreSQL)', () => {
  /** A TCP port that forwards to the PostgreSQL server once `open()` is called; nothing listens before. */
  async function lateDatabase(serverUrl: string): Promise<{ url: string; open(): Promise<void> }> {
    const port = await freePort();
    const target = new URL(serverUrl);
    const url = new URL(serverUrl);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    let proxy: Server | undefined;
    stops.push(() => new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve())));
    return {
      url: url.toString(),
      open: () =>
        new Promise<void>((resolve) => {
          proxy = createServer((socket) => {
            const upstream = connect(Number(target.port || 5432), target.hostname);
            socket.pipe(upstream).pipe(socket);
            socket.on('error', () => upstream.destroy());
            upstream.on('error', () => socket.destroy());
          });
          proxy.listen(port, '127.0.0.1', () => resolve());
        }),
    };
  }

  it('waits for a database that comes up seconds later, logging each failed attempt', async () => {
    const db = await scratchDatabase('startup_late', { migrated: true });
    stops.push(() => db.drop());
    const late = await lateDatabase(db.env.DATABASE_URL!);
    setTimeout(() => void late.open(), 3_000);
    const server = await startServer(build, { DATABASE_URL: late.url, LOG_LEVEL: 'info', DATABASE_STARTUP_WAIT_SECONDS: '60' });
    stops.push(() => stopServer(server));
    expect((await fetch(`${server.url}/ready`)).status).toBe(200);
    const log = server.output();
    expect(log).toMatch(/PostgreSQL not reachable yet \(attempt 1: /);
    expect(log).toMatch(/PostgreSQL reached on attempt \d+/);
    // Each attempt's line names the reason, never the connection string (it holds the password).
    expect(log).not.toContain('travel-ci-password');
  }, 240_000);

  it('gives up after DATABASE_STARTUP_WAIT_SECONDS on a database that never comes, saying so', async () => {
    const late = await lateDatabase(process.env.DATABASE_URL!);
    const started = Date.now();
    const failure = await startServer(build, { DATABASE_URL: late.url, DATABASE_STARTUP_WAIT_SECONDS: '3' }).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(failure).toContain('(it exited)');
    expect(failure).toMatch(/PostgreSQL not reachable after \d+ attempts in 3 s \(DATABASE_STARTUP_WAIT_SECONDS\)/);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 240_000);
});
