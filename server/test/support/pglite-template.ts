import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER, openDatabase } from '../../src/db/client.js';

/**
 * A migrated, empty embedded database saved as a PGlite dump, shared by every test file of a run
 * (and later runs, until a migration changes). Creating a PGlite database from scratch runs
 * initdb (seconds); loading this dump is several times faster.
 */
export async function pgliteTemplate(): Promise<Blob> {
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

/** A short hash of every migration file: names the saved templates, so a new migration makes new ones. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER).filter((n) => n.endsWith('.sql')).sort()) {
    hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest('hex').slice(0, 16);
}
