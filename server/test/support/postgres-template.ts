import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.js';
import { migrationsHash } from './pglite-template.js';

/**
 * Session advisory lock key taken while the migrated template is built (docs/stack-notes.md lists the
 * keys in use): two Jest workers starting together build it once, the second waits and reuses it.
 */
const TEMPLATE_LOCK = 727276;

/**
 * The name of a migrated, empty database on the PostgreSQL server at `serverUrl`, made once per set of
 * migrations (its name carries their hash) and kept for later runs. Test files copy it with
 * `CREATE DATABASE … TEMPLATE`, a file copy, instead of running every migration again.
 *
 * Built under another name and renamed when complete, so a run killed half-way never leaves a
 * half-migrated template behind. Connections to it are then refused (ALLOW_CONNECTIONS false): a copy
 * fails while anyone is connected to its template.
 */
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `test_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_build_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${building}`);
      try {
        // Two connections: migrate() holds one for its advisory lock and migrates on the other.
        const handle = await openDatabase({ url: databaseUrlOf(serverUrl, building), dataDir: '', poolSize: 2 });
        try {
          await handle.migrate();
        } finally {
          await handle.close();
        }
      } catch (error) {
        await admin.query(`drop database if exists ${building}`).catch(() => undefined);
        throw error;
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      await admin.query(`alter database ${name} with allow_connections false`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
  return name;
}

/** `serverUrl` pointing at another database of the same server. */
export function databaseUrlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
