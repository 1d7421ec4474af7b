/**
 * Issue 16: a write the database refuses for one of its integrity rules answered 500 unless a service had
 * checked the rule first. Now class 23 maps to 400 (a value that can never be stored: check, not null, a
 * missing referenced row) or 409 (a clash with the data as it is: still referenced, duplicate), with a
 * fixed message of ours, never PostgreSQL's (its message and detail quote the row's values).
 *
 * The services check every rule they know before writing, so no public request reaches these errors on its
 * own; the test adds a rule to its own database (a CHECK, a foreign key set by a trigger, a table that
 * refers to hotels) so that real public requests, over REST and GraphQL, meet a real 23514 and 23503 from
 * the database, with known values in the row that must appear neither in the answer nor in the log.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { DatabaseRefusals } from '../src/common/database-errors.js';
import { createHotel, createUser, tokenFor } from './support/factories.js';
import { graphqlRequest } from './support/graphql.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const EMAIL = 'refusal.probe.4417@example.test';
const CHECK_MARKER = 'check-probe-4417';
const FK_MARKER = 'fk-probe-4417';
/** What must not appear in an answer or a log line: the row's values. */
const VALUES = [EMAIL, CHECK_MARKER, FK_MARKER, 'refusal.probe', 'Thandeka', 'Refusalprobe'];

const chunks: string[] = [];
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ logging: { level: 'trace' } }, [], { write: (chunk: string) => chunks.push(chunk) });
  admin = await tokenFor(t.http, await createUser(t.db, 'AGENCY_ADMIN'));
  // 23514: a contact message holding the marker breaks a CHECK.
  await t.db.execute(sql.raw(`alter table enquiries add constraint refusal_probe_check check (position('${CHECK_MARKER}' in message) = 0)`));
  // 23503, referencing side: a message holding the other marker names a hotel that does not exist.
  await t.db.execute(sql`alter table enquiries add column refusal_probe_hotel uuid references hotels(id)`);
  await t.db.execute(
    sql.raw(`create function refusal_probe_reference() returns trigger language plpgsql as $$
      begin
        if position('${FK_MARKER}' in new.message) > 0 then new.refusal_probe_hotel := gen_random_uuid(); end if;
        return new;
      end $$`),
  );
  await t.db.execute(sql`create trigger refusal_probe_reference before insert on enquiries for each row execute function refusal_probe_reference()`);
  // 23503, referenced side: a row elsewhere still names the hotel (no cascade).
  await t.db.execute(sql`create table refusal_probe_refs (hotel_id uuid not null references hotels(id))`);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const contact = (message: string) => ({ name: 'Thandeka', surname: 'Refusalprobe', email: EMAIL, message });
const CONTACT = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { reference } }`;

/** Nothing of the row's values in `text`. */
function expectNoValues(text: string) {
  for (const value of VALUES) expect(text).not.toContain(value);
}

describe('a write the database refuses for an integrity rule', () => {
  it('a CHECK violation (23514) answers 400 / BAD_USER_INPUT with our message, over REST and GraphQL', async () => {
    const message = `Please call me back. ${CHECK_MARKER}`;
    const rest = await request(t.http).post('/api/enquiries/contact').send(contact(message));
    expect({ status: rest.status, code: rest.body.code, message: rest.body.message }).toEqual({ status: 400, code: 'BAD_USER_INPUT', message: DatabaseRefusals.CHECK });
    expectNoValues(rest.text);

    const graph = await graphqlRequest(t.http, CONTACT, { input: { firstName: 'Thandeka', lastName: 'Refusalprobe', email: EMAIL, message } });
    expect(graph.body.errors?.[0]).toMatchObject({ message: DatabaseRefusals.CHECK, extensions: { code: 'BAD_USER_INPUT' } });
    expectNoValues(JSON.stringify(graph.body));
  });

  it('a row naming a missing one (23503, insert) answers 400 / BAD_USER_INPUT, over REST and GraphQL', async () => {
    const message = `Please call me back. ${FK_MARKER}`;
    const rest = await request(t.http).post('/api/enquiries/contact').send(contact(message));
    expect({ status: rest.status, code: rest.body.code, message: rest.body.message }).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      message: DatabaseRefusals.MISSING_REFERENCE,
    });
    expectNoValues(rest.text);

    const graph = await graphqlRequest(t.http, CONTACT, { input: { firstName: 'Thandeka', lastName: 'Refusalprobe', email: EMAIL, message } });
    expect(graph.body.errors?.[0]).toMatchObject({ message: DatabaseRefusals.MISSING_REFERENCE, extensions: { code: 'BAD_USER_INPUT' } });
    expectNoValues(JSON.stringify(graph.body));
  });

  it('deleting a row others still name (23503, delete) answers 409 / CONFLICT, over REST and GraphQL', async () => {
    const [restHotel, graphHotel] = [await createHotel(t.db), await createHotel(t.db)];
    await t.db.execute(sql`insert into refusal_probe_refs (hotel_id) values (${restHotel.id}), (${graphHotel.id})`);

    const rest = await request(t.http).delete(`/api/hotels/${restHotel.id}`).set('Authorization', `Bearer ${admin}`);
    expect({ status: rest.status, code: rest.body.code, message: rest.body.message }).toEqual({ status: 409, code: 'CONFLICT', message: DatabaseRefusals.STILL_REFERENCED });
    expect(rest.text).not.toContain(restHotel.id);

    const graph = await graphqlRequest(t.http, 'mutation($id: ID!) { deleteHotel(id: $id) }', { id: graphHotel.id }, admin);
    expect(graph.body.errors?.[0]).toMatchObject({ message: DatabaseRefusals.STILL_REFERENCED, extensions: { code: 'CONFLICT' } });
    // The message never quotes the key ("Key (id)=(…) is still referenced").
    expect(graph.body.errors[0].message).not.toContain(graphHotel.id);
  });

  it('logs each refusal by SQLSTATE and constraint, never with the values', async () => {
    const output = chunks.join('');
    expect(output).toContain('23514');
    expect(output).toContain('refusal_probe_check');
    expect(output).toContain('23503');
    expectNoValues(output);
  });
});
