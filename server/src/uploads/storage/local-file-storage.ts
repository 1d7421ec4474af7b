import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { assertPlainName, contentTypeOf, UPLOADS_URL_PATH, type FileStorage, type StoredFile } from './file-storage.js';

/**
 * Photos in a folder of this machine (UPLOADS_DIR), served at /uploads by the static module (app.module.ts),
 * which also answers conditional and range requests. The default: right for one process on one machine.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';

  constructor(private readonly dir: string) {}

  /** A folder keeps no content type: it is told by the name's extension when served. */
  async put(name: string, data: Buffer, _contentType: string): Promise<void> {
    assertPlainName(name);
    await mkdir(this.dir, { recursive: true });
    await writeAtomically(this.dir, name, data);
  }

  async get(name: string): Promise<StoredFile | undefined> {
    assertPlainName(name);
    let file;
    try {
      file = await open(join(this.dir, name), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    try {
      const stats = await file.stat();
      if (!stats.isFile()) {
        await file.close();
        return undefined;
      }
      // The stream owns the handle from here and closes it when it ends or is destroyed.
      return { body: file.createReadStream(), size: stats.size, contentType: contentTypeOf(name), lastModified: stats.mtime, etag: undefined };
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    assertPlainName(name);
    await rm(join(this.dir, name), { force: true });
  }

  publicUrl(name: string): string {
    return `${UPLOADS_URL_PATH}/${name}`;
  }
}

/**
 * Writes beside the target under a dot-name (the static server never serves dotfiles) and renames
 * it into place, so a reader sees the whole file or none; the exclusive flag never follows or
 * overwrites what is already there.
 */
async function writeAtomically(dir: string, name: string, data: Buffer): Promise<void> {
  const target = join(dir, name);
  const temp = join(dir, `.${name}.${randomUUID()}.tmp`);
  try {
    const file = await open(temp, 'wx', 0o644);
    try {
      await file.writeFile(data);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
