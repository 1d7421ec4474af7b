import { Injectable } from '@nestjs/common';
import { creditNoteSplit, vatGroups, type VatTreatment } from '@travel/contract';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { southAfricanDateOf } from '../common/dates.js';
import type { Database } from '../db/client.js';
import { creditNotes, invoiceLines, invoices, payments, refunds, type InvoiceLineRow, type InvoiceRow } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { dayMonthYear, number, randAmount, text, toCsv, type Cell } from './csv.js';
import type { ReportPeriod } from './report-period.js';

/** Xero's sales-invoice import columns (docs/money.md explains each). */
export const INVOICE_COLUMNS = [
  'ContactName',
  'EmailAddress',
  'InvoiceNumber',
  'Reference',
  'InvoiceDate',
  'DueDate',
  'Description',
  'Quantity',
  'UnitAmount',
  'TaxType',
  'TaxAmount',
  'Currency',
] as const;
export const PAYMENT_COLUMNS = ['Date', 'InvoiceNumber', 'Reference', 'Amount', 'Method', 'PaymentReference'] as const;

const TIME_ZONE = 'Africa/Johannesburg';

/**
 * Xero wants a tax rate's display name as the organisation shows it: "15% (VAT on Income)" is Xero's own
 * naming of the standard rate on sales, "Zero Rated Income" and "Exempt Income" its South African names
 * of the other two. An organisation that named its rates otherwise renames them or this column.
 */
export function taxTypeOf(treatment: VatTreatment, vatPercent: number): string {
  if (treatment === 'ZERO_RATED') return 'Zero Rated Income';
  if (treatment === 'EXEMPT') return 'Exempt Income';
  return vatPercent === 0 ? 'No VAT' : `${vatPercent}% (VAT on Income)`;
}

/**
 * The accounting exports (docs/money.md, "CSV exports"). Amounts are exact to the cent: the rows of an
 * invoice add up to its total and VAT, as stored.
 */
@Injectable()
export class ReportsService {
  constructor(@InjectDb() private readonly db: Database) {}

