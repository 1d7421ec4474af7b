import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Redis } from 'ioredis';
import { openTestPglite } from '../../test/support/pglite-template.js';
import { startRedisServer, type RedisServer } from '../../test/support/redis-server.js';
import { loadConfig, type LoginThrottleConfig } from '../config/config.js';
import type { DatabaseHandle } from '../db/client.js';
import { closeRedisClient, createRedisClient } from '../redis/redis-client.js';
import { LoginThrottledError, type AttemptTicket, type CountedAttempt, type LoginFailureCounter } from './login-failures.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PostgresLoginFailures } from './postgres-login-failures.js';
import { RedisLoginFailures } from './redis-login-failures.js';

/**
 * One set of behaviour tests for both places sign-in failures are counted: PostgreSQL (login_failures, on
 * an embedded database) and Redis (a real redis-server). The HTTP side (messages, Retry-After, GraphQL)
 * is in test/accounts.e2e-spec.ts (PostgreSQL) and test/redis-shared-state.e2e-spec.ts (Redis).
 */
let database: DatabaseHandle;
let server: RedisServer;
let redis: Redis;

beforeAll(async () => {
  [database, server] = await Promise.all([openTestPglite(), startRedisServer()]);
  await database.migrate();
  redis = createRedisClient(server.url);
});
afterAll(async () => {
  await closeRedisClient(redis);
  await server.stop();
  await database.close();
});

const counters: Record<string, (limits: LoginThrottleConfig) => LoginFailureCounter> = {
  postgres: (limits) => new PostgresLoginFailures(database.db, limits),
  redis: (limits) => new RedisLoginFailures(redis, limits),
};

