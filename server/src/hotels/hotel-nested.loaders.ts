import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { and, asc, inArray } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.js';
import type { Database } from '../db/client.js';
import { activities, amenities, roomTypes } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import type { Activity } from '../hotel-inventory/activity.model.js';
import type { Amenity } from '../hotel-inventory/amenity.model.js';
import { toActivity, toAmenity, toRoomType } from '../hotel-inventory/inventory.mapper.js';
import type { RoomType } from '../hotel-inventory/room-type.model.js';
import { hotelVisibleTo } from './hotel-visibility.js';

/** The public lists under a hotel, each loaded for many hotels in one query (ordered as the inventory's own lists: by name). */
export interface HotelNestedLoaders {
  readonly roomTypes: DataLoader<string, RoomType[]>;
  readonly amenities: DataLoader<string, Amenity[]>;
  readonly activities: DataLoader<string, Activity[]>;
}

/**
 * Per-request loaders for Hotel.roomTypes / amenities / activities: a list of 50 hotels costs three
 * queries, not 150. They live as long as the request object (a WeakMap key), so nothing is cached
 * across requests and no request-scoped provider is needed (which would make every resolver
 * request-scoped).
 */
@Injectable()
export class HotelNestedLoadersFactory {
  private readonly perRequest = new WeakMap<object, HotelNestedLoaders>();

  constructor(@InjectDb() private readonly db: Database) {}

  for(request: { user?: unknown }): HotelNestedLoaders {
    let loaders = this.perRequest.get(request);
    if (!loaders) {
      // The parent hotel was already visible to this caller; the rule is applied again so that no path
      // to a hidden hotel's rows depends on how its parent was found.
      loaders = this.create(request.user as AuthUser | undefined);
      this.perRequest.set(request, loaders);
    }
    return loaders;
  }

  private create(viewer: AuthUser | undefined): HotelNestedLoaders {
    return {
      roomTypes: new DataLoader(async (hotelIds) => {
        const rows = await this.db
          .select()
          .from(roomTypes)
          .where(and(inArray(roomTypes.hotelId, [...hotelIds]), hotelVisibleTo(viewer, roomTypes.hotelId)))
          .orderBy(asc(roomTypes.name), asc(roomTypes.id));
        return groupBy(hotelIds, rows, toRoomType);
      }),
      amenities: new DataLoader(async (hotelIds) => {
        const rows = await this.db
          .select()
          .from(amenities)
          .where(and(inArray(amenities.hotelId, [...hotelIds]), hotelVisibleTo(viewer, amenities.hotelId)))
          .orderBy(asc(amenities.name), asc(amenities.id));
        return groupBy(hotelIds, rows, toAmenity);
      }),
      activities: new DataLoader(async (hotelIds) => {
        const rows = await this.db
          .select()
          .from(activities)
          .where(and(inArray(activities.hotelId, [...hotelIds]), hotelVisibleTo(viewer, activities.hotelId)))
          .orderBy(asc(activities.name), asc(activities.id));
        return groupBy(hotelIds, rows, toActivity);
      }),
    };
  }
}

/** One list per requested hotel id, in the order DataLoader asked for them (empty when none). */
function groupBy<Row extends { hotelId: string }, Out>(hotelIds: readonly string[], rows: Row[], map: (row: Row) => Out): Out[][] {
  const byHotel = new Map<string, Out[]>(hotelIds.map((id) => [id, []]));
  for (const row of rows) byHotel.get(row.hotelId)?.push(map(row));
  return hotelIds.map((id) => byHotel.get(id) ?? []);
}
