import { Injectable } from '@nestjs/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import { todayInSouthAfrica } from '../common/dates.js';
import { parseEntityId } from '../common/entity-id.js';
import { notFound, type FieldErrors } from '../common/errors.js';
import { fromCents, toCents } from '../common/money.js';
import type { Database } from '../db/client.js';
import { hotels, type HotelRow } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { HOTEL_NOT_FOUND, toHotel } from '../hotels/hotel.mapper.js';
import { toRoomType } from '../hotel-inventory/inventory.mapper.js';
import { hotelRowVisibleTo } from '../hotels/hotel-visibility.js';
import { priceStay } from './nightly-price.js';
import { loadHotelStay } from './stay-inventory.js';
import { hotelOfSearchRow, staySearchSql, type SearchOptions } from './stay-search-sql.js';
import { checkStay, fewerRoomsFree, sleepsMessage, SOLD_OUT, type StayRequest } from './stay-rules.js';
import { StayMsg, type StayAvailabilityInput, type StaySearchInput } from './stay.inputs.js';
import type { HotelAvailability, RoomTypeAvailability, StaySearchResult } from './stay.model.js';

/** One hotel of a search: its cheapest room type that can take the party within the price range. */
export interface OfferRow {
  hotelId: string;
  hotel: HotelRow;
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
    const nights = stay.nights.length;
    return {
      items: rows.map((r) => ({
        hotel: toHotel(r.hotel),
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

  /** One row per hotel of the page, with the hotel (see staySearchSql), and the number of hotels in all. */
  async searchOffers(stay: StayRequest, options: SearchOptions): Promise<{ rows: OfferRow[]; total: number }> {
    const query = staySearchSql(stay, options);
    type Row = { [K in Exclude<keyof OfferRow, 'hotel'>]: OfferRow[K] | null } & { total: number | string } & Record<string, unknown>;
    const rows = await this.db.transaction(async (tx) => {
      // See packages search: PostgreSQL's JIT compiles this plan for longer than it runs. PGlite has no JIT.
      await tx.execute(sql`select set_config('jit', 'off', true)`);
      return ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
    });
    const offers = rows.flatMap((r) => {
      const hotel = hotelOfSearchRow(r);
      return r.hotelId === null || r.roomTypeId === null || !hotel
        ? []
        : [{ hotelId: r.hotelId, hotel, roomTypeId: r.roomTypeId, perRoomCents: Number(r.perRoomCents), nightlyCents: Number(r.nightlyCents) }];
    });
    return { rows: offers, total: Number(rows[0]?.total ?? 0) };
  }

  async availability(input: StayAvailabilityInput, today = todayInSouthAfrica()): Promise<HotelAvailability> {
    const hotel = await this.findHotel(input.hotelId);
    const stay = checkStay(input, today);
    const types = await loadHotelStay(this.db, hotel.id, stay.checkIn, stay.checkOut, stay.perRoom);
    const roomTypesAvailability: RoomTypeAvailability[] = types.map(({ type, pricing, unitsFree: free }) => {
      const priced = priceStay(pricing, stay.checkIn, stay.checkOut, stay.tier, stay.rooms);
      const unitsFree = type.capacity >= stay.perRoom ? free : 0;
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

  async findHotel(hotelId: string): Promise<HotelRow> {
    const id = parseEntityId(hotelId);
    if (!id) throw notFound(HOTEL_NOT_FOUND);
    // Public: a hotel awaiting review (or rejected) is not there for visitors.
    const [row] = await this.db.select().from(hotels).where(and(eq(hotels.id, id), hotelRowVisibleTo(undefined))).limit(1);
    if (!row) throw notFound(HOTEL_NOT_FOUND);
    return row;
  }

  /** Every public (approved) hotel, by name (the REST list without a city). */
  async allHotels(): Promise<HotelRow[]> {
    return this.db.select().from(hotels).where(hotelRowVisibleTo(undefined)).orderBy(asc(hotels.name), asc(hotels.id));
  }
}
