/**
 * Calendar dates of a stay, as `YYYY-MM-DD` strings (the API's LocalDate). They never become
 * instants in the visitor's time zone, so a night can not slip by a day.
 */
import { isLocalDate, todayLocalDate } from '../packages/dates';

export { isLocalDate };

/**
 * Today in South Africa: the server checks check-in against the same day (common/dates.ts), so a
 * visitor abroad late at night is not offered a date the API refuses.
 */
export const todayInSouthAfrica = (now: Date = new Date()): string => todayLocalDate(now);

const toUtc = (date: string): Date => new Date(`${date}T00:00:00Z`);

export const addDays = (date: string, days: number): string => {
  const next = toUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

/** Nights between check-in and check-out (negative when check-out comes first). */
export const nightsBetween = (checkIn: string, checkOut: string): number =>
  Math.round((toUtc(checkOut).getTime() - toUtc(checkIn).getTime()) / 86_400_000);

/** The spec's picker display: `2026-12-14` → `12/14/2026`. */
export const formatUsDate = (date: string): string => {
  if (!isLocalDate(date)) return date;
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
};

/** South African style for tables and confirmations: `2026-12-14` → `Mon, 14 Dec 2026` (lib/format). */
export { formatLocalDateWithWeekday as formatSaDate } from '../../lib/format';
