import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, ne } from 'drizzle-orm';
import { Messages } from '../src/common/errors.js';
import { auditEvents, hotelManagers, users, type UserRow } from '../src/db/schema.js';
import { UserAdminMessages } from '../src/users/user-accounts.service.js';
import { createHotel, createUser, uniqueName } from './support/factories.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';

/** The agency admin's users and roles page: userAccounts and setUserRole, last-admin protection included. */
let t: TestApp;
let admin: UserRow;
let asAdmin: Caller;
let anonymous: Caller;
beforeAll(async () => {
  t = await createTestApp();
  asAdmin = await t.as('AGENCY_ADMIN');
  admin = asAdmin.user!;
  anonymous = await t.as('anonymous');
});
afterAll(async () => {
  await t.close();
});

const ACCOUNTS = `query Accounts($filter: UserAccountsFilter, $page: Int) {
  userAccounts(filter: $filter, page: $page) { total page pageSize items { id username email phone role createdAt hotels { id name } } }
}`;
const SET_ROLE = `mutation SetRole($input: SetUserRoleInput!) { setUserRole(input: $input) { id username role hotels { id name } } }`;
const ME = `{ me { id role } }`;

interface Account {
  id: string;
  username: string;
  email: string;
  role: string;
  createdAt: string;
  hotels: { id: string; name: string }[];
}

async function accounts(filter: Record<string, unknown> | undefined, page?: number, caller = asAdmin) {
  const res = await caller.gql(ACCOUNTS, { filter, page }).expect(200);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.userAccounts as { total: number; page: number; pageSize: number; items: Account[] };
}

