/**
 * Uploads in an S3-compatible bucket (S3_BUCKET with a path-style S3_ENDPOINT): a real S3-protocol server
 * (s3rver) on a free port, the app configured through its S3_* variables, photos uploaded through
 * POST /api/uploads and read back at /uploads/<name>, streamed from the bucket or redirected to
 * S3_PUBLIC_URL. The local-folder mode is uploads.e2e-spec.ts and hostile-uploads.e2e-spec.ts.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { UploadMessages } from '../src/uploads/upload-rules.js';
import { changedTables, RowSnapshot } from './support/hostile/checks.js';
import { createUser, TEST_PASSWORD } from './support/factories.js';
import { FakeS3, FaultyS3Proxy } from './support/s3.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { fetchBytes, gradientJpeg } from './support/photos.js';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PHOTO_URL = new RegExp(`^/uploads/(${UUID})\\.webp$`);

let s3: FakeS3;
let t: TestApp;
let adminToken: string;
let photo: Buffer;

beforeAll(async () => {
  s3 = await FakeS3.start();
  t = await createTestApp({ s3: s3.config() });
  adminToken = await login(t);
  photo = await gradientJpeg();
});
afterAll(async () => {
  await t?.close();
  await s3?.dispose();
});

async function login(app: TestApp): Promise<string> {
  const user = await createUser(app.db, 'AGENCY_ADMIN');
  const res = await request(app.http).post('/api/auth/login').send({ username: user.username, password: TEST_PASSWORD }).expect(200);
  return res.body.token as string;
}

function upload(app: TestApp, token: string, file: Buffer) {
  return request(app.http).post('/api/uploads').set('authorization', `Bearer ${token}`).attach('file', file, { filename: 'photo.jpg', contentType: 'image/jpeg' });
}

const nameOf = (url: string) => url.slice('/uploads/'.length);

describe('photos streamed from the bucket (no S3_PUBLIC_URL)', () => {
  let url: string;
  let thumbnailUrl: string;

  beforeAll(async () => {
    const res = await upload(t, adminToken, photo).expect(201);
    ({ url, thumbnailUrl } = res.body as { url: string; thumbnailUrl: string });
  });

  it('stores both versions in the bucket, typed and cacheable for good, and nothing on the local disk', async () => {
    const id = PHOTO_URL.exec(url)?.[1];
    expect(id).toBeDefined();
    expect(thumbnailUrl).toBe(`/uploads/${id}-thumb.webp`);
    expect(await s3.keys()).toEqual(expect.arrayContaining([`${id}.webp`, `${id}-thumb.webp`]));
    const stored = await s3.get(`${id}.webp`);
    expect(stored.ContentType).toBe('image/webp');
    expect(stored.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(await sharp(stored.bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(existsSync(t.config.uploadsDir)).toBe(false);
  });

  it('serves the photo at its /uploads path with the headers the local folder gives', async () => {
    const res = await fetchBytes(t.http, url).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['etag']).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers['last-modified']).toBeDefined();
    const body = res.body as Buffer;
    expect(Number(res.headers['content-length'])).toBe(body.length);
    expect(body.equals((await s3.get(nameOf(url))).bytes)).toBe(true);

    const thumb = await fetchBytes(t.http, thumbnailUrl).expect(200);
    expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 400, height: 267 });
  });

  it('answers a revalidation with 304, and HEAD without a body', async () => {
    const first = await request(t.http).get(url).expect(200);
    const again = await request(t.http).get(url).set('if-none-match', first.headers['etag'] as string).expect(304);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const head = await request(t.http).head(url).expect(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
  });

  it('answers 404 for a photo that is not in the bucket', async () => {
    const res = await request(t.http).get('/uploads/00000000-0000-4000-8000-000000000000.webp').expect(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
    await s3.delete(nameOf(thumbnailUrl));
    await request(t.http).get(thumbnailUrl).expect(404);
  });

  it('never passes another name to the bucket, even one that is there', async () => {
    await s3.put('notes.txt', Buffer.from('bucket shared with something else'), 'text/plain');
    await s3.put('.env', Buffer.from('SECRET=1'), 'text/plain');
    for (const path of [
      '/uploads/notes.txt',
      '/uploads/.env',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      `/uploads/..%2F${nameOf(url)}`,
      '/uploads/%2e%2e',
      `/uploads/${nameOf(url).toUpperCase()}`,
      `/uploads/${nameOf(url)}%00.html`,
    ]) {
      const res = await request(t.http).get(path);
      // Refused either way: not found, or (a NUL in the name) refused by the input boundary before any lookup.
      expect({ path, refused: [400, 404].includes(res.status) }).toEqual({ path, refused: true });
      expect(res.text).not.toContain('SECRET');
      expect(res.text).not.toContain('bucket shared');
    }
  });

  it('keeps photo URLs stored before the switch working once the folder is copied into the bucket', async () => {
    // What `aws s3 sync data/uploads s3://bucket` leaves: the same names, and whatever type the tool guessed.
    const name = '0b7f6f9e-3c1a-4f5e-9d7e-2a1b3c4d5e6f.webp';
    const old = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#118844' } }).webp().toBuffer();
    await s3.put(name, old, 'binary/octet-stream');
    const res = await fetchBytes(t.http, `/uploads/${name}`).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((res.body as Buffer).equals(old)).toBe(true);
  });

  it('reports the bucket in /ready and /health', async () => {
    for (const path of ['/ready', '/health']) {
      const res = await request(t.http).get(path).expect(200);
      expect(res.body).toMatchObject({ status: 'ok', storage: { kind: 's3', status: 'up' } });
    }
  });

  it('is served without signing in (photos are public), and POST /api/uploads still is not', async () => {
    await request(t.http).get(url).set('authorization', 'Bearer not-a-token').expect(200);
    await request(t.http).post('/api/uploads').attach('file', photo, 'photo.jpg').expect(401);
  });
});

describe('when the bucket cannot be reached', () => {
  let kept: string;
  let snapshot: RowSnapshot;

  beforeAll(async () => {
    const res = await upload(t, adminToken, photo).expect(201);
    kept = (res.body as { url: string }).url;
    snapshot = new RowSnapshot(t.db);
  });
  afterAll(async () => {
    await s3.restart();
  });

  it('refuses the upload with 503 and a plain message, stores nothing, and works again when it is back', async () => {
    const keysBefore = await s3.keys();
    const rowsBefore = await snapshot.take();
    await s3.stop();

    const res = await upload(t, adminToken, photo).expect(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: UploadMessages.STORAGE_UNAVAILABLE });
    expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at /);

    const read = await request(t.http).get(kept).expect(503);
    expect(read.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

    // Reported, but the server stays ready: the catalogue and bookings do not need the bucket.
    const ready = await request(t.http).get('/ready').expect(200);
    expect(ready.body).toMatchObject({ status: 'ok', database: { status: 'up' }, storage: { kind: 's3', status: 'down' } });

    await s3.restart();
    expect(await s3.keys()).toEqual(keysBefore);
    expect(changedTables(rowsBefore, await snapshot.take())).toEqual([]);
    await upload(t, adminToken, photo).expect(201);
  });
});

describe('when the bucket takes the thumbnail and then refuses the display version', () => {
  let faulty: TestApp;
  let proxy: FaultyS3Proxy;
  let token: string;

  // Another app, on a proxy that refuses every PUT but the thumbnail's; it takes over token checks from the
  // first (test-app.ts), so the first app's tests all come before this.
  beforeAll(async () => {
    proxy = await FaultyS3Proxy.start(s3, (req) => req.method === 'PUT' && !new URL(req.url ?? '/', 'http://proxy').pathname.endsWith('-thumb.webp'));
    faulty = await createTestApp({ s3: s3.config({ S3_ENDPOINT: proxy.endpoint }) });
    token = await login(faulty);
  });
  afterAll(async () => {
    await faulty?.close();
    await proxy?.close();
  });

  it('removes the stored thumbnail and answers 503, leaving no half of the pair', async () => {
    const keysBefore = await s3.keys();
    const res = await upload(faulty, token, photo).expect(503);
    expect(res.body).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: UploadMessages.STORAGE_UNAVAILABLE });
    // The display version was refused once (AccessDenied is not retried), so the thumbnail had been stored.
    expect(proxy.refused).toEqual([expect.stringMatching(new RegExp(`^PUT /agency-photos/${UUID}\\.webp(\\?|$)`))]);
    expect(await s3.keys()).toEqual(keysBefore);
  });
});

describe('with S3_PUBLIC_URL (a CDN or the public bucket in front)', () => {
  let cdn: TestApp;
  let token: string;

  // A second app: it takes over token checks from the first (test-app.ts), so it comes last in this file.
  beforeAll(async () => {
    cdn = await createTestApp({ s3: s3.config({ S3_PUBLIC_URL: `${s3.publicUrl}/` }) });
    token = await login(cdn);
  });
  afterAll(async () => {
    await cdn?.close();
  });

  it('still answers /uploads paths to store, and redirects them to the public address', async () => {
    const res = await upload(cdn, token, photo).expect(201);
    const url = (res.body as { url: string }).url;
    expect(url).toMatch(PHOTO_URL);

    const redirect = await request(cdn.http).get(url).expect(302);
    expect(redirect.headers['location']).toBe(`${s3.publicUrl}/${nameOf(url)}`);
    expect(redirect.headers['cache-control']).toBe('public, max-age=86400');

    // What the browser gets at the public address: the object as stored, with the year-long caching.
    const direct = await fetch(redirect.headers['location'] as string);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/webp');
    expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await direct.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 1600 });
  });

  it('redirects nothing but stored names', async () => {
    const res = await request(cdn.http).get('/uploads/notes.txt').expect(404);
    expect(res.headers['location']).toBeUndefined();
  });
});
