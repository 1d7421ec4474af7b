/**
 * Issue 9: two app instances (as two server processes behind a load balancer) on one database and one
 * Redis (REDIS_URL). What one of them caches or counts, the other sees: catalog answers and their
 * invalidation, sign-in throttling, the enquiry limit; both report Redis in their probes; losing Redis
 * costs the cache only (reads go to the database, limits count in PostgreSQL, no error); shutdown closes
 * the connection. The counting itself is proved on both stores in src/auth/login-failures.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import request from 'supertest';
import { throttledMessage } from '../src/auth/login-throttle.service.js';
import { passwordVerificationCount } from '../src/auth/password.js';
import { loadConfig } from '../src/config/config.js';
import { RATE_LIMITED } from '../src/enquiries/enquiries.service.js';
import { registrationAttempts } from '../src/db/schema.js';
import { REDIS } from '../src/redis/redis.module.js';
import { createPackage, createUser, isoDaysFromNow, TEST_PASSWORD, tokenFor, uniqueName } from './support/factories.js';
import { graphqlRequest } from './support/graphql.js';
import { startRedisServer, type RedisServer } from './support/redis-server.js';
import { createTestApps, type TestApp, writeLimitsWith } from './support/test-app.js';

/** Failures of one (username, address) before it waits; the wait is then the whole window. */
const FREE_FAILURES = 3;
const WINDOW_SECONDS = 900;
const ENQUIRY_MAX = 3;
const BOOKING_MAX = 3;
const BOOKING_MAX_PER_RECIPIENT = 2;
const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

let server: RedisServer;
let twins: { apps: TestApp[]; close(): Promise<void> };
let a: TestApp;
let b: TestApp;
let adminToken: string;

beforeAll(async () => {
  server = await startRedisServer();
  const base = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) });
  twins = await createTestApps(2, {
    redisUrl: server.url,
    writeLimits: writeLimitsWith({
      enquiry: { perAddress: ENQUIRY_MAX, perRecipient: 100_000, windowSeconds: 600 },
      booking: { perAddress: BOOKING_MAX, perRecipient: BOOKING_MAX_PER_RECIPIENT, windowSeconds: 600 },
    }),
    security: {
      ...base.security,
      // Every test sends from addresses of its own (X-Forwarded-For from the loopback "proxy").
      trustProxy: ['loopback'],
      loginThrottle: {
        maxPerUsername: 50,
        maxPerAddress: 50,
        windowSeconds: WINDOW_SECONDS,
        backoffFreeFailures: FREE_FAILURES,
        backoffBaseSeconds: WINDOW_SECONDS,
        slowDownMs: 100,
      },
    },
  });
  [a, b] = twins.apps as [TestApp, TestApp];
  adminToken = await tokenFor(a.http, await createUser(a.db, 'AGENCY_ADMIN'));
});
afterAll(async () => {
  await twins?.close();
  await server?.stop();
});

let addressCounter = 0;
const freshAddress = () => `198.51.100.${++addressCounter}`;
const login = (app: TestApp, username: string, password: string, address = freshAddress()) =>
  request(app.http).post('/api/auth/login').set('x-forwarded-for', address).send({ username, password });

