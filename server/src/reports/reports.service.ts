import { Injectable } from '@nestjs/common';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import { vatIncludedCents } from '../billing/money-maths.js';
import { southAfricanDateOf } from '../common/dates.js';
import type { Database } from '../db/client.js';
import { creditNotes, invoiceLines, invoices, payments, type InvoiceLineRow, type InvoiceRow } from '../db/schema.js';
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
 * Xero wants a tax rate's display name as the organisation shows it; "15% (VAT on Income)" is Xero's own
 * naming of a VAT rate on sales. An organisation that named its rate otherwise renames it or this column.
 */
export const taxTypeOf = (vatPercent: number): string => (vatPercent === 0 ? 'No VAT' : `${vatPercent}% (VAT on Income)`);

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
    for (const group of groupByInvoice(lines)) {
      const vat = lineVat(group.invoice, group.lines);
      group.lines.forEach((line, i) => rows.push(invoiceLineRow(group.invoice, line, vat[i]!)));
    }
    for (const { note, invoice } of notes) {
      const creditedCents = invoice.totalCents - note.cancellationFeeCents;
      if (creditedCents <= 0) continue; // the whole total kept as the fee: nothing is credited
      const date = dayMonthYear(southAfricanDateOf(note.createdAt));
      const fee = note.cancellationFeeCents ? `; cancellation fee ${randAmount(note.cancellationFeeCents)} kept` : '';
      rows.push([
        text(invoice.customerName),
        text(invoice.customerEmail),
        text(note.number),
        text(invoice.reference),
        text(date),
        text(date),
        text(`Credit note for invoice ${invoice.number}: booking cancelled${fee}`),
        number('-1'),
        number(randAmount(creditedCents)),
        text(taxTypeOf(invoice.vatPercent)),
        number(randAmount(-vatIncludedCents(creditedCents, invoice.vatPercent))),
        text('ZAR'),
      ]);
    }
    return toCsv(INVOICE_COLUMNS, rows);
  }

  /** One row per payment received in the period, oldest first. */
  async paymentsCsv(period: ReportPeriod): Promise<string> {
    const rows = await this.db
      .select({ payment: payments, invoiceNumber: invoices.number, reference: invoices.reference })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(between(payments.receivedOn, period.from, period.to))
      .orderBy(asc(payments.receivedOn), asc(payments.createdAt), asc(payments.id));
    return toCsv(
      PAYMENT_COLUMNS,
      rows.map(({ payment, invoiceNumber, reference }) => [
        text(dayMonthYear(payment.receivedOn)),
        text(invoiceNumber),
        text(reference),
        number(randAmount(payment.amountCents)),
        text(payment.method),
        text(payment.reference),
      ]),
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
 * The VAT inside each line, so the lines' VAT adds up to the invoice's: each line's own VAT (as the invoice
 * computes it from the total), and the cent or two of rounding difference given to the largest line.
 */
export function lineVat(invoice: Pick<InvoiceRow, 'vatCents' | 'vatPercent'>, lines: readonly Pick<InvoiceLineRow, 'amountCents'>[]): number[] {
  const vat = lines.map((l) => vatIncludedCents(l.amountCents, invoice.vatPercent));
  const difference = invoice.vatCents - vat.reduce((a, b) => a + b, 0);
  if (difference !== 0 && lines.length) {
    const largest = lines.reduce((best, l, i) => (l.amountCents > lines[best]!.amountCents ? i : best), 0);
    vat[largest]! += difference;
  }
  return vat;
}

/**
 * Quantity × UnitAmount must give the line's rand amount exactly. A line whose rand amount does not divide
 * by its quantity (a US$ line converted and rounded once for the whole line) is written as 1 × its amount,
 * the quantity and the original price moving into the description.
 */
function invoiceLineRow(invoice: InvoiceRow, line: InvoiceLineRow, vatCents: number): Cell[] {
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
    text(taxTypeOf(invoice.vatPercent)),
    number(randAmount(vatCents)),
    text('ZAR'),
  ];
}
