/**
 * The five customer documents, each built from rows already loaded (documents.service.ts loads them).
 * Pure apart from the fonts they read once: the same rows always give the same text. Lines are typed as
 * what customerLine() returns, so a net cost or margin cannot reach a document by mistake.
 */
import type { customerLine } from '../billing/customer-line.js';
import { formatRandCents } from '../billing/money-maths.js';
import { formatCalendarDate, todayInSouthAfrica } from '../common/dates.js';
import type { AgencyConfig } from '../config/config.js';
import type { CreditNoteRow, InvoiceRow, PaymentRow, QuoteRow } from '../db/schema.js';
import type { PdfWriter } from './pdf-writer.js';

/** A line as the customer sees it (billing/customer-line.ts): no net cost, no margin. */
export type CustomerLine = ReturnType<typeof customerLine>;

/**
 * pdf-lib and fontkit (about 200 modules, a few hundred milliseconds) load on the first document, not
 * at start-up: `npm start` serves its first page sooner, and most processes never render a PDF.
 */
async function newPdfWriter(title: string, author: string): Promise<PdfWriter> {
  const { PdfWriter: Writer } = await import('./pdf-writer.js');
  return Writer.create(title, author);
}

export type QuoteForDocument = Pick<
  QuoteRow,
  'version' | 'customerName' | 'validUntil' | 'depositPercent' | 'depositDueOn' | 'balanceDueOn' | 'message' | 'vatPercent' | 'subtotalCents' | 'vatCents' | 'totalCents'
> & { reference: string; depositCents: number };

export type InvoiceForDocument = Pick<
  InvoiceRow,
  'number' | 'reference' | 'customerName' | 'issuedOn' | 'vatPercent' | 'subtotalCents' | 'vatCents' | 'totalCents' | 'depositCents' | 'depositDueOn' | 'balanceDueOn' | 'status'
>;

export type PaymentForDocument = Pick<PaymentRow, 'id' | 'amountCents' | 'receivedOn' | 'method' | 'reference'>;

const METHOD: Record<PaymentRow['method'], string> = { EFT: 'EFT (bank transfer)', CARD: 'Card', CASH: 'Cash' };
const KIND: Record<CustomerLine['kind'], string> = { PACKAGE: 'Package', STAY: 'Stay', FLIGHT: 'Flight', TRANSFER: 'Transfer', INSURANCE: 'Insurance', OTHER: 'Other' };

/** "US$ 350.50 at R 18.2500" for a foreign line; rand lines show their price as is. */
function unitPrice(line: CustomerLine): string {
  if (line.currency === 'ZAR') return formatRandCents(line.unitPriceCents);
  const amount = (line.unitPriceCents / 100).toFixed(2);
  return `${line.currency === 'USD' ? 'US$' : line.currency} ${amount} at R ${line.exchangeRate}`;
}

const LINE_COLUMNS = [
  { header: 'Description', share: 0.44 },
  { header: 'Qty', share: 0.08, align: 'right' },
  { header: 'Unit price', share: 0.28, align: 'right' },
  { header: 'Amount', share: 0.2, align: 'right' },
] as const;

function lineTable(writer: PdfWriter, lines: readonly CustomerLine[]): void {
  writer.table(
    LINE_COLUMNS,
    lines.map((l) => [`${KIND[l.kind]}: ${l.description}`, String(l.quantity), unitPrice(l), formatRandCents(l.amountCents)]),
  );
}

function totals(writer: PdfWriter, doc: { subtotalCents: number; vatPercent: number; vatCents: number; totalCents: number }): void {
  writer.rows(
    [
      ['Subtotal (excluding VAT)', formatRandCents(doc.subtotalCents)],
      [`VAT (${doc.vatPercent}%)`, formatRandCents(doc.vatCents)],
      ['Total (VAT included)', formatRandCents(doc.totalCents)],
    ],
    { labelShare: 0.6, boldLast: true },
  );
}

/** The agency's letterhead: name, registered details and how to reach it. */
function letterhead(writer: PdfWriter, agency: AgencyConfig): void {
  writer.paragraph(agency.name, { size: 14, bold: true, after: 0 });
  writer.paragraph(agency.addressLines.join(', '), { size: 9, muted: true, after: 0 });
  writer.paragraph(`Registration no. ${agency.registrationNumber} · VAT no. ${agency.vatNumber}`, { size: 9, muted: true, after: 0 });
  writer.paragraph(`${agency.phone} · ${agency.email}`, { size: 9, muted: true, after: 10 });
}

