import { Injectable, Logger } from '@nestjs/common';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.js';
import { Role } from '../auth/role.js';
import { newBookingReference } from '../bookings/booking-reference.js';
import type { Booking } from '../bookings/booking.model.js';
import { replayBooking, toBooking } from '../bookings/bookings.service.js';
import { todayInSouthAfrica } from '../common/dates.js';
import { EntityIdPipe, parseEntityId, type EntityId } from '../common/entity-id.js';
import { AppError, badInput, conflict, forbidden, notFound } from '../common/errors.js';
import { sqlState } from '../common/database-errors.js';
import { idempotencyFingerprint, type IdempotencyKey } from '../common/idempotency.js';
import type { Database, Transaction } from '../db/client.js';
import { bookingNights, bookings, hotels, roomTypes, roomUnitNights, type BookingRow } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { plainRow, recordAudit } from '../audit/audit.js';
import { changeStatus } from '../inbox/workflow.js';
import { Notifier } from '../mail/notifications.js';
import { WriteLimiter } from '../write-limits/write-limits.js';
import { assertManagesHotel, managedHotelIds, managesHotel, NOT_YOUR_HOTEL } from '../hotels/hotel-ownership.js';
import { hotelRowVisibleTo } from '../hotels/hotel-visibility.js';
import { priceStay } from './nightly-price.js';
import { freeUnitsQuery, loadPricing } from './stay-inventory.js';
import { checkStay, NO_LONGER_AVAILABLE, sleepsMessage } from './stay-rules.js';
import type { HotelReservationsArgs, ReserveStayInput } from './stay.inputs.js';
import { HOTEL_NOT_FOUND } from '../hotels/hotel.mapper.js';
import { ROOM_TYPE_NOT_FOUND } from '../hotel-inventory/room-types.service.js';

export const RESERVATION_NOT_FOUND = 'Reservation not found.';
/** A reservation id argument: canonical, or this NOT_FOUND. */
export const ReservationIdPipe = EntityIdPipe.orNotFound(RESERVATION_NOT_FOUND);

/** How many times a reservation is tried again after losing a race for a unit's night. */
const MAX_ATTEMPTS = 6;
/** unique_violation (another stay took the unit's night first), deadlock, serialization failure. */
const RETRYABLE = new Set(['23505', '40P01', '40001']);

/** Thrown inside the transaction when no units are left: rolls back, then becomes CONFLICT. */
class NoUnitsLeft extends Error {}

/** Who reserves: the signed-in user, if any, and the client's address (the write limit counts it). */
export interface ReservationSender {
  readonly user?: AuthUser;
  readonly clientAddress: string | null;
}

/**
 * Stay reservations. Overbooking is prevented by the database, not by this code: every held night is
 * a room_unit_nights row whose primary key (room_unit_id, night) admits one holder. The code only
 * chooses units that look free; when another transaction took one first, the insert fails with a
 * unique violation, the whole transaction rolls back and is tried again (another unit may be free).
 */
@Injectable()
export class ReservationsService {
  private readonly logger = new Logger('ReservationsService');

  constructor(
    @InjectDb() private readonly db: Database,
    private readonly notifier: Notifier,
    private readonly limits: WriteLimiter,
  ) {}

  async reserve(
    input: ReserveStayInput,
    sender: ReservationSender,
    idempotency?: IdempotencyKey,
    today = todayInSouthAfrica(),
  ): Promise<Booking> {
    const stay = checkStay(input, today);
    const hotelId = parseEntityId(input.hotelId);
    if (!hotelId) throw notFound(HOTEL_NOT_FOUND);
    const roomTypeId = parseEntityId(input.roomTypeId);
    if (!roomTypeId) throw notFound(ROOM_TYPE_NOT_FOUND);
    const { user } = sender;
    const keyed = idempotency && { idempotency, fingerprint: idempotencyFingerprint('reserveStay', input, user?.id) };
    // A retry of a stored reservation answers it, before any room is looked for (the rooms it holds are
    // its own, so "no longer available" would be the wrong answer) and before the write limit counts.
    const earlier = keyed && (await replayBooking(this.db, keyed.idempotency, keyed.fingerprint));
    if (earlier) return earlier;

    // Each reservation holds rooms and mails the address in the form: counted per address and recipient.
    const undo = await this.limits.admit('reservation', { clientAddress: sender.clientAddress, recipient: input.email });
    try {
      const reserved = await this.reserveCounted(input, user, stay, hotelId, roomTypeId, keyed);
      if (reserved.replayed) await undo();
      return reserved.booking;
    } catch (error) {
      await undo();
      throw error;
    }
  }

