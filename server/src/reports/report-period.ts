import { ApiPropertyOptional } from '@nestjs/swagger';
import { addDays, nightsBetween, todayInSouthAfrica } from '../common/dates.js';
import { badInput } from '../common/errors.js';
import { OptionalDate } from '../common/validators.js';

/** A year and a day, a leap day included: one financial year (plus slack) per export. */
export const MAX_REPORT_DAYS = 731;
export const ReportMsg = {
  ORDER: 'from must be on or before to.',
  TOO_LONG: `An export can cover at most ${MAX_REPORT_DAYS} days.`,
} as const;

/**
 * ?from=YYYY-MM-DD&to=YYYY-MM-DD, both days included. Either may be left out (or sent empty, or as
 * "undefined": the app's query parser drops those), and a JavaScript Date's ISO string is read as its South
 * African calendar date, as in every REST route. Defaults: the first of this month to today.
 */
export class ReportPeriodQuery {
  @ApiPropertyOptional({ description: 'First day (YYYY-MM-DD), included. Default: the first of this month.', example: '2027-01-01' })
  @OptionalDate()
  from?: string;

  @ApiPropertyOptional({ description: 'Last day (YYYY-MM-DD), included. Default: today.', example: '2027-01-31' })
  @OptionalDate()
  to?: string;
}

export interface ReportPeriod {
  from: string;
  to: string;
}

export function reportPeriod(query: ReportPeriodQuery, today: string = todayInSouthAfrica()): ReportPeriod {
  const to = query.to ?? today;
  const from = query.from ?? `${(query.to ?? today).slice(0, 8)}01`;
  if (from > to) throw badInput(ReportMsg.ORDER, { from: ReportMsg.ORDER });
  if (nightsBetween(from, addDays(to, 1)) > MAX_REPORT_DAYS) throw badInput(ReportMsg.TOO_LONG, { to: ReportMsg.TOO_LONG });
  return { from, to };
}