function bankingDetails(writer: PdfWriter, agency: AgencyConfig, reference: string): void {
  writer.heading('How to pay (EFT)');
  writer.rows([
    ['Bank', agency.bank.name],
    ['Account name', agency.bank.accountName],
    ['Account number', agency.bank.accountNumber],
    ['Branch code', agency.bank.branchCode],
    ['Payment reference', reference],
  ]);
}

const footerOf = (agency: AgencyConfig, what: string) => `${agency.name} · ${what}`;

export async function quotePdf(agency: AgencyConfig, quote: QuoteForDocument, lines: readonly CustomerLine[]): Promise<Buffer> {
  const writer = await newPdfWriter(`Quote ${quote.reference} v${quote.version}`, agency.name);
  letterhead(writer, agency);
  writer.title('QUOTE');
  writer.rows([
    ['Reference', `${quote.reference} (version ${quote.version})`],
    ['For', quote.customerName],
    ['Valid until', formatCalendarDate(quote.validUntil)],
  ]);
  writer.heading('Lines');
  lineTable(writer, lines);
  totals(writer, quote);
  writer.heading('Payment terms');
  writer.rows([
    [`Deposit (${quote.depositPercent}%)`, `${formatRandCents(quote.depositCents)}, due ${formatCalendarDate(quote.depositDueOn)}`],
    ['Balance', `${formatRandCents(quote.totalCents - quote.depositCents)}, due ${formatCalendarDate(quote.balanceDueOn)}`],
  ]);
  if (quote.message.trim()) {
    writer.heading('Message');
    writer.paragraph(quote.message);
  }
  writer.space(8);
  writer.paragraph('Prices include VAT. Accept this quote online with the link in our e-mail; the invoice follows.', { size: 9, muted: true });
  return writer.save(footerOf(agency, `Quote ${quote.reference} v${quote.version}`));
}

export async function invoicePdf(
  agency: AgencyConfig,
  invoice: InvoiceForDocument,
  lines: readonly CustomerLine[],
  payments: readonly PaymentForDocument[],
): Promise<Buffer> {
  const writer = await newPdfWriter(`Tax invoice ${invoice.number}`, agency.name);
  letterhead(writer, agency);
  writer.title(invoice.status === 'CANCELLED' ? 'TAX INVOICE (CANCELLED)' : 'TAX INVOICE');
  writer.rows([
    ['Invoice number', invoice.number],
    ['Issued on', formatCalendarDate(invoice.issuedOn)],
    ['Booking reference', invoice.reference],
    ['Bill to', invoice.customerName],
  ]);
  writer.heading('Lines');
  lineTable(writer, lines);
  totals(writer, invoice);
  writer.heading('Payment schedule');
  writer.rows([
    ['Deposit', `${formatRandCents(invoice.depositCents)}, due ${formatCalendarDate(invoice.depositDueOn)}`],
    ['Balance', `${formatRandCents(invoice.totalCents - invoice.depositCents)}, due ${formatCalendarDate(invoice.balanceDueOn)}`],
  ]);
  const paid = payments.reduce((sum, p) => sum + p.amountCents, 0);
  writer.heading('Payments received');
  if (payments.length === 0) writer.paragraph('None yet.');
  else writer.table(PAYMENT_COLUMNS, payments.map(paymentRow));
  writer.rows(
    [
      ['Paid to date', formatRandCents(paid)],
      ['Balance outstanding', formatRandCents(invoice.status === 'CANCELLED' ? 0 : invoice.totalCents - paid)],
    ],
    { labelShare: 0.6, boldLast: true },
  );
  bankingDetails(writer, agency, invoice.reference);
  return writer.save(footerOf(agency, `Tax invoice ${invoice.number}`));
}

const PAYMENT_COLUMNS = [
  { header: 'Received on', share: 0.22 },
  { header: 'Method', share: 0.24 },
  { header: 'Reference', share: 0.32 },
  { header: 'Amount', share: 0.22, align: 'right' },
] as const;
const paymentRow = (p: PaymentForDocument) => [formatCalendarDate(p.receivedOn), METHOD[p.method], p.reference || '—', formatRandCents(p.amountCents)];

