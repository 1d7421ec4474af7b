import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.js';
import { fromCents } from '../common/money.js';
import type { Database } from '../db/client.js';
import { bookingNights, roomUnitNights, roomUnits } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { managedHotelIds } from '../hotels/hotel-ownership.js';
import type { StayNight } from './stay.model.js';

export interface StayLoaders {
  readonly nights: DataLoader<string, StayNight[]>;
  readonly roomNumbers: DataLoader<string, string[]>;
  /** The caller's managed hotel ids (null = every hotel), asked once per request. */
  managedHotels(user: AuthUser): Promise<string[] | null>;
}

/**
 * Per-request loaders for Booking.nights and Booking.roomNumbers: a list of 100 reservations costs
 * two queries, not 200. Keyed by the request object (WeakMap), so nothing outlives the request.
 */
@Injectable()
export class StayLoadersFactory {
  private readonly perRequest = new WeakMap<object, StayLoaders>();

  constructor(@InjectDb() private readonly db: Database) {}

  for(request: object): StayLoaders {
    let loaders = this.perRequest.get(request);
    if (!loaders) {
      loaders = this.create();
      this.perRequest.set(request, loaders);
    }
    return loaders;
  }

  private create(): StayLoaders {
    let managed: Promise<string[] | null> | undefined;
    return {
      nights: new DataLoader(async (bookingIds) => {
        const rows = await this.db
          .select()
          .from(bookingNights)
          .where(inArray(bookingNights.bookingId, [...bookingIds]))
          .orderBy(asc(bookingNights.night));
        const byBooking = new Map<string, StayNight[]>(bookingIds.map((id) => [id, []]));
        for (const r of rows) byBooking.get(r.bookingId)?.push({ date: r.night, price: fromCents(r.priceCents), source: r.source });
        return bookingIds.map((id) => byBooking.get(id) ?? []);
      }),
      roomNumbers: new DataLoader(async (bookingIds) => {
        const rows = await this.db
          .selectDistinct({ bookingId: roomUnitNights.bookingId, number: roomUnits.number })
          .from(roomUnitNights)
          .innerJoin(roomUnits, eq(roomUnits.id, roomUnitNights.roomUnitId))
          .where(inArray(roomUnitNights.bookingId, [...bookingIds]));
        const byBooking = new Map<string, string[]>(bookingIds.map((id) => [id, []]));
        for (const r of rows) if (r.bookingId) byBooking.get(r.bookingId)?.push(r.number);
        return bookingIds.map((id) => (byBooking.get(id) ?? []).sort(naturally));
      }),
      managedHotels: (user) => (managed ??= managedHotelIds(this.db, user)),
    };
  }
}

/** Room numbers in the order people expect: 9, 101, 102, 1001. */
export function naturally(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}
