/**
 * The customer documents end to end: a three-line quote (one line in US dollars) is sent, accepted, paid
 * with a 30% deposit and then the balance; another invoice is cancelled. Every document is read back as
 * a PDF twice, from the download routes and from the attachments the mail worker hands to a real SMTP
 * server, and must say the right amounts to the cent and never a net cost. Who may download what:
 * staff, the customer whose invoice it is, the quote link's holder; everyone else gets 404.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { todayInSouthAfrica } from '../src/common/dates.js';
import { loadConfig } from '../src/config/config.js';
import { mailOutbox } from '../src/db/schema.js';
import { MailWorker } from '../src/mail/mail-worker.js';
import { enqueueMail } from '../src/mail/outbox.js';
import { createBookingRequest } from './support/factories.js';
import { readPdf } from './support/pdf.js';
import { ACCEPT_QUOTE, INVOICE_FIELDS, sentQuote } from './support/quotes.js';
import { TestSmtpServer, type ReceivedMail } from './support/smtp.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';

const BANK = { name: 'Karoo Test Bank', accountName: 'Ubuntu Horizons Travel Trust', accountNumber: '6212345678', branchCode: '250655' };
const CUSTOMER_NAME = 'Zoë Ŋgema 李 😀';
// The three lines of support/quotes.ts at R 18.25 to the dollar: R 31 896.62 with R 4 160.43 VAT.
const TOTAL = 'R 31 896.62';
const VAT = 'R 4 160.43';
const DEPOSIT_CENTS = 956_899;
const BALANCE_CENTS = 3_189_662 - DEPOSIT_CENTS;
// Staff-only net costs of the quote's lines (R 19 000.00 and R 5 000.00): never on a customer document.
const NET_COSTS = ['R 19 000.00', 'R 5 000.00', '1 900 000', 'margin'];

let t: TestApp;
let smtp: TestSmtpServer;
let worker: MailWorker;
let staff: Caller;
let customer: Caller;
let otherCustomer: Caller;
let manager: Caller;

beforeAll(async () => {
  smtp = new TestSmtpServer();
  await smtp.start();
  const base = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) });
  t = await createTestApp({
    mail: { ...base.mail, smtpUrl: smtp.url, workerEnabled: false, retryBaseMs: 60_000 },
    agency: { ...base.agency, bank: BANK },
  });
  worker = t.app.get(MailWorker);
  staff = await t.as('STAFF');
  customer = await t.as('CUSTOMER');
  otherCustomer = await t.as('CUSTOMER');
  manager = await t.as('HOTEL_MANAGER');
  const admin = await t.as('AGENCY_ADMIN');
  expect((await admin.gql('mutation { setExchangeRate(currency: USD, randPerUnit: 18.25) { randPerUnit } }')).body.errors).toBeUndefined();
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});
beforeEach(async () => {
  await worker.drain();
  smtp.clear();
});

/** GET a document as `caller` (or anonymously); the body as bytes whatever its type. */
function download(path: string, caller?: Caller) {
  const req = request(t.http)
    .get(path)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
  return caller?.token ? req.set('Authorization', `Bearer ${caller.token}`) : req;
}

async function pdfAt(path: string, caller?: Caller) {
  const res = await download(path, caller);
  expect({ path, status: res.status }).toEqual({ path, status: 200 });
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  const filename = /^attachment; filename="([A-Za-z0-9._-]+\.pdf)"$/.exec(res.headers['content-disposition'] ?? '')?.[1];
  expect(filename).toBeDefined();
  return { filename: filename!, ...(await readPdf(res.body as Buffer)) };
}

/** Sends the outbox; the one mail of `template` that reached the SMTP server, and its one PDF read back. */
async function mailedPdf(template: string): Promise<{ mail: ReceivedMail; filename: string; text: string }> {
  await worker.drain();
  const mails = smtp.messages.filter((m) => m.headers['x-mail-template'] === template);
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  expect(mail.attachments).toHaveLength(1);
  const [attachment] = mail.attachments;
  expect(attachment!.contentType).toBe('application/pdf');
  return { mail, filename: attachment!.filename, text: (await readPdf(attachment!.content)).text };
}

