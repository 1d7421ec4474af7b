import { Injectable } from '@nestjs/common';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.js';
import { notFound } from '../common/errors.js';
import type { Database } from '../db/client.js';
import { amenities } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { assertManagesHotel } from '../hotels/hotel-ownership.js';
import type { Amenity } from './amenity.model.js';
import type { CreateAmenityInput, UpdateAmenityInput } from './amenity.inputs.js';
import { assertManagedHotel, isId } from './inventory-access.js';
import { toAmenity } from './inventory.mapper.js';

export const AMENITY_NOT_FOUND = 'Amenity not found.';

/** A hotel's amenities: public reads, owner writes. The only place touching the amenities table. */
@Injectable()
export class AmenitiesService {
  constructor(@InjectDb() private readonly db: Database) {}

  async listByHotel(hotelId: string): Promise<Amenity[]> {
    return (await this.listForHotels([hotelId])).get(hotelId) ?? [];
  }

  /** Amenities of many hotels in one query (Hotel.amenities batches through this), by name. */
  async listForHotels(hotelIds: readonly string[]): Promise<Map<string, Amenity[]>> {
    const ids = [...new Set(hotelIds.filter(isId))];
    const byHotel = new Map<string, Amenity[]>(ids.map((id) => [id, []]));
    if (!ids.length) return byHotel;
    const rows = await this.db
      .select()
      .from(amenities)
      .where(inArray(amenities.hotelId, ids))
      .orderBy(asc(amenities.name), asc(amenities.id));
    for (const row of rows) byHotel.get(row.hotelId)!.push(toAmenity(row));
    return byHotel;
  }

  async findById(id: string): Promise<Amenity | undefined> {
    const [row] = isId(id) ? await this.db.select().from(amenities).where(eq(amenities.id, id)).limit(1) : [];
    return row ? toAmenity(row) : undefined;
  }

  async create(user: AuthUser, input: CreateAmenityInput): Promise<Amenity> {
    return this.db.transaction(async (tx) => {
      await assertManagedHotel(tx, user, input.hotelId);
      const [row] = await tx
        .insert(amenities)
        .values({ hotelId: input.hotelId, name: input.name, description: input.description ?? '' })
        .returning();
      return toAmenity(row!);
    });
  }

  async update(user: AuthUser, id: string, input: UpdateAmenityInput): Promise<Amenity> {
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

  async delete(user: AuthUser, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const existing = await this.existing(tx, id);
      await assertManagesHotel(tx, user, existing.hotelId);
      await tx.delete(amenities).where(eq(amenities.id, id));
    });
  }

  private async existing(db: Pick<Database, 'select'>, id: string) {
    const [row] = isId(id) ? await db.select().from(amenities).where(eq(amenities.id, id)).limit(1) : [];
    if (!row) throw notFound(AMENITY_NOT_FOUND);
    return row;
  }
}
