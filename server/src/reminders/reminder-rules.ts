import { addDays } from '../common/dates.js';
import type { InvoiceRow, PaymentReminderKind } from '../db/schema.js';

export type InvoiceTerms = Pick<InvoiceRow, 'status' | 'issuedOn' | 'totalCents' | 'depositCents' | 'depositDueOn' | 'balanceDueOn'>;

export interface DueReminder {
  kind: PaymentReminderKind;
  /** The due date reminded of. */
  dueOn: string;
  /** What is still to pay for it: the rest of the deposit, or the rest of the total. */
  amountDueCents: number;
}

/**
 * The reminders an invoice calls for on `today` (South African calendar), given what has been paid.
 * The job sends each (kind, due date) once (payment_reminders), so these are windows, not single days:
 * a job that was down on the exact day still sends the reminder late rather than never.
 *
 * - Nothing for a cancelled invoice or one paid in full.
 * - Deposit (while paid < deposit): a REMINDER from `daysBefore` days before its due date to the due
 *   date itself, an OVERDUE notice from the day after. Skipped altogether when the deposit is 0 or is due
 *   with the balance (a late booking pays in full: the balance mails say it all).
 * - Balance (while paid < total): the same around the balance due date.
 * - A reminder is only sent for an invoice issued before its window opened: an invoice issued inside the
 *   window was mailed with the due date days ago, and a "reminder" of it would be noise. The overdue
 *   notice always goes out.
 */
export function dueReminders(invoice: InvoiceTerms, paidCents: number, today: string, daysBefore: number): DueReminder[] {
  if (invoice.status === 'CANCELLED' || paidCents >= invoice.totalCents) return [];
  const due: DueReminder[] = [];
  const around = (dueOn: string, amountDueCents: number, reminder: PaymentReminderKind, overdue: PaymentReminderKind) => {
    const opens = addDays(dueOn, -daysBefore);
    if (today > dueOn) due.push({ kind: overdue, dueOn, amountDueCents });
    else if (today >= opens && invoice.issuedOn < opens) due.push({ kind: reminder, dueOn, amountDueCents });
  };
  if (depositIsSeparate(invoice) && paidCents < invoice.depositCents) {
    around(invoice.depositDueOn, invoice.depositCents - paidCents, 'DEPOSIT_REMINDER', 'DEPOSIT_OVERDUE');
  }
  around(invoice.balanceDueOn, invoice.totalCents - paidCents, 'BALANCE_REMINDER', 'BALANCE_OVERDUE');
  return due;
}

/**
 * The earliest day any reminder of an invoice can be due: the query's filter, so the job reads only the
 * invoices whose windows have opened (`least(deposit_due_on, balance_due_on) - daysBefore <= today`).
 */
export const windowOpensBy = (today: string, daysBefore: number): string => addDays(today, daysBefore);

/**
 * An open invoice's next instalment (the "Payments due" list): the deposit while paid < deposit (when the
 * deposit is a separate instalment, as in dueReminders), else the balance. Null when cancelled or paid.
 */
export function nextInstalment(invoice: InvoiceTerms, paidCents: number): { kind: 'DEPOSIT' | 'BALANCE'; dueOn: string; amountDueCents: number } | null {
  if (invoice.status === 'CANCELLED' || paidCents >= invoice.totalCents) return null;
  if (depositIsSeparate(invoice) && paidCents < invoice.depositCents) {
    return { kind: 'DEPOSIT', dueOn: invoice.depositDueOn, amountDueCents: invoice.depositCents - paidCents };
  }
  return { kind: 'BALANCE', dueOn: invoice.balanceDueOn, amountDueCents: invoice.totalCents - paidCents };
}

/** A deposit of 0, or one due with the balance, is no instalment of its own: the balance covers it. */
function depositIsSeparate(invoice: InvoiceTerms): boolean {
  return invoice.depositCents > 0 && invoice.depositDueOn < invoice.balanceDueOn;
}
