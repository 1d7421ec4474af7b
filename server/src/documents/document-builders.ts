/**
 * The five customer documents, each built from rows already loaded (documents.service.ts loads them).
 * Pure apart from the fonts they read once: the same rows always give the same text. Lines are typed as
 * what customerLine() returns, so a net cost or margin cannot reach a document by mistake.
 */
import { creditNoteSplit, vatGroupLabel, vatGroups, VAT_TREATMENT_LABELS, type VatGroup } from '@travel/contract';
import type { customerLine } from '../billing/customer-line.js';
import { formatRandCents } from '../billing/money-maths.js';
import { formatCalendarDate, todayInSouthAfrica } from '../common/dates.js';
import type { AgencyConfig } from '../config/config.js';
import type { CreditNoteRow, InvoiceRow, PaymentRow, QuoteRow, RefundRow } from '../db/schema.js';
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
  | 'version'
  | 'customerName'
  | 'validUntil'
  | 'depositPercent'
  | 'depositDueOn'
  | 'balanceDueOn'
  | 'message'
  | 'vatPercent'
  | 'subtotalCents'
  | 'vatCents'
  | 'totalCents'
  | 'termsText'
  | 'cancellationPolicyText'
  | 'termsVersion'
> & { reference: string; depositCents: number };

export type InvoiceForDocument = Pick<
  InvoiceRow,
  'number' | 'reference' | 'customerName' | 'issuedOn' | 'vatPercent' | 'subtotalCents' | 'vatCents' | 'totalCents' | 'depositCents' | 'depositDueOn' | 'balanceDueOn' | 'status'
>;

/** The accepted quote behind an invoice: who accepted, when, under which terms. */
export interface AcceptanceForDocument {
  acceptedBy: string | null;
  acceptedAt: Date | null;
  termsVersion: string | null;
  quoteVersion: number;
}

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
  { header: 'Description', share: 0.38 },
  { header: 'Qty', share: 0.06, align: 'right' },
  { header: 'Unit price', share: 0.24, align: 'right' },
  { header: 'VAT', share: 0.12, align: 'right' },
  { header: 'Amount', share: 0.2, align: 'right' },
] as const;

/** "15%", "0% (zero-rated)", "Exempt": a line's VAT column. */
function lineVatLabel(line: CustomerLine): string {
  if (line.vatTreatment === 'STANDARD') return `${line.vatPercent}%`;
  return line.vatTreatment === 'ZERO_RATED' ? '0% (zero)' : VAT_TREATMENT_LABELS.EXEMPT;
}

function lineTable(writer: PdfWriter, lines: readonly CustomerLine[]): void {
  writer.table(
    LINE_COLUMNS,
    lines.map((l) => [`${KIND[l.kind]}: ${l.description}`, String(l.quantity), unitPrice(l), lineVatLabel(l), formatRandCents(l.amountCents)]),
  );
}

/** The label share that puts the amounts of a rows() block under the line table's Amount column. */
const AMOUNT_COLUMN_LABEL_SHARE = 0.8;

/**
 * The totals under the lines: the amount before VAT, the VAT of each VAT group (a zero-rated or exempt
 * group shows its amount with no VAT), and the total. Amounts sit under the Amount column.
 */
