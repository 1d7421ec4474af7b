import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { isWeekendNight, RACK_RATE, rateTypePriceSql, storedNightPriceColumn, WEEKEND_RATE, type OccupancyTier } from './nightly-price.js';
import { hotels, type HotelRow } from '../db/schema.js';
import { hotelRowVisibleTo } from '../hotels/hotel-visibility.js';

/**
 * What the search needs of a checked stay: stay-rules.ts's StayRequest, restated so that this module
 * imports no NestJS input classes (the benchmark's baseline renders the same SQL with it).
 */
export interface SearchStay {
  checkIn: string;
  checkOut: string;
  nights: readonly string[];
  rooms: number;
  perRoom: number;
  tier: OccupancyTier;
}

/** Every column of hotels, as the page's rows carry them ("hotel.<key>"): the page needs no second query. */
const HOTEL_COLUMNS = Object.entries(getTableColumns(hotels));
const hotelAlias = (key: string) => sql.identifier(`hotel.${key}`);

/** The hotel of a row of staySearchSql, typed as drizzle reads the table (null on the row of a page past the last). */
export function hotelOfSearchRow(row: Record<string, unknown>): HotelRow | null {
  if (row['hotel.id'] === null || row['hotel.id'] === undefined) return null;
  const entries = HOTEL_COLUMNS.map(([key, column]) => {
    const value = row[`hotel.${key}`];
    return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
  });
  return Object.fromEntries(entries) as HotelRow;
}

export interface SearchOptions {
  destination: string;
  minCents: number;
  maxCents: number;
  limit: number;
  offset: number;
}

/**
 * The whole search as one statement, set-wise: hotels of the city → room types big enough → every
 * night priced (nightly-price.ts's rule: the stored public dated rates of room_type_night_prices,
 * then rate types and base rate for the nights without one) → per hotel the cheapest room type
 * whose average night is within the price range and that has enough free units → ordered and
 * paged, with the number of such hotels. Never a loop per hotel, room type or night in the app.
 * Exported for EXPLAIN and the benchmark's baseline.
 */
