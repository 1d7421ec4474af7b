/**
 * Invoices and payments over GraphQL: the status follows from the payments (30% deposit → DEPOSIT_PAID,
 * the balance → PAID_IN_FULL; a due date passed → OVERDUE); overpayment and a payment on a cancelled
 * invoice are refused with clear messages and leave nothing behind; cancelling issues a credit note;
 * the database itself refuses edits of invoices and payments; customers see only their own.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import { addDays, todayInSouthAfrica } from '../src/common/dates.js';
import { auditEvents, creditNotes, invoiceLines, invoices, payments } from '../src/db/schema.js';
import { paymentStatus } from '../src/invoices/invoices.service.js';
import { createBookingRequest, createEnquiry } from './support/factories.js';
import { ACCEPT_QUOTE, INVOICE_FIELDS, RECORD_PAYMENT, sentQuote, threeLineQuote } from './support/quotes.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';

let t: TestApp;
let staff: Caller;
const today = todayInSouthAfrica();

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.as('STAFF');
  const admin = await t.as('AGENCY_ADMIN');
  expect((await admin.gql('mutation { setExchangeRate(currency: USD, randPerUnit: 18.25) { randPerUnit } }')).body.errors).toBeUndefined();
});
afterAll(async () => {
  await t?.close();
});

/** An accepted quote's invoice (three lines, total R31 896.62, 30% deposit R9 568.99) for a fresh booking. */
async function freshInvoice(overrides: Partial<Parameters<typeof createBookingRequest>[1]> = {}) {
  const booking = await createBookingRequest(t.db, overrides);
  const { token } = await sentQuote(t, staff, booking.id, booking.email);
  const accepted = await (await t.as('anonymous')).gql(ACCEPT_QUOTE, { token });
  expect(accepted.body.errors).toBeUndefined();
  return accepted.body.data.acceptQuote as { id: string; number: string; totalCents: number; depositCents: number };
}

const pay = (id: string, amountCents: number, extra: Record<string, unknown> = {}) =>
  staff.gql(RECORD_PAYMENT, { id, input: { amountCents, receivedOn: today, method: 'EFT', reference: 'FNB 4471', ...extra } });

const moneyRows = async () => ({
  invoices: await t.db.select().from(invoices).orderBy(invoices.id),
  payments: (await t.db.select({ n: count() }).from(payments))[0]!.n,
  creditNotes: (await t.db.select({ n: count() }).from(creditNotes))[0]!.n,
  audit: (await t.db.select({ n: count() }).from(auditEvents))[0]!.n,
});

