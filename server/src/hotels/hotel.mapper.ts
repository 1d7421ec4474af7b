import type { HotelRow } from '../db/schema.js';
import type { HotelInput } from './hotel.inputs.js';
import type { Hotel } from './hotel.model.js';
import { EntityIdPipe } from '../common/entity-id.js';

/** The answer wherever a hotel id names no hotel (or none the caller may see); every feature uses this one. */
export const HOTEL_NOT_FOUND = 'Hotel not found.';
/** A hotel id argument: canonical, or this NOT_FOUND. */
export const HotelIdPipe = EntityIdPipe.orNotFound(HOTEL_NOT_FOUND);

export function toHotel(row: HotelRow): Hotel {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    address: row.address,
    country: row.country,
    city: row.city,
    postalCode: row.postalCode,
    email: row.email,
    phone: row.phone,
    photos: row.photos,
    description: row.description,
    rating: row.rating,
    distanceFromCentreM: row.distanceFromCentreM,
    reviewStatus: row.reviewStatus,
  };
}

/** The columns a HotelInput sets (create and update write every field). */
export function hotelColumns(input: HotelInput) {
  return {
    name: input.name,
    type: input.type,
    address: input.address,
    country: input.country,
    city: input.city,
    postalCode: input.postalCode,
    email: input.email,
    phone: input.phone,
    photos: input.photos,
    description: input.description,
    // Two decimals are more than a 0–5 rating needs, and the column (`real`) cannot hold what a client may
    // send: 1e-193 underflowed in PostgreSQL and answered an internal error (found by hostile-input).
    rating: Math.round(input.rating * 100) / 100,
    distanceFromCentreM: input.distanceFromCentreM ?? 0,
  };
}
