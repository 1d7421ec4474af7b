/**
 * Amounts as people type them into a form ("12 345.50", "12345,5", "R 900") read as integer cents, digit
 * by digit: never through a floating-point multiplication, so 0.29 is 29 cents and not 28.999….
 */

const AMOUNT_PATTERN = /^(\d+)(?:[.,](\d{1,2}))?$/;

/** Cents, or null when the text is not an amount of at most two decimals (a sign, letters, three decimals). */
export const parseAmountToCents = (text: string): number | null => {
  const compact = text.replace(/^R/i, '').replace(/[\s\u00a0\u202f]/g, '');
  const match = AMOUNT_PATTERN.exec(compact);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
};

/** Cents as the form's field shows them for editing: 123456 → "1234.56", 1000 → "10.00". */
export const centsToAmountText = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
