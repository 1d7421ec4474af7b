import { Injectable } from '@nestjs/common';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.js';
import { notFound } from '../common/errors.js';
import { toCents } from '../common/money.js';
import type { Database } from '../db/client.js';
import { activities } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { assertManagesHotel } from '../hotels/hotel-ownership.js';
import type { Activity } from './activity.model.js';
import type { CreateActivityInput, UpdateActivityInput } from './activity.inputs.js';
import { assertManagedHotel, isId } from './inventory-access.js';
import { toActivity } from './inventory.mapper.js';

export const ACTIVITY_NOT_FOUND = 'Activity not found.';

/** A hotel's activities: public reads, owner writes. The only place touching the activities table. */
@Injectable()
export class ActivitiesService {
  constructor(@InjectDb() private readonly db: Database) {}

  /** Every hotel's activities (the spec's GET /activities without a hotel), at most `limit`. */
  async listAll(limit = 1000): Promise<Activity[]> {
    const rows = await this.db.select().from(activities).orderBy(asc(activities.name), asc(activities.id)).limit(limit);
    return rows.map(toActivity);
  }

  async listByHotel(hotelId: string): Promise<Activity[]> {
    return (await this.listForHotels([hotelId])).get(hotelId) ?? [];
  }

  /** Amenities of many hotels in one query (Hotel.activities batches through this), by name. */
  async listForHotels(hotelIds: readonly string[]): Promise<Map<string, Activity[]>> {
    const ids = [...new Set(hotelIds.filter(isId))];
    const byHotel = new Map<string, Activity[]>(ids.map((id) => [id, []]));
    if (!ids.length) return byHotel;
    const rows = await this.db
      .select()
      .from(activities)
      .where(inArray(activities.hotelId, ids))
      .orderBy(asc(activities.name), asc(activities.id));
    for (const row of rows) byHotel.get(row.hotelId)!.push(toActivity(row));
    return byHotel;
  }

  async findById(id: string): Promise<Activity | undefined> {
    const [row] = isId(id) ? await this.db.select().from(activities).where(eq(activities.id, id)).limit(1) : [];
    return row ? toActivity(row) : undefined;
  }

  async create(user: AuthUser, input: CreateActivityInput): Promise<Activity> {
    return this.db.transaction(async (tx) => {
      await assertManagedHotel(tx, user, input.hotelId);
      const [row] = await tx
        .insert(activities)
        .values({ hotelId: input.hotelId, ...columns(input) })
        .returning();
      return toActivity(row!);
    });
  }

  async update(user: AuthUser, id: string, input: UpdateActivityInput): Promise<Activity> {
    return this.db.transaction(async (tx) => {
      const existing = await this.existing(tx, id);
      await assertManagesHotel(tx, user, existing.hotelId);
      const [row] = await tx
        .update(activities)
        .set(columns(input))
        .where(eq(activities.id, id))
        .returning();
      return toActivity(row!);
    });
  }

  async delete(user: AuthUser, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const existing = await this.existing(tx, id);
      await assertManagesHotel(tx, user, existing.hotelId);
      await tx.delete(activities).where(eq(activities.id, id));
    });
  }

  private async existing(db: Pick<Database, 'select'>, id: string) {
    const [row] = isId(id) ? await db.select().from(activities).where(eq(activities.id, id)).limit(1) : [];
    if (!row) throw notFound(ACTIVITY_NOT_FOUND);
    return row;
  }
}

function columns(input: UpdateActivityInput) {
  return {
    name: input.name,
    description: input.description ?? '',
    duration: input.duration,
    maxParticipants: input.maxParticipants,
    priceCents: input.price === null || input.price === undefined ? null : toCents(input.price),
  };
}
