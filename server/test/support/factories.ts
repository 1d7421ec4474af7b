import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../src/auth/password.js';
import type { Role } from '../../src/auth/role.js';
import type { Database } from '../../src/db/client.js';
import { packages, users, type PackageRow, type UserRow } from '../../src/db/schema.js';

export const TEST_PASSWORD = 'Test-pass-2026';
let passwordHash: Promise<string> | undefined;

export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/** Inserts a user with the given role; everyone shares TEST_PASSWORD (hashed once per run). */
export async function createUser(db: Database, role: Role = 'CUSTOMER', overrides: Partial<UserRow> = {}): Promise<UserRow> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const username = overrides.username ?? uniqueName(role.toLowerCase());
  const [row] = await db
    .insert(users)
    .values({
      username,
      email: `${username}@example.test`,
      phone: '+27 82 555 0100',
      country: 'South Africa',
      city: 'Pretoria',
      passwordHash: await passwordHash,
      role,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Inserts a simple package; dates and price default to something bookable next month. */
export async function createPackage(db: Database, overrides: Partial<typeof packages.$inferInsert> = {}): Promise<PackageRow> {
  const [row] = await db
    .insert(packages)
    .values({
      title: uniqueName('Test Package'),
      type: 'Adventure',
      description: 'A test package.',
      country: 'South Africa',
      city: 'Cape Town',
      durationDays: 5,
      durationNights: 4,
      fromDate: isoDaysFromNow(30),
      toDate: isoDaysFromNow(34),
      maxGuests: 6,
      minAge: 0,
      priceAdultCents: 1_000_000,
      currency: 'ZAR',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A calendar date `days` from today (UTC), YYYY-MM-DD. */
export function isoDaysFromNow(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Logs in through the REST API and answers the bearer token. */
export async function tokenFor(http: import('supertest/types.js').App, user: UserRow): Promise<string> {
  const { default: request } = await import('supertest');
  const res = await request(http).post('/api/auth/login').send({ username: user.username, password: TEST_PASSWORD }).expect(200);
  return res.body.token as string;
}
