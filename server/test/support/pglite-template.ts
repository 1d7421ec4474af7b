import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle, type DatabaseOptions } from '../../src/db/client.js';
import { workerCached } from './worker-cache.js';

/**
 * A migrated, empty embedded database saved as a PGlite dump, shared by every test file of a run
 * (and later runs, until a migration changes). Creating a PGlite database from scratch runs
 * initdb (seconds); loading this dump is several times faster. Read from disk once per Jest worker.
 */
export function pgliteTemplate(): Promise<Blob> {
  return workerCached(`pglite-template-${migrationsHash()}`, makeTemplate);
}

async function makeTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `travel-agency-pglite-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await handle.migrate();
    const dump = await handle.dump!();
    await handle.close();
    // Written then renamed, so a parallel test worker never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  return new Blob([await readFile(file)]);
}

/**
 * 16 MB of shared buffers instead of 128 MB: PGlite clears them at every start (about a quarter of
 * opening a test database), and a test database holds a few hundred rows.
 */
const TEST_PGLITE: DatabaseOptions['pglite'] = { postgresqlconf: 'shared_buffers = 16MB' };

/** A throw-away embedded database of its own, migrated and empty: what a test file's app or service runs on. */
export async function openTestPglite(onQuery?: DatabaseOptions['onQuery']): Promise<DatabaseHandle> {
  return openDatabase({ dataDir: 'memory://', template: await pgliteTemplate(), pglite: TEST_PGLITE, onQuery });
}

/** A short hash of every migration file: names the saved templates, so a new migration makes new ones. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER).filter((n) => n.endsWith('.sql')).sort()) {
    hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest('hex').slice(0, 16);
}
