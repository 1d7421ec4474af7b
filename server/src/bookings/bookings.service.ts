import { Injectable } from '@nestjs/common';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { todayInSouthAfrica } from '../common/dates.js';
import { badInput, notFound } from '../common/errors.js';
import { fromCents, toCents } from '../common/money.js';
import type { Database } from '../db/client.js';
import { bookings, type BookingRow } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { Notifier } from '../mail/notifications.js';
import { plainRow, recordAudit } from '../audit/audit.js';
import type { AuthUser } from '../auth/auth-user.js';
import { PACKAGE_NOT_FOUND, PackagesService } from '../packages/packages.service.js';
import { newBookingReference } from './booking-reference.js';
import { BookingMsg, type BookingInput, type BookingsArgs } from './booking.inputs.js';
import type { Booking } from './booking.model.js';

/** Booking requests for packages: stored, never lost, each with its own reference. */
@Injectable()
export class BookingsService {
  constructor(
    @InjectDb() private readonly db: Database,
    private readonly packagesService: PackagesService,
    private readonly notifier: Notifier,
  ) {}

  async request(input: BookingInput, user: AuthUser | undefined, today = todayInSouthAfrica()): Promise<Booking> {
    const pkg = await this.packagesService.findById(input.packageId);
    if (!pkg) throw notFound(PACKAGE_NOT_FOUND);
    if (pkg.maxGuests !== null && input.guests > pkg.maxGuests) {
      const message = `This package takes at most ${pkg.maxGuests} guests.`;
      throw badInput(message, { guests: message });
    }
    if (input.departureDate < today) {
      throw badInput(BookingMsg.DEPARTURE_PAST, { departureDate: BookingMsg.DEPARTURE_PAST });
    }
    if (input.returnDate <= input.departureDate) {
      throw badInput(BookingMsg.RETURN_ORDER, { returnDate: BookingMsg.RETURN_ORDER });
    }
    const adultPriceCents = toCents(pkg.price.adult);
    const values = {
      packageId: pkg.id,
      userId: user?.id ?? null,
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      guests: input.guests,
      departureDate: input.departureDate,
      returnDate: input.returnDate,
      specialRequests: input.specialRequests,
      packageTitle: pkg.title,
      packageType: pkg.type,
      adultPriceCents,
      totalCents: adultPriceCents * input.guests,
      currency: pkg.price.currency,
    };
    return this.db.transaction(async (tx) => {
      // A clash of references is rare (1 in ~887 million per pair): skipped without aborting the
      // transaction, then drawn again.
      let row: BookingRow | undefined;
      for (let attempt = 0; !row; attempt++) {
        if (attempt === 5) throw new Error('Could not draw a free booking reference after 5 attempts.');
        [row] = await tx
          .insert(bookings)
          .values({ ...values, reference: newBookingReference() })
          .onConflictDoNothing({ target: bookings.reference })
          .returning();
      }
      // Agency and customer mails exist exactly when the request does (sent later by the mail worker).
      await this.notifier.notifyBookingReceived(tx, row);
      await recordAudit(tx, { entity: 'BOOKING', entityId: row.id, action: 'CREATED', actor: user ?? 'visitor', after: plainRow(row) });
      return toBooking(row);
    });
  }

  async listForUser(userId: string): Promise<Booking[]> {
    const rows = await this.db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(desc(bookings.createdAt));
    return rows.map(toBooking);
  }

  async list(args: BookingsArgs): Promise<Booking[]> {
    const conditions: SQL[] = [];
    if (args.status) conditions.push(eq(bookings.status, args.status));
    const rows = await this.db
      .select()
      .from(bookings)
      .where(and(...conditions))
      .orderBy(desc(bookings.createdAt))
      .limit(args.limit);
    return rows.map(toBooking);
  }
}

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    title: row.kind === 'STAY' ? `${row.hotelName ?? ''} · ${row.roomTypeName ?? ''}` : (row.packageTitle ?? ''),
    status: row.status,
    packageId: row.packageId,
    packageTitle: row.packageTitle,
    packageType: row.packageType,
    hotelId: row.hotelId,
    hotelName: row.hotelName,
    roomTypeId: row.roomTypeId,
    roomTypeName: row.roomTypeName,
    adults: row.adults,
    children: row.children,
    rooms: row.roomCount,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    guests: row.guests,
    departureDate: row.departureDate,
    returnDate: row.returnDate,
    specialRequests: row.specialRequests,
    adultPrice: row.adultPriceCents === null ? null : fromCents(row.adultPriceCents),
    total: fromCents(row.totalCents),
    currency: row.currency,
    createdAt: row.createdAt,
  };
}
