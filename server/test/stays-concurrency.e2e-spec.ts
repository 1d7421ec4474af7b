/**
 * No overbooking under load: 50 visitors reserve the last free room of a night at the same moment,
 * over HTTP. Exactly one gets it; the other 49 hear it is gone; the database holds one booking and
 * its nights, nothing else. On PostgreSQL (CI runs this file again with DATABASE_URL) the requests
 * really race on several connections and the room_unit_nights primary key decides; on PGlite they
 * queue on its single connection, which must give the same answer.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { addDays } from '../src/common/dates.js';
import { bookingNights, bookings, roomUnitNights } from '../src/db/schema.js';
import { createHotel, createRoom, createRoomType, isoDaysFromNow } from './support/factories.js';
import { graphqlRequest } from './support/graphql.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const RESERVE = `mutation($input: ReserveStayInput!) { reserveStay(input: $input) { id status } }`;
const ATTEMPTS = 50;

it('50 simultaneous reservations of the last free room: one succeeds, 49 get CONFLICT', async () => {
  const night = isoDaysFromNow(40);
  const hotel = await createHotel(t.db);
  const roomType = await createRoomType(t.db, hotel.id, { capacity: 2 });
  // Three units; two are already held that night (a stay of another hotel's guest and a manager block),
  // so exactly one is free.
  const { units } = await createRoom(t.db, roomType, ['301', '302', '303']);
  const [other] = await t.db
    .insert(bookings)
    .values({
      reference: 'UH-CONC01',
      kind: 'STAY',
      fullName: 'Earlier Guest',
      email: 'earlier@example.test',
      phone: '+27 82 555 0100',
      guests: 1,
      departureDate: night,
      returnDate: addDays(night, 1),
      hotelId: hotel.id,
      roomTypeId: roomType.id,
      hotelName: hotel.name,
      roomTypeName: roomType.name,
      adults: 1,
      children: 0,
      roomCount: 1,
      totalCents: 100_000,
      currency: 'ZAR',
    })
    .returning();
  await t.db.insert(roomUnitNights).values([
    { roomUnitId: units[0]!.id, night, bookingId: other!.id },
    { roomUnitId: units[1]!.id, night, bookingId: null },
  ]);

  const input = {
    hotelId: hotel.id,
    roomTypeId: roomType.id,
    checkIn: night,
    checkOut: addDays(night, 1),
    adults: 2,
    fullName: 'Racing Visitor',
    email: 'race@example.co.za',
    phone: '+27 82 555 0123',
  };
  const responses = await Promise.all(Array.from({ length: ATTEMPTS }, () => graphqlRequest(t.http, RESERVE, { input })));

  expect(responses.every((r) => r.status === 200)).toBe(true);
  const won = responses.filter((r) => r.body.data?.reserveStay);
  const lost = responses.filter((r) => r.body.errors);
  expect(won).toHaveLength(1);
  expect(lost).toHaveLength(ATTEMPTS - 1);
  for (const r of lost) {
    expect(r.body.errors[0]).toMatchObject({
      message: 'Sorry, this room is no longer available for those dates.',
      extensions: { code: 'CONFLICT' },
    });
  }

  const winner = won[0]!.body.data.reserveStay as { id: string; status: string };
  expect(winner.status).toBe('PENDING');
  const stays = await t.db.select().from(bookings).where(eq(bookings.roomTypeId, roomType.id));
  expect(stays.map((b) => b.id).sort()).toEqual([other!.id, winner.id].sort());
  expect(await t.db.select().from(roomUnitNights).where(eq(roomUnitNights.bookingId, winner.id))).toEqual([
    { roomUnitId: units[2]!.id, night, bookingId: winner.id },
  ]);
  expect(await t.db.select().from(bookingNights).where(eq(bookingNights.bookingId, winner.id))).toHaveLength(1);
});
