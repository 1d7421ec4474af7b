import { Injectable } from '@nestjs/common';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.js';
import { EntityIdPipe, parseEntityIds, type EntityId } from '../common/entity-id.js';
import { notFound } from '../common/errors.js';
import { toCents } from '../common/money.js';
import type { Database } from '../db/client.js';
import { activities } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { assertManagesHotel } from '../hotels/hotel-ownership.js';
import { hotelVisibleTo } from '../hotels/hotel-visibility.js';
import type { Activity } from './activity.model.js';
import type { CreateActivityInput, UpdateActivityInput } from './activity.inputs.js';
import { assertManagedHotel } from './inventory-access.js';
import { toActivity } from './inventory.mapper.js';

export const ACTIVITY_NOT_FOUND = 'Activity not found.';
/** A activity id argument: canonical, or this NOT_FOUND. */
export const ActivityIdPipe = EntityIdPipe.orNotFound(ACTIVITY_NOT_FOUND);

/** A hotel's activities: public reads, owner writes. The only place touching the activities table. */
@Injectable()
export class ActivitiesService {
  constructor(@InjectDb() private readonly db: Database) {}

  /** Every hotel's activities (the spec's GET /activities without a hotel) that `viewer` may see, at most `limit`. */
  async listAll(viewer: AuthUser | undefined, limit = 1000): Promise<Activity[]> {
    const rows = await this.db.select().from(activities).where(hotelVisibleTo(viewer, activities.hotelId)).orderBy(asc(activities.name), asc(activities.id)).limit(limit);
    return rows.map(toActivity);
  }

  /** Public: empty for a hotel `viewer` may not see (hotel-visibility.ts), as for an unknown id. */
  async listByHotel(hotelId: EntityId, viewer: AuthUser | undefined): Promise<Activity[]> {
    return (await this.listForHotels([hotelId], viewer)).get(hotelId) ?? [];
  }

  /** Activities of many hotels in one query, by name; nothing of hotels `viewer` may not see. */
  async listForHotels(hotelIds: readonly string[], viewer: AuthUser | undefined): Promise<Map<string, Activity[]>> {
    const ids = parseEntityIds(hotelIds);
    const byHotel = new Map<string, Activity[]>(ids.map((id) => [id, []]));
    if (!ids.length) return byHotel;
    const rows = await this.db
      .select()
      .from(activities)
      .where(and(inArray(activities.hotelId, ids), hotelVisibleTo(viewer, activities.hotelId)))
      .orderBy(asc(activities.name), asc(activities.id));
    for (const row of rows) byHotel.get(row.hotelId)!.push(toActivity(row));
    return byHotel;
  }

  /** Public: undefined for an activity of a hotel `viewer` may not see, as for an unknown id. */
  async findById(id: EntityId, viewer: AuthUser | undefined): Promise<Activity | undefined> {
    const [row] = await this.db.select().from(activities).where(and(eq(activities.id, id), hotelVisibleTo(viewer, activities.hotelId))).limit(1);
    return row ? toActivity(row) : undefined;
  }

  async create(user: AuthUser, input: CreateActivityInput): Promise<Activity> {
    return this.db.transaction(async (tx) => {
      const hotelId = await assertManagedHotel(tx, user, input.hotelId);
      const [row] = await tx
        .insert(activities)
        .values({ hotelId, ...columns(input) })
        .returning();
      return toActivity(row!);
    });
  }

  async update(user: AuthUser, id: EntityId, input: UpdateActivityInput): Promise<Activity> {
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

  async delete(user: AuthUser, id: EntityId): Promise<void> {
    await this.db.transaction(async (tx) => {
      const existing = await this.existing(tx, id);
      await assertManagesHotel(tx, user, existing.hotelId);
      await tx.delete(activities).where(eq(activities.id, id));
    });
  }

  private async existing(db: Pick<Database, 'select'>, id: EntityId) {
    const [row] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
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
