import { Inject, Injectable } from '@nestjs/common';
import { creditNoteSplit, invoicePaymentStatus, outstandingCents, refundOwedCents, RefundMessages, vatGroups } from '@travel/contract';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { plainRow, recordAudit } from '../audit/audit.js';
import type { AuthUser } from '../auth/auth-user.js';
import { customerLine } from '../billing/customer-line.js';
import { formatRandCents } from '../billing/money-maths.js';
import { todayInSouthAfrica } from '../common/dates.js';
import { EntityIdPipe, rowId, type EntityId } from '../common/entity-id.js';
import { badInput, conflict, notFound } from '../common/errors.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Database, Transaction } from '../db/client.js';
import {
  creditNoteCounters,
  creditNotes,
  invoiceCounters,
  invoiceLines,
  invoices,
  payments,
  quotes,
  refunds,
  type CreditNoteRow,
  type InvoiceLineRow,
  type InvoiceRow,
  type PaymentRow,
  type QuoteLineRow,
  type QuoteRow,
  type RefundRow,
} from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { InboxService } from '../inbox/inbox.service.js';
import { canMoveSubject, changeStatus } from '../inbox/workflow.js';
import { enqueueMail } from '../mail/outbox.js';
import { Notifier } from '../mail/notifications.js';
import { acceptedByOf } from '../quotes/accepted-by.js';
import { creditNoteMail, paymentReceiptMail, refundMail, travelVoucherMail } from '../quotes/quote-mails.js';
import type { CancelInvoiceInput, PaymentInput, RefundInput } from './invoice.inputs.js';
import type { Invoice, InvoicePaymentStatus } from './invoice.model.js';

export const INVOICE_NOT_FOUND = 'Invoice not found.';
/** An invoice id argument: NOT_FOUND for anything that is no id, as for an unknown one. */
export const InvoiceIdPipe = EntityIdPipe.orNotFound(INVOICE_NOT_FOUND);
export const PAYMENT_ON_CANCELLED = 'This invoice is cancelled: no payment can be recorded against it.';
export const ALREADY_CANCELLED = 'This invoice is already cancelled.';
export const RECEIVED_IN_FUTURE = 'Received on cannot be in the future.';
export const FEE_ABOVE_PAID = 'The cancellation fee cannot be more than what has been paid.';
export const REFUND_NOT_CANCELLED = RefundMessages.NOT_CANCELLED;
export const REFUNDED_IN_FUTURE = RefundMessages.REFUNDED_IN_FUTURE;
export const NOTHING_TO_REFUND = RefundMessages.NOTHING_DUE;

type Tx = Database | Transaction;

/**
 * The next number of a gap-free yearly sequence (INV-2027-00001, CN-2027-00001). The counter row is
 * created or incremented by one statement that locks it until the issuing transaction ends: a concurrent
 * issuer waits, and a transaction that rolls back takes its number back with it, so no number is skipped
 * or given twice, whatever the number of server processes.
 */
async function nextNumber(tx: Transaction, counter: typeof invoiceCounters | typeof creditNoteCounters, prefix: string, year: number): Promise<string> {
  const [row] = await tx
    .insert(counter)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: counter.year, set: { lastNumber: sql`${counter.lastNumber} + 1` } })
    .returning({ lastNumber: counter.lastNumber });
  return `${prefix}-${year}-${String(row!.lastNumber).padStart(5, '0')}`;
}

/** Payment status from the amounts and the due dates, on South African calendar days (the contract's lifecycle). */
export function paymentStatus(invoice: Pick<InvoiceRow, 'status' | 'totalCents' | 'depositCents' | 'depositDueOn' | 'balanceDueOn'>, paidCents: number, today: string): InvoicePaymentStatus {
  return invoicePaymentStatus({ ...invoice, state: invoice.status }, paidCents, today);
}

