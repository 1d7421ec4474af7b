/**
 * The analytics period picker's calendar arithmetic on YYYY-MM-DD strings (UTC, so no time zone
 * shifts a day) and its presets. "Today" is the agency's (South African) date, passed in.
 */

export const MAX_PERIOD_DAYS = 731;

export interface Period {
  from: string;
  to: string;
}

export type PresetId = 'thisMonth' | 'last30' | 'last90' | 'thisYear';

export const PRESETS: readonly { id: PresetId; label: string }[] = [
  { id: 'thisMonth', label: 'This month' },
  { id: 'last30', label: 'Last 30 days' },
  { id: 'last90', label: 'Last 90 days' },
  { id: 'thisYear', label: 'This year' },
];

export const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Today where the agency works, whatever the browser's zone. */
export { todayInSouthAfrica } from '../../lib/dates';

/** "Last N days" include today: the last 30 days end today and start 29 days earlier. */
export const presetPeriod = (id: PresetId, today: string): Period => {
  switch (id) {
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string): boolean => ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The same rules as the server, checked before asking: a message per field, or none. */
export const periodErrors = ({ from, to }: Period): Partial<Record<keyof Period, string>> => {
  if (!isDate(from)) return { from: 'Choose a start date.' };
  if (!isDate(to)) return { to: 'Choose an end date.' };
  if (from > to) return { to: 'The start of the period must be on or before its end.' };
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  if (days > MAX_PERIOD_DAYS) return { to: `The period can be at most ${MAX_PERIOD_DAYS} days.` };
  return {};
};
