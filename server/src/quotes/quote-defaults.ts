import { addDays } from '../common/dates.js';
import type { QuotePolicyConfig } from '../config/quote-policy.js';
import type { QuoteDefaults } from './quote.model.js';

type Policy = Pick<QuotePolicyConfig, 'depositPercent' | 'depositDueDays' | 'balanceDueDaysBeforeDeparture' | 'quoteValidDays'>;

const later = (a: string, b: string): string => (a > b ? a : b);
const earlier = (a: string, b: string): string => (a < b ? a : b);

/**
 * A new quote's terms from the agency's policy, for a trip leaving on `departure` (null: no date known).
 *
 * Clamping, so the dates are always ones staff could send (the server refuses balance < deposit):
 * - The deposit is due DEPOSIT_DUE_DAYS from today, but a trip leaving sooner than that has its deposit
 *   due the day before departure (never before today): nobody travels on an unpaid deposit.
 * - The balance is due BALANCE_DUE_DAYS_BEFORE_DEPARTURE before departure; when that day has passed or
 *   comes before the deposit (a late booking), it is due with the deposit: a late booking pays in full.
 * - No departure date (a trip plan without dates): the balance date starts at the deposit date and
 *   `departureDate` is null, so the form can ask staff to choose it.
 * - The quote stays valid QUOTE_VALID_DAYS, but not past the day before departure (never before today):
 *   a quote accepted after the trip left would invoice a journey that cannot happen.
 * Dates are compared as YYYY-MM-DD text, which orders like the calendar.
 */
export function quoteDefaults(policy: Policy, vatPercent: number, today: string, departure: string | null): Omit<QuoteDefaults, 'international' | 'suggestedLines' | 'usdRandPerUnit'> {
  const lastDayBefore = departure ? later(today, addDays(departure, -1)) : null;
  let depositDueOn = addDays(today, policy.depositDueDays);
  let validUntil = addDays(today, policy.quoteValidDays);
  if (lastDayBefore) {
    depositDueOn = earlier(depositDueOn, lastDayBefore);
    validUntil = earlier(validUntil, lastDayBefore);
  }
  const balanceDueOn = departure ? later(depositDueOn, addDays(departure, -policy.balanceDueDaysBeforeDeparture)) : depositDueOn;
  return {
    validUntil,
    depositPercent: policy.depositPercent,
    depositDueOn,
    balanceDueOn,
    departureDate: departure,
    vatPercent,
  };
}
