import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../auth/auth-user.js';
import { Role } from '../auth/role.js';
import { hotelManagers, hotels } from '../db/schema.js';

/**
 * The one rule of who may see a hotel and everything under it (room types, amenities, activities,
 * availability): an approved hotel is public; a hotel awaiting review or rejected exists only for its
 * own managers and agency admins (issue 16: docs/hotel-review.md). Every public read that takes a hotel
 * id or returns rows of a hotel puts this predicate in its query, so a hidden hotel answers exactly as
 * an unknown id does (null, NOT_FOUND, an empty list), whichever endpoint is asked.
 *
 * `viewer` is the signed-in caller of a public operation, or undefined for a visitor. Pass undefined
 * on purpose where even the hotel's own manager must see only public hotels (stay search, reservations).
 */
export function hotelRowVisibleTo(viewer: AuthUser | undefined): SQL {
  if (viewer?.role === Role.AGENCY_ADMIN) return sql`true`;
  const approved = sql`${hotels.reviewStatus} = 'APPROVED'`;
  if (viewer?.role !== Role.HOTEL_MANAGER) return approved;
  return sql`(${approved} or ${hotels.id} in (select ${hotelManagers.hotelId} from ${hotelManagers} where ${hotelManagers.userId} = ${viewer.id}))`;
}

/**
 * `hotelId` (a column of a row under a hotel) names a hotel `viewer` may see. For queries that do not
 * read the hotels table themselves: the rule above as a sub-select on the hotel's primary key.
 */
export function hotelVisibleTo(viewer: AuthUser | undefined, hotelId: AnyPgColumn | SQLWrapper): SQL {
  if (viewer?.role === Role.AGENCY_ADMIN) return sql`true`;
  return sql`${hotelId} in (select ${hotels.id} from ${hotels} where ${hotelRowVisibleTo(viewer)})`;
}