describe('payments', () => {
  it('a 30% EFT deposit makes it DEPOSIT_PAID, the balance PAID_IN_FULL; each payment is audited', async () => {
    const invoice = await freshInvoice();
    expect(invoice.depositCents).toBe(956_899);
    const deposit = await pay(invoice.id, invoice.depositCents);
    expect(deposit.body.errors).toBeUndefined();
    expect(deposit.body.data.recordPayment).toMatchObject({ status: 'DEPOSIT_PAID', paidCents: 956_899, balanceCents: 3_189_662 - 956_899 });
    const balance = await pay(invoice.id, 3_189_662 - 956_899, { method: 'CARD', reference: 'card 1234' });
    expect(balance.body.data.recordPayment).toMatchObject({ status: 'PAID_IN_FULL', paidCents: 3_189_662, balanceCents: 0 });
    expect(balance.body.data.recordPayment.payments).toEqual([
      { amountCents: 956_899, receivedOn: today, method: 'EFT', reference: 'FNB 4471' },
      { amountCents: 2_232_763, receivedOn: today, method: 'CARD', reference: 'card 1234' },
    ]);
    const audited = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, invoice.id));
    expect(audited.map((e) => e.action).sort()).toEqual(['CREATED', 'PAYMENT_RECORDED', 'PAYMENT_RECORDED']);
    // Nothing more can be paid.
    const more = await pay(invoice.id, 1);
    expect(more.body.errors?.[0]).toMatchObject({ message: 'This invoice is paid in full: no further payment can be recorded.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses an overpayment, a future date and a payment on a cancelled invoice, leaving nothing behind', async () => {
    const invoice = await freshInvoice();
    expect((await pay(invoice.id, 100_000)).body.errors).toBeUndefined();
    const before = await moneyRows();
    const over = await pay(invoice.id, invoice.totalCents);
    expect(over.body.errors?.[0]).toMatchObject({
      message: 'This payment would take the amount paid above the invoice total: at most R 30 896.62 is still due.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const future = await pay(invoice.id, 100, { receivedOn: addDays(today, 1) });
    expect(future.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    for (const amountCents of [0, -5, 1.5]) expect((await pay(invoice.id, amountCents)).body.errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    const unknown = await pay('00000000-0000-4000-8000-000000000000', 100);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await moneyRows()).toEqual(before);

    const cancelled = await staff.gql(`mutation($id: ID!) { cancelInvoice(id: $id, input: { reason: "Trip called off", cancellationFeeCents: 50000 }) { ${INVOICE_FIELDS} } }`, {
      id: invoice.id,
    });
    expect(cancelled.body.errors).toBeUndefined();
    expect(cancelled.body.data.cancelInvoice).toMatchObject({
      status: 'CANCELLED',
      balanceCents: 0,
      totalCents: invoice.totalCents,
      // Credits the invoice total less the fee; owes back what was paid (R1 000) less the fee (R500).
      creditNote: { number: `CN-${today.slice(0, 4)}-00001`, cancellationFeeCents: 50_000, amountCreditedCents: invoice.totalCents - 50_000, refundOwedCents: 50_000, reason: 'Trip called off' },
      refundDueCents: 50_000,
    });
    const afterCancel = await moneyRows();
    const refused = await pay(invoice.id, 100);
    expect(refused.body.errors?.[0]).toMatchObject({ message: 'This invoice is cancelled: no payment can be recorded against it.', extensions: { code: 'CONFLICT' } });
    const twice = await staff.gql('mutation($id: ID!) { cancelInvoice(id: $id, input: { reason: "again", cancellationFeeCents: 0 }) { id } }', { id: invoice.id });
    expect(twice.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await moneyRows()).toEqual(afterCancel);
  });

  it('refuses a cancellation fee above what was paid', async () => {
    const invoice = await freshInvoice();
    const before = await moneyRows();
    const res = await staff.gql('mutation($id: ID!) { cancelInvoice(id: $id, input: { reason: "No show", cancellationFeeCents: 1 }) { id } }', { id: invoice.id });
    expect(res.body.errors?.[0]).toMatchObject({ message: 'The cancellation fee cannot be more than what has been paid.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await moneyRows()).toEqual(before);
  });

  it('the database refuses what the service would never do: editing an invoice or a payment, overpaying, paying a cancelled invoice', async () => {
    const invoice = await freshInvoice();
    await pay(invoice.id, 100);
    await expect(t.db.update(invoices).set({ totalCents: 1, subtotalCents: 1, vatCents: 0, depositCents: 0 }).where(eq(invoices.id, invoice.id))).rejects.toThrow();
    await expect(t.db.delete(invoices).where(eq(invoices.id, invoice.id))).rejects.toThrow();
    await expect(t.db.update(invoiceLines).set({ amountCents: 1 }).where(eq(invoiceLines.invoiceId, invoice.id))).rejects.toThrow();
    await expect(t.db.update(payments).set({ amountCents: 1 }).where(eq(payments.invoiceId, invoice.id))).rejects.toThrow();
    await expect(t.db.insert(payments).values({ invoiceId: invoice.id, amountCents: invoice.totalCents, receivedOn: today, method: 'EFT' })).rejects.toThrow();
    await expect(t.db.insert(payments).values({ invoiceId: invoice.id, amountCents: 0, receivedOn: today, method: 'EFT' })).rejects.toThrow();
    await t.db.update(invoices).set({ status: 'CANCELLED', cancelledAt: new Date() }).where(eq(invoices.id, invoice.id));
    await expect(t.db.insert(payments).values({ invoiceId: invoice.id, amountCents: 1, receivedOn: today, method: 'EFT' })).rejects.toThrow();
    await expect(t.db.update(invoices).set({ status: 'ISSUED', cancelledAt: null }).where(eq(invoices.id, invoice.id))).rejects.toThrow();
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ totalCents: invoice.totalCents, status: 'CANCELLED' });
  });
});

describe('status from the calendar (South African days)', () => {
  const invoice = { status: 'ISSUED' as const, totalCents: 10_000, depositCents: 3_000, depositDueOn: '2027-03-10', balanceDueOn: '2027-04-10' };
  it.each([
    [0, '2027-03-10', 'AWAITING_DEPOSIT'],
    [0, '2027-03-11', 'OVERDUE'],
    [3_000, '2027-03-11', 'DEPOSIT_PAID'],
    [3_000, '2027-04-10', 'DEPOSIT_PAID'],
    [3_000, '2027-04-11', 'OVERDUE'],
    [10_000, '2027-05-01', 'PAID_IN_FULL'],
  ] as const)('paid %i on %s → %s', (paid, day, status) => {
    expect(paymentStatus(invoice, paid, day)).toBe(status);
  });
  it('a cancelled invoice is CANCELLED whatever was paid', () => {
    expect(paymentStatus({ ...invoice, status: 'CANCELLED' }, 0, '2030-01-01')).toBe('CANCELLED');
  });
});

describe('lists', () => {
  it('staff filter invoices by payment status', async () => {
    const invoice = await freshInvoice();
    const awaiting = await staff.gql('{ invoices(status: AWAITING_DEPOSIT) { id status } }');
    expect(awaiting.body.data.invoices.map((i: { id: string }) => i.id)).toContain(invoice.id);
    expect(new Set(awaiting.body.data.invoices.map((i: { status: string }) => i.status))).toEqual(new Set(['AWAITING_DEPOSIT']));
    const one = await staff.gql(`query($id: ID!) { invoice(id: $id) { ${INVOICE_FIELDS} } }`, { id: invoice.id });
    expect(one.body.data.invoice).toMatchObject({ number: invoice.number, lines: expect.any(Array) });
  });

  it('a customer sees only their own quotes and invoices', async () => {
    const mine = await t.as('CUSTOMER');
    const other = await t.as('CUSTOMER');
    const myInvoice = await freshInvoice({ userId: mine.user!.id, email: mine.user!.email });
    // A trip plan of theirs with a quote still open.
    const plan = await createEnquiry(t.db, { userId: mine.user!.id, email: mine.user!.email });
    await sentQuote(t, staff, plan.id, mine.user!.email, threeLineQuote({ depositPercent: 50 }));
    await freshInvoice({ userId: other.user!.id, email: other.user!.email });

    const quotes = await mine.gql('{ myQuotes { status depositPercent invoiceNumber canAccept totalCents lines { amountCents } } }');
    expect(quotes.body.errors).toBeUndefined();
    expect(quotes.body.data.myQuotes).toEqual([
      expect.objectContaining({ status: 'SENT', depositPercent: 50, canAccept: true, invoiceNumber: null }),
      expect.objectContaining({ status: 'ACCEPTED', depositPercent: 30, canAccept: false, invoiceNumber: myInvoice.number }),
    ]);
    const invoicesOfMine = await mine.gql('{ myInvoices { id number } }');
    expect(invoicesOfMine.body.data.myInvoices).toEqual([{ id: myInvoice.id, number: myInvoice.number }]);
    const netCost = await mine.gql('{ myQuotes { lines { netCostCents } } }');
    expect(netCost.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const staffOnly = await mine.gql(`query($id: ID!) { invoice(id: $id) { id } }`, { id: myInvoice.id });
    expect(staffOnly.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