  /**
   * One row per line of every invoice issued in the period (cancelled ones too: they were issued), then one
   * row per credit note issued in the period, as Xero imports a credit note: a negative quantity.
   */
  async invoicesCsv(period: ReportPeriod): Promise<string> {
    const lines = await this.db
      .select({ invoice: invoices, line: invoiceLines })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(between(invoices.issuedOn, period.from, period.to))
      .orderBy(asc(invoices.number), asc(invoiceLines.position));
    // Credit notes are dated by the South African day they were made (created_at is an instant).
    const notes = await this.db
      .select({ note: creditNotes, invoice: invoices })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(
        and(
          sql`${creditNotes.createdAt} >= (${period.from}::date::timestamp at time zone ${TIME_ZONE})`,
          sql`${creditNotes.createdAt} < ((${period.to}::date + 1)::timestamp at time zone ${TIME_ZONE})`,
        ),
      )
      .orderBy(asc(creditNotes.number));

    const rows: Cell[][] = [];
    const linesOf = new Map<string, InvoiceLineRow[]>();
    for (const group of groupByInvoice(lines)) {
      linesOf.set(group.invoice.id, group.lines);
      group.lines.forEach((line) => rows.push(invoiceLineRow(group.invoice, line)));
    }
    // The lines of credited invoices issued before the period, in one query: a credit note's VAT groups
    // follow from its invoice's lines.
    const missing = [...new Set(notes.map((n) => n.invoice.id).filter((id) => !linesOf.has(id)))];
    if (missing.length) {
      const earlier = await this.db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, missing)).orderBy(asc(invoiceLines.position));
      for (const id of missing) linesOf.set(id, earlier.filter((l) => l.invoiceId === id));
    }
    // One row per VAT group of the credit note, as the credit note itself shows them (creditNoteSplit).
    for (const { note, invoice } of notes) {
      const invoiceLinesOfNote = linesOf.get(invoice.id) ?? [];
      const split = creditNoteSplit(vatGroups(invoiceLinesOfNote, invoice.vatPercent), note.cancellationFeeCents);
      const date = dayMonthYear(southAfricanDateOf(note.createdAt));
      const fee = note.cancellationFeeCents ? `; cancellation fee ${randAmount(note.cancellationFeeCents)} kept` : '';
      for (const group of split.groups) {
        if (group.creditedCents <= 0) continue; // the whole group kept as the fee: nothing is credited in it
        rows.push([
          text(invoice.customerName),
          text(invoice.customerEmail),
          text(note.number),
          text(invoice.reference),
          text(date),
          text(date),
          text(`Credit note for invoice ${invoice.number}: booking cancelled${fee}`),
          number('-1'),
          number(randAmount(group.creditedCents)),
          text(taxTypeOf(group.vatTreatment, group.vatPercent)),
          number(randAmount(-group.creditedVatCents)),
          text('ZAR'),
        ]);
      }
    }
    return toCsv(INVOICE_COLUMNS, rows);
  }

  /**
   * One row per payment received and per refund paid back in the period, oldest first; a refund's amount is
   * negative (money out), so the column sums to the money the agency holds from the period.
   */
  async paymentsCsv(period: ReportPeriod): Promise<string> {
    const received = await this.db
      .select({ payment: payments, invoiceNumber: invoices.number, reference: invoices.reference })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(between(payments.receivedOn, period.from, period.to));
    const paidBack = await this.db
      .select({ refund: refunds, invoiceNumber: invoices.number, reference: invoices.reference })
      .from(refunds)
      .innerJoin(invoices, eq(invoices.id, refunds.invoiceId))
      .where(between(refunds.refundedOn, period.from, period.to));
    const movements = [
      ...received.map(({ payment, invoiceNumber, reference }) => ({ on: payment.receivedOn, at: payment.createdAt, id: payment.id, amountCents: payment.amountCents, method: payment.method, ref: payment.reference, invoiceNumber, reference })),
      ...paidBack.map(({ refund, invoiceNumber, reference }) => ({ on: refund.refundedOn, at: refund.createdAt, id: refund.id, amountCents: -refund.amountCents, method: refund.method, ref: refund.reference, invoiceNumber, reference })),
    ].sort((a, b) => (a.on !== b.on ? (a.on < b.on ? -1 : 1) : a.at.getTime() !== b.at.getTime() ? a.at.getTime() - b.at.getTime() : a.id < b.id ? -1 : 1));
    return toCsv(
      PAYMENT_COLUMNS,
      movements.map((m) => [text(dayMonthYear(m.on)), text(m.invoiceNumber), text(m.reference), number(randAmount(m.amountCents)), text(m.method), text(m.ref)]),
    );
  }
}

function groupByInvoice(rows: readonly { invoice: InvoiceRow; line: InvoiceLineRow }[]): { invoice: InvoiceRow; lines: InvoiceLineRow[] }[] {
  const groups: { invoice: InvoiceRow; lines: InvoiceLineRow[] }[] = [];
  for (const { invoice, line } of rows) {
    const last = groups.at(-1);
    if (last?.invoice.id === invoice.id) last.lines.push(line);
    else groups.push({ invoice, lines: [line] });
  }
  return groups;
}

/**
 * Quantity × UnitAmount must give the line's rand amount exactly. A line whose rand amount does not divide
 * by its quantity (a US$ line converted and rounded once for the whole line) is written as 1 × its amount,
 * the quantity and the original price moving into the description.
 */
function invoiceLineRow(invoice: InvoiceRow, line: InvoiceLineRow): Cell[] {
  const foreign = line.currency !== 'ZAR' ? ` (${line.quantity} × ${line.currency} ${randAmount(line.unitPriceCents)} at R${line.exchangeRate})` : '';
  const divides = line.amountCents % line.quantity === 0;
  const quantity = divides ? line.quantity : 1;
  const description = divides ? `${line.description}${foreign}` : `${line.description}${foreign || ` (${line.quantity} ×)`}`;
  return [
    text(invoice.customerName),
    text(invoice.customerEmail),
    text(invoice.number),
    text(invoice.reference),
    text(dayMonthYear(invoice.issuedOn)),
    text(dayMonthYear(invoice.balanceDueOn)),
    text(description),
    number(String(quantity)),
    number(randAmount(line.amountCents / quantity)),
    text(taxTypeOf(line.vatTreatment, line.vatPercent)),
    // The line's own VAT as stored when it was priced: the lines' VAT adds up to the invoice's exactly.
    number(randAmount(line.vatCents)),
    text('ZAR'),
  ];
}
