import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { todayInSouthAfrica } from '../common/dates.js';
import { notFound, type FieldErrors } from '../common/errors.js';
import { fromCents, toCents } from '../common/money.js';
import type { Database } from '../db/client.js';
import { hotels, roomTypes, type HotelRow } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import type { RoomType } from '../hotel-inventory/room-type.model.js';
import { toHotel } from '../hotels/hotel.mapper.js';
import {
  nightPriceSql,
  priceStay,
  publicRatePriceSql,
  publicRateSql,
  RACK_RATE,
  rateTypePriceSql,
  WEEKEND_RATE,
  weekendNightSql,
} from './nightly-price.js';
import { countFreeUnits, loadPricing } from './stay-inventory.js';
import { checkStay, fewerRoomsFree, sleepsMessage, SOLD_OUT, type StayRequest } from './stay-rules.js';
import { StayMsg, type StayAvailabilityInput, type StaySearchInput } from './stay.inputs.js';
import type { HotelAvailability, RoomTypeAvailability, StaySearchResult } from './stay.model.js';

export const HOTEL_NOT_FOUND = 'Hotel not found.';

/** One hotel of a search: its cheapest room type that can take the party within the price range. */
export interface OfferRow {
  hotelId: string;
  roomTypeId: string;
  perRoomCents: number;
  nightlyCents: number;
}

/**
 * The public side of stays: the city search and the hotel page. Read-only; reservations live in
 * ReservationsService.
 */
@Injectable()
export class StaysService {
  constructor(@InjectDb() private readonly db: Database) {}

  async search(input: StaySearchInput, today = todayInSouthAfrica()): Promise<StaySearchResult> {
    const priceErrors: FieldErrors = input.minPrice > input.maxPrice ? { minPrice: StayMsg.PRICE_ORDER } : {};
    const stay = checkStay(input, today, priceErrors);
    const { rows, total } = await this.searchOffers(stay, {
      destination: input.destination,
      minCents: toCents(input.minPrice),
      maxCents: toCents(input.maxPrice),
      limit: input.limit,
      offset: (input.page - 1) * input.limit,
    });
    const hotelsById = await this.hotelsById(rows.map((r) => r.hotelId));
    const nights = stay.nights.length;
    return {
      items: rows.map((r) => ({
        hotel: toHotel(hotelsById.get(r.hotelId)!),
        cheapestRoomTypeId: r.roomTypeId,
        cheapestNightly: fromCents(r.nightlyCents),
        cheapestTotal: fromCents(r.perRoomCents * stay.rooms),
        nights,
      })),
      total,
      page: input.page,
      totalPages: Math.ceil(total / input.limit),
    };
  }

  /** One row per hotel of the page (see staySearchSql) and the number of hotels in all. */
  async searchOffers(stay: StayRequest, options: SearchOptions): Promise<{ rows: OfferRow[]; total: number }> {
    const query = staySearchSql(stay, options);

    return this.db.transaction(async (tx) => {
      // See packages search: PostgreSQL's JIT compiles this plan for longer than it runs. PGlite has no JIT.
      await tx.execute(sql`select set_config('jit', 'off', true)`);
      const run = async (q: SQL) =>
        (((await tx.execute(q)) as unknown as { rows: (OfferRow & { total: number })[] }).rows).map((r) => ({
          hotelId: r.hotelId,
          roomTypeId: r.roomTypeId,
          perRoomCents: Number(r.perRoomCents),
          nightlyCents: Number(r.nightlyCents),
          total: Number(r.total),
        }));
      const rows = await run(query);
      // Past the last page the window count is gone: ask for the first row only to learn the total.
      const total = rows[0]?.total ?? (options.offset > 0 ? ((await run(staySearchSql(stay, { ...options, limit: 1, offset: 0 })))[0]?.total ?? 0) : 0);
      return { rows: rows.map(({ total: _total, ...row }) => row), total };
    });
  }

