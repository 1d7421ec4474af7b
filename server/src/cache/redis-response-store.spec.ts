import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { startRedisServer, type RedisServer } from '../../test/support/redis-server.js';
import { closeRedisClient, createRedisClient, REDIS_COMMAND_TIMEOUT_MS } from '../redis/redis-client.js';
import { RedisResponseStore } from './redis-response-store.js';
import type { ResponseStore } from './response-store.js';

/**
 * The shared response cache against a real redis-server. Two stores on two connections stand for two app
 * processes. The outage tests kill or freeze the server under the stores.
 */
const answer = (text: string) => ({ headers: { 'content-type': 'application/json', 'cache-control': 'public' }, body: Buffer.from(text) });
const config = { ttlSeconds: 60, maxMegabytes: 1 };

let server: RedisServer;
const clients: Redis[] = [];

beforeAll(async () => {
  server = await startRedisServer();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => closeRedisClient(c)));
  await server.stop();
});
afterEach(() => {
  jest.restoreAllMocks();
});

async function connected(): Promise<Redis> {
  const client = createRedisClient(server.url);
  clients.push(client);
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
  return client;
}

/** Two processes' stores on the same Redis. */
async function twoProcesses(settings = config): Promise<[RedisResponseStore, RedisResponseStore]> {
  return [new RedisResponseStore(await connected(), settings), new RedisResponseStore(await connected(), settings)];
}

const current = async (store: ResponseStore) => {
  const generation = await store.generation();
  expect(generation).not.toBeNull();
  return generation!;
};

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
}

describe('RedisResponseStore', () => {
  it('looks an answer up in one round trip: the generation and the entry filed under it, a miss after a clear', async () => {
    const [a, b] = await twoProcesses();
    const body = Buffer.from([0, 255, ...Buffer.from('{"data":{"lookup":1}}')]);
    expect(await b.lookup('looked-up')).toEqual({ generation: await current(b), hit: undefined });
    await a.set('looked-up', { headers: { etag: 'W/"1"' }, body }, await current(a));
    const client = await connected();
    const sent = jest.spyOn(client, 'sendCommand');
    const store = new RedisResponseStore(client, config);
    const found = await store.lookup('looked-up');
    expect(sent).toHaveBeenCalledTimes(1);
    expect(found?.generation).toBe(await current(a));
    expect(found?.hit?.headers).toEqual({ etag: 'W/"1"' });
    expect(found?.hit?.body.equals(body)).toBe(true);
    await a.clear();
    expect(await b.lookup('looked-up')).toEqual({ generation: await current(b), hit: undefined });
  });

  it('serves an answer cached by one process to another, headers and bytes intact', async () => {
    const [a, b] = await twoProcesses();
    const body = Buffer.from([0, 255, 10, 13, ...Buffer.from('{"data":{"é":1}}')]);
    await a.set('shared', { headers: { 'content-type': 'application/json; charset=utf-8' }, body }, await current(a));
    const hit = await b.get('shared', await current(b));
    expect(hit?.headers).toEqual({ 'content-type': 'application/json; charset=utf-8' });
    expect(hit?.body.equals(body)).toBe(true);
  });

  it('a clear in one process empties the cache for the other', async () => {
    const [a, b] = await twoProcesses();
    await a.set('k', answer('before'), await current(a));
    expect(await b.get('k', await current(b))).toBeDefined();
    await b.clear();
    expect(await a.get('k', await current(a))).toBeUndefined();
    expect(await b.get('k', await current(b))).toBeUndefined();
  });

  it('never serves an answer read before another process cleared the cache', async () => {
    const [a, b] = await twoProcesses();
    const readAt = await current(a);
    await b.clear();
    await a.set('k', answer('stale'), readAt);
    expect(await a.get('k', await current(a))).toBeUndefined();
    expect(await b.get('k', await current(b))).toBeUndefined();
  });

  it('keeps each answer for the TTL only', async () => {
    const [a, b] = await twoProcesses({ ttlSeconds: 1, maxMegabytes: 1 });
    const generation = await current(a);
    await a.set('short', answer('x'), generation);
    const redis = await connected();
    const ttl = await redis.pttl(`travel:cache:${generation}:short`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(1000);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await b.get('short', await current(b))).toBeUndefined();
  });

  it('never stores an answer over a tenth of RESPONSE_CACHE_MAX_MB', async () => {
    const [a] = await twoProcesses({ ttlSeconds: 60, maxMegabytes: 1 });
    const generation = await current(a);
    const limit = Math.floor((1024 * 1024) / 10);
    await a.set('at-limit', answer('x'.repeat(limit)), generation);
    await a.set('over', answer('x'.repeat(limit + 1)), generation);
    expect((await a.get('at-limit', generation))?.body.length).toBe(limit);
    expect(await a.get('over', generation)).toBeUndefined();
  });
});

describe('RedisResponseStore when Redis goes away', () => {
  // Each outage test counts the warnings of its own connections only, and leaves the server running.
  beforeEach(async () => {
    await Promise.all(clients.splice(0).map((c) => closeRedisClient(c)));
  });
  afterEach(async () => {
    server.resume();
    if (!(await serverAnswers())) await server.restart();
  });

  it('answers "unavailable" at once when Redis is killed (no error, no wait, one warning per connection), and serves again once it is back', async () => {
    const [a, b] = await twoProcesses();
    await a.set('k', answer('cached'), await current(a));
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const redisWarnings = () => warn.mock.calls.filter(([message]) => String(message).startsWith('Redis unreachable'));

    await server.kill();
    await until(() => redisWarnings().length === 2, 'each connection to notice that Redis is gone');
    for (let round = 0; round < 3; round++) {
      for (const store of [a, b]) {
        const generation = await timed(() => store.generation());
        expect(generation.result).toBeNull();
        expect(generation.ms).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS);
        await expect(store.get('k', 0)).resolves.toBeUndefined();
        await expect(store.set('k', answer('x'), 0)).resolves.toBeUndefined();
        await expect(store.clear()).resolves.toBeUndefined();
      }
    }
    // One warning per connection for the whole outage, nothing per request.
    expect(warn).toHaveBeenCalledTimes(2);

    await server.restart();
    await until(async () => (await a.generation()) !== null && (await b.generation()) !== null, 'the stores to reconnect');
    await a.set('again', answer('back'), await current(a));
    expect((await b.get('again', await current(b)))?.body.toString()).toBe('back');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('gives up on a frozen Redis after the command timeout (one warning), and makes a clear it missed once Redis answers again', async () => {
    const [a, b] = await twoProcesses();
    await b.set('k', answer('cached before the write'), await current(b));
    const warn = jest.spyOn(Logger.prototype, 'warn');

    server.pause();
    try {
      const cleared = await timed(() => a.clear());
      expect(cleared.ms).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 1000);
      const read = await timed(() => b.generation());
      expect(read.result).toBeNull();
      expect(read.ms).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 1000);
      expect(await b.generation()).toBeNull();
    } finally {
      server.resume();
    }
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('Could not empty the shared response cache'),
      expect.stringContaining('Could not read the shared response cache'),
    ]);
    // The clear that timed out is made before a's next read, so b no longer serves the older answer.
    await current(a);
    expect(await b.get('k', await current(b))).toBeUndefined();
  });
});

async function serverAnswers(): Promise<boolean> {
  const probe = createRedisClient(server.url);
  try {
    return await new Promise<boolean>((resolve) => {
      probe.once('ready', () => resolve(true));
      setTimeout(() => resolve(false), 1000);
    });
  } finally {
    probe.disconnect();
  }
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Waited 10 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
