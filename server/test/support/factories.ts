import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../src/auth/password.js';
import type { Role } from '../../src/auth/role.js';
import type { Database } from '../../src/db/client.js';
import { users, type UserRow } from '../../src/db/schema.js';

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
