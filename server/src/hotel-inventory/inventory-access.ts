/**
 * Checks every inventory service makes before touching a row under a hotel. Ownership itself is
 * hotels/hotel-ownership.ts (the one rule); this adds the existence checks and the cross-hotel
 * reference checks around it, so no service can forget one of them.
 */
import { and, asc, eq, gte, isNotNull, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.js';
import { todayInSouthAfrica } from '../common/dates.js';
import { parseEntityId, type EntityId } from '../common/entity-id.js';
import { badInput, notFound } from '../common/errors.js';
import type { Database, Transaction } from '../db/client.js';
import { hotels, rateTypes, roomTypes, roomUnitNights, roomUnits } from '../db/schema.js';
import { HOTEL_NOT_FOUND } from '../hotels/hotel.mapper.js';
import { assertManagesHotel } from '../hotels/hotel-ownership.js';
import type { RateTypeRow, RoomTypeRow } from './inventory.mapper.js';

export type Runner = Database | Transaction;

export const ROOM_TYPE_ELSEWHERE = 'That room type belongs to another hotel.';
export const RATE_TYPE_ELSEWHERE = 'That rate type belongs to another hotel.';

/**
 * The caller manages `hotelId` and the hotel exists. Ownership first, so a manager learns nothing
 * about hotels that are not theirs (FORBIDDEN either way). Answers the hotel id in its canonical form, for
 * the writes and comparisons that follow (an input may spell it in upper case).
 */
export async function assertManagedHotel(db: Runner, user: AuthUser, hotelId: string): Promise<EntityId> {
  const id = parseEntityId(hotelId);
  if (!id) throw notFound(HOTEL_NOT_FOUND);
  await assertManagesHotel(db, user, id);
  const [hotel] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, id)).limit(1);
  if (!hotel) throw notFound(HOTEL_NOT_FOUND);
  return id;
}

/** The room type an input names (any spelling of its id), which must be of `hotelId` (the hotel of the row being written). */
export async function roomTypeOfHotel(db: Runner, roomTypeId: string, hotelId: EntityId, field = 'roomTypeId'): Promise<RoomTypeRow> {
  const id = parseEntityId(roomTypeId);
  const [row] = id ? await db.select().from(roomTypes).where(eq(roomTypes.id, id)).limit(1) : [];
  if (!row) throw badInput('That room type does not exist.', { [field]: 'That room type does not exist.' });
  if (row.hotelId !== hotelId) throw badInput(ROOM_TYPE_ELSEWHERE, { [field]: ROOM_TYPE_ELSEWHERE });
  return row;
}

/** The rate type an input names: of `hotelId`, and priced for `roomTypeId`. */
export async function rateTypeOfRoomType(
  db: Runner,
  rateTypeId: string,
  hotelId: EntityId,
  roomTypeId: EntityId,
  field = 'rateTypeId',
): Promise<RateTypeRow> {
  const id = parseEntityId(rateTypeId);
  const [row] = id ? await db.select().from(rateTypes).where(eq(rateTypes.id, id)).limit(1) : [];
  if (!row) throw badInput('That rate type does not exist.', { [field]: 'That rate type does not exist.' });
  if (row.hotelId !== hotelId) throw badInput(RATE_TYPE_ELSEWHERE, { [field]: RATE_TYPE_ELSEWHERE });
  if (row.roomTypeId !== roomTypeId) {
    const message = 'That rate type is for another room type.';
    throw badInput(message, { [field]: message });
  }
  return row;
}

/**
 * Locks the room units matching `units` (FOR UPDATE) and answers the first stay night they hold
 * from today on, if any. The lock makes the check hold until commit: a stay being reserved on one of
 * these units (its insert takes a key-share lock on the unit) waits for us or is seen by us.
 */
export async function firstFutureStayHold(tx: Transaction, units: SQL): Promise<{ number: string; night: string } | undefined> {
  await tx.select({ id: roomUnits.id }).from(roomUnits).where(units).for('update');
  const [hold] = await tx
    .select({ number: roomUnits.number, night: roomUnitNights.night })
    .from(roomUnitNights)
    .innerJoin(roomUnits, eq(roomUnits.id, roomUnitNights.roomUnitId))
    .where(and(units, isNotNull(roomUnitNights.bookingId), gte(roomUnitNights.night, todayInSouthAfrica())))
    .orderBy(asc(roomUnitNights.night), asc(roomUnits.number))
    .limit(1);
  return hold;
}

/** Natural order of room numbers: 2, 10, 101, 1001, A1, A2, A10. */
export const compareRoomNumbers = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;
