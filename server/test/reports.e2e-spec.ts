/**
 * The accounting exports: GET /api/reports/invoices.csv (Xero's sales-invoice layout, one row per invoice
 * line, credit notes as negative quantities) and GET /api/reports/payments.csv. Checked byte for byte where
 * it matters to a spreadsheet: the BOM, CRLF, RFC 4180 quoting, the formula guard, exact rand amounts whose
 * lines add up to the invoice's total and VAT; and the query parameters as browsers send them.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { addDays, todayInSouthAfrica } from '../src/common/dates.js';
import { createBookingRequest } from './support/factories.js';
import { ACCEPT_QUOTE, RECORD_PAYMENT, sentQuote } from './support/quotes.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';

let t: TestApp;
let staff: Caller;
const today = todayInSouthAfrica();
const dmy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const HOSTILE_NAME = '=HYPERLINK("http://evil.example","click")';

let invoice: { id: string; number: string; reference: string; balanceDueOn: string };
let cancelled: { id: string; number: string; reference: string };
let email: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.as('STAFF');
  const admin = await t.as('AGENCY_ADMIN');
  expect((await admin.gql('mutation { setExchangeRate(currency: USD, randPerUnit: 18.25) { randPerUnit } }')).body.errors).toBeUndefined();
  const booking = await createBookingRequest(t.db, { fullName: HOSTILE_NAME });
  email = booking.email;
  const { token } = await sentQuote(t, staff, booking.id, booking.email);
  invoice = (await (await t.as('anonymous')).gql(ACCEPT_QUOTE, { token })).body.data.acceptQuote;
  const pay = (id: string, amountCents: number, reference: string) =>
    staff.gql(RECORD_PAYMENT, { id, input: { amountCents, receivedOn: today, method: 'EFT', reference } });
  expect((await pay(invoice.id, 956_899, '+27 FNB, "deposit"')).body.errors).toBeUndefined();

  const other = await createBookingRequest(t.db, { fullName: 'Pieter van der Merwe' });
  const second = await sentQuote(t, staff, other.id, other.email);
  cancelled = (await (await t.as('anonymous')).gql(ACCEPT_QUOTE, { token: second.token })).body.data.acceptQuote;
  expect((await pay(cancelled.id, 100_000, 'ABSA 1')).body.errors).toBeUndefined();
  const cancel = await staff.gql('mutation($id: ID!) { cancelInvoice(id: $id, input: { cancellationFeeCents: 50000, reason: "Cancelled" }) { creditNote { number } } }', { id: cancelled.id });
  expect(cancel.body.errors).toBeUndefined();
  (cancelled as { creditNote?: string }).creditNote = cancel.body.data.cancelInvoice.creditNote.number;
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, token = staff.token) => request(t.http).get(path).set('authorization', `Bearer ${token}`);
/** The records of a CSV answer (BOM removed, split on CRLF; the tests' cells hold no CRLF). */
const records = (body: string) => body.replace(/^\uFEFF/, '').replace(/\r\n$/, '').split('\r\n');

