import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Logger } from '@nestjs/common';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { AppConfig } from '../config/config.js';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

/** One query API for both engines: services never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a transaction callback receives; it has the same query API as Database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Embedded database only: its whole data folder as a file (see DatabaseOptions.template). */
  dump?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite engine is used. */
  url?: string;
  /** Folder of the embedded database, or `memory://` for a throw-away one (tests). */
  dataDir: string;
  poolSize?: number;
  /**
   * PostgreSQL only: how long a query may wait for a connection (a new one or a free one of the pool)
   * before it fails, so a request answers 503 quickly instead of hanging while the server is away.
   */
  connectTimeoutMs?: number;
  /** PostgreSQL: how long opening keeps trying to reach the server (DATABASE_STARTUP_WAIT_SECONDS, 60). */
  startupWaitSeconds?: number;
  /**
   * A dump made by PGlite's dumpDataDir() to start a `memory://` database from. Tests use a
   * migrated template: loading it takes a fraction of the time of creating a database anew.
   */
  template?: Blob;
  /**
   * Called with every statement sent through drizzle (transactions included). Tests count the queries
   * a nested GraphQL request makes with it (server/test/support/query-counter.ts); never set in production.
   */
  onQuery?: (sql: string, params: unknown[]) => void;
  /**
   * Embedded engine only: postgresql.conf lines. Tests open many throw-away databases and start them
   * with smaller shared buffers, which PGlite clears at every start. Not set in production.
   */
  pglite?: Pick<PGliteOptions, 'postgresqlconf'>;
}

/** server/drizzle, resolved the same from src/db (ts-jest) and dist/db (built). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : undefined;
  if (!options.url) return openPglite(options.dataDir, options.template, logger, options.pglite);
  const startupWaitMs = (options.startupWaitSeconds ?? DEFAULT_STARTUP_WAIT_SECONDS) * 1000;
  await waitForPostgres(options.url, startupWaitMs);
  return openPostgres(options.url, options.poolSize ?? 10, options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS, startupWaitMs, logger);
}

/** The database the configuration names (DATABASE_URL, else the embedded one in DATA_DIR), opened. */
export function openConfiguredDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'lifecycle'>): Promise<DatabaseHandle> {
  return openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    connectTimeoutMs: config.lifecycle.databaseConnectTimeoutMs,
    startupWaitSeconds: config.lifecycle.databaseStartupWaitSeconds,
  });
}

/** config.lifecycle.databaseStartupWaitSeconds's default. */
const DEFAULT_STARTUP_WAIT_SECONDS = 60;

/**
 * Start-up's first connection, tried until `waitMs` has passed: PostgreSQL may still be starting beside us
 * (57P03, refused, not resolvable yet), or this process's own start may keep the event loop so busy that
 * a connection's timer fires before its answer is read (a 2-core machine at load 8 did that within half a
 * second). Each attempt may take the whole time left; attempts are 0.5 s, 1 s, 2 s … (at most 5 s) apart
 * and each failure is logged with its reason. A refused password (SQLSTATE class 28) is final at once.
 */
