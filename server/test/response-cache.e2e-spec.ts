/**
 * The anonymous catalog response cache (server/src/cache) over HTTP, with the production default
 * (RESPONSE_CACHE on): a repeated anonymous read costs no SQL and answers the same bytes; signed-in
 * reads and errors are never kept; every write that can change a catalog read empties it at once.
 * RESPONSE_CACHE=off is proved in http-caching.e2e-spec.ts (that app runs without the cache).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { UserRow } from '../src/db/schema.js';
import { createHotel, createPackage, createRoom, createRoomType, isoDaysFromNow, tokenFor, uniqueName } from './support/factories.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';

let t: TestApp;
let customer: UserRow;
let anonymous: Caller;
let asAdmin: Caller;
let asCustomer: Caller;

beforeAll(async () => {
  t = await createTestApp();
  anonymous = await t.as('anonymous');
  asCustomer = await t.as('CUSTOMER');
  customer = asCustomer.user!;
  asAdmin = await t.as('AGENCY_ADMIN');
});
afterAll(async () => {
  await t.close();
});

const SEARCH = `query SearchPackages($destination: String, $page: Int! = 1) {
  searchPackages(destination: $destination, page: $page) { data { id title } pagination { totalPages } }
}`;
const DETAIL = `query PackageDetail($id: ID!) { package(id: $id) { id title } }`;
const UPDATE = `mutation($id: ID!, $input: PackageInput!) { updatePackage(id: $id, input: $input) { id title } }`;

/** A package only this test finds, by a destination word no other package has. */
async function findablePackage() {
  const city = uniqueName('Qwerton').replace('_', '');
  const pkg = await createPackage(t.db, { city, title: `${city} Escape` });
  return { pkg, city };
}

function packageInput(title: string, city: string) {
  return { title, type: 'Adventure', country: 'South Africa', city, description: 'Updated.', price: { adult: 9000 } };
}

async function sqlCount(send: () => Promise<request.Response>): Promise<{ count: number; res: request.Response }> {
  const { result, count } = await t.queries.during(send);
  return { count, res: result };
}