export function staySearchSql(stay: SearchStay, options: SearchOptions): SQL {
  const nights = stay.nights.length;
  // Which nights are weekend nights is decided here, by isWeekendNight, not again in SQL.
  const weekendDates = stay.nights.filter(isWeekendNight);
  const weekendNights = weekendDates.length;
  const destination = options.destination.trim().replace(/\s+/g, ' ');
  // The whole city or the start of one of its words ("cape" → Cape Town, "denis" → Saint-Denis), with
  // case and accents folded on both sides. A trigram index on search_fold(city) serves the regex.
  const cityMatch: SQL = destination
    ? sql`(search_fold(${hotels.city}) ~ ('(^|[^[:alnum:]])' || search_fold(${escapeRegex(destination)})))`
    : sql`true`;
  const tier = stay.tier;
  const typedPrice = (name: string) => sql`min(${rateTypePriceSql('t', tier)}) filter (where t.name = ${name})`;
  const free = sql`not exists (select 1 from room_unit_nights held where held.room_unit_id = u.id
                   and held.night >= ${stay.checkIn}::date and held.night < ${stay.checkOut}::date)`;
  return sql`
    -- The visibility rule on the hotel row the city match reads anyway (hotelRowVisibleTo), not as a
    -- sub-select over every hotel (hotelVisibleTo, for queries that do not read hotels). With the
    -- columns the order needs, so that only the page's hotels are read again.
    with city_hotels as (
      select ${hotels.id} as id, ${hotels.rating} as rating, ${hotels.name} as name
      from ${hotels} where ${cityMatch} and ${hotelRowVisibleTo(undefined)}
    ),
    -- Index-only, one range per hotel (room_types_hotel_search_idx: hotel, capacity, id, base rate).
    candidates as (
      select rt.id, rt.hotel_id, rt.base_rate_cents
      from city_hotels c join room_types rt on rt.hotel_id = c.id
      where rt.capacity >= ${stay.perRoom}
    ),
    -- Rule (a), stored: per room type the sum of its nights that have a public dated rate, and how
    -- many of those are weekend nights. One index-only range (hotel, nights) per hotel.
    dated as (
      select p.room_type_id, sum(${storedNightPriceColumn('p', tier)}) as cents, count(*) as nights,
             count(*) filter (where p.night = any(${`{${weekendDates.join(',')}}`}::date[])) as weekend_nights
      from city_hotels c
      join room_type_night_prices p on p.hotel_id = c.id and p.night >= ${stay.checkIn}::date and p.night < ${stay.checkOut}::date
      group by p.room_type_id
    ),
    -- Rules (b) and (c) for the other nights: a weekend night costs the Weekend Rate, else the Rack
    -- Rate, else the base rate; a weekday night the Rack Rate, else the base rate. The rate types are
    -- read only for room types with such nights (CASE evaluates the sub-select lazily). Materialized:
    -- inlined, the planner copies the expression into every place that uses the price.
    priced as materialized (
      select b.id as room_type_id, b.hotel_id,
             (coalesce(d.cents, 0) + case when coalesce(d.nights, 0) < ${nights} then (
                select (${weekendNights}::bigint - coalesce(d.weekend_nights, 0))
                         * coalesce(${typedPrice(WEEKEND_RATE)}, ${typedPrice(RACK_RATE)}, b.base_rate_cents)
                     + (${nights - weekendNights}::bigint - (coalesce(d.nights, 0) - coalesce(d.weekend_nights, 0)))
                         * coalesce(${typedPrice(RACK_RATE)}, b.base_rate_cents)
                from rate_types t
                where t.room_type_id = b.id and t.active and t.name in (${WEEKEND_RATE}, ${RACK_RATE})
              ) else 0 end)::float8 as per_room_cents
      from candidates b
      left join dated d on d.room_type_id = b.id
    ),
    -- Each hotel's room types within the price range, cheapest first.
    ranked as (
      select p.hotel_id,
             array_agg(p.room_type_id order by p.per_room_cents, p.room_type_id) as type_ids,
             array_agg(p.per_room_cents order by p.per_room_cents, p.room_type_id) as per_room
      from priced p
      where ${inPriceBand(sql`p.per_room_cents`, nights, options)}
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
    ),
    page as (
      select o.hotel_id, o.room_type_id, o.per_room_cents, o.nightly_cents, c.rating, c.name
      from offers o join city_hotels c on c.id = o.hotel_id
      order by o.nightly_cents, c.rating desc, c.name, o.hotel_id
      limit ${options.limit} offset ${options.offset}
    )
    -- Always one row, so a page past the last one still knows the total (page columns null). The
    -- page's hotels come with it (hotelOfSearchRow): one round trip, not a second query by id.
    select p.hotel_id::text as "hotelId", p.room_type_id::text as "roomTypeId",
           p.per_room_cents as "perRoomCents", p.nightly_cents as "nightlyCents", n.total::float8 as total,
           ${sql.join(HOTEL_COLUMNS.map(([key, column]) => sql`h.${sql.identifier(column.name)} as ${hotelAlias(key)}`), sql`, `)}
    from (select count(*) as total from offers) n
    left join page p on true
    left join hotels h on h.id = p.hotel_id
    order by p.nightly_cents, p.rating desc, p.name, p.hotel_id`;
}

/**
 * round(perRoom / nights) between minCents and maxCents (the nightly average rounded half up, as
 * averageCents), stated on the stay's sum itself: perRoom ≥ minCents × nights − nights / 2 and
 * perRoom < maxCents × nights + nights / 2. Exact, not an approximation: the sums are whole cents held
 * in float8 far below 2^53 and the bounds are whole or half numbers, so no rounding happens on either
 * side. With minCents 0 the lower bound is strict: round(−0.5) is −1. Numeric division and rounding
 * for every room type of a city cost a big city's search ~4 ms of its ~25.
 */
function inPriceBand(perRoomCents: SQL, nights: number, options: Pick<SearchOptions, 'minCents' | 'maxCents'>): SQL {
  const low = options.minCents * nights - nights / 2;
  const high = options.maxCents * nights + nights / 2;
  const lowCheck = options.minCents > 0 ? sql`${perRoomCents} >= ${low}::float8` : sql`${perRoomCents} > ${low}::float8`;
  return sql`${lowCheck} and ${perRoomCents} < ${high}::float8`;
}

/** The text as a literal inside a POSIX regular expression. */
function escapeRegex(value: string): string {
  return value.replace(/[\\^$.*+?()[\]{}|-]/g, (c) => `\\${c}`);
}