describe('GET /api/reports/invoices.csv', () => {
  it('answers a UTF-8 CSV download with a BOM, CRLF lines and no caching', async () => {
    const res = await get(`/api/reports/invoices.csv?from=${today}&to=${today}`).buffer(true).parse((r, done) => {
      let data = '';
      r.setEncoding('utf8');
      r.on('data', (chunk: string) => (data += chunk));
      r.on('end', () => done(null, data));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoices-${today}-to-${today}.csv"`);
    expect(res.headers['cache-control']).toMatch(/(^|, )no-store$/);
    const body = res.body as string;
    expect(body.startsWith('\uFEFFContactName,')).toBe(true);
    expect(body.endsWith('\r\n')).toBe(true);
  });

  it('writes one row per line in Xero’s layout, amounts VAT-inclusive and exact, lines adding up to the invoice', async () => {
    const res = await get(`/api/reports/invoices.csv?from=${today}&to=${today}`).expect(200);
    const [header, ...rows] = records(res.text);
    expect(header).toBe('ContactName,EmailAddress,InvoiceNumber,Reference,InvoiceDate,DueDate,Description,Quantity,UnitAmount,TaxType,TaxAmount,Currency');
    const mine = rows.filter((r) => r.includes(invoice.number));
    // The name starts with "=": kept as text with a leading ', and quoted because it holds quotes and a comma.
    const name = `"'=HYPERLINK(""http://evil.example"",""click"")"`;
    const start = `${name},${email},${invoice.number},${invoice.reference},${dmy(today)},${dmy(invoice.balanceDueOn)}`;
    expect(mine).toEqual([
      `${start},"Kruger safari, 4 nights",2,12000.00,15% (VAT on Income),3130.44,ZAR`,
      `${start},JNB–MQP return (1 × USD 350.50 at R18.2500),1,6396.63,15% (VAT on Income),834.34,ZAR`,
      `${start},Travel insurance,1,1499.99,15% (VAT on Income),195.65,ZAR`,
    ]);
    // Each line's own VAT adds up to R4 160.42: the cent of rounding goes to the largest line, so the lines
    // add up to the invoice's R4 160.43 as Xero will check.
    expect(313_044 + 83_434 + 19_565).toBe(416_043);
  });

  it('adds a credit note issued in the period as a negative quantity of what it credits (total − fee kept)', async () => {
    const res = await get(`/api/reports/invoices.csv?from=${today}&to=${today}`).expect(200);
    const note = (cancelled as { creditNote?: string }).creditNote!;
    const row = records(res.text).find((r) => r.includes(`,${note},`));
    // R31 896.62 − R500 fee = R31 396.62, of which VAT R4 095.21.
    expect(row).toMatch(new RegExp(`^Pieter van der Merwe,[^,]+,${note},${cancelled.reference},${dmy(today).replace(/\//g, '\\/')},${dmy(today).replace(/\//g, '\\/')},Credit note for invoice ${cancelled.number}: booking cancelled; cancellation fee 500\\.00 kept,-1,31396\\.62,15% \\(VAT on Income\\),-4095\\.21,ZAR$`));
    // The cancelled invoice itself was issued, so its lines are there too.
    expect(records(res.text).filter((r) => r.includes(`,${cancelled.number},`))).toHaveLength(3);
  });

  it('an empty period has the header only', async () => {
    const res = await get('/api/reports/invoices.csv?from=2020-01-01&to=2020-01-31').expect(200);
    expect(records(res.text)).toHaveLength(1);
  });
});

describe('GET /api/reports/payments.csv', () => {
  it('writes one row per payment received in the period, its typed reference guarded and quoted', async () => {
    const res = await get(`/api/reports/payments.csv?from=${today}&to=${today}`).expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="payments-${today}-to-${today}.csv"`);
    expect(res.headers['cache-control']).toMatch(/(^|, )no-store$/);
    const [header, ...rows] = records(res.text);
    expect(header).toBe('Date,InvoiceNumber,Reference,Amount,Method,PaymentReference');
    expect(rows).toContain(`${dmy(today)},${invoice.number},${invoice.reference},9568.99,EFT,"'+27 FNB, ""deposit"""`);
    expect(rows).toContain(`${dmy(today)},${cancelled.number},${cancelled.reference},1000.00,EFT,ABSA 1`);
  });
});

describe('the period parameters', () => {
  it('reads empty and "undefined" parameters as not given (this month so far) and an ISO date-time as its South African date', async () => {
    const first = `${today.slice(0, 8)}01`;
    const none = await get('/api/reports/payments.csv?from=&to=undefined').expect(200);
    expect(none.headers['content-disposition']).toBe(`attachment; filename="payments-${first}-to-${today}.csv"`);
    // 22:00Z the day before is midnight in South Africa: a date picker's local midnight.
    const iso = new Date(`${today}T00:00:00+02:00`).toISOString();
    const res = await get(`/api/reports/payments.csv?from=${encodeURIComponent(iso)}&to=${encodeURIComponent(iso)}`).expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="payments-${today}-to-${today}.csv"`);
    expect(records(res.text).length).toBeGreaterThan(1);
  });

  it('refuses a bad date, an end before the start and a period over 731 days with 400 and a clear message', async () => {
    const cases: [string, string][] = [
      ['from=yesterday', 'Dates must be real calendar dates written YYYY-MM-DD.'],
      ['to=2027-02-30', 'Dates must be real calendar dates written YYYY-MM-DD.'],
      [`from=${today}&to=${addDays(today, -1)}`, 'from must be on or before to.'],
      ['from=2024-01-01&to=2026-01-01', 'An export can cover at most 731 days.'],
      ['colour=red', 'Unknown field "colour".'],
    ];
    for (const [query, message] of cases) {
      for (const path of ['invoices.csv', 'payments.csv']) {
        const res = await get(`/api/reports/${path}?${query}`);
        expect({ query, status: res.status, message: res.body.message }).toEqual({ query, status: 400, message: expect.stringContaining(message) });
      }
    }
    await get('/api/reports/payments.csv?from=2024-01-01&to=2025-12-31').expect(200);
  });

  it('is the agency’s: a customer is refused, and so is a visitor', async () => {
    const customer = await t.as('CUSTOMER');
    await get('/api/reports/invoices.csv', customer.token).expect(403);
    await request(t.http).get('/api/reports/payments.csv').expect(401);
  });
});
