/**
 * Quotes over GraphQL and REST: staff build a draft with three lines (one in US dollars), send it (the
 * outbox holds the e-mail with the link), the customer accepts by token and gets invoice INV-<year>-00001
 * with the right totals. Sent quotes cannot change; links expire; acceptance is idempotent and numbers
 * stay gap-free under concurrent acceptances.
 */
import { loadConfig } from '../src/config/config.js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { addDays, setTestToday, todayInSouthAfrica } from '../src/common/dates.js';
import { auditEvents, bookings, enquiries, inboxNotes, invoices, mailOutbox, quoteLines, quotes } from '../src/db/schema.js';
import { createBookingRequest, createEnquiry, isoDaysFromNow } from './support/factories.js';
import { graphqlRequest } from './support/graphql.js';
import { ACCEPT_QUOTE, CREATE_QUOTE, QUOTE_FIELDS, SEND_QUOTE, sentQuote, threeLineQuote, tokenFromMail } from './support/quotes.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';

let t: TestApp;
/** Everything the app logs (info and up): the acceptance token must never be in it. */
const logChunks: string[] = [];
let staff: Caller;
let admin: Caller;
const YEAR = todayInSouthAfrica().slice(0, 4);

beforeAll(async () => {
  // 50 acceptances at once queue for the test's 4 database connections: on a busy machine the queue takes
  // longer than production's 2 s connection wait, which is not what this file tests (the numbering is).
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'test-secret-'.padEnd(48, 'x') });
  t = await createTestApp({ publicSiteUrl: 'https://www.ubuntuhorizons.example', logging: { level: 'info' }, lifecycle: { ...base.lifecycle, databaseConnectTimeoutMs: 60_000 } }, [], {
    write: (chunk: string) => logChunks.push(chunk),
  });
  staff = await t.as('STAFF');
  admin = await t.as('AGENCY_ADMIN');
  const rate = await admin.gql('mutation { setExchangeRate(currency: USD, randPerUnit: 18.25) { randPerUnit } }');
  expect(rate.body.errors).toBeUndefined();
});
afterAll(async () => {
  await t?.close();
});

const rowCounts = async () => ({
  quotes: (await t.db.select({ n: count() }).from(quotes))[0]!.n,
  lines: (await t.db.select({ n: count() }).from(quoteLines))[0]!.n,
  invoices: (await t.db.select({ n: count() }).from(invoices))[0]!.n,
  mails: (await t.db.select({ n: count() }).from(mailOutbox))[0]!.n,
  audit: (await t.db.select({ n: count() }).from(auditEvents))[0]!.n,
});

