/**
 * One source for the agency's details: the AGENCY_* settings an operator gives reach the site (the public
 * siteConfig query every page reads) and the documents (quote, invoice and voucher PDFs, the voucher
 * mail) alike, the emergency number included. Another agency's values throughout, so nothing can pass on
 * a default written somewhere else.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { todayInSouthAfrica } from '../src/common/dates.js';
import { loadConfig } from '../src/config/config.js';
import { mailOutbox } from '../src/db/schema.js';
import { createBookingRequest } from './support/factories.js';
import { readPdf } from './support/pdf.js';
import { ACCEPT_QUOTE, RECORD_PAYMENT, sentQuote } from './support/quotes.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';

const ENV = {
  AGENCY_NAME: 'Karoo Trails Travel',
  AGENCY_REGISTRATION_NUMBER: '2021/654321/07',
  AGENCY_VAT_NUMBER: '4123 456 789',
  AGENCY_ADDRESS: '12 Long Street | Cape Town 8001 | South Africa',
  AGENCY_PHONE: '+27 21 555 0100',
  AGENCY_EMAIL: 'desk@karootrails.example',
  AGENCY_EMERGENCY_PHONE: '+27 82 555 0199',
};

let t: TestApp;
let staff: Caller;
beforeAll(async () => {
  // Through loadConfig, as at start-up: the environment variables are what an operator sets.
  t = await createTestApp({ agency: loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...ENV }).agency });
  staff = await t.as('STAFF');
});
afterAll(async () => {
  await t?.close();
});

async function pdfText(path: string, caller: Caller): Promise<string> {
  const res = await request(t.http)
    .get(path)
    .set('Authorization', `Bearer ${caller.token}`)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
  expect({ path, status: res.status }).toEqual({ path, status: 200 });
  return (await readPdf(res.body as Buffer)).text;
}

describe("the agency's details", () => {
  it('are the configured ones in the siteConfig query, for any visitor, without the bank account', async () => {
    const res = await (await t.as('anonymous')).gql('{ siteConfig { agency { name registrationNumber vatNumber addressLines phone email emergencyPhone } } }').expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.siteConfig.agency).toEqual({
      name: 'Karoo Trails Travel',
      registrationNumber: '2021/654321/07',
      vatNumber: '4123456789',
      addressLines: ['12 Long Street', 'Cape Town 8001', 'South Africa'],
      phone: '+27 21 555 0100',
      email: 'desk@karootrails.example',
      emergencyPhone: '+27 82 555 0199',
    });
    const bank = await (await t.as('anonymous')).gql('{ siteConfig { agency { bank { name } } } }');
    expect(bank.body.errors?.[0]?.message).toMatch(/Cannot query field "bank"/);
  });

  it('are the same on the quote, invoice and voucher PDFs and in the voucher mail, the emergency number on the voucher', async () => {
    const customer = await t.as('CUSTOMER');
    const booking = await createBookingRequest(t.db, { userId: customer.user!.id, email: customer.user!.email });
    const { quote, token } = await sentQuote(t, staff, booking.id, booking.email);
    const accepted = await (await t.as('anonymous')).gql(ACCEPT_QUOTE, { token });
    expect(accepted.body.errors).toBeUndefined();
    const invoice = accepted.body.data.acceptQuote as { id: string; totalCents: number };
    const paid = await staff.gql(RECORD_PAYMENT, { id: invoice.id, input: { amountCents: invoice.totalCents, receivedOn: todayInSouthAfrica(), method: 'EFT', reference: 'FNB 1' } });
    expect(paid.body.errors).toBeUndefined();

    const letterhead = ['Karoo Trails Travel', '12 Long Street, Cape Town 8001, South Africa', 'Registration no. 2021/654321/07', 'VAT no. 4123456789', '+27 21 555 0100', 'desk@karootrails.example'];
    const quotePdf = await pdfText(`/api/documents/quotes/${(quote as { id: string }).id}.pdf`, staff);
    const invoicePdf = await pdfText(`/api/documents/invoices/${invoice.id}.pdf`, customer);
    const voucherPdf = await pdfText(`/api/documents/vouchers/${invoice.id}.pdf`, customer);
    for (const text of [quotePdf, invoicePdf, voucherPdf]) for (const expected of letterhead) expect(text).toContain(expected);
    expect(voucherPdf).toContain('day and night while you travel: +27 82 555 0199');

    const [voucherMail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, booking.email), eq(mailOutbox.template, 'travel-voucher')));
    expect(voucherMail?.textBody).toContain('Emergency contact: +27 82 555 0199 · desk@karootrails.example');
  });
});

describe('the defaults', () => {
  it("are the site's own Centurion details, the emergency number the office's", () => {
    const agency = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }).agency;
    expect(agency).toMatchObject({ name: 'Ubuntu Horizons Travel', phone: '+27 12 345 6789', emergencyPhone: '+27 12 345 6789', email: 'hello@ubuntuhorizons.co.za' });
    expect(agency.addressLines.join(', ')).toMatch(/Centurion/);
    // Set with the office number only, the voucher follows it rather than keeping the demo's.
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', AGENCY_PHONE: '+27 21 555 0100' }).agency.emergencyPhone).toBe('+27 21 555 0100');
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', AGENCY_EMERGENCY_PHONE: 'ring us' })).toThrow(/AGENCY_EMERGENCY_PHONE/);
  });
});