/** Invoices, their payments and credit notes. Every write is one transaction with its audit event. */
@Injectable()
export class InvoicesService {
  constructor(
    @InjectDb() private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly inbox: InboxService,
    private readonly notifier: Notifier,
  ) {}

  /**
   * Issues the invoice of an accepted quote inside the accepting transaction: the next gap-free number
   * of the year (South African calendar), the quote's lines and totals copied, the deposit computed.
   */
  async issue(tx: Transaction, quote: QuoteRow, lines: readonly QuoteLineRow[], reference: string, depositCents: number): Promise<InvoiceRow> {
    const issuedOn = todayInSouthAfrica();
    const number = await nextNumber(tx, invoiceCounters, 'INV', Number(issuedOn.slice(0, 4)));
    const [invoice] = await tx
      .insert(invoices)
      .values({
        number,
        quoteId: quote.id,
        reference,
        customerName: quote.customerName,
        customerEmail: quote.customerEmail,
        userId: quote.userId,
        issuedOn,
        vatPercent: quote.vatPercent,
        subtotalCents: quote.subtotalCents,
        vatCents: quote.vatCents,
        totalCents: quote.totalCents,
        depositCents,
        depositDueOn: quote.depositDueOn,
        balanceDueOn: quote.balanceDueOn,
      })
      .returning();
    await tx.insert(invoiceLines).values(
      lines.map((l) => ({ invoiceId: invoice!.id, ...customerLine(l) })),
    );
    return invoice!;
  }

  async list(filter: { status?: InvoicePaymentStatus | null } = {}): Promise<Invoice[]> {
    const rows = await this.db.select().from(invoices).orderBy(desc(invoices.createdAt), desc(invoices.id)).limit(500);
    const all = await this.toInvoices(this.db, rows);
    return filter.status ? all.filter((i) => i.status === filter.status) : all;
  }

  async get(id: EntityId | null): Promise<Invoice | null> {
    if (!id) return null;
    const rows = await this.db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
    return (await this.toInvoices(this.db, rows))[0] ?? null;
  }