const expectNoNetCost = (text: string) => {
  for (const secret of NET_COSTS) expect(text).not.toContain(secret);
};

const RECORD_PAYMENT_IDS = `mutation($id: ID!, $input: PaymentInput!) { recordPayment(invoiceId: $id, input: $input) { payments { id } } }`;

const pay = (id: string, amountCents: number, method = 'EFT', reference = 'FNB 4471') =>
  staff.gql(RECORD_PAYMENT_IDS, { id, input: { amountCents, receivedOn: todayInSouthAfrica(), method, reference } });

async function acceptedInvoice(owner: Caller) {
  const booking = await createBookingRequest(t.db, { userId: owner.user!.id, email: owner.user!.email, fullName: CUSTOMER_NAME });
  const { quote, token } = await sentQuote(t, staff, booking.id, booking.email);
  const accepted = await (await t.as('anonymous')).gql(ACCEPT_QUOTE, { token });
  expect(accepted.body.errors).toBeUndefined();
  return { booking, quote, token, invoice: accepted.body.data.acceptQuote as { id: string; number: string; reference: string } };
}

describe('the money flow’s documents, downloaded and mailed', () => {
  it('quote → invoice → deposit and balance receipts → voucher: each PDF says the right amounts and never a net cost', async () => {
    const booking = await createBookingRequest(t.db, { userId: customer.user!.id, email: customer.user!.email, fullName: CUSTOMER_NAME });
    const { quote, token } = await sentQuote(t, staff, booking.id, booking.email);

    // The quote, mailed and behind its link.
    const quoteMail = await mailedPdf('quote-sent');
    expect(quoteMail.filename).toBe(`QUOTE-${booking.reference}-v1.pdf`);
    const quoteByLink = await pdfAt(`/api/quotes/${token}/quote.pdf`);
    const quoteForStaff = await pdfAt(`/api/documents/quotes/${quote.id}.pdf`, staff);
    for (const text of [quoteMail.text, quoteByLink.text, quoteForStaff.text]) {
      for (const expected of [booking.reference, 'Zoë Ŋgema', 'Kruger safari, 4 nights', 'US$ 350.50 at R 18.2500', 'R 6 396.63', 'R 1 499.99', TOTAL, 'Total VAT', VAT, 'Deposit (30%)', 'R 9 568.99', 'R 22 327.63', 'As discussed on the phone.']) {
        expect(text).toContain(expected);
      }
      expectNoNetCost(text);
    }
    // No invoice until the customer accepts.
    const early = await download(`/api/quotes/${token}/invoice.pdf`);
    expect(early.status).toBe(404);

    const accepted = await (await t.as('anonymous')).gql(ACCEPT_QUOTE, { token });
    expect(accepted.body.errors).toBeUndefined();
    const invoice = accepted.body.data.acceptQuote as { id: string; number: string };
    expect(invoice.number).toMatch(/^INV-\d{4}-\d{5}$/);

    const invoiceMail = await mailedPdf('invoice-issued');
    expect(invoiceMail.filename).toBe(`${invoice.number}.pdf`);
    // The mail's own text says where to pay, too.
    for (const expected of [BANK.name, BANK.accountNumber, BANK.branchCode, booking.reference]) expect(invoiceMail.mail.text).toContain(expected);
    const invoiceByLink = await pdfAt(`/api/quotes/${token}/invoice.pdf`);
    const invoiceForCustomer = await pdfAt(`/api/documents/invoices/${invoice.id}.pdf`, customer);
    expect(invoiceForCustomer.filename).toBe(`${invoice.number}.pdf`);
    for (const text of [invoiceMail.text, invoiceByLink.text, invoiceForCustomer.text]) {
      for (const expected of ['TAX INVOICE', invoice.number, `Booking reference ${booking.reference}`, TOTAL, VAT, 'R 27 736.19', 'Deposit R 9 568.99', 'Balance R 22 327.63', `Payment reference ${booking.reference}`, BANK.name, BANK.accountName, BANK.accountNumber, BANK.branchCode, t.config.agency.vatNumber, t.config.agency.registrationNumber]) {
        expect(text).toContain(expected);
      }
      expectNoNetCost(text);
    }

    // No voucher before it is paid in full, for the customer and for staff alike.
    for (const who of [customer, staff]) {
      const res = await download(`/api/documents/vouchers/${invoice.id}.pdf`, who);
      expect(res.status).toBe(404);
      expect(JSON.parse((res.body as Buffer).toString('utf8')).message).toBe('The travel voucher is issued once the invoice is paid in full.');
    }

    // The 30% deposit: a receipt, no voucher yet.
    const deposit = await pay(invoice.id, DEPOSIT_CENTS);
    expect(deposit.body.errors).toBeUndefined();
    const depositReceipt = await mailedPdf('payment-receipt');
    expect(smtp.messages.filter((m) => m.headers['x-mail-template'] === 'travel-voucher')).toEqual([]);
    expect(depositReceipt.filename).toBe(`${invoice.number}-R1.pdf`);
    for (const expected of ['RECEIPT', invoice.number, 'Amount received R 9 568.99', 'EFT (bank transfer)', 'FNB 4471', 'Paid to date R 9 568.99', 'Balance after this payment R 22 327.63']) {
      expect(depositReceipt.text).toContain(expected);
    }
    smtp.clear();

    // The balance: its receipt and the travel voucher.
    const balance = await pay(invoice.id, BALANCE_CENTS, 'CARD', 'card 1234');
    expect(balance.body.errors).toBeUndefined();
    const [depositPayment, balancePayment] = (balance.body.data.recordPayment as { payments: { id: string }[] }).payments;
    const balanceReceipt = await mailedPdf('payment-receipt');
    for (const expected of [`${invoice.number}-R2`, 'Amount received R 22 327.63', 'Card', 'Paid to date R 31 896.62', 'Balance after this payment R 0.00']) {
      expect(balanceReceipt.text).toContain(expected);
    }
    const voucherMail = await mailedPdf('travel-voucher');
    const voucherForCustomer = await pdfAt(`/api/documents/vouchers/${invoice.id}.pdf`, customer);
    for (const text of [voucherMail.text, voucherForCustomer.text]) {
      for (const expected of ['TRAVEL VOUCHER', booking.reference, 'Zoë Ŋgema', 'Paid in full', 'Kruger safari, 4 nights', 'JNB–MQP return', 'Emergency contact', t.config.agency.phone]) {
        expect(text).toContain(expected);
      }
      expectNoNetCost(text);
    }

    // Receipts and the invoice with both payments, downloaded later.
    const firstReceipt = await pdfAt(`/api/documents/receipts/${depositPayment!.id}.pdf`, customer);
    expect(firstReceipt.text).toContain('Balance after this payment R 22 327.63');
    const secondReceipt = await pdfAt(`/api/documents/receipts/${balancePayment!.id}.pdf`, staff);
    expect(secondReceipt.text).toContain('Balance after this payment R 0.00');
    const paidInvoice = await pdfAt(`/api/documents/invoices/${invoice.id}.pdf`, staff);
    expect(paidInvoice.text).toContain('Paid to date R 31 896.62');
    expect(paidInvoice.text).toContain('Balance outstanding R 0.00');
  });

  it('cancelling an invoice mails its credit note; the credit note downloads for the customer and staff', async () => {
    const { invoice, booking } = await acceptedInvoice(customer);
    expect((await pay(invoice.id, DEPOSIT_CENTS)).body.errors).toBeUndefined();
    await worker.drain();
    smtp.clear();
    const none = await download(`/api/documents/credit-notes/${invoice.id}.pdf`, staff);
    expect(none.status).toBe(404);
    const cancelled = await staff.gql(`mutation($id: ID!) { cancelInvoice(id: $id, input: { reason: "Flights cancelled by the airline", cancellationFeeCents: 150000 }) { ${INVOICE_FIELDS} } }`, { id: invoice.id });
    expect(cancelled.body.errors).toBeUndefined();
    const note = cancelled.body.data.cancelInvoice.creditNote as { number: string };
    const mailed = await mailedPdf('credit-note');
    expect(mailed.filename).toBe(`${note.number}.pdf`);
    const downloaded = await pdfAt(`/api/documents/credit-notes/${invoice.id}.pdf`, customer);
    for (const text of [mailed.text, downloaded.text]) {
      for (const expected of ['CREDIT NOTE', note.number, `Cancels invoice ${invoice.number}`, booking.reference, 'cancellation fee kept', 'R 1 500.00', 'Amount credited', 'R 30 396.62', 'R 8 068.99', 'Flights cancelled by the airline']) {
        expect(text).toContain(expected);
      }
    }
  });
});

