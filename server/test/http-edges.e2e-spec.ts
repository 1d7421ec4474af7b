/**
 * The edges of HTTP, answered as carefully as the middle:
 * - the web build's files: whatever the client accepts (brotli, gzip, neither) and whatever goes wrong
 *   (the compressed file gone, a precondition header the file fails, a range), the Content-Encoding
 *   header always matches the bytes sent, and an error answer is never labelled with an encoding nor
 *   cached for long (immutable is for the files themselves);
 * - what Node refuses before Express sees a request (headers or a URL over 16 KB, a malformed request
 *   line): the same status, in the API's JSON shape.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request as httpRequest, type Server } from 'node:http';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let dist: string;
let port: number;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'http-edges-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  for (const name of ['app-1a2b3c.js', 'gone-br-4d5e6f.js', 'gone-all-7a8b9c.js']) {
    writeFileSync(join(dist, 'assets', name), SCRIPT);
    writeFileSync(join(dist, 'assets', `${name}.br`), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'assets', `${name}.gz`), gzipSync(SCRIPT));
  }
  t = await createTestApp({ webDist: dist });
  // Listed at start-up, then gone (a deploy replacing files under a running server): the compressed
  // copies of one, both copies and the file itself of the other.
  rmSync(join(dist, 'assets', 'gone-br-4d5e6f.js.br'));
  rmSync(join(dist, 'assets', 'gone-br-4d5e6f.js.gz'));
  rmSync(join(dist, 'assets', 'gone-all-7a8b9c.js.br'));
  rmSync(join(dist, 'assets', 'gone-all-7a8b9c.js.gz'));
  rmSync(join(dist, 'assets', 'gone-all-7a8b9c.js'));
  const server = t.http as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request over plain node:http: the bytes as sent, never decompressed on the way (supertest would). */
function fetchRaw(method: 'GET' | 'HEAD', path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body as the headers say it was encoded: what a browser would decode. */
function decoded(res: Answer): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body);
  if (encoding === 'gzip') return gunzipSync(res.body);
  if (encoding === 'deflate') return inflateSync(res.body);
  expect({ encoding, known: encoding === undefined || encoding === 'identity' }).toEqual({ encoding, known: true });
  return res.body;
}

const ACCEPT = ['br', 'gzip', 'br, gzip', 'gzip;q=0, br', 'identity', '', 'br;q=0, gzip;q=0', '*', 'deflate'];
/** Request headers that may make the file not be sent as it is. */
const CONDITIONS: Record<string, Record<string, string>> = {
  none: {},
  'a bogus If-Match': { 'If-Match': '"nothing-like-this"' },
  'a garbage If-Match': { 'If-Match': 'garbage, , "' },
  'If-None-Match *': { 'If-None-Match': '*' },
  'If-Unmodified-Since long ago': { 'If-Unmodified-Since': 'Mon, 01 Jan 1990 00:00:00 GMT' },
  'a range': { Range: 'bytes=0-10' },
  'an unsatisfiable range': { Range: 'bytes=999999-' },
};
const FILES = ['app-1a2b3c.js', 'gone-br-4d5e6f.js', 'gone-all-7a8b9c.js', 'missing-000000.js'];

describe("the web build's files", () => {
  const cases = FILES.flatMap((file) => ACCEPT.flatMap((accept) => Object.keys(CONDITIONS).map((condition) => [file, accept, condition] as const)));
  it(`${cases.length} combinations of file, Accept-Encoding and condition: the encoding always matches the bytes; errors are never encoded or long-cached`, async () => {
    for (const [file, accept, condition] of cases) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await fetchRaw(method, `/assets/${file}`, { 'Accept-Encoding': accept, ...CONDITIONS[condition] });
        const label = { file, accept, condition, method, status: res.status };
        expect({ ...label, ok: res.status < 500 }).toEqual({ ...label, ok: true });
        const cache = String(res.headers['cache-control'] ?? '');
        if (res.status >= 400) {
          // An error answer: plain, and no cache keeps it.
          expect({ ...label, encoding: res.headers['content-encoding'], immutable: cache.includes('immutable') }).toEqual({ ...label, encoding: undefined, immutable: false });
          expect(cache === '' || /no-store|no-cache|max-age=0\b/.test(cache) || !/max-age=[1-9]/.test(cache)).toBe(true);
          continue;
        }
        if (method === 'HEAD' || res.status === 304 || res.status === 206) {
          if (res.status === 206) expect(res.headers['content-encoding']).toBeUndefined();
          continue;
        }
        const body = decoded(res).toString('utf8');
        // The file itself, or (for a file that is not there) a page: never bytes the header mislabels.
        if (file.startsWith('app-') || file.startsWith('gone-br')) expect({ ...label, body: body === SCRIPT }).toEqual({ ...label, body: true });
        else expect({ ...label, html: body.startsWith('<!doctype html>') || body.startsWith('{') }).toEqual({ ...label, html: true });
      }
    }
  });

  it('sends the precompressed file to a browser that accepts it, cached for a year', async () => {
    const res = await fetchRaw('GET', '/assets/app-1a2b3c.js', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(res).toString('utf8')).toBe(SCRIPT);
  });

  it('an API error answer is never cached nor encoded', async () => {
    const res = await request(t.http).get('/api/packages/not-a-package').set('Accept-Encoding', 'br');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

/** Raw bytes to the listening server, the whole answer back (Node closes the connection after a refusal). */
function raw(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head.toLowerCase(), body });
    });
    socket.write(bytes);
    // Some refusals are only noticed at the end of what was sent.
    setTimeout(() => socket.end(), 500);
  });
}

describe('what Node refuses before a request exists, in the JSON shape', () => {
  const big = 'x'.repeat(20_000);
  const CASES: [string, string, number, string][] = [
    ['a URL over 16 KB', `GET /api/packages?q=${big} HTTP/1.1\r\nHost: x\r\n\r\n`, 431, 'REQUEST_HEADER_FIELDS_TOO_LARGE'],
    ['one header over 16 KB', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${big}\r\n\r\n`, 431, 'REQUEST_HEADER_FIELDS_TOO_LARGE'],
    ['many headers over 16 KB together', `GET /api/health HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 400 }, (_, i) => `X-H${i}: ${'y'.repeat(50)}\r\n`).join('')}\r\n`, 431, 'REQUEST_HEADER_FIELDS_TOO_LARGE'],
    ['a malformed request line', 'GARBAGE\r\n\r\n', 400, 'BAD_USER_INPUT'],
    ['a header without a colon', 'GET /api/health HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n', 400, 'BAD_USER_INPUT'],
    ['a bad Content-Length', 'POST /api/bookings HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 400, 'BAD_USER_INPUT'],
  ];
  it.each(CASES)('%s: its status with { statusCode, code, message }, not cached', async (_label, bytes, status, code) => {
    const res = await raw(bytes);
    expect(res.status).toBe(status);
    expect(res.headers).toContain('content-type: application/json');
    expect(res.headers).toContain('cache-control: no-store');
    expect(JSON.parse(res.body)).toEqual({ statusCode: status, code, message: expect.any(String) });
  });

  it('a normal request on a fresh connection is still answered', async () => {
    const res = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
  });
});
