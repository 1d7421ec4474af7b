/**
 * A PostgreSQL server may close the app's idle connections at any time (a restart, a failover, an
 * administrator, a pooler). The app must shrug that off: before the pool had an 'error' listener, one
 * terminated idle connection crashed the whole Node process. Runs in CI's PostgreSQL stage (PGlite has
 * no server connections to lose).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';

const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('when PostgreSQL closes idle connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps serving: the next request opens a fresh connection', async () => {
    // Several requests at once, so the pool holds more than one connection afterwards.
    await Promise.all(Array.from({ length: 4 }, () => request(t.http).get('/api/destinations').expect(200)));

    const admin = new pg.Client({ connectionString: t.config.databaseUrl });
    await admin.connect();
    const terminated = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await admin.end();
    expect(terminated.rowCount).toBeGreaterThan(0);

    // Give the pool time to hear about the closed connections (the 'error' events arrive asynchronously).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const res = await request(t.http).get('/api/destinations').expect(200);
    expect(Array.isArray(res.body)).toBe(true);
  });
});