/** Users whose names share a prefix nobody else uses, created one after another (oldest first). */
async function createFamily(prefix: string, count: number): Promise<UserRow[]> {
  const rows: UserRow[] = [];
  for (let i = 0; i < count; i++) {
    rows.push(await createUser(t.db, 'CUSTOMER', { username: `${prefix}_${String(i).padStart(2, '0')}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) }));
  }
  return rows;
}

async function errorOf(query: string, variables: Record<string, unknown> | undefined, caller: Caller = anonymous) {
  const res = await caller.gql(query, variables);
  return res.body.errors?.[0] as { message: string; extensions: { code: string; fields?: Record<string, string> } } | undefined;
}

describe('userAccounts', () => {
  it('pages 20 at a time, newest first, with the total', async () => {
    const prefix = uniqueName('pager');
    const family = await createFamily(prefix, 23);
    const first = await accounts({ search: prefix });
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(first.items.map((a) => a.username)).toEqual(family.slice(3).reverse().map((u) => u.username));
    const second = await accounts({ search: prefix }, 2);
    expect(second).toMatchObject({ total: 23, page: 2 });
    expect(second.items.map((a) => a.username)).toEqual(family.slice(0, 3).reverse().map((u) => u.username));
    expect(JSON.stringify(first)).not.toMatch(/password/i);
  });

  it('searches usernames and e-mail addresses in any case, literally, and filters by role', async () => {
    const tag = uniqueName('Finder');
    const byName = await createUser(t.db, 'STAFF', { username: `${tag}_staff`, email: `${uniqueName('s')}@example.test` });
    const byEmail = await createUser(t.db, 'CUSTOMER', { email: `${tag.toLowerCase()}.mail@example.test` });
    const all = await accounts({ search: tag.toUpperCase() });
    expect(all.items.map((a) => a.id).sort()).toEqual([byName.id, byEmail.id].sort());
    expect(await accounts({ search: tag, role: 'STAFF' })).toMatchObject({ total: 1, items: [{ id: byName.id, role: 'STAFF' }] });
    // % and _ are letters here, not wildcards.
    expect((await accounts({ search: `${tag.slice(0, 3)}%` })).total).toBe(0);
    expect((await accounts({ search: '%' })).total).toBe(0);
  });

  it("lists a hotel manager's hotels by name", async () => {
    const manager = await createUser(t.db, 'HOTEL_MANAGER');
    const hotel = await createHotel(t.db, { managerId: manager.id, name: uniqueName('Aloe Lodge') });
    const { items } = await accounts({ search: manager.username });
    expect(items).toEqual([expect.objectContaining({ id: manager.id, role: 'HOTEL_MANAGER', hotels: [{ id: hotel.id, name: hotel.name }] })]);
  });

  it.each([0, -1, 10_001])('refuses page %i with BAD_USER_INPUT', async (page) => {
    const error = await errorOf(ACCOUNTS, { page }, asAdmin);
    expect(error).toMatchObject({ message: UserAdminMessages.BAD_PAGE, extensions: { code: 'BAD_USER_INPUT', fields: { page: UserAdminMessages.BAD_PAGE } } });
  });

  it('refuses an unknown role and an overlong search', async () => {
    expect((await asAdmin.gql(ACCOUNTS, { filter: { role: 'KING' } })).status).toBe(400);
    const error = await errorOf(ACCOUNTS, { filter: { search: 'x'.repeat(101) } }, asAdmin);
    expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { search: 'Search text must be at most 100 characters.' } });
  });

  it('is for agency admins only', async () => {
    expect((await errorOf(ACCOUNTS, undefined))?.extensions.code).toBe('UNAUTHENTICATED');
    for (const role of ['CUSTOMER', 'STAFF', 'HOTEL_MANAGER'] as const) {
      const caller = await t.as(role);
      expect((await errorOf(ACCOUNTS, undefined, caller))?.extensions.code).toBe('FORBIDDEN');
      expect((await errorOf(SET_ROLE, { input: { userId: admin.id, role: 'CUSTOMER' } }, caller))?.extensions.code).toBe('FORBIDDEN');
    }
  });
});

describe('setUserRole', () => {
  it("changes the role, ends the user's sessions and audits before and after", async () => {
    const user = await createUser(t.db, 'CUSTOMER');
    const caller = await t.as(user);
    const res = await asAdmin.gql(SET_ROLE, { input: { userId: user.id, role: 'STAFF' } }).expect(200);
    expect(res.body.data.setUserRole).toEqual({ id: user.id, username: user.username, role: 'STAFF', hotels: [] });

    const old = await errorOf(ME, undefined, caller);
    expect(old).toMatchObject({ message: Messages.SESSION_EXPIRED, extensions: { code: 'UNAUTHENTICATED' } });
    const fresh = await (await t.as(user)).gql(ME).expect(200);
    expect(fresh.body.data.me).toEqual({ id: user.id, role: 'STAFF' });

    const events = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'USER'), eq(auditEvents.entityId, user.id)));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'ROLE_CHANGED', actorId: admin.id, changes: { role: { before: 'CUSTOMER', after: 'STAFF' } } });
  });

  it('changes nothing (no audit, sessions kept) when the role is already the one asked for', async () => {
    const user = await createUser(t.db, 'STAFF');
    const caller = await t.as(user);
    await asAdmin.gql(SET_ROLE, { input: { userId: user.id, role: 'STAFF' } }).expect(200);
    expect((await caller.gql(ME).expect(200)).body.data.me.role).toBe('STAFF');
    expect(await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, user.id))).toHaveLength(0);
  });

  it('keeps a demoted manager\'s hotel assignments, which only apply again when the role comes back', async () => {
    const manager = await createUser(t.db, 'HOTEL_MANAGER');
    const hotel = await createHotel(t.db, { managerId: manager.id });
    const demoted = await asAdmin.gql(SET_ROLE, { input: { userId: manager.id, role: 'CUSTOMER' } }).expect(200);
    expect(demoted.body.data.setUserRole).toMatchObject({ role: 'CUSTOMER', hotels: [] });
    expect(await t.db.select().from(hotelManagers).where(eq(hotelManagers.userId, manager.id))).toHaveLength(1);
    // The manager-only query is refused now: the role, not the assignment, decides.
    const caller = await t.as(manager);
    expect((await errorOf('{ managedHotels { id } }', undefined, caller))?.extensions.code).toBe('FORBIDDEN');

    const restored = await asAdmin.gql(SET_ROLE, { input: { userId: manager.id, role: 'HOTEL_MANAGER' } }).expect(200);
    expect(restored.body.data.setUserRole.hotels).toEqual([{ id: hotel.id, name: hotel.name }]);
  });

  it('refuses an unknown user, a malformed id and an unknown role', async () => {
    const unknown = await errorOf(SET_ROLE, { input: { userId: '00000000-0000-4000-8000-000000000000', role: 'STAFF' } }, asAdmin);
    expect(unknown).toMatchObject({ message: UserAdminMessages.NO_SUCH_USER, extensions: { code: 'NOT_FOUND' } });
    const malformed = await errorOf(SET_ROLE, { input: { userId: 'not-a-uuid', role: 'STAFF' } }, asAdmin);
    expect(malformed?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { userId: UserAdminMessages.NO_SUCH_USER } });
    expect((await asAdmin.gql(SET_ROLE, { input: { userId: admin.id, role: 'OWNER' } })).status).toBe(400);
  });

  it('never demotes the last agency admin, not even themselves', async () => {
    await t.db.update(users).set({ role: 'CUSTOMER' }).where(and(eq(users.role, 'AGENCY_ADMIN'), ne(users.id, admin.id)));
    const error = await errorOf(SET_ROLE, { input: { userId: admin.id, role: 'STAFF' } }, asAdmin);
    expect(error).toMatchObject({ message: UserAdminMessages.LAST_ADMIN, extensions: { code: 'CONFLICT' } });
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ role: 'AGENCY_ADMIN', tokenVersion: 0 });
    expect((await asAdmin.gql(ME).expect(200)).body.data.me.role).toBe('AGENCY_ADMIN');
  });

  it('leaves one agency admin when the last two demote each other at the same moment', async () => {
    await t.db.update(users).set({ role: 'CUSTOMER' }).where(and(eq(users.role, 'AGENCY_ADMIN'), ne(users.id, admin.id)));
    const other = await createUser(t.db, 'AGENCY_ADMIN');
    const [asA, asB] = [await t.as(admin), await t.as(other)];
    const answers = await Promise.all([
      asA.gql(SET_ROLE, { input: { userId: other.id, role: 'CUSTOMER' } }),
      asB.gql(SET_ROLE, { input: { userId: admin.id, role: 'CUSTOMER' } }),
    ]);
    const outcomes = answers.map((a) => (a.body.errors ? (a.body.errors[0].extensions.code as string) : 'OK'));
    expect(outcomes.filter((o) => o === 'OK')).toHaveLength(1);
    // The loser was demoted first: its session ended before the guard read it (UNAUTHENTICATED), or
    // its change found it was no admin any more (FORBIDDEN), or found the target was the last admin (CONFLICT).
    expect(outcomes.filter((o) => o !== 'OK').every((o) => ['UNAUTHENTICATED', 'FORBIDDEN', 'CONFLICT'].includes(o))).toBe(true);
    const admins = await t.db.select().from(users).where(eq(users.role, 'AGENCY_ADMIN'));
    expect(admins).toHaveLength(1);

    // Put the file's admin back for any later test.
    await t.db.update(users).set({ role: 'AGENCY_ADMIN' }).where(eq(users.id, admin.id));
    asAdmin = await t.as(admin);
  });
});
