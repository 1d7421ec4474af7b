import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count } from 'drizzle-orm';
import { auditEvents, type HotelRow, type UserRow } from '../src/db/schema.js';
import {
  createEnquiry,
  createHotel,
  createPackage,
  createRate,
  createRoom,
  createRoomType,
  createUser,
  isoDaysFromNow,
  type RoomTypeRow,
} from './support/factories.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';

let t: TestApp;
let manager: UserRow;
let staff: UserRow;
let admin: UserRow;
let customer: UserRow;
let ownHotel: HotelRow;
let otherHotel: HotelRow;
let ownRoomType: RoomTypeRow;
let otherRoomType: RoomTypeRow;
let callers: { manager: Caller; staff: Caller; admin: Caller; customer: Caller };
let anonymous: Caller;

beforeAll(async () => {
  t = await createTestApp();
  callers = { manager: await t.as('HOTEL_MANAGER'), staff: await t.as('STAFF'), admin: await t.as('AGENCY_ADMIN'), customer: await t.as('CUSTOMER') };
  anonymous = await t.as('anonymous');
  manager = callers.manager.user!;
  staff = callers.staff.user!;
  admin = callers.admin.user!;
  customer = callers.customer.user!;
  ownHotel = await createHotel(t.db, { managerId: manager.id });
  otherHotel = await createHotel(t.db, { managerId: (await createUser(t.db, 'HOTEL_MANAGER')).id });
  ownRoomType = await createRoomType(t.db, ownHotel.id);
  otherRoomType = await createRoomType(t.db, otherHotel.id);
});
afterAll(async () => {
  await t.close();
});


async function ok<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, caller: Caller = anonymous): Promise<T> {
  const res = await caller.gql(query, variables).expect(200);
  expect(res.body.errors).toBeUndefined();
  return res.body.data as T;
}

interface Event {
  entity: string;
  entityId: string;
  action: string;
  actorName: string;
  changes: { field: string; before: string | null; after: string | null }[];
}

const TRAIL = `query($entity: AuditEntity!, $entityId: ID!) {
  auditTrail(entity: $entity, entityId: $entityId) { id entity entityId action actorName changes { field before after } createdAt }
}`;

async function trail(entity: string, entityId: string, caller = callers.admin): Promise<Event[]> {
  return (await ok<{ auditTrail: Event[] }>(TRAIL, { entity, entityId }, caller)).auditTrail;
}
async function trailError(entity: string, entityId: string, caller: Caller = anonymous): Promise<string> {
  const res = await caller.gql(TRAIL, { entity, entityId }).expect(200);
  return res.body.errors?.[0]?.extensions?.code;
}
const change = (event: Event | undefined, field: string) => event?.changes.find((c) => c.field === field);
const eventCount = async () => (await t.db.select({ n: count() }).from(auditEvents))[0]!.n;

describe('who may read the audit trail', () => {
  it('refuses visitors and customers; staff read bookings and enquiries only; admins read everything', async () => {
    const enquiry = await createEnquiry(t.db);
    expect(await trailError('ENQUIRY', enquiry.id)).toBe('UNAUTHENTICATED');
    expect(await trailError('ENQUIRY', enquiry.id, callers.customer)).toBe('FORBIDDEN');
    expect(await trail('ENQUIRY', enquiry.id, callers.staff)).toEqual([]);
    for (const entity of ['HOTEL', 'ROOM', 'RATE', 'RATE_TYPE', 'PACKAGE']) {
      expect([entity, await trailError(entity, ownHotel.id, callers.staff)]).toEqual([entity, 'FORBIDDEN']);
      expect([entity, await trail(entity, ownHotel.id, callers.admin)]).toEqual([entity, expect.any(Array)]);
    }
    // A hotel manager never reads enquiries or packages.
    expect(await trailError('ENQUIRY', enquiry.id, callers.manager)).toBe('FORBIDDEN');
    expect(await trailError('PACKAGE', (await createPackage(t.db)).id, callers.manager)).toBe('FORBIDDEN');
  });

  it("a manager reads their own hotel's rate history, and is FORBIDDEN on another hotel's", async () => {
    const own = await createRate(t.db, ownRoomType, { date: isoDaysFromNow(50) });
    const other = await createRate(t.db, otherRoomType, { date: isoDaysFromNow(50) });
    await ok(UPDATE_RATE, { id: own.id, input: rateInput(ownRoomType.id, own.date, 1500) }, callers.manager);
    await ok(UPDATE_RATE, { id: other.id, input: rateInput(otherRoomType.id, other.date, 1500) }, callers.admin);
    expect((await trail('RATE', own.id, callers.manager)).map((e) => e.action)).toEqual(['UPDATED']);
    expect(await trailError('RATE', other.id, callers.manager)).toBe('FORBIDDEN');
    expect(await trailError('HOTEL', otherHotel.id, callers.manager)).toBe('FORBIDDEN');
    expect(await trail('HOTEL', ownHotel.id, callers.manager)).toEqual(expect.any(Array));
    // Once deleted, the rate's history is still judged by the hotel it was recorded under.
    await ok(`mutation($id: ID!) { deleteRate(id: $id) }`, { id: other.id }, callers.admin);
    expect(await trailError('RATE', other.id, callers.manager)).toBe('FORBIDDEN');
    expect((await trail('RATE', other.id, callers.admin)).map((e) => e.action)).toEqual(['UPDATED', 'DELETED']);
  });
});

