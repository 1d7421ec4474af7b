import { afterEach, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from './client.js';
import { pendingMigrations } from './migration-status.js';
import { openTestPglite } from '../../test/support/pglite-template.js';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

const tags = (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }).entries.map(
  (e) => e.tag,
);

it('lists every migration on an empty database and none once migrated (what MIGRATE_ON_START=false checks)', async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  expect(await pendingMigrations(handle.db)).toEqual(tags);
  await handle.migrate();
  expect(await pendingMigrations(handle.db)).toEqual([]);
});

it('lists the newer migrations when the database is behind the code', async () => {
  // Migrated as the test above proves: the suite's migrated template (pglite-template.ts), not a second migration.
  handle = await openTestPglite();
  // As if the newest migration had not been applied yet (a replica of a newer release on an older schema).
  const client = (handle.db as unknown as { $client: { exec(q: string): Promise<unknown> } }).$client;
  await client.exec('delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)');
  expect(await pendingMigrations(handle.db)).toEqual([tags.at(-1)]);
});
