import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { sqlState } from '../common/database-errors.js';
import { MIGRATIONS_FOLDER, type Database } from './client.js';

interface JournalEntry {
  tag: string;
  /** The migration's timestamp: drizzle stores it as created_at once applied. */
  when: number;
}

/**
 * The migrations in server/drizzle that the database has not applied yet, by tag. Decided the way
 * drizzle's migrator decides (a migration is applied when its journal timestamp is not after the
 * newest `created_at` in drizzle.__drizzle_migrations), so "none pending" means `migrate()` would do nothing.
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  let newest = -1;
  try {
    const result = await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
    // node-postgres answers { rows }, PGlite too; the row's value is a bigint, which arrives as a string.
    const rows = (result as unknown as { rows: { newest: string | number | null }[] }).rows;
    newest = Number(rows[0]?.newest ?? -1);
  } catch (error) {
    // 42P01 / 3F000: no migrations table or schema yet, so every migration is pending.
    if (!['42P01', '3F000'].includes(sqlState(error) ?? '')) throw error;
  }
  return journal.entries.filter((entry) => entry.when > newest).map((entry) => entry.tag);
}

