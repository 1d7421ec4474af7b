/**
 * No statement parameter, request body, secret or personal datum reaches a log line, at any level, when
 * writes fail inside the database. A trigger makes every insert into users and bookings fail with a message
 * that quotes the whole row (as PostgreSQL's own messages quote values), so drizzle's error carries the
 * e-mail, the phone and the password hash three times over: in its "params:" list, in the database's
 * message and in its `where`. Registering and booking with known values, over REST and GraphQL, must then
 * log the failure (so the test can see it was logged) by SQLSTATE and statement shape, and nothing of the
 * values.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { createPackage } from './support/factories.js';
import { graphqlRequest } from './support/graphql.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const PASSWORD = 'Privacy-Probe-Passw0rd-7731';
const EMAIL = 'privacy.probe.7731@example.test';
const PHONE = '+27 82 773 1000';
const NAME = 'Nomvula Privacyprobe';
const REQUESTS = 'Ground floor please, probe 7731';
/** What must not appear anywhere in the output: the values, the phone's digits, any argon2 hash. */
const FORBIDDEN = [PASSWORD, EMAIL, PHONE, PHONE.replace(/\D/g, ''), NAME, REQUESTS, '$argon2id$', 'privacy.probe'];

const chunks: string[] = [];
let t: TestApp;
const output = () => chunks.join('');
const lines = () =>
  output()
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown> & { level?: string; err?: Record<string, unknown> });

beforeAll(async () => {
  // Every level, debug and trace included: "not logged" must hold however verbose the server is set.
  t = await createTestApp({ logging: { level: 'trace' } }, [], { write: (chunk: string) => chunks.push(chunk) });
  await t.db.execute(sql`
    create function log_privacy_refuse() returns trigger language plpgsql as $$
    begin
      raise exception 'refused row %', row_to_json(new)::text;
    end $$`);
  await t.db.execute(sql`create trigger log_privacy_refuse before insert on users for each row execute function log_privacy_refuse()`);
  await t.db.execute(sql`create trigger log_privacy_refuse before insert on bookings for each row execute function log_privacy_refuse()`);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('failing writes with a password, an e-mail and a phone', () => {
  const account = (username: string) => ({ username, email: EMAIL, password: PASSWORD, phone: PHONE, city: 'Durban', country: 'South Africa' });

  it('register over REST and GraphQL: an internal error, logged without any of the values', async () => {
    const rest = await request(t.http).post('/api/auth/register').send(account('privacyrest'));
    expect(rest.status).toBe(500);
    const graphql = await graphqlRequest(t.http, 'mutation($input: RegisterInput!) { register(input: $input) { message } }', { input: account('privacygql') });
    expect(graphql.body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('booking requests over REST and GraphQL: the same', async () => {
    const pkg = await createPackage(t.db);
    const booking = { packageId: pkg.id, fullName: NAME, email: EMAIL, phone: PHONE, guests: 2, departureDate: pkg.fromDate, returnDate: pkg.toDate, specialRequests: REQUESTS };
    const rest = await request(t.http).post('/api/bookings').send(booking);
    expect(rest.status).toBe(500);
    const graphql = await graphqlRequest(t.http, 'mutation($input: BookingInput!) { requestBooking(input: $input) { reference } }', { input: booking });
    expect(graphql.body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('each failure was logged as an error by SQLSTATE, table and statement shape', () => {
    const errors = lines().filter((line) => line.level === 'error' && line.err?.code === 'P0001');
    const statements = errors.map((line) => String(line.err?.statement));
    expect(statements.filter((s) => /^insert into "users" \(.*\) values \(default, \$1, \$2/.test(s)).length).toBeGreaterThanOrEqual(2);
    expect(statements.filter((s) => /insert into "?bookings"? \(/.test(s)).length).toBeGreaterThanOrEqual(2);
    for (const line of errors) expect(String(line.msg)).toMatch(/^Database error P0001/);
  });

  it('no value sent appears anywhere in the captured output, at any level', () => {
    expect(lines().length).toBeGreaterThan(10);
    const text = output();
    // The JSON lines escape nothing in these values, so a plain search finds them however they were logged.
    expect(FORBIDDEN.filter((value) => text.includes(value))).toEqual([]);
    expect(text).not.toContain('params:');
    expect(text).not.toContain('refused row');
  });
});
