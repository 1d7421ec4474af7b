/**
 * HTTP caching and compression over HTTP, on an app serving a tiny web build of its own (a temp
 * WEB_DIST) and running with RESPONSE_CACHE=off, which also proves the switch: every read reaches the
 * database, while the HTTP headers stay the same.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { loadConfig } from '../src/config/config.js';
import { createPackage } from './support/factories.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';

let t: TestApp;
let webDist: string;
let anonymous: Caller;
let asCustomer: Caller;
const ASSET = 'index-Bx3kQ9aZ.js';
// Compressible and over compression's 1 KB threshold.
const ASSET_TEXT = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `name-${i}`))};\n`;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'travel-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Travel</title><script type="module" src="/assets/index-Bx3kQ9aZ.js"></script>');
  writeFileSync(join(webDist, 'assets', ASSET), ASSET_TEXT);
  writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *\n');
  const defaults = loadConfig({ DATA_DIR: 'memory://', RESPONSE_CACHE: 'off' });
  t = await createTestApp({ webDist, responseCache: defaults.responseCache });
  anonymous = await t.as('anonymous');
  asCustomer = await t.as('CUSTOMER');
  for (let i = 0; i < 12; i++) await createPackage(t.db, { description: `A package with a long enough description, number ${i}.` });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the web build', () => {
  it('caches hashed assets for a year and compresses them with brotli or gzip', async () => {
    const br = await request(t.http).get(`/assets/${ASSET}`).set('accept-encoding', 'br').expect(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await request(t.http).get(`/assets/${ASSET}`).set('accept-encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(ASSET_TEXT);
    const plain = await request(t.http).get(`/assets/${ASSET}`).set('accept-encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('makes browsers revalidate index.html and the SPA fallback of deep links', async () => {
    for (const path of ['/', '/index.html', '/packages/some-deep-link']) {
      const res = await request(t.http).get(path).expect(200);
      expect([path, res.headers['cache-control']]).toEqual([path, 'no-cache']);
      expect(res.text).toContain('<title>Travel</title>');
    }
  });

  it('keeps other public files (photos, robots.txt) for an hour', async () => {
    const res = await request(t.http).get('/robots.txt').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('caches uploaded photos for good (their names are random and never reused)', async () => {
    mkdirSync(t.config.uploadsDir, { recursive: true });
    writeFileSync(join(t.config.uploadsDir, 'photo-test.webp'), Buffer.from('RIFF0000WEBP'));
    const res = await request(t.http).get('/uploads/photo-test.webp').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('the API', () => {
  it('compresses JSON answers for clients that accept it', async () => {
    const res = await request(t.http).get('/api/packages').set('accept-encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Array.isArray(res.body)).toBe(true);
    const gql = await anonymous.gql('{ packages(limit: 12) { id title description } }').set('accept-encoding', 'br').expect(200);
    expect(gql.headers['content-encoding']).toBe('br');
    expect(gql.body.data.packages).toHaveLength(12);
  });

  it('lets anyone cache anonymous catalog REST reads for a minute, with an ETag and 304 answers', async () => {
    const first = await request(t.http).get('/api/destinations').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.etag).toBeDefined();
    const again = await request(t.http).get('/api/destinations').set('if-none-match', first.headers.etag!).expect(304);
    expect(again.headers['cache-control']).toBe('public, max-age=60');
  });

  it('marks every answer to a signed-in request private, no-store (REST and GraphQL)', async () => {
    const rest = await request(t.http).get('/api/destinations').set('authorization', `Bearer ${asCustomer.token!}`).expect(200);
    expect(rest.headers['cache-control']).toBe('private, no-store');
    const gql = await asCustomer.gql('{ me { id } }').expect(200);
    expect(gql.headers['cache-control']).toBe('private, no-store');
  });

  it('does not mark the health check or errors as cacheable', async () => {
    expect((await request(t.http).get('/api/health').expect(200)).headers['cache-control']).toBeUndefined();
    expect((await request(t.http).get('/api/packages/00000000-0000-4000-8000-000000000000').expect(404)).headers['cache-control']).toBe('no-store');
  });

  it('still serves the OpenAPI document (built on its first request, not at start-up)', async () => {
    const res = await request(t.http).get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toContain('/api/packages/getSearchedPackages');
  });

  it('with RESPONSE_CACHE=off, asks the database for every repeated anonymous read', async () => {
    const search = '{ searchPackages { pagination { totalPages } } }';
    for (let i = 0; i < 2; i++) {
      const { count } = await t.queries.during(() => anonymous.gql(search).expect(200));
      expect(count).toBeGreaterThan(0);
      const rest = await t.queries.during(() => request(t.http).get('/api/packages/getSearchedPackages').expect(200));
      expect(rest.count).toBeGreaterThan(0);
    }
  });
});
