import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { loadConfig } from '../src/config/config.js';
import { auditEvents, enquiries, mailOutbox } from '../src/db/schema.js';
import { RATE_LIMITED } from '../src/enquiries/enquiries.service.js';
import { createUser, isoDaysFromNow, tokenFor, uniqueName } from './support/factories.js';
import { graphqlRequest } from './support/graphql.js';
import { createTestApp, type TestApp, writeLimitsWith } from './support/test-app.js';

const RATE_MAX = 3;
const AGENCY_INBOX = 'agency-inbox@example.test';

let t: TestApp;
let express: Express;
let customer: { id: string; username: string; token: string };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({
    writeLimits: writeLimitsWith({ enquiry: { perAddress: RATE_MAX, perRecipient: 100_000, windowSeconds: 600 } }),
    mail: { ...loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) }).mail, agencyInbox: AGENCY_INBOX, workerEnabled: false },
  });
  express = t.app.getHttpAdapter().getInstance() as Express;
  // Each test sends from its own address (X-Forwarded-For from the loopback "proxy"), so the
  // per-address rate limit only meets the tests that are about it.
  express.set('trust proxy', 'loopback');
  const customerRow = await createUser(t.db, 'CUSTOMER');
  customer = { id: customerRow.id, username: customerRow.username, token: await tokenFor(t.http, customerRow) };
  for (const role of ['STAFF', 'AGENCY_ADMIN', 'HOTEL_MANAGER'] as const) tokens[role] = await tokenFor(t.http, await createUser(t.db, role));
});
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
/** A client address nobody else used (TEST-NET-2 range). */
const freshAddress = () => `198.51.100.${++addressCounter}`;

const gql = (query: string, variables: Record<string, unknown>, opts: { token?: string; address?: string } = {}) =>
  graphqlRequest(t.http, query, variables, opts.token).set('x-forwarded-for', opts.address ?? freshAddress());
const rest = (path: string, body: Record<string, unknown>, address = freshAddress()) =>
  request(t.http).post(`/api/enquiries/${path}`).set('x-forwarded-for', address).send(body);

const enquiryCount = async () => (await t.db.select({ n: count() }).from(enquiries))[0]!.n;
const mailCount = async () => (await t.db.select({ n: count() }).from(mailOutbox))[0]!.n;
const byReference = async (reference: string) => (await t.db.select().from(enquiries).where(eq(enquiries.reference, reference)))[0];
const mailsAbout = async (reference: string) =>
  (await t.db.select().from(mailOutbox)).filter((m) => m.subject.includes(reference)).map((m) => ({ to: m.toAddress, template: m.template }));

