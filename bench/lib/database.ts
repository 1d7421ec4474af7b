/**
 * The benchmark's database: a scratch database `bench_<random>` on DATABASE_URL's server (dropped at
 * the end) or an embedded PGlite folder in a temp directory, migrated by the app's own code
 * (server/dist/db/client.js), loaded by the generators through one connection, then VACUUM ANALYZEd.
 *
 * PGlite is one process's database: every process that needs the data (each app, the baseline, this
 * runner) gets its own copy of the loaded folder (`forProcess`), so writes made through one are not
 * seen by another; `bench/lib/pglite-sql.mjs` lets the runner read a child's copy while it runs.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import type { Queryable } from '../generate-packages.js';
import type { Cleanups } from './processes.js';
import type { Engine } from './types.js';

type ClientModule = typeof import('../../server/src/db/client.js');

export type DbTarget = { url: string } | { dataDir: string };

export interface Connection extends Queryable {
  close(): Promise<void>;
}

export interface BenchDatabase {
  engine: Engine;
  target: DbTarget;
  /** `postgres://…/bench_xxxx` with the password hidden, or the PGlite folder: for the log. */
  describe: string;
  /**
   * The environment a child process needs to reach the data: DATABASE_URL of the scratch database,
   * or DATA_DIR of a fresh copy of the loaded PGlite folder named after the process. Call it after
   * the load, once per process; `last`: the loaded folder itself is handed over (moved, not copied:
   * at the embedded scale a copy is 700 MB), and no later call may follow.
   */
  forProcess(name: string, options?: { last?: boolean }): Record<string, string>;
}

export interface CreateOptions {
  /** DATABASE_URL of a server whose role may CREATE DATABASE; undefined for PGlite. */
  serverUrl: string | undefined;
  /** Temp folder of the run (PGlite data lives there). */
  tmp: string;
  keep: boolean;
  cleanups: Cleanups;
  log(message: string): void;
}

export function redact(url: string): string {
  const copy = new URL(url);
  if (copy.password) copy.password = '***';
  return copy.href;
}

/** Creates the empty database (dropped at the end unless `keep`) and runs the app's migrations. */
export async function createBenchDatabase(options: CreateOptions): Promise<BenchDatabase> {
  const { serverUrl, tmp, keep, cleanups, log } = options;
  let db: BenchDatabase;
  if (serverUrl) {
    const name = `bench_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    cleanups.add(async () => {
      if (keep) return log(`Kept database ${name}: DATABASE_URL=${redact(url.href)}`);
      // Plain DROP after every client has gone (the servers stop first); FORCE as a fallback when
      // something still holds a connection (a crashed child's pool).
      await adminQuery(serverUrl, `drop database if exists ${name}`).catch(() => adminQuery(serverUrl, `drop database if exists ${name} with (force)`));
      log(`Dropped database ${name}`);
    });
    db = { engine: 'postgres', target: { url: url.href }, describe: redact(url.href), forProcess: () => ({ DATABASE_URL: url.href }) };
    log(`Scratch database ${name} on ${url.host}`);
  } else {
    const dataDir = join(tmp, 'loaded-db');
    db = {
      engine: 'pglite',
      target: { dataDir },
      describe: dataDir,
      forProcess: (processName, { last = false } = {}) => {
        const copy = join(tmp, `${processName}-db`);
        if (last) renameSync(dataDir, copy);
        else cpSync(dataDir, copy, { recursive: true });
        return { DATA_DIR: copy };
      },
    };
    log(`Embedded PGlite in ${tmp} (set DATABASE_URL to measure a PostgreSQL server)`);
  }
  const t0 = performance.now();
  const { openDatabase } = (await import(new URL('../../server/dist/db/client.js', import.meta.url).href)) as ClientModule;
  const handle = await openDatabase('url' in db.target ? { url: db.target.url, dataDir: 'unused', poolSize: 2 } : { dataDir: db.target.dataDir });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  log(`Migrated with server/dist/db/client.js in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return db;
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** One connection (pg.Client or a PGlite instance) to a database folder or URL. */
export async function connect(target: DbTarget): Promise<Connection> {
  if ('url' in target) {
    const client = new pg.Client({ connectionString: target.url });
    // A dropped database or a restart would otherwise crash the runner with an unhandled 'error'.
    client.on('error', (error) => console.error(`benchmark database connection: ${error.message}`));
    await client.connect();
    return {
      query: async <T>(text: string, params?: unknown[]) => ({ rows: (await client.query(text, params)).rows as T[] }),
      close: () => client.end(),
    };
  }
  const db = await PGlite.create(target.dataDir, { extensions: { pg_trgm, unaccent } });
  return {
    query: async <T>(text: string, params?: unknown[]) => ({ rows: (await db.query<T>(text, params)).rows }),
    close: () => db.close(),
  };
}

/** Statistics, visibility map and GIN pending lists, as autovacuum would leave a freshly loaded database. */
export async function vacuumAnalyze(db: Queryable): Promise<number> {
  const t0 = performance.now();
  await db.query('vacuum (analyze)');
  return (performance.now() - t0) / 1000;
}

/**
 * Reads a running child's PGlite copy through the small SQL port that bench/lib/pglite-sql.mjs opens
 * inside it (loopback only, bench runs only): how the runner sees the rows a write load made there.
 */
export function sqlPortQueryable(port: number): Queryable {
  return {
    query: async <T>(text: string, params?: unknown[]) => {
      const res = await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text, params: params ?? [] }),
      });
      const body = (await res.json()) as { rows?: T[]; error?: string };
      if (!res.ok || !body.rows) throw new Error(`SQL through the child's port failed: ${body.error ?? res.status}`);
      return { rows: body.rows };
    },
  };
}
