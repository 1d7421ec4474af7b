import { southAfricanDateOf } from './dates.js';
import { isLocalDate } from './local-date.scalar.js';

/**
 * A date-time as JavaScript writes a `Date` (`toISOString()`, `JSON.stringify`): 2026-08-25T21:19:36.000Z,
 * or with an offset (+02:00) or none at all. Seconds and fractions are optional. `String(date)` and
 * `toUTCString()` are read too (isoOfDateText).
 */
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Where a calendar date is expected, a browser client often sends a whole `Date` (the spec's cruise window
 * is `new Date()` ± 3 months; date pickers give local midnight, which is 22:00Z the day before in SAST).
 * Such a moment is read as the date it is in South Africa (Africa/Johannesburg), where the agency and its
 * travellers are; a date-time without a zone is already local, so its date part is the date. Anything else
 * is returned as it came, for the validator to accept (YYYY-MM-DD) or refuse with its message.
 */
export function toSouthAfricanCalendarDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const iso = isoOfDateText(text) ?? text;
  const match = ISO_DATE_TIME.exec(iso);
  // JavaScript rolls 30 February over into March: an impossible date is left for the validator to refuse.
  if (!match || !isLocalDate(match[1])) return value;
  if (!match[4]) return match[1];
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? value : southAfricanDateOf(moment);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAY = '(?:Sun|Mon|Tue|Wed|Thu|Fri|Sat)';
const MONTH = `(${MONTHS.join('|')})`;
/**
 * `String(date)`, what a template literal or a form field makes of a `Date`: Wed Aug 26 2026 00:00:00
 * GMT+0200 (South Africa Standard Time). Written unencoded into an address, its `+` arrives as a space.
 */
const DATE_TO_STRING = new RegExp(`^${WEEKDAY} ${MONTH} (\\d{2}) (\\d{4}) (\\d{2}:\\d{2}:\\d{2}) GMT([+ -]\\d{2})(\\d{2})(?: \\([^)]*\\))?$`);
/** `date.toUTCString()` (an HTTP date): Tue, 25 Aug 2026 22:00:00 GMT. */
const DATE_TO_UTC_STRING = new RegExp(`^${WEEKDAY}, (\\d{2}) ${MONTH} (\\d{4}) (\\d{2}:\\d{2}:\\d{2}) GMT$`);

/** The other texts JavaScript writes a `Date` as, rewritten as ISO 8601 (the weekday is ignored, as Date.parse ignores it). */
function isoOfDateText(text: string): string | undefined {
  const local = DATE_TO_STRING.exec(text);
  if (local) return `${local[3]}-${monthNumber(local[1]!)}-${local[2]}T${local[4]}${local[5]!.replace(' ', '+')}:${local[6]}`;
  const utc = DATE_TO_UTC_STRING.exec(text);
  if (utc) return `${utc[3]}-${monthNumber(utc[2]!)}-${utc[1]}T${utc[4]}Z`;
  return undefined;
}

function monthNumber(name: string): string {
  return String(MONTHS.indexOf(name) + 1).padStart(2, '0');
}

/** The same for a list of dates (a room's unavailableDates); other values pass untouched. */
export function toSouthAfricanCalendarDates(value: unknown): unknown {
  return Array.isArray(value) ? value.map(toSouthAfricanCalendarDate) : toSouthAfricanCalendarDate(value);
}
