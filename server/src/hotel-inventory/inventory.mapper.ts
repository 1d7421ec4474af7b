/** Table rows → GraphQL models: cents become rand, nothing else changes shape. */
import { fromCents } from '../common/money.js';
import type { activities, amenities, rates, rateTypes, rooms, roomTypes } from '../db/schema.js';
import type { Activity } from './activity.model.js';
import type { Amenity } from './amenity.model.js';
import type { Rate, RateType } from './rate.model.js';
import type { Room } from './room.model.js';
import type { RoomType } from './room-type.model.js';

export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;
export type AmenityRow = typeof amenities.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type RateTypeRow = typeof rateTypes.$inferSelect;
export type RateRow = typeof rates.$inferSelect;

const randOrNull = (cents: number | null): number | null => (cents === null ? null : fromCents(cents));

export function toRoomType(row: RoomTypeRow): RoomType {
  return {
    id: row.id,
    hotelId: row.hotelId,
    name: row.name,
    description: row.description,
    capacity: row.capacity,
    baseRate: fromCents(row.baseRateCents),
    amenities: row.amenities,
    photos: row.photos,
  };
}

/** A room without its units: `roomNumbers`, `units` and `roomType` are resolved (batched) or added by the service. */
export function toRoom(row: RoomRow): Room {
  return {
    id: row.id,
    hotelId: row.hotelId,
    roomTypeId: row.roomTypeId,
    title: row.title,
    maxPeople: row.maxPeople,
    active: row.active,
  };
}

export function toAmenity(row: AmenityRow): Amenity {
  return { id: row.id, hotelId: row.hotelId, name: row.name, description: row.description };
}

export function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    hotelId: row.hotelId,
    name: row.name,
    description: row.description,
    duration: row.duration,
    maxParticipants: row.maxParticipants,
    price: randOrNull(row.priceCents),
  };
}

export function toRateType(row: RateTypeRow): RateType {
  return {
    id: row.id,
    hotelId: row.hotelId,
    roomTypeId: row.roomTypeId,
    name: row.name,
    description: row.description,
    singleRate: fromCents(row.singleRateCents),
    doubleRate: fromCents(row.doubleRateCents),
    groupRate: fromCents(row.groupRateCents),
    active: row.active,
  };
}

export function toRate(row: RateRow): Rate {
  return {
    id: row.id,
    hotelId: row.hotelId,
    roomTypeId: row.roomTypeId,
    rateTypeId: row.rateTypeId,
    date: row.date,
    stoRateSingle: randOrNull(row.stoRateSingleCents),
    rackRateSingle: randOrNull(row.rackRateSingleCents),
    stoRateDouble: fromCents(row.stoRateDoubleCents),
    rackRateDouble: fromCents(row.rackRateDoubleCents),
    stoRateGroup: randOrNull(row.stoRateGroupCents),
    rackRateGroup: randOrNull(row.rackRateGroupCents),
  };
}