const UPDATE_RATE = `mutation($id: ID!, $input: UpdateRateInput!) { updateRate(id: $id, input: $input) { id } }`;
const rateInput = (roomTypeId: string, date: string, rackRateDouble: number) => ({ roomTypeId, date, stoRateDouble: 1100, rackRateDouble });

describe('status changes', () => {
  it('every status change is in the trail with the actor and the status before and after', async () => {
    const enquiry = await createEnquiry(t.db);
    const SET = `mutation($id: ID!, $status: BookingStatus!) { setInboxStatus(id: $id, status: $status) { id } }`;
    await ok(SET, { id: enquiry.id, status: 'CONTACTED' }, callers.staff);
    await ok(SET, { id: enquiry.id, status: 'QUOTED' }, callers.admin);
    await ok(SET, { id: enquiry.id, status: 'DECLINED' }, callers.staff);
    const events = await trail('ENQUIRY', enquiry.id, callers.staff);
    expect(events.map((e) => [e.action, e.actorName, change(e, 'status')?.before, change(e, 'status')?.after])).toEqual([
      ['STATUS_CHANGED', staff.username, '"PENDING"', '"CONTACTED"'],
      ['STATUS_CHANGED', admin.username, '"CONTACTED"', '"QUOTED"'],
      ['STATUS_CHANGED', staff.username, '"QUOTED"', '"DECLINED"'],
    ]);
  });

  it("a manager's confirm and a customer's cancel of a stay are audited, and the manager reads the stay's history", async () => {
    await createRoom(t.db, ownRoomType, ['A1']);
    const reserved = await ok<{ reserveStay: { id: string } }>(
      `mutation($input: ReserveStayInput!) { reserveStay(input: $input) { id } }`,
      {
        input: {
          hotelId: ownHotel.id,
          roomTypeId: ownRoomType.id,
          checkIn: isoDaysFromNow(20),
          checkOut: isoDaysFromNow(21),
          adults: 1,
          fullName: 'Naledi Khumalo',
          email: 'naledi@example.test',
          phone: '+27 82 555 0111',
        },
      },
      callers.customer,
    );
    const id = reserved.reserveStay.id;
    await ok(`mutation($id: ID!) { confirmReservation(id: $id) { id } }`, { id }, callers.manager);
    await ok(`mutation($id: ID!) { cancelReservation(id: $id) { id } }`, { id }, callers.customer);
    const events = await trail('BOOKING', id, callers.manager);
    expect(events.map((e) => [e.action, e.actorName, change(e, 'status')?.before ?? null, change(e, 'status')?.after])).toEqual([
      ['CREATED', customer.username, null, '"PENDING"'],
      ['STATUS_CHANGED', manager.username, '"PENDING"', '"CONFIRMED"'],
      ['STATUS_CHANGED', customer.username, '"CONFIRMED"', '"CANCELLED"'],
    ]);
    // Staff read bookings too; a package request is not a hotel manager's.
    expect(await trail('BOOKING', id, callers.staff)).toHaveLength(3);
  });
});