const SEARCH = `query SearchPackages($destination: String) { searchPackages(destination: $destination) { data { id title } } }`;
const UPDATE = `mutation($id: ID!, $input: PackageInput!) { updatePackage(id: $id, input: $input) { id title } }`;
const CONTACT = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { reference } }`;
const contact = () => ({ firstName: 'Lerato', lastName: 'Nkosi', email: 'lerato@example.co.za', message: `School tours? ${uniqueName('m')}` });
const sendContact = (app: TestApp, address: string, input = contact()) => graphqlRequest(app.http, CONTACT, { input }).set('x-forwarded-for', address);

describe('one response cache for both apps', () => {
  it('serves an answer cached through one app from the other without SQL, and a write through either empties it for both', async () => {
    const city = uniqueName('Redisville').replace('_', '');
    const pkg = await createPackage(a.db, { city, title: `${city} Escape` });
    const search = (app: TestApp) => graphqlRequest(app.http, SEARCH, { destination: city }).expect(200);

    const first = await a.queries.during(() => search(a));
    expect(first.count).toBeGreaterThan(0);
    const fromB = await b.queries.during(() => search(b));
    expect(fromB.count).toBe(0);
    expect(fromB.result.text).toBe(first.result.text);

    const input = { title: `${city} Renamed`, type: 'Adventure', country: 'South Africa', city, description: 'Updated.', price: { adult: 9000 } };
    const updated = await graphqlRequest(b.http, UPDATE, { id: pkg.id, input }, adminToken).expect(200);
    expect(updated.body.data.updatePackage.title).toBe(`${city} Renamed`);
    for (const app of [a, b]) {
      const after = await app.queries.during(() => search(app));
      expect(after.result.body.data.searchPackages.data).toEqual([{ id: pkg.id, title: `${city} Renamed` }]);
    }
  });
});

describe('sign-in throttling counted once for both apps', () => {
  it('backs a username and address off after failures spread over both apps, on both, with the same message and Retry-After', async () => {
    const user = await createUser(a.db);
    const address = freshAddress();
    for (let i = 0; i < FREE_FAILURES; i++) await login(i % 2 ? b : a, user.username, `wrong-${i}`, address).expect(401);
    for (const app of [a, b]) {
      const locked = await login(app, user.username, TEST_PASSWORD, address).expect(429);
      expect(locked.body).toEqual({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: throttledMessage(WINDOW_SECONDS) });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(WINDOW_SECONDS - 60);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_SECONDS);
    }
  });

  it('a sign-in through one app clears the failures counted through the other', async () => {
    const user = await createUser(a.db);
    const address = freshAddress();
    for (let i = 0; i < FREE_FAILURES - 1; i++) await login(a, user.username, 'wrong', address).expect(401);
    await login(b, user.username, TEST_PASSWORD, address).expect(200);
    for (let i = 0; i < FREE_FAILURES - 1; i++) await login(b, user.username, 'wrong', address).expect(401);
    await login(a, user.username, TEST_PASSWORD, address).expect(200);
  });

  it('lets exactly the free failures of 20 simultaneous wrong guesses from one address, split over both apps, reach a password check', async () => {
    const user = await createUser(a.db);
    const before = passwordVerificationCount();
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(i % 2 ? b : a, user.username, `parallel-${i}`, address)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(FREE_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - FREE_FAILURES);
    expect(passwordVerificationCount() - before).toBe(FREE_FAILURES);
    // Counted in Redis: nothing in login_failures.
    const rows = await a.db.query.loginFailures.findMany({ where: (f, { eq }) => eq(f.usernameKey, user.username.toLowerCase()) });
    expect(rows).toHaveLength(0);
  });
});

describe('the enquiry limit counted once for both apps', () => {
  it('refuses an address past its limit whichever app its sends reach; another address is served', async () => {
    const address = freshAddress();
    for (let i = 0; i < ENQUIRY_MAX; i++) expect((await sendContact(i % 2 ? b : a, address).expect(200)).body.data).toBeTruthy();
    for (const app of [a, b]) {
      const limited = await sendContact(app, address).expect(200);
      expect(limited.body.errors[0]).toMatchObject({ message: RATE_LIMITED, extensions: { code: 'TOO_MANY_REQUESTS' } });
    }
    const rest = await request(b.http).post('/api/enquiries/contact').set('x-forwarded-for', address).send(contact()).expect(429);
    expect(rest.body).toEqual({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: RATE_LIMITED });
    await sendContact(a, freshAddress()).expect(200);
  });

  it('lets exactly the limit of simultaneous different sends from one address through, split over both apps', async () => {
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: ENQUIRY_MAX + 4 }, (_, i) => sendContact(i % 2 ? b : a, address)));
    const codes = answers.map((r) => (r.body.errors ? r.body.errors[0].extensions.code : 'OK'));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(ENQUIRY_MAX);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(4);
  });

  it('a resend of an enquiry already stored still gets its receipt at the limit, from the other app, uncounted', async () => {
    const address = freshAddress();
    const input = contact();
    const first = (await sendContact(a, address, input).expect(200)).body.data.sendContactMessage;
    for (let i = 1; i < ENQUIRY_MAX; i++) await sendContact(a, address).expect(200);
    expect((await sendContact(b, address, input).expect(200)).body.data.sendContactMessage).toEqual(first);
  });
});

describe('the booking limit counted once for both apps', () => {
  const REQUEST_BOOKING = `mutation($input: BookingInput!) { requestBooking(input: $input) { id } }`;
  const booking = (packageId: string, email: string) => ({
    packageId,
    fullName: 'Shared Visitor',
    email,
    phone: '+27 82 555 0199',
    guests: 2,
    departureDate: isoDaysFromNow(30),
    returnDate: isoDaysFromNow(35),
    specialRequests: '',
  });

  it('per address and per recipient, REST on one app and GraphQL on the other, in Redis (no row in PostgreSQL)', async () => {
    const pkg = await createPackage(a.db, { maxGuests: 6 });
    const rowsBefore = await a.db.select().from(registrationAttempts);
    const victim = `${uniqueName('victim')}@example.test`;
    await request(a.http).post('/api/bookings').set('x-forwarded-for', freshAddress()).send(booking(pkg.id, victim)).expect(201);
    expect((await graphqlRequest(b.http, REQUEST_BOOKING, { input: booking(pkg.id, victim) }).set('x-forwarded-for', freshAddress())).body.data).toBeTruthy();
    const refused = await request(a.http).post('/api/bookings').set('x-forwarded-for', freshAddress()).send(booking(pkg.id, victim)).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const address = freshAddress();
    for (let i = 0; i < BOOKING_MAX; i++) {
      const app = i % 2 ? b : a;
      await request(app.http).post('/api/bookings').set('x-forwarded-for', address).send(booking(pkg.id, `${uniqueName('v')}@example.test`)).expect(201);
    }
    const limited = await graphqlRequest(b.http, REQUEST_BOOKING, { input: booking(pkg.id, `${uniqueName('v')}@example.test`) }).set('x-forwarded-for', address);
    expect(limited.body.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: Number(limited.headers['retry-after']) });
    expect(await a.db.select().from(registrationAttempts)).toEqual(rowsBefore);
  });
});

describe('probes, losing Redis and shutdown', () => {
  it.each(['/health', '/ready'])('%s reports Redis up on both apps', async (path) => {
    for (const app of [a, b]) {
      expect((await request(app.http).get(path).expect(200)).body).toEqual({ status: 'ok', database: { engine, status: 'up' }, redis: { status: 'up' } });
    }
  });

  it('without Redis both apps still answer: ready (reporting Redis down), catalog reads from the database, limits counted in PostgreSQL', async () => {
    const city = uniqueName('Outage').replace('_', '');
    await createPackage(a.db, { city });
    const user = await createUser(a.db);
    await server.kill();
    try {
      for (const app of [a, b]) {
        const ready = await request(app.http).get('/ready').expect(200);
        expect(ready.body).toEqual({ status: 'ok', database: { engine, status: 'up' }, redis: { status: 'down' } });
        for (let i = 0; i < 2; i++) {
          const read = await app.queries.during(() => graphqlRequest(app.http, SEARCH, { destination: city }).expect(200));
          expect(read.result.body.data.searchPackages.data).toHaveLength(1);
          expect(read.count).toBeGreaterThan(0);
        }
      }
      const address = freshAddress();
      for (let i = 0; i < FREE_FAILURES; i++) await login(i % 2 ? b : a, user.username, 'wrong', address).expect(401);
      await login(b, user.username, TEST_PASSWORD, address).expect(429);
      await sendContact(a, freshAddress()).expect(200);
    } finally {
      await server.restart();
    }
    // Both reconnect on their own.
    const deadline = Date.now() + 15_000;
    for (const app of [a, b]) {
      while ((await request(app.http).get('/ready')).body.redis?.status !== 'up') {
        if (Date.now() > deadline) throw new Error('an app did not reconnect to Redis within 15 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  it('closing an app closes its Redis connection', async () => {
    const probe = new Redis(server.url);
    try {
      const clients = async () => String(await probe.client('LIST')).trim().split('\n').length;
      const before = await clients();
      const client = b.app.get<Redis>(REDIS);
      await b.app.close();
      expect(client.status).toBe('end');
      expect(await clients()).toBe(before - 1);
    } finally {
      probe.disconnect();
    }
  });
});
