/**
 * The lifecycle of a trip's money through its unhappy branch, as an accountant closing the month reads it:
 * a quote with a zero-rated international flight and a standard-rated hotel is accepted, the deposit paid,
 * then the invoice cancelled with a fee. Afterwards every read (the staff item, My bookings, the quote
 * link, the dashboard, payments due, both CSVs) shows the cancelled state and the same amounts; refunds
 * are recorded up to what is owed and never above it, even at once; the terms the customer accepted stay
 * what they were when the quote was sent.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { todayInSouthAfrica } from '../src/common/dates.js';
import { creditNotes, refunds } from '../src/db/schema.js';
import { PaymentRemindersJob } from '../src/reminders/payment-reminders.job.js';
import { createBookingRequest, createPackage, createUser, isoDaysFromNow } from './support/factories.js';
import { ACCEPT_QUOTE, CANCEL_INVOICE, INVOICE_FIELDS, RECORD_PAYMENT, RECORD_REFUND, sentQuote } from './support/quotes.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';

let t: TestApp;
let staff: Caller;
let admin: Caller;
const today = todayInSouthAfrica();

const TERMS = 'Prices are per person sharing. A 30% deposit secures the booking.';
const POLICY = 'Cancelled within 60 days of departure: 10% of the total is kept.';

/** JNB–MLE return for two (R17 000, zero-rated by default: the package is abroad) and a hotel (R11 500, standard). */
const flightAndHotel = {
  lines: [
    { kind: 'FLIGHT', description: 'JNB–MLE return, 2 adults', quantity: 2, unitPriceCents: 850_000, currency: 'ZAR' },
    { kind: 'STAY', description: 'Maafushi beach villa, 5 nights', quantity: 1, unitPriceCents: 1_150_000, currency: 'ZAR' },
  ],
  validUntil: isoDaysFromNow(14),
  depositPercent: 30,
  depositDueOn: isoDaysFromNow(7),
  balanceDueOn: isoDaysFromNow(30),
  message: '',
};
const TOTAL = 2_850_000;
const VAT = 150_000; // only the hotel's: 11 500 − round(11 500 / 1.15)
const DEPOSIT = 855_000;
const FEE = 285_000; // 10% of the total, as the policy says

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.as('STAFF');
  admin = await t.as('AGENCY_ADMIN');
  const policies = await admin.gql('mutation($input: AgencyPoliciesInput!) { updatePolicies(input: $input) { terms } }', { input: { terms: TERMS, cancellationPolicy: 'The agency default policy.' } });
  expect(policies.body.errors).toBeUndefined();
});
afterAll(async () => {
  await t?.close();
});

const pay = (id: string, amountCents: number) => staff.gql(RECORD_PAYMENT, { id, input: { amountCents, receivedOn: today, method: 'EFT', reference: 'FNB 1' } });
const refund = (id: string, amountCents: number, reference = 'FNB refund') => staff.gql(RECORD_REFUND, { id, input: { amountCents, refundedOn: today, method: 'EFT', reference } });

/** A Maldives package booking of a signed-in customer, quoted, accepted through the link and its deposit paid. */
async function paidDeposit() {
  const customer = await createUser(t.db, 'CUSTOMER');
  const pkg = await createPackage(t.db, { country: 'Maldives', city: 'Maafushi', cancellationPolicy: POLICY });
  const booking = await createBookingRequest(t.db, { packageId: pkg.id, userId: customer.id, email: customer.email });
  const { quote, token } = await sentQuote(t, staff, booking.id, booking.email, flightAndHotel as never);
  const accepted = await (await t.as('anonymous')).gql(ACCEPT_QUOTE, { token });
  expect(accepted.body.errors).toBeUndefined();
  const invoice = accepted.body.data.acceptQuote;
  expect((await pay(invoice.id, DEPOSIT)).body.errors).toBeUndefined();
  return { customer: await t.as(customer), booking, quote, token, invoice };
}

