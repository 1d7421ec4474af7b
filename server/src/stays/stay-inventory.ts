/**
 * Reads shared by the hotel page and the reservation: what prices a room type for a stay, and which
 * room units are free for it. Both take any query runner, so the reservation runs them inside its
 * transaction.
 */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { rates, rateTypes, rooms, roomUnits } from '../db/schema.js';
import type { RoomTypePricing } from './nightly-price.js';

export type Runner = Database | Transaction;

/** Base rate, rate types and the dated rates of the stay's nights, for each room type. */
export async function loadPricing(
  db: Runner,
  roomTypes: readonly { id: string; baseRateCents: number }[],
  checkIn: string,
  checkOut: string,
): Promise<Map<string, RoomTypePricing>> {
  const ids = roomTypes.map((rt) => rt.id);
  const pricing = new Map<string, RoomTypePricing & { rateTypes: RoomTypePricing['rateTypes'][number][]; rates: RoomTypePricing['rates'][number][] }>(
    roomTypes.map((rt) => [rt.id, { baseRateCents: rt.baseRateCents, rateTypes: [], rates: [] }]),
  );
  if (!ids.length) return pricing;
  const [typeRows, rateRows] = await Promise.all([
    db.select().from(rateTypes).where(inArray(rateTypes.roomTypeId, ids)),
    db
      .select({ rate: rates, typeName: rateTypes.name, typeActive: rateTypes.active })
      .from(rates)
      .leftJoin(rateTypes, eq(rateTypes.id, rates.rateTypeId))
      .where(and(inArray(rates.roomTypeId, ids), gte(rates.date, checkIn), lt(rates.date, checkOut))),
  ]);
  for (const t of typeRows) {
    pricing.get(t.roomTypeId)?.rateTypes.push({
      name: t.name,
      active: t.active,
      singleRateCents: t.singleRateCents,
      doubleRateCents: t.doubleRateCents,
      groupRateCents: t.groupRateCents,
    });
  }
  for (const { rate, typeName, typeActive } of rateRows) {
    pricing.get(rate.roomTypeId)?.rates.push({
      date: rate.date,
      rateType: typeName === null || typeActive === null ? null : { name: typeName, active: typeActive },
      rackRateSingleCents: rate.rackRateSingleCents,
      rackRateDoubleCents: rate.rackRateDoubleCents,
      rackRateGroupCents: rate.rackRateGroupCents,
    });
  }
  return pricing;
}

/**
 * Room units of these room types that can take the stay: the room is active, sleeps `perRoom`, and
 * nobody (no stay, no manager block) holds the unit on any night in [checkIn, checkOut).
 */
export function freeUnitsQuery(db: Runner, roomTypeIds: string[], checkIn: string, checkOut: string, perRoom: number) {
  return db
    .select({ unitId: roomUnits.id, number: roomUnits.number, roomTypeId: rooms.roomTypeId })
    .from(roomUnits)
    .innerJoin(rooms, eq(rooms.id, roomUnits.roomId))
    .where(
      and(
        inArray(rooms.roomTypeId, roomTypeIds),
        eq(rooms.active, true),
        gte(rooms.maxPeople, perRoom),
        sql`not exists (select 1 from room_unit_nights held where held.room_unit_id = ${roomUnits.id}
                        and held.night >= ${checkIn} and held.night < ${checkOut})`,
      ),
    )
    .orderBy(asc(roomUnits.number), asc(roomUnits.id));
}

/** How many units of each room type are free for the stay. */
export async function countFreeUnits(db: Runner, roomTypeIds: string[], checkIn: string, checkOut: string, perRoom: number): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (!roomTypeIds.length) return counts;
  for (const unit of await freeUnitsQuery(db, roomTypeIds, checkIn, checkOut, perRoom)) {
    counts.set(unit.roomTypeId, (counts.get(unit.roomTypeId) ?? 0) + 1);
  }
  return counts;
}