function totals(writer: PdfWriter, doc: { subtotalCents: number; vatCents: number; totalCents: number }, groups: readonly VatGroup[]): void {
  const groupRows = groups.map((g): [string, string] =>
    g.vatTreatment === 'STANDARD'
      ? [`${vatGroupLabel(g.vatTreatment, g.vatPercent)} on ${formatRandCents(g.amountCents - g.vatCents)}`, formatRandCents(g.vatCents)]
      : [`${vatGroupLabel(g.vatTreatment, g.vatPercent)}: ${formatRandCents(g.amountCents)}, no VAT`, formatRandCents(0)],
  );
  writer.rows(
    [['Subtotal (excluding VAT)', formatRandCents(doc.subtotalCents)], ...groupRows, ['Total VAT', formatRandCents(doc.vatCents)], ['Total (VAT included)', formatRandCents(doc.totalCents)]],
    { labelShare: AMOUNT_COLUMN_LABEL_SHARE, boldLast: true },
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

/** The cancellation policy and terms the quote was sent with: what accepting it agrees to. */
function termsSection(writer: PdfWriter, quote: Pick<QuoteRow, 'termsText' | 'cancellationPolicyText' | 'termsVersion'>): void {
  if (quote.termsVersion === null) return;
  writer.heading('Cancellation policy');
  writer.paragraph(quote.cancellationPolicyText?.trim() || 'None given.', { size: 9 });
  writer.heading('Terms and conditions');
  writer.paragraph(quote.termsText?.trim() || 'None given.', { size: 9 });
  writer.paragraph(`Terms version ${quote.termsVersion}.`, { size: 9, muted: true });
}

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
  totals(writer, quote, vatGroups(lines, quote.vatPercent));
  writer.heading('Payment terms');
  writer.rows([
    [`Deposit (${quote.depositPercent}%)`, `${formatRandCents(quote.depositCents)}, due ${formatCalendarDate(quote.depositDueOn)}`],
    ['Balance', `${formatRandCents(quote.totalCents - quote.depositCents)}, due ${formatCalendarDate(quote.balanceDueOn)}`],
  ]);
  if (quote.message.trim()) {
    writer.heading('Message');
    writer.paragraph(quote.message);
  }
  termsSection(writer, quote);
  writer.space(8);
  writer.paragraph('Prices include VAT. Accept this quote online with the link in our e-mail; the invoice follows.', { size: 9, muted: true });
  return writer.save(footerOf(agency, `Quote ${quote.reference} v${quote.version}`));
}

export async function invoicePdf(
  agency: AgencyConfig,
  invoice: InvoiceForDocument,
  lines: readonly CustomerLine[],
  payments: readonly PaymentForDocument[],
  acceptance: AcceptanceForDocument | null = null,
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
  totals(writer, invoice, vatGroups(lines, invoice.vatPercent));
  if (acceptance?.acceptedAt) {
    const terms = acceptance.termsVersion ? ` under terms version ${acceptance.termsVersion}` : '';
    writer.paragraph(`Quote version ${acceptance.quoteVersion} accepted by ${acceptance.acceptedBy ?? invoice.customerName} on ${formatCalendarDate(todayInSouthAfrica(acceptance.acceptedAt))}${terms}.`, { size: 9, muted: true });
  }
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
    { labelShare: AMOUNT_COLUMN_LABEL_SHARE, boldLast: true },
  );
  // A cancelled invoice is not paid any more: its credit note says what happens to the money.
  if (invoice.status === 'CANCELLED') writer.paragraph('This invoice was cancelled: see its credit note for the amount credited and any refund owed.', { size: 9, muted: true });
  else bankingDetails(writer, agency, invoice.reference);
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
  lines: readonly CustomerLine[],
  note: Pick<CreditNoteRow, 'number' | 'cancellationFeeCents' | 'amountCreditedCents' | 'vatCreditedCents' | 'refundDueCents' | 'reason' | 'createdAt'>,
): Promise<Buffer> {
  const split = creditNoteSplit(vatGroups(lines, invoice.vatPercent), note.cancellationFeeCents);
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
      ['Less cancellation fee kept (VAT included)', formatRandCents(note.cancellationFeeCents)],
      ['Amount credited (VAT included)', formatRandCents(note.amountCreditedCents)],
    ],
    { labelShare: AMOUNT_COLUMN_LABEL_SHARE, boldLast: true },
  );
  writer.heading('VAT credited');
  writer.table(
    [
      { header: 'VAT', share: 0.4 },
      { header: 'Credited excl. VAT', share: 0.2, align: 'right' },
      { header: 'VAT credited', share: 0.2, align: 'right' },
      { header: 'Credited', share: 0.2, align: 'right' },
    ],
    [
      ...split.groups.map((g) => [vatGroupLabel(g.vatTreatment, g.vatPercent), formatRandCents(g.creditedCents - g.creditedVatCents), formatRandCents(g.creditedVatCents), formatRandCents(g.creditedCents)]),
      ['Total', formatRandCents(note.amountCreditedCents - note.vatCreditedCents), formatRandCents(note.vatCreditedCents), formatRandCents(note.amountCreditedCents)],
    ],
  );
  writer.heading('Refund');
  writer.rows([['Refund owed to the customer (paid less the fee)', formatRandCents(note.refundDueCents)]], { labelShare: AMOUNT_COLUMN_LABEL_SHARE, boldLast: true });
  writer.heading('Reason');
  writer.paragraph(note.reason);
  return writer.save(footerOf(agency, `Credit note ${note.number}`));
}