describe('anonymous catalog reads', () => {
  it('answer a repeated GraphQL search from memory: no SQL, the same bytes and headers', async () => {
    const { pkg, city } = await findablePackage();
    const first = await sqlCount(() => anonymous.gql(SEARCH, { destination: city }).expect(200));
    expect(first.count).toBeGreaterThan(0);
    expect(first.res.body.data.searchPackages.data.map((p: { id: string }) => p.id)).toContain(pkg.id);

    const second = await sqlCount(() => anonymous.gql(SEARCH, { destination: city }).expect(200));
    expect(second.count).toBe(0);
    expect(second.res.text).toBe(first.res.text);
    expect(second.res.headers['content-type']).toBe(first.res.headers['content-type']);
    expect(second.res.headers['cache-control']).toBe(first.res.headers['cache-control']);
    expect(second.res.headers.etag).toBe(first.res.headers.etag);

    // Browsers, fetch and load generators send different Accept headers; Apollo answers JSON to all of them.
    for (const accept of ['*/*', 'application/json, text/plain, */*']) {
      const other = await sqlCount(() => anonymous.gql(SEARCH, { destination: city }).set('accept', accept).expect(200));
      expect([accept, other.count, other.res.text]).toEqual([accept, 0, first.res.text]);
    }
  });

  it('key on the variables and the operation: another page or another query is asked of the database', async () => {
    const { city } = await findablePackage();
    await anonymous.gql(SEARCH, { destination: city }).expect(200);
    expect((await sqlCount(() => anonymous.gql(SEARCH, { destination: city, page: 2 }).expect(200))).count).toBeGreaterThan(0);
    const other = `query Other($destination: String) { searchPackages(destination: $destination) { pagination { totalPages } } }`;
    expect((await sqlCount(() => anonymous.gql(other, { destination: city }).expect(200))).count).toBeGreaterThan(0);
  });

  it('answer a repeated REST read from memory too, with the same body and ETag (304 on If-None-Match)', async () => {
    const { pkg, city } = await findablePackage();
    const path = `/api/packages/getSearchedPackages?destination=${city}`;
    const first = await sqlCount(() => request(t.http).get(path).expect(200));
    expect(first.count).toBeGreaterThan(0);
    const second = await sqlCount(() => request(t.http).get(path).expect(200));
    expect(second.count).toBe(0);
    expect(second.res.text).toBe(first.res.text);
    expect(second.res.headers.etag).toBe(first.res.headers.etag);
    expect(JSON.parse(second.res.text).data.map((p: { _id?: string; id?: string }) => p._id ?? p.id)).toContain(pkg.id);

    const notModified = await sqlCount(() => request(t.http).get(path).set('if-none-match', first.res.headers.etag!).expect(304));
    expect(notModified.count).toBe(0);
    expect(notModified.res.text).toBe('');
  });

  it('are never taken from or put into the cache with an Authorization header', async () => {
    const { city } = await findablePackage();
    await anonymous.gql(SEARCH, { destination: city }).expect(200);
    for (let i = 0; i < 2; i++) {
      const signedIn = await sqlCount(() => asCustomer.gql(SEARCH, { destination: city }).expect(200));
      expect(signedIn.count).toBeGreaterThan(0);
      expect(signedIn.res.headers['cache-control']).toBe('private, no-store');
    }
    const path = `/api/packages/getSearchedPackages?destination=${city}x`;
    for (let i = 0; i < 2; i++) {
      const signedIn = await sqlCount(() => request(t.http).get(path).set('authorization', `Bearer ${asCustomer.token!}`).expect(200));
      expect(signedIn.count).toBeGreaterThan(0);
      expect(signedIn.res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('keep no errors: a read that failed reaches the server again', async () => {
    const missingHotel = `query($input: StayAvailabilityInput!) { stayAvailability(input: $input) { nights } }`;
    const input = { hotelId: '00000000-0000-4000-8000-000000000000', checkIn: isoDaysFromNow(20), checkOut: isoDaysFromNow(22) };
    for (let i = 0; i < 2; i++) {
      const { res, count } = await sqlCount(() => anonymous.gql(missingHotel, { input }).expect(200));
      expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
      expect(count).toBeGreaterThan(0);
    }
    const missing = `/api/packages/00000000-0000-4000-8000-000000000000`;
    for (let i = 0; i < 2; i++) {
      const res = await sqlCount(() => request(t.http).get(missing).expect(404));
      expect(res.count).toBeGreaterThan(0);
      expect(res.res.headers['cache-control']).toBe('no-store');
    }
  });

  it('leave signed-in-only and owner-only reads alone, even anonymous', async () => {
    const me = `query { me { id } }`;
    for (let i = 0; i < 2; i++) {
      const res = await anonymous.gql(me).expect(200);
      expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('writes', () => {
  it("an admin's GraphQL package edit shows at once in anonymous GraphQL and REST reads", async () => {
    const { pkg, city } = await findablePackage();
    const restPath = `/api/packages/${pkg.id}`;
    // Warm every read and prove they are cached.
    await anonymous.gql(SEARCH, { destination: city }).expect(200);
    await anonymous.gql(DETAIL, { id: pkg.id }).expect(200);
    await request(t.http).get(restPath).expect(200);
    expect((await sqlCount(() => anonymous.gql(DETAIL, { id: pkg.id }).expect(200))).count).toBe(0);

    const title = `${city} Renamed`;
    const edit = await asAdmin.gql(UPDATE, { id: pkg.id, input: packageInput(title, city) }).expect(200);
    expect(edit.body.errors).toBeUndefined();

    const found = (await anonymous.gql(SEARCH, { destination: city }).expect(200)).body.data.searchPackages.data as { id: string; title: string }[];
    expect(found.find((p) => p.id === pkg.id)?.title).toBe(title);
    expect((await anonymous.gql(DETAIL, { id: pkg.id }).expect(200)).body.data.package.title).toBe(title);
    expect((await request(t.http).get(restPath).expect(200)).body.title).toBe(title);
  });

  it("an admin's REST package edit shows at once in anonymous GraphQL and REST reads", async () => {
    const { pkg, city } = await findablePackage();
    const restPath = `/api/packages/${pkg.id}`;
    await anonymous.gql(DETAIL, { id: pkg.id }).expect(200);
    await request(t.http).get(restPath).expect(200);

    const title = `${city} Rest Renamed`;
    const body = { title, type: 'Adventure', country: 'South Africa', city, desc: 'Updated.', price: { adult: 9000, currency: 'ZAR' } };
    await request(t.http).put(restPath).set('authorization', `Bearer ${asAdmin.token!}`).send(body).expect(200);

    expect((await anonymous.gql(DETAIL, { id: pkg.id }).expect(200)).body.data.package.title).toBe(title);
    expect((await request(t.http).get(restPath).expect(200)).body.title).toBe(title);
  });

  it('a stay reservation takes the room out of the next anonymous search at once', async () => {
    const city = uniqueName('Staycity').replace('_', '');
    const hotel = await createHotel(t.db, { city });
    const roomType = await createRoomType(t.db, hotel.id, { capacity: 2, baseRateCents: 100_000 });
    await createRoom(t.db, roomType, ['1'], { maxPeople: 2 });
    const input = { destination: city, checkIn: isoDaysFromNow(20), checkOut: isoDaysFromNow(23), adults: 2 };
    const search = `query($input: StaySearchInput!) { staySearch(input: $input) { total items { hotel { id } } } }`;

    expect((await anonymous.gql(search, { input }).expect(200)).body.data.staySearch.total).toBe(1);
    expect((await sqlCount(() => anonymous.gql(search, { input }).expect(200))).count).toBe(0);

    const reserve = `mutation($input: ReserveStayInput!) { reserveStay(input: $input) { id status } }`;
    const reserved = await anonymous.gql(reserve, {
      input: {
        hotelId: hotel.id,
        roomTypeId: roomType.id,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        adults: 2,
        fullName: 'Thandi Mokoena',
        email: 'thandi@example.co.za',
        phone: '+27 82 555 0123',
      },
    }).expect(200);
    expect(reserved.body.errors).toBeUndefined();

    expect((await anonymous.gql(search, { input }).expect(200)).body.data.staySearch.total).toBe(0);
  });

  it('writes that cannot change a catalog read (login, a booking request) and refused writes keep the cache', async () => {
    const { pkg, city } = await findablePackage();
    await anonymous.gql(DETAIL, { id: pkg.id }).expect(200);

    await tokenFor(t.http, customer);
    const booking = `mutation($input: BookingInput!) { requestBooking(input: $input) { id } }`;
    const guest = { fullName: 'Thandi Mokoena', email: 'thandi@example.co.za', phone: '+27 82 555 0123', guests: 2 };
    const requested = await anonymous.gql(booking, { input: { packageId: pkg.id, departureDate: pkg.fromDate, returnDate: pkg.toDate, ...guest } }).expect(200);
    expect(requested.body.errors).toBeUndefined();
    // Anonymous and refused by the guard before anything runs.
    const refused = await anonymous.gql(UPDATE, { id: pkg.id, input: packageInput('Hijacked', city) }).expect(200);
    expect(refused.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    expect((await sqlCount(() => anonymous.gql(DETAIL, { id: pkg.id }).expect(200))).count).toBe(0);
  });
});
