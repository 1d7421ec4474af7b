/**
 * The REST compatibility contract: every call of the spec's call tables (docs/spec/public-site.md §7 and
 * admin-portal.md §7), replayed with the parameter shapes a browser client really sends — empty query
 * parameters (`date=`), JavaScript's `undefined` written into the address, `Date`s as ISO date-times,
 * numbers typed into forms as text, optional fields left out — and checked against the documented answer.
 *
 * The first test reads the spec's tables and fails when a call has no case here, so a call added to the
 * spec cannot go untested.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { packages, rateTypes, type HotelRow, type UserRow } from '../src/db/schema.js';
import {
  createHotel,
  createPackage,
  createRateType,
  createRoom,
  createRoomType,
  createUser,
  isoDaysFromNow,
  tokenFor,
  uniqueName,
  type RoomTypeRow,
} from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

let t: TestApp;
let admin: UserRow;
let manager: UserRow;
let adminToken: string;
let managerToken: string;
let hotel: HotelRow;
let roomType: RoomTypeRow;
let cruiseId: string;

/** A moment as `JSON.stringify(new Date(...))` writes it: 22:00Z is midnight of the next day in South Africa. */
const sastMidnightAsIso = (isoDate: string) => new Date(`${isoDate}T00:00:00+02:00`).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, 'AGENCY_ADMIN');
  manager = await createUser(t.db, 'HOTEL_MANAGER');
  adminToken = await tokenFor(t.http, admin);
  managerToken = await tokenFor(t.http, manager);
  hotel = await createHotel(t.db, { managerId: manager.id, city: 'Knysna', distanceFromCentreM: 800 });
  roomType = await createRoomType(t.db, hotel.id, { baseRateCents: 100_000 });
  await createRoom(t.db, roomType);
  // 13 packages: more than GraphQL's default page of 12, so "every package" is visible.
  for (let i = 0; i < 12; i++) await createPackage(t.db, { title: uniqueName('Contract Package'), city: 'Hermanus' });
  const cruise = await createPackage(t.db, {
    title: uniqueName('Contract Cruise'),
    type: 'Cruise',
    featured: true,
    fromDate: isoDaysFromNow(30),
    toDate: isoDaysFromNow(37),
  });
  cruiseId = cruise.id;
});
afterAll(async () => {
  await t.close();
});

// ------------------------------------------------------------------ the spec's call tables

interface SpecCall {
  method: string;
  path: string;
}

/** Rows `| METHOD path | ...` of a spec's "The calls it makes" table, paths as under /api. */
function specCalls(file: string): SpecCall[] {
  const text = readFileSync(join(repoRoot, 'docs/spec', file), 'utf8');
  const section = text.slice(text.indexOf('The calls it makes'));
  const calls: SpecCall[] = [];
  for (const line of section.split('\n')) {
    const match = /^\| (GET|POST|PUT|DELETE) (?:\{api\})?(\/\S*) \|/.exec(line);
    if (match) calls.push({ method: match[1]!, path: `/api${match[2]!}` });
  }
  return calls;
}

/** The spec's third-party form posts reach our own endpoints (docs/spec-departures.md: "Every form reaches our own server"). */
const THIRD_PARTY_FORMS = ['POST /api/enquiries/insurance', 'POST /api/enquiries/contact', 'POST /api/enquiries/trip-plan', 'POST /api/bookings'];

const covered = new Set<string>();
/** Registers the spec call a test replays (paths with `{id}` as in the spec). */
const call = (method: string, specPath: string) => covered.add(`${method} ${specPath}`);

const api = () => request(t.http);
const asAdmin = (r: request.Test) => r.set('Authorization', `Bearer ${adminToken}`);
const asManager = (r: request.Test) => r.set('Authorization', `Bearer ${managerToken}`);

// ------------------------------------------------------------------ public site §7

