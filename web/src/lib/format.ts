const formatters = new Map<string, Intl.NumberFormat>();

/** Whole-unit currency in the South African style: `R 12 500` for ZAR, `US$1 200` for USD. */
export const formatPrice = (amount: number, currency: string = 'ZAR'): string => {
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
  return formatter.format(amount);
};

/** Groups digits with spaces, as South Africans write amounts: 500000 → "500 000". */
export const groupDigits = (value: number): string =>
  Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

// Staff and admins read times as South Africans do, whatever the browser's zone (the agency works in SAST).
const saDateTime = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Johannesburg',
});
const saDate = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Johannesburg' });
const calendarDate = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

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

/** A calendar date (YYYY-MM-DD, a LocalDate) as "1 Dec 2026", never shifted by time zones. */
export const formatLocalDate = (value: string): string => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(Number.NaN);
  return Number.isNaN(date.getTime()) ? value : calendarDate.format(date);
};
