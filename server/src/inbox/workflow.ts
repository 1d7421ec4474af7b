import { canMoveKind, OPEN_INVOICE_MESSAGE } from '@travel/contract';
import { and, eq } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit/audit.js';
import type { BookingStatus } from '../bookings/booking.model.js';
import { conflict, type AppError } from '../common/errors.js';
import type { Transaction } from '../db/client.js';
import { bookings, enquiries, invoices, quotes, roomUnitNights, type BookingRow, type EnquiryRow } from '../db/schema.js';
import { enquiryTitle, type Notifier } from '../mail/notifications.js';

/**
 * The one status workflow of bookings and enquiries (@travel/contract's inbox-workflow.ts, whose moves
 * the staff inbox offers), enforced here by every operation that changes a status (the inbox's
 * setInboxStatus, a manager's confirmReservation / cancelReservation, conversions).
 */
export { canMove, FINAL_STATUSES, isFinal } from '@travel/contract';

/** canMove for a given booking or enquiry: the booking workflow, or a contact message's own. */
export function canMoveSubject(subject: WorkflowSubject, to: BookingStatus): boolean {
  const kind = subject.type === 'enquiry' && subject.row.kind === 'CONTACT' ? 'CONTACT' : undefined;
  return canMoveKind(kind, subject.row.status, to);
}

/** A booking or an enquiry, as locked by the caller for the length of its transaction. */
export type WorkflowSubject = { type: 'booking'; row: BookingRow } | { type: 'enquiry'; row: EnquiryRow };

/** "booking request", "stay reservation", "trip plan", "insurance quote", "contact message". */
export function subjectLabel(subject: WorkflowSubject): string {
  if (subject.type === 'booking') return subject.row.kind === 'STAY' ? 'stay reservation' : 'booking request';
  return { TRIP_PLAN: 'trip plan', INSURANCE_QUOTE: 'insurance quote', CONTACT: 'contact message', TRIP_BOOKING: 'trip booking request' }[subject.row.kind];
}

/** The refusal of a move the workflow does not allow: CONFLICT "A {kind} that is {FROM} cannot be moved to {TO}." */
export function refusedMove(subject: WorkflowSubject, to: BookingStatus): AppError {
  return conflict(`A ${subjectLabel(subject)} that is ${subject.row.status} cannot be moved to ${to}.`);
}

export function subjectTitle(subject: WorkflowSubject): string {
  if (subject.type === 'enquiry') return enquiryTitle(subject.row);
  const b = subject.row;
  return b.kind === 'STAY' ? `${b.hotelName ?? ''} · ${b.roomTypeName ?? ''}` : (b.packageTitle ?? '');
}

export interface StatusChangeOptions {
  /** Another refusal than the workflow's message (confirmReservation / cancelReservation keep their own). */
  refusal?: (subject: WorkflowSubject, to: BookingStatus) => AppError;
  /**
   * false: no status mail to the customer. For a change that is the side effect of another mail the
   * caller queues itself (the quote mail moves the item to QUOTED, the invoice mail to CONFIRMED): the
   * customer gets the mail that matters, not a second one about the same event. The row and its audit
   * event change all the same. Default true.
   */
  notifyCustomer?: boolean;
  /**
   * true only from InvoicesService.cancel, which cancels the item with its invoice. Any other move to
   * CANCELLED or DECLINED is refused while the item has an open invoice: the invoice is cancelled (with
   * its credit note and fee) and takes the item with it, so the books and the inbox never disagree.
   */
  cancellingInvoice?: boolean;
}

export const OPEN_INVOICE = OPEN_INVOICE_MESSAGE;

/** Whether an item's accepted quote has an invoice still ISSUED (not cancelled). */
async function hasOpenInvoice(tx: Transaction, subject: WorkflowSubject): Promise<boolean> {
  const [open] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(quotes, eq(quotes.id, invoices.quoteId))
    .where(and(subject.type === 'booking' ? eq(quotes.bookingId, subject.row.id) : eq(quotes.enquiryId, subject.row.id), eq(invoices.status, 'ISSUED')))
    .limit(1);
  return !!open;
}

/**
 * Moves a locked booking or enquiry to `to`, inside the caller's transaction: the row, its audit event
 * (STATUS_CHANGED with the status before and after) and the customer's e-mail (unless
 * `options.notifyCustomer` is false) commit together or not at all. A stay that is declined or
 * cancelled gives its room nights back in the same transaction.
 */
export async function changeStatus(
  tx: Transaction,
  notifier: Notifier,
  subject: WorkflowSubject,
  to: BookingStatus,
  actor: AuditActor,
  options: StatusChangeOptions = {},
): Promise<WorkflowSubject> {
  const from = subject.row.status;
  if (!canMoveSubject(subject, to)) throw (options.refusal ?? refusedMove)(subject, to);
  const now = new Date();
  const ending = to === 'DECLINED' || to === 'CANCELLED';
  if (ending && !options.cancellingInvoice && (await hasOpenInvoice(tx, subject))) throw conflict(OPEN_INVOICE);
  if (ending) {
    // A sent quote of an item that ends can no longer be accepted: its link says it was withdrawn.
    const withdrawn = await tx
      .update(quotes)
      .set({ status: 'WITHDRAWN', updatedAt: now })
      .where(and(subject.type === 'booking' ? eq(quotes.bookingId, subject.row.id) : eq(quotes.enquiryId, subject.row.id), eq(quotes.status, 'SENT')))
      .returning({ id: quotes.id });
    for (const quote of withdrawn) {
      await recordAudit(tx, { entity: 'QUOTE', entityId: quote.id, action: 'STATUS_CHANGED', actor, before: { status: 'SENT' }, after: { status: 'WITHDRAWN', because: to } });
    }
  }
  let updated: WorkflowSubject;
  if (subject.type === 'booking') {
    if (subject.row.kind === 'STAY' && (to === 'DECLINED' || to === 'CANCELLED')) {
      await tx.delete(roomUnitNights).where(eq(roomUnitNights.bookingId, subject.row.id));
    }
    const [row] = await tx.update(bookings).set({ status: to, updatedAt: now }).where(eq(bookings.id, subject.row.id)).returning();
    updated = { type: 'booking', row: row! };
  } else {
    const [row] = await tx.update(enquiries).set({ status: to, updatedAt: now }).where(eq(enquiries.id, subject.row.id)).returning();
    updated = { type: 'enquiry', row: row! };
  }
  await recordAudit(tx, {
    entity: subject.type === 'booking' ? 'BOOKING' : 'ENQUIRY',
    entityId: subject.row.id,
    hotelId: subject.type === 'booking' ? subject.row.hotelId : null,
    action: 'STATUS_CHANGED',
    actor,
    before: { status: from },
    after: { status: to },
  });
  if (options.notifyCustomer === false) return updated;
  await notifier.notifyStatusChanged(tx, {
    kind: subject.type,
    reference: subject.row.reference,
    title: subjectTitle(subject),
    fullName: subject.row.fullName,
    email: subject.row.email || null,
    from,
    to,
  });
  return updated;
}
