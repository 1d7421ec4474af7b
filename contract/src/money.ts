/**
 * Money. The database keeps integer cents; the API speaks in currency units (rand, dollars); the site
 * writes amounts as South Africans do (spec: en-ZA, 0 decimals, R prefix).
 */

export const fromCents = (cents: number): number => cents / 100;
export const toCents = (amount: number): number => Math.round(amount * 100);

/**
 * The one space used inside amounts: a no-break space, so `R 12 345` never breaks over two lines.
 * Browsers' ICU data differ (some put U+202F, some U+00A0, some a plain space): every price goes
 * through `normaliseSpaces` so the page, the tests and a copied amount all read the same.
 */
export const NBSP = '\u00a0';
const normaliseSpaces = (text: string): string => text.replace(/[\s\u202f]/g, NBSP);

/** What a price that cannot be a price (negative, NaN, infinite) shows: a dash, never "-R 5". */
export const NO_PRICE = '—';

const formatters = new Map<string, Intl.NumberFormat>();
const formatterFor = (currency: string): Intl.NumberFormat => {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-ZA', { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
    formatters.set(currency, formatter);
  }
  return formatter;
};

/** What en-ZA's Intl.NumberFormat puts before a whole amount (money.test.ts compares the two). */
export const DIRECT_SYMBOLS: Readonly<Record<string, string>> = { ZAR: `R${NBSP}`, USD: 'US$' };

/** Groups digits with no-break spaces, as South Africans write amounts: 500000 → "500 000". */
export const groupDigits = (value: number): string =>
  Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);

/**
 * Every price on the site: `R 12 345` for ZAR, `US$1 200` for USD (the symbol names the currency, so a
 * dollar amount is never mistaken for rand). Amounts are rounded to whole units; a negative or non-finite
 * amount shows NO_PRICE.
 */
export const formatPrice = (amount: number, currency: string = 'ZAR'): string => {
  if (!Number.isFinite(amount) || amount < 0) return NO_PRICE;
  // Rand and dollars, the site's two currencies, are written out directly, as en-ZA writes them: the
  // first Intl.NumberFormat of a page load costs a phone ≈30 ms (its locale data), in the middle of
  // making the page interactive. Other currencies go through Intl. Round first: -0.4 would otherwise
  // print as "-R 0".
  const symbol = DIRECT_SYMBOLS[currency];
  if (symbol !== undefined) return `${symbol}${groupDigits(amount)}`;
  return normaliseSpaces(formatterFor(currency).format(Math.round(amount)));
};
