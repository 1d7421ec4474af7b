/**
 * Issue 16's walk-around: a manager moved a room holding future stays to another room type, then deleted
 * the original type, leaving reservations pointing at nothing and their nights on another type's units.
 * Performed both ways, through the API (the services refuse with a clear message) and with plain SQL (the
 * database's triggers refuse, drizzle/0010_stay_integrity.sql), and refused both times; the same moves
 * without future stays still work, so the rules refuse only what they should.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { addDays, todayInSouthAfrica } from '../src/common/dates.js';
import { databaseRuleRefusal } from '../src/common/database-rules.js';
import { bookings, hotels, roomTypes, roomUnitNights, roomUnits, rooms, type HotelRow } from '../src/db/schema.js';
import { createHotel, createRoom, createRoomType, uniqueName, type RoomTypeRow } from './support/factories.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';

let t: TestApp;
let manager: Caller;
let hotel: HotelRow;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.as('HOTEL_MANAGER');
  hotel = await createHotel(t.db, { managerId: manager.user!.id });
});
afterAll(async () => {
  await t.close();
});

/** A stay of `roomType` holding one night on `unitId`, as a reservation writes it. */
async function holdStay(roomType: RoomTypeRow, unitId: string, night: string): Promise<string> {
  const [booking] = await t.db
    .insert(bookings)
    .values({
      reference: uniqueName('UH').slice(0, 12),
      kind: 'STAY',
      fullName: 'Thandi Nkosi',
      email: 'thandi@example.co.za',
      phone: '+27 82 555 0101',
      guests: 2,
      departureDate: night,
      returnDate: addDays(night, 1),
      hotelId: roomType.hotelId,
      roomTypeId: roomType.id,
      hotelName: hotel.name,
      roomTypeName: roomType.name,
      adults: 2,
      children: 0,
      roomCount: 1,
      totalCents: 100_000,
      currency: 'ZAR',
    })
    .returning();
  await t.db.insert(roomUnitNights).values({ roomUnitId: unitId, night, bookingId: booking!.id });
  return booking!.id;
}

/** Two room types of the hotel and a room of the first with one number holding a stay on `night`. */
async function heldRoom(night: string) {
  const original = await createRoomType(t.db, hotel.id, { name: uniqueName('Garden') });
  const other = await createRoomType(t.db, hotel.id, { name: uniqueName('Sea view') });
  const { room, units } = await createRoom(t.db, original, [uniqueName('G')]);
  const bookingId = await holdStay(original, units[0]!.id, night);
  return { original, other, room, unit: units[0]!, bookingId };
}

const future = () => addDays(todayInSouthAfrica(), 10);

/** The hotel's manager calls the API: its data and first error. */
async function asManager(query: string, variables: Record<string, unknown>) {
  const res = await manager.gql(query, variables);
  return { data: res.body.data, error: res.body.errors?.[0] as { message: string; extensions: { code: string } } | undefined };
}
const UPDATE_ROOM = `mutation($id: ID!, $input: UpdateRoomInput!) { updateRoom(id: $id, input: $input) { id roomTypeId } }`;
const DELETE_ROOM_TYPE = `mutation($id: ID!) { deleteRoomType(id: $id) }`;

/** The database's refusal of a statement: its SQLSTATE and the API error it maps to (or what it threw). */
async function refusalOf(statement: Promise<unknown>) {
  try {
    await statement;
  } catch (error) {
    const mapped = databaseRuleRefusal(error);
    if (!mapped) throw error;
    return { code: mapped.code, message: mapped.message };
  }
  return undefined;
}

