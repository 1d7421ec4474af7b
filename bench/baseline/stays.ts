/**
 * The bare baseline of the stays paths (bench/paths/stays.ts): the stay search and the hotel page for
 * dates, sending the statements the app sends. They are not retyped here but rendered by the app's
 * own builders (server/src/stays/stay-search-sql.ts, stay-price-grid.ts, stay-inventory.ts's
 * hotelStayQuery, through drizzle's SQL renderer and no database of drizzle's), so the baseline cannot
 * drift from the app's SQL. The search prices from memory with the app's own StayPriceGrid, as the
 * app does. Around them only what an answer needs: the hotel by id for the hotel page, and the hotel
 * page's nights priced by the same pure rule (priceStay). No NestJS, no GraphQL, no validation library.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { guestsPerRoom, occupancyTier, priceStay, stayNights, type RateTypeRate } from '../../server/src/stays/nightly-price.js';
import { hotelStayQuery, toDatedRates, type JsonDatedRate } from '../../server/src/stays/stay-inventory.js';
import { StayPriceGrid, type RunQuery, type VersionedHotel } from '../../server/src/stays/stay-price-grid.js';
import { cityHotelsStatement, offersPageSql, type SearchStay } from '../../server/src/stays/stay-search-sql.js';
import type { BaselineAnswer, BaselineRoutes } from './types.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dialect = new PgDialect();
/** Renders drizzle queries to SQL text; it has no connection and runs nothing. */
const renderer = drizzle.mock();
/** The search's prices kept in memory, as the app keeps them (its default budget). */
const priceGrid = new StayPriceGrid(128 * 2 ** 20);

/** The party and dates of a request: just enough checking that bad input is a 400, not a database error. */
function stayOf(query: URLSearchParams): (SearchStay & { adults: number; children: number }) | string {
  const whole = (name: string, fallback: number) => {
    const raw = query.get(name);
    return raw === null || raw === '' ? fallback : Number(raw);
  };
  const checkIn = query.get('checkIn') ?? '';
  const checkOut = query.get('checkOut') ?? '';
  const adults = whole('adults', 1);
  const children = whole('children', 0);
  const rooms = whole('rooms', 1);
  if (!DATE.test(checkIn) || !DATE.test(checkOut) || checkOut <= checkIn) return 'checkIn and checkOut must be YYYY-MM-DD, in order';
  if (![adults, children, rooms].every(Number.isInteger) || adults < 1 || children < 0 || rooms < 1 || rooms > adults) return 'bad party';
  const perRoom = guestsPerRoom(adults, children, rooms);
  return { checkIn, checkOut, adults, children, rooms, nights: stayNights(checkIn, checkOut), perRoom, tier: occupancyTier(perRoom) };
}

interface OfferRow {
  hotelId: string | null;
  /** 1-based index of the chosen room type in the candidates. */
  candidate: number | null;
  total: number;
  /** The page's hotel, column by column ("hotel.id", "hotel.name", ...). */
  [hotelColumn: `hotel.${string}`]: unknown;
}

/** The page's hotel of a search row, as the row has it (keys without the "hotel." prefix). */
function hotelOf(row: OfferRow): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).flatMap(([key, value]) => (key.startsWith('hotel.') ? [[key.slice('hotel.'.length), value]] : [])));
}

/** The hotel page's hotel by id (as drizzle sends `select ... where id = $1 limit $2`). */
const HOTEL_COLUMNS = `"id", "name", "type", "address", "country", "city", "postal_code", "email", "phone", "photos", "description", "rating",
  "distance_from_centre_m", "created_at", "updated_at"`;

