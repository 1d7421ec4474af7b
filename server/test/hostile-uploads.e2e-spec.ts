/**
 * Hostile uploads, beyond uploads.e2e-spec.ts (which covers a text file called .jpg, an SVG called .png,
 * a truncated JPEG, a 100 MP PNG made by sharp, a 6 MB file and "../../etc/passwd.png"): other non-images
 * dressed as images, truncated PNG and WebP, a hand-built 50 000 × 50 000 PNG bomb, polyglots whose
 * payload must not survive, generated file names full of path tricks, and many files at once. Every
 * refusal is a 4xx with our code and the form field's message, and leaves nothing on disk or in the
 * database; an accepted upload is stored under new random names only.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import request from 'supertest';
import sharp from 'sharp';
import { UploadMessages } from '../src/uploads/upload-rules.js';
import { createUser } from './support/factories.js';
import { changedTables, RowSnapshot, type RowCounts } from './support/hostile/checks.js';
import { login, runsFromEnv, useHostileSeed } from './support/hostile/fixtures.js';
import { EMPTY_ZIP, NOT_IMAGES, pngBomb, pngWithText } from './support/hostile/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const STORED_NAME = new RegExp(`^${UUID}(-thumb)?\\.webp$`);
useHostileSeed();

const REFUSED_AS_DAMAGED_OR_NOT_IMAGE = [UploadMessages.NOT_AN_IMAGE, UploadMessages.UNREADABLE];

let t: TestApp;
let token: string;
let snapshot: RowSnapshot;
let smallPng: Buffer;
let before: { names: string[]; rows: RowCounts };
let tried = 0;

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.http, await createUser(t.db, 'AGENCY_ADMIN'));
  snapshot = new RowSnapshot(t.db);
  smallPng = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#2b6cb0' } }).png().toBuffer();
}, 180_000);

afterAll(async () => {
  console.info(`hostile uploads: ${tried} uploads tried`);
  await t?.close();
  if (t) await rm(t.config.uploadsDir, { recursive: true, force: true });
});

beforeEach(async () => {
  before = { names: await storedNames(), rows: await snapshot.take() };
});

async function storedNames(): Promise<string[]> {
  return existsSync(t.config.uploadsDir) ? (await readdir(t.config.uploadsDir)).sort() : [];
}

function upload(file: Buffer, filename: string, contentType: string) {
  tried += 1;
  return request(t.http).post('/api/uploads').set('authorization', `Bearer ${token}`).attach('file', file, { filename, contentType });
}

/** The refusal left no file (temporary or final) and no row behind. */
async function expectNothingLeft(): Promise<void> {
  expect(await storedNames()).toEqual(before.names);
  expect(changedTables(before.rows, await snapshot.take())).toEqual([]);
}

function expectRefusal(res: { status: number; body: { code?: string; message?: string; fields?: Record<string, string> } }, messages: readonly string[]): void {
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('BAD_USER_INPUT');
  expect(messages).toContain(res.body.message);
  expect(res.body.fields).toEqual({ file: res.body.message });
}

describe('files that are not images', () => {
  it.each(NOT_IMAGES.map((f) => [f.label, f] as const))('refuses %s and keeps nothing', async (_label, file) => {
    const res = await upload(file.bytes, file.filename, file.contentType);
    expectRefusal(res, REFUSED_AS_DAMAGED_OR_NOT_IMAGE);
    await expectNothingLeft();
  });
});

