/**
 * Hotels over GraphQL and REST, as every kind of caller: anonymous, customer, staff, the hotel's
 * manager, another hotel's manager and the agency admin. A refused write is re-read to prove it
 * changed nothing; registering an establishment is proven all-or-nothing.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { addDays, todayInSouthAfrica } from '../src/common/dates.js';
import { activities, amenities, bookings, hotelManagers, hotels, roomTypes, users, type HotelRow, type UserRow } from '../src/db/schema.js';
import type { RegisterEstablishmentInput } from '../src/hotels/hotel.inputs.js';
import { HotelsService } from '../src/hotels/hotels.service.js';
import { uniqueName } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: UserRow;
let managerA: UserRow;
let managerB: UserRow;
let customer: UserRow;
const tokens: Record<'admin' | 'managerA' | 'managerB' | 'customer' | 'staff', string> = {
  admin: '',
  managerA: '',
  managerB: '',
  customer: '',
  staff: '',
};
let hotelA: HotelRow;
let hotelB: HotelRow;

beforeAll(async () => {
  t = await createTestApp();
  const callers = {
    admin: await t.as('AGENCY_ADMIN'),
    managerA: await t.as('HOTEL_MANAGER'),
    managerB: await t.as('HOTEL_MANAGER'),
    customer: await t.as('CUSTOMER'),
    staff: await t.as('STAFF'),
  };
  for (const who of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[who] = callers[who].token!;
  admin = callers.admin.user!;
  managerA = callers.managerA.user!;
  managerB = callers.managerB.user!;
  customer = callers.customer.user!;
  hotelA = await insertHotel(managerA, { name: 'Aloe Ridge Lodge' });
  hotelB = await insertHotel(managerB, { name: 'Blouberg Beach Hotel' });
});
afterAll(async () => {
  await t.close();
});

/** A valid HotelInput (GraphQL names). */
function hotelInput(overrides: Record<string, unknown> = {}) {
  return {
    name: uniqueName('Karoo Stars Guest House'),
    type: 'Guest House',
    address: '4 Church Street',
    country: 'South Africa',
    city: 'Graaff-Reinet',
    postalCode: '6280',
    email: 'stay@karoostars.example',
    phone: '+27 49 892 1234',
    photos: ['/uploads/3f2c1d4e-1111-4222-8333-944455556666.webp', 'https://images.example/karoo.jpg'],
    description: 'Quiet rooms under the clearest skies in the Karoo.',
    rating: 4.5,
    distanceFromCentreM: 350,
    ...overrides,
  };
}

/** The spec's REST body (desc, distance). */
function restBody(overrides: Record<string, unknown> = {}) {
  const { description, distanceFromCentreM, ...rest } = hotelInput();
  return { ...rest, desc: description, distance: distanceFromCentreM, ...overrides };
}

async function insertHotel(manager?: UserRow, overrides: Partial<typeof hotels.$inferInsert> = {}): Promise<HotelRow> {
  const { description, ...values } = hotelInput();
  const [row] = await t.db
    .insert(hotels)
    .values({ ...values, description: description, ...overrides })
    .returning();
  if (manager) await t.db.insert(hotelManagers).values({ userId: manager.id, hotelId: row!.id });
  return row!;
}

const readHotel = async (id: string) => (await t.db.select().from(hotels).where(eq(hotels.id, id)))[0];
const hotelCount = async () => (await t.db.select({ n: count() }).from(hotels))[0]!.n;
const managerLinks = async (hotelId: string) =>
  (await t.db.select().from(hotelManagers).where(eq(hotelManagers.hotelId, hotelId))).map((l) => l.userId);

const errorCode = (res: request.Response) => res.body.errors?.[0]?.extensions?.code as string | undefined;

