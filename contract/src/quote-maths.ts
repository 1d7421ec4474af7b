/**
 * The arithmetic of quotes and invoices, in integer cents only (no floating point ever touches an amount):
 *
 * - A line's rand amount: quantity × unit price; a foreign-currency line is converted with the stored
 *   rate (rand per unit, 4 decimals, held as an integer number of ten-thousandths) and rounded half-up
 *   to the cent, once per line.
 * - Prices include VAT. total = the sum of the lines' rand amounts;
 *   VAT = total − round(total × 100 / (100 + VAT%)), so the amount before VAT plus the VAT is the total.
 * - deposit = round(total × deposit% / 100); balance = total − deposit.
 *
 * "round" is half-up (half a cent goes up); every amount is ≥ 0, so half-up and half-away-from-zero agree.
 * Intermediate products use BigInt: a quantity × a price × a rate can pass 2^53.
 */

/** The largest amount a quote or an invoice may total (the columns are 32-bit integers of cents). */
export const MAX_TOTAL_CENTS = 2_000_000_000;

export interface PricedLine {
  quantity: number;
  unitPriceCents: number;
  /** Rand per unit of the line's currency, in ten-thousandths (R18.2500 per US$ = 182_500; rand lines 10_000). */
  rateTenThousandths: number;
}

export interface Totals {
  /** Each line's amount in rand cents, in the order given. */
  lineAmounts: number[];
  /** Before VAT. */
  subtotalCents: number;
  vatCents: number;
  /** VAT included. */
  totalCents: number;
}

/** a ÷ b rounded half-up, for a ≥ 0 and b > 0. */
function divideHalfUp(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of cents, at least 0.`);
}

/** The rand amount of one line, rounded half-up to the cent. */
export function lineAmountCents(line: PricedLine): number {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError('quantity must be a whole number, at least 1.');
  assertCents(line.unitPriceCents, 'unitPriceCents');
  if (!Number.isSafeInteger(line.rateTenThousandths) || line.rateTenThousandths < 1) throw new RangeError('rate must be positive.');
  const amount = divideHalfUp(BigInt(line.quantity) * BigInt(line.unitPriceCents) * BigInt(line.rateTenThousandths), 10_000n);
  return Number(amount);
}

/** The VAT inside a VAT-inclusive total: total − round(total × 100 / (100 + vatPercent)). */
export function vatIncludedCents(totalCents: number, vatPercent: number): number {
  assertCents(totalCents, 'totalCents');
  if (!Number.isInteger(vatPercent) || vatPercent < 0 || vatPercent > 100) throw new RangeError('vatPercent must be 0 to 100.');
  const beforeVat = divideHalfUp(BigInt(totalCents) * 100n, BigInt(100 + vatPercent));
  return totalCents - Number(beforeVat);
}

/** Every line's rand amount, their VAT-inclusive total, the VAT in it and the amount before VAT. */
export function quoteTotals(lines: readonly PricedLine[], vatPercent: number): Totals {
  const lineAmounts = lines.map(lineAmountCents);
  const totalCents = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  const vatCents = vatIncludedCents(totalCents, vatPercent);
  return { lineAmounts, subtotalCents: totalCents - vatCents, vatCents, totalCents };
}

/** The deposit on a total: round(total × percent / 100), half-up. */
export function depositCents(totalCents: number, depositPercent: number): number {
  assertCents(totalCents, 'totalCents');
  if (!Number.isInteger(depositPercent) || depositPercent < 0 || depositPercent > 100) throw new RangeError('depositPercent must be 0 to 100.');
  return Number(divideHalfUp(BigInt(totalCents) * BigInt(depositPercent), 100n));
}

/**
 * A rate in rand per unit (a numeric(12,4) as the database returns it, "18.2500", or a number) as an
 * integer number of ten-thousandths, read from its decimal text so 18.2 never becomes 181999.
 */
export function rateToTenThousandths(rate: string | number): number {
  const text = typeof rate === 'number' ? rate.toFixed(4) : rate.trim();
  const match = /^(\d+)(?:\.(\d{1,4})\d*)?$/.exec(text);
  if (!match) throw new RangeError('rate must be a positive decimal number.');
  return Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
}

/** Ten-thousandths back to the numeric(12,4) text the database stores ("18.2500"). */
export function tenThousandthsToRate(value: number): string {
  return `${Math.floor(value / 10_000)}.${String(value % 10_000).padStart(4, '0')}`;
}

/** "R 12 345.67": rand cents as the agency writes them in mails (a space between thousands, a decimal point). */
export function formatRandCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const rand = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}R ${rand}.${String(abs % 100).padStart(2, '0')}`;
}