/** The confirmation of one refund: how much was paid back, how, and what is still owed after it. */
export async function refundPdf(
  agency: AgencyConfig,
  invoice: InvoiceForDocument,
  note: Pick<CreditNoteRow, 'number' | 'refundDueCents'>,
  refunds: readonly Pick<RefundRow, 'id' | 'amountCents' | 'refundedOn' | 'method' | 'reference'>[],
  refundId: string,
): Promise<Buffer> {
  const index = refunds.findIndex((r) => r.id === refundId);
  if (index < 0) throw new Error('The refund is not one of the invoice’s refunds.');
  const refund = refunds[index]!;
  const toDate = refunds.slice(0, index + 1).reduce((sum, r) => sum + r.amountCents, 0);
  const number = refundNumber(note.number, index);
  const writer = await newPdfWriter(`Refund ${number}`, agency.name);
  letterhead(writer, agency);
  writer.title('REFUND CONFIRMATION');
  writer.rows([
    ['Refund number', number],
    ['Paid to', invoice.customerName],
    ['Credit note', note.number],
    ['Cancelled invoice', invoice.number],
    ['Booking reference', invoice.reference],
  ]);
  writer.heading('Refund');
  writer.rows([
    ['Amount refunded', formatRandCents(refund.amountCents)],
    ['Refunded on', formatCalendarDate(refund.refundedOn)],
    ['Method', METHOD[refund.method]],
    ['Reference', refund.reference || '—'],
  ]);
  writer.heading('Refund account');
  writer.rows(
    [
      ['Refund owed', formatRandCents(note.refundDueCents)],
      ['Refunded to date', formatRandCents(toDate)],
      ['Still to refund', formatRandCents(note.refundDueCents - toDate)],
    ],
    { labelShare: AMOUNT_COLUMN_LABEL_SHARE, boldLast: true },
  );
  return writer.save(footerOf(agency, `Refund ${number}`));
}

/** One confirmation per refund, numbered after the credit note: CN-2027-00001-F1, -F2, … in the order recorded. */
export function refundNumber(creditNoteNumber: string, index: number): string {
  return `${creditNoteNumber}-F${index + 1}`;
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
    { labelShare: AMOUNT_COLUMN_LABEL_SHARE, boldLast: true },
  );
  writer.space(8);
  writer.paragraph('Thank you for your payment.');
  return writer.save(footerOf(agency, `Receipt ${receiptNumber(invoice.number, index)}`));
}

/** The trip a voucher is for: its dates and who travels (from the booking request, stay or trip plan). */
export interface TripForDocument {
  departureDate: string | null;
  returnDate: string | null;
  /** "2 adults, 1 child", "3 travellers". */
  travellers: string | null;
}

/** The travel voucher: only for an invoice paid in full (the service checks; this says so on the page). */
export async function voucherPdf(agency: AgencyConfig, invoice: InvoiceForDocument, lines: readonly CustomerLine[], trip: TripForDocument | null = null): Promise<Buffer> {
  const writer = await newPdfWriter(`Travel voucher ${invoice.reference}`, agency.name);
  letterhead(writer, agency);
  writer.title('TRAVEL VOUCHER');
  writer.rows([
    ['Booking reference', invoice.reference],
    ['Traveller', invoice.customerName],
    ['Invoice', invoice.number],
    ['Status', 'Paid in full'],
    ...(trip?.departureDate ? [['Travel dates', trip.returnDate ? `${formatCalendarDate(trip.departureDate)} to ${formatCalendarDate(trip.returnDate)}` : formatCalendarDate(trip.departureDate)] as [string, string]] : []),
    ...(trip?.travellers ? [['Travellers', trip.travellers] as [string, string]] : []),
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