describe('who may download', () => {
  it('answers 404 to another customer and a hotel manager, 401 anonymously, and never reveals that the document exists', async () => {
    const { invoice } = await acceptedInvoice(customer);
    const paid = await pay(invoice.id, 3_189_662);
    const paymentId = (paid.body.data.recordPayment as { payments: { id: string }[] }).payments[0]!.id;
    await staff.gql('mutation($id: ID!) { cancelInvoice(id: $id, input: { reason: "Changed plans", cancellationFeeCents: 0 }) { id } }', { id: invoice.id });
    const paths = [
      `/api/documents/invoices/${invoice.id}.pdf`,
      `/api/documents/receipts/${paymentId}.pdf`,
      `/api/documents/credit-notes/${invoice.id}.pdf`,
    ];
    for (const path of paths) {
      expect((await download(path, customer)).status).toBe(200);
      for (const stranger of [otherCustomer, manager]) {
        const res = await download(path, stranger);
        const unknown = await download(path.replace(/[0-9a-f-]{36}/, randomUUID()), stranger);
        expect({ path, status: res.status, body: (res.body as Buffer).toString('utf8') }).toEqual({ path, status: 404, body: (unknown.body as Buffer).toString('utf8') });
      }
      expect((await download(path)).status).toBe(401);
    }
    // A quote by id is staff's alone; its link is the customer's way. Anyone else signed in, its own
    // customer included, is told it does not exist, exactly as for an unknown quote (as every document).
    const { quote } = await acceptedInvoice(customer);
    const quotePath = `/api/documents/quotes/${quote.id}.pdf`;
    for (const who of [customer, otherCustomer, manager]) {
      const res = await download(quotePath, who);
      const unknown = await download(`/api/documents/quotes/${randomUUID()}.pdf`, who);
      expect({ status: res.status, body: (res.body as Buffer).toString('utf8') }).toEqual({ status: 404, body: (unknown.body as Buffer).toString('utf8') });
    }
    expect((await download(quotePath, staff)).status).toBe(200);
    expect((await download(quotePath)).status).toBe(401);
  });

  it('answers a malformed id or a wrong link as an unknown one, with the same message', async () => {
    const { token, invoice } = await acceptedInvoice(customer);
    for (const path of [`/api/documents/invoices/not-a-uuid.pdf`, `/api/documents/invoices/${randomUUID()}.pdf`]) {
      const res = await download(path, staff);
      expect({ path, status: res.status, message: JSON.parse((res.body as Buffer).toString('utf8')).message }).toEqual({ path, status: 404, message: 'Invoice not found.' });
    }
    expect((await download(`/api/documents/invoices/${invoice.id.toUpperCase()}.pdf`, staff)).status).toBe(200);
    const wrongToken = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [`/api/quotes/${wrongToken}/quote.pdf`, `/api/quotes/short/invoice.pdf`]) {
      const res = await download(path);
      expect({ path, status: res.status, message: JSON.parse((res.body as Buffer).toString('utf8')).message }).toEqual({
        path,
        status: 404,
        message: 'This quote link is not valid or has expired. Please contact us for a new one.',
      });
    }
  });
});

describe('attachments in the outbox', () => {
  it('stores references, not files, and counts a document that cannot be rendered as a failed attempt without personal data', async () => {
    await worker.drain();
    const missing = randomUUID();
    await enqueueMail(t.db, { to: 'zoe@example.test', subject: 'Your invoice', text: 'Zoë Ŋgema', template: 'invoice-issued', attachments: [{ kind: 'invoice', id: missing }] });
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'zoe@example.test'));
    expect(row!.attachments).toEqual([{ kind: 'invoice', id: missing }]);
    expect(await worker.drain()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [after] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(after).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'Attachment (invoice) could not be rendered: Invoice not found.' });
    expect(smtp.messages.filter((m) => m.to.includes('zoe@example.test'))).toEqual([]);
  });
});
