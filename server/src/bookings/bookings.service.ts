import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { todayInSouthAfrica } from '../common/dates.js';
import { parseEntityId } from '../common/entity-id.js';
import { badInput, notFound } from '../common/errors.js';
import { assertSameRequest, idempotencyFingerprint, type IdempotencyKey } from '../common/idempotency.js';
import { fromCents } from '../common/money.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Database } from '../db/client.js';
import { bookings, type BookingRow } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { runText } from '../db/prepared.js';
import { bookingReceivedMails, type MailSettings } from '../mail/templates.js';
import { announceQueuedMail } from '../mail/outbox.js';
import { diffFields, plainRow } from '../audit/audit.js';
import type { AuthUser } from '../auth/auth-user.js';
import { isBookable } from '../packages/package.mapper.js';
import { PACKAGE_NOT_FOUND } from '../packages/packages.service.js';
import { newBookingReference } from './booking-reference.js';
import { BOOKABLE_PACKAGE, INSERT_BOOKING_WITH_MAILS_AND_AUDIT, insertBookingParams } from './booking-statements.js';
import { newPackageBooking, type BookablePackage } from './package-booking.js';
import { BookingMsg, type BookingInput, type BookingsArgs } from './booking.inputs.js';
import type { Booking } from './booking.model.js';
import { WriteLimiter } from '../write-limits/write-limits.js';

/** Who sends a booking request: the signed-in user, if any, and the client's address (the write limit counts it). */
export interface BookingSender {
  readonly user?: AuthUser;
  readonly clientAddress: string | null;
}


/**
 * The trip must fit the package: a package whose dates have passed takes no request, a departure is
 * today or later and on or after the window's first day, the return after the departure and on or
 * before the window's last day. The booking form checks the same (web booking-schema.ts) with these
 * messages; this is the rule.
 */
function checkTravelWindow(pkg: BookablePackage, input: BookingInput, today: string): void {
  if (!isBookable(pkg.toDate, today)) {
    throw badInput(BookingMsg.DATES_PASSED, { packageId: BookingMsg.DATES_PASSED });
  }
  if (input.departureDate < today) {
    throw badInput(BookingMsg.DEPARTURE_PAST, { departureDate: BookingMsg.DEPARTURE_PAST });
  }
  if (pkg.fromDate !== null && input.departureDate < pkg.fromDate) {
    const message = BookingMsg.departureFrom(pkg.fromDate);
    throw badInput(message, { departureDate: message });
  }
  if (input.returnDate <= input.departureDate) {
    throw badInput(BookingMsg.RETURN_ORDER, { returnDate: BookingMsg.RETURN_ORDER });
  }
  if (pkg.toDate !== null && input.returnDate > pkg.toDate) {
    const message = BookingMsg.returnBy(pkg.toDate);
    throw badInput(message, { returnDate: message });
  }
}

/** Booking requests for packages: stored, never lost, each with its own reference. */
@Injectable()
export class BookingsService {
  private readonly mailSettings: MailSettings;
  constructor(
    @InjectDb() private readonly db: Database,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly limits: WriteLimiter,
  ) {
    this.mailSettings = { agencyInbox: config.mail.agencyInbox };
  }

  /**
   * Stores the request, its two mails (agency, customer) and its audit event in ONE statement: a
   * statement is atomic on its own, so they exist together or not at all, without the five round
   * trips of BEGIN, three INSERTs and COMMIT (the booking form's throughput is bound by them).
   */
  async request(input: BookingInput, sender: BookingSender, idempotency?: IdempotencyKey, today = todayInSouthAfrica()): Promise<Booking> {
    const { user } = sender;
    const fingerprint = idempotency && idempotencyFingerprint('requestBooking', input, user?.id);
    if (idempotency && fingerprint) {
      const earlier = await replayBooking(this.db, idempotency, fingerprint);
      if (earlier) return earlier;
    }
    const pkg = await this.checkedPackage(input, today);
    return this.store(pkg, input, sender, idempotency && fingerprint ? { idempotency, fingerprint } : undefined);
  }

