import { Inject, Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.js';
import { Permission, roleHasPermission } from '../auth/permissions.js';
import { customerLine } from '../billing/customer-line.js';
import { depositCents } from '../billing/money-maths.js';
import { todayInSouthAfrica } from '../common/dates.js';
import { notFound } from '../common/errors.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Database } from '../db/client.js';
import { bookings, creditNotes, enquiries, invoiceLines, invoices, payments, quoteLines, quotes, refunds, type InvoiceRow, type QuoteRow } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { INVOICE_NOT_FOUND, paymentStatus } from '../invoices/invoices.service.js';
import { acceptedByOf } from '../quotes/accepted-by.js';
import { findQuoteByToken } from '../quotes/quote-token.js';
import { creditNotePdf, type TripForDocument, invoicePdf, quotePdf, receiptNumber, receiptPdf, refundNumber, refundPdf, voucherPdf } from './document-builders.js';
import { pdfFilename, type DocumentKind, type DocumentRef, type RenderedDocument } from './document-ref.js';

export const QUOTE_DOCUMENT_NOT_FOUND = 'Quote not found.';
export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const REFUND_NOT_FOUND = 'Refund not found.';
export const NO_INVOICE_YET = 'There is no invoice for this quote yet: it is issued when the quote is accepted.';
export const NO_CREDIT_NOTE = 'This invoice has no credit note: one is issued only when an invoice is cancelled.';
export const VOUCHER_NOT_YET = 'The travel voucher is issued once the invoice is paid in full.';

/**
 * Loads the rows of a document and renders it (document-builders.ts). Who may have which document is
 * decided here: staff who quote or take payments have every document; a signed-in customer has the
 * documents of their own invoices; anyone else is told the document does not exist (NOT_FOUND, never
 * FORBIDDEN, so an id reveals nothing). The quote link's holder has its quote and, once accepted, its invoice.
 */
@Injectable()
export class DocumentsService {
  constructor(
    @InjectDb() private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Any issued document, for the mail worker: no caller to check, the mail was queued by the server. */
  render(ref: DocumentRef): Promise<RenderedDocument> {
    switch (ref.kind) {
      case 'quote':
        return this.quote(ref.id);
      case 'invoice':
        return this.invoice(ref.id);
      case 'credit-note':
        return this.creditNote(ref.id);
      case 'receipt':
        return this.receipt(ref.id);
      case 'voucher':
        return this.voucher(ref.id);
      case 'refund':
        return this.refund(ref.id);
    }
  }

  /** A staff download by quote id (the route asks for ManageQuotes). */
  quoteForStaff(quoteId: string): Promise<RenderedDocument> {
    return this.quote(quoteId);
  }

  /** An invoice's document for a caller: staff, or the customer whose invoice it is. */
  async forCaller(kind: Exclude<DocumentKind, 'quote'>, id: string, user: AuthUser): Promise<RenderedDocument> {
    if (kind === 'receipt') {
      const [payment] = await this.db.select({ invoiceId: payments.invoiceId }).from(payments).where(eq(payments.id, id)).limit(1);
      if (!payment || !(await this.mayRead(payment.invoiceId, user))) throw notFound(PAYMENT_NOT_FOUND);
    } else if (kind === 'refund') {
      const [refund] = await this.db.select({ invoiceId: refunds.invoiceId }).from(refunds).where(eq(refunds.id, id)).limit(1);
      if (!refund || !(await this.mayRead(refund.invoiceId, user))) throw notFound(REFUND_NOT_FOUND);
    } else if (!(await this.mayRead(id, user))) {
      throw notFound(INVOICE_NOT_FOUND);
    }
    return this.render({ kind, id });
  }

  /** The quote behind an e-mailed link, under the link's rules (quote-token.ts). */
  async quoteByToken(token: string): Promise<RenderedDocument> {
    const quote = await findQuoteByToken(this.db, token);
    return this.quote(quote.id);
  }

  /** The invoice of the quote behind an e-mailed link, once the customer accepted it. */
  async invoiceByToken(token: string): Promise<RenderedDocument> {
    const quote = await findQuoteByToken(this.db, token);
    const [invoice] = await this.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.quoteId, quote.id)).limit(1);
    if (!invoice) throw notFound(NO_INVOICE_YET);
    return this.invoice(invoice.id);
  }

  private async mayRead(invoiceId: string, user: AuthUser): Promise<boolean> {
    if (roleHasPermission(user.role, Permission.ManageQuotes) || roleHasPermission(user.role, Permission.RecordPayments)) {
      return true;
    }
    const [invoice] = await this.db.select({ userId: invoices.userId }).from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
    return invoice?.userId === user.id;
  }

  private async quote(id: string): Promise<RenderedDocument> {
    const [quote] = await this.db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
    // A draft was never shown to the customer: it is no document yet.
    if (!quote || quote.status === 'DRAFT') throw notFound(QUOTE_DOCUMENT_NOT_FOUND);
    const lines = await this.db.select().from(quoteLines).where(eq(quoteLines.quoteId, id)).orderBy(asc(quoteLines.position));
    const reference = await this.referenceOf(quote);
    const content = await quotePdf(this.config.agency, { ...quote, reference, depositCents: depositCents(quote.totalCents, quote.depositPercent) }, lines.map(customerLine));
    return { filename: pdfFilename(`QUOTE-${reference}-v${quote.version}`), content };
  }

  private async invoice(id: string): Promise<RenderedDocument> {
    const invoice = await this.invoiceRow(id);
    const [quote] = await this.db.select().from(quotes).where(eq(quotes.id, invoice.quoteId)).limit(1);
    const acceptance = quote ? { acceptedBy: acceptedByOf(quote), acceptedAt: quote.acceptedAt, termsVersion: quote.termsVersion, quoteVersion: quote.version } : null;
    const content = await invoicePdf(this.config.agency, invoice, await this.linesOf(id), await this.paymentsOf(id), acceptance);
    return { filename: pdfFilename(invoice.number), content };
  }

  private async creditNote(invoiceId: string): Promise<RenderedDocument> {
    const invoice = await this.invoiceRow(invoiceId);
    const [note] = await this.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId)).limit(1);
    if (!note) throw notFound(NO_CREDIT_NOTE);
    return { filename: pdfFilename(note.number), content: await creditNotePdf(this.config.agency, invoice, await this.linesOf(invoiceId), note) };
  }

  private async refund(refundId: string): Promise<RenderedDocument> {
    const [refund] = await this.db.select().from(refunds).where(eq(refunds.id, refundId)).limit(1);
    if (!refund) throw notFound(REFUND_NOT_FOUND);
    const invoice = await this.invoiceRow(refund.invoiceId);
    const [note] = await this.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id)).limit(1);
    // In the order recorded: a confirmation's number and "refunded to date" never change afterwards.
    const all = await this.db.select().from(refunds).where(eq(refunds.invoiceId, invoice.id)).orderBy(asc(refunds.createdAt), asc(refunds.id));
    const number = refundNumber(note!.number, all.findIndex((r) => r.id === refundId));
    return { filename: pdfFilename(number), content: await refundPdf(this.config.agency, invoice, note!, all, refundId) };
  }

  private async receipt(paymentId: string): Promise<RenderedDocument> {
    const [payment] = await this.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    if (!payment) throw notFound(PAYMENT_NOT_FOUND);
    const invoice = await this.invoiceRow(payment.invoiceId);
    const all = await this.paymentsOf(invoice.id);
    const number = receiptNumber(invoice.number, all.findIndex((p) => p.id === paymentId));
    return { filename: pdfFilename(number), content: await receiptPdf(this.config.agency, invoice, all, paymentId) };
  }

  private async voucher(invoiceId: string): Promise<RenderedDocument> {
    const invoice = await this.invoiceRow(invoiceId);
    const paid = (await this.paymentsOf(invoiceId)).reduce((sum, p) => sum + p.amountCents, 0);
    if (paymentStatus(invoice, paid, todayInSouthAfrica()) !== 'PAID_IN_FULL') throw notFound(VOUCHER_NOT_YET);
    const trip = await this.tripOf(invoice.quoteId);
    return { filename: pdfFilename(`VOUCHER-${invoice.reference}`), content: await voucherPdf(this.config.agency, invoice, await this.linesOf(invoiceId), trip) };
  }

  /** The dates and the travellers of the request an invoice's quote answers. */
  private async tripOf(quoteId: string): Promise<TripForDocument | null> {
    const [quote] = await this.db.select({ bookingId: quotes.bookingId, enquiryId: quotes.enquiryId }).from(quotes).where(eq(quotes.id, quoteId)).limit(1);
    if (quote?.bookingId) {
      const [b] = await this.db.select().from(bookings).where(eq(bookings.id, quote.bookingId)).limit(1);
      if (!b) return null;
      return { departureDate: b.departureDate, returnDate: b.returnDate, travellers: b.adults !== null ? travellersOf(b.adults, b.children ?? 0) : plural(b.guests, 'traveller') };
    }
    if (quote?.enquiryId) {
      const [e] = await this.db.select().from(enquiries).where(eq(enquiries.id, quote.enquiryId)).limit(1);
      if (!e) return null;
      return { departureDate: e.departureDate, returnDate: e.returnDate, travellers: e.guests ? plural(e.guests, 'traveller') : null };
    }
    return null;
  }

  private async invoiceRow(id: string): Promise<InvoiceRow> {
    const [invoice] = await this.db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
    if (!invoice) throw notFound(INVOICE_NOT_FOUND);
    return invoice;
  }

  private async linesOf(invoiceId: string) {
    const lines = await this.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.position));
    return lines.map(customerLine);
  }

  /** In the order they were recorded: a receipt's number and "paid to date" never change afterwards. */
  private paymentsOf(invoiceId: string) {
    return this.db.select().from(payments).where(eq(payments.invoiceId, invoiceId)).orderBy(asc(payments.createdAt), asc(payments.id));
  }

  /** The booking's or the enquiry's reference: the one the customer quotes and pays with. */
  private async referenceOf(quote: QuoteRow): Promise<string> {
    const [row] = quote.bookingId
      ? await this.db.select({ reference: bookings.reference }).from(bookings).where(eq(bookings.id, quote.bookingId)).limit(1)
      : await this.db.select({ reference: enquiries.reference }).from(enquiries).where(eq(enquiries.id, quote.enquiryId!)).limit(1);
    return row?.reference ?? 'quote';
  }
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
/** "2 adults, 1 child": a stay's party in words. */
const travellersOf = (adults: number, children: number): string => [plural(adults, 'adult'), ...(children ? [children === 1 ? '1 child' : `${children} children`] : [])].join(', ');
