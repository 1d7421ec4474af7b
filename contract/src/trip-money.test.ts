import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { quoteTotals, vatIncludedCents, VAT_TREATMENTS, type PricedLine } from './quote-maths.js';
import { creditNoteSplit, defaultVatTreatment, invoicePaymentStatus, isInternationalDestination, outstandingCents, refundOwedCents } from './trip-money.js';

const line: fc.Arbitrary<PricedLine> = fc.record({
  quantity: fc.integer({ min: 1, max: 20 }),
  unitPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
  rateTenThousandths: fc.oneof(fc.constant(10_000), fc.integer({ min: 100_000, max: 250_000 })),
  vatTreatment: fc.constantFrom(...VAT_TREATMENTS),
});

describe('credit notes and refunds', () => {
  it('credited + fee = total and credited VAT + fee VAT = VAT, per group and overall; refund owed = max(0, paid − fee)', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 10 }), fc.integer({ min: 0, max: 25 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (lines, vat, paidShare, feeShare) => {
        const totals = quoteTotals(lines, vat);
        const paid = Math.floor(totals.totalCents * paidShare);
        const fee = Math.floor(paid * feeShare);
        const split = creditNoteSplit(totals.vatGroups, fee);
        expect(split.creditedCents + fee).toBe(totals.totalCents);
        expect(split.creditedVatCents + split.feeVatCents).toBe(totals.vatCents);
        expect(split.groups.reduce((a, g) => a + g.feeCents, 0)).toBe(fee);
        split.groups.forEach((g, i) => {
          const group = totals.vatGroups[i]!;
          expect(g.creditedCents + g.feeCents).toBe(group.amountCents);
          expect(g.creditedVatCents + g.feeVatCents).toBe(group.vatCents);
          expect(g.feeVatCents).toBe(vatIncludedCents(g.feeCents, group.vatPercent));
          expect(g.creditedVatCents).toBeGreaterThanOrEqual(0);
          expect(g.creditedVatCents).toBeLessThanOrEqual(g.creditedCents);
        });
        expect(refundOwedCents(paid, fee)).toBe(Math.max(0, paid - fee));
      }),
      { numRuns: 2000 },
    );
  });

  it('shares the fee in proportion to the VAT groups (the example of a flight and a hotel)', () => {
    const totals = quoteTotals(
      [
        { quantity: 1, unitPriceCents: 1_700_000, rateTenThousandths: 10_000, vatTreatment: 'ZERO_RATED' },
        { quantity: 1, unitPriceCents: 1_150_000, rateTenThousandths: 10_000, vatTreatment: 'STANDARD' },
      ],
      15,
    );
    const split = creditNoteSplit(totals.vatGroups, 285_000); // 10% of the total kept
    expect(split.groups.map((g) => [g.vatTreatment, g.feeCents, g.creditedCents, g.creditedVatCents])).toEqual([
      ['STANDARD', 115_000, 1_035_000, 135_000],
      ['ZERO_RATED', 170_000, 1_530_000, 0],
    ]);
    expect(split.creditedCents).toBe(2_565_000);
  });

  it('refuses a fee below 0 or above the total', () => {
    const groups = quoteTotals([{ quantity: 1, unitPriceCents: 100, rateTenThousandths: 10_000, vatTreatment: 'STANDARD' }], 15).vatGroups;
    expect(() => creditNoteSplit(groups, 101)).toThrow(RangeError);
    expect(() => creditNoteSplit(groups, -1)).toThrow(RangeError);
  });
});

describe('the invoice lifecycle', () => {
  const invoice = { state: 'ISSUED' as const, totalCents: 100_000, depositCents: 30_000, depositDueOn: '2027-01-10', balanceDueOn: '2027-02-10' };
  it('derives the status from payments and due dates, and a cancelled invoice owes nothing', () => {
    expect(invoicePaymentStatus(invoice, 0, '2027-01-05')).toBe('AWAITING_DEPOSIT');
    expect(invoicePaymentStatus(invoice, 0, '2027-01-11')).toBe('OVERDUE');
    expect(invoicePaymentStatus(invoice, 30_000, '2027-01-11')).toBe('DEPOSIT_PAID');
    expect(invoicePaymentStatus(invoice, 100_000, '2027-03-01')).toBe('PAID_IN_FULL');
    expect(invoicePaymentStatus({ ...invoice, state: 'CANCELLED' }, 30_000, '2027-03-01')).toBe('CANCELLED');
    expect(outstandingCents(invoice, 30_000)).toBe(70_000);
    expect(outstandingCents({ ...invoice, state: 'CANCELLED' }, 30_000)).toBe(0);
  });

  it('starts an international flight zero-rated and everything else standard', () => {
    expect(defaultVatTreatment('FLIGHT', true)).toBe('ZERO_RATED');
    expect(defaultVatTreatment('FLIGHT', false)).toBe('STANDARD');
    expect(defaultVatTreatment('STAY', true)).toBe('STANDARD');
    expect(isInternationalDestination('Maldives')).toBe(true);
    expect(isInternationalDestination('South Africa')).toBe(false);
    expect(isInternationalDestination(null)).toBe(false);
  });
});
