/**
 * Stays over HTTP on a real database: how nights are priced, what the search finds, every input
 * refusal, reservations with their holds, no overbooking, and who may confirm or cancel.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, count, eq } from 'drizzle-orm';
import request from 'supertest';
import { addDays, dayOfWeek } from '../src/common/dates.js';
import { bookingNights, bookings, roomUnitNights, type HotelRow, type UserRow } from '../src/db/schema.js';
import {
  createHotel,
  createRate,
  createRateType,
  createRoom,
  createRoomType,
  isoDaysFromNow,
  type RoomTypeRow,
  type RoomUnitRow,
} from './support/factories.js';
import { loadConfig } from '../src/config/config.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';

let t: TestApp;
let managerA: UserRow;
let callers: { managerA: Caller; managerB: Caller; admin: Caller; staff: Caller; customer: Caller; otherCustomer: Caller };
let anonymous: Caller;

beforeAll(async () => {
  // Tests write holds and rates straight to the database, which the response cache cannot see.
  t = await createTestApp({ responseCache: loadConfig({ DATA_DIR: 'memory://', RESPONSE_CACHE: 'off' }).responseCache });
  callers = {
    managerA: await t.as('HOTEL_MANAGER'),
    managerB: await t.as('HOTEL_MANAGER'),
    admin: await t.as('AGENCY_ADMIN'),
    staff: await t.as('STAFF'),
    customer: await t.as('CUSTOMER'),
    otherCustomer: await t.as('CUSTOMER'),
  };
  anonymous = await t.as('anonymous');
  managerA = callers.managerA.user!;
  const managerB = callers.managerB.user!;
  // Manager B runs a hotel of their own: managing *a* hotel must not open manager A's.
  await createHotel(t.db, { managerId: managerB.id });
});
afterAll(async () => {
  await t.close();
});


/** A city name no other test uses, made of letters only (so word-prefix searches stay exact). */
function uniqueCity(prefix: string): string {
  const letters = [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
  return `${prefix}${letters}`;
}

/** The first date on or after `from` that falls on `weekday` (0 = Sunday … 6 = Saturday). */
function nextWeekday(from: string, weekday: number): string {
  let date = from;
  while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
  return date;
}

/** A hotel with one room type and a room holding `numbers` as units. */
async function bookableHotel(
  options: {
    city?: string;
    rating?: number;
    name?: string;
    capacity?: number;
    maxPeople?: number;
    baseRateCents?: number;
    numbers?: string[];
    managerId?: string;
  } = {},
): Promise<{ hotel: HotelRow; roomType: RoomTypeRow; units: RoomUnitRow[] }> {
  const hotel = await createHotel(t.db, {
    city: options.city ?? uniqueCity('Stay'),
    rating: options.rating ?? 4,
    ...(options.name ? { name: options.name } : {}),
    ...(options.managerId ? { managerId: options.managerId } : {}),
  });
  const roomType = await createRoomType(t.db, hotel.id, { capacity: options.capacity ?? 2, baseRateCents: options.baseRateCents ?? 100_000 });
  const { units } = await createRoom(t.db, roomType, options.numbers ?? ['101', '102'], { maxPeople: options.maxPeople ?? options.capacity ?? 2 });
  return { hotel, roomType, units };
}

const SEARCH = `query($input: StaySearchInput!) {
  staySearch(input: $input) { total page totalPages items { hotel { id name city } cheapestRoomTypeId cheapestNightly cheapestTotal nights } }
}`;
const AVAILABILITY = `query($input: StayAvailabilityInput!) {
  stayAvailability(input: $input) {
    hotel { id name } checkIn checkOut nights adults children rooms
    roomTypes { roomType { id name capacity } available unitsFree reason nightly total nights { date price source } }
  }
}`;
const RESERVE = `mutation($input: ReserveStayInput!) {
  reserveStay(input: $input) {
    id reference kind title status hotelId hotelName roomTypeId roomTypeName adults children rooms guests
    departureDate returnDate total currency nights { date price source } roomNumbers
  }
}`;
const CONFIRM = `mutation($id: ID!) { confirmReservation(id: $id) { id status } }`;
const CANCEL = `mutation($id: ID!) { cancelReservation(id: $id) { id status } }`;

const CHECK_IN = isoDaysFromNow(20);
const CHECK_OUT = isoDaysFromNow(23);

async function search(input: Record<string, unknown>) {
  const res = await anonymous.gql(SEARCH, { input: { checkIn: CHECK_IN, checkOut: CHECK_OUT, ...input } }).expect(200);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.staySearch as {
    total: number;
    page: number;
    totalPages: number;
    items: { hotel: { id: string; name: string; city: string }; cheapestRoomTypeId: string; cheapestNightly: number; cheapestTotal: number; nights: number }[];
  };
}

function guest(overrides: Record<string, unknown> = {}) {
  return { fullName: 'Thandi Mokoena', email: 'thandi@example.co.za', phone: '+27 82 555 0123', ...overrides };
}

async function reserve(input: Record<string, unknown>, caller: Caller = anonymous) {
  return caller.gql(RESERVE, { input: { checkIn: CHECK_IN, checkOut: CHECK_OUT, ...guest(), ...input } }).expect(200);
}

describe('nightly prices, end to end', () => {
  // Thursday to Monday: a weekday, Friday and Saturday (weekend nights), then Sunday.
  const thu = nextWeekday(isoDaysFromNow(10), 4);
  const fri = addDays(thu, 1);
  const sat = addDays(thu, 2);
  const sun = addDays(thu, 3);
  const mon = addDays(thu, 4);
  let hotel: HotelRow;
  let priced: RoomTypeRow;
  let plain: RoomTypeRow;

  beforeAll(async () => {
    const made = await bookableHotel({ capacity: 4, maxPeople: 4, baseRateCents: 50_000 });
    hotel = made.hotel;
    priced = made.roomType;
    await createRateType(t.db, priced, { name: 'Rack Rate', singleRateCents: 80_000, doubleRateCents: 100_000, groupRateCents: 150_000 });
    await createRateType(t.db, priced, { name: 'Weekend Rate', singleRateCents: 120_000, doubleRateCents: 140_000, groupRateCents: 190_000 });
    const seasonal = await createRateType(t.db, priced, { name: 'Seasonal Rate' });
    const sto = await createRateType(t.db, priced, { name: 'STO Rate' });
    const corporate = await createRateType(t.db, priced, { name: 'Corporate Rate' });
    // Thursday: three public dated rates (lowest wins) and two trade rates far below them (never used).
    await createRate(t.db, priced, { date: thu, rackRateDoubleCents: 120_000 });
    await createRate(t.db, priced, { date: thu, rateTypeId: seasonal.id, rackRateSingleCents: 90_000, rackRateDoubleCents: 110_000, rackRateGroupCents: 170_000 });
    await createRate(t.db, priced, { date: thu, rateTypeId: sto.id, rackRateDoubleCents: 10_000, stoRateDoubleCents: 5_000 });
    await createRate(t.db, priced, { date: thu, rateTypeId: corporate.id, rackRateDoubleCents: 20_000 });
    // Sunday: only a trade rate, so the rate types decide.
    await createRate(t.db, priced, { date: sun, rateTypeId: sto.id, rackRateDoubleCents: 10_000 });
    // A second room type without any rate: base rate every night.
    plain = await createRoomType(t.db, hotel.id, { name: 'Plain Room', capacity: 4, baseRateCents: 95_050 });
    await createRoom(t.db, plain, ['201'], { maxPeople: 4 });
  });

  async function availability(party: Record<string, unknown>) {
    const res = await anonymous.gql(AVAILABILITY, { input: { hotelId: hotel.id, checkIn: thu, checkOut: mon, ...party } }).expect(200);
    expect(res.body.errors).toBeUndefined();
    const result = res.body.data.stayAvailability;
    const byId = (id: string) => result.roomTypes.find((r: { roomType: { id: string } }) => r.roomType.id === id);
    return { result, priced: byId(priced.id), plain: byId(plain.id) };
  }

  it('a dated rate beats the rate types, the lowest public one wins, trade rates never count, weekend rate on Fri/Sat', async () => {
    const { result, priced: p } = await availability({ adults: 2 });
    expect(result).toMatchObject({ checkIn: thu, checkOut: mon, nights: 4, adults: 2, children: 0, rooms: 1 });
    expect(p.nights).toEqual([
      { date: thu, price: 1100, source: 'Seasonal Rate' },
      { date: fri, price: 1400, source: 'Weekend Rate' },
      { date: sat, price: 1400, source: 'Weekend Rate' },
      { date: sun, price: 1000, source: 'Rack Rate' },
    ]);
    expect(p).toMatchObject({ available: true, unitsFree: 2, reason: null, nightly: 1225, total: 4900 });
  });

  it('falls back to the base rate when a room type has no rates', async () => {
    const { plain: p } = await availability({ adults: 2 });
    expect(p.nights.map((n: { price: number; source: string }) => [n.price, n.source])).toEqual(Array(4).fill([950.5, 'Base rate']));
    expect(p).toMatchObject({ nightly: 950.5, total: 3802 });
  });

  it('prices by occupancy per room: single, double, group', async () => {
    const single = (await availability({ adults: 1 })).priced;
    expect(single.nights.map((n: { price: number }) => n.price)).toEqual([900, 1200, 1200, 800]);
    // Groups: the untyped Thursday rate has no group price, so its double price (1200) counts and
    // undercuts the Seasonal group price (1700).
    const group = (await availability({ adults: 2, children: 1 })).priced;
    expect(group.nights.map((n: { price: number; source: string }) => [n.price, n.source])).toEqual([
      [1200, 'Rate'],
      [1900, 'Weekend Rate'],
      [1900, 'Weekend Rate'],
      [1500, 'Rack Rate'],
    ]);
    // 4 adults in 2 rooms sleep 2 a room: double prices, twice.
    const twoRooms = (await availability({ adults: 4, rooms: 2 })).priced;
    expect(twoRooms).toMatchObject({ nightly: 1225, total: 9800, available: true });
  });

  it('the search shows the same price as the hotel page, and the reservation charges it', async () => {
    const found = await search({ destination: hotel.city, checkIn: thu, checkOut: mon, adults: 2 });
    expect(found.items).toEqual([{ hotel: { id: hotel.id, name: hotel.name, city: hotel.city }, cheapestRoomTypeId: plain.id, cheapestNightly: 950.5, cheapestTotal: 3802, nights: 4 }]);
    const res = await reserve({ hotelId: hotel.id, roomTypeId: priced.id, checkIn: thu, checkOut: mon, adults: 2 });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.reserveStay).toMatchObject({ total: 4900, nights: [{ price: 1100, source: 'Seasonal Rate' }, {}, {}, { price: 1000 }] });
  });

  it('says why a room type cannot be reserved', async () => {
    const { priced: p } = await availability({ adults: 5 });
    expect(p).toMatchObject({ available: false, unitsFree: 0, reason: 'Sleeps 4 per room: add a room or choose another room type.' });
    const { plain: q } = await availability({ adults: 4, rooms: 2 });
    expect(q).toMatchObject({ available: false, unitsFree: 1, reason: 'Only 1 room of this type is free for these dates.' });
  });

  it('answers NOT_FOUND for a hotel that does not exist', async () => {
    const res = await anonymous.gql(AVAILABILITY, { input: { hotelId: '00000000-0000-4000-8000-000000000000', checkIn: thu, checkOut: mon } }).expect(200);
    expect(res.body.errors[0]).toMatchObject({ message: 'Hotel not found.', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('staySearch', () => {
  it('matches the city ignoring case and accents, whole or from the start of a word', async () => {
    const tag = uniqueCity('');
    const { hotel } = await bookableHotel({ city: `Port Émbo${tag}-Sûr` });
    for (const destination of [`port émbo${tag}-sûr`, `EMBO${tag}`, `embo${tag}-sur`, `Port Embo${tag}`, `  port   embo${tag} `, 'sûr']) {
      const found = await search({ destination });
      expect(found.items.map((i) => i.hotel.id)).toContain(hotel.id);
    }
    for (const destination of [`mbo${tag}`, `embo${tag}x`, `(embo${tag}`]) {
      const found = await search({ destination });
      expect(found.items.map((i) => i.hotel.id)).not.toContain(hotel.id);
    }
  });

  it('keeps hotels whose cheapest average night is within [minPrice, maxPrice], cheapest first, then by rating', async () => {
    const city = uniqueCity('Price');
    const cheap = await bookableHotel({ city, baseRateCents: 50_000, rating: 3 });
    const cheapBetter = await bookableHotel({ city, baseRateCents: 50_000, rating: 5 });
    const dear = await bookableHotel({ city, baseRateCents: 300_000 });
    const all = await search({ destination: city });
    expect(all.items.map((i) => i.hotel.id)).toEqual([cheapBetter.hotel.id, cheap.hotel.id, dear.hotel.id]);
    expect(all.items[0]).toMatchObject({ cheapestNightly: 500, cheapestTotal: 1500, nights: 3 });
    expect((await search({ destination: city, minPrice: 1000 })).items.map((i) => i.hotel.id)).toEqual([dear.hotel.id]);
    expect((await search({ destination: city, maxPrice: 2999.99 })).items.map((i) => i.hotel.id)).toEqual([cheapBetter.hotel.id, cheap.hotel.id]);
    expect((await search({ destination: city, minPrice: 500, maxPrice: 500 })).total).toBe(2);
    expect((await search({ destination: city, minPrice: 4000, maxPrice: 4999 })).total).toBe(0);
  });

  it('a hotel with a cheap room that does not fit the party shows its cheapest room that does', async () => {
    const city = uniqueCity('Party');
    const { hotel } = await bookableHotel({ city, capacity: 2, baseRateCents: 50_000 });
    const family = await createRoomType(t.db, hotel.id, { capacity: 4, baseRateCents: 200_000 });
    await createRoom(t.db, family, ['301'], { maxPeople: 4 });
    expect((await search({ destination: city, adults: 2 })).items[0]).toMatchObject({ cheapestNightly: 500 });
    expect((await search({ destination: city, adults: 3 })).items[0]).toMatchObject({ cheapestRoomTypeId: family.id, cheapestNightly: 2000 });
    // Too big for any room type: the hotel is gone; in two rooms the small type fits again.
    expect((await search({ destination: city, adults: 5 })).total).toBe(0);
    expect((await search({ destination: city, adults: 3, children: 1, rooms: 2 })).items[0]).toMatchObject({ cheapestNightly: 500, cheapestTotal: 3000 });
    // ...but not in three rooms: it has two units.
    expect((await search({ destination: city, adults: 3, rooms: 3 })).total).toBe(0);
  });

  it('drops a hotel once its last room is held on one of the nights, by a stay or the manager', async () => {
    const city = uniqueCity('Sold');
    const { units } = await bookableHotel({ city, numbers: ['1', '2'] });
    expect((await search({ destination: city })).total).toBe(1);
    await t.db.insert(roomUnitNights).values({ roomUnitId: units[0]!.id, night: addDays(CHECK_IN, 1), bookingId: null });
    expect((await search({ destination: city })).total).toBe(1);
    await t.db.insert(roomUnitNights).values({ roomUnitId: units[1]!.id, night: addDays(CHECK_IN, 2), bookingId: null });
    expect((await search({ destination: city })).total).toBe(0);
    // The night after check-out does not count.
    expect((await search({ destination: city, checkOut: addDays(CHECK_IN, 1) })).total).toBe(1);
  });

  it('leaves out inactive rooms and rooms that sleep fewer than the party', async () => {
    const city = uniqueCity('Inactive');
    const hotel = await createHotel(t.db, { city });
    const roomType = await createRoomType(t.db, hotel.id, { capacity: 3 });
    await createRoom(t.db, roomType, ['1'], { active: false, maxPeople: 3 });
    await createRoom(t.db, roomType, ['2'], { maxPeople: 2 });
    expect((await search({ destination: city, adults: 2 })).total).toBe(1);
    expect((await search({ destination: city, adults: 3 })).total).toBe(0);
  });

  it('pages the results with the total', async () => {
    const city = uniqueCity('Page');
    for (const rating of [1, 2, 3]) await bookableHotel({ city, rating });
    const first = await search({ destination: city, limit: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, totalPages: 2 });
    expect(first.items).toHaveLength(2);
    const second = await search({ destination: city, limit: 2, page: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, totalPages: 2 });
    expect(second.items).toHaveLength(1);
    expect((await search({ destination: city, limit: 2, page: 5 })).items).toEqual([]);
  });

  describe('refuses bad input with a message for the field', () => {
    it.each([
      ['check-in in the past', { checkIn: isoDaysFromNow(-2), checkOut: isoDaysFromNow(3) }, 'checkIn', 'Check-in cannot be in the past.'],
      ['check-in over 2 years ahead', { checkIn: isoDaysFromNow(800), checkOut: isoDaysFromNow(801) }, 'checkIn', 'Check-in can be at most 2 years ahead.'],
      ['check-out on check-in', { checkOut: CHECK_IN }, 'checkOut', 'Check-out must be after check-in.'],
      ['check-out before check-in', { checkOut: addDays(CHECK_IN, -1) }, 'checkOut', 'Check-out must be after check-in.'],
      ['more than 30 nights', { checkOut: addDays(CHECK_IN, 31) }, 'checkOut', 'A stay can be at most 30 nights.'],
      ['no adult', { adults: 0 }, 'adults', 'At least 1 adult is required.'],
      ['too many adults', { adults: 31 }, 'adults', 'At most 30 adults.'],
      ['negative children', { children: -1 }, 'children', 'Children cannot be negative.'],
      ['no room', { rooms: 0 }, 'rooms', 'At least 1 room is required.'],
      ['too many rooms', { rooms: 11, adults: 11 }, 'rooms', 'At most 10 rooms.'],
      ['more rooms than adults', { rooms: 3, adults: 2 }, 'rooms', 'Each room needs at least one adult.'],
      ['a minimum above the maximum', { minPrice: 2000, maxPrice: 1000 }, 'minPrice', 'The minimum price cannot be above the maximum price.'],
      ['a negative price', { minPrice: -1 }, 'minPrice', 'Prices cannot be negative.'],
      ['a page size over 50', { limit: 51 }, 'limit', 'Limit must be at most 50.'],
    ])('%s', async (_case, change, field, message) => {
      const res = await anonymous.gql(SEARCH, { input: { checkIn: CHECK_IN, checkOut: CHECK_OUT, ...change } }).expect(200);
      expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    });

    it('reports several problems at once, each under its field', async () => {
      const res = await anonymous.gql(SEARCH, { input: { checkIn: isoDaysFromNow(-2), checkOut: isoDaysFromNow(-3), rooms: 2, adults: 1 } }).expect(200);
      expect(res.body.errors[0].extensions.fields).toEqual({
        checkIn: 'Check-in cannot be in the past.',
        checkOut: 'Check-out must be after check-in.',
        rooms: 'Each room needs at least one adult.',
      });
    });

    it('an impossible date', async () => {
      // Refused by the LocalDate scalar while Apollo reads the variables: HTTP 400, before any resolver.
      const res = await anonymous.gql(SEARCH, { input: { checkIn: '2031-02-30', checkOut: CHECK_OUT } }).expect(400);
      expect(res.body.errors[0].message).toContain('Dates must be real calendar dates written YYYY-MM-DD.');
    });
  });
});

describe('reserveStay', () => {
  it('stores a PENDING stay with its priced nights and holds one unit per room for every night', async () => {
    const { hotel, roomType, units } = await bookableHotel({ numbers: ['12', '11', '10'] });
    const res = await reserve({ hotelId: hotel.id, roomTypeId: roomType.id, adults: 3, children: 1, rooms: 2, specialRequests: 'Late arrival.' }, callers.customer);
    expect(res.body.errors).toBeUndefined();
    const booking = res.body.data.reserveStay;
    expect(booking).toMatchObject({
      kind: 'STAY',
      status: 'PENDING',
      title: `${hotel.name} · ${roomType.name}`,
      hotelId: hotel.id,
      hotelName: hotel.name,
      roomTypeId: roomType.id,
      roomTypeName: roomType.name,
      adults: 3,
      children: 1,
      rooms: 2,
      guests: 4,
      departureDate: CHECK_IN,
      returnDate: CHECK_OUT,
      total: 6000,
      currency: 'ZAR',
      // The customer never sees which rooms the hotel holds.
      roomNumbers: null,
    });
    expect(booking.reference).toMatch(/^UH-[2-9A-HJKMNP-Z]{6}$/);
    expect(booking.nights).toEqual([0, 1, 2].map((i) => ({ date: addDays(CHECK_IN, i), price: 1000, source: 'Base rate' })));

    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ kind: 'STAY', userId: expect.any(String), totalCents: 600_000, roomCount: 2, specialRequests: 'Late arrival.' });
    expect(await t.db.select().from(bookingNights).where(eq(bookingNights.bookingId, booking.id))).toHaveLength(3);
    const holds = await t.db.select().from(roomUnitNights).where(eq(roomUnitNights.bookingId, booking.id));
    expect(holds).toHaveLength(6);
    const heldUnits = new Set(holds.map((h) => h.roomUnitId));
    expect(heldUnits.size).toBe(2);
    // Lowest room numbers first, the same unit every night.
    expect([...heldUnits].sort()).toEqual(units.filter((u) => u.number !== '12').map((u) => u.id).sort());
  });

  it('is open to visitors who are not signed in', async () => {
    const { hotel, roomType } = await bookableHotel();
    const res = await reserve({ hotelId: hotel.id, roomTypeId: roomType.id });
    expect(res.body.errors).toBeUndefined();
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, res.body.data.reserveStay.id));
    expect(row!.userId).toBeNull();
  });

  it('refuses the last room twice: the second visitor hears it is no longer available, and nothing is written', async () => {
    const { hotel, roomType } = await bookableHotel({ numbers: ['7'] });
    const first = await reserve({ hotelId: hotel.id, roomTypeId: roomType.id });
    expect(first.body.errors).toBeUndefined();
    const before = (await t.db.select({ n: count() }).from(bookings))[0]!.n;
    const second = await reserve({ hotelId: hotel.id, roomTypeId: roomType.id, checkIn: addDays(CHECK_IN, 2), checkOut: addDays(CHECK_OUT, 2) });
    expect(second.body.errors[0]).toMatchObject({ message: 'Sorry, this room is no longer available for those dates.', extensions: { code: 'CONFLICT' } });
    expect((await t.db.select({ n: count() }).from(bookings))[0]!.n).toBe(before);
    // Back to back is fine: check-out day is free for the next guest.
    expect((await reserve({ hotelId: hotel.id, roomTypeId: roomType.id, checkIn: CHECK_OUT, checkOut: addDays(CHECK_OUT, 1) })).body.errors).toBeUndefined();
  });

  it('answers 409 over REST too', async () => {
    const { hotel, roomType } = await bookableHotel({ numbers: ['8'] });
    const body = { hotelId: hotel.id, roomTypeId: roomType.id, checkIn: CHECK_IN, checkOut: CHECK_OUT, ...guest() };
    const ok = await request(t.http).post('/api/stays/reservations').send(body).expect(201);
    expect(ok.body).toMatchObject({ _id: ok.body.id, kind: 'STAY', status: 'PENDING', total: 3000 });
    const refused = await request(t.http).post('/api/stays/reservations').send(body).expect(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', message: 'Sorry, this room is no longer available for those dates.' });
  });

  it.each([
    ['missing full name', { fullName: '' }, 'fullName', 'Full name is required.'],
    ['a malformed email', { email: 'thandi@' }, 'email', 'Enter a valid email address.'],
    ['a malformed phone', { phone: 'call me' }, 'phone', 'Enter a valid phone number, for example +27 82 555 0123.'],
    ['check-in in the past', { checkIn: isoDaysFromNow(-2) }, 'checkIn', 'Check-in cannot be in the past.'],
    ['more rooms than adults', { rooms: 2 }, 'rooms', 'Each room needs at least one adult.'],
    ['a party too big for the room type', { adults: 3 }, 'rooms', 'Sleeps 2 per room: add a room or choose another room type.'],
  ])('refuses %s and writes nothing', async (_case, change, field, message) => {
    const { hotel, roomType } = await bookableHotel();
    const before = (await t.db.select({ n: count() }).from(bookings))[0]!.n;
    const res = await reserve({ hotelId: hotel.id, roomTypeId: roomType.id, ...change });
    expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    expect((await t.db.select({ n: count() }).from(bookings))[0]!.n).toBe(before);
  });

  it('refuses a room type of another hotel', async () => {
    const { hotel } = await bookableHotel();
    const other = await bookableHotel();
    const res = await reserve({ hotelId: hotel.id, roomTypeId: other.roomType.id });
    expect(res.body.errors[0]).toMatchObject({ message: 'Room type not found.', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('the hotel side: reservations, confirm, cancel', () => {
  let hotel: HotelRow;
  let roomType: RoomTypeRow;

  beforeAll(async () => {
    ({ hotel, roomType } = await bookableHotel({ numbers: ['5'], managerId: managerA.id }));
  });

  async function reserveOne(caller: Caller = anonymous): Promise<string> {
    const res = await reserve({ hotelId: hotel.id, roomTypeId: roomType.id }, caller);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.reserveStay.id as string;
  }

  it('cancelling frees the nights: the same room can be reserved again', async () => {
    const id = await reserveOne(callers.customer);
    expect((await reserve({ hotelId: hotel.id, roomTypeId: roomType.id })).body.errors[0].extensions.code).toBe('CONFLICT');
    const cancelled = await callers.customer.gql(CANCEL, { id }).expect(200);
    expect(cancelled.body.data.cancelReservation).toEqual({ id, status: 'CANCELLED' });
    expect(await t.db.select().from(roomUnitNights).where(eq(roomUnitNights.bookingId, id))).toEqual([]);
    const again = await reserveOne();
    await callers.managerA.gql(CANCEL, { id: again }).expect(200);
  });

  it('only the hotel side confirms; a manager of another hotel, a customer and a visitor are refused', async () => {
    const id = await reserveOne(callers.customer);
    const other = await callers.managerB.gql(CONFIRM, { id }).expect(200);
    expect(other.body.errors[0]).toMatchObject({ message: 'You do not manage this hotel.', extensions: { code: 'FORBIDDEN' } });
    expect((await callers.customer.gql(CONFIRM, { id }).expect(200)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await anonymous.gql(CONFIRM, { id }).expect(200)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.status).toBe('PENDING');

    expect((await callers.managerA.gql(CONFIRM, { id }).expect(200)).body.data.confirmReservation).toEqual({ id, status: 'CONFIRMED' });
    const twice = await callers.staff.gql(CONFIRM, { id }).expect(200);
    expect(twice.body.errors[0]).toMatchObject({ message: 'This reservation is already confirmed.', extensions: { code: 'CONFLICT' } });
    await callers.admin.gql(CANCEL, { id }).expect(200);
  });

  it('cancelling: the customer who made it, the hotel side; not another customer or another manager', async () => {
    const id = await reserveOne(callers.customer);
    for (const caller of [callers.otherCustomer, callers.managerB]) {
      expect((await caller.gql(CANCEL, { id }).expect(200)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    expect((await callers.staff.gql(CANCEL, { id }).expect(200)).body.data.cancelReservation.status).toBe('CANCELLED');
    const again = await callers.customer.gql(CANCEL, { id }).expect(200);
    expect(again.body.errors[0]).toMatchObject({ message: 'This reservation is already cancelled.', extensions: { code: 'CONFLICT' } });
    const confirm = await callers.managerA.gql(CONFIRM, { id }).expect(200);
    expect(confirm.body.errors[0]).toMatchObject({ message: 'A cancelled reservation cannot be confirmed.', extensions: { code: 'CONFLICT' } });
    // A visitor's reservation (no account) is cancelled by the hotel only.
    const anonymous = await reserveOne();
    expect((await callers.customer.gql(CANCEL, { id: anonymous }).expect(200)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    await callers.managerA.gql(CANCEL, { id: anonymous }).expect(200);
  });

  it('hotelReservations: a manager sees their hotels only; room numbers for the hotel side, never the customer', async () => {
    const id = await reserveOne(callers.customer);
    const LIST = `query($hotelId: ID, $status: BookingStatus) { hotelReservations(hotelId: $hotelId, status: $status) { id hotelId status roomNumbers nights { date price } } }`;
    const mine = await callers.managerA.gql(LIST, {}).expect(200);
    expect(mine.body.errors).toBeUndefined();
    const found = mine.body.data.hotelReservations.find((b: { id: string }) => b.id === id);
    expect(found).toMatchObject({ hotelId: hotel.id, status: 'PENDING', roomNumbers: ['5'] });
    expect(found.nights).toHaveLength(3);
    expect(mine.body.data.hotelReservations.every((b: { hotelId: string }) => b.hotelId === hotel.id)).toBe(true);

    const pendingOnly = await callers.managerA.gql(LIST, { hotelId: hotel.id, status: 'CANCELLED' }).expect(200);
    expect(pendingOnly.body.data.hotelReservations.map((b: { id: string }) => b.id)).not.toContain(id);

    const theirs = await callers.managerB.gql(LIST, {}).expect(200);
    expect(theirs.body.data.hotelReservations.map((b: { id: string }) => b.id)).not.toContain(id);
    const asked = await callers.managerB.gql(LIST, { hotelId: hotel.id }).expect(200);
    expect(asked.body.errors[0]).toMatchObject({ message: 'You do not manage this hotel.', extensions: { code: 'FORBIDDEN' } });
    expect((await callers.customer.gql(LIST, {}).expect(200)).body.errors[0].extensions.code).toBe('FORBIDDEN');

    const staff = await callers.staff.gql(LIST, { hotelId: hotel.id }).expect(200);
    expect(staff.body.data.hotelReservations.find((b: { id: string }) => b.id === id).roomNumbers).toEqual(['5']);

    const MY = `{ myBookings { id kind roomNumbers nights { date } } }`;
    const own = await callers.customer.gql(MY, {}).expect(200);
    expect(own.body.data.myBookings.find((b: { id: string }) => b.id === id)).toMatchObject({ kind: 'STAY', roomNumbers: null });
    await callers.customer.gql(CANCEL, { id }).expect(200);
    const holds = await t.db.select().from(roomUnitNights).where(and(eq(roomUnitNights.bookingId, id)));
    expect(holds).toEqual([]);
  });
});

describe('GET /api/hotels', () => {
  it('lists the hotels of a city in the spec shape, cheapest first, within min and max', async () => {
    const city = uniqueCity('Rest');
    const cheap = await bookableHotel({ city, baseRateCents: 80_000 });
    const dear = await bookableHotel({ city, baseRateCents: 450_000 });
    const res = await request(t.http).get('/api/hotels').query({ city: city.toUpperCase() }).expect(200);
    expect(res.body).toEqual([
      {
        _id: cheap.hotel.id,
        name: cheap.hotel.name,
        type: 'Hotel',
        city,
        address: cheap.hotel.address,
        distance: 0,
        desc: cheap.hotel.description,
        photos: [],
        rating: 4,
        cheapestPrice: 800,
      },
      expect.objectContaining({ _id: dear.hotel.id, cheapestPrice: 4500 }),
    ]);
    expect((await request(t.http).get('/api/hotels').query({ city, min: 1000 }).expect(200)).body.map((h: { _id: string }) => h._id)).toEqual([dear.hotel.id]);
    expect((await request(t.http).get('/api/hotels').query({ city, max: 4000 }).expect(200)).body.map((h: { _id: string }) => h._id)).toEqual([cheap.hotel.id]);
    const twoNights = await request(t.http).get('/api/hotels').query({ city, checkIn: CHECK_IN, checkOut: addDays(CHECK_IN, 2), adults: 2 }).expect(200);
    expect(twoNights.body).toHaveLength(2);
  });

  it('without a city lists every hotel, also those with nothing free', async () => {
    const { hotel } = await bookableHotel({ numbers: [] });
    const res = await request(t.http).get('/api/hotels').expect(200);
    expect(res.body.find((h: { _id: string }) => h._id === hotel.id)).toMatchObject({ name: hotel.name, cheapestPrice: null });
  });

  it('refuses bad query values with 400', async () => {
    const res = await request(t.http).get('/api/hotels').query({ city: 'x', min: 'cheap' }).expect(400);
    expect(res.body.fields.min).toBe('Minimum price must be a number.');
    const order = await request(t.http).get('/api/hotels').query({ min: 3000, max: 100 }).expect(400);
    expect(order.body.fields.min).toBe('The minimum price cannot be above the maximum price.');
  });
});
