/**
 * Payment reminders and the "Payments due" list. The job is run with explicit `today` values: a deposit
 * reminder PAYMENT_REMINDER_DAYS_BEFORE (7) days before its due date, an overdue notice the day after, the
 * same for the balance; never before, never twice (repeated runs, and two apps' jobs running at once on one
 * database), never for an invoice paid in full or cancelled. Two apps share the database as two server
 * processes would (on PostgreSQL each has its own pool).
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays, todayInSouthAfrica } from '../src/common/dates.js';
import { auditEvents, invoices, mailOutbox, paymentReminders } from '../src/db/schema.js';
import { PaymentRemindersJob } from '../src/reminders/payment-reminders.job.js';
import { REMINDER_TEMPLATES } from '../src/reminders/reminder-mails.js';
import { createBookingRequest } from './support/factories.js';
import { ACCEPT_QUOTE, RECORD_PAYMENT, sentQuote, threeLineQuote } from './support/quotes.js';
import { createTestApps, type Caller, type TestApp } from './support/test-app.js';

let apps: TestApp[];
let close: () => Promise<void>;
let t: TestApp;
let staff: Caller;
let jobs: [PaymentRemindersJob, PaymentRemindersJob];
const today = todayInSouthAfrica();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  ({ apps, close } = await createTestApps(2));
  t = apps[0]!;
  jobs = [apps[0]!.app.get(PaymentRemindersJob), apps[1]!.app.get(PaymentRemindersJob)];
  staff = await t.as('STAFF');
  const admin = await t.as('AGENCY_ADMIN');
  expect((await admin.gql('mutation { setExchangeRate(currency: USD, randPerUnit: 18.25) { randPerUnit } }')).body.errors).toBeUndefined();
});
afterAll(async () => {
  await close?.();
});

interface Issued {
  id: string;
  number: string;
  reference: string;
  totalCents: number;
  depositCents: number;
  email: string;
}

/**
 * An accepted quote's invoice (total R31 896.62, 30% deposit R9 568.99) with the given due dates. A quote
 * cannot be drafted with its deposit due in the past, so one due before today is quoted as due today and
 * then dated back, as the days passing would have done (the invoice's guard trigger set aside for that
 * one statement).
 */