describe('the whole flow', () => {
  it('draft with three lines → send (mail with link, item QUOTED) → accept by token → invoice INV-<year>-00001', async () => {
    const booking = await createBookingRequest(t.db);
    const created = await staff.gql(CREATE_QUOTE, { id: booking.id, input: threeLineQuote() });
    expect(created.body.errors).toBeUndefined();
    const draft = created.body.data.createQuote;
    // R24 000 + US$350.50 × 18.25 = R6 396.625 → R6 396.63 (half-up per line) + R1 499.99.
    expect(draft.lines.map((l: { amountCents: number }) => l.amountCents)).toEqual([2_400_000, 639_663, 149_999]);
    expect(draft.lines[1]).toMatchObject({ currency: 'USD', exchangeRate: '18.2500', netCostCents: 500_000, marginCents: 139_663 });
    expect(draft).toMatchObject({
      status: 'DRAFT',
      version: 1,
      totalCents: 3_189_662,
      // VAT = total − round(total / 1.15)
      vatCents: 416_043,
      subtotalCents: 2_773_619,
      vatPercent: 15,
      depositCents: 956_899,
      marginCents: null,
      inboxItemId: booking.id,
      reference: booking.reference,
      customerEmail: booking.email,
    });

    const sent = await staff.gql(SEND_QUOTE, { id: draft.id });
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data.sendQuote.status).toBe('SENT');
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'quote-sent'));
    expect(mail!.toAddress).toBe(booking.email);
    expect(mail!.textBody).toMatch(/https:\/\/www\.ubuntuhorizons\.example\/quotes\/[A-Za-z0-9_-]{43}/);
    expect(mail!.textBody).toContain('R 31 896.62');
    const token = await tokenFromMail(t, booking.email);
    // Only the hash is stored.
    const [stored] = await t.db.select().from(quotes).where(eq(quotes.id, draft.id));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    const [item] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(item!.status).toBe('QUOTED');

    const anonymous = await t.as('anonymous');
    const shown = await anonymous.gql('query($token: String!) { quoteByToken(token: $token) { reference status canAccept totalCents vatCents customerName lines { amountCents } } }', { token });
    expect(shown.body.errors).toBeUndefined();
    expect(shown.body.data.quoteByToken).toMatchObject({ reference: booking.reference, status: 'SENT', canAccept: true, totalCents: 3_189_662, vatCents: 416_043, customerName: booking.fullName });

    const accepted = await anonymous.gql(ACCEPT_QUOTE, { token });
    expect(accepted.body.errors).toBeUndefined();
    const invoice = accepted.body.data.acceptQuote;
    expect(invoice).toMatchObject({
      number: `INV-${YEAR}-00001`,
      reference: booking.reference,
      totalCents: 3_189_662,
      vatCents: 416_043,
      subtotalCents: 2_773_619,
      depositCents: 956_899,
      paidCents: 0,
      balanceCents: 3_189_662,
      status: 'AWAITING_DEPOSIT',
    });
    expect(invoice.lines).toHaveLength(3);
    const [after] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after!.status).toBe('CONFIRMED');
    const invoiceMails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'invoice-issued'));
    expect(invoiceMails.map((m) => m.toAddress)).toEqual([booking.email]);
    expect(invoiceMails[0]!.textBody).toContain(booking.reference);

    // Accepting again answers the same invoice.
    const again = await anonymous.gql(ACCEPT_QUOTE, { token });
    expect(again.body.data.acceptQuote.number).toBe(invoice.number);
    // The staff view links it.
    const staffView = await staff.gql(`query($id: ID!) { quote(id: $id) { status invoiceId } }`, { id: draft.id });
    expect(staffView.body.data.quote).toEqual({ status: 'ACCEPTED', invoiceId: invoice.id });
  });

  it('answers the same over REST (GET /api/quotes/:token, POST /api/quotes/:token/accept)', async () => {
    const enquiry = await createEnquiry(t.db);
    const { token } = await sentQuote(t, staff, enquiry.id, enquiry.email!);
    const shown = await request(t.http).get(`/api/quotes/${token}`).expect(200);
    expect(shown.body).toMatchObject({ status: 'SENT', canAccept: true, totalCents: 3_189_662 });
    expect(JSON.stringify(shown.body)).not.toMatch(/netCost|margin/i);
    const accepted = await request(t.http).post(`/api/quotes/${token}/accept`).expect(200);
    expect(accepted.body.number).toMatch(new RegExp(`^INV-${YEAR}-\\d{5}$`));
    const again = await request(t.http).post(`/api/quotes/${token}/accept`).expect(200);
    expect(again.body.id).toBe(accepted.body.id);
    const [row] = await t.db.select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(row!.status).toBe('CONFIRMED');
    await request(t.http).get(`/api/quotes/${'x'.repeat(43)}`).expect(404);
    // The request lines name the path without the customer's credential in it.
    const logs = logChunks.join('');
    expect(logs).toContain('/api/quotes/[redacted]/accept');
    expect(logs).not.toContain(token);
  });
});

describe('one mail per event to the customer', () => {
  const customerMails = async (email: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).map((m) => m.template);

  it.each([
    ['a booking request', () => createBookingRequest(t.db)],
    ['a trip plan', () => createEnquiry(t.db)],
  ])('sending a quote for %s queues the quote mail alone; accepting it the invoice mail alone (the status still moves, with its audit event)', async (_label, make) => {
    const item = await make();
    const email = item.email!;
    const { token } = await sentQuote(t, staff, item.id, email);
    expect(await customerMails(email)).toEqual(['quote-sent']);
    const statusOf = async () =>
      item.reference.startsWith('EQ')
        ? (await t.db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, item.id)))[0]!.status
        : (await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, item.id)))[0]!.status;
    expect(await statusOf()).toBe('QUOTED');
    const accepted = await (await t.as('anonymous')).gql(ACCEPT_QUOTE, { token });
    expect(accepted.body.errors).toBeUndefined();
    expect((await customerMails(email)).sort()).toEqual(['invoice-issued', 'quote-sent']);
    expect(await statusOf()).toBe('CONFIRMED');
    const moves = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, item.id), eq(auditEvents.action, 'STATUS_CHANGED')))
      .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
    expect(moves.map((e) => (e.changes as { status?: { after: string } }).status?.after)).toEqual(['QUOTED', 'CONFIRMED']);
  });
});

