/**
 * The probes at the root: /health (liveness, always 200 while the process runs) and /ready (200 only
 * when the database answers), plus /api/health kept as /ready for the tools that wait on it. On both
 * engines; losing the database is in faults-database.e2e-spec.ts (PostgreSQL only).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let webDist: string;
const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

beforeAll(async () => {
  // With the web build served, the SPA fallback must not swallow the probes.
  webDist = mkdtempSync(join(tmpdir(), 'travel-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Travel</title>');
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

it.each(['/health', '/ready', '/api/health'])('GET %s answers 200 with the database engine and "up"', async (path) => {
  const res = await request(t.http).get(path).expect(200).expect('content-type', /json/);
  expect(res.body).toEqual({ status: 'ok', database: { engine, status: 'up' } });
});

it('the probes live at the root only: /api/ready and /api/api/health do not exist', async () => {
  await request(t.http).get('/api/ready').expect(404);
  await request(t.http).get('/api/api/health').expect(404);
});