  private async reserveCounted(
    input: ReserveStayInput,
    user: AuthUser | undefined,
    stay: ReturnType<typeof checkStay>,
    hotelId: EntityId,
    roomTypeId: EntityId,
    keyed: { idempotency: IdempotencyKey; fingerprint: string } | undefined,
  ): Promise<{ booking: Booking; replayed: boolean }> {
    for (let attempt = 1; ; attempt++) {
      // A simultaneous twin with the same key may have stored its reservation since.
      const earlier = attempt > 1 && keyed && (await replayBooking(this.db, keyed.idempotency, keyed.fingerprint));
      if (earlier) return { booking: earlier, replayed: true };
      try {
        return await this.db.transaction(async (tx) => {
          const [found] = await tx
            .select({ hotel: hotels, roomType: roomTypes })
            .from(roomTypes)
            .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
            .where(eq(roomTypes.id, roomTypeId))
            .limit(1);
          // A hotel awaiting review (or rejected) takes no reservations: to visitors it does not exist.
          if (!found || found.hotel.id !== hotelId || found.hotel.reviewStatus !== 'APPROVED') {
            const [hotel] = await tx
              .select({ id: hotels.id })
              .from(hotels)
              .where(and(eq(hotels.id, hotelId), hotelRowVisibleTo(undefined)))
              .limit(1);
            throw notFound(hotel ? ROOM_TYPE_NOT_FOUND : HOTEL_NOT_FOUND);
          }
          const { hotel, roomType } = found;
          if (roomType.capacity < stay.perRoom) {
            const message = sleepsMessage(roomType.capacity);
            throw badInput(message, { rooms: message });
          }

          // Priced inside the transaction: the quote is what the rates say at the moment of booking.
          const pricing = await loadPricing(tx, [roomType], stay.checkIn, stay.checkOut);
          const priced = priceStay(pricing.get(roomType.id)!, stay.checkIn, stay.checkOut, stay.tier, stay.rooms);

          // After a lost race, pick at random among the units still free, so that simultaneous
          // reservations spread over the remaining units instead of all colliding on the first one.
          const free = await freeUnitsQuery(tx, [roomType.id], stay.checkIn, stay.checkOut, stay.perRoom);
          if (free.length < stay.rooms) throw new NoUnitsLeft();
          const chosen = (attempt === 1 ? free : shuffle(free)).slice(0, stay.rooms);
          // Inserted in one fixed order (unit id, then night) so two transactions never wait on each other crosswise.
          const unitIds = chosen.map((u) => u.unitId).sort();

          const [booking] = await tx
            .insert(bookings)
            .values({
              reference: newBookingReference(),
              kind: 'STAY',
              userId: user?.id ?? null,
              status: 'PENDING',
              fullName: input.fullName,
              email: input.email,
              phone: input.phone,
              guests: stay.adults + stay.children,
              departureDate: stay.checkIn,
              returnDate: stay.checkOut,
              specialRequests: input.specialRequests,
              hotelId: hotel.id,
              roomTypeId: roomType.id,
              hotelName: hotel.name,
              roomTypeName: roomType.name,
              adults: stay.adults,
              children: stay.children,
              roomCount: stay.rooms,
              totalCents: priced.totalCents,
              currency: 'ZAR',
              // A simultaneous request with the same key fails this insert on the key's unique index
              // (23505): the transaction rolls back and the next attempt answers the one that won.
              idempotencyKey: keyed?.idempotency.key ?? null,
              idempotencyFingerprint: keyed?.fingerprint ?? null,
            })
            .returning();
          await tx
            .insert(bookingNights)
            .values(priced.nights.map((n) => ({ bookingId: booking!.id, night: n.date, priceCents: n.priceCents, source: n.source })));
          await tx
            .insert(roomUnitNights)
            .values(unitIds.flatMap((roomUnitId) => stay.nights.map((night) => ({ roomUnitId, night, bookingId: booking!.id }))));
          // Agency and customer mails exist exactly when the reservation does (sent later by the mail worker).
          await this.notifier.notifyBookingReceived(tx, booking!);
          await recordAudit(tx, {
            entity: 'BOOKING',
            entityId: booking!.id,
            hotelId: booking!.hotelId,
            action: 'CREATED',
            actor: user ?? 'visitor',
            after: plainRow(booking!),
          });
          return { booking: toBooking(booking!), replayed: false };
        });
      } catch (error) {
        // The same key's twin may have taken the last room: then this request's answer is that reservation.
        const twin = keyed && (await replayBooking(this.db, keyed.idempotency, keyed.fingerprint));
        if (twin) return { booking: twin, replayed: true };
        if (error instanceof NoUnitsLeft) throw conflict(NO_LONGER_AVAILABLE);
        const code = sqlState(error);
        if (code && RETRYABLE.has(code)) {
          if (attempt < MAX_ATTEMPTS) continue;
          this.logger.warn(`Reservation gave up after ${attempt} attempts (${code})`);
          throw conflict(NO_LONGER_AVAILABLE);
        }
        throw error;
      }
    }
  }