export async function waitForPostgres(url: string, waitMs: number): Promise<void> {
  const logger = new Logger('Database');
  const deadline = Date.now() + waitMs;
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: Math.max(1000, deadline - Date.now()) });
    try {
      await client.connect();
      await client.end();
      if (attempt > 1) logger.log(`PostgreSQL reached on attempt ${attempt}.`);
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      const code = (error as { code?: unknown }).code;
      const reason = typeof code === 'string' ? `${code}: ${(error as Error).message}` : (error as Error).message;
      const pause = Math.min(5000, 500 * 2 ** (attempt - 1));
      if ((typeof code === 'string' && code.startsWith('28')) || Date.now() + pause >= deadline) {
        logger.error(`PostgreSQL not reachable after ${attempt} attempts in ${Math.round(waitMs / 1000)} s (DATABASE_STARTUP_WAIT_SECONDS): ${reason}`);
        throw error;
      }
      logger.warn(`PostgreSQL not reachable yet (attempt ${attempt}: ${reason}); trying again in ${pause / 1000} s.`);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** config.lifecycle.databaseConnectTimeoutMs's default, for callers without a config (scripts, tests). */
const DEFAULT_CONNECT_TIMEOUT_MS = 2000;

/**
 * PGlite's own start parameters, plus smaller shared buffers than initdb's 128 MB: the embedded engine
 * zero-fills its shared memory at every start, and 128 MB of it was ~100 ms of `npm start` (issue 21).
 * The demo's whole database is ~40 MB, and pages beyond the buffers come from the OS file cache.
 * A command-line setting, so the data folder's postgresql.conf is left as it is.
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

type QueryLogger = { logQuery: (sql: string, params: unknown[]) => void } | undefined;

async function openPglite(
  dataDir: string,
  template: Blob | undefined,
  logger: QueryLogger,
  tuning: DatabaseOptions['pglite'] = {},
): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) {
    // PGlite creates the folder itself but not its parents.
    mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  }
  // The server's Debian package ships these contrib extensions; PGlite loads them on demand.
  const extensions = { pg_trgm, unaccent };
  const options = { extensions, startParams: EMBEDDED_START_PARAMS, ...tuning };
  const client =
    inMemory && template
      ? await PGlite.create({ loadDataDir: template, ...options })
      : await PGlite.create(inMemory ? dataDir : resolve(dataDir), options);
  const db = drizzlePglite(client, { schema, ...(logger ? { logger } : {}) });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    dump: async () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, max: number, connectTimeoutMs: number, startupWaitMs: number, logger: QueryLogger): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Calendar dates stay strings (`YYYY-MM-DD`): never let pg turn them into JS Dates in local time.
    types: { getTypeParser: dateSafeTypeParser },
    // A connection that cannot be had in time fails the query (→ 503) instead of queueing it forever.
    connectionTimeoutMillis: connectTimeoutMs,
    // TCP keep-alive notices a connection whose server vanished without closing it (a network cut):
    // the query on it then fails instead of waiting. No query or statement timeout: migrations, the
    // seed and the benchmark's loads legitimately run for minutes, and PostgreSQL cancels nothing
    // by itself when a client goes away.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection the server closes (a restart, a failover, an administrator's terminate, a dropped
  // database) reaches the pool as an 'error' event; unheard, Node would crash the whole process. The pool
  // has already discarded that connection and opens a new one for the next query: log it and go on.
  pool.on('error', (error) => logIdleConnectionError(error));
  // No probe here: waitForPostgres has just reached the server, with start-up's own patience.
  const db = drizzlePg(pool, { schema, ...(logger ? { logger } : {}) });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: async () => {
      // Part of start-up, on a machine that may still be busy starting: its connections get start-up's
      // patience, not a request's (restored when done).
      const requestTimeout = pool.options.connectionTimeoutMillis;
      pool.options.connectionTimeoutMillis = Math.max(connectTimeoutMs, startupWaitMs);
      // Several app processes may start together: one migrates while the others wait.
      const lockClient = await pool.connect().catch((error: unknown) => {
        pool.options.connectionTimeoutMillis = requestTimeout;
        throw error;
      });
      try {
        await lockClient.query('select pg_advisory_lock(727274)');
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockClient.query('select pg_advisory_unlock(727274)').catch(() => undefined);
        lockClient.release();
        pool.options.connectionTimeoutMillis = requestTimeout;
      }
    },
    close: () => pool.end(),
  };
}

function logIdleConnectionError(error: Error): void {
  new Logger('Database').warn(`PostgreSQL closed an idle connection (${error.message}); the next query opens a new one.`);
}

const DATE_OID = 1082;
function dateSafeTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === DATE_OID) return (value: string) => value;
  return pg.types.getTypeParser(oid, format as 'text') as (value: string) => unknown;
}
