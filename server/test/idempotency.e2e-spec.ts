/**
 * Idempotency-Key on every creation a client may need to retry after a lost answer: booking requests,
 * stay reservations and the three enquiry forms, over REST and GraphQL. A repeat answers the first
 * row (same reference, no second mail or audit event); the same key with another request is refused;
 * simultaneous repeats store one row (the partial unique index, not luck). Runs on PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { addDays } from '../src/common/dates.js';
import { IdempotencyMsg } from '../src/common/idempotency.js';
import { auditEvents, bookings, enquiries, mailOutbox, type PackageRow } from '../src/db/schema.js';
import { createHotel, createPackage, createRoom, createRoomType, isoDaysFromNow } from './support/factories.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';

let t: TestApp;
let pkg: PackageRow;
let anonymous: Caller;

beforeAll(async () => {
  // Every enquiry here comes from 127.0.0.1: lift the per-address limit so only idempotency decides.
  t = await createTestApp();
  pkg = await createPackage(t.db, { maxGuests: 6, priceAdultCents: 500_000, currency: 'ZAR' });
  anonymous = await t.as('anonymous');
});
afterAll(async () => {
  await t.close();
});

const key = () => `test-${randomUUID()}`;
const mails = async () => (await t.db.select({ n: count() }).from(mailOutbox))[0]!.n;
const bookingsWithKey = async (k: string) => t.db.select().from(bookings).where(eq(bookings.idempotencyKey, k));
const auditsOf = async (entityId: string) => (await t.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.entityId, entityId)))[0]!.n;

const bookingBody = (overrides: Record<string, unknown> = {}) => ({
  packageId: pkg.id,
  fullName: 'Retrying Visitor',
  email: 'retry@example.co.za',
  phone: '+27 82 555 0199',
  guests: 2,
  departureDate: isoDaysFromNow(30),
  returnDate: isoDaysFromNow(35),
  ...overrides,
});

/** `caller`'s GraphQL request carrying `idempotencyKey` (when given) as its Idempotency-Key header. */
function withKey(caller: Caller, query: string, variables: Record<string, unknown>, idempotencyKey?: string) {
  const req = caller.gql(query, variables);
  return idempotencyKey === undefined ? req : req.set('Idempotency-Key', idempotencyKey);
}

