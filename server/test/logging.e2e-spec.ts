/**
 * The logs of a real app, captured: every line is one JSON object, every line written while a
 * request runs carries that request's id (Nest's loggers, the exception filter, a resolver's own
 * line), one line per request says what was asked and how it ended, and no password, token or card
 * number reaches the output however it was sent.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Logger, Module } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import request from 'supertest';
import { Public } from '../src/auth/decorators.js';
import type { PackageRow } from '../src/db/schema.js';
import { createEnquiry, createPackage, createUser, isoDaysFromNow, TEST_PASSWORD } from './support/factories.js';
import { graphqlRequest } from './support/graphql.js';
import { sentQuote } from './support/quotes.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// A Luhn-valid test card, typed three ways, and a token-looking string a careless error might quote.
const CARD = '4111111111111111';
const CARD_SPACED = '4111 1111 1111 1111';
const CARD_DASHED = '5555-5555-5555-4444';
const STRAY_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJwcm9iZSJ9.c2lnbmF0dXJlLXByb2Jl';

/** Fails the way a bug would: an Error whose text quotes secrets. */
@Controller('logging-probe')
class ProbeController {
  @Public()
  @Get()
  fail(): never {
    throw new Error(`Unexpected failure while charging ${CARD_SPACED} with ${STRAY_JWT}`);
  }
}

@Resolver()
class ProbeResolver {
  private readonly logger = new Logger('ProbeResolver');

  @Public()
  @Query(() => String)
  loggingProbe(): never {
    this.logger.log(`resolver at work, card ${CARD_DASHED}`);
    throw new TypeError(`Resolver failed on Bearer ${STRAY_JWT}`);
  }
}

@Module({ controllers: [ProbeController], providers: [ProbeResolver] })
class ProbeModule {}

type LogLine = Record<string, unknown> & { reqId?: string; msg?: string; level?: string };

const chunks: string[] = [];
let t: TestApp;
let pkg: PackageRow;
let username: string;
let token: string;
let userId: string;

const text = () => chunks.join('');
const lines = () =>
  text()
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as LogLine);
const linesOf = (reqId: string) => lines().filter((line) => line.reqId === reqId);
const requestLineOf = (reqId: string) => linesOf(reqId).find((line) => 'status' in line && 'durationMs' in line);

beforeAll(async () => {
  t = await createTestApp({ logging: { level: 'info' } }, [ProbeModule], {
    write: (chunk: string) => chunks.push(chunk),
  });
  pkg = await createPackage(t.db, { maxGuests: 4 });
  const user = await createUser(t.db, 'CUSTOMER');
  username = user.username;
  userId = user.id;
});
afterAll(async () => {
  await t?.close();
});

describe('request ids', () => {
  it("echoes a caller's plain X-Request-Id and puts it on the request's log line", async () => {
    const res = await request(t.http).get('/api/packages').set('X-Request-Id', 'trace-1.2:3_a').expect(200);
    expect(res.headers['x-request-id']).toBe('trace-1.2:3_a');
    expect(requestLineOf('trace-1.2:3_a')).toMatchObject({ method: 'GET', path: '/api/packages', status: 200 });
  });

  it('replaces an unsafe or missing X-Request-Id with a new UUID', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const unsafe = await request(t.http).get('/api/packages').set('X-Request-Id', '{"injected":"json line"}').expect(200);
    expect(unsafe.headers['x-request-id']).toMatch(uuid);
    const missing = await request(t.http).get('/api/packages').expect(200);
    expect(missing.headers['x-request-id']).toMatch(uuid);
    expect(missing.headers['x-request-id']).not.toBe(unsafe.headers['x-request-id']);
    expect(text()).not.toContain('injected');
  });
});