  /**
   * The package a request is for, once the request fits it (its guest limit and travel window): the
   * booking form's one read. Throws the form's messages (NOT_FOUND, BAD_USER_INPUT) and writes nothing,
   * so a caller may ask again (the booking fast path hands a refused request to the full pipeline).
   */
  async checkedPackage(input: BookingInput, today = todayInSouthAfrica()): Promise<BookablePackage> {
    const packageId = parseEntityId(input.packageId);
    const { name, text } = BOOKABLE_PACKAGE;
    const [pkg] = packageId ? await runText<BookablePackage>(this.db, text, [packageId], name) : [];
    if (!pkg) throw notFound(PACKAGE_NOT_FOUND);
    if (pkg.maxGuests !== null && input.guests > pkg.maxGuests) {
      const message = `This package takes at most ${pkg.maxGuests} ${pkg.maxGuests === 1 ? 'guest' : 'guests'}.`;
      throw badInput(message, { guests: message });
    }
    checkTravelWindow(pkg, input, today);
    return pkg;
  }

  /**
   * Stores a request `checkedPackage` accepted: the booking, its two mails and its audit event, or nothing.
   * Each one mails the address in the form, so it is counted first against the sender's address and that
   * recipient (WriteLimiter: TOO_MANY_REQUESTS past either limit, nothing written); a replay of an
   * Idempotency-Key never gets here, and one that turns out to be a replay below is taken back.
   */
  async store(
    pkg: BookablePackage,
    input: BookingInput,
    sender: BookingSender,
    keyed?: { idempotency: IdempotencyKey; fingerprint: string },
  ): Promise<Booking> {
    const undo = await this.limits.admit('booking', { clientAddress: sender.clientAddress, recipient: input.email });
    try {
      const stored = await this.storeCounted(pkg, input, sender.user, keyed);
      if (stored.replayed) await undo();
      return stored.booking;
    } catch (error) {
      await undo();
      throw error;
    }
  }

  private async storeCounted(
    pkg: BookablePackage,
    input: BookingInput,
    user: AuthUser | undefined,
    keyed?: { idempotency: IdempotencyKey; fingerprint: string },
  ): Promise<{ booking: Booking; replayed: boolean }> {
    // A clash of references is rare (1 in ~887 million per pair): that statement writes nothing, and
    // the request is tried again with another reference.
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = newPackageBooking(pkg, input, user, newBookingReference());
      if (keyed) Object.assign(row, { idempotencyKey: keyed.idempotency.key, idempotencyFingerprint: keyed.fingerprint });
      const stored = await this.insertWithMailsAndAudit(row, user);
      if (stored) {
        announceQueuedMail();
        return { booking: toBooking(stored), replayed: false };
      }
      // Nothing written: either the reference clashed (draw another) or a simultaneous request with the
      // same key committed first (answer its booking; the statement waited for it, so it is visible now).
      if (keyed) {
        const earlier = await replayBooking(this.db, keyed.idempotency, keyed.fingerprint);
        if (earlier) return { booking: earlier, replayed: true };
      }
    }
    throw new Error('Could not draw a free booking reference after 5 attempts.');
  }

  /**
   * The booking row, its mails and its audit event (as recordAudit writes it); undefined when the
   * reference or the idempotency key is already taken (then nothing at all is written).
   */
  private async insertWithMailsAndAudit(row: BookingRow, user: AuthUser | undefined): Promise<BookingRow | undefined> {
    const mails = bookingReceivedMails(this.mailSettings, row);
    const { createdAt: _c, updatedAt: _u, ...created } = plainRow(row);
    const changes = diffFields(undefined, created);
    const { name, text } = INSERT_BOOKING_WITH_MAILS_AND_AUDIT;
    const params = insertBookingParams(row, mails, { id: user?.id ?? null, name: user?.username ?? 'visitor' }, JSON.stringify(changes));
    const [stored] = await runText<{ created_at: Date | string; updated_at: Date | string }>(this.db, text, params, name);
    return stored && { ...row, createdAt: new Date(stored.created_at), updatedAt: new Date(stored.updated_at) };
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

/**
 * The booking (package request or stay reservation) stored earlier under this Idempotency-Key, if any:
 * CONFLICT when it was stored for another request; otherwise marked as a replay and answered again.
 */
export async function replayBooking(db: Database, idempotency: IdempotencyKey, fingerprint: string): Promise<Booking | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, idempotency.key)).limit(1);
  if (!row) return undefined;
  assertSameRequest(row.idempotencyFingerprint, fingerprint);
  idempotency.replayed();
  return toBooking(row);
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