  async availability(input: StayAvailabilityInput, today = todayInSouthAfrica()): Promise<HotelAvailability> {
    const hotel = await this.findHotel(input.hotelId);
    const stay = checkStay(input, today);
    const types = await this.db
      .select()
      .from(roomTypes)
      .where(eq(roomTypes.hotelId, hotel.id))
      .orderBy(asc(roomTypes.baseRateCents), asc(roomTypes.name), asc(roomTypes.id));
    const ids = types.map((t) => t.id);
    const [pricing, free] = await Promise.all([
      loadPricing(this.db, types, stay.checkIn, stay.checkOut),
      countFreeUnits(this.db, ids, stay.checkIn, stay.checkOut, stay.perRoom),
    ]);
    const roomTypesAvailability: RoomTypeAvailability[] = types.map((type) => {
      const priced = priceStay(pricing.get(type.id)!, stay.checkIn, stay.checkOut, stay.tier, stay.rooms);
      const unitsFree = type.capacity >= stay.perRoom ? (free.get(type.id) ?? 0) : 0;
      const reason =
        type.capacity < stay.perRoom ? sleepsMessage(type.capacity) : unitsFree === 0 ? SOLD_OUT : unitsFree < stay.rooms ? fewerRoomsFree(unitsFree) : null;
      return {
        roomType: toRoomType(type),
        available: reason === null,
        unitsFree,
        reason,
        nights: priced.nights.map((n) => ({ date: n.date, price: fromCents(n.priceCents), source: n.source })),
        nightly: fromCents(priced.nightlyCents),
        total: fromCents(priced.totalCents),
      };
    });
    // Bookable room types first, cheapest first: what a guest compares.
    roomTypesAvailability.sort((a, b) => Number(b.available) - Number(a.available) || a.nightly - b.nightly);
    return {
      hotel: toHotel(hotel),
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      nights: stay.nights.length,
      adults: stay.adults,
      children: stay.children,
      rooms: stay.rooms,
      roomTypes: roomTypesAvailability,
    };
  }

  async findHotel(id: string): Promise<HotelRow> {
    if (!isUUID(id)) throw notFound(HOTEL_NOT_FOUND);
    const [row] = await this.db.select().from(hotels).where(eq(hotels.id, id)).limit(1);
    if (!row) throw notFound(HOTEL_NOT_FOUND);
    return row;
  }