  async forUser(userId: string): Promise<Invoice[]> {
    const rows = await this.db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.createdAt), desc(invoices.id));
    return this.toInvoices(this.db, rows);
  }

  async byQuote(tx: Tx, quoteId: string): Promise<Invoice | null> {
    const rows = await tx.select().from(invoices).where(eq(invoices.quoteId, quoteId)).limit(1);
    return (await this.toInvoices(tx, rows))[0] ?? null;
  }

  async byQuotes(tx: Tx, quoteIds: readonly string[]): Promise<Map<string, InvoiceRow>> {
    if (!quoteIds.length) return new Map();
    const rows = await tx.select().from(invoices).where(inArray(invoices.quoteId, [...quoteIds]));
    return new Map(rows.map((r) => [r.quoteId, r]));
  }

  /**
   * Records money received. Refused with a clear message on a cancelled invoice (CONFLICT), a date in
   * the future, or an amount above what is still due (BAD_USER_INPUT); the invoice row is locked, so two
   * payments at once are counted one after the other (and the database refuses an overpayment anyway).
   */
  async recordPayment(invoiceId: EntityId, input: PaymentInput, user: AuthUser): Promise<Invoice> {
    if (input.receivedOn > todayInSouthAfrica()) throw badInput(RECEIVED_IN_FUTURE, { receivedOn: RECEIVED_IN_FUTURE });
    return this.db.transaction(async (tx) => {
      const invoice = await this.lock(tx, invoiceId);
      if (invoice.status === 'CANCELLED') throw conflict(PAYMENT_ON_CANCELLED);
      const paid = await paidCents(tx, invoice.id);
      const due = invoice.totalCents - paid;
      if (input.amountCents > due) {
        const message =
          due === 0
            ? 'This invoice is paid in full: no further payment can be recorded.'
            : `This payment would take the amount paid above the invoice total: at most ${formatRandCents(due)} is still due.`;
        throw badInput(message, { amountCents: message });
      }
      const [payment] = await tx
        .insert(payments)
        .values({
          invoiceId: invoice.id,
          amountCents: input.amountCents,
          receivedOn: input.receivedOn,
          method: input.method,
          reference: input.reference?.trim() ?? '',
          recordedBy: user.id,
          // Taken under the invoice's lock (now() would be the transaction's start): payments of one
          // invoice are ordered as recorded, which numbers their receipts (documents/).
          createdAt: sql`clock_timestamp()`,
        })
        .returning();
      await recordAudit(tx, { entity: 'INVOICE', entityId: invoice.id, action: 'PAYMENT_RECORDED', actor: user, after: { ...plainRow(payment!), paidCents: paid + input.amountCents } });
      // The receipt, and the voucher with the payment that settles the invoice: queued with the payment,
      // so they exist exactly when it does. Overpayment is refused above, so "settles" happens once.
      const paidNow = paid + input.amountCents;
      await enqueueMail(tx, paymentReceiptMail(invoice, payment!, paidNow), ...(paidNow === invoice.totalCents ? [travelVoucherMail(invoice, this.config.agency)] : []));
      return (await this.toInvoices(tx, [invoice]))[0]!;
    });
  }

  /**
   * Cancels an invoice, and the trip with it, in one transaction (the lifecycle of @travel/contract's
   * trip-money.ts): a credit note (its own gap-free CN- number) credits the invoice total less the
   * cancellation fee staff enter from the policy the customer accepted (at most what has been paid), split
   * per VAT group, and owes back what was paid less the fee; the quote becomes CANCELLED; the booking
   * request, stay or trip plan it answers becomes CANCELLED (a stay's room nights given back); no reminder
   * goes out for it again. The invoice itself keeps every amount; only its status changes.
   */
  async cancel(invoiceId: EntityId, input: CancelInvoiceInput, user: AuthUser): Promise<Invoice> {
    return this.db.transaction(async (tx) => {
      const invoice = await this.lock(tx, invoiceId);
      if (invoice.status === 'CANCELLED') throw conflict(ALREADY_CANCELLED);
      const paid = await paidCents(tx, invoice.id);
      if (input.cancellationFeeCents > paid) throw badInput(FEE_ABOVE_PAID, { cancellationFeeCents: FEE_ABOVE_PAID });
      const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id)).orderBy(asc(invoiceLines.position));
      const split = creditNoteSplit(vatGroups(lines, invoice.vatPercent), input.cancellationFeeCents);
      const number = await nextNumber(tx, creditNoteCounters, 'CN', Number(todayInSouthAfrica().slice(0, 4)));
      const [note] = await tx
        .insert(creditNotes)
        .values({
          number,
          invoiceId: invoice.id,
          cancellationFeeCents: input.cancellationFeeCents,
          amountCreditedCents: split.creditedCents,
          vatCreditedCents: split.creditedVatCents,
          refundDueCents: refundOwedCents(paid, input.cancellationFeeCents),
          reason: input.reason.trim(),
          createdBy: user.id,
        })
        .returning();
      const [cancelled] = await tx.update(invoices).set({ status: 'CANCELLED', cancelledAt: new Date() }).where(eq(invoices.id, invoice.id)).returning();
      const [quote] = await tx.update(quotes).set({ status: 'CANCELLED', updatedAt: new Date() }).where(eq(quotes.id, invoice.quoteId)).returning();
      await recordAudit(tx, { entity: 'QUOTE', entityId: quote!.id, action: 'STATUS_CHANGED', actor: user, before: { status: 'ACCEPTED' }, after: { status: 'CANCELLED', creditNote: note!.number } });
      const subject = await this.inbox.lock(tx, rowId((quote!.bookingId ?? quote!.enquiryId)!));
      // The credit note mail tells the customer: no second, status mail about the same cancellation.
      if (canMoveSubject(subject, 'CANCELLED')) await changeStatus(tx, this.notifier, subject, 'CANCELLED', user, { notifyCustomer: false, cancellingInvoice: true });
      await enqueueMail(tx, creditNoteMail(cancelled!, note!, split));
      await recordAudit(tx, {
        entity: 'INVOICE',
        entityId: invoice.id,
        action: 'CANCELLED',
        actor: user,
        before: { status: invoice.status },
        after: {
          status: cancelled!.status,
          creditNote: note!.number,
          cancellationFeeCents: note!.cancellationFeeCents,
          amountCreditedCents: note!.amountCreditedCents,
          vatCreditedCents: note!.vatCreditedCents,
          refundDueCents: note!.refundDueCents,
        },
      });
      return (await this.toInvoices(tx, [cancelled!]))[0]!;
    });
  }

  /**
   * Records money paid back on a cancelled invoice, at most the refund still owed (the credit note's
   * refund owed less what has been refunded). The invoice row is locked as for a payment, and the database
   * refuses an over-refund itself (refunds_within_due), so two refunds at once cannot together pass it.
   */
  async recordRefund(invoiceId: EntityId, input: RefundInput, user: AuthUser): Promise<Invoice> {
    if (input.refundedOn > todayInSouthAfrica()) throw badInput(REFUNDED_IN_FUTURE, { refundedOn: REFUNDED_IN_FUTURE });
    return this.db.transaction(async (tx) => {
      const invoice = await this.lock(tx, invoiceId);
      if (invoice.status !== 'CANCELLED') throw conflict(REFUND_NOT_CANCELLED);
      const [note] = await tx.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id)).limit(1);
      const refunded = await refundedCents(tx, invoice.id);
      const due = note!.refundDueCents - refunded;
      if (input.amountCents > due) {
        const message = due === 0 ? NOTHING_TO_REFUND : `This refund would take the amount refunded above the refund owed: at most ${formatRandCents(due)} is still due.`;
        throw badInput(message, { amountCents: message });
      }
      const [refund] = await tx
        .insert(refunds)
        .values({
          invoiceId: invoice.id,
          amountCents: input.amountCents,
          refundedOn: input.refundedOn,
          method: input.method,
          reference: input.reference?.trim() ?? '',
          recordedBy: user.id,
          // Under the invoice's lock, as payments: refunds are ordered as recorded (their advice numbers).
          createdAt: sql`clock_timestamp()`,
        })
        .returning();
      await recordAudit(tx, { entity: 'INVOICE', entityId: invoice.id, action: 'REFUND_RECORDED', actor: user, after: { ...plainRow(refund!), refundedCents: refunded + input.amountCents } });
      await enqueueMail(tx, refundMail(invoice, note!, refund!, refunded + input.amountCents));
      return (await this.toInvoices(tx, [invoice]))[0]!;
    });
  }

  private async lock(tx: Transaction, id: EntityId): Promise<InvoiceRow> {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update').limit(1);
    if (!row) throw notFound(INVOICE_NOT_FOUND);
    return row;
  }

  /** Rows with their lines, payments, refunds, credit notes and quotes' acceptance (five queries for any number of invoices). */
  async toInvoices(tx: Tx, rows: readonly InvoiceRow[]): Promise<Invoice[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    // One after the other: inside a transaction they share one connection, which node-postgres no longer
    // lets two queries use at once.
    const lines = await tx.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, ids)).orderBy(asc(invoiceLines.position));
    const paid = await tx.select().from(payments).where(inArray(payments.invoiceId, ids)).orderBy(asc(payments.receivedOn), asc(payments.createdAt));
    const paidBack = await tx.select().from(refunds).where(inArray(refunds.invoiceId, ids)).orderBy(asc(refunds.refundedOn), asc(refunds.createdAt));
    const notes = await tx.select().from(creditNotes).where(inArray(creditNotes.invoiceId, ids));
    const accepted = await tx
      .select({ id: quotes.id, acceptedAt: quotes.acceptedAt, acceptedByUserId: quotes.acceptedByUserId, customerName: quotes.customerName, termsVersion: quotes.termsVersion })
      .from(quotes)
      .where(inArray(quotes.id, rows.map((r) => r.quoteId)));
    const today = todayInSouthAfrica();
    return rows.map((row) =>
      toInvoice(
        row,
        lines.filter((l) => l.invoiceId === row.id),
        paid.filter((p) => p.invoiceId === row.id),
        paidBack.filter((r) => r.invoiceId === row.id),
        notes.find((n) => n.invoiceId === row.id) ?? null,
        accepted.find((q) => q.id === row.quoteId) ?? null,
        today,
      ),
    );
  }
}

