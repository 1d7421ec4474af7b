import { southAfricanDateOf } from './dates.js';
import { isLocalDate } from './local-date.scalar.js';

/**
 * A date-time as JavaScript writes a `Date` (`toISOString()`, `JSON.stringify`): 2026-08-25T21:19:36.000Z,
 * or with an offset (+02:00) or none at all. Seconds and fractions are optional.
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
  const match = ISO_DATE_TIME.exec(value.trim());
  // JavaScript rolls 30 February over into March: an impossible date is left for the validator to refuse.
  if (!match || !isLocalDate(match[1])) return value;
  if (!match[4]) return match[1];
  const moment = new Date(value.trim());
  return Number.isNaN(moment.getTime()) ? value : southAfricanDateOf(moment);
}

/** The same for a list of dates (a room's unavailableDates); other values pass untouched. */
export function toSouthAfricanCalendarDates(value: unknown): unknown {
  return Array.isArray(value) ? value.map(toSouthAfricanCalendarDate) : toSouthAfricanCalendarDate(value);
}
