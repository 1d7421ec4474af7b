/**
 * The input boundary (src/common/input-boundary.ts) on the requests issue 16 found answering 500: NUL bytes,
 * lone UTF-16 surrogates, upper-case UUIDs and 5,000-deep GraphQL variables, over REST and GraphQL, as
 * variables and as literals written inline in a document. Each must answer a 4xx with a message that says
 * what is wrong and where; upper-case ids must find the same rows as lower-case ones. And a value that still
 * reaches the database and is refused there (SQLSTATE class 22) answers 400, not 500.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module, Query } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { Public } from '../src/auth/decorators.js';
import { Refusal } from '../src/common/input-boundary.js';
import { INVALID_VALUE_MESSAGE } from '../src/common/database-errors.js';
import { InjectDb } from '../src/database/database.module.js';
import type { Database } from '../src/db/client.js';
import { activities, amenities } from '../src/db/schema.js';
import { createHotel, createPackage, createRoomType, createUser, isoDaysFromNow, tokenFor } from './support/factories.js';
import { graphqlRequest } from './support/graphql.js';
import { deepObject } from './support/hostile/values.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Sends a client's value straight into a cast, as a query the input boundary cannot judge would. */
@Controller('boundary-probe')
class ProbeController {
  constructor(@InjectDb() private readonly db: Database) {}