const limits = (overrides: Partial<LoginThrottleConfig> = {}): LoginThrottleConfig => ({ maxPerUsername: 3, maxPerAddress: 5, windowSeconds: 900, ...overrides });
const username = () => `user-${randomUUID()}`;
let addressCounter = 0;
const address = () => `198.51.100.${++addressCounter % 250}-${randomUUID().slice(0, 8)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs begin and settles a wrong password; the error when refused. */
async function fail(counter: LoginFailureCounter, attempt: CountedAttempt): Promise<LoginThrottledError | undefined> {
  try {
    await counter.failed(await counter.begin(attempt));
    return undefined;
  } catch (error) {
    if (error instanceof LoginThrottledError) return error;
    throw error;
  }
}

describe.each(Object.keys(counters))('sign-in failures counted in %s', (name) => {
  const make = counters[name]!;

  it('refuses a username past its limit, saying when there is room again, and forgets failures older than the window (a refusal is not counted)', async () => {
    const counter = make(limits({ windowSeconds: 2 }));
    const usernameKey = username();
    for (let i = 0; i < 3; i++) expect(await fail(counter, { usernameKey, address: address() })).toBeUndefined();
    const refused = await fail(counter, { usernameKey, address: address() });
    expect(refused).toBeInstanceOf(LoginThrottledError);
    expect(refused!.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused!.retryAfterSeconds).toBeLessThanOrEqual(2);
    await sleep(2100);
    // Had the refusal counted, it would still be in the window.
    expect(await fail(counter, { usernameKey, address: address() })).toBeUndefined();
  });

  it('answers a long window with its length in seconds', async () => {
    const counter = make(limits({ maxPerUsername: 1 }));
    const usernameKey = username();
    await fail(counter, { usernameKey, address: address() });
    const refused = await fail(counter, { usernameKey, address: address() });
    expect(refused!.retryAfterSeconds).toBeGreaterThan(895);
    expect(refused!.retryAfterSeconds).toBeLessThanOrEqual(900);
  });

  it('refuses an address past its limit across usernames, and only that address; no address is never counted as one', async () => {
    const counter = make(limits());
    const from = address();
    for (let i = 0; i < 5; i++) expect(await fail(counter, { usernameKey: username(), address: from })).toBeUndefined();
    expect(await fail(counter, { usernameKey: username(), address: from })).toBeInstanceOf(LoginThrottledError);
    expect(await fail(counter, { usernameKey: username(), address: address() })).toBeUndefined();
    for (let i = 0; i < 7; i++) expect(await fail(counter, { usernameKey: username(), address: '' })).toBeUndefined();
  });

  it("clears a username's failures when it signs in, also from the addresses they came from", async () => {
    const counter = make(limits({ maxPerAddress: 4 }));
    const [u, v, from] = [username(), username(), address()];
    for (let i = 0; i < 2; i++) {
      await fail(counter, { usernameKey: u, address: from });
      await fail(counter, { usernameKey: v, address: from });
    }
    expect(await fail(counter, { usernameKey: username(), address: from })).toBeInstanceOf(LoginThrottledError);
    await counter.succeeded(await counter.begin({ usernameKey: u, address: address() }));
    // u starts afresh (its two old failures would leave room for one); the address keeps v's two only.
    for (let i = 0; i < 3; i++) expect(await fail(counter, { usernameKey: u, address: address() })).toBeUndefined();
    for (let i = 0; i < 2; i++) expect(await fail(counter, { usernameKey: username(), address: from })).toBeUndefined();
    expect(await fail(counter, { usernameKey: username(), address: from })).toBeInstanceOf(LoginThrottledError);
  });

  it('takes an abandoned attempt back', async () => {
    const counter = make(limits({ maxPerUsername: 1 }));
    const usernameKey = username();
    await counter.abandoned(await counter.begin({ usernameKey, address: address() }));
    expect(await fail(counter, { usernameKey, address: address() })).toBeUndefined();
    expect(await fail(counter, { usernameKey, address: address() })).toBeInstanceOf(LoginThrottledError);
  });

  it.each([
    ['username', (usernameKey: string) => ({ usernameKey, address: address() })],
    ['address', (from: string) => ({ usernameKey: username(), address: from })],
  ])('lets exactly the limit of 20 simultaneous attempts on one %s through', async (_what, attempt) => {
    const counter = make(limits({ maxPerUsername: 3, maxPerAddress: 3 }));
    const target = `burst-${randomUUID()}`;
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => counter.begin(attempt(target))));
    const admitted = outcomes.filter((o): o is PromiseFulfilledResult<AttemptTicket> => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(admitted).toHaveLength(3);
    expect(refused.every((o) => (o as PromiseRejectedResult).reason instanceof LoginThrottledError)).toBe(true);
    await Promise.all(admitted.map((o) => counter.failed(o.value)));
    await expect(counter.begin(attempt(target))).rejects.toBeInstanceOf(LoginThrottledError);
  });
});

describe('LoginThrottleService with REDIS_URL', () => {
  it('counts in Redis; while Redis is away it counts in PostgreSQL (never uncounted, never refused for it) and settles each ticket where it was counted', async () => {
    const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(40) });
    const config = { ...base, security: { ...base.security, loginThrottle: limits({ maxPerUsername: 2 }) } };
    const client = createRedisClient(server.url);
    await new Promise((resolve) => client.once('ready', resolve));
    const service = new LoginThrottleService(database.db, config, client);
    const postgres = new PostgresLoginFailures(database.db, config.security.loginThrottle);
    const redisCount = new RedisLoginFailures(client, config.security.loginThrottle);
    try {
      const name = username();
      await service.failed(await service.begin({ username: name, clientAddress: address() }));
      // Counted in Redis (room for one more there), not in PostgreSQL (room for both there).
      await expect(redisCount.begin({ usernameKey: name, address: '' })).resolves.toBeDefined();
      await expect(redisCount.begin({ usernameKey: name, address: '' })).rejects.toBeInstanceOf(LoginThrottledError);
      for (let i = 0; i < 2; i++) await postgres.failed(await postgres.begin({ usernameKey: name, address: '' }));

      await server.kill();
      const other = username();
      await service.failed(await service.begin({ username: other, clientAddress: address() }));
      await service.failed(await service.begin({ username: other, clientAddress: address() }));
      await expect(service.begin({ username: other, clientAddress: address() })).rejects.toBeInstanceOf(LoginThrottledError);
      // A success while Redis is away clears the PostgreSQL count it was made in.
      const third = username();
      await service.failed(await service.begin({ username: third, clientAddress: address() }));
      await service.succeeded(await service.begin({ username: third, clientAddress: address() }));
      await service.failed(await service.begin({ username: third, clientAddress: address() }));
      await service.failed(await service.begin({ username: third, clientAddress: address() }));
      await expect(service.begin({ username: third, clientAddress: address() })).rejects.toBeInstanceOf(LoginThrottledError);
    } finally {
      await server.restart();
      await closeRedisClient(client);
    }
  });
});