describe('a room holding future stays', () => {
  it('cannot be moved to another room type through the API, so its type cannot then be deleted', async () => {
    const night = future();
    const { original, other, room, unit } = await heldRoom(night);
    const moved = `Room ${unit.number} is reserved on ${night}; a room with reservations cannot move to another room type or hotel. Cancel them first.`;

    const move = await asManager(UPDATE_ROOM, { id: room.id, input: { roomTypeId: other.id, title: room.title, maxPeople: 2, roomNumbers: [unit.number] } });
    expect(move.error).toMatchObject({ message: moved, extensions: { code: 'CONFLICT' } });
    const restMove = await request(t.http)
      .put(`/api/rooms/${room.id}`)
      .set('authorization', `Bearer ${manager.token!}`)
      .send({ roomType: other.id, title: room.title, maxPeople: 2, roomNumbers: unit.number });
    expect(restMove.status).toBe(409);
    expect(restMove.body.message).toBe(moved);

    const remove = await asManager(DELETE_ROOM_TYPE, { id: original.id });
    expect(remove.error).toMatchObject({
      message: `Room ${unit.number} of this room type is reserved on ${night}; cancel its reservations first.`,
      extensions: { code: 'CONFLICT' },
    });
    expect((await t.db.select().from(rooms).where(eq(rooms.id, room.id)))[0]!.roomTypeId).toBe(original.id);
    expect(await t.db.select().from(roomTypes).where(eq(roomTypes.id, original.id))).toHaveLength(1);
  });

  it('cannot be moved or deleted with plain SQL either: the database refuses, and the API maps it to CONFLICT', async () => {
    const night = future();
    const { original, other, room, unit, bookingId } = await heldRoom(night);
    const { room: otherRoom } = await createRoom(t.db, other, [uniqueName('S')]);
    const otherHotel = await createHotel(t.db);

    const moveRoom = await refusalOf(t.db.execute(sql`update rooms set room_type_id = ${other.id} where id = ${room.id}`));
    expect(moveRoom).toEqual({
      code: 'CONFLICT',
      message: `Room ${unit.number} is reserved on ${night}; a room with reservations cannot move to another room type or hotel. Cancel them first.`,
    });
    expect(await refusalOf(t.db.update(rooms).set({ hotelId: otherHotel.id }).where(eq(rooms.id, room.id)))).toMatchObject({ code: 'CONFLICT' });
    // The number alone, into a room of another type.
    expect(await refusalOf(t.db.update(roomUnits).set({ roomId: otherRoom.id }).where(eq(roomUnits.id, unit.id)))).toMatchObject({ code: 'CONFLICT' });

    const deleteType = await refusalOf(t.db.execute(sql`delete from room_types where id = ${original.id}`));
    expect(deleteType).toEqual({ code: 'CONFLICT', message: `Room ${unit.number} of this room type is reserved on ${night}; cancel its reservations first.` });
    expect(await refusalOf(t.db.update(roomTypes).set({ hotelId: otherHotel.id }).where(eq(roomTypes.id, original.id)))).toMatchObject({ code: 'CONFLICT' });
    for (const statement of [t.db.delete(rooms).where(eq(rooms.id, room.id)), t.db.delete(roomUnits).where(eq(roomUnits.id, unit.id))]) {
      expect(await refusalOf(statement)).toEqual({ code: 'CONFLICT', message: `Room ${unit.number} is reserved on ${night}; cancel its reservations first.` });
    }
    // Its hotel cascades to several held rooms (other tests'), whichever is reached first is named.
    expect(await refusalOf(t.db.delete(hotels).where(eq(hotels.id, hotel.id)))).toMatchObject({ code: 'CONFLICT' });

    const [kept] = await t.db.select().from(rooms).where(eq(rooms.id, room.id));
    expect(kept).toMatchObject({ roomTypeId: original.id, hotelId: hotel.id });
    expect(await t.db.select().from(roomUnitNights).where(eq(roomUnitNights.bookingId, bookingId))).toEqual([{ roomUnitId: unit.id, night, bookingId }]);
  });

  it('a stay type whose nights already sit on another type (moved before this rule) still keeps its type', async () => {
    const night = future();
    const original = await createRoomType(t.db, hotel.id, { name: uniqueName('Old') });
    const other = await createRoomType(t.db, hotel.id, { name: uniqueName('New') });
    const { units } = await createRoom(t.db, other, [uniqueName('M')]);
    // Such rows cannot be written any more (next test); make them as an older version left them.
    await t.db.execute(sql`alter table room_unit_nights disable trigger room_unit_nights_same_room_type`);
    try {
      await holdStay(original, units[0]!.id, night);
    } finally {
      await t.db.execute(sql`alter table room_unit_nights enable trigger room_unit_nights_same_room_type`);
    }
    expect(await refusalOf(t.db.delete(roomTypes).where(eq(roomTypes.id, original.id)))).toEqual({
      code: 'CONFLICT',
      message: `Room ${units[0]!.number} of this room type is reserved on ${night}; cancel its reservations first.`,
    });
  });

  it("a stay's nights can only be held on units of its own room type", async () => {
    const { other, bookingId } = await heldRoom(future());
    const { units } = await createRoom(t.db, other, [uniqueName('X')]);
    const night = addDays(future(), 1);
    const wrong = await refusalOf(t.db.insert(roomUnitNights).values({ roomUnitId: units[0]!.id, night, bookingId }));
    expect(wrong).toEqual({ code: 'CONFLICT', message: `Room ${units[0]!.number} is not of the reserved room type; its night ${night} cannot be held for this stay.` });
    // A night the manager blocks (no booking) is no stay: any unit.
    await t.db.insert(roomUnitNights).values({ roomUnitId: units[0]!.id, night, bookingId: null });
  });
});

describe('without future stays the same moves work', () => {
  it('a room whose stays are past moves to another type, through the API and in SQL, and the emptied type can be deleted', async () => {
    const past = addDays(todayInSouthAfrica(), -2);
    const { original, other, room, unit } = await heldRoom(past);
    const move = await asManager(UPDATE_ROOM, { id: room.id, input: { roomTypeId: other.id, title: room.title, maxPeople: 2, roomNumbers: [unit.number] } });
    expect(move.error).toBeUndefined();
    expect(move.data.updateRoom).toEqual({ id: room.id, roomTypeId: other.id });
    await t.db.execute(sql`update rooms set room_type_id = ${original.id} where id = ${room.id}`);
    await t.db.execute(sql`update rooms set room_type_id = ${other.id} where id = ${room.id}`);
    expect((await asManager(DELETE_ROOM_TYPE, { id: original.id })).data).toEqual({ deleteRoomType: original.id });
  });

  it('once its stay is cancelled (nights freed) a room type is deleted', async () => {
    const { original, bookingId } = await heldRoom(future());
    await t.db.delete(roomUnitNights).where(eq(roomUnitNights.bookingId, bookingId));
    expect((await asManager(DELETE_ROOM_TYPE, { id: original.id })).data).toEqual({ deleteRoomType: original.id });
  });
});