  async hotelsById(ids: string[]): Promise<Map<string, HotelRow>> {
    if (!ids.length) return new Map();
    const rows = await this.db.select().from(hotels).where(inArray(hotels.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** Every hotel, by name (the REST list without a city). */
  async allHotels(): Promise<HotelRow[]> {
    return this.db.select().from(hotels).orderBy(asc(hotels.name), asc(hotels.id));
  }
}

export interface SearchOptions {
  destination: string;
  minCents: number;
  maxCents: number;
  limit: number;
  offset: number;
}

/**
 * The whole search as one statement, set-wise: hotels of the city → room types big enough →
 * those with enough free units → every night priced (nightly-price.ts's rule in SQL) → per hotel
 * the cheapest room type whose average night is within the price range → ordered and paged.
 * Never a loop per hotel, room type or night. Exported for EXPLAIN and the benchmark.
 */
export function staySearchSql(stay: StayRequest, options: SearchOptions): SQL {
  const nights = stay.nights.length;
  const destination = options.destination.trim().replace(/\s+/g, ' ');
  // The whole city or the start of one of its words ("cape" → Cape Town, "denis" → Saint-Denis), with
  // case and accents folded on both sides. A trigram index on search_fold(city) serves the regex.
  const cityMatch: SQL = destination
    ? sql`(search_fold(h.city) ~ ('(^|[^[:alnum:]])' || search_fold(${escapeRegex(destination)})))`
    : sql`true`;
  const tier = stay.tier;
  const night = sql`n.night`;
  const free = sql`not exists (select 1 from room_unit_nights held where held.room_unit_id = u.id
                   and held.night >= ${stay.checkIn}::date and held.night < ${stay.checkOut}::date)`;
  return sql`
    with candidates as (
      select rt.id, rt.hotel_id, rt.base_rate_cents
      from hotels h join room_types rt on rt.hotel_id = h.id
      where ${cityMatch} and rt.capacity >= ${stay.perRoom}
    ),
    nights as (
      select ${stay.checkIn}::date + i as night from generate_series(0, ${nights - 1}::int) i
    ),
    dated as (
      select ra.room_type_id, ra.date, min(${publicRatePriceSql('ra', tier)}) as cents
      from candidates b
      join rates ra on ra.room_type_id = b.id and ra.date >= ${stay.checkIn}::date and ra.date < ${stay.checkOut}::date
      left join rate_types t on t.id = ra.rate_type_id
      where ${publicRateSql('t')}
      group by ra.room_type_id, ra.date
    ),
    typed as (
      select t.room_type_id,
             min(${rateTypePriceSql('t', tier)}) filter (where t.name = ${WEEKEND_RATE}) as weekend_cents,
             min(${rateTypePriceSql('t', tier)}) filter (where t.name = ${RACK_RATE}) as rack_cents
      from candidates b join rate_types t on t.room_type_id = b.id
      where t.active and t.name in (${WEEKEND_RATE}, ${RACK_RATE})
      group by t.room_type_id
    ),
    priced as (
      select b.id as room_type_id, b.hotel_id,
             sum(${nightPriceSql({
               datedMin: sql`d.cents`,
               weekend: weekendNightSql(night),
               weekendRate: sql`ty.weekend_cents`,
               rackRate: sql`ty.rack_cents`,
               baseRate: sql`b.base_rate_cents`,
             })})::float8 as per_room_cents
      from candidates b
      cross join nights n
      left join dated d on d.room_type_id = b.id and d.date = n.night
      left join typed ty on ty.room_type_id = b.id
      group by b.id, b.hotel_id
    ),
    -- Each hotel's room types within the price range, cheapest first.
    ranked as (
      select p.hotel_id,
             array_agg(p.room_type_id order by p.per_room_cents, p.room_type_id) as type_ids,
             array_agg(p.per_room_cents order by p.per_room_cents, p.room_type_id) as per_room
      from priced p
      where round(p.per_room_cents::numeric / ${nights}) between ${options.minCents} and ${options.maxCents}
      group by p.hotel_id
    ),
    -- Availability is the costly check (one index probe per room unit), so it runs last, in price
    -- order, and stops at each hotel's first room type with enough free units; counting stops at
    -- the number of rooms asked for.
    offers as (
      select r.hotel_id, r.type_ids[k] as room_type_id, r.per_room[k] as per_room_cents,
             round(r.per_room[k]::numeric / ${nights})::float8 as nightly_cents
      from ranked r
      cross join lateral (
        select k from generate_subscripts(r.type_ids, 1) k
        where (select count(*) from (
                 select 1 from rooms ro join room_units u on u.room_id = ro.id
                 where ro.room_type_id = r.type_ids[k] and ro.active and ro.max_people >= ${stay.perRoom} and ${free}
                 limit ${stay.rooms}) enough) >= ${stay.rooms}
        limit 1
      ) first_free
    )
    select o.hotel_id::text as "hotelId", o.room_type_id::text as "roomTypeId",
           o.per_room_cents as "perRoomCents", o.nightly_cents as "nightlyCents",
           (count(*) over ())::float8 as total
    from offers o join hotels h on h.id = o.hotel_id
    order by o.nightly_cents, h.rating desc, h.name, h.id
    limit ${options.limit} offset ${options.offset}`;
}

export function toRoomType(row: typeof roomTypes.$inferSelect): RoomType {
  return {
    id: row.id,
    hotelId: row.hotelId,
    name: row.name,
    description: row.description,
    capacity: row.capacity,
    baseRate: fromCents(row.baseRateCents),
    amenities: row.amenities,
    photos: row.photos,
  };
}

/** The text as a literal inside a POSIX regular expression. */
function escapeRegex(value: string): string {
  return value.replace(/[\\^$.*+?()[\]{}|-]/g, (c) => `\\${c}`);
}