describe('damaged and oversized images', () => {
  it.each([
    ['PNG', () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#c05a2b' } }).png().toBuffer()],
    ['WebP', () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#c05a2b' } }).webp().toBuffer()],
  ] as const)('refuses a truncated %s', async (_format, make) => {
    const whole = await make();
    for (const cut of [0.3, 0.6, 0.9]) {
      const res = await upload(whole.subarray(0, Math.floor(whole.length * cut)), 'cut.img', 'image/png');
      expectRefusal(res, REFUSED_AS_DAMAGED_OR_NOT_IMAGE);
    }
    await expectNothingLeft();
  });

  it('refuses a hand-built PNG declaring 50 000 × 50 000 pixels (2.5 GB decoded) without decoding it', async () => {
    const bomb = pngBomb(50_000, 50_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const res = await upload(bomb, 'bomb.png', 'image/png');
    expectRefusal(res, [UploadMessages.TOO_MANY_PIXELS]);
    await expectNothingLeft();
  });

  it('refuses a PNG 1 pixel high and 50 million wide (a bomb by one side only)', async () => {
    const res = await upload(pngBomb(50_000_000, 1, 1), 'strip.png', 'image/png');
    expectRefusal(res, [UploadMessages.TOO_MANY_PIXELS, ...REFUSED_AS_DAMAGED_OR_NOT_IMAGE]);
    await expectNothingLeft();
  });

  it('refuses a valid photo followed by 5 MB of padding with 413', async () => {
    const res = await upload(Buffer.concat([smallPng, Buffer.alloc(5 * 1024 * 1024 + 1)]), 'padded.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', fields: { file: UploadMessages.TOO_LARGE } });
    await expectNothingLeft();
  });
});

describe('polyglots: a real image carrying something else', () => {
  it.each([
    ['HTML in a PNG text chunk', () => pngWithText('Comment', '<script>alert(document.cookie)</script>'), '<script>'],
    ['HTML after the PNG end', async () => Buffer.concat([smallPng, Buffer.from('<html><script>alert(1)</script></html>')]), '<script>'],
    ['a ZIP appended to a PNG', async () => Buffer.concat([smallPng, EMPTY_ZIP]), 'PK\u0005\u0006'],
  ] as const)('accepts %s only as a re-encoded WebP without the payload', async (_label, make, payload) => {
    const res = await upload(await make(), 'poly.png', 'image/png');
    expect(res.status).toBe(201);
    for (const url of [res.body.url as string, res.body.thumbnailUrl as string]) {
      const name = url.slice('/uploads/'.length);
      expect(name).toMatch(STORED_NAME);
      const stored = await readFile(join(t.config.uploadsDir, name));
      expect((await sharp(stored).metadata()).format).toBe('webp');
      expect(stored.includes(Buffer.from(payload, 'latin1'))).toBe(false);
    }
  });
});

describe('file names', () => {
  const trickyName = fc.oneof(
    fc.constantFrom(
      '../../../../etc/passwd.jpg',
      '..\\..\\windows\\win.ini.png',
      'photo.png\u0000.php',
      '\u202Egnp.exe',
      '.htaccess',
      'photo.png; rm -rf /',
      'a"b\r\nContent-Type: text/html.png',
      '🏝️ beach.png',
      'CON.png',
      '/absolute/path.png',
      'x'.repeat(10_000) + '.png',
    ),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 300 }).map((s) => `${s}.png`),
  );

  it('stores every accepted photo under new random names, whatever it was called', async () => {
    const accepted: string[] = [];
    await fc.assert(
      fc.asyncProperty(trickyName, async (filename) => {
        const res = await upload(smallPng, filename, 'image/png');
        // A name the multipart parser cannot read may be refused; never a 5xx, never the name on disk.
        expect(res.status).toBeLessThan(500);
        if (res.status !== 201) {
          expect(res.body.code).toBe('BAD_USER_INPUT');
          return;
        }
        expect(JSON.stringify(res.body)).not.toContain(filename.slice(0, 20));
        accepted.push(res.body.url as string);
      }),
      { numRuns: runsFromEnv(4) * 6 },
    );
    expect(accepted.length).toBeGreaterThan(0);
    const names = await storedNames();
    for (const name of names) expect(name).toMatch(STORED_NAME);
    expect(names.length).toBe(before.names.length + 2 * accepted.length);
    expect(changedTables(before.rows, await snapshot.take())).toEqual([]);
  }, 300_000);
});

describe('many files at once', () => {
  it('refuses 20 photos in one request, keeping none of them', async () => {
    tried += 1;
    const req = request(t.http).post('/api/uploads').set('authorization', `Bearer ${token}`);
    for (let i = 0; i < 20; i++) req.attach('file', smallPng, `p${i}.png`);
    const res = await req;
    expectRefusal(res, [UploadMessages.ONE_AT_A_TIME]);
    await expectNothingLeft();
  });

  it('refuses a form of 50 text fields next to the photo', async () => {
    tried += 1;
    const req = request(t.http).post('/api/uploads').set('authorization', `Bearer ${token}`);
    for (let i = 0; i < 50; i++) req.field(`f${i}`, 'x');
    req.attach('file', smallPng, 'p.png');
    const res = await req;
    expectRefusal(res, [UploadMessages.FORM_TOO_BIG, UploadMessages.ONE_AT_A_TIME]);
    await expectNothingLeft();
  });

  it('handles 8 simultaneous uploads, good and bad: each good one stored once, each bad one refused', async () => {
    const files = Array.from({ length: 8 }, (_, i) => (i % 2 ? NOT_IMAGES[i % NOT_IMAGES.length]!.bytes : smallPng));
    const answers = await Promise.all(files.map((bytes, i) => upload(bytes, `p${i}.png`, 'image/png')));
    expect(answers.map((a) => a.status)).toEqual(files.map((_, i) => (i % 2 ? 400 : 201)));
    const urls = answers.filter((a) => a.status === 201).map((a) => a.body.url as string);
    expect(new Set(urls).size).toBe(4);
    const names = await storedNames();
    for (const name of names) expect(name).toMatch(STORED_NAME);
    expect(names.length).toBe(before.names.length + 8);
  });
});
