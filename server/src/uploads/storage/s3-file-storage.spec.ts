import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FakeS3 } from '../../../test/support/s3.js';
import { S3FileStorage } from './s3-file-storage.js';

// Against a real S3-protocol server (s3rver), not a mocked SDK: the point is what goes over the wire.
let s3: FakeS3;
let storage: S3FileStorage;

beforeAll(async () => {
  s3 = await FakeS3.start();
  storage = new S3FileStorage(s3.config());
});
afterAll(async () => {
  storage?.close();
  await s3?.dispose();
});

describe('S3FileStorage', () => {
  it('puts an object with its type and a year of immutable caching, and streams it back', async () => {
    await storage.put('a.webp', Buffer.from('webp bytes'), 'image/webp');
    const object = await s3.get('a.webp');
    expect(object).toMatchObject({ ContentType: 'image/webp', CacheControl: 'public, max-age=31536000, immutable' });
    expect(object.bytes.toString()).toBe('webp bytes');

    const file = await storage.get('a.webp');
    expect(file).toMatchObject({ size: 10, contentType: 'image/webp', etag: expect.stringMatching(/^".+"$/) });
    expect(file?.lastModified?.getTime()).toEqual(expect.any(Number));
    expect(await text(file!.body)).toBe('webp bytes');
  });

  it('answers undefined for a missing object, and deleting one is no error', async () => {
    expect(await storage.get('missing.webp')).toBeUndefined();
    await storage.put('b.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('b.webp');
    await storage.delete('b.webp');
    expect(await storage.get('b.webp')).toBeUndefined();
  });

  it('treats a missing bucket as a failure, not as a missing photo', async () => {
    const wrong = new S3FileStorage(s3.config({ S3_BUCKET: 'no-such-bucket' }));
    try {
      await expect(wrong.get('a.webp')).rejects.toMatchObject({ name: 'NoSuchBucket' });
      expect(await wrong.probe(1000)).toBe(false);
    } finally {
      wrong.close();
    }
  });

  it('probes the bucket: up while it answers, down when it is gone', async () => {
    expect(await storage.probe(1000)).toBe(true);
    await s3.stop();
    try {
      expect(await storage.probe(1000)).toBe(false);
    } finally {
      await s3.restart();
    }
  });

  it('refuses anything but a plain name before sending a request', async () => {
    for (const name of ['../a.webp', 'photos/a.webp', '.env', '']) {
      await expect(storage.put(name, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Not a plain file name/);
      await expect(storage.get(name)).rejects.toThrow(/Not a plain file name/);
    }
    expect(await s3.keys()).toEqual(['a.webp']);
  });

  it('points browsers at /uploads, or at S3_PUBLIC_URL when set', () => {
    expect(storage.publicUrl('c.webp')).toBe('/uploads/c.webp');
    const cdn = new S3FileStorage(s3.config({ S3_PUBLIC_URL: 'https://cdn.example.co.za/photos/' }));
    expect(cdn.publicUrl('c.webp')).toBe('https://cdn.example.co.za/photos/c.webp');
    cdn.close();
  });
});
