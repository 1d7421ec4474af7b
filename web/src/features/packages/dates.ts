/**
 * Calendar dates as the API sends them (`YYYY-MM-DD`, the LocalDate scalar). They are never turned
 * into instants in the visitor's time zone, so a date can not slip by a day.
 */

const pad = (value: number): string => String(value).padStart(2, '0');

/** A JavaScript date's calendar day where the visitor is, as `YYYY-MM-DD`. */
export const toLocalDate = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** South African Standard Time is UTC+2 all year: no daylight saving since 1944. */
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/**
 * Today where the agency works (SAST), whatever the visitor's time zone: the server judges dates by it
 * (common/dates.ts), and a page rendered on the server (in UTC) must show the same dates as the browser.
 * Worked out from the fixed offset rather than with Intl and the Africa/Johannesburg zone: the first
 * such formatter costs a phone ≈30 ms (the zone data), in the middle of making the page interactive.
 */
export const todayInSouthAfrica = (now: Date = new Date()): string => new Date(now.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);

/** "Today" for every date the site shows or checks: the South African date (see todayInSouthAfrica). */
export const todayLocalDate = todayInSouthAfrica;

export const isLocalDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * `months` calendar months after (or before, when negative) `date`, keeping the day of the month
 * where it exists and using the month's last day where it does not (31 Jan + 1 month = 28/29 Feb).
 */
export const addMonths = (date: string, months: number): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
};

// Dates are shown by one helper set (lib/format.ts), the same on every page: `14 Dec 2026`.
export { formatLocalDate } from '../../lib/format';

/**
 * A moment (the DateTime scalar) as its South African calendar day, e.g. `3 Mar 2026`: the agency
 * works in SAST, so a booking made at 23:30 in Johannesburg is dated that day wherever it is read.
 */
export { formatSaDate as formatDateTime } from '../../lib/format';