describe('public site calls (public-site.md §7)', () => {
  it('GET {api}/packages answers every package (the spec: "array of packages"), not a first page', async () => {
    call('GET', '/api/packages');
    const all = await t.db.select({ id: packages.id }).from(packages);
    const res = await api().get('/api/packages').expect(200);
    expect(res.body).toHaveLength(all.length);
    expect(all.length).toBeGreaterThan(12);
    // An explicit limit still pages; an empty one means "not given".
    expect((await api().get('/api/packages?limit=5').expect(200)).body).toHaveLength(5);
    expect((await api().get('/api/packages?limit=').expect(200)).body).toHaveLength(all.length);
  });

  it('GET {api}/packages/{id} answers one package with _id', async () => {
    call('GET', '/api/packages/{id}');
    const res = await api().get(`/api/packages/${cruiseId}`).expect(200);
    expect(res.body).toMatchObject({ _id: cruiseId, type: 'Cruise' });
  });

  it('GET {api}/packages/getPackagesByType (no query) lists the cruises', async () => {
    call('GET', '/api/packages/getPackagesByType');
    const res = await api().get('/api/packages/getPackagesByType').expect(200);
    expect(res.body.map((p: { _id: string }) => p._id)).toContain(cruiseId);
    expect(res.body.every((p: { type: string }) => p.type === 'Cruise')).toBe(true);
  });

  it('GET {api}/packages/getFeaturedCruiseDeals takes the window as ISO date-times (a JavaScript Date)', async () => {
    call('GET', '/api/packages/getFeaturedCruiseDeals');
    const now = Date.now();
    const fromDate = new Date(now - 90 * 86_400_000).toISOString();
    const toDate = new Date(now + 90 * 86_400_000).toISOString();
    const res = await api().get('/api/packages/getFeaturedCruiseDeals').query({ types: 'Cruise,Adventure', fromDate, toDate }).expect(200);
    expect(res.body.map((p: { _id: string }) => p._id)).toContain(cruiseId);
    // A window that ends, in South Africa, the day before the cruise leaves does not list it.
    const dayBefore = sastMidnightAsIso(isoDaysFromNow(29));
    const early = await api().get('/api/packages/getFeaturedCruiseDeals').query({ types: 'Cruise', fromDate, toDate: dayBefore }).expect(200);
    expect(early.body.map((p: { _id: string }) => p._id)).not.toContain(cruiseId);
    // The window as a template literal writes a Date (`?fromDate=${from}`): String(date), its `+` unencoded.
    const asText = (ms: number) => String(new Date(ms)).replaceAll(' ', '%20');
    const literal = await api().get(`/api/packages/getFeaturedCruiseDeals?types=Cruise,Adventure&fromDate=${asText(now - 90 * 86_400_000)}&toDate=${asText(now + 90 * 86_400_000)}`).expect(200);
    expect(literal.body.map((p: { _id: string }) => p._id)).toContain(cruiseId);
    // The spec's defaults: no window at all, or empty parameters.
    expect((await api().get('/api/packages/getFeaturedCruiseDeals?types=Cruise,Adventure&fromDate=&toDate=').expect(200)).body.map((p: { _id: string }) => p._id)).toContain(cruiseId);
  });

  it('GET {api}/packages/getSearchedPackages: no date picked (date=, date=undefined), maxPrice 0 or empty', async () => {
    call('GET', '/api/packages/getSearchedPackages');
    for (const query of [
      'destination=Hermanus&date=&maxPrice=0&page=1&limit=10',
      'destination=Hermanus&date=undefined&maxPrice=0&page=1&limit=10',
      'destination=Hermanus&date=null&maxPrice=&page=1&limit=10',
      'destination=Hermanus&maxPrice=0&page=1&limit=10',
    ]) {
      const res = await api().get(`/api/packages/getSearchedPackages?${query}`).expect(200);
      expect(res.body.data.length).toBeGreaterThan(0);
      expect(res.body.pagination).toMatchObject({ page: 1, limit: 10, totalPages: expect.any(Number) });
    }
    // A date picked as a Date (ISO date-time) filters like the calendar date it is in South Africa.
    const byMoment = await api()
      .get('/api/packages/getSearchedPackages')
      .query({ destination: '', date: sastMidnightAsIso(isoDaysFromNow(31)), maxPrice: '0', page: '1', limit: '50' })
      .expect(200);
    const byDate = await api().get('/api/packages/getSearchedPackages').query({ date: isoDaysFromNow(31), limit: '50' }).expect(200);
    expect(byMoment.body.pagination.totalItems).toBe(byDate.body.pagination.totalItems);
    expect(byMoment.body.data.map((p: { _id: string }) => p._id)).toContain(cruiseId);
  });

  it('GET {api}/hotels: city, min and max, each possibly empty; min/max honoured without a city', async () => {
    call('GET', '/api/hotels');
    const pricey = await createHotel(t.db, { name: uniqueName('Pricey Lodge'), city: 'Plettenberg Bay' });
    await createRoom(t.db, await createRoomType(t.db, pricey.id, { baseRateCents: 600_000 }));
    const ids = (res: request.Response) => res.body.map((h: { _id: string }) => h._id);

    const byCity = await api().get('/api/hotels?city=Knysna&min=&max=').expect(200);
    expect(ids(byCity)).toEqual([hotel.id]);
    expect(byCity.body[0]).toMatchObject({ name: hotel.name, distance: 800, cheapestPrice: 1000 });

    // The spec's defaults 0 and 4999 as numeric strings, no city: the R 6 000 lodge is above the budget.
    const budget = await api().get('/api/hotels?min=0&max=4999').expect(200);
    expect(ids(budget)).toContain(hotel.id);
    expect(ids(budget)).not.toContain(pricey.id);
    const upper = await api().get('/api/hotels?city=&min=1001&max=9000').expect(200);
    expect(ids(upper)).toContain(pricey.id);
    expect(ids(upper)).not.toContain(hotel.id);
    // Both empty: not given, so the admin rooms page's list of every hotel.
    const every = await api().get('/api/hotels?city=&min=&max=').expect(200);
    expect(ids(every)).toEqual(expect.arrayContaining([hotel.id, pricey.id]));
  });

  it('POST {api}/auth/login and {api}/auth/register with the spec bodies', async () => {
    call('POST', '/api/auth/register');
    call('POST', '/api/auth/login');
    const username = uniqueName('visitor').replace(/_/g, '.');
    await api()
      .post('/api/auth/register')
      .send({ username, password: 'Visitor-2026-pass', email: `${username}@example.test`, phone: '0825550100', country: 'South Africa', city: 'Durban' })
      .expect(201);
    const login = await api().post('/api/auth/login').send({ username, password: 'Visitor-2026-pass' }).expect(200);
    expect(login.body).toMatchObject({ token: expect.any(String), isAdmin: false, isCoolUser: false, details: { username } });
  });

  it('the forms the spec posted to third parties reach our own endpoints with the spec field names', async () => {
    const date = (days: number) => sastMidnightAsIso(isoDaysFromNow(days));
    const insurance = await api()
      .post('/api/enquiries/insurance')
      .send({ fullName: 'Thandi Nkosi', email: 'thandi@example.test', phoneNumber: '0825550101', destination: 'Mauritius', departure: date(40), return: date(47) })
      .expect(201);
    expect(insurance.body).toMatchObject({ reference: expect.stringMatching(/^EQ-/), kind: 'INSURANCE_QUOTE' });
    covered.add('POST /api/enquiries/insurance');

    const contact = await api()
      .post('/api/enquiries/contact')
      .send({ name: 'Sipho', surname: 'Dlamini', email: 'sipho@example.test', message: 'Do you arrange visas?' })
      .expect(201);
    expect(contact.body).toMatchObject({ reference: expect.stringMatching(/^EQ-/) });
    covered.add('POST /api/enquiries/contact');

    const plan = await api()
      .post('/api/enquiries/trip-plan')
      .send({ destination: 'Zanzibar', guests: '2', departure: date(60), return: date(70), holidayType: 'beach', budget: '', firstName: 'Lerato', lastName: '', email: 'lerato@example.test', phone: '', message: '' })
      .expect(201);
    expect(plan.body.reference).toMatch(/^EQ-/);
    covered.add('POST /api/enquiries/trip-plan');

    const booking = await api()
      .post('/api/bookings')
      .send({ packageId: cruiseId, fullName: 'Pieter Botha', email: 'pieter@example.test', phone: '0825550102', guests: '2', departureDate: date(30), returnDate: date(37), specialRequests: '' })
      .expect(201);
    expect(booking.body).toMatchObject({ reference: expect.any(String), status: 'PENDING' });
    covered.add('POST /api/bookings');
  });
});

