/**
 * South African calendar dates, one meaning per name, for the server and the web alike.
 *
 * Two kinds of value travel through the API:
 * - a calendar date (`YYYY-MM-DD`, the LocalDate scalar): a day, never turned into an instant in anyone's
 *   time zone, so it can not slip by a day (`formatLocalDate`, `addDays`, `nightsBetween`);
 * - an instant (an ISO DateTime): shown as the day or time it is in South Africa (Africa/Johannesburg),
 *   where the agency works (`formatSaDate`, `formatSaDateTime`).
 */

/** South African Standard Time is UTC+2 all year: no daylight saving since 1944. */
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/**
 * Today where the agency works (SAST), whatever the visitor's or the server's time zone: "today" for
 * every date the site shows or checks and the server judges, so a page rendered on the server (in UTC) shows
 * the same dates as the browser. Worked out from the fixed offset rather than with Intl and
 * the Africa/Johannesburg zone: the first such formatter costs a phone ≈30 ms (the zone data), in the
 * middle of making the page interactive.
 */
export const todayInSouthAfrica = (now: Date = new Date()): string => new Date(now.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export const isLocalDate = (value: unknown): value is string => {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const toUtc = (date: string): Date => new Date(`${date}T00:00:00Z`);
const DAY_MS = 86_400_000;

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

/** `days` calendar days after (or before, when negative) `date`. */
export const addDays = (date: string, days: number): string => {
  const next = toUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

/** 0 = Sunday … 6 = Saturday. */
export const dayOfWeek = (date: string): number => toUtc(date).getUTCDay();

/**
 * Nights of a stay from check-in to check-out: negative when check-out comes first, 0 when either is not
 * a calendar date. Callers that show a count clamp it (`Math.max(0, …)`); a form checks the order.
 */
export const nightsBetween = (checkIn: string, checkOut: string): number => {
  if (!isLocalDate(checkIn) || !isLocalDate(checkOut)) return 0;
  return Math.round((toUtc(checkOut).getTime() - toUtc(checkIn).getTime()) / DAY_MS);
};

/** Calendar days from `from` to `to`, both included (a rate per night: "Add 7 rates"); 0 when `to` comes first. */
export const daysInclusive = (from: string, to: string): number => {
  if (!isLocalDate(from) || !isLocalDate(to)) return 0;
  const days = nightsBetween(from, to);
  return days >= 0 ? days + 1 : 0;
};

/**
 * A formatter made on first use, not when the module loads: each Intl constructor loads locale and
 * time-zone data (milliseconds each, four times that on a slow phone), and this module is in the first
 * download of many pages that format no date at all.
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
const calendarDateWithWeekday = onFirstUse(() => new Intl.DateTimeFormat('en-ZA', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
}));

/** An instant (ISO DateTime) as South African date and time: "22 Nov 2026, 14:05". */
export const formatSaDateTime = (value: string): string => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : saDateTime.format(date);
};

/**
 * The South African calendar day of an instant (ISO DateTime): "22 Nov 2026". A booking made at 23:30 in
 * Johannesburg is dated that day wherever it is read.
 */
export const formatSaDate = (value: string): string => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : saDate.format(date);
};

const toCalendarDate = (value: string): Date => (DATE.test(value) ? toUtc(value) : new Date(Number.NaN));

/** A calendar date with its weekday, for stays and confirmations: `2026-12-14` → "Mon, 14 Dec 2026". */
export const formatLocalDateWithWeekday = (value: string): string => {
  const date = toCalendarDate(value);
  return Number.isNaN(date.getTime()) ? value : calendarDateWithWeekday.format(date);
};

/**
 * A calendar date (YYYY-MM-DD, a LocalDate) as "01 Dec 2026", never shifted by time zones; blank when
 * there is none, and as it came when it is not a date (never "Invalid Date").
 */
export const formatLocalDate = (value: string | null | undefined): string => {
  if (!value) return '';
  const date = toCalendarDate(value);
  return Number.isNaN(date.getTime()) ? value : calendarDate.format(date);
};