async function paidCents(tx: Tx, invoiceId: string): Promise<number> {
  const [row] = await tx.select({ paid: sql<string>`coalesce(sum(${payments.amountCents}), 0)` }).from(payments).where(eq(payments.invoiceId, invoiceId));
  return Number(row?.paid ?? 0);
}

async function refundedCents(tx: Tx, invoiceId: string): Promise<number> {
  const [row] = await tx.select({ refunded: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` }).from(refunds).where(eq(refunds.invoiceId, invoiceId));
  return Number(row?.refunded ?? 0);
}

type Acceptance = Pick<QuoteRow, 'acceptedAt' | 'acceptedByUserId' | 'customerName' | 'termsVersion'>;

function toInvoice(row: InvoiceRow, lines: InvoiceLineRow[], paid: PaymentRow[], paidBack: RefundRow[], note: CreditNoteRow | null, acceptance: Acceptance | null, today: string): Invoice {
  const paidTotal = paid.reduce((sum, p) => sum + p.amountCents, 0);
  const refundedTotal = paidBack.reduce((sum, r) => sum + r.amountCents, 0);
  const groups = vatGroups(lines, row.vatPercent);
  return {
    id: row.id,
    number: row.number,
    quoteId: row.quoteId,
    reference: row.reference,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    issuedOn: row.issuedOn,
    lines: lines.map(customerLine),
    vatPercent: row.vatPercent,
    vatGroups: groups,
    subtotalCents: row.subtotalCents,
    vatCents: row.vatCents,
    totalCents: row.totalCents,
    depositCents: row.depositCents,
    depositDueOn: row.depositDueOn,
    balanceDueOn: row.balanceDueOn,
    paidCents: paidTotal,
    balanceCents: outstandingCents({ state: row.status, totalCents: row.totalCents }, paidTotal),
    refundedCents: refundedTotal,
    refundDueCents: note ? note.refundDueCents - refundedTotal : 0,
    status: paymentStatus(row, paidTotal, today),
    payments: paid.map((p) => ({ id: p.id, amountCents: p.amountCents, receivedOn: p.receivedOn, method: p.method, reference: p.reference, createdAt: p.createdAt })),
    refunds: paidBack.map((r) => ({ id: r.id, amountCents: r.amountCents, refundedOn: r.refundedOn, method: r.method, reference: r.reference, createdAt: r.createdAt })),
    creditNote: note
      ? {
          id: note.id,
          number: note.number,
          cancellationFeeCents: note.cancellationFeeCents,
          amountCreditedCents: note.amountCreditedCents,
          vatCreditedCents: note.vatCreditedCents,
          vatGroups: creditNoteSplit(groups, note.cancellationFeeCents).groups,
          refundOwedCents: note.refundDueCents,
          reason: note.reason,
          createdAt: note.createdAt,
        }
      : null,
    acceptedAt: acceptance?.acceptedAt ?? null,
    acceptedBy: acceptance ? acceptedByOf(acceptance) : null,
    termsVersion: acceptance?.termsVersion ?? null,
    createdAt: row.createdAt,
  };
}