  @Public()
  @Get()
  async cast(@Query('n') n: string): Promise<{ n: number }> {
    const rows = (await this.db.execute(sql`select ${n}::int as n`)) as unknown as { rows?: { n: number }[] } | { n: number }[];
    const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
    return { n: Number(list[0]?.n) };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

let t: TestApp;
let hotelId: string;
let managerToken: string;
const NUL = '\u0000';
const LONE = '\uD800';

beforeAll(async () => {
  t = await createTestApp({}, [ProbeModule]);
  const manager = await createUser(t.db, 'HOTEL_MANAGER');
  const hotel = await createHotel(t.db, { managerId: manager.id });
  hotelId = hotel.id;
  await createRoomType(t.db, hotel.id);
  await t.db.insert(amenities).values({ hotelId, name: 'Pool', description: '' });
  await t.db.insert(activities).values({ hotelId, name: 'Game drive', description: '', duration: '3 hours', maxParticipants: 6 });
  managerToken = await tokenFor(t.http, manager);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** A REST refusal: 400 BAD_USER_INPUT whose message says what and where. */
function expectRestRefusal(res: request.Response, message: string, field?: string) {
  expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'BAD_USER_INPUT' });
  expect(res.body.message).toContain(message.replace(/\.$/, ''));
  if (field) expect(res.body.fields).toEqual({ [field]: message });
}

/** A GraphQL refusal: BAD_USER_INPUT, never INTERNAL_SERVER_ERROR, nothing else answered. */
function expectGraphQLRefusal(res: request.Response, message: string) {
  expect(res.status).toBeLessThan(500);
  expect(res.body.errors?.map((e: { extensions?: { code?: string } }) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  expect(res.body.errors[0].message).toContain(message.replace(/\.$/, ''));
  expect(res.body.data ?? null).toBeNull();
}

describe('NUL in any text', () => {
  it.each([
    ['/api/packages/getSearchedPackages?destination=%00', 'destination'],
    ['/api/hotels?city=Cape%00', 'city'],
    ['/api/amenities?hotelId=%00', 'hotelId'],
  ])('GET %s answers 400 naming the parameter', async (url, field) => {
    expectRestRefusal(await request(t.http).get(url), Refusal.NUL, field);
  });

  it('in a path parameter answers 400', async () => {
    expectRestRefusal(await request(t.http).get('/api/amenities/abc%00def'), Refusal.NUL);
  });

  it('in the sign-in username answers 400, not a failed sign-in', async () => {
    const res = await request(t.http).post('/api/auth/login').send({ username: NUL, password: 'whatever1' });
    expectRestRefusal(res, Refusal.NUL, 'username');
  });

  it('in a register body answers 400 naming the field', async () => {
    const res = await request(t.http)
      .post('/api/auth/register')
      .send({ username: `nul${NUL}user`, email: 'nul@example.test', password: 'Pass-word-2026', phone: '+27 82 555 0100', city: 'Durban', country: 'South Africa' });
    expectRestRefusal(res, Refusal.NUL, 'username');
  });

  it('in an object key answers 400', async () => {
    const res = await request(t.http).post('/api/auth/login').set('content-type', 'application/json').send(`{"username":"a","password":"b","x${'\\u0000'}":1}`);
    expectRestRefusal(res, Refusal.NUL);
  });

  it('in GraphQL variables (searchPackages, staySearch) answers BAD_USER_INPUT', async () => {
    expectGraphQLRefusal(
      await graphqlRequest(t.http, 'query($d: String) { searchPackages(destination: $d) { __typename } }', { d: NUL }),
      Refusal.NUL,
    );
    expectGraphQLRefusal(
      await graphqlRequest(t.http, 'query($i: StaySearchInput!) { staySearch(input: $i) { __typename } }', {
        i: { destination: `Cape${NUL}`, checkIn: isoDaysFromNow(10), checkOut: isoDaysFromNow(12) },
      }),
      Refusal.NUL,
    );
  });

  it('written inline in a GraphQL document answers BAD_USER_INPUT naming the argument', async () => {
    const res = await graphqlRequest(t.http, '{ searchPackages(destination: "Cape\\u0000Town") { __typename } }');
    expectGraphQLRefusal(res, Refusal.NUL);
    expect(res.body.errors[0].extensions.fields).toEqual({ destination: Refusal.NUL });
  });
});

describe('lone UTF-16 surrogates', () => {
  it('in a register e-mail answers 400 (the e-mail validator threw URIError)', async () => {
    const res = await request(t.http)
      .post('/api/auth/register')
      .send({ username: 'surrogate1', email: `a${LONE}@example.test`, password: 'Pass-word-2026', phone: '+27 82 555 0100', city: 'Durban', country: 'South Africa' });
    expectRestRefusal(res, Refusal.ILL_FORMED, 'email');
  });

  it('in a booking name and requests (GraphQL) answers BAD_USER_INPUT naming the first field', async () => {
    const pkg = await createPackage(t.db);
    const res = await graphqlRequest(t.http, 'mutation($input: BookingInput!) { requestBooking(input: $input) { reference } }', {
      input: { packageId: pkg.id, fullName: `Thandi ${LONE}`, email: 'thandi@example.test', phone: '+27 82 555 0100', guests: 2, departureDate: pkg.fromDate, returnDate: pkg.toDate, specialRequests: `\uDC00 late` },
    });
    expectGraphQLRefusal(res, Refusal.ILL_FORMED);
    expect(res.body.errors[0].extensions.fields).toEqual({ 'input.fullName': Refusal.ILL_FORMED });
  });

  it('in an enquiry over REST answers 400', async () => {
    const res = await request(t.http)
      .post('/api/enquiries/contact')
      .send({ firstName: 'Sipho', lastName: 'M', email: `sipho${LONE}@example.test`, message: 'Hello' });
    expectRestRefusal(res, Refusal.ILL_FORMED, 'email');
  });

  it('a well-formed pair (an emoji) is accepted as text', async () => {
    const res = await graphqlRequest(t.http, 'query($d: String) { searchPackages(destination: $d) { __typename } }', { d: '🏝️ beach' });
    expect(res.body.errors).toBeUndefined();
  });
});

describe('upper-case UUIDs find the same rows as lower-case ones', () => {
  const upper = () => hotelId.toUpperCase();

  it.each(['/api/amenities', '/api/activities', '/api/roomtypes', '/api/roomTypes'])('GET %s?hotelId=<UPPER>', async (path) => {
    const lower = await request(t.http).get(`${path}?hotelId=${hotelId}`);
    const upperCase = await request(t.http).get(`${path}?hotelId=${upper()}`);
    expect(lower.status).toBe(200);
    expect(upperCase.status).toBe(200);
    expect(upperCase.body).toEqual(lower.body);
    expect((lower.body as unknown[]).length).toBeGreaterThan(0);
  });

  it('GET /api/roomtypesrates?hotelId=<UPPER> as the owner', async () => {
    const res = await request(t.http).get(`/api/roomtypesrates?hotelId=${upper()}`).set('authorization', `Bearer ${managerToken}`);
    expect(res.status).toBe(200);
    expect((res.body as unknown[]).length).toBe(1);
  });

  it('GET /api/hotels/<UPPER> finds the hotel', async () => {
    const res = await request(t.http).get(`/api/hotels/${upper()}`);
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(hotelId);
  });

  it('GraphQL amenities, activities and roomTypes(hotelId:) as a variable and inline', async () => {
    const document = (id: string) => `{ amenities(hotelId: "${id}") { name } activities(hotelId: "${id}") { name } roomTypes(hotelId: "${id}") { name } }`;
    const lower = await graphqlRequest(t.http, document(hotelId));
    const inline = await graphqlRequest(t.http, document(upper()));
    const variable = await graphqlRequest(t.http, 'query($h: ID!) { amenities(hotelId: $h) { name } activities(hotelId: $h) { name } roomTypes(hotelId: $h) { name } }', { h: upper() });
    expect(lower.body.errors).toBeUndefined();
    expect(lower.body.data.amenities).toEqual([{ name: 'Pool' }]);
    expect(inline.body).toEqual(lower.body);
    expect(variable.body).toEqual(lower.body);
  });

  it('a password shaped like a UUID is kept exactly as typed (not lower-cased)', async () => {
    const password = 'A1B2C3D4-E5F6-4A00-8000-00000000ABCD';
    const username = 'uuid-shaped-pass';
    const reg = await request(t.http)
      .post('/api/auth/register')
      .send({ username, email: 'uuidpass@example.test', password, phone: '+27 82 555 0199', city: 'Durban', country: 'South Africa' });
    expect(reg.status).toBe(201);
    expect((await request(t.http).post('/api/auth/login').send({ username, password: password.toLowerCase() })).status).toBe(401);
    expect((await request(t.http).post('/api/auth/login').send({ username, password })).status).toBe(200);
  });
});

describe('nesting depth', () => {
  it('GraphQL variables nested 5,000 deep (anonymous) answer 400 BAD_USER_INPUT before the response cache walks them', async () => {
    // Written by hand: JSON.stringify itself gives up on such depth (superagent would send "[unable to stringify]").
    const deep = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    const body = `{"query":"query($d: String) { searchPackages(destination: $d) { __typename } }","variables":{"d":${deep}}}`;
    expect(body.length).toBeLessThan(40_000);
    const res = await request(t.http).post('/graphql').set('content-type', 'application/json').send(body);
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 400, body: { errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] } });
    expectGraphQLRefusal(res, Refusal.TOO_DEEP);
  });

  it('the same on the upper-case spelling of the path, which Express routes to /graphql too', async () => {
    const deep = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    const body = `{"query":"query($d: String) { searchPackages(destination: $d) { __typename } }","variables":{"d":${deep}}}`;
    const res = await request(t.http).post('/GRAPHQL').set('content-type', 'application/json').send(body);
    expectGraphQLRefusal(res, Refusal.TOO_DEEP);
  });

  it('a REST body nested 40 deep answers 400', async () => {
    const res = await request(t.http).post('/api/auth/login').send({ username: 'a', password: 'b', extra: deepObject(40) });
    expectRestRefusal(res, Refusal.TOO_DEEP);
  });
});

describe('values the database itself refuses (SQLSTATE class 22)', () => {
  it('answers 400 with a plain message, not 500', async () => {
    const ok = await request(t.http).get('/api/boundary-probe?n=42');
    expect(ok.body).toEqual({ n: 42 });
    for (const n of ['forty-two', '99999999999999']) {
      const res = await request(t.http).get(`/api/boundary-probe?n=${n}`);
      expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({ status: 400, code: 'BAD_USER_INPUT', message: INVALID_VALUE_MESSAGE });
    }
  });
});