export async function creditNotePdf(
  agency: AgencyConfig,
  invoice: InvoiceForDocument,
  note: Pick<CreditNoteRow, 'number' | 'cancellationFeeCents' | 'amountCreditedCents' | 'reason' | 'createdAt'>,
): Promise<Buffer> {
  const writer = await newPdfWriter(`Credit note ${note.number}`, agency.name);
  letterhead(writer, agency);
  writer.title('CREDIT NOTE');
  writer.rows([
    ['Credit note number', note.number],
    ['Issued on', formatCalendarDate(todayInSouthAfrica(note.createdAt))],
    ['Cancels invoice', invoice.number],
    ['Booking reference', invoice.reference],
    ['Customer', invoice.customerName],
  ]);
  writer.heading('Amounts');
  writer.rows(
    [
      ['Invoice total (VAT included)', formatRandCents(invoice.totalCents)],
      ['Cancellation fee', formatRandCents(note.cancellationFeeCents)],
      ['Amount credited', formatRandCents(note.amountCreditedCents)],
    ],
    { labelShare: 0.6, boldLast: true },
  );
  writer.heading('Reason');
  writer.paragraph(note.reason);
  return writer.save(footerOf(agency, `Credit note ${note.number}`));
}

/**
 * The receipt of one payment. `payments` is every payment on the invoice in the order received: the
 * receipt shows what was paid up to and including this one, and the balance after it.
 */
export async function receiptPdf(agency: AgencyConfig, invoice: InvoiceForDocument, payments: readonly PaymentForDocument[], paymentId: string): Promise<Buffer> {
  const index = payments.findIndex((p) => p.id === paymentId);
  if (index < 0) throw new Error('The payment is not one of the invoice’s payments.');
  const payment = payments[index]!;
  const paidToDate = payments.slice(0, index + 1).reduce((sum, p) => sum + p.amountCents, 0);
  const writer = await newPdfWriter(`Receipt ${receiptNumber(invoice.number, index)}`, agency.name);
  letterhead(writer, agency);
  writer.title('RECEIPT');
  writer.rows([
    ['Receipt number', receiptNumber(invoice.number, index)],
    ['Received from', invoice.customerName],
    ['Invoice', invoice.number],
    ['Booking reference', invoice.reference],
  ]);
  writer.heading('Payment');
  writer.rows([
    ['Amount received', formatRandCents(payment.amountCents)],
    ['Received on', formatCalendarDate(payment.receivedOn)],
    ['Method', METHOD[payment.method]],
    ['Payment reference', payment.reference || '—'],
  ]);
  writer.heading('Invoice account');
  writer.rows(
    [
      ['Invoice total (VAT included)', formatRandCents(invoice.totalCents)],
      ['Paid to date', formatRandCents(paidToDate)],
      ['Balance after this payment', formatRandCents(invoice.totalCents - paidToDate)],
    ],
    { labelShare: 0.6, boldLast: true },
  );
  writer.space(8);
  writer.paragraph('Thank you for your payment.');
  return writer.save(footerOf(agency, `Receipt ${receiptNumber(invoice.number, index)}`));
}

/** The travel voucher: only for an invoice paid in full (the service checks; this says so on the page). */
export async function voucherPdf(agency: AgencyConfig, invoice: InvoiceForDocument, lines: readonly CustomerLine[]): Promise<Buffer> {
  const writer = await newPdfWriter(`Travel voucher ${invoice.reference}`, agency.name);
  letterhead(writer, agency);
  writer.title('TRAVEL VOUCHER');
  writer.rows([
    ['Booking reference', invoice.reference],
    ['Traveller', invoice.customerName],
    ['Invoice', invoice.number],
    ['Status', 'Paid in full'],
  ]);
  writer.heading('Your trip');
  writer.table(
    [
      { header: 'Item', share: 0.2 },
      { header: 'Description', share: 0.68 },
      { header: 'Qty', share: 0.12, align: 'right' },
    ],
    lines.map((l) => [KIND[l.kind], l.description, String(l.quantity)]),
  );
  writer.heading('Emergency contact');
  writer.paragraph(`${agency.name}, day and night while you travel: ${agency.emergencyPhone} · ${agency.email}`);
  writer.paragraph('Show this voucher to your hosts and suppliers with your booking reference.', { size: 9, muted: true });
  return writer.save(footerOf(agency, `Travel voucher ${invoice.reference}`));
}

/** One receipt per payment, numbered after the invoice: INV-2027-00001-R1, -R2, … in the order received. */
export function receiptNumber(invoiceNumber: string, index: number): string {
  return `${invoiceNumber}-R${index + 1}`;
}