describe('what one request line holds', () => {
  it('the path without query values (only their names)', async () => {
    // Refused (departingFrom is a date), which does not matter here: the line is written either way.
    const res = await request(t.http)
      .get('/api/packages?departingFrom=Thandi%27s%20street&limit=5')
      .set('X-Request-Id', 'query-values');
    const line = requestLineOf('query-values');
    expect(line).toMatchObject({ path: '/api/packages', query: ['departingFrom', 'limit'], status: res.status });
    expect(text()).not.toContain('Thandi');
  });

  it("a quote link's token in the path, masked whichever way it is written (decoded by the server or not, any length)", async () => {
    const enquiry = await createEnquiry(t.db);
    const { token: quoteToken } = await sentQuote(t, await t.as('STAFF'), enquiry.id, enquiry.email!);
    const encode = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;
    const written: [string, number][] = [
      [quoteToken, 200],
      [encode(quoteToken[0]!) + quoteToken.slice(1), 200],
      [quoteToken.slice(0, 20) + encode(quoteToken[20]!).toLowerCase() + quoteToken.slice(21), 200],
      [[...quoteToken].map(encode).join(''), 200],
      [`${quoteToken}A`, 404],
      [`${quoteToken}-`, 404],
      [quoteToken.slice(0, 10), 404],
    ];
    for (const [i, [segment, status]] of written.entries()) {
      const reqId = `quote-token-${i}`;
      await request(t.http).get(`/api/quotes/${segment}`).set('X-Request-Id', reqId).expect(status);
      expect(requestLineOf(reqId)).toMatchObject({ path: '/api/quotes/[redacted]', status });
    }
    expect(text()).not.toContain(quoteToken);
    expect(text()).not.toContain(quoteToken.slice(1));
  });

  it('the GraphQL operation name and the signed-in user, never the body or the token', async () => {
    const login = await request(t.http)
      .post('/api/auth/login')
      .set('X-Request-Id', 'rest-login')
      .send({ username, password: TEST_PASSWORD })
      .expect(200);
    token = login.body.token as string;
    expect(requestLineOf('rest-login')).toMatchObject({ method: 'POST', path: '/api/auth/login', status: 200 });

    await request(t.http)
      .post('/graphql')
      .set('X-Request-Id', 'gql-login')
      .send({
        query: 'mutation SignIn($input: LoginInput!) { login(input: $input) { token } }',
        variables: { input: { username, password: TEST_PASSWORD } },
      })
      .expect(200);
    // A wrong password too: the failure's own path through the service and the filter.
    await graphqlRequest(t.http, 'mutation { login(input: { username: "nobody", password: "Wrong-but-secret-42" }) { token } }').set(
      'X-Request-Id',
      'gql-bad-login',
    );
    expect(requestLineOf('gql-login')).toMatchObject({ path: '/graphql', operation: 'SignIn', status: 200 });

    await request(t.http)
      .post('/graphql')
      .set('X-Request-Id', 'gql-me')
      .set('Authorization', `Bearer ${token}`)
      .send({ query: 'query WhoAmI { me { id username } }' })
      .expect(200);
    expect(requestLineOf('gql-me')).toMatchObject({ operation: 'WhoAmI', userId, status: 200 });
  });

  it('a booking whose special requests hold a card number, over REST and GraphQL', async () => {
    const input = {
      packageId: pkg.id,
      fullName: 'Thandi Mokoena',
      email: 'thandi.card@example.co.za',
      phone: '+27 82 555 0123',
      guests: 2,
      departureDate: isoDaysFromNow(30),
      returnDate: isoDaysFromNow(35),
      specialRequests: `Please charge my card ${CARD_SPACED}, expiry 12/29`,
    };
    await request(t.http)
      .post('/api/bookings')
      .set('X-Request-Id', 'rest-booking')
      .set('Authorization', `Bearer ${token}`)
      .send(input)
      .expect(201);
    const res = await graphqlRequest(
      t.http,
      'mutation Book($input: BookingInput!) { requestBooking(input: $input) { id } }',
      { input: { ...input, specialRequests: `card ${CARD}` } },
      token,
    ).set('X-Request-Id', 'gql-booking');
    expect(res.body.errors).toBeUndefined();
    expect(requestLineOf('rest-booking')).toMatchObject({ path: '/api/bookings', status: 201, userId });
    expect(requestLineOf('gql-booking')).toMatchObject({ operation: 'Book', status: 200, userId });
  });
});

describe('unexpected errors', () => {
  it("logs the exception filter's error with type, message and stack under the request's id, secrets masked", async () => {
    const res = await request(t.http).get('/api/logging-probe').set('X-Request-Id', 'rest-boom').expect(500);
    expect(res.body.message).not.toContain('charging');
    const error = linesOf('rest-boom').find((line) => line.context === 'ApiExceptionFilter');
    expect(error).toMatchObject({ level: 'error', err: { type: 'Error' } });
    const err = (error as { err: { message: string; stack: string } }).err;
    expect(err.message).toBe('Unexpected failure while charging [card] with [jwt]');
    expect(err.stack).toContain('logging.e2e-spec');
    expect(requestLineOf('rest-boom')).toMatchObject({ level: 'error', status: 500 });
  });

  it("carries the request's id on a resolver's own lines and on its failure", async () => {
    await graphqlRequest(t.http, 'query Probe { loggingProbe }').set('X-Request-Id', 'gql-boom').expect(200);
    const own = linesOf('gql-boom');
    expect(own.find((line) => line.context === 'ProbeResolver')?.msg).toBe('resolver at work, card [card]');
    expect(own.find((line) => line.context === 'ApiExceptionFilter')).toMatchObject({
      level: 'error',
      err: { type: 'TypeError', message: 'Resolver failed on Bearer [jwt]' },
    });
    expect(requestLineOf('gql-boom')).toMatchObject({ operation: 'Probe' });
  });
});

describe('the whole output', () => {
  it('is one JSON object per line, each written during a request carrying a known request id', () => {
    const all = lines();
    expect(all.length).toBeGreaterThan(10);
    for (const line of all) {
      expect(typeof line.time).toBe('string');
      expect(typeof line.level).toBe('string');
    }
    // Nest's start-up lines come first, outside any request; from the first request line on, every
    // line belongs to a request.
    const first = all.findIndex((line) => line.reqId !== undefined);
    expect(all.slice(0, first).length).toBeGreaterThan(0);
    for (const line of all.slice(first)) expect(line.reqId).toEqual(expect.any(String));
  });

  it('holds no password, token or card number, whichever way they were sent', () => {
    const output = text();
    for (const secret of [
      TEST_PASSWORD,
      'Wrong-but-secret-42',
      token,
      token.split('.')[2]!,
      STRAY_JWT,
      CARD,
      CARD_SPACED,
      CARD_DASHED,
      'Bearer ey',
      'authorization',
    ]) {
      expect(output).not.toContain(secret);
    }
    // And nothing of the bodies: the booking's guest, the login's user name.
    expect(output).not.toContain('thandi.card');
    expect(output).not.toContain(username);
  });
});
