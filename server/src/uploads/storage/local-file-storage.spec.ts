import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { LocalFileStorage } from './local-file-storage.js';

let root: string;
let dir: string;
let storage: LocalFileStorage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-storage-spec-'));
  // Not there yet: the first put creates it, as the first upload always did.
  dir = join(root, 'uploads');
  storage = new LocalFileStorage(dir);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('LocalFileStorage', () => {
  it('creates the folder and stores the whole file under its name, world-readable, with no temp file left', async () => {
    await storage.put('a.webp', Buffer.from('RIFF-bytes'), 'image/webp');
    expect(await readdir(dir)).toEqual(['a.webp']);
    expect(await readFile(join(dir, 'a.webp'), 'utf8')).toBe('RIFF-bytes');
    expect((await stat(join(dir, 'a.webp'))).mode & 0o777).toBe(0o644 & ~process.umask());
  });

  it('streams a stored file back with its size, type and date', async () => {
    await storage.put('b-thumb.webp', Buffer.from('thumbnail'), 'image/webp');
    const file = await storage.get('b-thumb.webp');
    expect(file).toMatchObject({ size: 9, contentType: 'image/webp', etag: undefined });
    expect(file?.lastModified?.getTime()).toBe((await stat(join(dir, 'b-thumb.webp'))).mtime.getTime());
    expect(await text(file!.body)).toBe('thumbnail');
  });

  it('answers undefined for a missing file and for a folder', async () => {
    expect(await storage.get('missing.webp')).toBeUndefined();
    await storage.put('x.webp', Buffer.from('x'), 'image/webp');
    await mkdir(join(dir, 'sub'));
    expect(await storage.get('sub')).toBeUndefined();
  });

  it('replaces a file of the same name whole, by rename, leaving only the final name', async () => {
    await storage.put('c.webp', Buffer.from('first'), 'image/webp');
    await storage.put('c.webp', Buffer.from('second'), 'image/webp');
    expect(await readdir(dir)).toEqual(['c.webp']);
    expect(await readFile(join(dir, 'c.webp'), 'utf8')).toBe('second');
  });

  it('leaves no temp file when the write fails', async () => {
    // A folder where the file should go makes the rename fail after the temp file was written.
    await storage.put('seed.webp', Buffer.from('x'), 'image/webp');
    await mkdir(join(dir, 'taken.webp'));
    await writeFile(join(dir, 'taken.webp', 'inside'), 'keeps the folder non-empty');
    await expect(storage.put('taken.webp', Buffer.from('y'), 'image/webp')).rejects.toThrow();
    expect((await readdir(dir)).sort()).toEqual(['seed.webp', 'taken.webp']);
  });

  it('deletes, and deleting a missing file is no error', async () => {
    await storage.put('d.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('d.webp');
    await storage.delete('d.webp');
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses anything but a plain name, before touching the disk', async () => {
    for (const name of ['../escape.webp', 'sub/x.webp', '.hidden.webp', '', 'a\\b.webp', '/etc/passwd']) {
      await expect(storage.put(name, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Not a plain file name/);
      await expect(storage.get(name)).rejects.toThrow(/Not a plain file name/);
      await expect(storage.delete(name)).rejects.toThrow(/Not a plain file name/);
    }
    expect(await readdir(root)).toEqual([]);
  });

  it('is served by this server at /uploads/<name>', () => {
    expect(storage.publicUrl('e.webp')).toBe('/uploads/e.webp');
  });
});
