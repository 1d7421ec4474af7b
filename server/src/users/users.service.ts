import { Injectable } from '@nestjs/common';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.js';
import { recordAudit } from '../audit/audit.js';
import { isAdminRole, isCoolUserRole } from '../auth/role.js';
import type { Database } from '../db/client.js';
import { hotelManagers, revokedTokens, users, type NewUserRow, type UserRow } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import type { User } from './user.model.js';

/** Expired revocations deleted per sign-out: keeps revoked_tokens small without one long delete. */
const REVOCATION_PRUNE_BATCH = 200;

/** Accounts: the only place that reads or writes the users table. */
@Injectable()
export class UsersService {
  /*
   * Prepared once (named statements, parsed once per connection): every authenticated request reads its
   * user by id (JwtStrategy), and every login by name, so neither rebuilds its SQL each time.
   */
  private readonly byId;
  private readonly byUsername;
  private readonly sessionOf;

  constructor(@InjectDb() private readonly db: Database) {
    this.byId = db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('users_by_id');
    this.byUsername = db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${sql.placeholder('username')})`)
      .limit(1)
      .prepare('users_by_username');
    // The token check of every authenticated request: the user and whether this token was signed out,
    // in one round trip.
    this.sessionOf = db
      .select({
        user: users,
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('users_session');
  }

  /** The user of a token and whether the token (by its jti) has been signed out. */
  async findSession(id: string, jti: string): Promise<{ user: UserRow; revoked: boolean } | undefined> {
    const [row] = await this.sessionOf.execute({ id, jti });
    return row ? { user: row.user, revoked: row.revoked === true } : undefined;
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.byId.execute({ id });
    return row;
  }

  /** Usernames are unique without regard to case, so `Admin` signs in as `admin`. */
  async findByUsername(username: string): Promise<UserRow | undefined> {
    const [row] = await this.byUsername.execute({ username });
    return row;
  }

  async usernameOrEmailTaken(username: string, email: string): Promise<{ username: boolean; email: boolean }> {
    const rows = await this.db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username}) or lower(${users.email}) = lower(${email})`);
    return {
      username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
      email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    };
  }

  /** Inserts the user; answers undefined when a unique index (username or e-mail) refused it. */
  async insert(row: NewUserRow): Promise<UserRow | undefined> {
    const [created] = await this.db.insert(users).values(row).onConflictDoNothing().returning();
    return created;
  }

  /** Signs one token out until its expiry; expired revocations are pruned now and then (a bounded delete). */
  async revokeToken(userId: string, jti: string, expiresAt: Date): Promise<void> {
    await this.db.insert(revokedTokens).values({ jti, userId, expiresAt }).onConflictDoNothing();
    const expired = this.db
      .select({ jti: revokedTokens.jti })
      .from(revokedTokens)
      .where(lt(revokedTokens.expiresAt, sql`now()`))
      .limit(REVOCATION_PRUNE_BATCH);
    await this.db.delete(revokedTokens).where(sql`${revokedTokens.jti} in ${expired}`);
  }

  /** Ends every token of the user issued so far (bumps token_version); false when the user is gone. */
  async endSessions(userId: string, actor: AuthUser): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (!row) return false;
      await recordAudit(tx, { entity: 'USER', entityId: userId, action: 'SIGNED_OUT_EVERYWHERE', actor });
      return true;
    });
  }

  /**
   * Stores a new password hash and ends every older token, in one transaction with its audit event.
   * Only if the row is still the one whose password was checked (same token_version and hash), so two
   * changes racing each other cannot both win. Answers the updated row, or undefined.
   */
  async changePassword(checked: UserRow, passwordHash: string, actor: AuthUser): Promise<UserRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ passwordHash, passwordChangedAt: new Date(), tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(and(eq(users.id, checked.id), eq(users.tokenVersion, checked.tokenVersion), eq(users.passwordHash, checked.passwordHash)))
        .returning();
      if (!row) return undefined;
      await recordAudit(tx, {
        entity: 'USER',
        entityId: row.id,
        action: 'PASSWORD_CHANGED',
        actor,
        before: { passwordChangedAt: checked.passwordChangedAt },
        after: { passwordChangedAt: row.passwordChangedAt },
      });
      return row;
    });
  }

  async hotelIdsOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ hotelId: hotelManagers.hotelId })
      .from(hotelManagers)
      .where(eq(hotelManagers.userId, userId));
    return rows.map((r) => r.hotelId);
  }

  /** The public shape of an account, without its password hash. */
  async toUser(row: UserRow): Promise<User> {
    return {
      id: row.id,
      username: row.username,
      email: row.email,
      phone: row.phone,
      country: row.country,
      city: row.city,
      role: row.role,
      isAdmin: isAdminRole(row.role),
      isCoolUser: isCoolUserRole(row.role),
      hotels: row.role === 'HOTEL_MANAGER' ? await this.hotelIdsOf(row.id) : [],
      createdAt: row.createdAt,
    };
  }
}
