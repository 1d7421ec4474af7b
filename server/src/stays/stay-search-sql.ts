import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { OccupancyTier } from './nightly-price.js';
import type { PricedCandidates } from './stay-price-grid.js';
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

/** The hotel of a row of offersPageSql, typed as drizzle reads the table (null on the row of a page past the last). */
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
 * The search's first query: the public hotels of the city, with the version of their prices
 * (stay_price_versions, 0 without a row) for stay-price-grid.ts to know what it keeps is current.
 * The city: the whole name or the start of one of its words ("cape" → Cape Town, "denis" →
 * Saint-Denis), with case and accents folded on both sides; a trigram index on search_fold(city)
 * serves the regex. Named for a prepared statement: one text with a city, one without.
 */
export function cityHotelsStatement(destination: string): { query: SQL; name: string } {
  const text = cityText(destination);
  const cityMatch: SQL = text ? sql`(search_fold(${hotels.city}) ~ ('(^|[^[:alnum:]])' || search_fold(${escapeRegex(text)})))` : sql`true`;
  const query = sql`
    select ${hotels.id}::text as id, coalesce(v.version, 0)::text as version
    from ${hotels} left join stay_price_versions v on v.hotel_id = ${hotels.id}
    where ${cityMatch} and ${hotelRowVisibleTo(undefined)}`;
  return { query, name: text ? 'stay_city_hotels' : 'stay_all_hotels' };
}

function cityText(destination: string): string {
  return destination.trim().replace(/\s+/g, ' ');
}

/**
 * The search's last query, given each hotel's room types in the price band cheapest first
 * (StayPriceGrid.price): per hotel the first of them with enough free units, those offers ordered
 * (cheapest night, best rated, name) and paged, and how many there are. Availability is the costly
 * check (one index probe per room unit), so it stops at each hotel's first room type with enough free
 * units, and counting units stops at the number of rooms asked for. The hotels are read again here,
 * visible in this statement's snapshot, for the order and the page's columns.
 */
export function offersPageSql(
  stay: Pick<SearchStay, 'checkIn' | 'checkOut' | 'rooms' | 'perRoom'>,
  candidates: PricedCandidates,
  page: Pick<SearchOptions, 'limit' | 'offset'>,
): SQL {
  const free = sql`not exists (select 1 from room_unit_nights held where held.room_unit_id = u.id
                   and held.night >= ${stay.checkIn}::date and held.night < ${stay.checkOut}::date)`;
  const list = (values: readonly (string | number)[]) => `{${values.join(',')}}`;
  // The room type ids as text, cast where probed: uuid[] would parse every id of a big city (~1 µs each).
  return sql`
    with candidates as materialized (
      select ${list(candidates.roomTypeIds)}::text[] as type_ids, ${list(candidates.nightlyCents)}::int8[] as nightly
    ),
    offers as (
      select c.hotel_id, first_free.k, x.type_ids[first_free.k]::uuid as room_type_id, x.nightly[first_free.k] as nightly_cents, h.rating, h.name
      from unnest(${list(candidates.hotelIds)}::uuid[], ${list(candidates.firsts)}::int[], ${list(candidates.lasts)}::int[]) as c(hotel_id, first_k, last_k)
      cross join candidates x
      cross join lateral (
        select ${hotels.rating} as rating, ${hotels.name} as name from ${hotels} where ${hotels.id} = c.hotel_id and ${hotelRowVisibleTo(undefined)}
      ) h
      cross join lateral (
        select k from generate_series(c.first_k, c.last_k) k
        where (select count(*) from (
                 select 1 from rooms ro join room_units u on u.room_id = ro.id
                 where ro.room_type_id = x.type_ids[k]::uuid and ro.active and ro.max_people >= ${stay.perRoom} and ${free}
                 limit ${stay.rooms}) enough) >= ${stay.rooms}
        limit 1
      ) first_free
    ),
    page as (
      select o.* from offers o
      order by o.nightly_cents, o.rating desc, o.name, o.hotel_id
      limit ${page.limit} offset ${page.offset}
    )
    -- Always one row, so a page past the last one still knows the total (page columns null). The
    -- page's hotels come with it (hotelOfSearchRow): one round trip, not a second query by id.
    select p.hotel_id::text as "hotelId", p.k as "candidate", n.total::float8 as total,
           ${sql.join(HOTEL_COLUMNS.map(([key, column]) => sql`h.${sql.identifier(column.name)} as ${hotelAlias(key)}`), sql`, `)}
    from (select count(*) as total from offers) n
    left join page p on true
    left join hotels h on h.id = p.hotel_id
    order by p.nightly_cents, p.rating desc, p.name, p.hotel_id`;
}

/**
 * The page of offersPageSql's rows: each hotel with the room type the query chose (its 1-based
 * `candidate`) and that room type's prices from the candidates, and the total.
 */
export function offersOfPage(rows: readonly Record<string, unknown>[], candidates: PricedCandidates): { rows: SearchOffer[]; total: number } {
  const offers = rows.flatMap((row) => {
    const hotel = hotelOfSearchRow(row);
    const k = Number(row['candidate']) - 1;
    if (!hotel || !(k >= 0)) return [];
    return [{ hotelId: hotel.id, hotel, roomTypeId: candidates.roomTypeIds[k]!, perRoomCents: candidates.perRoomCents[k]!, nightlyCents: candidates.nightlyCents[k]! }];
  });
  return { rows: offers, total: Number(rows[0]?.['total'] ?? 0) };
}

/** One hotel of a search: its cheapest room type that can take the party within the price range. */
export interface SearchOffer {
  hotelId: string;
  hotel: HotelRow;
  roomTypeId: string;
  perRoomCents: number;
  nightlyCents: number;
}

/** The text as a literal inside a POSIX regular expression. */
function escapeRegex(value: string): string {
  return value.replace(/[\\^$.*+?()[\]{}|-]/g, (c) => `\\${c}`);
}
