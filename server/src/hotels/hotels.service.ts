import { plainRow, recordAudit } from '../audit/audit.js';
import { Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AuthPayload } from '../auth/auth.model.js';
import type { AuthUser } from '../auth/auth-user.js';
import { AuthService, type AttemptOrigin } from '../auth/auth.service.js';
import { hashPassword } from '../auth/password.js';
import { Role } from '../auth/role.js';
import { todayInSouthAfrica } from '../common/dates.js';
import { EntityIdPipe, type EntityId } from '../common/entity-id.js';
import { badInput, conflict, notFound } from '../common/errors.js';
import type { Database, Transaction } from '../db/client.js';
import { bookings, hotelManagers, hotels, users, type HotelRow, type UserRow } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { enqueueMail } from '../mail/outbox.js';
import { hotelReviewedMail } from '../mail/notifications.js';
import { assertManagesHotel, managedHotelIds } from './hotel-ownership.js';
import { hotelRowVisibleTo } from './hotel-visibility.js';
import type { HotelInput, RegisterEstablishmentInput } from './hotel.inputs.js';
import { HOTEL_NOT_FOUND, hotelColumns, toHotel } from './hotel.mapper.js';
import { HotelReviewStatus, type Hotel, type HotelManagerAccount } from './hotel.model.js';

export const USER_NOT_FOUND = 'User not found.';
/** A user id argument: canonical, or this NOT_FOUND. */
export const UserIdPipe = EntityIdPipe.orNotFound(USER_NOT_FOUND);
export const NOT_A_MANAGER = 'Only hotel manager accounts can be given hotels.';
export const HOTEL_HAS_STAYS = 'This hotel has upcoming reservations. Cancel them before deleting the hotel.';

/**
 * Hotels themselves: the public read, the manager's and admin's list and writes, who manages which
 * hotel, and registering an establishment. Ownership is always checked with the hotel row's own id.
 */
@Injectable()
export class HotelsService {
  constructor(
    @InjectDb() private readonly db: Database,
    private readonly auth: AuthService,
  ) {}

  /**
   * Public: undefined when there is no such hotel, and for a hotel not
   * approved yet (or rejected) unless `viewer` manages it or is an agency admin: to anyone else it does
   * not exist.
   */
  async findById(id: EntityId, viewer: AuthUser | undefined): Promise<Hotel | undefined> {
    const [row] = await this.db.select().from(hotels).where(and(eq(hotels.id, id), hotelRowVisibleTo(viewer))).limit(1);
    return row ? toHotel(row) : undefined;
  }

  /**
   * Every hotel a visitor can open at /hotels/{id} (the approved ones), newest change first, for
   * /sitemap.xml. Ids and dates only, one query.
   */
  async sitemapEntries(limit: number): Promise<{ id: string; updatedAt: Date }[]> {
    return this.db
      .select({ id: hotels.id, updatedAt: hotels.updatedAt })
      .from(hotels)
      .where(hotelRowVisibleTo(undefined))
      .orderBy(desc(hotels.updatedAt), asc(hotels.id))
      .limit(limit);
  }

  /** A manager's own hotels; every hotel for an agency admin; ordered by name. */
  async managedHotels(user: AuthUser): Promise<Hotel[]> {
    const ids = await managedHotelIds(this.db, user);
    if (ids !== null && ids.length === 0) return [];
    const rows = await this.db
      .select()
      .from(hotels)
      .where(ids === null ? undefined : inArray(hotels.id, ids))
      .orderBy(asc(sql`lower(${hotels.name})`), asc(hotels.id));
    return rows.map(toHotel);
  }

  /**
   * A manager's new hotel joins their list in the same transaction and waits for review (else Register
   * Hotel's review could be skipped by adding a second hotel); an admin's is approved and joins nobody's.
   */
  async create(user: AuthUser, input: HotelInput): Promise<Hotel> {
    return this.db.transaction(async (tx) => {
      const reviewStatus = user.role === Role.AGENCY_ADMIN ? HotelReviewStatus.APPROVED : HotelReviewStatus.PENDING;
      const [row] = await tx.insert(hotels).values({ ...hotelColumns(input), reviewStatus }).returning();
      if (user.role === Role.HOTEL_MANAGER) {
        await tx.insert(hotelManagers).values({ userId: user.id, hotelId: row!.id });
      }
      await recordAudit(tx, { entity: 'HOTEL', entityId: row!.id, hotelId: row!.id, action: 'CREATED', actor: user, after: plainRow(row!) });
      return toHotel(row!);
    });
  }

