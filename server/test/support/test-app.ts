import { randomBytes } from 'node:crypto';
import type { INestApplication, Type } from '@nestjs/common';
import pg from 'pg';
import type { App } from 'supertest/types.js';
import type { Role } from '../../src/auth/role.js';
import type { UserRow } from '../../src/db/schema.js';
import { createApp } from '../../src/app.factory.js';
import { loadConfig, type AppConfig } from '../../src/config/config.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import type { LogOutput } from '../../src/logging/logger.js';
import { openTestPglite } from './pglite-template.js';
import { databaseUrlOf, postgresTemplate } from './postgres-template.js';
import { DB } from '../../src/database/database.module.js';
import { QueryCounter } from './query-counter.js';
import { UNLIMITED_WRITES } from './unlimited-writes.js';
import { createUser, tokenFor } from './factories.js';
import { graphqlRequest } from './graphql.js';

export interface TestApp {
  app: INestApplication;
  http: App;
  db: Database;
  config: AppConfig;
  /** Counts the SQL statements sent while a callback runs (N+1 checks). */
  queries: QueryCounter;
  /**
   * Someone calling the API: `'anonymous'`, a fresh user of a role (created and signed in), or a given
   * user (signed in). `(await t.as('AGENCY_ADMIN')).gql(DOCUMENT, variables)`.
   */
  as(who: Role | UserRow | 'anonymous'): Promise<Caller>;
  /**
   * Someone calling with a bearer token the test obtained itself (a session from login or registration,
   * an expired or forged token); undefined calls anonymously.
   */
  bearer(token: string | undefined): Caller;
  close(): Promise<void>;
}

/** One caller of the API and what it sends as. */
export interface Caller {
  /** Undefined for an anonymous caller. */
  user?: UserRow;
  token?: string;
  /** POSTs a GraphQL operation as this caller (a supertest request: chain .expect(...) on it). */
  gql(document: string, variables?: Record<string, unknown>): ReturnType<typeof graphqlRequest>;
}

function callersOf(http: App, db: Database): TestApp['as'] {
  return async (who) => {
    const user = who === 'anonymous' ? undefined : typeof who === 'string' ? await createUser(db, who) : who;
    const token = user && (await tokenFor(http, user));
    return { ...bearerOf(http)(token), user };
  };
}

function bearerOf(http: App): TestApp['bearer'] {
  return (token) => ({ token, gql: (document, variables) => graphqlRequest(http, document, variables, token) });
}

/** The tests' configuration: an embedded database unless a scratch one is given, no seed, no web app. */
function testConfig(databaseUrl: string | undefined, overrides: Partial<AppConfig>): AppConfig {
  return {
    // Every test registers from 127.0.0.1 and uploads as few accounts: those limits are proved with their own settings.
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      JWT_SECRET: 'test-secret-'.padEnd(48, 'x'),
      REGISTER_MAX_PER_ADDRESS: '100000',
      UPLOAD_RATE_PER_ACCOUNT: '100000',
      ...UNLIMITED_WRITES,
    }),
    databaseUrl,
    seedOnStart: false,
    webDist: undefined,
    ...overrides,
  };
}

/** The tests' write limits with some kinds set: `createTestApp({ writeLimits: writeLimitsWith({ booking: {...} }) })`. */
export function writeLimitsWith(limits: Partial<AppConfig['writeLimits']>): AppConfig['writeLimits'] {
  return { ...testConfig(undefined, {}).writeLimits, ...limits };
}

/**
 * A whole application on a database of its own: a throw-away embedded PGlite loaded from the migrated
 * template by default, or, when DATABASE_URL is set (CI's PostgreSQL stage), a copy of the migrated
 * template database on that server, dropped after (test/support/postgres-template.ts).
 * Nothing is mocked; nothing is shared between test files.
 *
 * One app per test file: passport keeps its strategies in a process-wide registry, so a second app
 * in the same file would take over token checks from the first (Jest isolates modules per file).
 * Quiet unless `logger` names where its logs go (the logging test captures them).
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  extraImports: Type[] = [],
  logger: LogOutput = false,
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const config = testConfig(scratch?.url, overrides);
  const queries = new QueryCounter();
  const database = config.databaseUrl
    ? await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 4, connectTimeoutMs: config.lifecycle.databaseConnectTimeoutMs, onQuery: queries.record })
    : await openTestPglite(queries.record);
  const app = await createApp({ config, logger, extraImports, database });
  await app.init();
  const http = app.getHttpServer() as App;
  const db = app.get<Database>(DB);
  return {
    app,
    http,
    db,
    config,
    queries,
    as: callersOf(http, db),
    bearer: bearerOf(http),
    close: async () => {
      await app.close();
      await scratch?.drop();
    },
  };
}

/**
 * Several apps on one database, as several server processes behind a load balancer (the Redis tests give
 * them one REDIS_URL). On PostgreSQL (DATABASE_URL) each app has its own pool on one scratch database; on
 * PGlite they share one embedded database (it cannot be opened twice). One QueryCounter sees every app's
 * statements. Tokens: passport's registry keeps the last app's strategy, which checks every app's tokens
 * against the same database, so a token works on all of them.
 */
export async function createTestApps(count: number, overrides: Partial<AppConfig> = {}): Promise<{ apps: TestApp[]; close(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const queries = new QueryCounter();
  const shared = scratch ? undefined : await openTestPglite(queries.record);
  const config = testConfig(scratch?.url, overrides);
  const apps: TestApp[] = [];
  const closeAll = async () => {
    for (const app of apps.splice(0)) await app.close();
    await shared?.close();
    await scratch?.drop();
  };
  try {
    for (let i = 0; i < count; i++) {
      const database = shared
        ? // Each app closes its database on shutdown; the shared one closes once, after the last app.
          { ...shared, close: async () => undefined }
        : await openDatabase({ url: scratch!.url, dataDir: config.dataDir, poolSize: 4, connectTimeoutMs: config.lifecycle.databaseConnectTimeoutMs, onQuery: queries.record });
      const app = await createApp({ config, logger: false, database });
      await app.init();
      const http = app.getHttpServer() as App;
      const db = app.get<Database>(DB);
      apps.push({ app, http, db, config, queries, as: callersOf(http, db), bearer: bearerOf(http), close: () => app.close() });
    }
  } catch (error) {
    await closeAll();
    throw error;
  }
  return { apps: [...apps], close: closeAll };
}

async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = await postgresTemplate(serverUrl);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // Already migrated: the app's migration step at start-up finds nothing to apply.
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  return {
    url: databaseUrlOf(serverUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // Not WITH (FORCE): that refuses when an autovacuum worker happens to be in the database (a
      // non-superuser may not terminate it), while a plain DROP asks autovacuum to leave and waits. The
      // app's pool is closed by now, so nothing else is connected.
      await client.query(`drop database if exists ${name}`);
      await client.end();
    },
  };
}
