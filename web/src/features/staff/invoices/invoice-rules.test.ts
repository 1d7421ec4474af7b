import { PaymentMessages, RefundMessages } from '@travel/contract';
import { describe, expect, it } from 'vitest';
import { cancellationSchema, nextDueOn, paymentSchema, refundSchema } from './invoice-rules';
import { staffInvoice } from './test-fixtures';

describe('nextDueOn', () => {
  it('is the deposit date until the deposit is paid, then the balance date, then none', () => {
    expect(nextDueOn(staffInvoice())).toBe('2026-12-10');
    expect(nextDueOn(staffInvoice({ status: 'OVERDUE', paidCents: 100_000, balanceCents: 1_050_000 }))).toBe('2026-12-10');
    expect(nextDueOn(staffInvoice({ status: 'DEPOSIT_PAID', paidCents: 345_000, balanceCents: 805_000 }))).toBe('2027-01-30');
    expect(nextDueOn(staffInvoice({ status: 'PAID_IN_FULL', paidCents: 1_150_000, balanceCents: 0 }))).toBeNull();
    expect(nextDueOn(staffInvoice({ status: 'CANCELLED', balanceCents: 0 }))).toBeNull();
  });
});

describe('paymentSchema', () => {
  const schema = paymentSchema('2026-11-26');
  it('reads rand as cents, an empty reference as none', () => {
    expect(schema.parse({ amountCents: '3 450.5', receivedOn: '2026-11-26', method: 'EFT', reference: ' ' })).toEqual({
      amountCents: 345_050,
      receivedOn: '2026-11-26',
      method: 'EFT',
      reference: null,
    });
  });

  it('refuses nothing paid, a future day and an unknown method', () => {
    const result = schema.safeParse({ amountCents: '0', receivedOn: '2026-11-27', method: 'BITCOIN', reference: '' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      PaymentMessages.AMOUNT_POSITIVE,
      PaymentMessages.RECEIVED_IN_FUTURE,
      PaymentMessages.METHOD,
    ]);
  });
});

describe('cancellationSchema', () => {
  it('keeps the fee within what was paid and asks for a reason', () => {
    const result = cancellationSchema(100_000).safeParse({ cancellationFeeCents: '1000.01', reason: '' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([PaymentMessages.FEE_ABOVE_PAID, PaymentMessages.REASON]);
    expect(cancellationSchema(100_000).parse({ cancellationFeeCents: '1000', reason: 'Customer cancelled' })).toEqual({
      cancellationFeeCents: 100_000,
      reason: 'Customer cancelled',
    });
  });
});

describe('refundSchema', () => {
  it('reads rand as cents, at most the refund still due, never a future day', () => {
    const schema = refundSchema(145_000, '2026-11-28');
    expect(schema.parse({ amountCents: '1450', refundedOn: '2026-11-28', method: 'EFT', reference: '' })).toEqual({
      amountCents: 145_000,
      refundedOn: '2026-11-28',
      method: 'EFT',
      reference: null,
    });
    const result = schema.safeParse({ amountCents: '1450.01', refundedOn: '2026-11-29', method: 'EFT', reference: '' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([RefundMessages.AMOUNT_ABOVE_DUE, RefundMessages.REFUNDED_IN_FUTURE]);
    const empty = schema.safeParse({ amountCents: '', refundedOn: '', method: 'EFT', reference: '' });
    expect(empty.success ? [] : empty.error.issues.map((issue) => issue.message)).toEqual([RefundMessages.AMOUNT, RefundMessages.REFUNDED_ON]);
  });
});
