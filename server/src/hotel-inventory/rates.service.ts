import { plainRow, recordAudit, recordAudits } from '../audit/audit.js';
import { Injectable } from '@nestjs/common';
import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.js';
import { addDays } from '../common/dates.js';
import { EntityIdPipe, parseEntityId, rowId, type EntityId } from '../common/entity-id.js';
import { badInput, conflict, notFound } from '../common/errors.js';
import { toCents } from '../common/money.js';
import type { Database, Transaction } from '../db/client.js';
import { rates, roomTypes } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { assertManagesHotel } from '../hotels/hotel-ownership.js';
import { assertManagedHotel, rateTypeOfRoomType, roomTypeOfHotel } from './inventory-access.js';
import { sqlState, UNIQUE_VIOLATION } from '../common/database-errors.js';
import { toRate } from './inventory.mapper.js';
import { MAX_RATE_NIGHTS, type CreateRatesInput, type UpdateRateInput } from './rate.inputs.js';
import type { Rate } from './rate.model.js';

export const RATE_NOT_FOUND = 'Rate not found.';
/** A rate id argument: canonical, or this NOT_FOUND. */
export const RateIdPipe = EntityIdPipe.orNotFound(RATE_NOT_FOUND);
/** The most rates one list answers; a year of 2 room types × 1 rate type fits. */
export const MAX_RATES_LISTED = 1000;

export const rateExists = (date: string) => `A rate for this room type and rate type already exists on ${date}.`;

export interface RatesFilter {
  hotelId: string;
  roomTypeId?: string | null;
  fromDate?: string | null;
  toDate?: string | null;
}

/** Dated nightly rates: owner reads and writes. The only place touching the rates table. */
@Injectable()
export class RatesService {
  constructor(@InjectDb() private readonly db: Database) {}

  /** Ordered by date, then room type name; at most MAX_RATES_LISTED. */
  async list(user: AuthUser, filter: RatesFilter): Promise<Rate[]> {
    const hotelId = await assertManagedHotel(this.db, user, filter.hotelId);
    const conditions: SQL[] = [eq(rates.hotelId, hotelId)];
    if (filter.roomTypeId) {
      const roomTypeId = parseEntityId(filter.roomTypeId);
      if (!roomTypeId) return [];
      conditions.push(eq(rates.roomTypeId, roomTypeId));
    }
    if (filter.fromDate) conditions.push(gte(rates.date, filter.fromDate));
    if (filter.toDate) conditions.push(lte(rates.date, filter.toDate));
    const rows = await this.db
      .select({ rate: rates })
      .from(rates)
      .innerJoin(roomTypes, eq(roomTypes.id, rates.roomTypeId))
      .where(and(...conditions))
      .orderBy(asc(rates.date), asc(roomTypes.name), asc(rates.roomTypeId), asc(rates.id))
      .limit(MAX_RATES_LISTED);
    return rows.map((r) => toRate(r.rate));
  }

  /** Null when missing; FORBIDDEN when it is another manager's. */
  async findById(user: AuthUser, id: EntityId): Promise<Rate | null> {
    const [row] = await this.db.select().from(rates).where(eq(rates.id, id)).limit(1);
    if (!row) return null;
    await assertManagesHotel(this.db, user, row.hotelId);
    return toRate(row);
  }