export const routes: BaselineRoutes = {
  /** StaysService.search(): one page of hotels with their cheapest free room type, and the total. */
  'GET /stays/search': async (db, request): Promise<BaselineAnswer> => {
    const query = request.url.searchParams;
    const stay = stayOf(query);
    if (typeof stay === 'string') return { status: 400, body: { error: stay } };
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 10);
    const minPrice = Number(query.get('minPrice') ?? 0);
    const maxPrice = Number(query.get('maxPrice') ?? 4999);
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1 || limit > 50) return { status: 400, body: { error: 'bad page' } };
    const run: RunQuery = async (statement, name) => {
      const { sql, params } = dialect.sqlToQuery(statement);
      return (await (name ? db.queryPrepared(name, sql, params) : db.query(sql, params))).rows as never;
    };
    const band = { minCents: Math.round(minPrice * 100), maxCents: Math.round(maxPrice * 100) };
    const city = cityHotelsStatement(query.get('destination') ?? '');
    const candidates = await priceGrid.price(run, await run<VersionedHotel & Record<string, unknown>>(city.query, city.name), stay, band);
    const rows = candidates.hotelIds.length ? await run<OfferRow & Record<string, unknown>>(offersPageSql(stay, candidates, { limit, offset: (page - 1) * limit }), 'stay_offers_page') : [];
    const offers = rows.flatMap((r) => (r.hotelId === null || r.candidate === null ? [] : [{ row: r, k: r.candidate - 1 }]));
    const total = Number(rows[0]?.total ?? 0);
    return {
      status: 200,
      body: {
        items: offers.map(({ row, k }) => ({
          hotel: hotelOf(row),
          cheapestRoomTypeId: candidates.roomTypeIds[k],
          cheapestNightly: candidates.nightlyCents[k]! / 100,
          cheapestTotal: (candidates.perRoomCents[k]! * stay.rooms) / 100,
          nights: stay.nights.length,
        })),
        total,
        page,
        totalPages: Math.ceil(total / limit),
      },
    };
  },

  /** StaysService.availability(): the hotel, then every room type priced night by night with its free units. */
  'GET /stays/availability': async (db, request): Promise<BaselineAnswer> => {
    const query = request.url.searchParams;
    const hotelId = query.get('hotelId') ?? '';
    if (!UUID.test(hotelId)) return { status: 404, body: { error: 'Hotel not found.' } };
    const [hotel] = (await db.query(`select ${HOTEL_COLUMNS} from "hotels" where "hotels"."id" = $1 limit $2`, [hotelId, 1])).rows;
    if (!hotel) return { status: 404, body: { error: 'Hotel not found.' } };
    const stay = stayOf(query);
    if (typeof stay === 'string') return { status: 400, body: { error: stay } };
    const statement = hotelStayQuery(renderer, hotelId, stay.checkIn, stay.checkOut, stay.perRoom).toSQL();
    const { rows } = await db.query<{
      id: string;
      name: string;
      capacity: number;
      base_rate_cents: number;
      rate_types: RateTypeRate[];
      rates: JsonDatedRate[];
      units_free: string | number;
    }>(statement.sql, statement.params);
    const roomTypes = rows.map((row) => {
      const priced = priceStay({ baseRateCents: row.base_rate_cents, rateTypes: row.rate_types, rates: toDatedRates(row.rates) }, stay.checkIn, stay.checkOut, stay.tier, stay.rooms);
      const unitsFree = row.capacity >= stay.perRoom ? Number(row.units_free) : 0;
      return {
        roomType: { id: row.id, name: row.name, capacity: row.capacity },
        available: row.capacity >= stay.perRoom && unitsFree >= stay.rooms,
        unitsFree,
        nights: priced.nights.map((n) => ({ date: n.date, price: n.priceCents / 100, source: n.source })),
        nightly: priced.nightlyCents / 100,
        total: priced.totalCents / 100,
      };
    });
    // As the app: bookable room types first, cheapest first (a stable sort on the statement's order).
    roomTypes.sort((a, b) => Number(b.available) - Number(a.available) || a.nightly - b.nightly);
    return { status: 200, body: { hotel, checkIn: stay.checkIn, checkOut: stay.checkOut, nights: stay.nights.length, roomTypes } };
  },
};
