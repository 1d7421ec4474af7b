import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../config/config.js';
import { readPdf } from '../../test/support/pdf.js';
import { creditNotePdf, invoicePdf, quotePdf, receiptPdf, voucherPdf, type CustomerLine, type InvoiceForDocument, type PaymentForDocument } from './document-builders.js';

const agency = loadConfig({ DATA_DIR: 'memory://', BANK_NAME: 'Karoo Bank', BANK_ACCOUNT_NUMBER: '62 1234 5678', BANK_BRANCH_CODE: '250655', AGENCY_EMERGENCY_PHONE: '+27 82 555 0199' }).agency;

const lines: CustomerLine[] = [
  { position: 1, kind: 'PACKAGE', description: 'Kruger safari, 4 nights', quantity: 2, unitPriceCents: 1_200_000, currency: 'ZAR', exchangeRate: '1.0000', amountCents: 2_400_000, vatTreatment: 'STANDARD', vatPercent: 15, vatCents: 313_044 },
  { position: 2, kind: 'FLIGHT', description: 'JNB–MQP return', quantity: 1, unitPriceCents: 35_050, currency: 'USD', exchangeRate: '18.2500', amountCents: 639_663, vatTreatment: 'STANDARD', vatPercent: 15, vatCents: 83_434 },
  { position: 3, kind: 'INSURANCE', description: 'Travel insurance', quantity: 1, unitPriceCents: 149_999, currency: 'ZAR', exchangeRate: '1.0000', amountCents: 149_999, vatTreatment: 'STANDARD', vatPercent: 15, vatCents: 19_565 },
];
// 31 896.62 including 15% VAT: 4 160.43 VAT, 27 736.19 before it.
const money = { vatPercent: 15, subtotalCents: 2_773_619, vatCents: 416_043, totalCents: 3_189_662 };
const noTerms = { termsText: null, cancellationPolicyText: null, termsVersion: null };

const invoice: InvoiceForDocument = {
  number: 'INV-2027-00042',
  reference: 'UH-7K3M9Q',
  customerName: 'Zoë Ŋgema',
  issuedOn: '2027-03-01',
  ...money,
  depositCents: 956_899,
  depositDueOn: '2027-03-08',
  balanceDueOn: '2027-04-01',
  status: 'ISSUED',
};
const payments: PaymentForDocument[] = [
  { id: 'p1', amountCents: 956_899, receivedOn: '2027-03-05', method: 'EFT', reference: 'UH-7K3M9Q dep' },
  { id: 'p2', amountCents: 2_232_763, receivedOn: '2027-03-20', method: 'CARD', reference: '' },
];