  /**
   * One rate per night from fromDate to toDate inclusive, all or nothing: a night that already has a
   * rate for this room type and rate type refuses the whole range (CONFLICT naming the night). The
   * unique key decides, so two managers saving overlapping ranges at once cannot both succeed.
   */
  async createRange(user: AuthUser, input: CreateRatesInput): Promise<Rate[]> {
    const toDate = input.toDate ?? input.fromDate;
    if (toDate < input.fromDate) {
      const message = 'The end date must be on or after the start date.';
      throw badInput(message, { toDate: message });
    }
    const dates: string[] = [];
    for (let d = input.fromDate; d <= toDate && dates.length <= MAX_RATE_NIGHTS; d = addDays(d, 1)) dates.push(d);
    if (dates.length > MAX_RATE_NIGHTS) {
      const message = `Rates can be set for at most ${MAX_RATE_NIGHTS} nights at a time.`;
      throw badInput(message, { toDate: message });
    }
    return this.db.transaction(async (tx) => {
      const hotelId = await assertManagedHotel(tx, user, input.hotelId);
      await this.checkReferences(tx, input, hotelId);
      const amounts = amountColumns(input);
      const inserted = await tx
        .insert(rates)
        .values(
          dates.map((date) => ({
            hotelId,
            roomTypeId: input.roomTypeId,
            rateTypeId: input.rateTypeId ?? null,
            date,
            ...amounts,
          })),
        )
        .onConflictDoNothing()
        .returning();
      if (inserted.length < dates.length) {
        const written = new Set(inserted.map((r) => r.date));
        const taken = dates.find((d) => !written.has(d))!;
        // Throwing rolls the transaction back: none of the range is kept.
        throw conflict(rateExists(taken), { fromDate: rateExists(taken) });
      }
      await recordAudits(
        tx,
        inserted.map((row) => ({ entity: 'RATE' as const, entityId: row.id, hotelId: row.hotelId, action: 'CREATED', actor: user, after: plainRow(row) })),
      );
      return inserted.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)).map(toRate);
    });
  }

  async update(user: AuthUser, id: EntityId, input: UpdateRateInput): Promise<Rate> {
    return this.db.transaction(async (tx) => {
      const existing = await this.existing(tx, id);
      await assertManagesHotel(tx, user, existing.hotelId);
      await this.checkReferences(tx, input, rowId(existing.hotelId));
      try {
        const [row] = await tx
          .update(rates)
          .set({ roomTypeId: input.roomTypeId, rateTypeId: input.rateTypeId ?? null, date: input.date, ...amountColumns(input) })
          .where(eq(rates.id, id))
          .returning();
        await recordAudit(tx, { entity: 'RATE', entityId: id, hotelId: existing.hotelId, action: 'UPDATED', actor: user, before: plainRow(existing), after: plainRow(row!) });
        return toRate(row!);
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(rateExists(input.date), { date: rateExists(input.date) });
        throw error;
      }
    });
  }

  async delete(user: AuthUser, id: EntityId): Promise<void> {
    await this.db.transaction(async (tx) => {
      const existing = await this.existing(tx, id);
      await assertManagesHotel(tx, user, existing.hotelId);
      await tx.delete(rates).where(eq(rates.id, id));
      await recordAudit(tx, { entity: 'RATE', entityId: id, hotelId: existing.hotelId, action: 'DELETED', actor: user, before: plainRow(existing) });
    });
  }

  /** The room type and rate type named must be of the rate's hotel, and the rate type of that room type. */
  private async checkReferences(tx: Transaction, input: UpdateRateInput | CreateRatesInput, hotelId: EntityId): Promise<void> {
    const roomType = await roomTypeOfHotel(tx, input.roomTypeId, hotelId);
    if (input.rateTypeId) await rateTypeOfRoomType(tx, input.rateTypeId, hotelId, rowId(roomType.id));
  }

  private async existing(db: Pick<Database, 'select'>, id: EntityId) {
    const [row] = await db.select().from(rates).where(eq(rates.id, id)).limit(1);
    if (!row) throw notFound(RATE_NOT_FOUND);
    return row;
  }
}

const centsOrNull = (amount: number | null | undefined): number | null =>
  amount === null || amount === undefined ? null : toCents(amount);

function amountColumns(input: UpdateRateInput | CreateRatesInput) {
  return {
    stoRateSingleCents: centsOrNull(input.stoRateSingle),
    rackRateSingleCents: centsOrNull(input.rackRateSingle),
    stoRateDoubleCents: toCents(input.stoRateDouble),
    rackRateDoubleCents: toCents(input.rackRateDouble),
    stoRateGroupCents: centsOrNull(input.stoRateGroup),
    rackRateGroupCents: centsOrNull(input.rackRateGroup),
  };
}
