/**
 * Every date helper of the web app, one meaning per name.
 *
 * Two kinds of value come from the API:
 * - a calendar date (`YYYY-MM-DD`, the LocalDate scalar): a day, never turned into an instant in the
 *   visitor's time zone, so it can not slip by a day (`formatLocalDate`, `addDays`, `nightsBetween`);
 * - an instant (an ISO DateTime): shown as the day or time it is in South Africa, where the agency works
 *   (`formatSaDate`, `formatSaDateTime`).
 * Those are the contract's (@travel/contract's dates.ts), which the server uses too; what only a browser
 * needs (the visitor's own calendar day, the stay pickers' display) is here.
 */
import { isLocalDate } from '@travel/contract';

export {
  addDays,
  addMonths,
  daysInclusive,
  formatLocalDate,
  formatLocalDateWithWeekday,
  formatSaDate,
  formatSaDateTime,
  isLocalDate,
  nightsBetween,
  todayInSouthAfrica,
} from '@travel/contract';

const pad = (value: number): string => String(value).padStart(2, '0');

/** A JavaScript date's calendar day where the visitor is, as `YYYY-MM-DD`. */
export const toLocalDate = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The stay pickers' display, as the spec's: `2026-12-14` → `12/14/2026`. */
export const formatUsDate = (date: string): string => {
  if (!isLocalDate(date)) return date;
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
};