describe('document builders', () => {
  it('writes a quote with every line, VAT, deposit terms and the message, and no net cost', async () => {
    const pdf = await readPdf(
      await quotePdf(agency, { ...money, reference: 'UH-7K3M9Q', version: 2, customerName: 'Zoë Ŋgema', validUntil: '2027-03-15', depositPercent: 30, depositCents: 956_899, depositDueOn: '2027-03-08', balanceDueOn: '2027-04-01', message: 'As discussed.', ...noTerms }, lines),
    );
    for (const expected of ['QUOTE', 'UH-7K3M9Q (version 2)', 'Zoë Ŋgema', 'Kruger safari, 4 nights', 'US$ 350.50 at R 18.2500', 'R 6 396.63', 'R 24 000.00', 'R 27 736.19', 'VAT 15% on R 27 736.19', 'Total VAT R 4 160.43', 'R 31 896.62', 'Deposit (30%)', 'R 9 568.99, due 08 Mar 2027', 'R 22 327.63, due 01 Apr 2027', '15 Mar 2027', 'As discussed.']) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.text).not.toMatch(/net|margin/i);
  });

  it('writes an invoice with the agency’s registered and banking details and the payments so far', async () => {
    const pdf = await readPdf(await invoicePdf(agency, invoice, lines, payments.slice(0, 1)));
    for (const expected of ['TAX INVOICE', 'INV-2027-00042', 'Issued on 01 Mar 2027', agency.name, agency.registrationNumber, agency.vatNumber, 'Karoo Bank', '6212345678', '250655', 'Payment reference UH-7K3M9Q', 'R 31 896.62', 'R 4 160.43', 'Paid to date R 9 568.99', 'Balance outstanding R 22 327.63']) {
      expect(pdf.text).toContain(expected);
    }
  });

  it('gives the same bytes for the same rows (an issued document is one file however often it is made)', async () => {
    const first = await invoicePdf(agency, invoice, lines, payments);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await invoicePdf(agency, invoice, lines, payments)).equals(first)).toBe(true);
  });

  it('writes a receipt with what was paid up to that payment and the balance after it', async () => {
    const first = await readPdf(await receiptPdf(agency, invoice, payments, 'p1'));
    expect(first.text).toContain('INV-2027-00042-R1');
    expect(first.text).toContain('Paid to date R 9 568.99');
    expect(first.text).toContain('Balance after this payment R 22 327.63');
    expect(first.text).toContain('EFT (bank transfer)');
    const second = await readPdf(await receiptPdf(agency, invoice, payments, 'p2'));
    expect(second.text).toContain('INV-2027-00042-R2');
    expect(second.text).toContain('Paid to date R 31 896.62');
    expect(second.text).toContain('Balance after this payment R 0.00');
    await expect(receiptPdf(agency, invoice, payments, 'p3')).rejects.toThrow(/not one of the invoice/);
  });

  it('writes a quote with the terms and cancellation policy it was sent with', async () => {
    const pdf = await readPdf(
      await quotePdf(
        agency,
        { ...money, reference: 'UH-7K3M9Q', version: 1, customerName: 'Zoë', validUntil: '2027-03-15', depositPercent: 30, depositCents: 956_899, depositDueOn: '2027-03-08', balanceDueOn: '2027-04-01', message: '', termsText: 'Prices are per person sharing.', cancellationPolicyText: 'Within 30 days of departure: 50% of the total.', termsVersion: 'a1b2c3d4e5f6' },
        lines,
      ),
    );
    for (const expected of ['Cancellation policy', 'Within 30 days of departure: 50% of the total.', 'Terms and conditions', 'Prices are per person sharing.', 'Terms version a1b2c3d4e5f6.']) expect(pdf.text).toContain(expected);
  });

  it('writes a zero-rated line with its own VAT group and no VAT', async () => {
    const flight: CustomerLine = { ...lines[1]!, position: 1, vatTreatment: 'ZERO_RATED', vatPercent: 0, vatCents: 0 };
    const hotel: CustomerLine = { ...lines[2]!, position: 2 };
    const pdf = await readPdf(await invoicePdf(agency, { ...invoice, subtotalCents: 789_662 - 19_565, vatCents: 19_565, totalCents: 789_662, depositCents: 0 }, [flight, hotel], []));
    for (const expected of ['0% (zero)', 'Zero-rated (0%): R 6 396.63, no VAT', 'VAT 15% on R 1 304.34 R 195.65', 'Total VAT R 195.65', 'R 7 896.62']) expect(pdf.text).toContain(expected);
  });

  it('writes a credit note and a voucher', async () => {
    const note = await readPdf(
      await creditNotePdf(agency, { ...invoice, status: 'CANCELLED' }, lines, {
        number: 'CN-2027-00007',
        cancellationFeeCents: 150_000,
        amountCreditedCents: 3_189_662 - 150_000,
        vatCreditedCents: 416_043 - 19_565,
        refundDueCents: 806_899,
        reason: 'Flights cancelled by the airline',
        createdAt: new Date('2027-03-10T23:30:00Z'),
      }),
    );
    for (const expected of ['CREDIT NOTE', 'CN-2027-00007', 'INV-2027-00042', 'Less cancellation fee kept (VAT included) R 1 500.00', 'Amount credited (VAT included) R 30 396.62', 'VAT 15%', 'R 3 964.78', 'Refund owed to the customer (paid less the fee) R 8 068.99', 'Flights cancelled by the airline', 'Issued on 11 Mar 2027']) {
      expect(note.text).toContain(expected);
    }
    const voucher = await readPdf(await voucherPdf(agency, invoice, lines, { departureDate: '2027-05-01', returnDate: '2027-05-05', travellers: '2 adults, 1 child' }));
    for (const expected of ['TRAVEL VOUCHER', 'UH-7K3M9Q', 'Zoë Ŋgema', 'Paid in full', 'Kruger safari, 4 nights', 'day and night while you travel: +27 82 555 0199', 'Travel dates 01 May 2027 to 05 May 2027', 'Travellers 2 adults, 1 child']) expect(voucher.text).toContain(expected);
    expect(voucher.text).not.toContain('R 24 000.00');
  });

  it('never fails on what people type: scripts the font lacks, emoji, right-to-left, controls and lone surrogates', async () => {
    const name = 'Zoë Ŋgema 李 😀 \u202Eשלום مرحبا\u0000\u0007 \uD800 Ærøskøbing ﬁn';
    const pdf = await readPdf(await invoicePdf(agency, { ...invoice, customerName: name }, [{ ...lines[0]!, description: `${name}\nsecond line\ttabbed` }], []));
    expect(pdf.text).toContain('Zoë Ŋgema');
    expect(pdf.text).toContain('Ærøskøbing');
    expect(pdf.text).toContain('second line tabbed');
  });

  it('wraps a long description and flows a 60-line quote onto further pages, every line and the totals kept', async () => {
    const many: CustomerLine[] = Array.from({ length: 60 }, (_, i) => ({
      ...lines[0]!,
      position: i + 1,
      quantity: 1,
      unitPriceCents: 10_000 + i,
      amountCents: 10_000 + i,
      description: i === 0 ? `Day ${i + 1}: ${'a very long description of the day that must wrap over several lines '.repeat(4)}` : `Day ${i + 1} excursion`,
    }));
    const pdf = await readPdf(
      await quotePdf(agency, { ...money, reference: 'UH-LONG01', version: 1, customerName: 'Long Trip', validUntil: '2027-03-15', depositPercent: 30, depositCents: 956_899, depositDueOn: '2027-03-08', balanceDueOn: '2027-04-01', message: '', ...noTerms }, many),
    );
    expect(pdf.pages).toBeGreaterThanOrEqual(2);
    for (const day of [1, 30, 59, 60]) expect(pdf.text).toContain(`Day ${day}`);
    expect(pdf.text).toContain('R 100.59');
    expect(pdf.text).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
    expect(pdf.text).toContain('R 31 896.62');
  });
});
