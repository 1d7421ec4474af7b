import { describe, expect, it } from 'vitest';
import { formatRandCents, MAX_TOTAL_CENTS, QUOTE_LINE_KINDS, QUOTE_MAX_UNIT_PRICE_CENTS, QuoteMessages, INVOICE_STATUS_LABELS, INVOICE_PAYMENT_STATUSES } from './index.js';

describe('quote messages and limits', () => {
  it('builds the messages from the limits the inputs enforce', () => {
    expect(QuoteMessages.LINES).toBe('A quote needs between 1 and 30 lines.');
    expect(QuoteMessages.KIND).toBe(`Kind must be one of ${QUOTE_LINE_KINDS.join(', ')}.`);
    expect(QuoteMessages.DESCRIPTION_TOO_LONG).toBe('Description must be at most 300 characters.');
    expect(QuoteMessages.QUESTION_LENGTH).toBe('A question must be between 1 and 2000 characters.');
  });

  it('states the largest total and unit price as the maths and the inputs hold them', () => {
    expect(QuoteMessages.TOO_LARGE).toContain(formatRandCents(MAX_TOTAL_CENTS).replace(/\.00$/, ''));
    expect(QuoteMessages.UNIT_PRICE_MAX).toContain(formatRandCents(QUOTE_MAX_UNIT_PRICE_CENTS).replace(/^R /, '').replace(/\.00$/, ''));
  });

  it('labels every invoice status in words', () => {
    for (const status of INVOICE_PAYMENT_STATUSES) expect(INVOICE_STATUS_LABELS[status]).toMatch(/^[A-Z][a-z ]+$/);
  });
});

describe('formatRandCents', () => {
  it('writes cents as the agency writes rand: "R 12 345.67"', () => {
    expect(formatRandCents(1_234_567)).toBe('R 12 345.67');
    expect(formatRandCents(5)).toBe('R 0.05');
    expect(formatRandCents(100_000_000)).toBe('R 1 000 000.00');
  });
});