const TRIP = `mutation($input: TripPlanInput!) { sendTripPlan(input: $input) { reference kind createdAt } }`;
const INSURANCE = `mutation($input: InsuranceQuoteInput!) { requestInsuranceQuote(input: $input) { reference kind createdAt } }`;
const CONTACT = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { reference kind createdAt } }`;

const tripPlan = (overrides: Record<string, unknown> = {}) => ({
  destination: 'Bali',
  guests: 2,
  departureDate: isoDaysFromNow(40),
  returnDate: isoDaysFromNow(50),
  holidayType: 'beach',
  budget: 45000.5,
  firstName: 'Thandi',
  lastName: 'Mokoena',
  email: 'thandi@example.co.za',
  phone: '+27 82 555 0123',
  message: `Somewhere warm ${uniqueName('m')}`,
  ...overrides,
});
const insurance = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Sipho Dlamini',
  email: 'sipho@example.co.za',
  phoneNumber: '+27 83 555 0199',
  destination: `Mauritius ${uniqueName('d')}`,
  departureDate: isoDaysFromNow(20),
  returnDate: isoDaysFromNow(27),
  ...overrides,
});
const contact = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Lerato',
  lastName: 'Nkosi',
  email: 'lerato@example.co.za',
  message: `Do you arrange school tours? ${uniqueName('m')}`,
  ...overrides,
});

describe('storing each kind', () => {
  it('stores a trip plan with every field, budget in cents, audited, and queues the agency and customer mails', async () => {
    const input = tripPlan();
    const res = await gql(TRIP, { input }).expect(200);
    const receipt = res.body.data.sendTripPlan;
    expect(receipt.kind).toBe('TRIP_PLAN');
    expect(receipt.reference).toMatch(/^EQ-[2-9A-HJKMNP-Z]{6}$/);
    const row = await byReference(receipt.reference);
    expect(row).toMatchObject({
      kind: 'TRIP_PLAN',
      status: 'PENDING',
      fullName: 'Thandi Mokoena',
      firstName: 'Thandi',
      lastName: 'Mokoena',
      email: 'thandi@example.co.za',
      phone: '+27 82 555 0123',
      destination: 'Bali',
      guests: 2,
      departureDate: input.departureDate,
      returnDate: input.returnDate,
      holidayType: 'beach',
      budgetCents: 4_500_050,
      message: input.message,
      userId: null,
      clientAddress: expect.stringMatching(/^198\.51\.100\./),
    });
    expect(new Date(receipt.createdAt).getTime()).toBe(row!.createdAt.getTime());
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, row!.id));
    expect(audit).toMatchObject({ entity: 'ENQUIRY', action: 'CREATED', actorName: 'visitor', actorId: null });
    expect(Object.keys(audit!.changes as object)).not.toContain('clientAddress');
    expect(await mailsAbout(receipt.reference)).toEqual(
      expect.arrayContaining([
        { to: AGENCY_INBOX, template: 'enquiry-received-agency' },
        { to: 'thandi@example.co.za', template: 'enquiry-received-customer' },
      ]),
    );
  });

  it('accepts a trip plan with only a phone number (blank fields count as not given) and mails only the agency', async () => {
    const res = await gql(TRIP, { input: { phone: '082 555 0100', email: '', destination: '  ', firstName: '' } }).expect(200);
    const row = await byReference(res.body.data.sendTripPlan.reference);
    expect(row).toMatchObject({ email: null, phone: '082 555 0100', destination: null, firstName: null, fullName: '082 555 0100', message: '', guests: null, budgetCents: null });
    expect(await mailsAbout(row!.reference)).toEqual([{ to: AGENCY_INBOX, template: 'enquiry-received-agency' }]);
  });

  it('stores an insurance quote request (phoneNumber as phone)', async () => {
    const input = insurance();
    const res = await gql(INSURANCE, { input }).expect(200);
    expect(res.body.data.requestInsuranceQuote.kind).toBe('INSURANCE_QUOTE');
    const row = await byReference(res.body.data.requestInsuranceQuote.reference);
    expect(row).toMatchObject({
      kind: 'INSURANCE_QUOTE',
      fullName: 'Sipho Dlamini',
      firstName: null,
      email: 'sipho@example.co.za',
      phone: '+27 83 555 0199',
      destination: input.destination,
      departureDate: input.departureDate,
      returnDate: input.returnDate,
    });
    expect(await mailsAbout(row!.reference)).toHaveLength(2);
  });

  it('stores a contact message, linked to the signed-in customer and audited as them', async () => {
    const res = await gql(CONTACT, { input: contact() }, { token: customer.token }).expect(200);
    const row = await byReference(res.body.data.sendContactMessage.reference);
    expect(row).toMatchObject({ kind: 'CONTACT', fullName: 'Lerato Nkosi', firstName: 'Lerato', lastName: 'Nkosi', email: 'lerato@example.co.za', phone: null, userId: customer.id });
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, row!.id));
    expect(audit).toMatchObject({ actorName: customer.username, actorId: customer.id });
  });
});

describe("the home page's Book Your Trip popup", () => {
  const BOOK = `mutation($input: TripBookingInput!) { requestTripBooking(input: $input) { reference kind createdAt } }`;
  const popup = () => ({ name: 'Naledi Khumalo', email: 'naledi@example.co.za', address: `12 Jacaranda Street, Centurion ${uniqueName('a')}` });

  it('is stored with its address, mailed to the agency and the visitor with the reference, and in the staff inbox', async () => {
    const input = popup();
    const res = await gql(BOOK, { input }).expect(200);
    const receipt = res.body.data.requestTripBooking;
    expect(receipt).toMatchObject({ kind: 'TRIP_BOOKING', reference: expect.stringMatching(/^EQ-[2-9A-HJKMNP-Z]{6}$/) });
    expect(await byReference(receipt.reference)).toMatchObject({ kind: 'TRIP_BOOKING', status: 'PENDING', fullName: 'Naledi Khumalo', email: input.email, address: input.address });
    expect(await mailsAbout(receipt.reference)).toEqual(
      expect.arrayContaining([
        { to: AGENCY_INBOX, template: 'enquiry-received-agency' },
        { to: input.email, template: 'enquiry-received-customer' },
      ]),
    );
    const inbox = await graphqlRequest(
      t.http,
      `query($filter: InboxFilter) { inbox(filter: $filter) { items { kind reference title fullName email enquiry { address } } } }`,
      { filter: { kinds: ['TRIP_BOOKING'], search: receipt.reference } },
      tokens.STAFF,
    ).expect(200);
    expect(inbox.body.data.inbox.items).toEqual([
      { kind: 'TRIP_BOOKING', reference: receipt.reference, title: 'Book Your Trip', fullName: 'Naledi Khumalo', email: input.email, enquiry: { address: input.address } },
    ]);
  });

  it('answers the same through REST (POST /api/enquiries/trip-booking)', async () => {
    const res = await rest('trip-booking', popup()).expect(201);
    expect(res.body).toMatchObject({ kind: 'TRIP_BOOKING', reference: expect.stringMatching(/^EQ-/) });
  });

  it('needs all three fields, with a field message each, and writes nothing', async () => {
    const before = await enquiryCount();
    const res = await rest('trip-booking', { name: ' ', email: 'naledi@', address: '' }).expect(400);
    expect(res.body.fields).toEqual({ name: 'Name is required.', email: 'Enter a valid email address.', address: 'Address is required.' });
    expect(await enquiryCount()).toBe(before);
  });
});

describe('who may send (every form is public)', () => {
  it.each([['anonymous'], ['CUSTOMER'], ['STAFF'], ['AGENCY_ADMIN'], ['HOTEL_MANAGER']])('%s may send each kind', async (who) => {
    const token = who === 'anonymous' ? undefined : who === 'CUSTOMER' ? customer.token : tokens[who];
    expect((await gql(TRIP, { input: tripPlan() }, { token })).body.data.sendTripPlan.kind).toBe('TRIP_PLAN');
    expect((await gql(INSURANCE, { input: insurance() }, { token })).body.data.requestInsuranceQuote.kind).toBe('INSURANCE_QUOTE');
    expect((await gql(CONTACT, { input: contact() }, { token })).body.data.sendContactMessage.kind).toBe('CONTACT');
  });
});

describe('validation: the message and field errors, nothing written', () => {
  const REPLY = 'Please give an email address or a phone number so we can reply.';

  it('a trip plan needs an email or a phone (both fields named)', async () => {
    const [enquiriesBefore, mailsBefore] = [await enquiryCount(), await mailCount()];
    const res = await gql(TRIP, { input: { destination: 'Bali', email: ' ', phone: '' } }).expect(200);
    expect(res.body.errors[0]).toMatchObject({ message: REPLY, extensions: { code: 'BAD_USER_INPUT', fields: { email: REPLY, phone: REPLY } } });
    expect(await enquiryCount()).toBe(enquiriesBefore);
    expect(await mailCount()).toBe(mailsBefore);
  });

  it.each([
    ['0 guests', { guests: 0 }, 'guests', 'At least 1 guest is required.'],
    ['51 guests', { guests: 51 }, 'guests', 'At most 50 guests.'],
    ['a return before departure', { departureDate: isoDaysFromNow(30), returnDate: isoDaysFromNow(29) }, 'returnDate', 'Return date cannot be before the departure date.'],
    ['a departure in the past', { departureDate: isoDaysFromNow(-2), returnDate: isoDaysFromNow(3) }, 'departureDate', 'The departure date cannot be in the past.'],
    ['a negative budget', { budget: -1 }, 'budget', 'Budget cannot be negative.'],
    ['a budget over R10 million', { budget: 10_000_000.01 }, 'budget', 'Budget must be at most R10,000,000.'],
    ['a malformed email', { email: 'thandi@' }, 'email', 'Enter a valid email address.'],
    ['a malformed phone', { phone: 'call me' }, 'phone', 'Enter a valid phone number, for example +27 82 555 0123.'],
    ['a message over 2000 characters', { message: 'x'.repeat(2001) }, 'message', 'Message must be at most 2000 characters.'],
    ['a destination over 120 characters', { destination: 'x'.repeat(121) }, 'destination', 'Destination must be at most 120 characters.'],
  ])('trip plan: refuses %s', async (_case, change, field, message) => {
    const before = await enquiryCount();
    const res = await gql(TRIP, { input: tripPlan(change) }).expect(200);
    expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    expect(await enquiryCount()).toBe(before);
  });

  it('trip plan: a same-day return is fine (day trip)', async () => {
    const day = isoDaysFromNow(10);
    const res = await gql(TRIP, { input: tripPlan({ departureDate: day, returnDate: day }) }).expect(200);
    expect(res.body.data.sendTripPlan.kind).toBe('TRIP_PLAN');
  });

  it.each([
    ['missing full name', { fullName: undefined }, 'fullName', 'Full name is required.'],
    ['blank full name', { fullName: '  ' }, 'fullName', 'Full name is required.'],
    ['missing email', { email: undefined }, 'email', 'Email is required.'],
    ['a malformed email', { email: 'sipho.example.co.za' }, 'email', 'Enter a valid email address.'],
    ['missing phone number', { phoneNumber: '' }, 'phoneNumber', 'Phone number is required.'],
    ['missing destination', { destination: undefined }, 'destination', 'Destination is required.'],
    ['missing departure', { departureDate: undefined }, 'departureDate', 'Departure date is required.'],
    ['missing return', { returnDate: undefined }, 'returnDate', 'Return date is required.'],
    ['a return on the departure day', { departureDate: isoDaysFromNow(20), returnDate: isoDaysFromNow(20) }, 'returnDate', 'Return date must be after the departure date.'],
    ['a return before departure', { departureDate: isoDaysFromNow(20), returnDate: isoDaysFromNow(19) }, 'returnDate', 'Return date must be after the departure date.'],
    ['a departure in the past', { departureDate: isoDaysFromNow(-3), returnDate: isoDaysFromNow(3) }, 'departureDate', 'The departure date cannot be in the past.'],
    ['an impossible date', { departureDate: '2031-02-30' }, 'departureDate', 'Dates must be real calendar dates written YYYY-MM-DD.'],
  ])('insurance (REST): refuses %s with 400', async (_case, change, field, message) => {
    const before = await enquiryCount();
    const res = await rest('insurance', insurance(change)).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'BAD_USER_INPUT', fields: { [field]: message } });
    expect(await enquiryCount()).toBe(before);
  });

  it('insurance (REST): all six missing names all six fields', async () => {
    const res = await rest('insurance', {}).expect(400);
    expect(res.body.message).toBe('Please correct the highlighted fields.');
    expect(Object.keys(res.body.fields).sort()).toEqual(['departureDate', 'destination', 'email', 'fullName', 'phoneNumber', 'returnDate']);
  });

  it.each([
    ['missing first name', { firstName: '' }, 'firstName', 'First name is required.'],
    ['missing last name', { lastName: undefined }, 'lastName', 'Last name is required.'],
    ['missing email', { email: '' }, 'email', 'Email is required.'],
    ['a malformed email', { email: 'lerato@' }, 'email', 'Enter a valid email address.'],
    ['missing message', { message: '   ' }, 'message', 'Message is required.'],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5000 characters.'],
    ['an unknown field', { status: 'CONFIRMED' }, 'status', 'Unknown field "status".'],
  ])('contact (REST): refuses %s with 400', async (_case, change, field, message) => {
    const before = await enquiryCount();
    const res = await rest('contact', contact(change)).expect(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await enquiryCount()).toBe(before);
  });

  it('contact (GraphQL): a blank message is BAD_USER_INPUT with the field', async () => {
    const res = await gql(CONTACT, { input: contact({ message: '' }) }).expect(200);
    expect(res.body.errors[0]).toMatchObject({ message: 'Message is required.', extensions: { code: 'BAD_USER_INPUT', fields: { message: 'Message is required.' } } });
  });
});

describe('spam protection', () => {
  it.each([
    ['trip plan', TRIP, tripPlan()],
    ['insurance', INSURANCE, insurance()],
    ['contact', CONTACT, contact()],
  ])('a filled honeypot refuses the %s: BAD_USER_INPUT, nothing stored or mailed', async (_kind, mutation, input) => {
    const [enquiriesBefore, mailsBefore] = [await enquiryCount(), await mailCount()];
    const res = await gql(mutation, { input: { ...input, website: 'http://spam.example' } }).expect(200);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await enquiryCount()).toBe(enquiriesBefore);
    expect(await mailCount()).toBe(mailsBefore);
  });

  it('an empty honeypot is fine', async () => {
    const res = await gql(CONTACT, { input: contact({ website: '' }) }).expect(200);
    expect(res.body.data.sendContactMessage.kind).toBe('CONTACT');
  });

  it('the same form resent within a minute gives the first receipt: one row, one set of mails', async () => {
    const input = tripPlan();
    const first = (await gql(TRIP, { input }).expect(200)).body.data.sendTripPlan;
    const [enquiriesBefore, mailsBefore] = [await enquiryCount(), await mailCount()];
    // Same values, differently spaced and cased, from another address: still the same enquiry.
    const again = (await gql(TRIP, { input: { ...input, email: ' THANDI@example.co.za ', message: `  ${input.message.toUpperCase()} ` } }).expect(200)).body.data.sendTripPlan;
    expect(again).toEqual(first);
    expect(await enquiryCount()).toBe(enquiriesBefore);
    expect(await mailCount()).toBe(mailsBefore);
    // A different value is a new enquiry.
    const other = (await gql(TRIP, { input: { ...input, guests: 3 } }).expect(200)).body.data.sendTripPlan;
    expect(other.reference).not.toBe(first.reference);
  });

  it('the same kind only: an identical contact message is not a duplicate of an insurance request', async () => {
    const c = contact();
    const first = (await rest('contact', c).expect(201)).body;
    const second = (await rest('contact', c).expect(201)).body;
    expect(second.reference).toBe(first.reference);
    const ins = (await rest('insurance', insurance({ fullName: `${c.firstName} ${c.lastName}`, email: c.email })).expect(201)).body;
    expect(ins.reference).not.toBe(first.reference);
  });

  it('identical sends at the same moment store one enquiry and one set of mails', async () => {
    const input = contact();
    const [enquiriesBefore, mailsBefore] = [await enquiryCount(), await mailCount()];
    const answers = await Promise.all(Array.from({ length: 4 }, () => gql(CONTACT, { input })));
    const receipts = answers.map((r) => r.body.data.sendContactMessage);
    expect(new Set(receipts.map((r) => r.reference)).size).toBe(1);
    expect(await enquiryCount()).toBe(enquiriesBefore + 1);
    expect(await mailCount()).toBe(mailsBefore + 2);
  });

  it('simultaneous different sends from one address cannot race past the limit', async () => {
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: RATE_MAX + 2 }, () => gql(CONTACT, { input: contact() }, { address })));
    const codes = answers.map((r) => (r.body.errors ? r.body.errors[0].extensions.code : 'OK'));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(RATE_MAX);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(2);
    expect(await t.db.select({ a: enquiries.id }).from(enquiries).where(eq(enquiries.clientAddress, address))).toHaveLength(RATE_MAX);
  });

  it(`allows ${RATE_MAX} sends per address per window, then TOO_MANY_REQUESTS (GraphQL) / 429 (REST); another address is still served`, async () => {
    const address = freshAddress();
    for (let i = 0; i < RATE_MAX; i++) await gql(CONTACT, { input: contact() }, { address }).expect(200).then((r) => expect(r.body.data).toBeTruthy());
    const before = await enquiryCount();
    const limited = await gql(TRIP, { input: tripPlan() }, { address }).expect(200);
    expect(limited.body.errors[0]).toMatchObject({ message: RATE_LIMITED, extensions: { code: 'TOO_MANY_REQUESTS' } });
    const limitedRest = await rest('insurance', insurance(), address).expect(429);
    expect(limitedRest.body).toEqual({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: RATE_LIMITED });
    expect(await enquiryCount()).toBe(before);
    await rest('insurance', insurance(), freshAddress()).expect(201);
  });

  it('a resend of an enquiry already stored still gets its receipt when the address is at the limit', async () => {
    const address = freshAddress();
    const input = contact();
    const first = (await gql(CONTACT, { input }, { address })).body.data.sendContactMessage;
    for (let i = 1; i < RATE_MAX; i++) await gql(CONTACT, { input: contact() }, { address }).expect(200);
    expect((await gql(CONTACT, { input }, { address })).body.data.sendContactMessage).toEqual(first);
  });

  it('without a trusted proxy, X-Forwarded-For is ignored: a client cannot dodge the limit by inventing addresses', async () => {
    express.set('trust proxy', false);
    try {
      for (let i = 0; i < RATE_MAX; i++) await gql(CONTACT, { input: contact() }).expect(200);
      const res = await gql(CONTACT, { input: contact() }).expect(200);
      expect(res.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
      const rows = await t.db.select({ a: enquiries.clientAddress }).from(enquiries).where(eq(enquiries.clientAddress, '127.0.0.1'));
      expect(rows).toHaveLength(RATE_MAX);
    } finally {
      express.set('trust proxy', 'loopback');
    }
  });
});

describe('REST twins', () => {
  it('POST /api/enquiries/trip-plan answers 201 with the receipt only; departure/return accepted as in the form', async () => {
    const { departureDate, returnDate, ...rest_ } = tripPlan();
    const res = await rest('trip-plan', { ...rest_, guests: '4', budget: '12000', departure: departureDate, return: returnDate }).expect(201);
    expect(Object.keys(res.body).sort()).toEqual(['createdAt', 'kind', 'reference']);
    expect(res.body.kind).toBe('TRIP_PLAN');
    expect(await byReference(res.body.reference)).toMatchObject({ guests: 4, budgetCents: 1_200_000, departureDate, returnDate });
  });

  it('POST /api/enquiries/insurance and /contact answer 201', async () => {
    expect((await rest('insurance', insurance()).expect(201)).body.kind).toBe('INSURANCE_QUOTE');
    expect((await rest('contact', contact()).expect(201)).body.kind).toBe('CONTACT');
  });

  it('a filled honeypot is 400 and a body that is not an object is 400', async () => {
    expect((await rest('contact', contact({ website: 'x' })).expect(400)).body.code).toBe('BAD_USER_INPUT');
    await request(t.http).post('/api/enquiries/trip-plan').set('content-type', 'application/json').send('[1]').expect(400);
  });
});