// ------------------------------------------------------------------ admin portal §7

describe('admin portal calls (admin-portal.md §7)', () => {
  const hotelBody = (overrides: Record<string, unknown> = {}) => ({
    name: uniqueName('Contract Lodge'),
    type: 'Lodge',
    address: '3 Main Road',
    country: 'South Africa',
    city: 'Knysna',
    postalCode: '6570',
    email: 'lodge@example.test',
    phone: '+27 44 555 0100',
    photos: ['https://images.example/lodge.jpg'],
    desc: 'Forest views.',
    rating: '4', // a number input's value
    ...overrides,
  });

  it('hotels: GET/PUT/DELETE /hotels/{id}, POST /hotels, POST /hotels/hotelanduser, GET /hotels', async () => {
    for (const [m, p] of [['GET', '/hotels/{id}'], ['PUT', '/hotels/{id}'], ['DELETE', '/hotels/{id}'], ['POST', '/hotels'], ['POST', '/hotels/hotelanduser'], ['GET', '/hotels']] as const) call(m, `/api${p}`);
    const created = await asManager(api().post('/api/hotels')).send(hotelBody()).expect(201);
    const id = created.body._id as string;
    expect((await asManager(api().get(`/api/hotels/${id}`)).expect(200)).body).toMatchObject({ _id: id, name: created.body.name, type: 'Lodge', city: 'Knysna', rating: 4 });
    await asManager(api().put(`/api/hotels/${id}`)).send(hotelBody({ name: 'Renamed Lodge' })).expect(200);
    // A manager's new hotel waits for the agency's review before visitors see it (docs/hotel-review.md).
    expect((await api().get('/api/hotels').expect(200)).body.map((h: { name: string }) => h.name)).not.toContain('Renamed Lodge');
    await asAdmin(api().post('/graphql').set('apollo-require-preflight', 'true'))
      .send({ query: 'mutation($id: ID!) { approveHotel(id: $id) { id } }', variables: { id } })
      .expect(200);
    expect((await api().get('/api/hotels').expect(200)).body.map((h: { name: string }) => h.name)).toContain('Renamed Lodge');
    await asManager(api().delete(`/api/hotels/${id}`)).expect(200);
    const username = uniqueName('owner').replace(/_/g, '.');
    const registered = await api()
      .post('/api/hotels/hotelanduser')
      .send({ ...hotelBody(), username, password: 'Owner-2026-pass', email: `${username}@example.test` })
      .expect(201);
    expect(registered.body).toMatchObject({ token: expect.any(String), isAdmin: true, hotel: { _id: expect.any(String) } });
  });

  it('room types: GET /roomtypes and /roomTypes (hotelId), GET/PUT/DELETE /roomtypes/{id}, POST with numbers as text', async () => {
    for (const [m, p] of [['GET', '/roomtypes'], ['GET', '/roomTypes'], ['GET', '/roomtypes/{id}'], ['POST', '/roomtypes'], ['PUT', '/roomtypes/{id}'], ['DELETE', '/roomtypes/{id}']] as const) call(m, `/api${p}`);
    const created = await asManager(api().post('/api/roomtypes'))
      .send({ hotel: hotel.id, name: uniqueName('Garden Suite'), description: '', capacity: '2', baseRate: '1450', amenities: ['Wi-Fi'], photos: [] })
      .expect(201);
    const id = created.body._id as string;
    expect(created.body).toMatchObject({ capacity: 2, baseRate: 1450, hotel: hotel.id });
    for (const path of ['/api/roomtypes', '/api/roomTypes']) {
      expect((await asManager(api().get(path).query({ hotelId: hotel.id })).expect(200)).body.map((r: { _id: string }) => r._id)).toContain(id);
    }
    expect((await asManager(api().get(`/api/roomtypes/${id}`)).expect(200)).body.name).toBe(created.body.name);
    await asManager(api().put(`/api/roomtypes/${id}`)).send({ name: 'Garden Suite', capacity: '3', baseRate: '1500.50', description: 'Renovated.', amenities: [], photos: [] }).expect(200);
    await asManager(api().delete(`/api/roomtypes/${id}`)).expect(200);
  });

  it('GET /roomtypesrates (hotelId) adds each room type\'s rate types', async () => {
    call('GET', '/api/roomtypesrates');
    const res = await asManager(api().get('/api/roomtypesrates').query({ hotelId: hotel.id })).expect(200);
    expect(res.body.find((r: { _id: string }) => r._id === roomType.id)).toMatchObject({ rateTypes: expect.any(Array) });
  });

  it('amenities: GET (hotelId), GET/PUT/DELETE /amenities/{id}, POST without the optional description', async () => {
    for (const [m, p] of [['GET', '/amenities'], ['GET', '/amenities/{id}'], ['POST', '/amenities'], ['PUT', '/amenities/{id}'], ['DELETE', '/amenities/{id}']] as const) call(m, `/api${p}`);
    const created = await asManager(api().post('/api/amenities')).send({ hotel: hotel.id, name: uniqueName('Sauna') }).expect(201);
    const id = created.body._id as string;
    expect((await api().get('/api/amenities').query({ hotelId: hotel.id }).expect(200)).body.map((a: { _id: string }) => a._id)).toContain(id);
    expect((await asManager(api().get(`/api/amenities/${id}`)).expect(200)).body.description).toBe('');
    await asManager(api().put(`/api/amenities/${id}`)).send({ name: 'Steam room', description: '' }).expect(200);
    await asManager(api().delete(`/api/amenities/${id}`)).expect(200);
  });

  it('activities: price is the spec\'s text ("R 950", "Free") in and out, whatever form it is sent in', async () => {
    for (const [m, p] of [['GET', '/activities'], ['POST', '/activities'], ['PUT', '/activities/{id}'], ['DELETE', '/activities/{id}']] as const) call(m, `/api${p}`);
    const body = { hotel: hotel.id, name: uniqueName('Canoe trip'), description: 'On the lagoon.', duration: '3 hours', maxParticipants: '8' };
    const priced = await asManager(api().post('/api/activities')).send({ ...body, price: 'R 950' }).expect(201);
    expect(priced.body).toMatchObject({ price: 'R 950', priceAmount: 950, maxParticipants: 8 });
    for (const [sent, text] of [['950', 'R 950'], [950, 'R 950'], ['R 1 200', 'R 1 200'], ['Free', 'Free'], ['', 'Free']] as const) {
      const res = await asManager(api().put(`/api/activities/${priced.body._id}`)).send({ ...body, hotel: undefined, price: sent }).expect(200);
      expect(res.body.price).toBe(text);
    }
    const refused = await asManager(api().put(`/api/activities/${priced.body._id}`)).send({ ...body, hotel: undefined, price: 'cheap' }).expect(400);
    expect(refused.body.fields.price).toMatch(/Price/);
    expect((await api().get('/api/activities').expect(200)).body.find((a: { _id: string }) => a._id === priced.body._id).price).toBe('Free');
    await asManager(api().delete(`/api/activities/${priced.body._id}`)).expect(200);
  });

  it('rates: GET (hotelId), POST with the date as an ISO date-time, PUT, DELETE', async () => {
    for (const [m, p] of [['GET', '/rates'], ['POST', '/rates'], ['PUT', '/rates/{id}'], ['DELETE', '/rates/{id}']] as const) call(m, `/api${p}`);
    const night = isoDaysFromNow(50);
    const created = await asManager(api().post('/api/rates'))
      .send({ hotel: hotel.id, roomType: roomType.id, rateType: '', date: sastMidnightAsIso(night), stoRateSingle: '', rackRateSingle: '', stoRateDouble: '1100', rackRateDouble: '1300', stoRateGroup: '', rackRateGroup: '' })
      .expect(201);
    expect(created.body).toMatchObject({ date: night, stoRateDouble: 1100, rackRateDouble: 1300 });
    expect((await asManager(api().get('/api/rates').query({ hotelId: hotel.id, fromDate: '', toDate: '' })).expect(200)).body.map((r: { _id: string }) => r._id)).toContain(created.body._id);
    const moved = await asManager(api().put(`/api/rates/${created.body._id}`))
      .send({ roomType: roomType.id, date: sastMidnightAsIso(isoDaysFromNow(51)), stoRateDouble: 1000, rackRateDouble: 1250 })
      .expect(200);
    expect(moved.body.date).toBe(isoDaysFromNow(51));
    await asManager(api().delete(`/api/rates/${created.body._id}`)).expect(200);
  });

  it('rate types: GET (hotelId), PUT with "the same fields" as POST (no room type), DELETE', async () => {
    for (const [m, p] of [['GET', '/ratetypes'], ['PUT', '/ratetypes/{id}'], ['DELETE', '/ratetypes/{id}']] as const) call(m, `/api${p}`);
    const existing = await createRateType(t.db, roomType, { name: 'Seasonal Rate' });
    // The spec's body: hotel, name, description, singleRate, doubleRate, groupRate — amounts from number inputs.
    const updated = await asManager(api().put(`/api/ratetypes/${existing.id}`))
      .send({ hotel: hotel.id, name: 'Seasonal Rate', description: 'anything', singleRate: '950', doubleRate: '1250', groupRate: '3100' })
      .expect(200);
    expect(updated.body).toMatchObject({ _id: existing.id, roomType: roomType.id, singleRate: 950, doubleRate: 1250, groupRate: 3100 });
    expect((await asManager(api().get('/api/ratetypes').query({ hotelId: hotel.id })).expect(200)).body.map((r: { _id: string }) => r._id)).toContain(existing.id);
    await asManager(api().delete(`/api/ratetypes/${existing.id}`)).expect(200);
    expect(await t.db.select().from(rateTypes).where(eq(rateTypes.id, existing.id))).toEqual([]);
  });

  it('rate types: POST with the spec\'s body (no room type) makes the rate for every room type; one name per room type', async () => {
    call('POST', '/api/ratetypes');
    const own = await createHotel(t.db, { managerId: manager.id, city: 'Sedgefield' });
    const [standard, family] = [await createRoomType(t.db, own.id, { name: 'Standard' }), await createRoomType(t.db, own.id, { name: 'Family' })];
    const body = { hotel: own.id, name: 'Family Rate', description: '', singleRate: '900', doubleRate: '1200', groupRate: '2800' };
    const created = await asManager(api().post('/api/ratetypes')).send(body).expect(201);
    expect(created.body.map((r: { roomType: string }) => r.roomType).sort()).toEqual([family.id, standard.id].sort());
    expect(created.body[0]).toMatchObject({ name: 'Family Rate', singleRate: 900, doubleRate: 1200, groupRate: 2800 });
    // A second Family Rate, for one room type or for all, is refused in words and writes nothing.
    for (const second of [{ ...body, roomType: standard.id }, body]) {
      const refused = await asManager(api().post('/api/ratetypes')).send(second).expect(409);
      expect(refused.body).toMatchObject({ code: 'CONFLICT', message: 'This room type already has a Family Rate: one rate type per rate name.' });
    }
    expect(await t.db.select().from(rateTypes).where(eq(rateTypes.hotelId, own.id))).toHaveLength(2);
    // A hotel without room types: nothing to price.
    const empty = await createHotel(t.db, { managerId: manager.id });
    const none = await asManager(api().post('/api/ratetypes')).send({ ...body, hotel: empty.id }).expect(400);
    expect(none.body.message).toBe('Add a room type first: rate types price a room type.');
  });

  it('rooms: GET, POST and PUT with unavailableDates as ISO date-times and maxPeople as text', async () => {
    for (const [m, p] of [['GET', '/rooms'], ['POST', '/rooms'], ['PUT', '/rooms/{id}']] as const) call(m, `/api${p}`);
    const [a, b] = [isoDaysFromNow(60), isoDaysFromNow(61)];
    const created = await asManager(api().post('/api/rooms'))
      .send({ title: 'Forest room', maxPeople: '2', roomNumbers: [`${uniqueName('F')}, ${uniqueName('F')}`], hotel: hotel.id, roomType: roomType.id, active: true, unavailableDates: [sastMidnightAsIso(a)] })
      .expect(201);
    expect(created.body).toMatchObject({ maxPeople: 2, unavailableDates: [a] });
    const updated = await asManager(api().put(`/api/rooms/${created.body._id}`))
      .send({ title: 'Forest room', maxPeople: 2, roomNumbers: created.body.roomNumbers, hotel: hotel.id, roomType: roomType.id, active: true, unavailableDates: [sastMidnightAsIso(a), `${b}T09:30:00.000Z`] })
      .expect(200);
    expect(updated.body.unavailableDates).toEqual([a, b]);
    expect((await asManager(api().get('/api/rooms')).expect(200)).body.map((r: { _id: string }) => r._id)).toContain(created.body._id);
  });

  it('holiday packages: GET list, GET /holidayPackages/{id} and /holiday-packages/{id}, POST with dates as ISO date-times', async () => {
    for (const [m, p] of [['GET', '/holidayPackages'], ['GET', '/holidayPackages/{id}'], ['GET', '/holiday-packages/{id}'], ['POST', '/holidayPackages']] as const) call(m, `/api${p}`);
    const [start, end] = [isoDaysFromNow(90), isoDaysFromNow(96)];
    const created = await asAdmin(api().post('/api/holidayPackages'))
      .send({
        name: uniqueName('Garden Route'),
        packageType: 'Family',
        description: 'Seven days along the coast.',
        destinations: [{ location: 'Knysna', attractions: ['The Heads'] }],
        duration: { days: '7', nights: '6' },
        startDate: sastMidnightAsIso(start),
        endDate: sastMidnightAsIso(end),
        price: { adult: '12999', child: '', currency: 'ZAR' },
        photos: [],
        inclusions: [],
        exclusions: [],
        itinerary: [],
        termsAndConditions: '',
        cancellationPolicy: '',
        featured: true,
      })
      .expect(201);
    const id = created.body._id as string;
    expect(created.body).toMatchObject({ startDate: start, endDate: end });
    expect((await api().get('/api/holidayPackages').expect(200)).body.map((p: { _id: string }) => p._id)).toContain(id);
    expect((await api().get(`/api/holidayPackages/${id}`).expect(200)).body.name).toBe(created.body.name);
    expect((await api().get(`/api/holiday-packages/${id}`).expect(200)).body.name).toBe(created.body.name);
  });

  it('packages: POST, PUT and DELETE /packages with the admin form (dates as ISO date-times, numbers as text)', async () => {
    for (const [m, p] of [['POST', '/packages'], ['PUT', '/packages/{id}'], ['DELETE', '/packages/{id}']] as const) call(m, `/api${p}`);
    const [from, to] = [isoDaysFromNow(100), isoDaysFromNow(104)];
    const form = {
      title: uniqueName('Cederberg Hike'),
      type: 'Adventure',
      country: 'South Africa',
      city: 'Clanwilliam',
      duration: '4',
      maxGuests: '10',
      fromDate: sastMidnightAsIso(from),
      toDate: sastMidnightAsIso(to),
      price: { adult: '7999', child: '', currency: 'ZAR' },
      minAge: '',
      amenities: [],
      includes: [],
      photos: [],
      desc: 'Rock art and rooibos.',
      terms: '',
      featured: false,
    };
    const created = await asAdmin(api().post('/api/packages')).send(form).expect(201);
    expect(created.body).toMatchObject({ fromDate: from, toDate: to, duration: 4, maxGuests: 10, price: { adult: 7999 } });
    await asAdmin(api().put(`/api/packages/${created.body._id}`)).send({ ...form, title: 'Cederberg Hike II' }).expect(200);
    await asAdmin(api().delete(`/api/packages/${created.body._id}`)).expect(200);
  });
});

