import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteTemplate } from './pglite-template.js';
import { postgresTemplate } from './postgres-template.js';

/**
 * A database of its own for a spawned server: a fresh PostgreSQL database when DATABASE_URL is set (CI's
 * PostgreSQL stage), else a temporary PGlite folder. `env` is what the server process needs to open it.
 * Empty unless `migrated`: then a copy of the migrated template database (postgres-template.ts), or a
 * folder unpacked from the migrated PGlite dump (pglite-template.ts), so the server has no migration to
 * run at start-up (seconds on PGlite) when the test is not about migrating.
 */
export interface ScratchDatabase {
  readonly engine: 'postgres' | 'pglite';
  readonly env: Record<string, string>;
  /** Runs SQL on it from the test (PostgreSQL only: a PGlite folder is the server's alone while it runs). */
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

export async function scratchDatabase(prefix: string, { migrated = false }: { migrated?: boolean } = {}): Promise<ScratchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const folder = mkdtempSync(join(tmpdir(), `${prefix}-`));
    const dataDir = join(folder, 'pglite');
    if (migrated) await (await PGlite.create(dataDir, { loadDataDir: await pgliteTemplate() })).close();
    return {
      engine: 'pglite',
      env: { DATA_DIR: dataDir },
      query: () => Promise.reject(new Error('PGlite: open the folder once the server has stopped')),
      drop: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${migrated ? ` template ${await postgresTemplate(serverUrl)}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => undefined);
  return {
    engine: 'postgres',
    env: { DATABASE_URL: url.toString() },
    query: async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => (await pool.query<T>(sql, params)).rows,
    drop: async () => {
      await pool.end();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`).catch(() => client.query(`drop database if exists ${name}`));
      await client.end();
    },
  };
}
