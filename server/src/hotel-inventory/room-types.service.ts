import { Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.js';
import { EntityIdPipe, parseEntityId, parseEntityIds, type EntityId } from '../common/entity-id.js';
import { conflict, notFound } from '../common/errors.js';
import { toCents } from '../common/money.js';
import type { Database } from '../db/client.js';
import { rates, rateTypes, roomTypes, roomUnits, rooms } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { assertManagesHotel } from '../hotels/hotel-ownership.js';
import { hotelVisibleTo } from '../hotels/hotel-visibility.js';
import { assertManagedHotel, firstFutureStayHold } from './inventory-access.js';
import { toRateType, toRoomType } from './inventory.mapper.js';
import type { RateType } from './rate.model.js';
import type { CreateRoomTypeInput, UpdateRoomTypeInput } from './room-type.inputs.js';
import type { RoomType, RoomTypeDeletionImpact } from './room-type.model.js';

export const ROOM_TYPE_NOT_FOUND = 'Room type not found.';
/** A room type id argument: canonical, or this NOT_FOUND. */
export const RoomTypeIdPipe = EntityIdPipe.orNotFound(ROOM_TYPE_NOT_FOUND);

/** Room types: public reads (the hotel page shows them), owner writes. The only place touching room_types. */
@Injectable()
export class RoomTypesService {
  constructor(@InjectDb() private readonly db: Database) {}

  /** Public: empty for a hotel `viewer` may not see (hotel-visibility.ts), as for an unknown id. */
  async listByHotel(hotelId: EntityId, viewer: AuthUser | undefined): Promise<RoomType[]> {
    return (await this.listForHotels([hotelId], viewer)).get(hotelId) ?? [];
  }

  /** Room types of many hotels in one query, by name; nothing of hotels `viewer` may not see. */
  async listForHotels(hotelIds: readonly string[], viewer: AuthUser | undefined): Promise<Map<string, RoomType[]>> {
    const ids = parseEntityIds(hotelIds);
    const byHotel = new Map<string, RoomType[]>(ids.map((id) => [id, []]));
    if (!ids.length) return byHotel;
    const rows = await this.db
      .select()
      .from(roomTypes)
      .where(and(inArray(roomTypes.hotelId, ids), hotelVisibleTo(viewer, roomTypes.hotelId)))
      .orderBy(asc(roomTypes.name), asc(roomTypes.id));
    for (const row of rows) byHotel.get(row.hotelId)!.push(toRoomType(row));
    return byHotel;
  }

  /** Public: undefined for a room type of a hotel `viewer` may not see, as for an unknown id. */
  async findById(id: EntityId, viewer: AuthUser | undefined): Promise<RoomType | undefined> {
    const [row] = await this.db.select().from(roomTypes).where(and(eq(roomTypes.id, id), hotelVisibleTo(viewer, roomTypes.hotelId))).limit(1);
    return row ? toRoomType(row) : undefined;
  }

  /**
   * In the order asked, null for missing ids (the DataLoader contract). Only for the room type of a row
   * the caller has already been allowed to read (a room, rate or rate type: owner-only reads).
   */
  async findByIds(ids: readonly string[]): Promise<(RoomType | null)[]> {
    const valid = parseEntityIds(ids);
    const rows = valid.length ? await this.db.select().from(roomTypes).where(inArray(roomTypes.id, valid)) : [];
    const byId = new Map(rows.map((r) => [r.id, toRoomType(r)]));
    return ids.map((id) => byId.get(parseEntityId(id) ?? '') ?? null);
  }

  /** The spec's GET /roomtypesrates: the hotel's room types, each with its rate types (owner only). */
  async listWithRateTypes(user: AuthUser, hotelIdInput: string): Promise<(RoomType & { rateTypes: RateType[] })[]> {
    const hotelId = await assertManagedHotel(this.db, user, hotelIdInput);
    const [types, hotelRateTypes] = await Promise.all([
      this.listByHotel(hotelId, user),
      this.db.select().from(rateTypes).where(eq(rateTypes.hotelId, hotelId)).orderBy(asc(rateTypes.name), asc(rateTypes.id)),
    ]);
    return types.map((t) => ({ ...t, rateTypes: hotelRateTypes.filter((r) => r.roomTypeId === t.id).map(toRateType) }));
  }

  async create(user: AuthUser, input: CreateRoomTypeInput): Promise<RoomType> {
    return this.db.transaction(async (tx) => {
      const hotelId = await assertManagedHotel(tx, user, input.hotelId);
      const [row] = await tx
        .insert(roomTypes)
        .values({ hotelId, ...columns(input) })
        .returning();
      return toRoomType(row!);
    });
  }

  async update(user: AuthUser, id: EntityId, input: UpdateRoomTypeInput): Promise<RoomType> {
    return this.db.transaction(async (tx) => {
      const existing = await this.existing(tx, id);
      await assertManagesHotel(tx, user, existing.hotelId);
      const [row] = await tx.update(roomTypes).set(columns(input)).where(eq(roomTypes.id, id)).returning();
      return toRoomType(row!);
    });
  }

  /**
   * Deletes the room type with its rooms, room numbers, rate types and rates. Refused while a stay
   * holds one of its rooms from today on: the guest's reservation must be cancelled first.
   */
  async delete(user: AuthUser, id: EntityId): Promise<void> {
    await this.db.transaction(async (tx) => {
      const existing = await this.existing(tx, id);
      await assertManagesHotel(tx, user, existing.hotelId);
      const unitsOfType = inArray(
        roomUnits.roomId,
        tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.roomTypeId, id)),
      );
      const hold = await firstFutureStayHold(tx, unitsOfType);
      if (hold) {
        throw conflict(`Room ${hold.number} of this room type is reserved on ${hold.night}; cancel its reservations first.`);
      }
      // Its rates first: cascading from both room_types and rate_types (set null) in one statement
      // could briefly make two typeless rates of one night and trip the rates unique key.
      await tx.delete(rates).where(eq(rates.roomTypeId, id));
      await tx.delete(roomTypes).where(eq(roomTypes.id, id));
    });
  }

  /** What delete() removes with the room type, counted for its confirmation (owner only). */
  async deletionImpact(user: AuthUser, id: EntityId): Promise<RoomTypeDeletionImpact> {
    const existing = await this.existing(this.db, id);
    await assertManagesHotel(this.db, user, existing.hotelId);
    const [counts] = await this.db
      .select({
        rooms: sql<number>`(select count(*)::int from ${rooms} where ${rooms.roomTypeId} = ${id})`,
        roomNumbers: sql<number>`(select count(*)::int from ${roomUnits} where ${roomUnits.roomId} in (select ${rooms.id} from ${rooms} where ${rooms.roomTypeId} = ${id}))`,
        rateTypes: sql<number>`(select count(*)::int from ${rateTypes} where ${rateTypes.roomTypeId} = ${id})`,
        rates: sql<number>`(select count(*)::int from ${rates} where ${rates.roomTypeId} = ${id})`,
      })
      .from(roomTypes)
      .where(eq(roomTypes.id, id));
    return { rooms: Number(counts!.rooms), roomNumbers: Number(counts!.roomNumbers), rateTypes: Number(counts!.rateTypes), rates: Number(counts!.rates) };
  }

  private async existing(db: Pick<Database, 'select'>, id: EntityId) {
    const [row] = await db.select().from(roomTypes).where(eq(roomTypes.id, id)).limit(1);
    if (!row) throw notFound(ROOM_TYPE_NOT_FOUND);
    return row;
  }
}

function columns(input: UpdateRoomTypeInput) {
  return {
    name: input.name,
    description: input.description ?? '',
    capacity: input.capacity,
    baseRateCents: toCents(input.baseRate),
    amenities: input.amenities ?? [],
    photos: input.photos ?? [],
  };
}
