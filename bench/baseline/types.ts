/**
 * The bare baseline's contract: plain node:http (bench/baseline/server.ts) and one pg.Pool (or one
 * PGlite), no framework, no validation library, no mapping. Each hot path adds its handlers in its own
 * file (bench/baseline/<area>.ts) with the app's SQL copied as it is, so that what is left of the app's
 * latency over the baseline is what NestJS, GraphQL, validation and mapping add.
 */
import type { Queryable } from '../generate-packages.js';

export interface BaselineDb {
  /** One statement on any free connection. */
  query: Queryable['query'];
  /** One statement as a named prepared statement (as the app's runPrepared; PGlite: a plain query). */
  queryPrepared<T = Record<string, unknown>>(name: string, text: string, params: unknown[]): Promise<{ rows: T[] }>;
  /** Runs `fn` in a transaction, as drizzle's db.transaction() does for the services. */
  inTransaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

export interface BaselineRequest {
  url: URL;
  /** Parsed JSON body of a POST (undefined for GET). */
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export interface BaselineAnswer {
  status: number;
  body: unknown;
}

/** Keyed by `METHOD /path`, e.g. `GET /search`, `POST /bookings`. */
export type BaselineRoutes = Record<string, (db: BaselineDb, request: BaselineRequest) => Promise<BaselineAnswer>>;
