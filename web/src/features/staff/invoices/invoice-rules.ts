import {
  CANCELLATION_REASON_MAX_LENGTH,
  PAYMENT_METHODS,
  PAYMENT_REFERENCE_MAX_LENGTH,
  PaymentMessages,
  RefundMessages,
  todayInSouthAfrica,
} from '@travel/contract';
import { z } from 'zod';
import type { StaffInvoiceFieldsFragment } from '../../../gql/graphql';
import { centsAmount, requiredLocalDate } from '../../../lib/zod-fields';

/**
 * The next date money is due on an invoice: the deposit's while less than the deposit is paid, then the
 * balance's; none once it is paid in full or cancelled.
 */
export const nextDueOn = (invoice: Pick<StaffInvoiceFieldsFragment, 'status' | 'paidCents' | 'depositCents' | 'balanceCents' | 'depositDueOn' | 'balanceDueOn'>): string | null => {
  if (invoice.status === 'CANCELLED' || invoice.balanceCents <= 0) return null;
  return invoice.paidCents < invoice.depositCents ? invoice.depositDueOn : invoice.balanceDueOn;
};

/** The Record payment form: the server's PaymentInput rules with the contract's messages. */
export const paymentSchema = (today: string = todayInSouthAfrica()) =>
  z.object({
    amountCents: centsAmount({
      required: PaymentMessages.AMOUNT,
      invalid: 'Amount must be an amount in rand such as 3450.00.',
      negative: PaymentMessages.AMOUNT_POSITIVE,
      min: { cents: 1, message: PaymentMessages.AMOUNT_POSITIVE },
    }),
    receivedOn: requiredLocalDate(PaymentMessages.RECEIVED_ON).refine((date) => date <= today, PaymentMessages.RECEIVED_IN_FUTURE),
    method: z.enum(PAYMENT_METHODS, PaymentMessages.METHOD),
    reference: z
      .string()
      .trim()
      .max(PAYMENT_REFERENCE_MAX_LENGTH, PaymentMessages.REFERENCE_TOO_LONG)
      .transform((text) => (text === '' ? null : text)),
  });

/** The Cancel invoice form; the fee may not be more than what has been paid (the server checks it too). */
export const cancellationSchema = (paidCents: number) =>
  z.object({
    cancellationFeeCents: centsAmount({
      required: PaymentMessages.FEE,
      invalid: 'Cancellation fee must be an amount in rand such as 500.00.',
      negative: PaymentMessages.FEE_NEGATIVE,
      max: { cents: paidCents, message: PaymentMessages.FEE_ABOVE_PAID },
    }),
    reason: z.string().trim().min(1, PaymentMessages.REASON).max(CANCELLATION_REASON_MAX_LENGTH, PaymentMessages.REASON_TOO_LONG),
  });

/** The Record refund form: RefundInput's rules; the amount at most the refund still due (the server checks it too, under a lock). */
export const refundSchema = (refundDueCents: number, today: string = todayInSouthAfrica()) =>
  z.object({
    amountCents: centsAmount({
      required: RefundMessages.AMOUNT,
      invalid: 'Amount must be an amount in rand such as 2450.00.',
      negative: RefundMessages.AMOUNT_POSITIVE,
      min: { cents: 1, message: RefundMessages.AMOUNT_POSITIVE },
      max: { cents: refundDueCents, message: RefundMessages.AMOUNT_ABOVE_DUE },
    }),
    refundedOn: requiredLocalDate(RefundMessages.REFUNDED_ON).refine((date) => date <= today, RefundMessages.REFUNDED_IN_FUTURE),
    method: z.enum(PAYMENT_METHODS, PaymentMessages.METHOD),
    reference: z
      .string()
      .trim()
      .max(PAYMENT_REFERENCE_MAX_LENGTH, PaymentMessages.REFERENCE_TOO_LONG)
      .transform((text) => (text === '' ? null : text)),
  });
