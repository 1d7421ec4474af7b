import type { BookingStatus, DashboardFiguresFieldsFragment } from '../../../gql/graphql';
import { BOOKING_STATUS_BADGES } from '../../../lib/booking-status';
import { formatPrice } from '../../../lib/format';
import { formatLocalDate } from '../../../lib/dates';

export type Figures = DashboardFiguresFieldsFragment;

/** Booking statuses as staff read them, in the order of the workflow. */
export const STATUS_LABELS = Object.fromEntries(
  Object.entries(BOOKING_STATUS_BADGES).map(([status, badge]) => [status, badge.label]),
) as Record<BookingStatus, string>;

/** "R 12 345": whole rand, as the rest of the admin shows money. */
export const formatRevenue = (rand: number): string => formatPrice(rand, 'ZAR');

/** A 0..1 share as a whole percentage ("73%"), one decimal below 10% so small figures are not "0%". */
export const formatOccupancy = (share: number | null): string => {
  if (share === null) return 'No rooms';
  const percent = share * 100;
  return `${percent > 0 && percent < 10 ? percent.toFixed(1) : Math.round(percent)}%`;
};

export const formatRating = (rating: number | null): string => (rating === null ? 'No hotels' : `${rating.toFixed(1)} / 5`);

/** "3 Mar 2025 – 6 Apr 2025", or one date when the range is a single day. */
export const formatRange = (from: string, to: string): string =>
  from === to ? formatLocalDate(from) : `${formatLocalDate(from)} – ${formatLocalDate(to)}`;

/** A chart axis label for a week: "3 Mar". */
export const formatWeek = (weekStart: string): string => formatLocalDate(weekStart).replace(/ \d{4}$/, '');