const HOTEL_FIELDS = 'id name type address country city postalCode email phone photos description rating distanceFromCentreM';
const CREATE = `mutation($input: HotelInput!) { createHotel(input: $input) { ${HOTEL_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: HotelInput!) { updateHotel(id: $id, input: $input) { ${HOTEL_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteHotel(id: $id) }';
const MANAGED = 'query { managedHotels { id name } }';
const ASSIGN = 'mutation($h: ID!, $u: ID!) { assignHotelManager(hotelId: $h, userId: $u) { id username email hotelIds } }';
const UNASSIGN = 'mutation($h: ID!, $u: ID!) { unassignHotelManager(hotelId: $h, userId: $u) { id username email hotelIds } }';
const ACCOUNTS = 'query { hotelManagerAccounts { id username email hotelIds } }';
const REGISTER = `mutation($input: RegisterEstablishmentInput!) {
  registerEstablishment(input: $input) { token isAdmin isCoolUser details { id username role hotels } }
}`;

type Caller = 'anonymous' | 'customer' | 'staff' | 'managerA' | 'managerB' | 'admin';
const tokenOf = (caller: Caller) => (caller === 'anonymous' ? undefined : tokens[caller]);
/** Who is refused by role alone, and with which GraphQL code / HTTP status. */
const REFUSED_BY_ROLE: [Caller, string, number][] = [
  ['anonymous', 'UNAUTHENTICATED', 401],
  ['customer', 'FORBIDDEN', 403],
  ['staff', 'FORBIDDEN', 403],
];

describe('reading hotels', () => {
  it.each<Caller>(['anonymous', 'customer', 'staff', 'managerB', 'admin'])('hotel(id) is public (%s)', async (caller) => {
    const res = await t.bearer(tokenOf(caller)).gql(`query($id: ID!) { hotel(id: $id) { ${HOTEL_FIELDS} } }`, { id: hotelA.id }).expect(200);
    expect(res.body.data.hotel).toMatchObject({ id: hotelA.id, name: 'Aloe Ridge Lodge', rating: 4.5, distanceFromCentreM: 350 });
  });

  it('hotel(id) is null for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.bearer(undefined).gql('query($id: ID!) { hotel(id: $id) { id } }', { id }).expect(200);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.hotel).toBeNull();
    }
  });

  it('GET /api/hotels/:id answers the spec shape to anyone', async () => {
    const res = await request(t.http).get(`/api/hotels/${hotelA.id}`).expect(200);
    expect(res.body).toMatchObject({
      _id: hotelA.id,
      name: 'Aloe Ridge Lodge',
      type: 'Guest House',
      city: 'Graaff-Reinet',
      postalCode: '6280',
      desc: hotelA.description,
      distance: 350,
      rating: 4.5,
      photos: hotelA.photos,
    });
  });

  it('GET /api/hotels/:id is a 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await request(t.http).get(`/api/hotels/${id}`).expect(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'Hotel not found.' });
    }
  });

  it.each(REFUSED_BY_ROLE)('managedHotels refuses %s (%s)', async (caller, code) => {
    const res = await t.bearer(tokenOf(caller)).gql(MANAGED, {}).expect(200);
    expect(errorCode(res)).toBe(code);
    expect(res.body.data).toBeNull();
  });

  it("managedHotels lists only a manager's own hotels", async () => {
    const a = await t.bearer(tokens.managerA).gql(MANAGED, {}).expect(200);
    expect(a.body.data.managedHotels.map((h: { id: string }) => h.id)).toContain(hotelA.id);
    expect(a.body.data.managedHotels.map((h: { id: string }) => h.id)).not.toContain(hotelB.id);
    const b = await t.bearer(tokens.managerB).gql(MANAGED, {}).expect(200);
    expect(b.body.data.managedHotels.map((h: { id: string }) => h.id)).not.toContain(hotelA.id);
  });

  it('managedHotels lists every hotel for an agency admin, ordered by name', async () => {
    for (const name of ['zulu order', 'Alpha order', 'mike order']) await insertHotel(undefined, { name });
    const res = await t.bearer(tokens.admin).gql(MANAGED, {}).expect(200);
    const names: string[] = res.body.data.managedHotels.map((h: { name: string }) => h.name);
    expect(names.length).toBe(await hotelCount());
    expect(names.filter((n) => n.endsWith(' order'))).toEqual(['Alpha order', 'mike order', 'zulu order']);
  });
});

describe('nested room types, amenities and activities', () => {
  it('are public, grouped by hotel, and loaded in one query each however many hotels', async () => {
    const h1 = await insertHotel(undefined, { name: 'Nested One' });
    const h2 = await insertHotel(undefined, { name: 'Nested Two' });
    await t.db.insert(roomTypes).values([
      { hotelId: h1.id, name: 'Double', capacity: 2, baseRateCents: 150_000 },
      { hotelId: h1.id, name: 'Family', capacity: 4, baseRateCents: 250_050, amenities: ['Bath'] },
      { hotelId: h2.id, name: 'Single', capacity: 1, baseRateCents: 90_000 },
    ]);
    await t.db.insert(amenities).values([{ hotelId: h2.id, name: 'Pool', description: 'Heated' }]);
    await t.db.insert(activities).values([
      { hotelId: h1.id, name: 'Stargazing', duration: '2 hours', maxParticipants: 10, priceCents: 35_000 },
      { hotelId: h1.id, name: 'Walk', duration: '1 hour', maxParticipants: 5 },
    ]);

    const selects = jest.spyOn(t.db, 'select');
    const res = await t.bearer(tokens.admin).gql(
      `query { managedHotels { id roomTypes { name hotelId capacity baseRate amenities } amenities { name description }
        activities { name duration maxParticipants price } } }`,
      {},
    ).expect(200);
    const calls = selects.mock.calls.length;
    selects.mockRestore();

    expect(res.body.errors).toBeUndefined();
    const list: { id: string; roomTypes: unknown[]; amenities: unknown[]; activities: unknown[] }[] = res.body.data.managedHotels;
    expect(list.length).toBeGreaterThanOrEqual(4);
    const one = list.find((h) => h.id === h1.id)!;
    const two = list.find((h) => h.id === h2.id)!;
    expect(one.roomTypes).toEqual([
      { name: 'Double', hotelId: h1.id, capacity: 2, baseRate: 1500, amenities: [] },
      { name: 'Family', hotelId: h1.id, capacity: 4, baseRate: 2500.5, amenities: ['Bath'] },
    ]);
    expect(one.amenities).toEqual([]);
    expect(one.activities).toEqual([
      { name: 'Stargazing', duration: '2 hours', maxParticipants: 10, price: 350 },
      { name: 'Walk', duration: '1 hour', maxParticipants: 5, price: null },
    ]);
    expect(two.roomTypes).toEqual([{ name: 'Single', hotelId: h2.id, capacity: 1, baseRate: 900, amenities: [] }]);
    expect(two.amenities).toEqual([{ name: 'Pool', description: 'Heated' }]);
    // The token's user, the list itself and one query per nested field: not one per hotel.
    expect(calls).toBeLessThanOrEqual(5);

    const anonymous = await t.bearer(undefined).gql('query($id: ID!) { hotel(id: $id) { roomTypes { name } amenities { name } } }', { id: h2.id }).expect(200);
    expect(anonymous.body.data.hotel).toEqual({ roomTypes: [{ name: 'Single' }], amenities: [{ name: 'Pool' }] });
  });
});

describe('creating hotels', () => {
  it.each(REFUSED_BY_ROLE)('createHotel refuses %s (%s) and writes nothing', async (caller, code) => {
    const before = await hotelCount();
    const res = await t.bearer(tokenOf(caller)).gql(CREATE, { input: hotelInput() }).expect(200);
    expect(errorCode(res)).toBe(code);
    expect(await hotelCount()).toBe(before);
  });

  it.each(REFUSED_BY_ROLE)('POST /api/hotels refuses %s (%s, HTTP %d) and writes nothing', async (caller, _code, status) => {
    const before = await hotelCount();
    const req = request(t.http).post('/api/hotels').send(restBody());
    const token = tokenOf(caller);
    if (token) req.set('authorization', `Bearer ${token}`);
    await req.expect(status);
    expect(await hotelCount()).toBe(before);
  });

  it("a manager's new hotel joins their list (and nobody else's)", async () => {
    const res = await t.bearer(tokens.managerA).gql(CREATE, { input: hotelInput({ name: '  Trimmed Lodge  ' }) }).expect(200);
    expect(res.body.errors).toBeUndefined();
    const created = res.body.data.createHotel;
    expect(created).toMatchObject({ name: 'Trimmed Lodge', description: hotelInput().description, rating: 4.5 });
    expect(await managerLinks(created.id)).toEqual([managerA.id]);
    const list = await t.bearer(tokens.managerA).gql(MANAGED, {}).expect(200);
    expect(list.body.data.managedHotels.map((h: { id: string }) => h.id)).toContain(created.id);
  });

  it("an agency admin's new hotel joins nobody's list", async () => {
    const res = await t.bearer(tokens.admin).gql(CREATE, { input: hotelInput() }).expect(200);
    expect(await managerLinks(res.body.data.createHotel.id)).toEqual([]);
  });

  it('POST /api/hotels takes the spec body and answers the spec shape', async () => {
    const res = await request(t.http)
      .post('/api/hotels')
      .set('authorization', `Bearer ${tokens.managerB}`)
      .send({ ...restBody({ rating: '3.5', distance: '1200' }), _id: 'ignored' })
      .expect(201);
    expect(res.body).toMatchObject({ _id: expect.any(String), desc: hotelInput().description, rating: 3.5, distance: 1200 });
    expect(await managerLinks(res.body._id)).toEqual([managerB.id]);
  });
});

describe('bad hotel input: a clear message per field, nothing written', () => {
  const REQUIRED: [string, string][] = [
    ['name', 'Hotel name is required.'],
    ['type', 'Hotel type is required.'],
    ['address', 'Address is required.'],
    ['country', 'Country is required.'],
    ['city', 'City is required.'],
    ['postalCode', 'Postal code is required.'],
    ['email', 'Email is required.'],
    ['phone', 'Phone number is required.'],
    ['desc', 'Description is required.'],
    ['rating', 'Rating is required.'],
    ['photos', 'Photos must be a list of image addresses.'],
  ];

  it.each(REQUIRED)('REST: missing %s → 400 "%s"', async (field, message) => {
    const before = await hotelCount();
    const body: Record<string, unknown> = restBody();
    delete body[field];
    const res = await request(t.http).post('/api/hotels').set('authorization', `Bearer ${tokens.admin}`).send(body).expect(400);
    const key = field === 'desc' ? 'description' : field;
    expect(res.body.code).toBe('BAD_USER_INPUT');
    expect(res.body.fields[key]).toBe(message);
    expect(res.body.message).toBe(message);
    expect(await hotelCount()).toBe(before);
  });

  it.each(REQUIRED.filter(([f]) => !['rating', 'photos', 'desc'].includes(f)))(
    'GraphQL: blank %s → BAD_USER_INPUT "%s"',
    async (field, message) => {
      const before = await hotelCount();
      const res = await t.bearer(tokens.admin).gql(CREATE, { input: hotelInput({ [field]: '   ' }) }).expect(200);
      expect(errorCode(res)).toBe('BAD_USER_INPUT');
      expect(res.body.errors[0].message).toBe(message);
      expect(res.body.errors[0].extensions.fields).toEqual({ [field]: message });
      expect(await hotelCount()).toBe(before);
    },
  );

  it('GraphQL: a missing required field is refused by the schema', async () => {
    const { name: _name, ...withoutName } = hotelInput();
    const res = await t.bearer(tokens.admin).gql(CREATE, { input: withoutName }).expect((r) => expect([200, 400]).toContain(r.status));
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].message).toMatch(/name/);
  });

  const BAD: [string, Record<string, unknown>, string, string][] = [
    ['a bad email', { email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    ['a bad phone', { phone: 'call me' }, 'phone', 'Enter a valid phone number, for example +27 82 555 0123.'],
    ['rating 6', { rating: 6 }, 'rating', 'Rating must be between 0 and 5.'],
    ['rating -1', { rating: -1 }, 'rating', 'Rating must be between 0 and 5.'],
    ['9 photos', { photos: Array.from({ length: 9 }, (_, i) => `/uploads/p${i}.webp`) }, 'photos', 'You can upload a maximum of 8 photos.'],
    ['a script photo', { photos: ['javascript:alert(1)'] }, 'photos', HotelMsgPhoto()],
    ['a climbing photo path', { photos: ['/uploads/../secrets'] }, 'photos', HotelMsgPhoto()],
    ['a negative distance', { distanceFromCentreM: -5 }, 'distanceFromCentreM', 'Distance from the centre must be between 0 and 1000000 metres.'],
    ['a 201-character name', { name: 'x'.repeat(201) }, 'name', 'Hotel name must be at most 200 characters.'],
  ];

  it.each(BAD)('GraphQL and REST refuse %s', async (_label, override, field, message) => {
    const before = await hotelCount();
    const res = await t.bearer(tokens.admin).gql(CREATE, { input: hotelInput(override) }).expect(200);
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].extensions.fields[field]).toBe(message);

    const rest = await request(t.http)
      .put(`/api/hotels/${hotelA.id}`)
      .set('authorization', `Bearer ${tokens.managerA}`)
      .send(restBody(override))
      .expect(400);
    expect(rest.body.fields[field]).toBe(message);
    expect(await hotelCount()).toBe(before);
    expect(await readHotel(hotelA.id)).toEqual(hotelA);
  });

  it('REST: a rating that is not a number → 400 "Rating must be a number." (not "required")', async () => {
    const before = await hotelCount();
    const res = await request(t.http).post('/api/hotels').set('authorization', `Bearer ${tokens.admin}`).send(restBody({ rating: 'four' })).expect(400);
    expect(res.body.fields.rating).toBe('Rating must be a number.');
    expect(await hotelCount()).toBe(before);
  });

  it('REST refuses unknown fields', async () => {
    const res = await request(t.http)
      .post('/api/hotels')
      .set('authorization', `Bearer ${tokens.admin}`)
      .send(restBody({ owner: 'me' }))
      .expect(400);
    expect(res.body.fields.owner).toBe('Unknown field "owner".');
  });

  it('updating an unknown hotel is NOT_FOUND / 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'zzz']) {
      const res = await t.bearer(tokens.admin).gql(UPDATE, { id, input: hotelInput() }).expect(200);
      expect(errorCode(res)).toBe('NOT_FOUND');
      expect(res.body.errors[0].message).toBe('Hotel not found.');
      await request(t.http).put(`/api/hotels/${id}`).set('authorization', `Bearer ${tokens.admin}`).send(restBody()).expect(404);
      await request(t.http).delete(`/api/hotels/${id}`).set('authorization', `Bearer ${tokens.admin}`).expect(404);
    }
  });
});

function HotelMsgPhoto(): string {
  return 'Photos must be uploaded images (/uploads/...), demo photos (/photos/...) or http(s):// addresses.';
}

describe('updating hotels', () => {
  const refused: [Caller, string, number][] = [...REFUSED_BY_ROLE, ['managerB', 'FORBIDDEN', 403]];

  it.each(refused)('updateHotel refuses %s (%s); the row is unchanged', async (caller, code) => {
    const res = await t.bearer(tokenOf(caller)).gql(UPDATE, { id: hotelA.id, input: hotelInput({ name: 'Hijacked' }) }).expect(200);
    expect(errorCode(res)).toBe(code);
    if (caller === 'managerB') expect(res.body.errors[0].message).toBe('You do not manage this hotel.');
    expect(await readHotel(hotelA.id)).toEqual(hotelA);
  });

  it.each(refused)('PUT /api/hotels/:id refuses %s (%s, HTTP %d); the row is unchanged', async (caller, _code, status) => {
    const req = request(t.http).put(`/api/hotels/${hotelA.id}`).send(restBody({ name: 'Hijacked' }));
    const token = tokenOf(caller);
    if (token) req.set('authorization', `Bearer ${token}`);
    await req.expect(status);
    expect(await readHotel(hotelA.id)).toEqual(hotelA);
  });

  it('the manager of the hotel and an agency admin may update it', async () => {
    const hotel = await insertHotel(managerA);
    const byManager = await t.bearer(tokens.managerA).gql(UPDATE, { id: hotel.id, input: hotelInput({ name: 'Renamed by manager', rating: 5 }) }).expect(200);
    expect(byManager.body.data.updateHotel).toMatchObject({ id: hotel.id, name: 'Renamed by manager', rating: 5 });

    const byAdmin = await request(t.http)
      .put(`/api/hotels/${hotel.id}`)
      .set('authorization', `Bearer ${tokens.admin}`)
      .send(restBody({ name: 'Renamed by admin', desc: 'New words.', distance: 10, rating: 0 }))
      .expect(200);
    expect(byAdmin.body).toMatchObject({ _id: hotel.id, name: 'Renamed by admin', desc: 'New words.', distance: 10, rating: 0 });
    expect(await readHotel(hotel.id)).toMatchObject({ name: 'Renamed by admin', description: 'New words.', distanceFromCentreM: 10 });
  });
});

describe('deleting hotels', () => {
  const refused: [Caller, string, number][] = [...REFUSED_BY_ROLE, ['managerB', 'FORBIDDEN', 403]];

  it.each(refused)('deleteHotel and DELETE /api/hotels/:id refuse %s; the hotel stays', async (caller, code, status) => {
    const hotel = await insertHotel(managerA);
    const res = await t.bearer(tokenOf(caller)).gql(DELETE, { id: hotel.id }).expect(200);
    expect(errorCode(res)).toBe(code);
    const req = request(t.http).delete(`/api/hotels/${hotel.id}`);
    const token = tokenOf(caller);
    if (token) req.set('authorization', `Bearer ${token}`);
    await req.expect(status);
    expect(await readHotel(hotel.id)).toEqual(hotel);
  });

  it('the manager deletes their hotel over GraphQL; an admin over REST', async () => {
    const mine = await insertHotel(managerA);
    const res = await t.bearer(tokens.managerA).gql(DELETE, { id: mine.id }).expect(200);
    expect(res.body.data.deleteHotel).toBe(mine.id);
    expect(await readHotel(mine.id)).toBeUndefined();

    const other = await insertHotel(managerB);
    const rest = await request(t.http).delete(`/api/hotels/${other.id}`).set('authorization', `Bearer ${tokens.admin}`).expect(200);
    expect(rest.body).toEqual({ message: 'Hotel deleted successfully' });
    expect(await readHotel(other.id)).toBeUndefined();
  });

  it('is refused while a pending or confirmed stay has not checked out, allowed once none has', async () => {
    const hotel = await insertHotel(managerA);
    const today = todayInSouthAfrica();
    const [stay] = await t.db.insert(bookings).values(stayBooking(hotel, addDays(today, -2), today, 'CONFIRMED')).returning();
    await t.db.insert(bookings).values([
      stayBooking(hotel, addDays(today, -5), addDays(today, -1), 'CONFIRMED'),
      stayBooking(hotel, addDays(today, 3), addDays(today, 5), 'CANCELLED'),
    ]);

    const res = await t.bearer(tokens.managerA).gql(DELETE, { id: hotel.id }).expect(200);
    expect(errorCode(res)).toBe('CONFLICT');
    expect(res.body.errors[0].message).toBe('This hotel has upcoming reservations. Cancel them before deleting the hotel.');
    const rest = await request(t.http).delete(`/api/hotels/${hotel.id}`).set('authorization', `Bearer ${tokens.admin}`).expect(409);
    expect(rest.body.code).toBe('CONFLICT');
    expect(await readHotel(hotel.id)).toEqual(hotel);

    await t.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, stay!.id));
    await t.bearer(tokens.managerA).gql(DELETE, { id: hotel.id }).expect(200);
    expect(await readHotel(hotel.id)).toBeUndefined();
    // Past bookings keep their snapshot of the hotel's name.
    const kept = await t.db.select().from(bookings).where(eq(bookings.id, stay!.id));
    expect(kept[0]).toMatchObject({ hotelId: null, hotelName: hotel.name });
  });
});

function stayBooking(hotel: HotelRow, checkIn: string, checkOut: string, status: 'PENDING' | 'CONFIRMED' | 'CANCELLED') {
  return {
    reference: uniqueName('UH').slice(0, 12),
    kind: 'STAY' as const,
    status,
    hotelId: hotel.id,
    hotelName: hotel.name,
    roomTypeName: 'Double',
    adults: 2,
    children: 0,
    roomCount: 1,
    fullName: 'Guest Person',
    email: 'guest@example.test',
    phone: '+27 82 555 0199',
    guests: 2,
    departureDate: checkIn,
    returnDate: checkOut,
    totalCents: 100_000,
    currency: 'ZAR' as const,
  };
}

describe('assigning hotels to managers', () => {
  it.each<Caller>(['anonymous', 'customer', 'staff', 'managerA', 'managerB'])(
    'assign, unassign and hotelManagerAccounts refuse %s; nothing changes',
    async (caller) => {
      const code = caller === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      const assign = await t.bearer(tokenOf(caller)).gql(ASSIGN, { h: hotelB.id, u: managerA.id }).expect(200);
      expect(errorCode(assign)).toBe(code);
      const unassign = await t.bearer(tokenOf(caller)).gql(UNASSIGN, { h: hotelB.id, u: managerB.id }).expect(200);
      expect(errorCode(unassign)).toBe(code);
      const accounts = await t.bearer(tokenOf(caller)).gql(ACCOUNTS, {}).expect(200);
      expect(errorCode(accounts)).toBe(code);
      expect(await managerLinks(hotelB.id)).toEqual([managerB.id]);
    },
  );

  it('an agency admin gives a manager a hotel and takes it away; access follows', async () => {
    const hotel = await insertHotel(managerB);
    const before = await t.bearer(tokens.managerA).gql(UPDATE, { id: hotel.id, input: hotelInput() }).expect(200);
    expect(errorCode(before)).toBe('FORBIDDEN');

    const assigned = await t.bearer(tokens.admin).gql(ASSIGN, { h: hotel.id, u: managerA.id }).expect(200);
    expect(assigned.body.data.assignHotelManager).toMatchObject({ id: managerA.id, username: managerA.username, email: managerA.email });
    expect(assigned.body.data.assignHotelManager.hotelIds).toContain(hotel.id);
    // Assigning twice changes nothing.
    await t.bearer(tokens.admin).gql(ASSIGN, { h: hotel.id, u: managerA.id }).expect(200);
    expect((await managerLinks(hotel.id)).sort()).toEqual([managerA.id, managerB.id].sort());

    const during = await t.bearer(tokens.managerA).gql(UPDATE, { id: hotel.id, input: hotelInput({ name: 'Shared Hotel' }) }).expect(200);
    expect(during.body.data.updateHotel.name).toBe('Shared Hotel');
    const managed = await t.bearer(tokens.managerA).gql(MANAGED, {}).expect(200);
    expect(managed.body.data.managedHotels.map((h: { id: string }) => h.id)).toContain(hotel.id);

    const accounts = await t.bearer(tokens.admin).gql(ACCOUNTS, {}).expect(200);
    const accountA = accounts.body.data.hotelManagerAccounts.find((a: { id: string }) => a.id === managerA.id);
    expect(accountA.hotelIds).toContain(hotel.id);
    expect(accounts.body.data.hotelManagerAccounts.every((a: { id: string }) => a.id !== customer.id && a.id !== admin.id)).toBe(true);

    const unassigned = await t.bearer(tokens.admin).gql(UNASSIGN, { h: hotel.id, u: managerA.id }).expect(200);
    expect(unassigned.body.data.unassignHotelManager.hotelIds).not.toContain(hotel.id);
    const after = await t.bearer(tokens.managerA).gql(UPDATE, { id: hotel.id, input: hotelInput({ name: 'Taken back' }) }).expect(200);
    expect(errorCode(after)).toBe('FORBIDDEN');
    expect((await readHotel(hotel.id))!.name).toBe('Shared Hotel');
    await request(t.http).delete(`/api/hotels/${hotel.id}`).set('authorization', `Bearer ${tokens.managerA}`).expect(403);
  });

  it('only hotel manager accounts can be given hotels; unknown users and hotels are NOT_FOUND', async () => {
    const notManager = await t.bearer(tokens.admin).gql(ASSIGN, { h: hotelA.id, u: customer.id }).expect(200);
    expect(errorCode(notManager)).toBe('BAD_USER_INPUT');
    expect(notManager.body.errors[0].message).toBe('Only hotel manager accounts can be given hotels.');
    const unknownUser = await t.bearer(tokens.admin).gql(ASSIGN, { h: hotelA.id, u: '00000000-0000-4000-8000-000000000000' }).expect(200);
    expect(errorCode(unknownUser)).toBe('NOT_FOUND');
    expect(unknownUser.body.errors[0].message).toBe('User not found.');
    const unknownHotel = await t.bearer(tokens.admin).gql(ASSIGN, { h: 'x', u: managerA.id }).expect(200);
    expect(errorCode(unknownHotel)).toBe('NOT_FOUND');
    expect(unknownHotel.body.errors[0].message).toBe('Hotel not found.');
    expect(await managerLinks(hotelA.id)).toEqual([managerA.id]);
  });
});

describe('registering an establishment', () => {
  function establishment(overrides: Record<string, unknown> = {}, hotel: Record<string, unknown> = {}) {
    const username = uniqueName('owner').replace(/_/g, '.');
    return {
      username,
      password: 'Karoo2026night',
      email: `${username}@example.test`,
      phone: '+27 82 555 0123',
      country: 'South Africa',
      city: 'Graaff-Reinet',
      hotel: hotelInput({ name: uniqueName('Establishment'), ...hotel }),
      ...overrides,
    };
  }
  const userNamed = async (username: string) => (await t.db.select().from(users).where(eq(users.username, username)))[0];
  const hotelsNamed = async (name: string) => t.db.select().from(hotels).where(eq(hotels.name, name));

  it('creates the manager, the hotel and the link; the session works like a login', async () => {
    const input = establishment();
    const res = await t.bearer(undefined).gql(REGISTER, { input }).expect(200);
    expect(res.body.errors).toBeUndefined();
    const session = res.body.data.registerEstablishment;
    expect(session).toMatchObject({ isAdmin: true, isCoolUser: false, details: { username: input.username, role: 'HOTEL_MANAGER' } });
    const [hotel] = await hotelsNamed(input.hotel.name);
    expect(hotel).toBeDefined();
    expect(session.details.hotels).toEqual([hotel!.id]);
    expect(await managerLinks(hotel!.id)).toEqual([session.details.id]);

    const managed = await t.bearer(session.token).gql(MANAGED, {}).expect(200);
    expect(managed.body.data.managedHotels).toEqual([{ id: hotel!.id, name: input.hotel.name }]);
    await request(t.http)
      .put(`/api/hotels/${hotel!.id}`)
      .set('authorization', `Bearer ${session.token}`)
      .send(restBody({ name: 'Owner edit' }))
      .expect(200);
    // And the password signs in.
    await request(t.http).post('/api/auth/login').send({ username: input.username, password: input.password }).expect(200);
  });

  it('a taken username gets the register message, and no hotel is created', async () => {
    const input = establishment({ username: managerA.username });
    const before = await hotelCount();
    const res = await t.bearer(undefined).gql(REGISTER, { input }).expect(200);
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].message).toBe('That username is already taken.');
    expect(res.body.errors[0].extensions.fields).toEqual({ username: 'That username is already taken.' });
    expect(await hotelsNamed(input.hotel.name)).toEqual([]);
    expect(await hotelCount()).toBe(before);
  });

  it('a taken email gets the register message', async () => {
    const res = await t.bearer(undefined).gql(REGISTER, { input: establishment({ email: managerB.email.toUpperCase() }) }).expect(200);
    expect(res.body.errors[0].message).toBe('An account with that email already exists.');
  });

  it('an invalid hotel creates no account', async () => {
    const input = establishment({}, { rating: 6 });
    const res = await t.bearer(undefined).gql(REGISTER, { input }).expect(200);
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].extensions.fields).toEqual({ 'hotel.rating': 'Rating must be between 0 and 5.' });
    expect(await userNamed(input.username)).toBeUndefined();
  });

  it('account fields follow the register rules', async () => {
    const res = await t.bearer(undefined).gql(REGISTER, { input: establishment({ password: 'short' }) }).expect(200);
    expect(res.body.errors[0].extensions.fields).toEqual({
      password: 'Password must be at least 8 characters and include a letter and a number.',
    });
  });

  it('is one transaction: a hotel the database refuses after the account was written leaves no account', async () => {
    // Straight to the service, past validation, so the failure happens inside the transaction
    // (the rating check constraint) after the users row was inserted.
    const input = establishment({}, { rating: 7 }) as unknown as RegisterEstablishmentInput;
    const before = await hotelCount();
    await expect(t.app.get(HotelsService).registerEstablishment(input, { clientAddress: null })).rejects.toThrow();
    expect(await userNamed(input.username)).toBeUndefined();
    expect(await hotelCount()).toBe(before);
  });

  it('POST /api/hotels/hotelanduser takes the flat spec body and is public', async () => {
    const username = uniqueName('flat').replace(/_/g, '.');
    const name = uniqueName('Flat Lodge');
    const res = await request(t.http)
      .post('/api/hotels/hotelanduser')
      .send({ ...restBody({ name, email: `${username}@example.test` }), username, password: 'Flatbody2026' })
      .expect(201);
    expect(res.body).toMatchObject({ token: expect.any(String), isAdmin: true, details: { username, role: 'HOTEL_MANAGER' } });
    expect(res.body.hotel).toMatchObject({ _id: res.body.details.hotels[0], name, desc: hotelInput().description });
    const account = await userNamed(username);
    expect(account).toMatchObject({ email: `${username}@example.test`, city: 'Graaff-Reinet', role: 'HOTEL_MANAGER' });
    const managed = await t.bearer(res.body.token).gql(MANAGED, {}).expect(200);
    expect(managed.body.data.managedHotels.map((h: { name: string }) => h.name)).toEqual([name]);
  });

  it('POST /api/hotels/hotelanduser takes { user, hotel }', async () => {
    const { hotel, ...user } = establishment();
    const res = await request(t.http)
      .post('/api/hotels/hotelanduser')
      .send({ user, hotel: restBody({ name: hotel.name }) })
      .expect(201);
    expect(res.body.hotel.name).toBe(hotel.name);
    expect((await userNamed(user.username))!.email).toBe(user.email);
  });

  it('POST /api/hotels/hotelanduser refuses bad bodies with 400 and writes nothing', async () => {
    const before = await hotelCount();
    const { hotel, ...user } = establishment();
    const missingName = await request(t.http)
      .post('/api/hotels/hotelanduser')
      .send({ user, hotel: restBody({ name: undefined }) })
      .expect(400);
    expect(missingName.body.fields['hotel.name']).toBe('Hotel name is required.');
    const taken = await request(t.http)
      .post('/api/hotels/hotelanduser')
      .send({ ...restBody({ name: hotel.name }), username: managerA.username, password: 'Another2026' })
      .expect(400);
    expect(taken.body.message).toBe('That username is already taken.');
    expect(await userNamed(user.username)).toBeUndefined();
    expect(await hotelCount()).toBe(before);
  });
});