describe('OpenAPI (/api/docs-json) from the input classes', () => {
  it('documents every GET\'s query parameters, HotelInput\'s properties and the rate type body', async () => {
    const doc = (await api().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>>;
      components: { schemas: Record<string, { properties?: Record<string, { type?: string; format?: string }>; required?: string[] }> };
    };
    const queryOf = (path: string) => (doc.paths[path]?.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(queryOf('/api/packages/getSearchedPackages')).toEqual(expect.arrayContaining(['destination', 'date', 'maxPrice', 'page', 'limit']));
    expect(queryOf('/api/packages/getFeaturedCruiseDeals')).toEqual(expect.arrayContaining(['types', 'fromDate', 'toDate']));
    expect(queryOf('/api/packages')).toEqual(expect.arrayContaining(['type', 'types', 'featured', 'limit']));
    expect(queryOf('/api/hotels')).toEqual(expect.arrayContaining(['city', 'min', 'max', 'checkIn', 'checkOut']));
    for (const path of ['/api/roomtypes', '/api/amenities', '/api/ratetypes', '/api/rates', '/api/roomtypesrates']) {
      expect([path, queryOf(path)]).toEqual([path, expect.arrayContaining(['hotelId'])]);
    }
    const schemas = doc.components.schemas;
    expect(Object.keys(schemas.HotelInput?.properties ?? {})).toEqual(expect.arrayContaining(['name', 'type', 'city', 'rating', 'photos']));
    const rateTypeBody = doc.paths['/api/ratetypes']?.post?.requestBody?.content['application/json']?.schema.$ref;
    expect(rateTypeBody).toBe('#/components/schemas/RateTypeInput');
    expect(schemas.RateTypeInput?.properties).toMatchObject({ name: { type: 'string' }, singleRate: { type: 'number' } });
    expect(schemas.PackageInput?.properties?.fromDate).toMatchObject({ type: 'string', format: 'date' });
    expect(schemas.PackageInput?.required).toEqual(expect.arrayContaining(['title', 'type', 'description']));
  });
});

describe('coverage', () => {
  it('every call of both spec tables has a case above', () => {
    const spec = [...specCalls('public-site.md'), ...specCalls('admin-portal.md')].map((c) => `${c.method} ${c.path}`);
    expect(spec.length).toBeGreaterThan(40);
    expect(spec.filter((c) => !covered.has(c))).toEqual([]);
    expect(THIRD_PARTY_FORMS.filter((c) => !covered.has(c))).toEqual([]);
  });
});
