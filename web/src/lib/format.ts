const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The one space used inside amounts: a no-break space, so `R 12 345` never breaks over two lines.
 * Browsers' ICU data differ (some put U+202F, some U+00A0, some a plain space): every price goes
 * through `normaliseSpaces` so the page, the tests and a copied amount all read the same.
 */
export const NBSP = '\u00a0';
const normaliseSpaces = (text: string): string => text.replace(/[\s\u202f]/g, NBSP);

/** What a price that cannot be a price (negative, NaN, infinite) shows: a dash, never "-R 5". */
export const NO_PRICE = '—';

const formatterFor = (currency: string): Intl.NumberFormat => {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-ZA', {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(currency, formatter);
  }
  return formatter;
};

/**
 * Every price on the site (spec: en-ZA, 0 decimals, R prefix): `R 12 345` for ZAR, `US$1 200` for
 * USD (the symbol names the currency, so a dollar amount is never mistaken for rand). Amounts are
 * rounded to whole units; a negative or non-finite amount shows NO_PRICE.
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

/** What en-ZA's Intl.NumberFormat puts before a whole amount (format.test.ts compares the two). */
const DIRECT_SYMBOLS: Readonly<Record<string, string>> = { ZAR: `R${NBSP}`, USD: 'US$' };

/** Groups digits with no-break spaces, as South Africans write amounts: 500000 → "500 000". */
export const groupDigits = (value: number): string =>
  Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);

/**
 * A formatter made on first use, not when the module loads: each Intl constructor loads locale and
 * time-zone data (milliseconds each, four times that on a slow phone), and this module is in every
 * page's first download, where most pages format no date at all.
 */
const onFirstUse = (make: () => Intl.DateTimeFormat) => {
  let formatter: Intl.DateTimeFormat | undefined;
  return { format: (date: Date) => (formatter ??= make()).format(date) };
};

// Staff and admins read times as South Africans do, whatever the browser's zone (the agency works in SAST).
const saDateTime = onFirstUse(() => new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Johannesburg',
}));
const saDate = onFirstUse(() => new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Johannesburg' }));
const calendarDate = onFirstUse(() => new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));

/** An instant (ISO DateTime) as South African date and time: "22 Nov 2026, 14:05". */
export const formatSaDateTime = (value: string): string => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : saDateTime.format(date);
};

/** The South African calendar day of an instant (ISO DateTime): "22 Nov 2026". */
export const formatSaDate = (value: string): string => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : saDate.format(date);
};

const calendarDateWithWeekday = onFirstUse(() => new Intl.DateTimeFormat('en-ZA', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
}));

const toCalendarDate = (value: string): Date =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(Number.NaN);

/** A calendar date with its weekday, for stays and confirmations: `2026-12-14` → "Mon, 14 Dec 2026". */
export const formatLocalDateWithWeekday = (value: string): string => {
  const date = toCalendarDate(value);
  return Number.isNaN(date.getTime()) ? value : calendarDateWithWeekday.format(date);
};

/** A calendar date (YYYY-MM-DD, a LocalDate) as "01 Dec 2026", never shifted by time zones. */
export const formatLocalDate = (value: string): string => {
  const date = toCalendarDate(value);
  return Number.isNaN(date.getTime()) ? value : calendarDate.format(date);
};
