import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

const dialect = new PgDialect();

/**
 * Runs a raw drizzle query and gives its rows; with a name, as a named prepared statement, which the
 * PostgreSQL server parses and plans once per connection instead of on every call (drizzle's
 * `.prepare(name)` exists only for its query builder). The name must always stand for the same
 * text: node-postgres refuses a name reused for another statement. PGlite prepares nothing here.
 */
export async function runPrepared<Row>(db: Database, query: SQL, name?: string): Promise<Row[]> {
  if (!name) return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return ((await prepared.execute()) as { rows: Row[] }).rows;
}

/**
 * Runs a statement already written as text with its parameters (no query building per call); with a
 * name, as a named prepared statement, as `runPrepared`. Rows come as the driver gives them to drizzle.
 */
export async function runText<Row>(db: Database, text: string, params: unknown[], name?: string): Promise<Row[]> {
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
  return ((await prepared.execute()) as { rows: Row[] }).rows;
}
