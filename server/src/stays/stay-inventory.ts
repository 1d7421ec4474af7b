/**
 * Reads shared by the hotel page and the reservation: what prices a room type for a stay, and which
 * room units are free for it. Both take any query runner, so the reservation runs them inside its
 * transaction.
 */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { rates, rateTypes, rooms, roomTypes, roomUnits } from '../db/schema.js';
import type { DatedRate, RateTypeRate, RoomTypePricing } from './nightly-price.js';

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

/** A room type of a hotel with what prices it for a stay and how many of its units are free. */
export interface RoomTypeStay {
  type: typeof roomTypes.$inferSelect;
  pricing: RoomTypePricing;
  unitsFree: number;
}

/**
 * The hotel page's whole read in one statement: every room type of the hotel (cheapest base rate
 * first) with its rate types, its dated rates of the stay's nights (as JSON, priced by priceStay in
 * TypeScript) and its units free on every night that sleep `perRoom`. The sub-selects name
 * `room_types.id` in full: drizzle writes a column of a one-table select unqualified ("id"), which
 * inside them would mean their own tables' ids.
 */
export async function loadHotelStay(db: Runner, hotelId: string, checkIn: string, checkOut: string, perRoom: number): Promise<RoomTypeStay[]> {
  const rows = await hotelStayQuery(db, hotelId, checkIn, checkOut, perRoom);
  return rows.map(({ type, rateTypes: typeRows, rates: rateRows, unitsFree }) => ({
    type,
    unitsFree,
    pricing: {
      baseRateCents: type.baseRateCents,
      rateTypes: typeRows,
      rates: toDatedRates(rateRows),
    },
  }));
}

/** The statement's JSON dated rates as the pricing rule takes them. */
export function toDatedRates(rows: readonly JsonDatedRate[]): DatedRate[] {
  return rows.map((r) => ({
    date: r.date,
    rateType: r.typeName === null || r.typeActive === null ? null : { name: r.typeName, active: r.typeActive },
    rackRateSingleCents: r.rackRateSingleCents,
    rackRateDoubleCents: r.rackRateDoubleCents,
    rackRateGroupCents: r.rackRateGroupCents,
  }));
}

/** loadHotelStay's statement (exported for the benchmark's baseline, which sends the same SQL). */
export function hotelStayQuery(db: Pick<Runner, 'select'>, hotelId: string, checkIn: string, checkOut: string, perRoom: number) {
  return db
    .select({
      type: roomTypes,
      rateTypes: sql<RateTypeRate[]>`coalesce((
        select json_agg(json_build_object('name', t.name, 'active', t.active, 'singleRateCents', t.single_rate_cents,
                                          'doubleRateCents', t.double_rate_cents, 'groupRateCents', t.group_rate_cents))
        from rate_types t where t.room_type_id = room_types.id), '[]')`.as('rate_types'),
      rates: sql<JsonDatedRate[]>`coalesce((
        select json_agg(json_build_object('date', ra.date, 'typeName', t.name, 'typeActive', t.active,
                                          'rackRateSingleCents', ra.rack_rate_single_cents, 'rackRateDoubleCents', ra.rack_rate_double_cents,
                                          'rackRateGroupCents', ra.rack_rate_group_cents))
        from rates ra left join rate_types t on t.id = ra.rate_type_id
        where ra.room_type_id = room_types.id and ra.date >= ${checkIn} and ra.date < ${checkOut}), '[]')`.as('rates'),
      unitsFree: sql<number>`(
        select count(*) from rooms ro join room_units u on u.room_id = ro.id
        where ro.room_type_id = room_types.id and ro.active and ro.max_people >= ${perRoom}
          and not exists (select 1 from room_unit_nights held where held.room_unit_id = u.id
                          and held.night >= ${checkIn} and held.night < ${checkOut}))`
        .mapWith(Number)
        .as('units_free'),
    })
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(asc(roomTypes.baseRateCents), asc(roomTypes.name), asc(roomTypes.id));
}

export interface JsonDatedRate {
  date: string;
  typeName: string | null;
  typeActive: boolean | null;
  rackRateSingleCents: number | null;
  rackRateDoubleCents: number;
  rackRateGroupCents: number | null;
}
