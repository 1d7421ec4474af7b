/**
 * Graceful shutdown of the real server process: on SIGTERM a request in flight still gets its answer,
 * new connections are refused, and the process exits 0; a request that outlives
 * SHUTDOWN_GRACE_SECONDS is cut off and the process exits 1, as it does at once on a second signal.
 * On both engines.
 *
 * "In flight" is made exact with `Expect: 100-continue`: Node answers "100 Continue" only once the
 * request has reached the app, and the app waits for the body the test sends after the signal.
 */
import { connect, type Socket } from 'node:net';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { scratchDatabase, type ScratchDatabase } from './support/scratch-database.js';
import { buildServer, startServer, type ServerProcess } from './support/server-process.js';

jest.setTimeout(400_000);

const body = JSON.stringify({ firstName: 'Draining', lastName: 'Visitor', email: 'drain@example.co.za', message: 'Sent during a shutdown.' });

/** Sends the headers of POST /api/enquiries/contact and resolves once the server says "100 Continue". */
async function startRequest(port: number): Promise<{ socket: Socket; finish(): Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    `POST /api/enquiries/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: keep-alive\r\n\r\n`,
  );
  while (!received.includes('100 Continue')) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (socket.destroyed) throw new Error(`The connection closed before 100 Continue: ${received}`);
  }
  return {
    socket,
    finish: async () => {
      socket.write(body);
      // The server closes the keep-alive connection once the answer is out (it is draining).
      await ended;
      return received;
    },
  };
}

/**
 * Resolves when a new connection to the port is refused (the listening socket is closed).
 * A probe that lands in the accept backlog just as the listener closes is reset rather than refused
 * (ECONNRESET): the closing is under way, so it probes again until the port refuses outright.
 */
async function refusedSoon(port: number): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve('accepted');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    if (outcome !== 'accepted' && outcome !== 'ECONNRESET') return outcome;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return 'still accepted';
}

describe('graceful shutdown', () => {
  let build: string;
  beforeAll(async () => {
    build = await buildServer();
  });
  let db: ScratchDatabase | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    await db?.drop();
    server = undefined;
    db = undefined;
  });

  it('SIGTERM: the request in flight completes with 201, new connections are refused, exit code 0', async () => {
    db = await scratchDatabase('shutdown', { migrated: true });
    server = await startServer(build, db.env);
    const inFlight = await startRequest(server.port);

    server.child.kill('SIGTERM');
    expect(await refusedSoon(server.port)).toBe('ECONNREFUSED');

    const answer = await inFlight.finish();
    expect(answer).toMatch(/HTTP\/1\.1 201 Created/);
    expect(answer).toMatch(/"reference":"EQ-/);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/Stopped cleanly/);
  });

  it('a request that outlives SHUTDOWN_GRACE_SECONDS is cut off: exit code 1', async () => {
    db = await scratchDatabase('shutdown', { migrated: true });
    server = await startServer(build, { ...db.env, SHUTDOWN_GRACE_SECONDS: '1' });
    const stuck = await startRequest(server.port);
    server.child.kill('SIGTERM');
    // The body never comes: the grace runs out.
    expect(await server.exited).toBe(1);
    stuck.socket.destroy();
    expect(server.output()).toMatch(/still running after 1 s/);
  });

  it('a second signal while draining exits 1 at once, without waiting for the grace', async () => {
    db = await scratchDatabase('shutdown', { migrated: true });
    server = await startServer(build, { ...db.env, SHUTDOWN_GRACE_SECONDS: '600' });
    const stuck = await startRequest(server.port);
    server.child.kill('SIGTERM');
    // The first signal has been handled once the port refuses connections.
    expect(await refusedSoon(server.port)).toBe('ECONNREFUSED');
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(1);
    stuck.socket.destroy();
    expect(server.output()).toMatch(/SIGINT again while draining/);
  });
});
