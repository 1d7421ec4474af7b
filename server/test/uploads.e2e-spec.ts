import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import sharp from 'sharp';
import type { Role } from '../src/auth/role.js';
import { createUser, TEST_PASSWORD } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { fetchBytes, gradientJpeg } from './support/photos.js';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const STORED_NAME = new RegExp(`^${UUID}(-thumb)?\\.webp$`);

let t: TestApp;
let adminToken: string;
let smallJpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await tokenFor('AGENCY_ADMIN');
  smallJpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c05a2b' } }).jpeg().toBuffer();
});
afterAll(async () => {
  await t.close();
  await rm(t.config.uploadsDir, { recursive: true, force: true });
});

async function tokenFor(role: Role): Promise<string> {
  const user = await createUser(t.db, role);
  const res = await request(t.http).post('/api/auth/login').send({ username: user.username, password: TEST_PASSWORD }).expect(200);
  return res.body.token as string;
}

function upload(file: Buffer | undefined, options: { token?: string; filename?: string; contentType?: string } = {}) {
  const { token = adminToken, filename = 'photo.jpg', contentType = 'image/jpeg' } = options;
  const req = request(t.http).post('/api/uploads');
  if (token) req.set('authorization', `Bearer ${token}`);
  req.field('upload_preset', 'upload');
  if (file) req.attach('file', file, { filename, contentType });
  return req;
}

/** Every name in the uploads folder, temp files included (the folder appears with the first upload). */
async function storedNames(): Promise<string[]> {
  return existsSync(t.config.uploadsDir) ? (await readdir(t.config.uploadsDir)).sort() : [];
}

