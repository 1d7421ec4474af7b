import { Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.js';
import { Role } from '../auth/role.js';
import { recordAudit } from '../audit/audit.js';
import { badInput, conflict, forbidden, notFound } from '../common/errors.js';
import type { Database } from '../db/client.js';
import { hotelManagers, hotels, users, type UserRow } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import type { UserAccount, UserAccountHotel, UserAccountPage } from './user-account.model.js';
import type { SetUserRoleInput, UserAccountsFilter } from './user-account.inputs.js';

export const USER_ACCOUNTS_PAGE_SIZE = 20;
/** Far beyond any real list; refuses absurd offsets that would only make the database count. */
const MAX_PAGE = 10_000;

export const UserAdminMessages = {
  LAST_ADMIN: 'There must be at least one agency admin.',
  NO_SUCH_USER: 'No user with that id.',
  BAD_PAGE: `Page must be a whole number from 1 to ${MAX_PAGE}.`,
} as const;

/**
 * The agency admin's users and roles page. Hotel assignments are given and taken with
 * assignHotelManager / unassignHotelManager (hotels module); a role change keeps them, and they only
 * apply while the account is a HOTEL_MANAGER (hotel-ownership.ts checks the role first), so demoting a
 * manager by mistake and promoting them back restores their hotels.
 */
@Injectable()
export class UserAccountsService {
  constructor(@InjectDb() private readonly db: Database) {}

  async list(filter: UserAccountsFilter | undefined, page: number): Promise<UserAccountPage> {
    if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw badInput(UserAdminMessages.BAD_PAGE, { page: UserAdminMessages.BAD_PAGE });
    const where = and(...conditionsOf(filter));
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(USER_ACCOUNTS_PAGE_SIZE)
        .offset((page - 1) * USER_ACCOUNTS_PAGE_SIZE),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    const hotelsOf = await this.hotelsOfManagers(rows.filter((r) => r.role === Role.HOTEL_MANAGER).map((r) => r.id));
    return {
      items: rows.map((row) => toAccount(row, hotelsOf.get(row.id) ?? [])),
      total: totals[0]?.n ?? 0,
      page,
      pageSize: USER_ACCOUNTS_PAGE_SIZE,
    };
  }

  /**
   * One transaction that first locks every agency admin row (`select ... for update`, in id order so
   * two changes never wait on each other crosswise). A second change waits here until the first commits
   * and then sees its result, so two admins demoting each other at once leave one admin, never none.
   * The target's sessions end (token_version), so the new role applies to a fresh sign-in.
   */
  async setRole(input: SetUserRoleInput, actor: AuthUser): Promise<UserAccount> {
    const row = await this.db.transaction(async (tx) => {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, Role.AGENCY_ADMIN))
        .orderBy(asc(users.id))
        .for('update');
      // The guard saw an admin when the request began; a concurrent change may have demoted them since.
      if (!admins.some((a) => a.id === actor.id)) throw forbidden();

      const [target] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
      if (!target) throw notFound(UserAdminMessages.NO_SUCH_USER);
      if (target.role === input.role) return target;
      if (target.role === Role.AGENCY_ADMIN && admins.length <= 1) {
        throw conflict(UserAdminMessages.LAST_ADMIN, { role: UserAdminMessages.LAST_ADMIN });
      }

      const [updated] = await tx
        .update(users)
        .set({ role: input.role, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, target.id))
        .returning();
      await recordAudit(tx, {
        entity: 'USER',
        entityId: target.id,
        action: 'ROLE_CHANGED',
        actor,
        before: { username: target.username, role: target.role },
        after: { username: updated!.username, role: updated!.role },
      });
      return updated!;
    });
    const hotelsOf = await this.hotelsOfManagers(row.role === Role.HOTEL_MANAGER ? [row.id] : []);
    return toAccount(row, hotelsOf.get(row.id) ?? []);
  }

  /** Each manager's hotels by name, for a whole page in one query. */
  private async hotelsOfManagers(userIds: string[]): Promise<Map<string, UserAccountHotel[]>> {
    const byUser = new Map<string, UserAccountHotel[]>();
    if (!userIds.length) return byUser;
    const rows = await this.db
      .select({ userId: hotelManagers.userId, id: hotels.id, name: hotels.name })
      .from(hotelManagers)
      .innerJoin(hotels, eq(hotels.id, hotelManagers.hotelId))
      .where(inArray(hotelManagers.userId, userIds))
      .orderBy(asc(hotels.name));
    for (const { userId, id, name } of rows) {
      const list = byUser.get(userId) ?? [];
      list.push({ id, name });
      byUser.set(userId, list);
    }
    return byUser;
  }
}

function conditionsOf(filter: UserAccountsFilter | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (filter?.role) conditions.push(eq(users.role, filter.role));
  const search = filter?.search?.trim();
  if (search) {
    // The text is matched literally: % and _ typed by the admin are not wildcards.
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(sql`lower(${users.username}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`)!);
  }
  return conditions;
}

function toAccount(row: UserRow, accountHotels: UserAccountHotel[]): UserAccount {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    phone: row.phone,
    role: row.role,
    hotels: row.role === Role.HOTEL_MANAGER ? accountHotels : [],
    createdAt: row.createdAt,
  };
}