  /**
   * → CONFIRMED (from PENDING, CONTACTED or QUOTED: the inbox workflow), by a manager of the hotel, an
   * agency admin or staff. Audited and the customer e-mailed, in the same transaction (inbox/workflow.ts).
   */
  async confirm(id: EntityId, user: AuthUser): Promise<Booking> {
    return this.db.transaction(async (tx) => {
      const booking = await this.lockReservation(tx, id);
      if (!(await this.mayManage(tx, user, booking))) throw refusal(user);
      const changed = await changeStatus(tx, this.notifier, { type: 'booking', row: booking }, 'CONFIRMED', user, {
        refusal: () => conflict(wrongTransition(booking, 'confirm')),
      });
      return toBooking(changed.row as BookingRow);
    });
  }

  /**
   * → CANCELLED (from any status that is not final), by the hotel's side or the customer who reserved
   * it. The held nights are deleted in the same transaction (workflow.ts), so they are free again the
   * moment it commits; the change is audited and the customer e-mailed.
   */
  async cancel(id: EntityId, user: AuthUser): Promise<Booking> {
    return this.db.transaction(async (tx) => {
      const booking = await this.lockReservation(tx, id);
      const isCustomer = booking.userId !== null && booking.userId === user.id;
      if (!isCustomer && !(await this.mayManage(tx, user, booking))) throw refusal(user);
      const changed = await changeStatus(tx, this.notifier, { type: 'booking', row: booking }, 'CANCELLED', user, {
        refusal: () => conflict(wrongTransition(booking, 'cancel')),
      });
      return toBooking(changed.row as BookingRow);
    });
  }

  /** Stays of the hotels the caller manages (all of them for agency admins and staff), newest first. */
  async list(args: HotelReservationsArgs, user: AuthUser): Promise<Booking[]> {
    const conditions: SQL[] = [eq(bookings.kind, 'STAY')];
    if (args.hotelId) {
      if (user.role === Role.HOTEL_MANAGER) await assertManagesHotel(this.db, user, args.hotelId);
      conditions.push(eq(bookings.hotelId, args.hotelId));
    } else if (user.role !== Role.STAFF) {
      const ids = await managedHotelIds(this.db, user);
      if (ids !== null) {
        if (!ids.length) return [];
        conditions.push(inArray(bookings.hotelId, ids));
      }
    }
    if (args.status) conditions.push(eq(bookings.status, args.status));
    const rows = await this.db
      .select()
      .from(bookings)
      .where(and(...conditions))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(args.limit);
    return rows.map(toBooking);
  }

  /** Agency admins, staff, and managers of the booking's hotel act for the hotel. */
  async mayManage(db: Database | Transaction, user: AuthUser, booking: Pick<BookingRow, 'hotelId'>): Promise<boolean> {
    if (user.role === Role.STAFF || user.role === Role.AGENCY_ADMIN) return true;
    return booking.hotelId !== null && (await managesHotel(db, user, booking.hotelId));
  }

  /** The stay, locked until the transaction ends so that two status changes cannot interleave. */
  private async lockReservation(tx: Transaction, id: EntityId): Promise<BookingRow> {
    const [row] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, id), eq(bookings.kind, 'STAY')))
      .for('update')
      .limit(1);
    if (!row) throw notFound(RESERVATION_NOT_FOUND);
    return row;
  }
}

const NOT_YOURS = 'You may not change this reservation.';

/** A hotel manager hears the ownership rule's message; anyone else that the stay is not theirs. */
function refusal(user: AuthUser): AppError {
  return forbidden(user.role === Role.HOTEL_MANAGER ? NOT_YOUR_HOTEL : NOT_YOURS);
}

function wrongTransition(booking: BookingRow, action: 'confirm' | 'cancel'): string {
  const state = booking.status.toLowerCase();
  if (action === 'confirm') {
    return booking.status === 'CONFIRMED' ? 'This reservation is already confirmed.' : `A ${state} reservation cannot be confirmed.`;
  }
  return booking.status === 'CANCELLED' ? 'This reservation is already cancelled.' : `A ${state} reservation cannot be cancelled.`;
}

function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
