import { addMonths, todayInSouthAfrica } from '../../lib/dates';

/** Public spec section 9: the home page's cruise deals depart within 3 months either side of today. */
export const CRUISE_WINDOW_MONTHS = 3;

/** The departure window of "Best Cruise deals", as calendar dates in the visitor's time zone. */
export const cruiseWindow = (now: Date = new Date()): { departingFrom: string; departingTo: string } => {
  const today = todayInSouthAfrica(now);
  return {
    departingFrom: addMonths(today, -CRUISE_WINDOW_MONTHS),
    departingTo: addMonths(today, CRUISE_WINDOW_MONTHS),
  };
};
