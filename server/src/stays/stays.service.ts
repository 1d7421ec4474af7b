import { Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import { todayInSouthAfrica } from '../common/dates.js';
import { parseEntityId } from '../common/entity-id.js';
import { notFound, type FieldErrors } from '../common/errors.js';
import { fromCents, toCents } from '../common/money.js';
import type { Database } from '../db/client.js';
import { hotels, type HotelRow } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { runPrepared } from '../db/prepared.js';
import { HOTEL_NOT_FOUND, toHotel } from '../hotels/hotel.mapper.js';
import { toRoomType } from '../hotel-inventory/inventory.mapper.js';
import { hotelRowVisibleTo } from '../hotels/hotel-visibility.js';
import { priceStay } from './nightly-price.js';
import { loadHotelStay } from './stay-inventory.js';
import { cityHotelsStatement, offersOfPage, offersPageSql, type SearchOffer, type SearchOptions } from './stay-search-sql.js';
import { StayPriceGrid, type RunQuery, type VersionedHotel } from './stay-price-grid.js';
import { checkStay, fewerRoomsFree, sleepsMessage, SOLD_OUT, type StayRequest } from './stay-rules.js';
import { StayMsg, type StayAvailabilityInput, type StaySearchInput } from './stay.inputs.js';
import type { HotelAvailability, RoomTypeAvailability, StaySearchResult } from './stay.model.js';

/**
 * The public side of stays: the city search and the hotel page. Read-only; reservations live in
 * ReservationsService.
 */
@Injectable()
export class StaysService {
  constructor(
    @InjectDb() private readonly db: Database,
    private readonly priceGrid: StayPriceGrid,
  ) {}

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

  /**
   * One row per hotel of the page, with the hotel, and the number of hotels in all: the city's hotels
   * and their price versions, their room types priced from memory (StayPriceGrid), then one query for
   * availability, order and page (stay-search-sql.ts).
   */
  async searchOffers(stay: StayRequest, options: SearchOptions): Promise<{ rows: SearchOffer[]; total: number }> {
    const run: RunQuery = (query, name) => runPrepared(this.db, query, name);
    const city = cityHotelsStatement(options.destination);
    const candidates = await this.priceGrid.price(run, await run<VersionedHotel & Record<string, unknown>>(city.query, city.name), stay, options);
    if (!candidates.hotelIds.length) return { rows: [], total: 0 };
    return offersOfPage(await run(offersPageSql(stay, candidates, options), 'stay_offers_page'), candidates);
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
