import { Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { isAdminRole, isCoolUserRole } from '../auth/role.js';
import type { Database } from '../db/client.js';
import { hotelManagers, users, type NewUserRow, type UserRow } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import type { User } from './user.model.js';

/** Accounts: the only place that reads or writes the users table. */
@Injectable()
export class UsersService {
  /*
   * Prepared once (named statements, parsed once per connection): every authenticated request reads its
   * user by id (JwtStrategy), and every login by name, so neither rebuilds its SQL each time.
   */
  private readonly byId;
  private readonly byUsername;

  constructor(@InjectDb() private readonly db: Database) {
    this.byId = db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('users_by_id');
    this.byUsername = db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${sql.placeholder('username')})`)
      .limit(1)
      .prepare('users_by_username');
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
