/**
 * The lifecycle of a trip's money, written once: the server derives every status and figure from these
 * functions, and the staff pages, My bookings and the quote page read the same ones.
 *
 *   quote SENT ──accept──▶ ACCEPTED + invoice ISSUED: AWAITING_DEPOSIT ─▶ DEPOSIT_PAID ─▶ PAID_IN_FULL
 *                                                   (OVERDUE while a due date has passed unpaid)
 *   an ISSUED invoice ──cancel (credit note, fee ≤ paid)──▶ CANCELLED, and in the same transaction
 *   its quote CANCELLED, its booking request / stay / trip plan CANCELLED (a stay's rooms released),
 *   its reminders stopped; the refund owed, paid − fee, is then paid out by refunds until none is due.
 *
 * An inbox item with an open invoice is cancelled only by cancelling that invoice (the books and the
 * item can never disagree); cancelling or declining an item withdraws its sent quotes.
 */
import { vatIncludedCents, type VatGroup } from './quote-maths.js';
import type { InvoicePaymentStatus, QuoteLineKind } from './quotes.js';

/** What the invoice's status is derived from. */
export interface InvoiceMoney {
  /** The stored state: ISSUED until a credit note cancels it. */
  state: 'ISSUED' | 'CANCELLED';
  totalCents: number;
  depositCents: number;
  depositDueOn: string;
  balanceDueOn: string;
}

/** Payment status from the amounts and the due dates, on South African calendar days (YYYY-MM-DD). */
export function invoicePaymentStatus(invoice: InvoiceMoney, paidCents: number, today: string): InvoicePaymentStatus {
  if (invoice.state === 'CANCELLED') return 'CANCELLED';
  if (paidCents >= invoice.totalCents) return 'PAID_IN_FULL';
  if (today > invoice.balanceDueOn || (paidCents < invoice.depositCents && today > invoice.depositDueOn)) return 'OVERDUE';
  return paidCents >= invoice.depositCents ? 'DEPOSIT_PAID' : 'AWAITING_DEPOSIT';
}

/** What each payment status allows and shows, wherever the invoice appears. */
export interface PaymentStatusRule {
  /** The customer still owes money on it: payments may be recorded, reminders go out, it counts as outstanding. */
  open: boolean;
  /** The customer's page shows how to pay (the EFT details and reference). */
  showsHowToPay: boolean;
  /** The travel voucher exists. */
  voucher: boolean;
}

export const PAYMENT_STATUS_RULES: Readonly<Record<InvoicePaymentStatus, PaymentStatusRule>> = {
  AWAITING_DEPOSIT: { open: true, showsHowToPay: true, voucher: false },
  DEPOSIT_PAID: { open: true, showsHowToPay: true, voucher: false },
  OVERDUE: { open: true, showsHowToPay: true, voucher: false },
  PAID_IN_FULL: { open: false, showsHowToPay: false, voucher: true },
  CANCELLED: { open: false, showsHowToPay: false, voucher: false },
};

/** What is still owed by the customer: nothing once the invoice is cancelled (the fee is kept from what was paid). */
export function outstandingCents(invoice: Pick<InvoiceMoney, 'state' | 'totalCents'>, paidCents: number): number {
  return invoice.state === 'CANCELLED' ? 0 : Math.max(0, invoice.totalCents - paidCents);
}

/** The refund a cancellation owes: what was paid less the fee kept, never negative. */
export function refundOwedCents(paidCents: number, cancellationFeeCents: number): number {
  return Math.max(0, paidCents - cancellationFeeCents);
}

/** The credit note's share of one VAT group: what is credited and the part of the fee it keeps. */
export interface CreditGroup {
  vatTreatment: VatGroup['vatTreatment'];
  vatPercent: number;
  /** VAT included. */
  creditedCents: number;
  creditedVatCents: number;
  feeCents: number;
  feeVatCents: number;
}

export interface CreditSplit {
  groups: CreditGroup[];
  creditedCents: number;
  creditedVatCents: number;
  feeVatCents: number;
}

/**
 * A credit note credits the invoice total less the cancellation fee. The fee keeps the invoice's VAT mix:
 * it is shared over the VAT groups in proportion to their amounts (largest remainder, so the shares add up
 * to the fee exactly), each share's VAT computed at its group's rate; what is credited in a group is the
 * rest of it, amount and VAT. So credited + fee = the invoice's total and credited VAT + fee VAT = its VAT,
 * per group and overall, to the cent.
 */
export function creditNoteSplit(groups: readonly VatGroup[], cancellationFeeCents: number): CreditSplit {
  const total = groups.reduce((sum, g) => sum + g.amountCents, 0);
  if (!Number.isSafeInteger(cancellationFeeCents) || cancellationFeeCents < 0 || cancellationFeeCents > total) {
    throw new RangeError('The cancellation fee must be whole cents between 0 and the invoice total.');
  }
  const exact = groups.map((g) => (total === 0 ? 0n : BigInt(cancellationFeeCents) * BigInt(g.amountCents)));
  const shares = exact.map((e) => (total === 0 ? 0 : Number(e / BigInt(total))));
  let left = cancellationFeeCents - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, remainder: total === 0 ? 0n : e % BigInt(total) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  const split = groups.map((g, i) => {
    const feeCents = shares[i]!;
    const feeVatCents = vatIncludedCents(feeCents, g.vatPercent);
    return { vatTreatment: g.vatTreatment, vatPercent: g.vatPercent, creditedCents: g.amountCents - feeCents, creditedVatCents: g.vatCents - feeVatCents, feeCents, feeVatCents };
  });
  return {
    groups: split,
    creditedCents: split.reduce((sum, g) => sum + g.creditedCents, 0),
    creditedVatCents: split.reduce((sum, g) => sum + g.creditedVatCents, 0),
    feeVatCents: split.reduce((sum, g) => sum + g.feeVatCents, 0),
  };
}

/**
 * A new line's VAT treatment, before staff change it: passenger transport to or from another country is
 * zero-rated (VAT Act s11(2)(a)); everything else, domestic travel included, is standard-rated.
 */
export function defaultVatTreatment(kind: QuoteLineKind, international: boolean): 'STANDARD' | 'ZERO_RATED' {
  return kind === 'FLIGHT' && international ? 'ZERO_RATED' : 'STANDARD';
}

/** Whether a destination country is outside South Africa (the agency's home), for defaultVatTreatment. */
export function isInternationalDestination(country: string | null | undefined): boolean {
  const name = (country ?? '').trim().toLowerCase();
  return name !== '' && name !== 'south africa' && name !== 'za';
}
