import { describe, expect, it } from 'vitest';
import { formatPrice, fromCents, groupDigits, NBSP, NO_PRICE, toCents } from './money.js';

/** Shows every no-break space as "·", so a failure says which space is which. */
const dots = (text: string): string => text.replace(/\u00a0/g, '·');

describe('formatPrice', () => {
  it('writes rand as "R 12 345": R prefix, no-break spaces, no decimals', () => {
    expect(dots(formatPrice(12_345))).toBe('R·12·345');
    expect(dots(formatPrice(0))).toBe('R·0');
    expect(dots(formatPrice(1_000_000))).toBe('R·1·000·000');
    expect(dots(formatPrice(999))).toBe('R·999');
  });

  it('rounds to whole rand (the spec shows no cents)', () => {
    expect(dots(formatPrice(12_345.5))).toBe('R·12·346');
    expect(dots(formatPrice(1_234.49))).toBe('R·1·234');
    expect(dots(formatPrice(0.4))).toBe('R·0');
  });

  it('names the dollar: US$ for USD, never a bare $ that could be read as rand', () => {
    expect(dots(formatPrice(1_200, 'USD'))).toBe('US$1·200');
    expect(formatPrice(1_200, 'USD')).not.toMatch(/^\$/);
  });

  it('never shows a negative or impossible amount as a price', () => {
    expect(formatPrice(-5)).toBe(NO_PRICE);
    expect(formatPrice(-0.4)).toBe(NO_PRICE);
    expect(formatPrice(Number.NaN)).toBe(NO_PRICE);
    expect(formatPrice(Number.POSITIVE_INFINITY, 'USD')).toBe(NO_PRICE);
  });

  it('uses the no-break space and only it, whatever the browser’s ICU data put there', () => {
    for (const text of [formatPrice(1_234_567), formatPrice(65_000, 'USD'), groupDigits(500_000)]) {
      expect(text).not.toMatch(/[ \u202f\u2009]/);
      expect(text).toContain(NBSP);
    }
  });

  it('writes rand and dollars exactly as en-ZA’s Intl.NumberFormat does (it skips Intl for them)', () => {
    const intl = (amount: number, currency: string) =>
      new Intl.NumberFormat('en-ZA', { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 })
        .format(Math.round(amount))
        .replace(/[\s\u202f]/g, NBSP);
    for (const currency of ['ZAR', 'USD']) {
      for (const amount of [0, 7, 999, 1_000, 12_345.5, 65_000, 999_999, 1_234_567, 98_765_432]) {
        expect(formatPrice(amount, currency)).toBe(intl(amount, currency));
      }
    }
  });
});

describe('groupDigits', () => {
  it('groups thousands with no-break spaces, like the prices', () => {
    expect(dots(groupDigits(500_000))).toBe('500·000');
    expect(groupDigits(0)).toBe('0');
    expect(dots(groupDigits(1_000_000))).toBe('1·000·000');
    // The budget labels are prices: the same digits as formatPrice prints.
    expect(formatPrice(300_000)).toContain(groupDigits(300_000));
  });
});

describe('cents', () => {
  it('stores amounts as whole cents and reads them back', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(1234)).toBe(12.34);
    expect(fromCents(toCents(9_999_999.99))).toBe(9_999_999.99);
  });
});
