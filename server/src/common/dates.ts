/** Calendar-date arithmetic on `YYYY-MM-DD` strings, in UTC so no time zone can shift a day. */

export { isLocalDate as isIsoDate } from './local-date.scalar.js';

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

// en-CA formats as YYYY-MM-DD. Made once: building a formatter with a time zone costs about a
// millisecond, and every booking request and search asks for today.
const SOUTH_AFRICAN_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Johannesburg',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date where the agency works, whatever the server's own time zone. */
export function todayInSouthAfrica(now: Date = new Date()): string {
  return SOUTH_AFRICAN_DATE.format(now);
}

// Read as a UTC midnight: the calendar date itself, whatever the server's time zone.
const CALENDAR_DATE = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A `YYYY-MM-DD` date as the site writes dates everywhere: "25 Nov 2026". */
export function formatCalendarDate(isoDate: string): string {
  return CALENDAR_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}
