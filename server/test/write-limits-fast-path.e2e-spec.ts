/**
 * The booking form's requests answered by the fast paths (fast-path/booking-fast-path.ts and
 * rest-booking-fast-path.ts, ahead of Express) are counted by the same write limit as the framework's
 * path, against the socket's address (no proxy here, so every request is 127.0.0.1's): REST's refusal is
 * answered there (429, Retry-After), GraphQL's is handed to Apollo, which words it with its header.
 * write-limits.e2e-spec.ts proves the limits themselves over every limited write.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { bookings, mailOutbox, type PackageRow } from '../src/db/schema.js';
import { fastPathsOf } from '../src/fast-path/registry.js';
import { writeLimitedMessage } from '../src/write-limits/write-limits.js';
import { createPackage, isoDaysFromNow } from './support/factories.js';
import { createTestApp, writeLimitsWith, type TestApp } from './support/test-app.js';

const PER_ADDRESS = 5;
const PER_RECIPIENT = 2;

let t: TestApp;
let pkg: PackageRow;

beforeAll(async () => {
  t = await createTestApp({ writeLimits: writeLimitsWith({ booking: { perAddress: PER_ADDRESS, perRecipient: PER_RECIPIENT, windowSeconds: 600 } }) });
  pkg = await createPackage(t.db, { maxGuests: 6 });
  await fastPathsOf(t.http as object)!.graphql.compilerLoaded();
});
afterAll(async () => {
  await t.close();
});

const REQUEST_BOOKING = `mutation RequestBooking($input: BookingInput!) { requestBooking(input: $input) { id reference } }`;
const input = (email: string) => ({
  packageId: pkg.id,
  fullName: 'Fast Visitor',
  email,
  phone: '+27 82 555 0199',
  guests: 2,
  departureDate: isoDaysFromNow(30),
  returnDate: isoDaysFromNow(35),
  specialRequests: '',
});
const paths = () => fastPathsOf(t.http as object)!;
const viaGraphQL = (email: string) =>
  request(t.http)
    .post('/graphql')
    .set('content-type', 'application/json')
    .send(JSON.stringify({ query: REQUEST_BOOKING, variables: { input: input(email) }, operationName: 'RequestBooking' }));
const viaRest = (email: string) => request(t.http).post('/api/bookings').send(input(email));
const storedFor = async (email: string) => (await t.db.select({ n: count() }).from(bookings).where(eq(bookings.email, email)))[0]!.n;
const mails = async () => (await t.db.select({ n: count() }).from(mailOutbox))[0]!.n;

describe('the booking fast paths and the write limit', () => {
  it('count with the framework path, per recipient and per address; REST refuses there, GraphQL hands the refusal to Apollo', async () => {
    const victim = `victim-${randomUUID().slice(0, 8)}@example.test`;
    // The GraphQL document is compiled on its second sending: the first goes through Apollo (and counts).
    expect((await viaGraphQL(victim).expect(200)).body.data.requestBooking.id).toBeTruthy();
    const graphqlBefore = paths().booking.answered;
    const restBefore = paths().restBooking.answered;
    await request(t.http).post('/api/bookings').send(input(victim)).expect(201);
    expect(paths().restBooking.answered).toBe(restBefore + 1);

    // The recipient is full: the REST fast path answers 429 with Retry-After itself, stores and mails nothing.
    const mailsBefore = await mails();
    const refused = await viaRest(victim).expect(429);
    expect(paths().restBooking.answered).toBe(restBefore + 2);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toEqual({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: writeLimitedMessage('booking', Number(refused.headers['retry-after'])) });
    // GraphQL: the fast path declines the refused request; Apollo answers it with the header.
    const refusedGraphQL = await viaGraphQL(victim).expect(200);
    expect(refusedGraphQL.body.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: Number(refusedGraphQL.headers['retry-after']) });
    expect(paths().booking.answered).toBe(graphqlBefore);
    expect(await storedFor(victim)).toBe(PER_RECIPIENT);
    expect(await mails()).toBe(mailsBefore);

    // The address (127.0.0.1) has PER_ADDRESS - 2 left, used by both fast paths with fresh recipients.
    const left = PER_ADDRESS - PER_RECIPIENT;
    for (let i = 0; i < left; i++) {
      const email = `visitor-${randomUUID().slice(0, 8)}@example.test`;
      if (i % 2 === 0) expect((await viaGraphQL(email).expect(200)).body.data.requestBooking.id).toBeTruthy();
      else await viaRest(email).expect(201);
    }
    expect(paths().booking.answered).toBeGreaterThan(graphqlBefore);
    const other = `visitor-${randomUUID().slice(0, 8)}@example.test`;
    await viaRest(other).expect(429);
    const limited = await viaGraphQL(other).expect(200);
    expect(limited.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await storedFor(other)).toBe(0);
  });
});