const REQUEST_BOOKING = `mutation($input: BookingInput!) { requestBooking(input: $input) { id reference } }`;
const RESERVE = `mutation($input: ReserveStayInput!) { reserveStay(input: $input) { id reference } }`;
const CONTACT = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { reference kind } }`;

describe('booking requests', () => {
  it('a repeat answers the first booking: same reference, Idempotent-Replayed, one row, its two mails and one audit event', async () => {
    const k = key();
    const mailsBefore = await mails();
    const first = await request(t.http).post('/api/bookings').set('Idempotency-Key', k).send(bookingBody()).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await request(t.http).post('/api/bookings').set('Idempotency-Key', k).send(bookingBody()).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.reference).toBe(first.body.reference);
    expect(again.body._id).toBe(first.body._id);
    // The same request over GraphQL is the same operation: answered, not stored again.
    const viaGraphql = await withKey(anonymous, REQUEST_BOOKING, { input: bookingBody() }, k).expect(200);
    expect(viaGraphql.body.data.requestBooking.reference).toBe(first.body.reference);

    expect(await bookingsWithKey(k)).toHaveLength(1);
    expect((await mails()) - mailsBefore).toBe(2);
    expect(await auditsOf(first.body._id)).toBe(1);
  });

  it('the same key with another request is a CONFLICT, over REST (409) and GraphQL, and stores nothing', async () => {
    const k = key();
    await request(t.http).post('/api/bookings').set('Idempotency-Key', k).send(bookingBody()).expect(201);
    const rest = await request(t.http).post('/api/bookings').set('Idempotency-Key', k).send(bookingBody({ guests: 3 })).expect(409);
    expect(rest.body).toMatchObject({ code: 'CONFLICT', message: IdempotencyMsg.REUSED });
    const graphql = await withKey(anonymous, REQUEST_BOOKING, { input: bookingBody({ fullName: 'Someone Else' }) }, k).expect(200);
    expect(graphql.body.errors[0]).toMatchObject({ message: IdempotencyMsg.REUSED, extensions: { code: 'CONFLICT' } });
    expect(await bookingsWithKey(k)).toHaveLength(1);
  });

  it("another user's key is not theirs to replay: CONFLICT, not the other person's booking", async () => {
    const k = key();
    const alice = await t.as('CUSTOMER');
    const bob = await t.as('CUSTOMER');
    await withKey(alice, REQUEST_BOOKING, { input: bookingBody() }, k).expect(200);
    const res = await withKey(bob, REQUEST_BOOKING, { input: bookingBody() }, k).expect(200);
    expect(res.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(res.body.data).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['201 characters', 'k'.repeat(201)],
    ['a space', 'two words'],
    ['a slash', 'a/b'],
    ['non-ASCII', 'clé'],
  ])('refuses a key that is %s with BAD_USER_INPUT and writes nothing', async (_label, bad) => {
    const before = (await t.db.select({ n: count() }).from(bookings))[0]!.n;
    const rest = await request(t.http).post('/api/bookings').set('Idempotency-Key', bad).send(bookingBody()).expect(400);
    expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', message: IdempotencyMsg.INVALID });
    const graphql = await withKey(anonymous, REQUEST_BOOKING, { input: bookingBody() }, bad).expect(200);
    expect(graphql.body.errors[0]).toMatchObject({ message: IdempotencyMsg.INVALID, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await t.db.select({ n: count() }).from(bookings))[0]!.n).toBe(before);
  });

  it('accepts the longest key (200 characters of the allowed set)', async () => {
    const k = `${randomUUID()}:._-`.padEnd(200, 'Z');
    await request(t.http).post('/api/bookings').set('Idempotency-Key', k).send(bookingBody()).expect(201);
    expect(await bookingsWithKey(k)).toHaveLength(1);
  });

  it('without a key two identical requests are two bookings, as before', async () => {
    const a = await request(t.http).post('/api/bookings').send(bookingBody({ fullName: 'No Key Twice' })).expect(201);
    const b = await request(t.http).post('/api/bookings').send(bookingBody({ fullName: 'No Key Twice' })).expect(201);
    expect(a.body.reference).not.toBe(b.body.reference);
  });

  it('20 simultaneous identical requests store one booking and all answer its reference', async () => {
    const k = key();
    const mailsBefore = await mails();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => request(t.http).post('/api/bookings').set('Idempotency-Key', k).send(bookingBody())),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => r.body.reference)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await bookingsWithKey(k)).toHaveLength(1);
    expect((await mails()) - mailsBefore).toBe(2);
  });
});

describe('stay reservations', () => {
  async function stay() {
    const night = isoDaysFromNow(50);
    const hotel = await createHotel(t.db);
    const roomType = await createRoomType(t.db, hotel.id, { capacity: 2 });
    // One unit only: a second reservation would find the room taken, so only a replay can succeed.
    await createRoom(t.db, roomType, ['101']);
    return {
      hotelId: hotel.id,
      roomTypeId: roomType.id,
      checkIn: night,
      checkOut: addDays(night, 2),
      adults: 2,
      fullName: 'Retrying Guest',
      email: 'guest@example.co.za',
      phone: '+27 82 555 0188',
    };
  }

  it('a repeat of the reservation that took the last room answers it instead of "no longer available"', async () => {
    const input = await stay();
    const k = key();
    const first = await request(t.http).post('/api/stays/reservations').set('Idempotency-Key', k).send(input).expect(201);
    const again = await request(t.http).post('/api/stays/reservations').set('Idempotency-Key', k).send(input).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.reference).toBe(first.body.reference);
    const other = await request(t.http).post('/api/stays/reservations').set('Idempotency-Key', key()).send(input).expect(409);
    expect(other.body.code).toBe('CONFLICT');
    expect(await bookingsWithKey(k)).toHaveLength(1);
    expect(await auditsOf(first.body._id)).toBe(1);
  });

  it('20 simultaneous identical reservations over GraphQL: one row, one answer for all', async () => {
    const input = await stay();
    const k = key();
    const responses = await Promise.all(Array.from({ length: 20 }, () => withKey(anonymous, RESERVE, { input }, k)));
    expect(responses.every((r) => r.status === 200 && !r.body.errors)).toBe(true);
    expect(new Set(responses.map((r) => r.body.data.reserveStay.reference)).size).toBe(1);
    expect(await bookingsWithKey(k)).toHaveLength(1);
  });

  it('the same key with other dates is a CONFLICT', async () => {
    const input = await stay();
    const k = key();
    await withKey(anonymous, RESERVE, { input }, k).expect(200);
    const res = await withKey(anonymous, RESERVE, { input: { ...input, checkOut: addDays(input.checkIn, 1) } }, k).expect(200);
    expect(res.body.errors[0]).toMatchObject({ message: IdempotencyMsg.REUSED, extensions: { code: 'CONFLICT' } });
  });
});

describe('enquiries', () => {
  const contact = (message: string) => ({ firstName: 'Lerato', lastName: 'Nkosi', email: 'lerato@example.co.za', message });
  const enquiriesWithKey = async (k: string) => t.db.select().from(enquiries).where(eq(enquiries.idempotencyKey, k));

  it('a repeated contact message answers the first receipt, with one mail set and one audit event', async () => {
    const k = key();
    const mailsBefore = await mails();
    const first = await request(t.http).post('/api/enquiries/contact').set('Idempotency-Key', k).send(contact(`Hello ${k}`)).expect(201);
    const again = await request(t.http).post('/api/enquiries/contact').set('Idempotency-Key', k).send(contact(`Hello ${k}`)).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.reference).toBe(first.body.reference);
    const [row] = await enquiriesWithKey(k);
    expect(await auditsOf(row!.id)).toBe(1);
    const mailsOfOne = (await mails()) - mailsBefore;
    expect(mailsOfOne).toBeGreaterThan(0);
    // A second, different message without a key adds exactly as many mails: the repeat added none.
    await request(t.http).post('/api/enquiries/contact').send(contact(`Another ${k}`)).expect(201);
    expect((await mails()) - mailsBefore).toBe(mailsOfOne * 2);
  });

  it('the same key with another message is a CONFLICT (409)', async () => {
    const k = key();
    await request(t.http).post('/api/enquiries/contact').set('Idempotency-Key', k).send(contact(`First ${k}`)).expect(201);
    const res = await request(t.http).post('/api/enquiries/contact').set('Idempotency-Key', k).send(contact(`Second ${k}`)).expect(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', message: IdempotencyMsg.REUSED });
    expect(await enquiriesWithKey(k)).toHaveLength(1);
  });

  it('trip plans and insurance quotes take keys too', async () => {
    const plan = key();
    const tripPlan = { firstName: 'Sipho', email: 'sipho@example.co.za', destination: `Zanzibar ${plan}` };
    const a = await request(t.http).post('/api/enquiries/trip-plan').set('Idempotency-Key', plan).send(tripPlan).expect(201);
    const b = await request(t.http).post('/api/enquiries/trip-plan').set('Idempotency-Key', plan).send(tripPlan).expect(201);
    expect(b.body.reference).toBe(a.body.reference);

    const quote = key();
    const insurance = {
      fullName: 'Naledi Dube',
      email: 'naledi@example.co.za',
      phoneNumber: '+27 82 555 0177',
      destination: `Lisbon ${quote}`,
      departure: isoDaysFromNow(20),
      return: isoDaysFromNow(27),
    };
    const c = await request(t.http).post('/api/enquiries/insurance').set('Idempotency-Key', quote).send(insurance).expect(201);
    const d = await request(t.http).post('/api/enquiries/insurance').set('Idempotency-Key', quote).send(insurance).expect(201);
    expect(d.body.reference).toBe(c.body.reference);
    expect(await enquiriesWithKey(plan)).toHaveLength(1);
    expect(await enquiriesWithKey(quote)).toHaveLength(1);
  });

  it('20 simultaneous identical contact messages over GraphQL store one enquiry', async () => {
    const k = key();
    const responses = await Promise.all(Array.from({ length: 20 }, () => withKey(anonymous, CONTACT, { input: contact(`Burst ${k}`) }, k)));
    expect(responses.every((r) => r.status === 200 && !r.body.errors)).toBe(true);
    expect(new Set(responses.map((r) => r.body.data.sendContactMessage.reference)).size).toBe(1);
    expect(await enquiriesWithKey(k)).toHaveLength(1);
  });
});
