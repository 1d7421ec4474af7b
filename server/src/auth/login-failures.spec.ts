import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Redis } from 'ioredis';
import { openTestPglite } from '../../test/support/pglite-template.js';
import { startRedisServer, type RedisServer } from '../../test/support/redis-server.js';
import { loadConfig, type LoginThrottleConfig } from '../config/config.js';
import type { DatabaseHandle } from '../db/client.js';
import { closeRedisClient, createRedisClient } from '../redis/redis-client.js';
import { backoffSeconds, LoginThrottledError, type AttemptTicket, type CountedAttempt, type LoginFailureCounter } from './login-failures.js';
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

const limits = (overrides: Partial<LoginThrottleConfig> = {}): LoginThrottleConfig => ({
  maxPerUsername: 3,
  maxPerAddress: 5,
  windowSeconds: 900,
  backoffFreeFailures: 100,
  backoffBaseSeconds: 60,
  slowDownMs: 250,
  ...overrides,
});
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

describe('backoffSeconds', () => {
  it('is free for the first failures, then doubles from the base, never past the window', () => {
    const rules = limits({ backoffFreeFailures: 3, backoffBaseSeconds: 2, windowSeconds: 900 });
    expect([0, 1, 2, 3, 4, 5, 11, 12, 60].map((n) => backoffSeconds(n, rules))).toEqual([0, 0, 0, 2, 4, 8, 512, 900, 900]);
  });
});

