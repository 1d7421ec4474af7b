import { Injectable } from '@nestjs/common';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.js';
import { EntityIdPipe, parseEntityIds, type EntityId } from '../common/entity-id.js';
import { notFound } from '../common/errors.js';
import type { Database } from '../db/client.js';
import { amenities } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { assertManagesHotel } from '../hotels/hotel-ownership.js';
import { hotelVisibleTo } from '../hotels/hotel-visibility.js';
import type { Amenity } from './amenity.model.js';
import type { CreateAmenityInput, UpdateAmenityInput } from './amenity.inputs.js';
import { assertManagedHotel } from './inventory-access.js';
import { toAmenity } from './inventory.mapper.js';

export const AMENITY_NOT_FOUND = 'Amenity not found.';
/** A amenitie id argument: canonical, or this NOT_FOUND. */
export const AmenityIdPipe = EntityIdPipe.orNotFound(AMENITY_NOT_FOUND);

/** A hotel's amenities: public reads, owner writes. The only place touching the amenities table. */
@Injectable()
export class AmenitiesService {
  constructor(@InjectDb() private readonly db: Database) {}

  /** Public: empty for a hotel `viewer` may not see (hotel-visibility.ts), as for an unknown id. */
  async listByHotel(hotelId: EntityId, viewer: AuthUser | undefined): Promise<Amenity[]> {
    return (await this.listForHotels([hotelId], viewer)).get(hotelId) ?? [];
  }

  /** Amenities of many hotels in one query, by name; nothing of hotels `viewer` may not see. */
  async listForHotels(hotelIds: readonly string[], viewer: AuthUser | undefined): Promise<Map<string, Amenity[]>> {
    const ids = parseEntityIds(hotelIds);
    const byHotel = new Map<string, Amenity[]>(ids.map((id) => [id, []]));
    if (!ids.length) return byHotel;
    const rows = await this.db
      .select()
      .from(amenities)
      .where(and(inArray(amenities.hotelId, ids), hotelVisibleTo(viewer, amenities.hotelId)))
      .orderBy(asc(amenities.name), asc(amenities.id));
    for (const row of rows) byHotel.get(row.hotelId)!.push(toAmenity(row));
    return byHotel;
  }

  /** Public: undefined for an amenity of a hotel `viewer` may not see, as for an unknown id. */
  async findById(id: EntityId, viewer: AuthUser | undefined): Promise<Amenity | undefined> {
    const [row] = await this.db.select().from(amenities).where(and(eq(amenities.id, id), hotelVisibleTo(viewer, amenities.hotelId))).limit(1);
    return row ? toAmenity(row) : undefined;
  }

  async create(user: AuthUser, input: CreateAmenityInput): Promise<Amenity> {
    return this.db.transaction(async (tx) => {
      const hotelId = await assertManagedHotel(tx, user, input.hotelId);
      const [row] = await tx
        .insert(amenities)
        .values({ hotelId, name: input.name, description: input.description ?? '' })
        .returning();
      return toAmenity(row!);
    });
  }

  async update(user: AuthUser, id: EntityId, input: UpdateAmenityInput): Promise<Amenity> {
    return this.db.transaction(async (tx) => {
      const existing = await this.existing(tx, id);
      await assertManagesHotel(tx, user, existing.hotelId);
      const [row] = await tx
        .update(amenities)
        .set({ name: input.name, description: input.description ?? '' })
        .where(eq(amenities.id, id))
        .returning();
      return toAmenity(row!);
    });
  }

  async delete(user: AuthUser, id: EntityId): Promise<void> {
    await this.db.transaction(async (tx) => {
      const existing = await this.existing(tx, id);
      await assertManagesHotel(tx, user, existing.hotelId);
      await tx.delete(amenities).where(eq(amenities.id, id));
    });
  }

  private async existing(db: Pick<Database, 'select'>, id: EntityId) {
    const [row] = await db.select().from(amenities).where(eq(amenities.id, id)).limit(1);
    if (!row) throw notFound(AMENITY_NOT_FOUND);
    return row;
  }
}