describe('VAT per line', () => {
  it('starts a flight abroad zero-rated and the hotel standard; totals, VAT groups and lines agree to the cent', async () => {
    const { quote, invoice } = await paidDeposit();
    expect(quote.lines.map((l: { vatTreatment: string; vatPercent: number; vatCents: number }) => [l.vatTreatment, l.vatPercent, l.vatCents])).toEqual([
      ['ZERO_RATED', 0, 0],
      ['STANDARD', 15, VAT],
    ]);
    expect(invoice).toMatchObject({ totalCents: TOTAL, vatCents: VAT, subtotalCents: TOTAL - VAT, depositCents: DEPOSIT });
    expect(invoice.vatGroups).toEqual([
      { vatTreatment: 'STANDARD', vatPercent: 15, amountCents: 1_150_000, vatCents: VAT },
      { vatTreatment: 'ZERO_RATED', vatPercent: 0, amountCents: 1_700_000, vatCents: 0 },
    ]);
  });

  it('lets staff choose the treatment (an exempt domestic transfer), and refuses one that does not exist', async () => {
    const booking = await createBookingRequest(t.db);
    const input = { ...flightAndHotel, lines: [{ kind: 'TRANSFER', description: 'Gautrain', quantity: 1, unitPriceCents: 30_000, currency: 'ZAR', vatTreatment: 'EXEMPT' }] };
    const created = await staff.gql('mutation($id: ID!, $input: QuoteInput!) { createQuote(inboxItemId: $id, input: $input) { vatCents totalCents lines { vatTreatment vatCents } } }', { id: booking.id, input });
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createQuote).toEqual({ vatCents: 0, totalCents: 30_000, lines: [{ vatTreatment: 'EXEMPT', vatCents: 0 }] });
    const bad = await staff.gql('mutation($id: ID!, $input: QuoteInput!) { createQuote(inboxItemId: $id, input: $input) { id } }', {
      id: booking.id,
      input: { ...input, lines: [{ ...input.lines[0], vatTreatment: 'HALF' }] },
    });
    expect(bad.body.errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
  });
});