describe('one change recorded per audited entity', () => {
  it('BOOKING: a package request is recorded as created by the visitor', async () => {
    const pkg = await createPackage(t.db);
    const { requestBooking } = await ok<{ requestBooking: { id: string } }>(
      `mutation($input: BookingInput!) { requestBooking(input: $input) { id } }`,
      {
        input: {
          packageId: pkg.id,
          fullName: 'Thandi Mokoena',
          email: 'thandi@example.co.za',
          phone: '+27 82 555 0123',
          guests: 2,
          departureDate: isoDaysFromNow(30),
          returnDate: isoDaysFromNow(35),
        },
      },
    );
    const [created] = await trail('BOOKING', requestBooking.id, callers.staff);
    expect(created).toMatchObject({ action: 'CREATED', actorName: 'visitor', entityId: requestBooking.id });
    expect(change(created, 'guests')).toEqual({ field: 'guests', before: null, after: '2' });
    expect(await trailError('BOOKING', requestBooking.id, callers.manager)).toBe('FORBIDDEN');
  });

  it('ENQUIRY: a note is recorded without its text', async () => {
    const enquiry = await createEnquiry(t.db);
    await ok(`mutation($id: ID!) { addInboxNote(id: $id, body: "Secret phone number 082") { id } }`, { id: enquiry.id }, callers.staff);
    const [event] = await trail('ENQUIRY', enquiry.id, callers.staff);
    expect(event).toMatchObject({ action: 'NOTE_ADDED', actorName: staff.username });
    expect(JSON.stringify(event)).not.toContain('Secret');
  });

  it('RATE: a range of rates, an update and a delete; an update that changes nothing records nothing', async () => {
    const roomType = await createRoomType(t.db, ownHotel.id);
    const { createRates } = await ok<{ createRates: { id: string; date: string }[] }>(
      `mutation($input: CreateRatesInput!) { createRates(input: $input) { id date } }`,
      { input: { hotelId: ownHotel.id, roomTypeId: roomType.id, fromDate: isoDaysFromNow(40), toDate: isoDaysFromNow(42), stoRateDouble: 1000, rackRateDouble: 1200 } },
      callers.manager,
    );
    expect(createRates).toHaveLength(3);
    const first = createRates[0]!;
    const [created] = await trail('RATE', first.id, callers.manager);
    expect(created).toMatchObject({ action: 'CREATED', actorName: manager.username });
    expect(change(created, 'rackRateDoubleCents')).toEqual({ field: 'rackRateDoubleCents', before: null, after: '120000' });

    await ok(UPDATE_RATE, { id: first.id, input: rateInput(roomType.id, first.date, 1250) }, callers.manager);
    const before = await eventCount();
    await ok(UPDATE_RATE, { id: first.id, input: rateInput(roomType.id, first.date, 1250) }, callers.manager);
    expect(await eventCount()).toBe(before);
    await ok(`mutation($id: ID!) { deleteRate(id: $id) }`, { id: first.id }, callers.manager);
    const events = await trail('RATE', first.id, callers.manager);
    expect(events.map((e) => e.action)).toEqual(['CREATED', 'UPDATED', 'DELETED']);
    expect(events[1]!.changes).toHaveLength(2);
    expect(events[1]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'stoRateDoubleCents', before: '100000', after: '110000' },
        { field: 'rackRateDoubleCents', before: '120000', after: '125000' },
      ]),
    );
  });

  it('RATE_TYPE: created, updated, deleted', async () => {
    const roomType = await createRoomType(t.db, ownHotel.id);
    const input = { hotelId: ownHotel.id, roomTypeId: roomType.id, name: 'Rack Rate', singleRate: 900, doubleRate: 1200, groupRate: 3000 };
    const { createRateType } = await ok<{ createRateType: { id: string } }>(
      `mutation($input: RateTypeInput!) { createRateType(input: $input) { id } }`,
      { input },
      callers.manager,
    );
    await ok(`mutation($id: ID!, $input: RateTypeInput!) { updateRateType(id: $id, input: $input) { id } }`, { id: createRateType.id, input: { ...input, doubleRate: 1300 } }, callers.manager);
    await ok(`mutation($id: ID!) { deleteRateType(id: $id) }`, { id: createRateType.id }, callers.admin);
    const events = await trail('RATE_TYPE', createRateType.id, callers.manager);
    expect(events.map((e) => [e.action, e.actorName])).toEqual([
      ['CREATED', manager.username],
      ['UPDATED', manager.username],
      ['DELETED', admin.username],
    ]);
    expect(events[1]!.changes).toEqual([{ field: 'doubleRateCents', before: '120000', after: '130000' }]);
  });

  it('ROOM: room numbers and unavailable dates', async () => {
    const { createRoom: room } = await ok<{ createRoom: { id: string; units: { id: string }[] } }>(
      `mutation($input: CreateRoomInput!) { createRoom(input: $input) { id units { id } } }`,
      { input: { hotelId: ownHotel.id, roomTypeId: ownRoomType.id, title: 'Sea view', maxPeople: 2, roomNumbers: ['301', '302'] } },
      callers.manager,
    );
    const night = isoDaysFromNow(15);
    await ok(
      `mutation($unit: ID!, $dates: [LocalDate!]!) { setRoomUnitUnavailableDates(roomUnitId: $unit, dates: $dates) { id } }`,
      { unit: room.units[0]!.id, dates: [night] },
      callers.manager,
    );
    const events = await trail('ROOM', room.id, callers.manager);
    expect(events.map((e) => e.action)).toEqual(['CREATED', 'UPDATED']);
    expect(change(events[0], 'roomNumbers')).toEqual({ field: 'roomNumbers', before: null, after: '["301","302"]' });
    expect(change(events[1], 'unavailableDates')?.after).toContain(night);
    expect(await trailError('ROOM', room.id, callers.staff)).toBe('FORBIDDEN');
  });

  it('HOTEL: created, updated, a manager assigned, deleted', async () => {
    const input = {
      name: 'Audit Lodge',
      type: 'Lodge',
      address: '2 Main Road',
      country: 'South Africa',
      city: 'Knysna',
      postalCode: '6570',
      email: 'lodge@example.test',
      phone: '+27 44 555 0100',
      description: 'A lodge.',
      rating: 4,
      photos: [],
    };
    const { createHotel: hotel } = await ok<{ createHotel: { id: string } }>(`mutation($input: HotelInput!) { createHotel(input: $input) { id } }`, { input }, callers.admin);
    await ok(`mutation($id: ID!, $input: HotelInput!) { updateHotel(id: $id, input: $input) { id } }`, { id: hotel.id, input: { ...input, rating: 5 } }, callers.admin);
    await ok(`mutation($h: ID!, $u: ID!) { assignHotelManager(hotelId: $h, userId: $u) { id } }`, { h: hotel.id, u: manager.id }, callers.admin);
    const mid = await trail('HOTEL', hotel.id, callers.manager);
    expect(mid.map((e) => e.action)).toEqual(['CREATED', 'UPDATED', 'MANAGER_ASSIGNED']);
    expect(mid[1]!.changes).toEqual([{ field: 'rating', before: '4', after: '5' }]);
    expect(mid[2]!.changes).toEqual([{ field: 'manager', before: null, after: JSON.stringify(manager.username) }]);
    await ok(`mutation($id: ID!) { deleteHotel(id: $id) }`, { id: hotel.id }, callers.manager);
    expect((await trail('HOTEL', hotel.id, callers.admin)).map((e) => [e.action, e.actorName]).at(-1)).toEqual(['DELETED', manager.username]);
  });

  it('PACKAGE: created, updated, deleted', async () => {
    const input = {
      title: 'Audit Safari',
      type: 'Adventure',
      description: 'Five days in the bush.',
      country: 'South Africa',
      city: 'Hoedspruit',
      price: { adult: 9999, currency: 'ZAR' },
    };
    const { createPackage: pkg } = await ok<{ createPackage: { id: string } }>(`mutation($input: PackageInput!) { createPackage(input: $input) { id } }`, { input }, callers.admin);
    await ok(`mutation($id: ID!, $input: PackageInput!) { updatePackage(id: $id, input: $input) { id } }`, { id: pkg.id, input: { ...input, title: 'Audit Safari Deluxe' } }, callers.admin);
    await ok(`mutation($id: ID!) { deletePackage(id: $id) }`, { id: pkg.id }, callers.admin);
    const events = await trail('PACKAGE', pkg.id, callers.admin);
    expect(events.map((e) => [e.action, e.actorName])).toEqual([
      ['CREATED', admin.username],
      ['UPDATED', admin.username],
      ['DELETED', admin.username],
    ]);
    expect(change(events[1], 'title')).toEqual({ field: 'title', before: '"Audit Safari"', after: '"Audit Safari Deluxe"' });
  });

  it('PACKAGE (holiday): created and updated with its destinations and itinerary', async () => {
    const input = {
      name: 'Audit Okavango',
      packageType: 'Luxury',
      description: 'Mokoro trips.',
      destinations: [{ location: 'Maun', attractions: ['Delta flight'] }],
      durationDays: 2,
      durationNights: 1,
      price: { adult: 45000 },
      itinerary: [1, 2].map((day) => ({ day, title: `Day ${day}` })),
    };
    const { createHolidayPackage: pkg } = await ok<{ createHolidayPackage: { id: string } }>(
      `mutation($input: HolidayPackageInput!) { createHolidayPackage(input: $input) { id } }`,
      { input },
      callers.admin,
    );
    await ok(
      `mutation($id: ID!, $input: HolidayPackageInput!) { updateHolidayPackage(id: $id, input: $input) { id } }`,
      { id: pkg.id, input: { ...input, destinations: [{ location: 'Khwai', attractions: ['Game drive'] }] } },
      callers.admin,
    );
    const events = await trail('PACKAGE', pkg.id, callers.admin);
    expect(events.map((e) => e.action)).toEqual(['CREATED', 'UPDATED']);
    expect(change(events[1], 'destinations')?.before).toContain('Maun');
    expect(change(events[1], 'destinations')?.after).toContain('Khwai');
  });
});
