/**
 * The response cache's front (server/src/cache/response-cache.middleware.ts): a repeated anonymous catalog
 * read is answered by the first middleware the request meets, before the security headers middleware, the
 * request log, compression, Nest and Apollo. What it answers must be what the full pipeline answered:
 * the same bytes once decoded, the same security headers, an ETag and 304, a request id; and what it must
 * not answer (signed-in calls, cross-origin calls that need CORS headers, bodies the parser refuses) goes
 * through the pipeline as before.
 */
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { loadConfig } from '../src/config/config.js';
import { createPackage, uniqueName } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const ORIGIN = 'https://partner.example';
const chunks: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'test-secret-'.padEnd(48, 'x'), CORS_ORIGINS: ORIGIN });
  t = await createTestApp({ logging: { level: 'info' }, security: config.security }, [], { write: (chunk: string) => chunks.push(chunk) });
});
afterAll(async () => {
  await t?.close();
});

const SEARCH = `query SearchPackages($destination: String) { searchPackages(destination: $destination) { data { id title } } }`;

/** The request ids that got a request log line: a request the pipeline handled. */
function loggedRequestIds(): Set<string> {
  const ids = new Set<string>();
  for (const line of chunks.join('').split('\n')) {
    if (!line) continue;
    const parsed = JSON.parse(line) as { reqId?: string; status?: number; durationMs?: number };
    if (parsed.reqId && parsed.status !== undefined && parsed.durationMs !== undefined) ids.add(parsed.reqId);
  }
  return ids;
}

async function findablePackage() {
  const city = uniqueName('Frontville').replace('_', '');
  const pkg = await createPackage(t.db, { city, title: `${city} Escape` });
  return { pkg, city };
}

/** Sends a body as exact bytes: the front keys GraphQL POSTs by them. */
function postGraphQL(body: string, encoding = 'gzip, deflate, br') {
  return request(t.http).post('/graphql').set('content-type', 'application/json').set('accept-encoding', encoding).send(body);
}

/** Sends a GraphQL POST with node:http and reads the body's bytes as sent (supertest would decode them). */
async function rawPost(body: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; raw: Buffer }> {
  const server = t.http as unknown as Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding } },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(parts) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function decode(headers: IncomingHttpHeaders, raw: Buffer): string {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (headers['content-encoding'] === 'gzip') return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

describe('a repeated anonymous GraphQL read', () => {
  it('is answered by the front: no SQL, no pipeline, the same bytes in the encoding asked for, the security headers', async () => {
    const { pkg, city } = await findablePackage();
    const body = JSON.stringify({ query: SEARCH, variables: { destination: city } });
    const first = await t.queries.during(() => postGraphQL(body, 'identity').expect(200));
    expect(first.count).toBeGreaterThan(0);
    const firstId = first.result.headers['x-request-id'] as string;
    expect(loggedRequestIds().has(firstId)).toBe(true);
    expect(first.result.text).toContain(pkg.id);

    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      const { result, count } = await t.queries.during(() => rawPost(body, encoding));
      expect(count).toBe(0);
      expect(result.status).toBe(200);
      expect(result.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(Number(result.headers['content-length'])).toBe(result.raw.length);
      expect(decode(result.headers, result.raw)).toBe(first.result.text);
      for (const header of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'content-type']) {
        expect([header, result.headers[header]]).toEqual([header, first.result.headers[header]]);
      }
      expect(result.headers.vary).toMatch(/Accept-Encoding/i);
      const hitId = result.headers['x-request-id'] as string;
      expect(hitId).toMatch(/^[0-9a-f-]{36}$/);
      // Answered before the request logger: the pipeline never saw it.
      expect(loggedRequestIds().has(hitId)).toBe(false);
    }
  });

  it('keys on the exact bytes: the same query written differently is asked of the database once, then hits too', async () => {
    const { city } = await findablePackage();
    const compact = JSON.stringify({ query: SEARCH, variables: { destination: city } });
    const spaced = JSON.stringify({ query: SEARCH, variables: { destination: city } }, null, 2);
    expect((await t.queries.during(() => postGraphQL(compact).expect(200))).count).toBeGreaterThan(0);
    expect((await t.queries.during(() => postGraphQL(spaced).expect(200))).count).toBeGreaterThan(0);
    expect((await t.queries.during(() => postGraphQL(spaced).expect(200))).count).toBe(0);
  });

  it('a body the JSON parser refuses is refused as before, with the security headers and a log line', async () => {
    const res = await postGraphQL('{"query": "{ packages { id } }"').expect(400);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(loggedRequestIds().has(res.headers['x-request-id'] as string)).toBe(true);
    await postGraphQL(JSON.stringify({ query: '{ __typename }' })).expect(200);
  });

  it('a cross-origin call gets its CORS headers on a hit (answered behind the CORS middleware)', async () => {
    const { city } = await findablePackage();
    const body = JSON.stringify({ query: SEARCH, variables: { destination: city } });
    await postGraphQL(body).expect(200);
    const { result, count } = await t.queries.during(() => postGraphQL(body).set('origin', ORIGIN).expect(200));
    expect(count).toBe(0);
    expect(result.headers['access-control-allow-origin']).toBe(ORIGIN);
  });

  it('never answers a call with an Authorization header', async () => {
    const { city } = await findablePackage();
    const body = JSON.stringify({ query: SEARCH, variables: { destination: city } });
    await postGraphQL(body).expect(200);
    const customer = await t.as('CUSTOMER');
    const signedIn = await t.queries.during(() => postGraphQL(body).set('authorization', `Bearer ${customer.token!}`).expect(200));
    expect(signedIn.count).toBeGreaterThan(0);
    expect(signedIn.result.headers['cache-control']).toBe('private, no-store');
  });
});

describe('a repeated anonymous REST read', () => {
  it('is answered by the front with its ETag, Cache-Control and a 304 to If-None-Match; HEAD has no body', async () => {
    const { city } = await findablePackage();
    const path = `/api/packages/getSearchedPackages?destination=${city}`;
    const first = await request(t.http).get(path).expect(200);
    expect(first.headers.etag).toBeDefined();
    const hit = await t.queries.during(() => request(t.http).get(path).expect(200));
    expect(hit.count).toBe(0);
    expect(hit.result.text).toBe(first.text);
    expect(hit.result.headers.etag).toBe(first.headers.etag);
    expect(hit.result.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(hit.result.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(loggedRequestIds().has(hit.result.headers['x-request-id'] as string)).toBe(false);

    const notModified = await request(t.http).get(path).set('if-none-match', first.headers.etag!).expect(304);
    expect(notModified.text).toBe('');
    expect(notModified.headers.etag).toBe(first.headers.etag);

    const head = await request(t.http).head(path).expect(200);
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(head.text ?? '').toBe('');
  });
});