describe('cancelling an invoice cancels the trip', () => {
  let trip: Awaited<ReturnType<typeof paidDeposit>>;
  let cancelled: Record<string, unknown> & { creditNote: { number: string } };

  beforeAll(async () => {
    trip = await paidDeposit();
    const res = await staff.gql(CANCEL_INVOICE, { id: trip.invoice.id, input: { reason: 'Customer changed plans', cancellationFeeCents: FEE } });
    expect(res.body.errors).toBeUndefined();
    cancelled = res.body.data.cancelInvoice;
  });

  it('credits total − fee with its VAT per group and owes back paid − fee', () => {
    expect(cancelled).toMatchObject({ status: 'CANCELLED', paidCents: DEPOSIT, balanceCents: 0, refundedCents: 0, refundDueCents: DEPOSIT - FEE });
    expect(cancelled.creditNote).toEqual({
      number: expect.stringMatching(/^CN-\d{4}-\d{5}$/),
      cancellationFeeCents: FEE,
      amountCreditedCents: TOTAL - FEE,
      vatCreditedCents: 135_000,
      refundOwedCents: DEPOSIT - FEE,
      reason: 'Customer changed plans',
      vatGroups: [
        { vatTreatment: 'STANDARD', vatPercent: 15, creditedCents: 1_035_000, creditedVatCents: 135_000, feeCents: 115_000, feeVatCents: 15_000 },
        { vatTreatment: 'ZERO_RATED', vatPercent: 0, creditedCents: 1_530_000, creditedVatCents: 0, feeCents: 170_000, feeVatCents: 0 },
      ],
    });
  });

  it('every read shows it cancelled: the staff item, My bookings, the quote link and the customer’s invoices', async () => {
    const item = await staff.gql('query($id: ID!) { inboxItem(id: $id) { status } }', { id: trip.booking.id });
    expect(item.body.data.inboxItem.status).toBe('CANCELLED');
    const mine = await trip.customer.gql('{ myBookings { id status } myQuotes { id status canAccept } myInvoices { id status balanceCents refundDueCents } }');
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data.myBookings.find((b: { id: string }) => b.id === trip.booking.id).status).toBe('CANCELLED');
    expect(mine.body.data.myQuotes.find((q: { id: string }) => q.id === trip.quote.id)).toMatchObject({ status: 'CANCELLED', canAccept: false });
    expect(mine.body.data.myInvoices.find((i: { id: string }) => i.id === trip.invoice.id)).toMatchObject({ status: 'CANCELLED', balanceCents: 0, refundDueCents: DEPOSIT - FEE });
    const byLink = await (await t.as('anonymous')).gql('query($token: String!) { quoteByToken(token: $token) { status canAccept termsVersion } }', { token: trip.token });
    expect(byLink.body.data.quoteByToken).toMatchObject({ status: 'CANCELLED', canAccept: false });
    // The link answers the same invoice, now cancelled, and never a second one.
    const again = await (await t.as('anonymous')).gql(ACCEPT_QUOTE, { token: trip.token });
    expect(again.body.data.acceptQuote).toMatchObject({ id: trip.invoice.id, status: 'CANCELLED' });
  });

  it('the dashboard, payments due and the reminder job follow from it', async () => {
    const figures = await admin.gql('{ dashboard { invoicedCents receivedCents outstandingCents refundedCents refundsDueCents } }');
    expect(figures.body.errors).toBeUndefined();
    // Other tests of this file add their own invoices: the cancelled one counts as its fee, owes nothing, owes a refund.
    const { dashboard } = figures.body.data;
    expect(dashboard.refundsDueCents).toBeGreaterThanOrEqual(DEPOSIT - FEE);
    const due = await staff.gql('{ paymentsDue(withinDays: 365) { invoiceId } }');
    expect(due.body.data.paymentsDue.map((d: { invoiceId: string }) => d.invoiceId)).not.toContain(trip.invoice.id);
    const job = t.app.get(PaymentRemindersJob);
    await job.run(isoDaysFromNow(29));
    const reminders = await t.db.execute(sql`select count(*)::int as n from payment_reminders where invoice_id = ${trip.invoice.id}`);
    expect((reminders as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('invoices.csv credits it per VAT group with the credit note’s amounts; payments.csv shows the deposit', async () => {
    const invoicesCsv = await request(t.http).get(`/api/reports/invoices.csv?from=${today}&to=${today}`).set('authorization', `Bearer ${staff.token}`).expect(200);
    const rows = invoicesCsv.text.split('\r\n').filter((r) => r.includes(cancelled.creditNote.number));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(',-1,10350.00,15% (VAT on Income),-1350.00,ZAR');
    expect(rows[1]).toContain(',-1,15300.00,Zero Rated Income,0.00,ZAR');
    const lineRows = invoicesCsv.text.split('\r\n').filter((r) => r.includes(`,${trip.invoice.number},`));
    expect(lineRows.map((r) => r.split(',').slice(-4).join(','))).toEqual(['8500.00,Zero Rated Income,0.00,ZAR', '11500.00,15% (VAT on Income),1500.00,ZAR']);
  });

  it('refunds up to what is owed, each with a confirmation mail and PDF, and payments.csv carries them as negative', async () => {
    const tooMuch = await refund(trip.invoice.id, DEPOSIT - FEE + 1);
    expect(tooMuch.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(tooMuch.body.errors?.[0]?.message).toContain('R 5 700.00');
    const first = await refund(trip.invoice.id, 300_000, 'FNB R1');
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.recordRefund).toMatchObject({ refundedCents: 300_000, refundDueCents: DEPOSIT - FEE - 300_000 });
    const second = await refund(trip.invoice.id, DEPOSIT - FEE - 300_000, 'FNB R2');
    expect(second.body.data.recordRefund).toMatchObject({ refundedCents: DEPOSIT - FEE, refundDueCents: 0 });
    const nothing = await refund(trip.invoice.id, 1);
    expect(nothing.body.errors?.[0]?.message).toBe('Nothing is owed back on this invoice: no refund can be recorded.');

    const mails = await t.db.execute(sql`select subject from mail_outbox where template = 'refund-paid' and to_address = ${trip.booking.email} order by id`);
    expect((mails as unknown as { rows: { subject: string }[] }).rows.map((r) => r.subject)).toEqual([
      `Refund: R 3 000.00 paid back for ${trip.booking.reference}`,
      `Refund: R 2 700.00 paid back for ${trip.booking.reference}`,
    ]);
    const refundId = second.body.data.recordRefund.refunds[1].id;
    const pdf = await request(t.http).get(`/api/documents/refunds/${refundId}.pdf`).set('authorization', `Bearer ${trip.customer.token}`).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const stranger = await t.as(await createUser(t.db, 'CUSTOMER'));
    await request(t.http).get(`/api/documents/refunds/${refundId}.pdf`).set('authorization', `Bearer ${stranger.token}`).expect(404);

    const paymentsCsv = await request(t.http).get(`/api/reports/payments.csv?from=${today}&to=${today}`).set('authorization', `Bearer ${staff.token}`).expect(200);
    const ours = paymentsCsv.text.split('\r\n').filter((r) => r.includes(trip.invoice.number));
    expect(ours.map((r) => r.split(',')[3])).toEqual(['8550.00', '-3000.00', '-2700.00']);
  });

  it('refuses a refund on an invoice that is not cancelled', async () => {
    const open = await paidDeposit();
    const res = await refund(open.invoice.id, 100);
    expect(res.body.errors?.[0]).toMatchObject({ message: 'A refund can only be recorded against a cancelled invoice.', extensions: { code: 'CONFLICT' } });
  });
});

/** The database's own message for a refused statement (drizzle wraps it as the error's cause). */
async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  throw new Error('the statement was not refused');
}

describe('the database keeps refunds within what is owed', () => {
  it('refuses an over-refund written straight to the table, and two refunds at once that together pass it', async () => {
    const trip = await paidDeposit();
    expect((await staff.gql(CANCEL_INVOICE, { id: trip.invoice.id, input: { reason: 'Storm', cancellationFeeCents: 0 } })).body.errors).toBeUndefined();
    await expect(refusal(t.db.insert(refunds).values({ invoiceId: trip.invoice.id, amountCents: DEPOSIT + 1, refundedOn: today, method: 'EFT' }))).resolves.toMatch(/above the refund owed/);
    // Ten refunds of 60% of what is owed at once: exactly one can be recorded.
    const attempts = await Promise.all(Array.from({ length: 10 }, (_, i) => refund(trip.invoice.id, Math.ceil(DEPOSIT * 0.6), `race ${i}`)));
    expect(attempts.filter((a) => !a.body.errors)).toHaveLength(1);
    const sum = await t.db.execute(sql`select coalesce(sum(amount_cents), 0)::int as n from refunds where invoice_id = ${trip.invoice.id}`);
    expect((sum as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(Math.ceil(DEPOSIT * 0.6));
    await expect(refusal(t.db.update(refunds).set({ amountCents: 1 }))).resolves.toMatch(/cannot be changed/);
    await expect(refusal(t.db.update(creditNotes).set({ refundDueCents: 10_000_000 }))).resolves.toMatch(/cannot be changed/);
  });
});

describe('one lifecycle: the inbox and the invoice never disagree', () => {
  it('refuses to cancel an item with an open invoice from the inbox, and a manager’s cancel of the stay likewise', async () => {
    const trip = await paidDeposit();
    const res = await staff.gql('mutation($id: ID!) { setInboxStatus(id: $id, status: CANCELLED) { status } }', { id: trip.booking.id });
    expect(res.body.errors?.[0]).toMatchObject({ message: 'This item has an open invoice: cancel the invoice (with its credit note) to cancel the booking.', extensions: { code: 'CONFLICT' } });
    const item = await staff.gql('query($id: ID!) { inboxItem(id: $id) { status } }', { id: trip.booking.id });
    expect(item.body.data.inboxItem.status).toBe('CONFIRMED');
  });

  it('cancelling an item withdraws its sent quote: the old link can no longer accept it', async () => {
    const booking = await createBookingRequest(t.db);
    const { token } = await sentQuote(t, staff, booking.id, booking.email);
    expect((await staff.gql('mutation($id: ID!) { setInboxStatus(id: $id, status: CANCELLED) { status } }', { id: booking.id })).body.errors).toBeUndefined();
    const link = await (await t.as('anonymous')).gql('query($token: String!) { quoteByToken(token: $token) { status canAccept } }', { token });
    expect(link.body.data.quoteByToken).toEqual({ status: 'WITHDRAWN', canAccept: false });
    const accept = await (await t.as('anonymous')).gql(ACCEPT_QUOTE, { token });
    expect(accept.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const invoices = await t.db.execute(sql`select count(*)::int as n from invoices i join quotes q on q.id = i.quote_id where q.booking_id = ${booking.id}`);
    expect((invoices as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

describe('the terms the customer accepted', () => {
  it('are snapshotted when the quote is sent, shown on the link, kept when the agency edits them, and named on the invoice', async () => {
    const trip = await paidDeposit();
    const byLink = await (await t.as('anonymous')).gql('query($token: String!) { quoteByToken(token: $token) { termsText cancellationPolicyText termsVersion } }', { token: trip.token });
    expect(byLink.body.data.quoteByToken).toMatchObject({ termsText: TERMS, cancellationPolicyText: POLICY, termsVersion: expect.stringMatching(/^[0-9a-f]{12}$/) });
    const version = byLink.body.data.quoteByToken.termsVersion;
    await admin.gql('mutation($input: AgencyPoliciesInput!) { updatePolicies(input: $input) { terms } }', { input: { terms: 'New terms.', cancellationPolicy: 'New policy.' } });
    const after = await (await t.as('anonymous')).gql('query($token: String!) { quoteByToken(token: $token) { termsText termsVersion } }', { token: trip.token });
    expect(after.body.data.quoteByToken).toEqual({ termsText: TERMS, termsVersion: version });
    await admin.gql('mutation($input: AgencyPoliciesInput!) { updatePolicies(input: $input) { terms } }', { input: { terms: TERMS, cancellationPolicy: 'The agency default policy.' } });

    const invoice = await staff.gql(`query($id: ID!) { invoice(id: $id) { ${INVOICE_FIELDS} } }`, { id: trip.invoice.id });
    expect(invoice.body.data.invoice).toMatchObject({ termsVersion: version, acceptedBy: expect.stringContaining('through the e-mailed link') });
    const quote = await staff.gql('query($id: ID!) { quote(id: $id) { acceptedBy acceptedFromIp termsVersion } }', { id: trip.quote.id });
    expect(quote.body.data.quote).toMatchObject({ termsVersion: version, acceptedFromIp: expect.stringMatching(/127\.0\.0\.1|::1/) });
  });
});

describe('the exports sum to the documents, whatever the quote', () => {
  it('for random quotes (mixed VAT treatments, rand and US$, payments, a fee): invoices.csv lines sum to the invoice, its credit rows to the credit note; payments.csv to what moved', async () => {
    expect((await admin.gql('mutation { setExchangeRate(currency: USD, randPerUnit: 18.2537) { randPerUnit } }')).body.errors).toBeUndefined();
    const line = fc.record({
      kind: fc.constantFrom('FLIGHT', 'STAY', 'TRANSFER', 'INSURANCE', 'OTHER'),
      quantity: fc.integer({ min: 1, max: 4 }),
      unitPriceCents: fc.integer({ min: 1, max: 2_000_000 }),
      currency: fc.constantFrom('ZAR', 'USD'),
      vatTreatment: fc.constantFrom('STANDARD', 'ZERO_RATED', 'EXEMPT'),
    });
    const cents = (cell: string) => Math.round(Number(cell) * 100);
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 5 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), async (lines, paidShare, feeShare) => {
        const booking = await createBookingRequest(t.db);
        const input = { ...flightAndHotel, lines: lines.map((l, i) => ({ ...l, description: `Line ${i + 1}` })) };
        const { token } = await sentQuote(t, staff, booking.id, booking.email, input as never);
        const invoice = (await (await t.as('anonymous')).gql(ACCEPT_QUOTE, { token })).body.data.acceptQuote;
        const paid = Math.floor(invoice.totalCents * paidShare);
        if (paid > 0) expect((await pay(invoice.id, paid)).body.errors).toBeUndefined();
        const fee = Math.floor(paid * feeShare);
        const cancelled = (await staff.gql(CANCEL_INVOICE, { id: invoice.id, input: { reason: 'Random', cancellationFeeCents: fee } })).body.data.cancelInvoice;
        expect(cancelled.vatCents).toBe(cancelled.vatGroups.reduce((a: number, g: { vatCents: number }) => a + g.vatCents, 0));
        expect(cancelled.totalCents).toBe(cancelled.lines.reduce((a: number, l: { amountCents: number }) => a + l.amountCents, 0));
        expect(cancelled.refundDueCents).toBe(Math.max(0, paid - fee));

        const csv = (await request(t.http).get(`/api/reports/invoices.csv?from=${today}&to=${today}`).set('authorization', `Bearer ${staff.token}`).expect(200)).text.split('\r\n');
        const cells = (number: string) => csv.filter((r) => r.includes(`,${number},`)).map((r) => r.split(','));
        // Quantity × UnitAmount and TaxAmount are the last four cells but one (…, Quantity, UnitAmount, TaxType, TaxAmount, Currency).
        const sums = (rows: string[][]) => ({
          amount: rows.reduce((a, r) => a + Number(r.at(-5)) * cents(r.at(-4)!), 0) || 0,
          vat: rows.reduce((a, r) => a + cents(r.at(-2)!), 0) || 0,
        });
        expect(sums(cells(invoice.number))).toEqual({ amount: invoice.totalCents, vat: invoice.vatCents });
        const credit = sums(cells(cancelled.creditNote.number));
        expect(credit).toEqual({ amount: -cancelled.creditNote.amountCreditedCents || 0, vat: -cancelled.creditNote.vatCreditedCents || 0 });
        if (cancelled.refundDueCents > 0) expect((await refund(invoice.id, cancelled.refundDueCents)).body.errors).toBeUndefined();
        const payments = (await request(t.http).get(`/api/reports/payments.csv?from=${today}&to=${today}`).set('authorization', `Bearer ${staff.token}`).expect(200)).text.split('\r\n');
        const moved = payments.filter((r) => r.includes(`,${invoice.number},`)).reduce((a, r) => a + cents(r.split(',')[3]!), 0);
        expect(moved).toBe(fee);
      }),
      { numRuns: 12 },
    );
  });
});