async function invoiceDue(depositDueOn: string, balanceDueOn: string, fullName = 'Sipho Ndlovu'): Promise<Issued> {
  const booking = await createBookingRequest(t.db, { fullName, departureDate: day(90), returnDate: day(95) });
  const past = depositDueOn < today;
  const quoted = past ? { depositDueOn: today, balanceDueOn: balanceDueOn < today ? today : balanceDueOn } : { depositDueOn, balanceDueOn };
  const { token } = await sentQuote(t, staff, booking.id, booking.email, threeLineQuote(quoted));
  const accepted = await (await t.as('anonymous')).gql(ACCEPT_QUOTE, { token });
  expect(accepted.body.errors).toBeUndefined();
  if (past) {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table invoices disable trigger invoices_guard`);
      await tx.update(invoices).set({ depositDueOn, balanceDueOn }).where(eq(invoices.id, accepted.body.data.acceptQuote.id));
      await tx.execute(sql`alter table invoices enable trigger invoices_guard`);
    });
  }
  return { ...accepted.body.data.acceptQuote, email: booking.email };
}

const pay = (id: string, amountCents: number) =>
  staff.gql(RECORD_PAYMENT, { id, input: { amountCents, receivedOn: today, method: 'EFT', reference: 'FNB 4471' } });

const remindersTo = (email: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), inArray(mailOutbox.template, REMINDER_TEMPLATES)))
    .orderBy(mailOutbox.id);

describe('reminders on their days', () => {
  it('deposit: 7 days before, then overdue the day after; balance the same; each once, with amount, date, number and EFT reference', async () => {
    const invoice = await invoiceDue(day(20), day(50), 'Thandi <b>Mokoena</b> & Sons');
    const mails = () => remindersTo(invoice.email);

    await jobs[0].run(day(12));
    expect(await mails()).toEqual([]);

    await jobs[0].run(day(13));
    const [deposit] = await mails();
    expect(deposit).toBeDefined();
    expect(deposit!.template).toBe('payment-reminder-deposit');
    // R9 568.99 due on the deposit date, invoice number and reference in the subject and the body.
    for (const part of [deposit!.subject, deposit!.textBody]) {
      expect(part).toContain('R 9 568.99');
      expect(part).toContain(invoice.number);
      expect(part).toContain(invoice.reference);
    }
    expect(deposit!.subject).toMatch(/^Deposit reminder: R 9 568\.99 due \d{2} \w{3} \d{4}/);
    // The customer's typed name is escaped in the HTML body.
    expect(deposit!.htmlBody).toContain('Thandi &lt;b&gt;Mokoena&lt;/b&gt; &amp; Sons');
    expect(deposit!.htmlBody).not.toContain('<b>Mokoena');

    // Repeated runs on the same day and up to the due date send nothing more.
    for (const d of [13, 14, 19, 20]) await jobs[0].run(day(d));
    expect(await mails()).toHaveLength(1);

    await jobs[0].run(day(21));
    expect((await mails()).map((m) => m.template)).toEqual(['payment-reminder-deposit', 'payment-overdue-deposit']);
    expect((await mails())[1]!.subject).toMatch(/^Deposit overdue: R 9 568\.99/);
    await jobs[0].run(day(22));
    expect(await mails()).toHaveLength(2);

    // The deposit paid: the balance reminders follow, for the rest of the total.
    expect((await pay(invoice.id, invoice.depositCents)).body.errors).toBeUndefined();
    await jobs[0].run(day(42));
    expect(await mails()).toHaveLength(2);
    await jobs[0].run(day(43));
    await jobs[0].run(day(43));
    await jobs[0].run(day(51));
    await jobs[0].run(day(60));
    const all = await mails();
    expect(all.map((m) => m.template)).toEqual(['payment-reminder-deposit', 'payment-overdue-deposit', 'payment-reminder-balance', 'payment-overdue-balance']);
    expect(all[2]!.subject).toContain('R 22 327.63');
    expect(all[3]!.subject).toMatch(/^Balance overdue: R 22 327\.63/);

    // One record per reminder, and an audit event each, by the system.
    const records = await t.db.select().from(paymentReminders).where(eq(paymentReminders.invoiceId, invoice.id));
    expect(records.map((r) => [r.kind, r.dueOn]).sort()).toEqual(
      [
        ['BALANCE_OVERDUE', day(50)],
        ['BALANCE_REMINDER', day(50)],
        ['DEPOSIT_OVERDUE', day(20)],
        ['DEPOSIT_REMINDER', day(20)],
      ].sort(),
    );
    const audited = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, invoice.id), eq(auditEvents.action, 'REMINDER_SENT')));
    expect(audited.map((e) => e.actorName)).toEqual(['system', 'system', 'system', 'system']);
    // The database keeps the record as written.
    await expect(t.db.delete(paymentReminders).where(eq(paymentReminders.invoiceId, invoice.id))).rejects.toThrow();
  });

  it('a paid deposit gets no deposit reminder; a job that was down on the day still sends the overdue notice once', async () => {
    const invoice = await invoiceDue(day(20), day(50));
    expect((await pay(invoice.id, invoice.depositCents)).body.errors).toBeUndefined();
    await jobs[0].run(day(13));
    await jobs[0].run(day(21));
    expect(await remindersTo(invoice.email)).toEqual([]);
    // Nothing ran between the balance window and well after the due date: only the overdue notice goes.
    await jobs[0].run(day(70));
    await jobs[0].run(day(71));
    expect((await remindersTo(invoice.email)).map((m) => m.template)).toEqual(['payment-overdue-balance']);
  });

  it('an invoice issued inside the reminder window gets no reminder (its mail gave the date), only the overdue notice', async () => {
    const invoice = await invoiceDue(day(3), day(50));
    await jobs[0].run(day(0));
    await jobs[0].run(day(3));
    expect(await remindersTo(invoice.email)).toEqual([]);
    await jobs[0].run(day(4));
    expect((await remindersTo(invoice.email)).map((m) => m.template)).toEqual(['payment-overdue-deposit']);
  });

  it('nothing for an invoice paid in full or cancelled, on any day', async () => {
    const paid = await invoiceDue(day(20), day(50));
    expect((await pay(paid.id, paid.totalCents)).body.errors).toBeUndefined();
    const cancelled = await invoiceDue(day(20), day(50));
    const cancel = await staff.gql('mutation($id: ID!) { cancelInvoice(id: $id, input: { cancellationFeeCents: 0, reason: "Trip called off" }) { status } }', { id: cancelled.id });
    expect(cancel.body.errors).toBeUndefined();
    for (const d of [13, 20, 21, 43, 50, 51, 80]) await jobs[0].run(day(d));
    expect(await remindersTo(paid.email)).toEqual([]);
    expect(await remindersTo(cancelled.email)).toEqual([]);
  });
});

describe('exactly once with several processes', () => {
  it('two apps’ jobs running at once queue each reminder once', async () => {
    const invoices = await Promise.all([invoiceDue(day(20), day(50)), invoiceDue(day(20), day(50)), invoiceDue(day(20), day(50))]);
    const emails = invoices.map((i) => i.email);
    const count = async () => (await t.db.select().from(mailOutbox).where(and(inArray(mailOutbox.toAddress, emails), inArray(mailOutbox.template, REMINDER_TEMPLATES)))).length;

    const [a, b] = await Promise.all([jobs[0].run(day(13)), jobs[1].run(day(13))]);
    expect(await count()).toBe(3);
    // Between them they queued exactly the three: which job won each is the database's choice.
    expect(a.queued + b.queued).toBe(3);
    const overdue = await Promise.all([jobs[0].run(day(21)), jobs[1].run(day(21)), jobs[0].run(day(21)), jobs[1].run(day(21))]);
    expect(await count()).toBe(6);
    expect(overdue.reduce((sum, r) => sum + r.queued, 0)).toBe(3);
  });
});

describe('paymentsDue', () => {
  const QUERY = 'query($within: Int) { paymentsDue(withinDays: $within) { invoiceId invoiceNumber reference customerName kind amountDueCents dueOn overdue daysOverdue } }';
  const listed = async (ids: string[], within?: number) => {
    const res = await staff.gql(QUERY, within === undefined ? {} : { within });
    expect(res.body.errors).toBeUndefined();
    return (res.body.data.paymentsDue as { invoiceId: string }[]).filter((p) => ids.includes(p.invoiceId));
  };

  it('lists each open invoice’s next instalment: overdue first (longest first), then by due date; paid and cancelled never', async () => {
    const lateDeposit = await invoiceDue(day(-5), day(3));
    const soonDeposit = await invoiceDue(day(4), day(60));
    const balanceNext = await invoiceDue(day(-2), day(10));
    expect((await pay(balanceNext.id, balanceNext.depositCents)).body.errors).toBeUndefined();
    const farAway = await invoiceDue(day(40), day(60));
    const paid = await invoiceDue(day(-1), day(5));
    expect((await pay(paid.id, paid.totalCents)).body.errors).toBeUndefined();
    const cancelled = await invoiceDue(day(-9), day(5));
    await staff.gql('mutation($id: ID!) { cancelInvoice(id: $id, input: { cancellationFeeCents: 0, reason: "Called off" }) { status } }', { id: cancelled.id });
    const ids = [lateDeposit, soonDeposit, balanceNext, farAway, paid, cancelled].map((i) => i.id);

    const due = await listed(ids);
    expect(due).toEqual([
      {
        invoiceId: lateDeposit.id,
        invoiceNumber: lateDeposit.number,
        reference: lateDeposit.reference,
        customerName: 'Sipho Ndlovu',
        kind: 'DEPOSIT',
        amountDueCents: 956_899,
        dueOn: day(-5),
        overdue: true,
        daysOverdue: 5,
      },
      expect.objectContaining({ invoiceId: soonDeposit.id, kind: 'DEPOSIT', amountDueCents: 956_899, dueOn: day(4), overdue: false, daysOverdue: 0 }),
      expect.objectContaining({ invoiceId: balanceNext.id, kind: 'BALANCE', amountDueCents: 3_189_662 - 956_899, dueOn: day(10), overdue: false }),
    ]);
    // A wider window takes in the far one; 0 days keeps only what is due today or overdue.
    expect((await listed(ids, 60)).map((p) => p.invoiceId)).toEqual([lateDeposit.id, soonDeposit.id, balanceNext.id, farAway.id]);
    expect((await listed(ids, 0)).map((p) => p.invoiceId)).toEqual([lateDeposit.id]);
  });

  it('refuses a window outside 0–365 days with a clear message', async () => {
    for (const within of [-1, 366]) {
      const res = await staff.gql(QUERY, { within });
      expect(res.body.errors?.[0]).toMatchObject({ message: 'withinDays must be a whole number from 0 to 365.', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('reads in a fixed number of statements, however many invoices are open', async () => {
    const { count } = await t.queries.during(() => staff.gql(QUERY, { within: 365 }));
    const more = await Promise.all([invoiceDue(day(5), day(30)), invoiceDue(day(6), day(30)), invoiceDue(day(7), day(30))]);
    expect(more).toHaveLength(3);
    const again = await t.queries.during(() => staff.gql(QUERY, { within: 365 }));
    expect(again.count).toBe(count);
  });
});

describe('logs', () => {
  it('say how many reminders were queued, never whose (no name, address, invoice number or reference)', async () => {
    const invoice = await invoiceDue(day(20), day(50), 'Nomvula Logprobe');
    const logged: string[] = [];
    const spy = jest.spyOn(Logger.prototype, 'log').mockImplementation((message: unknown) => {
      logged.push(String(message));
    });
    try {
      await jobs[0].run(day(13));
    } finally {
      spy.mockRestore();
    }
    expect(logged.some((line) => /Payment reminders for \d{4}-\d{2}-\d{2}: \d+ queued/.test(line))).toBe(true);
    const text = logged.join('\n');
    for (const secret of ['Nomvula', 'Logprobe', invoice.email, invoice.number, invoice.reference]) expect(text).not.toContain(secret);
  });
});
