/**
 * The limits on every anonymous write that mails someone or holds rooms (write-limits/write-limits.ts):
 * booking requests, stay reservations, questions about a quote and the four enquiry forms, over REST and
 * GraphQL. Written as one table of writes, each run through the same classes of check: per client
 * address, per recipient, REST and GraphQL counting together, a replay of an Idempotency-Key never
 * refused, a refused or invalid write never counted, and the refusal's shape (429 / TOO_MANY_REQUESTS,
 * Retry-After, nothing stored, no mail). Addresses come from X-Forwarded-For through a loopback "proxy";
 * the fast paths (which answer only without one) are proved in write-limits-fast-path.e2e-spec.ts.
 * Runs on PGlite and PostgreSQL (counted in the database); redis-shared-state proves the Redis count.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count } from 'drizzle-orm';
import request from 'supertest';
import type { Response } from 'supertest';
import { addDays } from '../src/common/dates.js';
import { loadConfig, type WriteLimitKind } from '../src/config/config.js';
import { bookings, enquiries, inboxNotes, mailOutbox, type PackageRow } from '../src/db/schema.js';
import { writeLimitedMessage } from '../src/write-limits/write-limits.js';
import { RATE_LIMITED } from '../src/enquiries/enquiries.service.js';
import { createEnquiry, createHotel, createPackage, createRoom, createRoomType, isoDaysFromNow } from './support/factories.js';
import { graphqlRequest } from './support/graphql.js';
import { sentQuote } from './support/quotes.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';

const PER_ADDRESS = 3;
const PER_RECIPIENT = 2;
const LIMIT = { perAddress: PER_ADDRESS, perRecipient: PER_RECIPIENT, windowSeconds: 600 };

let t: TestApp;
let pkg: PackageRow;
let stay: { hotelId: string; roomTypeId: string };
let staff: Caller;

beforeAll(async () => {
  const base = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) });
  t = await createTestApp({
    writeLimits: { enquiry: LIMIT, booking: LIMIT, reservation: LIMIT, quoteQuestion: LIMIT },
    security: { ...base.security, trustProxy: ['loopback'] },
  });
  pkg = await createPackage(t.db, { maxGuests: 6, priceAdultCents: 500_000, currency: 'ZAR' });
  const hotel = await createHotel(t.db);
  const roomType = await createRoomType(t.db, hotel.id, { capacity: 2 });
  // Plenty of units: every reservation here finds a room, so only the limit can refuse one.
  await createRoom(
    t.db,
    roomType,
    Array.from({ length: 120 }, (_, i) => `U${i}`),
  );
  stay = { hotelId: hotel.id, roomTypeId: roomType.id };
  staff = await t.as('STAFF');
});
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
/** A client address nobody else used. */
const freshAddress = () => {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
let sent = 0;
/** A mailbox nobody else wrote to; every form's text differs so the enquiry forms' dedupe never merges two. */
const freshRecipient = () => `visitor-${randomUUID().slice(0, 8)}@example.test`;

/** One limited write, as a client sends it. `recipient` is the e-mail in the form (for a quote question, its quote). */
interface LimitedWrite {
  readonly name: string;
  readonly kind: WriteLimitKind;
  readonly transport: 'REST' | 'GraphQL';
  /** Takes an Idempotency-Key (the quote question does not). */
  readonly keyed: boolean;
  /** A new request's body (REST) or variables (GraphQL), different from every other one. */
  body(recipient: string): Promise<Record<string, unknown>>;
  /** The same write with input the service refuses (it must not count). */
  invalid(body: Record<string, unknown>): Record<string, unknown>;
  /** The REST path, or the GraphQL document. */
  readonly target: string;
}

function post(write: LimitedWrite, body: Record<string, unknown>, address: string, key?: string): request.Test {
  const req = write.transport === 'REST' ? request(t.http).post(write.target).send(body) : graphqlRequest(t.http, write.target, body);
  req.set('x-forwarded-for', address);
  return key ? req.set('Idempotency-Key', key) : req;
}
const send = async (write: LimitedWrite, address: string, recipient: string) => post(write, await write.body(recipient), address);

const bookingBody = (email: string) => ({
  packageId: pkg.id,
  fullName: 'Limited Visitor',
  email,
  phone: '+27 82 555 0199',
  guests: 2,
  departureDate: isoDaysFromNow(30),
  returnDate: isoDaysFromNow(35),
  specialRequests: `note ${++sent}`,
});
const reservationBody = (email: string) => {
  // Each reservation a night of its own: with 120 units, room holds never run out, whatever the order.
  const checkIn = isoDaysFromNow(40 + (++sent % 300));
  return { ...stay, checkIn, checkOut: addDays(checkIn, 1), adults: 1, children: 0, rooms: 1, fullName: 'Limited Guest', email, phone: '+27 82 555 0100' };
};
const ENQUIRY_FORMS = {
  'trip-plan': { field: 'sendTripPlan', input: 'TripPlanInput', body: (email: string) => ({ destination: 'Bali', email, firstName: 'Thandi', message: `warm ${++sent}` }) },
  insurance: {
    field: 'requestInsuranceQuote',
    input: 'InsuranceQuoteInput',
    body: (email: string) => ({
      fullName: 'Sipho Dlamini',
      email,
      phoneNumber: '+27 83 555 0199',
      destination: `Mauritius ${++sent}`,
      departureDate: isoDaysFromNow(20),
      returnDate: isoDaysFromNow(27),
    }),
  },
  contact: { field: 'sendContactMessage', input: 'ContactMessageInput', body: (email: string) => ({ firstName: 'Lerato', lastName: 'Nkosi', email, message: `school tours ${++sent}` }) },
  'trip-booking': { field: 'requestTripBooking', input: 'TripBookingInput', body: (email: string) => ({ name: 'Naledi Khumalo', email, address: `${++sent} Long Street, Cape Town` }) },
} as const;

/** Quote links, one per recipient asked for: a quote question's "recipient" is its quote. */
const quoteTokens = new Map<string, string>();
async function quoteToken(recipient: string): Promise<string> {
  const known = quoteTokens.get(recipient);
  if (known) return known;
  const enquiry = await createEnquiry(t.db, { email: recipient });
  const { token } = await sentQuote(t, staff, enquiry.id, recipient);
  quoteTokens.set(recipient, token);
  return token;
}

const asVariables = (input: Record<string, unknown>) => ({ input });
const WRITES: LimitedWrite[] = [
  {
    name: 'POST /api/bookings',
    kind: 'booking',
    transport: 'REST',
    keyed: true,
    target: '/api/bookings',
    body: async (email) => bookingBody(email),
    invalid: (body) => ({ ...body, packageId: randomUUID() }),
  },
  {
    name: 'requestBooking',
    kind: 'booking',
    transport: 'GraphQL',
    keyed: true,
    target: `mutation($input: BookingInput!) { requestBooking(input: $input) { id } }`,
    body: async (email) => asVariables(bookingBody(email)),
    invalid: (body) => asVariables({ ...(body.input as object), packageId: randomUUID() }),
  },
  {
    name: 'POST /api/stays/reservations',
    kind: 'reservation',
    transport: 'REST',
    keyed: true,
    target: '/api/stays/reservations',
    body: async (email) => reservationBody(email),
    invalid: (body) => ({ ...body, roomTypeId: randomUUID() }),
  },
  {
    name: 'reserveStay',
    kind: 'reservation',
    transport: 'GraphQL',
    keyed: true,
    target: `mutation($input: ReserveStayInput!) { reserveStay(input: $input) { id } }`,
    body: async (email) => asVariables(reservationBody(email)),
    invalid: (body) => asVariables({ ...(body.input as object), roomTypeId: randomUUID() }),
  },
  {
    name: 'askAboutQuote',
    kind: 'quoteQuestion',
    transport: 'GraphQL',
    keyed: false,
    target: `mutation($token: String!, $message: String!) { askAboutQuote(token: $token, message: $message) }`,
    body: async (recipient) => ({ token: await quoteToken(recipient), message: `A question ${++sent}` }),
    invalid: (body) => ({ ...body, message: '   ' }),
  },
  ...Object.entries(ENQUIRY_FORMS).flatMap(([form, { field, input, body }]): LimitedWrite[] => [
    {
      name: `POST /api/enquiries/${form}`,
      kind: 'enquiry',
      transport: 'REST',
      keyed: true,
      target: `/api/enquiries/${form}`,
      body: async (email) => body(email),
      // The honeypot field: refused as spam before anything is counted.
      invalid: (sent) => ({ ...sent, website: 'spam.example' }),
    },
    {
      name: field,
      kind: 'enquiry',
      transport: 'GraphQL',
      keyed: true,
      target: `mutation($input: ${input}!) { ${field}(input: $input) { reference } }`,
      body: async (email) => asVariables(body(email)),
      invalid: (sent) => asVariables({ ...(sent.input as object), website: 'spam.example' }),
    },
  ]),
];

type Outcome = 'stored' | 'limited' | 'refused';

/** What the write's answer says, checking a refusal's whole shape on the way. */
function outcomeOf(write: LimitedWrite, res: Response): Outcome {
  const error = write.transport === 'REST' ? (res.status >= 400 ? res.body : undefined) : res.body.errors?.[0];
  if (!error) {
    expect(res.status).toBeLessThan(300);
    return 'stored';
  }
  const code = write.transport === 'REST' ? error.code : error.extensions?.code;
  if (code !== 'TOO_MANY_REQUESTS') return 'refused';
  if (write.transport === 'REST') expect(res.status).toBe(429);
  // Both transports say when to try again: the header, and GraphQL's extensions too.
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(LIMIT.windowSeconds);
  if (write.transport === 'GraphQL') expect(error.extensions.retryAfterSeconds).toBe(retryAfter);
  expect(error.message).toBe(write.kind === 'enquiry' ? RATE_LIMITED : writeLimitedMessage(write.kind, retryAfter));
  return 'limited';
}

const rowsAndMails = async () => {
  const [b] = await t.db.select({ n: count() }).from(bookings);
  const [e] = await t.db.select({ n: count() }).from(enquiries);
  const [n] = await t.db.select({ n: count() }).from(inboxNotes);
  const [m] = await t.db.select({ n: count() }).from(mailOutbox);
  return { rows: b!.n + e!.n + n!.n, mails: m!.n };
};

describe.each(WRITES.map((write) => [write.name, write] as const))('%s', (_name, write) => {
  it(`stores ${PER_ADDRESS} from one address (to different recipients), then refuses with 429 and Retry-After, storing and mailing nothing`, async () => {
    const address = freshAddress();
    for (let i = 0; i < PER_ADDRESS; i++) expect(outcomeOf(write, await send(write, address, freshRecipient()))).toBe('stored');
    const refusedBody = await write.body(freshRecipient());
    const before = await rowsAndMails();
    expect(outcomeOf(write, await post(write, refusedBody, address))).toBe('limited');
    expect(await rowsAndMails()).toEqual(before);
    // Another address is not held back by this one.
    expect(outcomeOf(write, await send(write, freshAddress(), freshRecipient()))).toBe('stored');
  });

  it(`stores ${PER_RECIPIENT} to one recipient (from different addresses), then refuses the next from anywhere`, async () => {
    const recipient = freshRecipient();
    for (let i = 0; i < PER_RECIPIENT; i++) expect(outcomeOf(write, await send(write, freshAddress(), recipient))).toBe('stored');
    const before = await rowsAndMails();
    expect(outcomeOf(write, await send(write, freshAddress(), recipient))).toBe('limited');
    // The same mailbox spelt in capitals is the same recipient (a quote's link is its recipient: no spellings).
    if (write.kind !== 'quoteQuestion') expect(outcomeOf(write, await send(write, freshAddress(), recipient.toUpperCase()))).toBe('limited');
    expect(await rowsAndMails()).toEqual(before);
  });

  it('counts no write the service refuses for its input', async () => {
    const address = freshAddress();
    const recipient = freshRecipient();
    for (let i = 0; i < PER_ADDRESS + 2; i++) expect(outcomeOf(write, await post(write, write.invalid(await write.body(recipient)), address))).toBe('refused');
    expect(outcomeOf(write, await send(write, address, recipient))).toBe('stored');
  });

  it('sent at once past the limit: exactly the limit is stored', async () => {
    const address = freshAddress();
    const bodies = await Promise.all(Array.from({ length: PER_ADDRESS + 3 }, () => write.body(freshRecipient())));
    const answers = await Promise.all(bodies.map((body) => post(write, body, address)));
    const outcomes = answers.map((res) => outcomeOf(write, res));
    expect(outcomes.filter((o) => o === 'stored')).toHaveLength(PER_ADDRESS);
    expect(outcomes.filter((o) => o === 'limited')).toHaveLength(3);
  });

  if (write.keyed) {
    it('never refuses a replay of an Idempotency-Key, even past the limit, and a replay is not counted', async () => {
      const address = freshAddress();
      const key = `limit-${randomUUID()}`;
      const first = await write.body(freshRecipient());
      expect(outcomeOf(write, await post(write, first, address, key))).toBe('stored');
      // A replay right away is answered and not counted: the address still has PER_ADDRESS - 1 writes left.
      expect((await post(write, first, address, key)).headers['idempotent-replayed']).toBe('true');
      for (let i = 0; i < PER_ADDRESS - 1; i++) expect(outcomeOf(write, await send(write, address, freshRecipient()))).toBe('stored');
      expect(outcomeOf(write, await send(write, address, freshRecipient()))).toBe('limited');
      // At the limit, the first request's retry still gets its answer, never TOO_MANY_REQUESTS.
      const retried = await post(write, first, address, key);
      expect(outcomeOf(write, retried)).toBe('stored');
      expect(retried.headers['idempotent-replayed']).toBe('true');
    });
  }
});

describe('REST and GraphQL count together', () => {
  const pairs = (['booking', 'reservation', 'enquiry'] as const).map(
    (kind) => [kind, WRITES.find((w) => w.kind === kind && w.transport === 'REST')!, WRITES.find((w) => w.kind === kind && w.transport === 'GraphQL')!] as const,
  );
  it.each(pairs)('%s: an address filled over REST is refused over GraphQL; a recipient filled over GraphQL is refused over REST', async (_kind, rest, graphql) => {
    const address = freshAddress();
    for (let i = 0; i < PER_ADDRESS; i++) expect(outcomeOf(rest, await send(rest, address, freshRecipient()))).toBe('stored');
    expect(outcomeOf(graphql, await send(graphql, address, freshRecipient()))).toBe('limited');
    const recipient = freshRecipient();
    for (let i = 0; i < PER_RECIPIENT; i++) expect(outcomeOf(graphql, await send(graphql, freshAddress(), recipient))).toBe('stored');
    expect(outcomeOf(rest, await send(rest, freshAddress(), recipient))).toBe('limited');
  });
});
