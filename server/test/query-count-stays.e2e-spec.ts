/**
 * No N+1 queries on the stays pages: the stay search (the /hotels list) and the hotel page cost the
 * same few SQL statements whether they show 2 hotels or 10, 1 room type or 8, with every nested field
 * a client may ask (the hotel's room types, amenities and activities, each room type's nights).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { activities, amenities, type HotelRow } from '../src/db/schema.js';
import { createHotel, createRate, createRateType, createRoom, createRoomType, isoDaysFromNow } from './support/factories.js';
import { loadConfig } from '../src/config/config.js';
import { graphqlRequest } from './support/graphql.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  // What the database is asked: every request must reach it.
  t = await createTestApp({ responseCache: loadConfig({ DATA_DIR: 'memory://', RESPONSE_CACHE: 'off' }).responseCache });
});
afterAll(async () => {
  await t.close();
});

const CHECK_IN = isoDaysFromNow(20);
const CHECK_OUT = isoDaysFromNow(27);

/** A city name no other test uses. */
function uniqueCity(): string {
  return `Countcity${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
}

/** A bookable hotel with `roomTypes` room types, each with rate types, dated rates, rooms; and amenities and activities. */
async function hotelWith(city: string, roomTypes: number): Promise<HotelRow> {
  const hotel = await createHotel(t.db, { city });
  for (let i = 0; i < roomTypes; i++) {
    const roomType = await createRoomType(t.db, hotel.id, { name: `Type ${i}`, capacity: 2, baseRateCents: 90_000 + i * 1_000 });
    await createRoom(t.db, roomType, [`${i}01`, `${i}02`], { maxPeople: 2 });
    await createRateType(t.db, roomType, { name: 'Rack Rate' });
    const weekend = await createRateType(t.db, roomType, { name: 'Weekend Rate' });
    await createRate(t.db, roomType, { date: CHECK_IN });
    await createRate(t.db, roomType, { date: isoDaysFromNow(22), rateTypeId: weekend.id });
  }
  await t.db.insert(amenities).values([
    { hotelId: hotel.id, name: 'Pool' },
    { hotelId: hotel.id, name: 'Spa' },
  ]);
  await t.db.insert(activities).values({ hotelId: hotel.id, name: 'Walk', duration: '2 hours', maxParticipants: 10 });
  return hotel;
}

const HOTEL_NESTED = `amenities { id name description } activities { id name duration maxParticipants price }
  roomTypes { id name capacity baseRate amenities photos }`;

/** The web's StaySearch document (/hotels), with every nested list of the hotel on top. */
const SEARCH = `query($input: StaySearchInput!) {
  staySearch(input: $input) {
    items {
      hotel { id name type city photos description rating distanceFromCentreM ${HOTEL_NESTED} }
      cheapestRoomTypeId cheapestNightly cheapestTotal nights
    }
    total page totalPages
  }
}`;

/** The web's StayHotel and StayAvailability documents (the hotel page), in one request, every nested field. */
const HOTEL_PAGE = `query($id: ID!, $input: StayAvailabilityInput!) {
  hotel(id: $id) { id name type address city country photos description rating distanceFromCentreM ${HOTEL_NESTED} }
  stayAvailability(input: $input) {
    hotel { id name ${HOTEL_NESTED} }
    checkIn checkOut nights adults children rooms
    roomTypes {
      roomType { id name description capacity amenities photos }
      available unitsFree reason nights { date price source } nightly total
    }
  }
}`;

async function count(query: string, variables: Record<string, unknown>): Promise<{ count: number; body: { data: Record<string, unknown> } }> {
  const { result, count } = await t.queries.during(() => graphqlRequest(t.http, query, variables).expect(200));
  expect(result.body.errors).toBeUndefined();
  return { count, body: result.body as { data: Record<string, unknown> } };
}

describe('stays: a fixed number of queries', () => {
  it('the stay search costs the same for 2 hotels as for 10, nested lists included', async () => {
    const [few, many] = [uniqueCity(), uniqueCity()];
    for (let i = 0; i < 2; i++) await hotelWith(few, 2);
    for (let i = 0; i < 10; i++) await hotelWith(many, 2);
    const input = (destination: string) => ({ input: { destination, checkIn: CHECK_IN, checkOut: CHECK_OUT, adults: 2, limit: 20 } });

    const small = await count(SEARCH, input(few));
    const large = await count(SEARCH, input(many));

    const items = (body: { data: Record<string, unknown> }) => (body.data.staySearch as { items: { hotel: { roomTypes: unknown[]; amenities: unknown[] } }[] }).items;
    expect(items(small.body)).toHaveLength(2);
    expect(items(large.body)).toHaveLength(10);
    expect(items(large.body).every((i) => i.hotel.roomTypes.length === 2 && i.hotel.amenities.length === 2)).toBe(true);
    expect(large.count).toBe(small.count);
    // The search (in a transaction that turns JIT off), the page's hotels, and one query per nested list.
    expect(large.count).toBeLessThanOrEqual(9);
  });

  it('the hotel page costs the same for 1 room type as for 8, nested lists included', async () => {
    const city = uniqueCity();
    const [one, eight] = [await hotelWith(city, 1), await hotelWith(city, 8)];
    const variables = (hotel: HotelRow) => ({ id: hotel.id, input: { hotelId: hotel.id, checkIn: CHECK_IN, checkOut: CHECK_OUT, adults: 2 } });

    const small = await count(HOTEL_PAGE, variables(one));
    const large = await count(HOTEL_PAGE, variables(eight));

    const roomTypes = (body: { data: Record<string, unknown> }) =>
      (body.data.stayAvailability as { roomTypes: { available: boolean; nights: unknown[] }[] }).roomTypes;
    expect(roomTypes(small.body)).toHaveLength(1);
    expect(roomTypes(large.body)).toHaveLength(8);
    expect(roomTypes(large.body).every((r) => r.available && r.nights.length === 7)).toBe(true);
    expect(large.count).toBe(small.count);
    // hotel: 1 + 3 nested lists; stayAvailability: the hotel and one statement for every room type's
    // prices and free units, + 3 nested lists (the two hotel fields share their loaders).
    expect(large.count).toBeLessThanOrEqual(6);
  });
});
