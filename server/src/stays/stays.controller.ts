import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { ClientAddress } from '../auth/client-address.js';
import { CurrentUser, Public } from '../auth/decorators.js';
import type { Booking } from '../bookings/booking.model.js';
import { addDays, todayInSouthAfrica } from '../common/dates.js';
import { fromCents, toCents } from '../common/money.js';
import { Idempotency, type IdempotencyKey } from '../common/idempotency.js';
import { validateInput } from '../common/validation.js';
import type { HotelRow } from '../db/schema.js';
import { ReservationsService } from './reservations.service.js';
import { checkStay, NO_LONGER_AVAILABLE } from './stay-rules.js';
import { DEFAULT_MAX_PRICE, ReserveStayInput, RestHotelsQuery, StayMsg } from './stay.inputs.js';
import { StaysService } from './stays.service.js';

/** Enough for every hotel of a city in one answer: the spec's list is not paged. */
const REST_LIST_LIMIT = 500;

export interface RestHotel {
  _id: string;
  name: string;
  type: string;
  city: string;
  address: string;
  distance: number;
  desc: string;
  photos: string[];
  rating: number;
  /** Cheapest average night (rand) for the stay asked; null when nothing is free for it. */
  cheapestPrice: number | null;
}

/**
 * GET /api/hotels only: the spec's hotel list (city, min, max). The other /hotels routes belong to
 * the hotels module; this one lives here because it is a stay search.
 */
@ApiTags('hotels')
@Controller('hotels')
export class HotelsListController {
  constructor(private readonly staysService: StaysService) {}

  @Public()
  @Get()
  @ApiOperation({
    summary:
      'Hotels of a city with a room free and a cheapest night within [min, max] (defaults 0 and 4999 rand), cheapest first. ' +
      'Optional checkIn, checkOut, adults, children, rooms (default: tonight, 1 adult, 1 room). Without a city: every city ' +
      '(with min or max, the hotels priced within them; with neither, every hotel by name, priced where a room is free).',
  })
  @ApiOkResponse({ description: 'A list of { _id, name, type, city, address, distance, desc, photos, rating, cheapestPrice }.' })
  async list(@Query() query: RestHotelsQuery): Promise<RestHotel[]> {
    const checkIn = query.checkIn ?? todayInSouthAfrica();
    const min = query.min ?? 0;
    const max = query.max ?? DEFAULT_MAX_PRICE;
    const stay = checkStay(
      { checkIn, checkOut: query.checkOut ?? addDays(checkIn, 1), adults: query.adults ?? 1, children: query.children ?? 0, rooms: query.rooms ?? 1 },
      todayInSouthAfrica(),
      min > max ? { min: StayMsg.PRICE_ORDER } : {},
    );
    const city = query.city?.trim() ?? '';
    const priced = query.min !== undefined || query.max !== undefined;
    if (!city && !priced) {
      // The admin rooms page lists every hotel: prices where something is free, null elsewhere.
      const [all, offers] = await Promise.all([
        this.staysService.allHotels(),
        this.staysService.searchOffers(stay, { destination: '', minCents: 0, maxCents: Number.MAX_SAFE_INTEGER, limit: 100_000, offset: 0 }),
      ]);
      const nightly = new Map(offers.rows.map((o) => [o.hotelId, o.nightlyCents]));
      return all.map((h) => toRestHotel(h, nightly.get(h.id)));
    }
    // With a city, or a price filter over every city (the spec's defaults apply to whichever is missing).
    const { rows } = await this.staysService.searchOffers(stay, {
      destination: city,
      minCents: toCents(min),
      maxCents: toCents(max),
      limit: REST_LIST_LIMIT,
      offset: 0,
    });
    return rows.map((r) => toRestHotel(r.hotel, r.nightlyCents));
  }
}

function toRestHotel(h: HotelRow, nightlyCents: number | undefined): RestHotel {
  return {
    _id: h.id,
    name: h.name,
    type: h.type,
    city: h.city,
    address: h.address,
    distance: h.distanceFromCentreM,
    desc: h.description,
    photos: h.photos,
    rating: h.rating,
    cheapestPrice: nightlyCents === undefined ? null : fromCents(nightlyCents),
  };
}

/** POST /api/stays/reservations: reserveStay for REST clients (same body, same rules). */
@ApiTags('stays')
@Controller('stays')
export class StaysController {
  constructor(private readonly reservationsService: ReservationsService) {}

  @Public()
  @Post('reservations')
  @ApiBody({ type: ReserveStayInput })
  @ApiCreatedResponse({ description: 'The reservation, status PENDING, with its reference and total.' })
  @ApiConflictResponse({ description: NO_LONGER_AVAILABLE })
  async reserve(
    @Body() body: Record<string, unknown>,
    @Idempotency() idempotency: IdempotencyKey | undefined,
    @ClientAddress() clientAddress: string | null,
    @CurrentUser() user?: AuthUser,
  ): Promise<Booking & { _id: string }> {
    const input = await validateInput(ReserveStayInput, body);
    const booking = await this.reservationsService.reserve(input, { user, clientAddress }, idempotency);
    return { _id: booking.id, ...booking };
  }
}