describe('POST /api/uploads', () => {
  it('stores an admin\'s photo as WebP, resized and stripped of metadata, and serves it', async () => {
    const original = await gradientJpeg({ withCameraData: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload(original).expect(201);
    expect(res.body).toEqual({
      url: expect.stringMatching(new RegExp(`^/uploads/${UUID}\\.webp$`)),
      thumbnailUrl: expect.stringMatching(new RegExp(`^/uploads/${UUID}-thumb\\.webp$`)),
      width: 1600,
      height: 1067,
    });

    const display = await fetchBytes(t.http, res.body.url).expect(200);
    expect(display.headers['content-type']).toBe('image/webp');
    expect(display.headers['x-content-type-options']).toBe('nosniff');
    expect(display.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    const shown = await sharp(display.body as Buffer).metadata();
    expect(shown).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(shown.exif).toBeUndefined();
    expect(shown.xmp).toBeUndefined();
    expect(shown.iptc).toBeUndefined();
    expect((display.body as Buffer).includes('Leak 3000')).toBe(false);

    const thumb = await fetchBytes(t.http, res.body.thumbnailUrl).expect(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const small = await sharp(thumb.body as Buffer).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 400, height: 267 });
    expect(small.exif).toBeUndefined();
  });

  it('lets a hotel manager upload', async () => {
    const res = await upload(smallJpeg, { token: await tokenFor('HOTEL_MANAGER') }).expect(201);
    // Never enlarged.
    expect(res.body).toMatchObject({ width: 64, height: 48 });
  });

  it('refuses an anonymous caller with 401', async () => {
    const res = await upload(smallJpeg, { token: '' }).expect(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it.each(['CUSTOMER', 'STAFF'] as const)('refuses a %s with 403', async (role) => {
    const before = await storedNames();
    const res = await upload(smallJpeg, { token: await tokenFor(role) }).expect(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(await storedNames()).toEqual(before);
  });

  it('refuses a text file dressed up as a JPEG and writes nothing', async () => {
    const before = await storedNames();
    const res = await upload(Buffer.from('Just some notes, not a photo at all.\n'), { filename: 'photo.jpg', contentType: 'image/jpeg' }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'BAD_USER_INPUT',
      message: 'The file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF photo.',
      fields: { file: 'The file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF photo.' },
    });
    expect(await storedNames()).toEqual(before);
  });

  it('refuses an SVG whatever it is called', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const res = await upload(svg, { filename: 'photo.png', contentType: 'image/png' }).expect(400);
    expect(res.body.message).toBe('The file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF photo.');
  });

  it('refuses a truncated JPEG', async () => {
    const before = await storedNames();
    const jpeg = await gradientJpeg({ width: 800, height: 600, withCameraData: true });
    const res = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2))).expect(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The image could not be read. It may be damaged.' });
    expect(await storedNames()).toEqual(before);
  });

  it('refuses a decompression bomb (a tiny PNG of 100 megapixels)', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(bomb, { filename: 'bomb.png', contentType: 'image/png' }).expect(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The image is too large (more than 40 megapixels).' });
  });

  it('refuses a file over 5 MB with 413 and writes nothing', async () => {
    const before = await storedNames();
    const big = Buffer.concat([smallJpeg, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const res = await upload(big).expect(413);
    expect(res.body).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The photo is larger than 5 MB.',
      fields: { file: 'The photo is larger than 5 MB.' },
    });
    expect(await storedNames()).toEqual(before);
  });

  it('never uses the client\'s file name in a path', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 4, background: '#00000000' } }).png().toBuffer();
    const res = await upload(png, { filename: '../../etc/passwd.png', contentType: 'image/png' }).expect(201);
    const id = (res.body.url as string).slice('/uploads/'.length, -'.webp'.length);
    expect(await storedNames()).toEqual(expect.arrayContaining([`${id}.webp`, `${id}-thumb.webp`]));
    for (const name of await storedNames()) expect(name).toMatch(STORED_NAME);
    expect(existsSync(join(dirname(dirname(t.config.uploadsDir)), 'etc', 'passwd.png'))).toBe(false);
    expect(existsSync(join(dirname(t.config.uploadsDir), 'passwd.png'))).toBe(false);
  });

  it('asks for a photo when none is sent', async () => {
    const res = await upload(undefined).expect(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Choose a photo to upload.', fields: { file: 'Choose a photo to upload.' } });
  });

  it('asks for a photo when the body is JSON', async () => {
    const res = await request(t.http)
      .post('/api/uploads')
      .set('authorization', `Bearer ${adminToken}`)
      .send({ file: 'https://example.com/cat.jpg' })
      .expect(400);
    expect(res.body.message).toBe('Choose a photo to upload.');
  });

  it('takes one photo at a time, in the field "file"', async () => {
    const wrongField = await request(t.http)
      .post('/api/uploads')
      .set('authorization', `Bearer ${adminToken}`)
      .attach('image', smallJpeg, 'photo.jpg')
      .expect(400);
    expect(wrongField.body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Upload one photo at a time, in the form field "file".' });
    const two = await request(t.http)
      .post('/api/uploads')
      .set('authorization', `Bearer ${adminToken}`)
      .attach('file', smallJpeg, 'a.jpg')
      .attach('file', smallJpeg, 'b.jpg')
      .expect(400);
    expect(two.body.message).toBe('Upload one photo at a time, in the form field "file".');
  });

  it('leaves no temporary files behind', async () => {
    for (const name of await storedNames()) expect(name).toMatch(STORED_NAME);
  });
});

describe('GET /uploads/*', () => {
  it('answers 404 for a missing file, not the web app', async () => {
    await request(t.http).get('/uploads/does-not-exist.webp').expect(404);
  });

  it('does not list the folder', async () => {
    await request(t.http).get('/uploads/').expect(404);
  });
});

describe('with the web app served too', () => {
  let web: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'travel-agency-web-'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>SPA</title>');
    web = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await web.close();
    await rm(webDist, { recursive: true, force: true });
    await rm(web.config.uploadsDir, { recursive: true, force: true });
  });

  it('still serves deep links with the SPA, but a missing upload is a 404, not the SPA', async () => {
    const deepLink = await request(web.http).get('/packages/some-id').expect(200);
    expect(deepLink.text).toContain('<title>SPA</title>');
    const missing = await request(web.http).get('/uploads/does-not-exist.webp').expect(404);
    expect(missing.text).not.toContain('SPA');
  });

  it('serves an uploaded photo', async () => {
    const user = await createUser(web.db, 'AGENCY_ADMIN');
    const login = await request(web.http).post('/api/auth/login').send({ username: user.username, password: TEST_PASSWORD }).expect(200);
    const res = await request(web.http)
      .post('/api/uploads')
      .set('authorization', `Bearer ${login.body.token as string}`)
      .attach('file', smallJpeg, 'photo.jpg')
      .expect(201);
    const served = await request(web.http).get(res.body.url as string).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