  async update(user: AuthUser, id: EntityId, input: HotelInput): Promise<Hotel> {
    return this.db.transaction(async (tx) => {
      const existing = await this.requireRow(tx, id, true);
      await assertManagesHotel(tx, user, existing.id);
      const [row] = await tx
        .update(hotels)
        .set({ ...hotelColumns(input), updatedAt: new Date() })
        .where(eq(hotels.id, existing.id))
        .returning();
      await recordAudit(tx, {
        entity: 'HOTEL',
        entityId: existing.id,
        hotelId: existing.id,
        action: 'UPDATED',
        actor: user,
        before: plainRow(existing),
        after: plainRow(row!),
      });
      return toHotel(row!);
    });
  }

  /**
   * Deletes the hotel and, by cascade, everything under it. Refused while a guest still holds a stay
   * (pending or confirmed, not yet checked out): deleting would silently free their rooms. The hotel
   * row is locked first; a reservation being written holds a key-share lock on it (bookings.hotel_id),
   * so we wait for it and then see it.
   */
  async delete(user: AuthUser, id: EntityId, today = todayInSouthAfrica()): Promise<void> {
    await this.db.transaction(async (tx) => {
      const existing = await this.requireRow(tx, id, true);
      await assertManagesHotel(tx, user, existing.id);
      const [upcoming] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.hotelId, existing.id),
            eq(bookings.kind, 'STAY'),
            inArray(bookings.status, ['PENDING', 'CONFIRMED']),
            gte(bookings.returnDate, today),
          ),
        )
        .limit(1);
      if (upcoming) throw conflict(HOTEL_HAS_STAYS);
      await tx.delete(hotels).where(eq(hotels.id, existing.id));
      await recordAudit(tx, { entity: 'HOTEL', entityId: existing.id, hotelId: existing.id, action: 'DELETED', actor: user, before: plainRow(existing) });
    });
  }

  async hotelManagerAccounts(): Promise<HotelManagerAccount[]> {
    const rows = await this.db
      .select({ id: users.id, username: users.username, email: users.email })
      .from(users)
      .where(eq(users.role, Role.HOTEL_MANAGER))
      .orderBy(asc(sql`lower(${users.username})`));
    if (!rows.length) return [];
    const links = await this.db
      .select()
      .from(hotelManagers)
      .where(inArray(hotelManagers.userId, rows.map((r) => r.id)));
    return rows.map((r) => ({ ...r, hotelIds: links.filter((l) => l.userId === r.id).map((l) => l.hotelId).sort() }));
  }

  /** Agency admin: puts the hotel into a hotel manager's list (no-op when already there). */
  async assignManager(hotelId: EntityId, userId: EntityId, actor: AuthUser): Promise<HotelManagerAccount> {
    return this.changeManagerList(hotelId, userId, actor, 'MANAGER_ASSIGNED', async (tx, link) =>
      (await tx.insert(hotelManagers).values(link).onConflictDoNothing().returning()).length > 0,
    );
  }

  /** Agency admin: takes the hotel out of the manager's list (no-op when it was not there). */
  async unassignManager(hotelId: EntityId, userId: EntityId, actor: AuthUser): Promise<HotelManagerAccount> {
    return this.changeManagerList(hotelId, userId, actor, 'MANAGER_UNASSIGNED', async (tx, link) =>
      (
        await tx
          .delete(hotelManagers)
          .where(and(eq(hotelManagers.userId, link.userId), eq(hotelManagers.hotelId, link.hotelId)))
          .returning()
      ).length > 0,
    );
  }

  /**
   * Both sides of the hotel managers' lists: the hotel and the manager must exist; `change` adds or
   * removes the link and says whether it did, and only a real change is audited (as the manager after
   * an assignment, before an unassignment). Answers the manager's account as it is now.
   */
  private async changeManagerList(
    hotelId: EntityId,
    userId: EntityId,
    actor: AuthUser,
    action: 'MANAGER_ASSIGNED' | 'MANAGER_UNASSIGNED',
    change: (tx: Transaction, link: { userId: string; hotelId: string }) => Promise<boolean>,
  ): Promise<HotelManagerAccount> {
    return this.db.transaction(async (tx) => {
      const hotel = await this.requireRow(tx, hotelId, false);
      const manager = await this.requireManager(tx, userId);
      if (await change(tx, { userId: manager.id, hotelId: hotel.id })) {
        const who = { manager: manager.username };
        await recordAudit(tx, {
          entity: 'HOTEL',
          entityId: hotel.id,
          hotelId: hotel.id,
          action,
          actor,
          ...(action === 'MANAGER_ASSIGNED' ? { after: who } : { before: who }),
        });
      }
      return this.account(tx, manager);
    });
  }

  /**
   * /addhotel: the manager account, its hotel and the link between them in ONE transaction, so a
   * failure anywhere leaves nothing behind; then the same session as login. The users row is written
   * here rather than through UsersService because it must join this transaction.
   */
  async registerEstablishment(input: RegisterEstablishmentInput, origin: AttemptOrigin): Promise<AuthPayload> {
    await this.auth.countRegistration(origin);
    await this.auth.refuseTaken(input.username, input.email);
    // Hashing is deliberately slow: do it before the transaction opens, not while it holds locks.
    const passwordHash = await hashPassword(input.password);
    const user = await this.db.transaction(async (tx): Promise<UserRow | undefined> => {
      const [created] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          phone: input.phone,
          country: input.country,
          city: input.city,
          passwordHash,
          role: Role.HOTEL_MANAGER,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) return undefined;
      // Anyone can register: the hotel is public only once an agency admin approves it.
      const [hotel] = await tx.insert(hotels).values({ ...hotelColumns(input.hotel), reviewStatus: HotelReviewStatus.PENDING }).returning();
      await tx.insert(hotelManagers).values({ userId: created.id, hotelId: hotel!.id });
      await recordAudit(tx, { entity: 'HOTEL', entityId: hotel!.id, hotelId: hotel!.id, action: 'CREATED', actor: created, after: plainRow(hotel!) });
      return created;
    });
    if (!user) {
      // Someone took the name or e-mail between our check and the insert (nothing was written).
      await this.auth.refuseTaken(input.username, input.email);
      throw badInput('That username or email is already registered.');
    }
    // After the commit, so the session's user lists the new hotel.
    return this.auth.issueToken(user);
  }

  /**
   * An agency admin's verdict on a hotel: APPROVED makes it public, REJECTED keeps it hidden. Audited, and
   * the hotel's managers are told by e-mail, in the same transaction.
   */
  async review(actor: AuthUser, id: EntityId, verdict: typeof HotelReviewStatus.APPROVED | typeof HotelReviewStatus.REJECTED): Promise<Hotel> {
    return this.db.transaction(async (tx) => {
      const existing = await this.requireRow(tx, id, true);
      if (existing.reviewStatus === verdict) return toHotel(existing);
      const [row] = await tx.update(hotels).set({ reviewStatus: verdict, updatedAt: new Date() }).where(eq(hotels.id, existing.id)).returning();
      await recordAudit(tx, {
        entity: 'HOTEL',
        entityId: existing.id,
        hotelId: existing.id,
        action: 'UPDATED',
        actor,
        before: { reviewStatus: existing.reviewStatus },
        after: { reviewStatus: verdict },
      });
      const managers = await tx
        .select({ email: users.email, username: users.username })
        .from(hotelManagers)
        .innerJoin(users, eq(users.id, hotelManagers.userId))
        .where(eq(hotelManagers.hotelId, existing.id));
      await enqueueMail(tx, ...managers.map((m) => hotelReviewedMail(m, row!, verdict)));
      return toHotel(row!);
    });
  }

  private async findRow(db: Database | Transaction, id: EntityId, forUpdate = false): Promise<HotelRow | undefined> {
    const query = db.select().from(hotels).where(eq(hotels.id, id)).limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  }

  private async requireRow(db: Database | Transaction, id: EntityId, forUpdate: boolean): Promise<HotelRow> {
    const row = await this.findRow(db, id, forUpdate);
    if (!row) throw notFound(HOTEL_NOT_FOUND);
    return row;
  }

  private async requireManager(tx: Transaction, userId: EntityId): Promise<Pick<UserRow, 'id' | 'username' | 'email'>> {
    const [row] = await tx
      .select({ id: users.id, username: users.username, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw notFound(USER_NOT_FOUND);
    if (row.role !== Role.HOTEL_MANAGER) throw badInput(NOT_A_MANAGER, { userId: NOT_A_MANAGER });
    return row;
  }

  private async account(tx: Transaction, user: Pick<UserRow, 'id' | 'username' | 'email'>): Promise<HotelManagerAccount> {
    const links = await tx.select({ hotelId: hotelManagers.hotelId }).from(hotelManagers).where(eq(hotelManagers.userId, user.id));
    return { id: user.id, username: user.username, email: user.email, hotelIds: links.map((l) => l.hotelId).sort() };
  }
}
