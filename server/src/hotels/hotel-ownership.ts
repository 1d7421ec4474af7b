import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.js';
import { Role } from '../auth/role.js';
import { forbidden } from '../common/errors.js';
import type { Database } from '../db/client.js';
import { hotelManagers } from '../db/schema.js';

/**
 * The one ownership rule of the hotel side: an agency admin manages every hotel; a hotel manager
 * manages exactly the hotels in their list (hotel_managers); nobody else manages any. Every service
 * that reads non-public hotel data or writes anything under a hotel calls this with the hotel id of
 * the row it touches (not an id taken from the input alone), so a manager cannot reach another
 * manager's room type by passing their own hotel id next to it.
 */
export const NOT_YOUR_HOTEL = 'You do not manage this hotel.';

/** Any query runner: the database or a transaction. */
type Runner = Pick<Database, 'select'>;

export async function managesHotel(db: Runner, user: AuthUser, hotelId: string): Promise<boolean> {
  if (user.role === Role.AGENCY_ADMIN) return true;
  if (user.role !== Role.HOTEL_MANAGER) return false;
  const rows = await db
    .select({ hotelId: hotelManagers.hotelId })
    .from(hotelManagers)
    .where(and(eq(hotelManagers.userId, user.id), eq(hotelManagers.hotelId, hotelId)))
    .limit(1);
  return rows.length > 0;
}

/** Throws FORBIDDEN ("You do not manage this hotel.") unless `user` manages `hotelId`. */
export async function assertManagesHotel(db: Runner, user: AuthUser, hotelId: string): Promise<void> {
  if (!(await managesHotel(db, user, hotelId))) throw forbidden(NOT_YOUR_HOTEL);
}

/** The hotel ids a manager may see; `null` means every hotel (agency admin). */
export async function managedHotelIds(db: Runner, user: AuthUser): Promise<string[] | null> {
  if (user.role === Role.AGENCY_ADMIN) return null;
  if (user.role !== Role.HOTEL_MANAGER) return [];
  const rows = await db.select({ hotelId: hotelManagers.hotelId }).from(hotelManagers).where(eq(hotelManagers.userId, user.id));
  return rows.map((r) => r.hotelId);
}
