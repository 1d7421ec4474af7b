import { plainRow, recordAudit, recordAudits } from '../audit/audit.js';
import { Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.js';
import { EntityIdPipe, parseEntityId, parseEntityIds, rowId, type EntityId } from '../common/entity-id.js';
import { badInput, conflict, notFound } from '../common/errors.js';
import { toCents } from '../common/money.js';
import { RATE_PRESETS, ratePresetDescription } from '../common/rate-presets.js';
import type { Database } from '../db/client.js';
import { rates, rateTypes, roomTypes } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { assertManagesHotel } from '../hotels/hotel-ownership.js';
import { assertManagedHotel, roomTypeOfHotel } from './inventory-access.js';
import { sqlState, UNIQUE_VIOLATION } from '../common/database-errors.js';
import { toRateType } from './inventory.mapper.js';
import { CHOOSE_RATE_NAME, type RateTypeInput } from './rate.inputs.js';
import type { RatePreset, RateType } from './rate.model.js';

export const RATE_TYPE_NOT_FOUND = 'Rate type not found.';
/** A rate type id argument: canonical, or this NOT_FOUND. */
export const RateTypeIdPipe = EntityIdPipe.orNotFound(RATE_TYPE_NOT_FOUND);

/** Rate types: owner reads and writes. The only place touching the rate_types table. */
@Injectable()
export class RateTypesService {
  constructor(@InjectDb() private readonly db: Database) {}

  presets(): RatePreset[] {
    return RATE_PRESETS.map((p) => ({ name: p.name, description: p.description }));
  }

  async listByHotel(user: AuthUser, hotelIdInput: string): Promise<RateType[]> {
    const hotelId = await assertManagedHotel(this.db, user, hotelIdInput);
    const rows = await this.db
      .select()
      .from(rateTypes)
      .where(eq(rateTypes.hotelId, hotelId))
      .orderBy(asc(rateTypes.name), asc(rateTypes.id));
    return rows.map(toRateType);
  }

  /** Null when missing; FORBIDDEN when it is another manager's. */
  async findById(user: AuthUser, id: EntityId): Promise<RateType | null> {
    const [row] = await this.db.select().from(rateTypes).where(eq(rateTypes.id, id)).limit(1);
    if (!row) return null;
    await assertManagesHotel(this.db, user, row.hotelId);
    return toRateType(row);
  }

  /**
   * For nested fields (Rate.rateType) of rows already checked for ownership: in the order asked,
   * null for missing ids.
   */
  async findByIds(ids: readonly string[]): Promise<(RateType | null)[]> {
    const valid = parseEntityIds(ids);
    const rows = valid.length ? await this.db.select().from(rateTypes).where(inArray(rateTypes.id, valid)) : [];
    const byId = new Map(rows.map((r) => [r.id, toRateType(r)]));
    return ids.map((id) => byId.get(parseEntityId(id) ?? '') ?? null);
  }

  async create(user: AuthUser, input: RateTypeInput): Promise<RateType> {
    return oneNamePerRoomType(input.name, () =>
      this.db.transaction(async (tx) => {
        const hotelId = await assertManagedHotel(tx, user, input.hotelId);
        const roomType = await roomTypeOfHotel(tx, input.roomTypeId, hotelId);
        const [row] = await tx
          .insert(rateTypes)
          .values({ hotelId, roomTypeId: roomType.id, ...columns(input) })
          .returning();
        await recordAudit(tx, { entity: 'RATE_TYPE', entityId: row!.id, hotelId: row!.hotelId, action: 'CREATED', actor: user, after: plainRow(row!) });
        return toRateType(row!);
      }),
    );
  }

  /**
   * The spec's rate type body names no room type ("room type not checked"): the rate then applies to every
   * room type of the hotel, one rate type each (rates are priced per room type). All or nothing: refused
   * when a room type already has that name, or when the hotel has no room type yet.
   */
  async createForEveryRoomType(user: AuthUser, input: Omit<RateTypeInput, 'roomTypeId'>): Promise<RateType[]> {
    return oneNamePerRoomType(input.name, () =>
      this.db.transaction(async (tx) => {
        const hotelId = await assertManagedHotel(tx, user, input.hotelId);
        const types = await tx.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.hotelId, hotelId)).orderBy(asc(roomTypes.name), asc(roomTypes.id));
        if (!types.length) {
          const message = 'Add a room type first: rate types price a room type.';
          throw badInput(message, { roomTypeId: message });
        }
        const rows = await tx
          .insert(rateTypes)
          .values(types.map((t) => ({ hotelId, roomTypeId: t.id, ...columns(input) })))
          .returning();
        await recordAudits(
          tx,
          rows.map((row) => ({ entity: 'RATE_TYPE' as const, entityId: row.id, hotelId: row.hotelId, action: 'CREATED', actor: user, after: plainRow(row) })),
        );
        return rows.map(toRateType);
      }),
    );
  }

  /** Same input as create; the hotel cannot change, and the room type only while no dated rate uses the rate type. */
  async update(user: AuthUser, id: EntityId, input: RateTypeInput): Promise<RateType> {
    return oneNamePerRoomType(input.name, () => this.db.transaction(async (tx) => {
      const existing = await this.existing(tx, id);
      await assertManagesHotel(tx, user, existing.hotelId);
      if (parseEntityId(input.hotelId) !== existing.hotelId) {
        const message = 'A rate type cannot move to another hotel.';
        throw badInput(message, { hotelId: message });
      }
      const roomType = await roomTypeOfHotel(tx, input.roomTypeId, rowId(existing.hotelId));
      if (roomType.id !== existing.roomTypeId) {
        const [used] = await tx
          .select({ id: rates.id })
          .from(rates)
          .where(and(eq(rates.rateTypeId, id), ne(rates.roomTypeId, roomType.id)))
          .limit(1);
        if (used) {
          const message = 'This rate type has dated rates for its room type; create a new rate type for the other room type.';
          throw badInput(message, { roomTypeId: message });
        }
      }
      const [row] = await tx
        .update(rateTypes)
        .set({ roomTypeId: roomType.id, ...columns(input) })
        .where(eq(rateTypes.id, id))
        .returning();
      await recordAudit(tx, {
        entity: 'RATE_TYPE',
        entityId: id,
        hotelId: existing.hotelId,
        action: 'UPDATED',
        actor: user,
        before: plainRow(existing),
        after: plainRow(row!),
      });
      return toRateType(row!);
    }));
  }

  /** Deletes the rate type and the dated rates set under it (they priced nights by its name). */
  async delete(user: AuthUser, id: EntityId): Promise<void> {
    await this.db.transaction(async (tx) => {
      const existing = await this.existing(tx, id);
      await assertManagesHotel(tx, user, existing.hotelId);
      const removedRates = await tx.delete(rates).where(eq(rates.rateTypeId, id)).returning();
      await tx.delete(rateTypes).where(eq(rateTypes.id, id));
      await recordAudits(tx, [
        { entity: 'RATE_TYPE', entityId: id, hotelId: existing.hotelId, action: 'DELETED', actor: user, before: plainRow(existing) },
        ...removedRates.map((rate) => ({
          entity: 'RATE' as const,
          entityId: rate.id,
          hotelId: rate.hotelId,
          action: 'DELETED',
          actor: user,
          before: plainRow(rate),
        })),
      ]);
    });
  }

  private async existing(db: Pick<Database, 'select'>, id: EntityId) {
    const [row] = await db.select().from(rateTypes).where(eq(rateTypes.id, id)).limit(1);
    if (!row) throw notFound(RATE_TYPE_NOT_FOUND);
    return row;
  }
}

export const rateNameTaken = (name: string) => `This room type already has a ${name}: one rate type per rate name.`;

/** The database keeps one rate name per room type (rate_types_room_type_name_key); say so in words. */
async function oneNamePerRoomType<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(rateNameTaken(name), { name: rateNameTaken(name) });
    throw error;
  }
}

function columns(input: Omit<RateTypeInput, 'roomTypeId'>) {
  const description = ratePresetDescription(input.name);
  // The input validation allows preset names only; this guards callers that skip it.
  if (description === undefined) throw badInput(CHOOSE_RATE_NAME, { name: CHOOSE_RATE_NAME });
  return {
    name: input.name,
    description,
    singleRateCents: toCents(input.singleRate),
    doubleRateCents: toCents(input.doubleRate),
    groupRateCents: toCents(input.groupRate),
    active: input.active ?? true,
  };
}