describe('quoteDefaults: the agency policy applied to the item', () => {
  /** Days from today on the South African calendar, as the server counts them. */
  const saDay = (days: number) => addDays(todayInSouthAfrica(), days);
  const DEFAULTS = 'query($id: ID!) { quoteDefaults(inboxItemId: $id) { validUntil depositPercent depositDueOn balanceDueOn departureDate vatPercent } }';

  it('counts the deposit from today and the balance from the departure date, as the seed terms say', async () => {
    const booking = await createBookingRequest(t.db, { departureDate: saDay(60), returnDate: saDay(65) });
    const res = await staff.gql(DEFAULTS, { id: booking.id });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.quoteDefaults).toEqual({
      validUntil: saDay(14),
      depositPercent: 30,
      depositDueOn: saDay(7),
      balanceDueOn: saDay(30),
      departureDate: saDay(60),
      vatPercent: 15,
    });
    // The defaults make a quote the server accepts as they are.
    const { lines } = threeLineQuote();
    const { departureDate: _d, vatPercent: _v, ...terms } = res.body.data.quoteDefaults;
    const created = await staff.gql(CREATE_QUOTE, { id: booking.id, input: { lines, ...terms } });
    expect(created.body.errors).toBeUndefined();
  });

  it('a trip plan without dates gets the balance at the deposit date and no departure; an unknown item is NOT_FOUND', async () => {
    const enquiry = await createEnquiry(t.db, { departureDate: null, returnDate: null });
    const res = await staff.gql(DEFAULTS, { id: enquiry.id });
    expect(res.body.data.quoteDefaults).toMatchObject({ depositDueOn: saDay(7), balanceDueOn: saDay(7), departureDate: null });
    const unknown = await staff.gql(DEFAULTS, { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.body.errors?.[0]).toMatchObject({ message: 'Inbox item not found.', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('what the customer sees', () => {
  it('never receives net costs or margins, on the token query or anywhere in its type', async () => {
    const booking = await createBookingRequest(t.db);
    const { token } = await sentQuote(t, staff, booking.id, booking.email);
    const anonymous = await t.as('anonymous');
    const res = await anonymous.gql('query($token: String!) { quoteByToken(token: $token) { lines { netCostCents } } }', { token });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const full = await request(t.http).get(`/api/quotes/${token}`).expect(200);
    expect(JSON.stringify(full.body)).not.toMatch(/1900000|500000|netCost|margin/);
  });

  it('an unknown, malformed or expired link gets the same NOT_FOUND, and an expired one cannot be accepted', async () => {
    const booking = await createBookingRequest(t.db);
    const { quote, token } = await sentQuote(t, staff, booking.id, booking.email);
    const anonymous = await t.as('anonymous');
    const unknown = await anonymous.gql('query($token: String!) { quoteByToken(token: $token) { id } }', { token: 'A'.repeat(43) });
    const malformed = await anonymous.gql('query($token: String!) { quoteByToken(token: $token) { id } }', { token: 'nope' });
    await t.db.update(quotes).set({ tokenExpiresAt: sql`now() - interval '1 second'` }).where(eq(quotes.id, quote.id));
    const before = await rowCounts();
    const expired = await anonymous.gql('query($token: String!) { quoteByToken(token: $token) { id } }', { token });
    const acceptExpired = await anonymous.gql(ACCEPT_QUOTE, { token });
    for (const res of [unknown, malformed, expired, acceptExpired]) {
      expect(res.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(res.body.errors?.[0]?.message).toBe('This quote link is not valid or has expired. Please contact us for a new one.');
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('a question from the quote page becomes a note on the inbox item and a mail to the agency', async () => {
    const enquiry = await createEnquiry(t.db);
    const { token } = await sentQuote(t, staff, enquiry.id, enquiry.email!);
    const anonymous = await t.as('anonymous');
    const res = await anonymous.gql('mutation($token: String!, $m: String!) { askAboutQuote(token: $token, message: $m) }', { token, m: 'Can we add a night in Cape Town?' });
    expect(res.body.data?.askAboutQuote).toBe(true);
    const notes = await t.db.select().from(inboxNotes).where(eq(inboxNotes.enquiryId, enquiry.id));
    expect(notes.map((n) => n.body)).toEqual(['Can we add a night in Cape Town?']);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'quote-question-agency'));
    expect(mails.at(-1)!.toAddress).toBe(t.config.mail.agencyInbox);
    const empty = await anonymous.gql('mutation($token: String!) { askAboutQuote(token: $token, message: "   ") }', { token });
    expect(empty.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('drafts, sent quotes and revisions', () => {
  it('a draft can change; a sent quote cannot (clear CONFLICT, and the database refuses too)', async () => {
    const booking = await createBookingRequest(t.db);
    const created = await staff.gql(CREATE_QUOTE, { id: booking.id, input: threeLineQuote() });
    const id = created.body.data.createQuote.id as string;
    const one = threeLineQuote({ lines: [{ kind: 'STAY', description: 'Two nights', quantity: 2, unitPriceCents: 150_000, currency: 'ZAR' }] });
    const updated = await staff.gql(`mutation($id: ID!, $input: QuoteInput!) { updateQuote(id: $id, input: $input) { ${QUOTE_FIELDS} } }`, { id, input: one });
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data.updateQuote).toMatchObject({ totalCents: 300_000, vatCents: 39_130, subtotalCents: 260_870 });
    expect(updated.body.data.updateQuote.lines).toHaveLength(1);
    await staff.gql(SEND_QUOTE, { id });
    const before = await rowCounts();
    const refused = await staff.gql(`mutation($id: ID!, $input: QuoteInput!) { updateQuote(id: $id, input: $input) { id } }`, { id, input: threeLineQuote() });
    expect(refused.body.errors?.[0]).toMatchObject({ message: 'A quote that has been sent cannot be changed: revise it instead.', extensions: { code: 'CONFLICT' } });
    expect(await rowCounts()).toEqual(before);
    // The database's own rules: a sent quote's money and lines, whoever writes.
    await expect(t.db.update(quotes).set({ totalCents: 1, subtotalCents: 1, vatCents: 0 }).where(eq(quotes.id, id))).rejects.toThrow();
    await expect(t.db.update(quoteLines).set({ unitPriceCents: 1 }).where(eq(quoteLines.quoteId, id))).rejects.toThrow();
    await expect(t.db.delete(quoteLines).where(eq(quoteLines.quoteId, id))).rejects.toThrow();
    const [still] = await t.db.select().from(quotes).where(eq(quotes.id, id));
    expect(still!.totalCents).toBe(300_000);
  });

  it('a revision is a new draft version; sending it supersedes the old one, whose link stops accepting', async () => {
    const booking = await createBookingRequest(t.db);
    const { quote, token } = await sentQuote(t, staff, booking.id, booking.email);
    const revised = await staff.gql(`mutation($id: ID!) { reviseQuote(id: $id) { ${QUOTE_FIELDS} } }`, { id: quote.id });
    expect(revised.body.errors).toBeUndefined();
    expect(revised.body.data.reviseQuote).toMatchObject({ status: 'DRAFT', version: 2, revisesQuoteId: quote.id, totalCents: quote.totalCents });
    await staff.gql(SEND_QUOTE, { id: revised.body.data.reviseQuote.id });
    const list = await staff.gql('query($id: ID!) { quotes(inboxItemId: $id) { version status } }', { id: booking.id });
    expect(list.body.data.quotes).toEqual([
      { version: 2, status: 'SENT' },
      { version: 1, status: 'SUPERSEDED' },
    ]);
    const anonymous = await t.as('anonymous');
    const old = await anonymous.gql(ACCEPT_QUOTE, { token });
    expect(old.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const newToken = await tokenFromMail(t, booking.email);
    const accepted = await anonymous.gql(ACCEPT_QUOTE, { token: newToken });
    expect(accepted.body.errors).toBeUndefined();
  });

  it('every version names the reference of the request it answers: EQ-… for a trip plan, in the staff list, the revision, the withdrawal and the customer views', async () => {
    const customer = await t.as('CUSTOMER');
    const enquiry = await createEnquiry(t.db, { userId: customer.user!.id });
    expect(enquiry.reference).toMatch(/^EQ-/);
    const { quote, token } = await sentQuote(t, staff, enquiry.id, enquiry.email!);
    expect(quote.reference).toBe(enquiry.reference);
    const revised = await staff.gql(`mutation($id: ID!) { reviseQuote(id: $id) { reference } }`, { id: quote.id });
    expect(revised.body.data.reviseQuote.reference).toBe(enquiry.reference);
    const withdrawn = await staff.gql('mutation($id: ID!) { withdrawQuote(id: $id) { reference } }', { id: quote.id });
    expect(withdrawn.body.data.withdrawQuote.reference).toBe(enquiry.reference);
    // A second item's quotes keep their own reference in the same kind of list.
    const booking = await createBookingRequest(t.db, { userId: customer.user!.id });
    await sentQuote(t, staff, booking.id, booking.email);

    const list = await staff.gql('query($id: ID!) { quotes(inboxItemId: $id) { version reference } }', { id: enquiry.id });
    expect(list.body.data.quotes).toEqual([
      { version: 2, reference: enquiry.reference },
      { version: 1, reference: enquiry.reference },
    ]);
    const mine = await customer.gql('{ myQuotes { reference status } }');
    expect(mine.body.data.myQuotes).toEqual([
      { reference: booking.reference, status: 'SENT' },
      { reference: enquiry.reference, status: 'WITHDRAWN' },
    ]);
    const shown = await (await t.as('anonymous')).gql('query($token: String!) { quoteByToken(token: $token) { reference } }', { token });
    expect(shown.body.data.quoteByToken.reference).toBe(enquiry.reference);
  });

  it('a withdrawn quote can no longer be accepted; only a sent quote can be withdrawn', async () => {
    const booking = await createBookingRequest(t.db);
    const { quote, token } = await sentQuote(t, staff, booking.id, booking.email);
    const withdrawn = await staff.gql('mutation($id: ID!) { withdrawQuote(id: $id) { status } }', { id: quote.id });
    expect(withdrawn.body.data.withdrawQuote.status).toBe('WITHDRAWN');
    const anonymous = await t.as('anonymous');
    const shown = await anonymous.gql('query($token: String!) { quoteByToken(token: $token) { status canAccept } }', { token });
    expect(shown.body.data.quoteByToken).toEqual({ status: 'WITHDRAWN', canAccept: false });
    const before = await rowCounts();
    const accepted = await anonymous.gql(ACCEPT_QUOTE, { token });
    expect(accepted.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const again = await staff.gql('mutation($id: ID!) { withdrawQuote(id: $id) { status } }', { id: quote.id });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await rowCounts()).toEqual(before);
  });

  it('keeps the history in the audit trail, which staff may read and customers may not', async () => {
    const booking = await createBookingRequest(t.db);
    const { quote, token } = await sentQuote(t, staff, booking.id, booking.email);
    const accepted = await (await t.as('anonymous')).gql(ACCEPT_QUOTE, { token });
    const TRAIL = 'query($e: AuditEntity!, $id: ID!) { auditTrail(entity: $e, entityId: $id) { action actorName } }';
    const quoteTrail = await staff.gql(TRAIL, { e: 'QUOTE', id: quote.id });
    expect(quoteTrail.body.data.auditTrail.map((e: { action: string }) => e.action)).toEqual(['CREATED', 'SENT', 'ACCEPTED']);
    const invoiceTrail = await staff.gql(TRAIL, { e: 'INVOICE', id: accepted.body.data.acceptQuote.id });
    expect(invoiceTrail.body.data.auditTrail).toEqual([{ action: 'CREATED', actorName: 'visitor' }]);
    const customer = await t.as('CUSTOMER');
    expect((await customer.gql(TRAIL, { e: 'QUOTE', id: quote.id })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses bad drafts with field messages and leaves nothing behind', async () => {
    const booking = await createBookingRequest(t.db);
    const contact = await createEnquiry(t.db, { kind: 'CONTACT', destination: null });
    const before = await rowCounts();
    const cases: [string, Record<string, unknown>, string][] = [
      [booking.id, threeLineQuote({ lines: [] }), 'BAD_USER_INPUT'],
      [booking.id, threeLineQuote({ depositPercent: 101 }), 'BAD_USER_INPUT'],
      [booking.id, threeLineQuote({ validUntil: isoDaysFromNow(-1) }), 'BAD_USER_INPUT'],
      [booking.id, threeLineQuote({ depositDueOn: isoDaysFromNow(40), balanceDueOn: isoDaysFromNow(30) }), 'BAD_USER_INPUT'],
      [booking.id, threeLineQuote({ lines: [{ kind: 'OTHER', description: 'x', quantity: 0, unitPriceCents: 1, currency: 'ZAR' }] }), 'BAD_USER_INPUT'],
      [booking.id, threeLineQuote({ lines: [{ kind: 'OTHER', description: 'x', quantity: 1, unitPriceCents: -1, currency: 'ZAR' }] }), 'BAD_USER_INPUT'],
      [booking.id, threeLineQuote({ lines: Array.from({ length: 30 }, () => ({ kind: 'OTHER', description: 'x', quantity: 100, unitPriceCents: 100_000_000, currency: 'ZAR' })) }), 'BAD_USER_INPUT'],
      [contact.id, threeLineQuote(), 'BAD_USER_INPUT'],
      ['00000000-0000-4000-8000-000000000000', threeLineQuote(), 'NOT_FOUND'],
    ];
    for (const [id, input, code] of cases) {
      const res = await staff.gql(CREATE_QUOTE, { id, input });
      expect({ input, code: res.body.errors?.[0]?.extensions?.code }).toEqual({ input, code });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a US dollar line until the admin has set the rate', async () => {
    await t.db.execute(sql`delete from exchange_rates where currency = 'USD'`);
    try {
      const booking = await createBookingRequest(t.db);
      const res = await staff.gql(CREATE_QUOTE, { id: booking.id, input: threeLineQuote() });
      expect(res.body.errors?.[0]).toMatchObject({ message: 'Set the US dollar exchange rate before quoting in US dollars.', extensions: { code: 'BAD_USER_INPUT' } });
    } finally {
      await admin.gql('mutation { setExchangeRate(currency: USD, randPerUnit: 18.25) { randPerUnit } }');
    }
  });
});

describe('acceptMyQuote: a signed-in customer accepts from My bookings', () => {
  const ACCEPT_MINE = 'mutation($id: ID!) { acceptMyQuote(id: $id) { id number status totalCents } }';

  it('accepts their own sent quote once: one invoice (also by the link), one mail, the item CONFIRMED, audited as them', async () => {
    const customer = await t.as('CUSTOMER');
    const booking = await createBookingRequest(t.db, { userId: customer.user!.id });
    const { quote, token } = await sentQuote(t, staff, booking.id, booking.email);
    const mine = await customer.gql('{ myQuotes { id reference canAccept } }');
    expect(mine.body.data.myQuotes).toEqual([{ id: quote.id, reference: booking.reference, canAccept: true }]);

    const accepted = await customer.gql(ACCEPT_MINE, { id: quote.id });
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data.acceptMyQuote).toMatchObject({ number: expect.stringMatching(/^INV-\d{4}-\d{5}$/), status: 'AWAITING_DEPOSIT', totalCents: quote.totalCents });
    const again = await customer.gql(ACCEPT_MINE, { id: quote.id });
    const byLink = await (await t.as('anonymous')).gql(ACCEPT_QUOTE, { token });
    expect([again.body.data.acceptMyQuote.id, byLink.body.data.acceptQuote.id]).toEqual([accepted.body.data.acceptMyQuote.id, accepted.body.data.acceptMyQuote.id]);
    expect((await t.db.select().from(invoices).where(eq(invoices.quoteId, quote.id))).length).toBe(1);
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, booking.email))).map((m) => m.template).sort()).toEqual(['invoice-issued', 'quote-sent']);
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe('CONFIRMED');
    const trail = await staff.gql('query($id: ID!) { auditTrail(entity: QUOTE, entityId: $id) { action actorName } }', { id: quote.id });
    expect(trail.body.data.auditTrail.at(-1)).toEqual({ action: 'ACCEPTED', actorName: customer.user!.username });
  });

  it('someone else’s quote, a draft or an unknown id is NOT_FOUND; a withdrawn one CONFLICT; past its validity CONFLICT; nothing left behind', async () => {
    const owner = await t.as('CUSTOMER');
    const stranger = await t.as('CUSTOMER');
    const booking = await createBookingRequest(t.db, { userId: owner.user!.id });
    const { quote } = await sentQuote(t, staff, booking.id, booking.email);
    const draft = await staff.gql(CREATE_QUOTE, { id: booking.id, input: threeLineQuote() });
    const before = await rowCounts();
    for (const id of [quote.id, draft.body.data.createQuote.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await (id === quote.id ? stranger : owner).gql(ACCEPT_MINE, { id });
      expect({ id, error: res.body.errors?.[0] }).toMatchObject({ id, error: { message: 'Quote not found.', extensions: { code: 'NOT_FOUND' } } });
    }
    // The quote is valid until 14 days from now: the day after, it can no longer be accepted.
    setTestToday(addDays(todayInSouthAfrica(), 15));
    try {
      const late = await owner.gql(ACCEPT_MINE, { id: quote.id });
      expect(late.body.errors?.[0]).toMatchObject({ message: 'This quote is no longer valid. Please contact us for a new one.', extensions: { code: 'CONFLICT' } });
    } finally {
      setTestToday(null);
    }
    await staff.gql('mutation($id: ID!) { withdrawQuote(id: $id) { status } }', { id: quote.id });
    const withdrawn = await owner.gql(ACCEPT_MINE, { id: quote.id });
    expect(withdrawn.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const after = await rowCounts();
    // Withdrawing wrote its own audit event; nothing else changed.
    expect({ ...after, audit: after.audit - 1 }).toEqual(before);
  });
});

describe('concurrent acceptances', () => {
  it('50 different quotes accepted at once get 50 gap-free invoice numbers', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 50; i++) {
      const booking = await createBookingRequest(t.db);
      tokens.push((await sentQuote(t, staff, booking.id, booking.email, threeLineQuote({ lines: [{ kind: 'OTHER', description: `Quote ${i}`, quantity: 1, unitPriceCents: 10_000 + i, currency: 'ZAR' }] }))).token);
    }
    const [{ issued }] = (await t.db.select({ issued: count() }).from(invoices)) as [{ issued: number }];
    const answers = await Promise.all(tokens.map((token) => graphqlRequest(t.http, ACCEPT_QUOTE, { token })));
    for (const res of answers) expect(res.body.errors).toBeUndefined();
    const numbers = answers.map((res) => res.body.data.acceptQuote.number as string).sort();
    const expected = Array.from({ length: 50 }, (_, i) => `INV-${YEAR}-${String(Number(issued) + i + 1).padStart(5, '0')}`);
    expect(numbers).toEqual(expected);
    // Each invoice belongs to its own quote.
    expect(new Set(answers.map((res) => res.body.data.acceptQuote.quoteId)).size).toBe(50);
  });

  it('10 acceptances of the same quote at once give one invoice', async () => {
    const booking = await createBookingRequest(t.db);
    const { quote, token } = await sentQuote(t, staff, booking.id, booking.email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => graphqlRequest(t.http, ACCEPT_QUOTE, { token })));
    for (const res of answers) expect(res.body.errors).toBeUndefined();
    expect(new Set(answers.map((res) => res.body.data.acceptQuote.number)).size).toBe(1);
    expect((await t.db.select().from(invoices).where(eq(invoices.quoteId, quote.id))).length).toBe(1);
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, booking.email))).filter((m) => m.template === 'invoice-issued')).toHaveLength(1);
  });
});
