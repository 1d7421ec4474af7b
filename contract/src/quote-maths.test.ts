import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { depositCents, lineAmountCents, quoteTotals, rateToTenThousandths, tenThousandthsToRate, vatIncludedCents, VAT_TREATMENTS, type PricedLine } from './quote-maths.js';

const line: fc.Arbitrary<PricedLine> = fc.record({
  quantity: fc.integer({ min: 1, max: 50 }),
  unitPriceCents: fc.integer({ min: 0, max: 2_000_000 }),
  // Rand lines (1.0000) half the time, otherwise a rate such as the admin sets for US$ (R0.0001 .. R99.9999).
  rateTenThousandths: fc.oneof(fc.constant(10_000), fc.integer({ min: 1, max: 999_999 })),
  vatTreatment: fc.constant('STANDARD' as const),
});

const mixedLine: fc.Arbitrary<PricedLine> = fc.record({
  quantity: fc.integer({ min: 1, max: 50 }),
  unitPriceCents: fc.integer({ min: 0, max: 2_000_000 }),
  rateTenThousandths: fc.oneof(fc.constant(10_000), fc.integer({ min: 1, max: 999_999 })),
  vatTreatment: fc.constantFrom(...VAT_TREATMENTS),
});

describe('money maths (integer cents)', () => {
  it('a total is the sum of its lines, VAT = total − round(total / 1.15), and before-VAT + VAT = total', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 30 }), (lines, vatPercent) => {
        const totals = quoteTotals(lines, vatPercent);
        expect(totals.totalCents).toBe(totals.lineAmounts.reduce((a, b) => a + b, 0));
        expect(totals.subtotalCents + totals.vatCents).toBe(totals.totalCents);
        // The same formula in exact rational arithmetic: round(total × 100 / (100 + vat)) half-up.
        const exact = (BigInt(totals.totalCents) * 200n + BigInt(100 + vatPercent)) / (2n * BigInt(100 + vatPercent));
        expect(totals.subtotalCents).toBe(Number(exact));
        for (const amount of [...totals.lineAmounts, totals.totalCents, totals.vatCents, totals.subtotalCents]) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('with mixed VAT treatments: VAT = Σ per-treatment VAT, each from its own total, and the lines\' VAT adds up to it', () => {
    fc.assert(
      fc.property(fc.array(mixedLine, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 30 }), (lines, vatPercent) => {
        const totals = quoteTotals(lines, vatPercent);
        expect(totals.totalCents).toBe(totals.lineAmounts.reduce((a, b) => a + b, 0));
        expect(totals.vatCents).toBe(totals.vatGroups.reduce((a, g) => a + g.vatCents, 0));
        expect(totals.lineVat.reduce((a, b) => a + b, 0)).toBe(totals.vatCents);
        for (const group of totals.vatGroups) {
          const members = lines.map((l, i) => (l.vatTreatment === group.vatTreatment ? totals.lineAmounts[i]! : 0));
          expect(group.amountCents).toBe(members.reduce((a, b) => a + b, 0));
          expect(group.vatCents).toBe(group.vatTreatment === 'STANDARD' ? vatIncludedCents(group.amountCents, vatPercent) : 0);
          const groupLineVat = lines.reduce((sum, l, i) => (l.vatTreatment === group.vatTreatment ? sum + totals.lineVat[i]! : sum), 0);
          expect(groupLineVat).toBe(group.vatCents);
        }
        lines.forEach((l, i) => {
          expect(totals.lineVat[i]).toBeGreaterThanOrEqual(0);
          expect(totals.lineVat[i]).toBeLessThanOrEqual(totals.lineAmounts[i]!);
          if (l.vatTreatment !== 'STANDARD') expect(totals.lineVat[i]).toBe(0);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('a zero-rated international flight and a standard-rated hotel: VAT only on the hotel', () => {
    const totals = quoteTotals(
      [
        { quantity: 2, unitPriceCents: 850_000, rateTenThousandths: 10_000, vatTreatment: 'ZERO_RATED' },
        { quantity: 1, unitPriceCents: 1_150_000, rateTenThousandths: 10_000, vatTreatment: 'STANDARD' },
      ],
      15,
    );
    expect(totals.totalCents).toBe(2_850_000);
    expect(totals.vatCents).toBe(150_000);
    expect(totals.lineVat).toEqual([0, 150_000]);
    expect(totals.vatGroups).toEqual([
      { vatTreatment: 'STANDARD', vatPercent: 15, amountCents: 1_150_000, vatCents: 150_000 },
      { vatTreatment: 'ZERO_RATED', vatPercent: 0, amountCents: 1_700_000, vatCents: 0 },
    ]);
  });

  it('a line is quantity × price × rate rounded half-up to the cent, never drifting', () => {
    fc.assert(
      fc.property(line, (l) => {
        const amount = lineAmountCents(l);
        const exactTimes10000 = BigInt(l.quantity) * BigInt(l.unitPriceCents) * BigInt(l.rateTenThousandths);
        // |amount − exact| ≤ ½ cent, and exactly half a cent rounds up.
        const diff = BigInt(amount) * 10_000n - exactTimes10000;
        expect(diff * 2n <= 10_000n && diff * 2n > -10_000n).toBe(true);
        if (l.rateTenThousandths === 10_000) expect(amount).toBe(l.quantity * l.unitPriceCents);
      }),
      { numRuns: 3000 },
    );
  });

  it('deposit + balance = total, the deposit is round(total × percent / 100) and within the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), fc.integer({ min: 0, max: 100 }), (total, percent) => {
        const deposit = depositCents(total, percent);
        const balance = total - deposit;
        expect(deposit + balance).toBe(total);
        expect(deposit).toBeGreaterThanOrEqual(0);
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(BigInt(deposit) * 200n - BigInt(total) * BigInt(percent) * 2n).toBeLessThanOrEqual(100n);
        expect(BigInt(deposit) * 200n - BigInt(total) * BigInt(percent) * 2n).toBeGreaterThan(-100n);
      }),
      { numRuns: 3000 },
    );
  });

  it('works the examples an agent would check by hand', () => {
    // R11 500 including 15% VAT holds R1 500 VAT.
    expect(vatIncludedCents(1_150_000, 15)).toBe(150_000);
    // US$ 1 234.56 at R18.2500 = R22 530.72 exactly; at R18.2537 = R22 535.288... → R22 535.29.
    expect(lineAmountCents({ quantity: 1, unitPriceCents: 123_456, rateTenThousandths: 182_500, vatTreatment: 'STANDARD' })).toBe(2_253_072);
    expect(lineAmountCents({ quantity: 1, unitPriceCents: 123_456, rateTenThousandths: 182_537, vatTreatment: 'STANDARD' })).toBe(2_253_529);
    // Half a cent rounds up: 1 cent at R0.5000.
    expect(lineAmountCents({ quantity: 1, unitPriceCents: 1, rateTenThousandths: 5_000, vatTreatment: 'STANDARD' })).toBe(1);
    expect(depositCents(1_000_001, 30)).toBe(300_000);
    expect(depositCents(1_000_005, 30)).toBe(300_002);
    expect(rateToTenThousandths('18.2500')).toBe(182_500);
    expect(rateToTenThousandths(18.2)).toBe(182_000);
    expect(rateToTenThousandths('1')).toBe(10_000);
    expect(tenThousandthsToRate(182_537)).toBe('18.2537');
    expect(tenThousandthsToRate(10_000)).toBe('1.0000');
  });

  it('refuses what is not whole cents', () => {
    expect(() => lineAmountCents({ quantity: 0, unitPriceCents: 1, rateTenThousandths: 10_000, vatTreatment: 'STANDARD' })).toThrow(RangeError);
    expect(() => lineAmountCents({ quantity: 1, unitPriceCents: 1.5, rateTenThousandths: 10_000, vatTreatment: 'STANDARD' })).toThrow(RangeError);
    expect(() => depositCents(100, 101)).toThrow(RangeError);
    expect(() => rateToTenThousandths('-1')).toThrow(RangeError);
  });
});