describe.each(Object.keys(counters))('sign-in failures counted in %s', (name) => {
  const make = counters[name]!;

  it('backs a (username, address) pair off exponentially after its free failures; other addresses are not held back', async () => {
    const counter = make(limits({ backoffFreeFailures: 2, backoffBaseSeconds: 1, maxPerUsername: 100 }));
    const [usernameKey, from] = [username(), address()];
    for (let i = 0; i < 2; i++) expect(await fail(counter, { usernameKey, address: from })).toBeUndefined();
    const first = await fail(counter, { usernameKey, address: from });
    expect(first!.retryAfterSeconds).toBe(1);
    expect(await fail(counter, { usernameKey, address: address() })).toBeUndefined();
    await sleep(1100);
    // The third failure: the next wait is two seconds (a refusal is not counted, so it stays two).
    expect(await fail(counter, { usernameKey, address: from })).toBeUndefined();
    await sleep(1100);
    const second = await fail(counter, { usernameKey, address: from });
    expect(second).toBeInstanceOf(LoginThrottledError);
    expect(second!.retryAfterSeconds).toBe(1);
    await sleep(1000);
    expect(await fail(counter, { usernameKey, address: from })).toBeUndefined();
    const third = await fail(counter, { usernameKey, address: from });
    expect(third!.retryAfterSeconds).toBeGreaterThanOrEqual(3);
    expect(third!.retryAfterSeconds).toBeLessThanOrEqual(4);
  });

  it("past the username's ceiling refuses the addresses that failed on it and slows the others down, never refusing them", async () => {
    const counter = make(limits({ windowSeconds: 60 }));
    const usernameKey = username();
    const failing = [address(), address(), address()];
    expect(await fail(counter, { usernameKey, address: failing[0]! })).toBeUndefined();
    const below = await counter.begin({ usernameKey, address: address() });
    expect(below.slowDownMs).toBe(0);
    await counter.abandoned(below);
    for (const from of failing.slice(1)) expect(await fail(counter, { usernameKey, address: from })).toBeUndefined();

    for (const from of failing) {
      const refused = await fail(counter, { usernameKey, address: from });
      expect(refused).toBeInstanceOf(LoginThrottledError);
      expect(refused!.retryAfterSeconds).toBeGreaterThan(55);
      expect(refused!.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    const owner = await counter.begin({ usernameKey, address: address() });
    expect(owner.slowDownMs).toBe(250);
    await counter.succeeded(owner);
    // The owner's success clears only the owner's address: the failing ones stay refused.
    expect(await fail(counter, { usernameKey, address: failing[0]! })).toBeInstanceOf(LoginThrottledError);
    // A new address gets its one (slowed) guess, then it is a failing address too.
    const guesser = address();
    expect(await fail(counter, { usernameKey, address: guesser })).toBeUndefined();
    expect(await fail(counter, { usernameKey, address: guesser })).toBeInstanceOf(LoginThrottledError);
  });

  it('forgets failures older than the window (a refusal is not counted)', async () => {
    const counter = make(limits({ windowSeconds: 2, backoffFreeFailures: 2, backoffBaseSeconds: 60 }));
    const [usernameKey, from] = [username(), address()];
    for (let i = 0; i < 2; i++) expect(await fail(counter, { usernameKey, address: from })).toBeUndefined();
    const refused = await fail(counter, { usernameKey, address: from });
    // The back-off never outlasts the window.
    expect(refused!.retryAfterSeconds).toBeLessThanOrEqual(2);
    await sleep(2100);
    expect(await fail(counter, { usernameKey, address: from })).toBeUndefined();
  });

  it('refuses an address past its limit across usernames, and only that address; no address is never counted as one', async () => {
    const counter = make(limits());
    const from = address();
    for (let i = 0; i < 5; i++) expect(await fail(counter, { usernameKey: username(), address: from })).toBeUndefined();
    expect(await fail(counter, { usernameKey: username(), address: from })).toBeInstanceOf(LoginThrottledError);
    expect(await fail(counter, { usernameKey: username(), address: address() })).toBeUndefined();
    for (let i = 0; i < 7; i++) expect(await fail(counter, { usernameKey: username(), address: '' })).toBeUndefined();
  });

  it("clears a pair's failures when it signs in, also from the address's count", async () => {
    const counter = make(limits({ maxPerAddress: 5, maxPerUsername: 100 }));
    const [u, v, from] = [username(), username(), address()];
    for (let i = 0; i < 2; i++) {
      await fail(counter, { usernameKey: u, address: from });
      await fail(counter, { usernameKey: v, address: from });
    }
    await counter.succeeded(await counter.begin({ usernameKey: u, address: from }));
    // u's two failures (and the success itself) left the address's count; v's two stay: three more fit.
    for (let i = 0; i < 3; i++) expect(await fail(counter, { usernameKey: username(), address: from })).toBeUndefined();
    expect(await fail(counter, { usernameKey: username(), address: from })).toBeInstanceOf(LoginThrottledError);
  });

  it('takes an abandoned attempt back', async () => {
    const counter = make(limits({ maxPerAddress: 1 }));
    const from = address();
    await counter.abandoned(await counter.begin({ usernameKey: username(), address: from }));
    expect(await fail(counter, { usernameKey: username(), address: from })).toBeUndefined();
    expect(await fail(counter, { usernameKey: username(), address: from })).toBeInstanceOf(LoginThrottledError);
  });

  it.each([
    ['pair', (target: string) => ({ usernameKey: target, address: target }), { backoffFreeFailures: 3 }],
    ['address', (from: string) => ({ usernameKey: username(), address: from }), { maxPerAddress: 3 }],
  ])('lets exactly the limit of 20 simultaneous attempts on one %s through', async (_what, attempt, rules) => {
    const counter = make(limits(rules));
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
    const config = { ...base, security: { ...base.security, loginThrottle: limits({ maxPerUsername: 1 }) } };
    const client = createRedisClient(server.url);
    await new Promise((resolve) => client.once('ready', resolve));
    const service = new LoginThrottleService(database.db, config, client);
    const postgres = new PostgresLoginFailures(database.db, config.security.loginThrottle);
    const redisCount = new RedisLoginFailures(client, config.security.loginThrottle);
    try {
      const name = username();
      await service.failed(await service.begin({ username: name, clientAddress: address() }));
      // Counted in Redis (the username is at its ceiling there), not in PostgreSQL.
      await expect(redisCount.begin({ usernameKey: name, address: address() })).resolves.toMatchObject({ slowDownMs: 250 });
      await expect(postgres.begin({ usernameKey: name, address: address() })).resolves.toMatchObject({ slowDownMs: 0 });

      await server.kill();
      const [other, from] = [username(), address()];
      await service.failed(await service.begin({ username: other, clientAddress: from }));
      await expect(service.begin({ username: other, clientAddress: from })).rejects.toBeInstanceOf(LoginThrottledError);
      await expect(service.begin({ username: other, clientAddress: address() })).resolves.toMatchObject({ slowDownMs: 250 });
      // A ticket counted in PostgreSQL while Redis is away is settled there: taken back, it leaves no trace.
      const third = username();
      await service.abandoned(await service.begin({ username: third, clientAddress: from }));
      await expect(service.begin({ username: third, clientAddress: address() })).resolves.toMatchObject({ slowDownMs: 0 });
    } finally {
      await server.restart();
      await closeRedisClient(client);
    }
  });
});
