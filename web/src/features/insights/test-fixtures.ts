import type { Figures } from './figures';

/** Figures as the API answers them, for page and CSV tests. */
export const sampleFigures = (overrides: Partial<Figures> = {}): Figures => ({
  __typename: 'DashboardFigures',
  from: '2026-11-01',
  to: '2026-11-22',
  hotels: 4,
  averageRating: 3.5,
  bookingsByStatus: [
    { __typename: 'StatusCount', status: 'PENDING', count: 2 },
    { __typename: 'StatusCount', status: 'CONTACTED', count: 0 },
    { __typename: 'StatusCount', status: 'QUOTED', count: 1 },
    { __typename: 'StatusCount', status: 'CONFIRMED', count: 5 },
    { __typename: 'StatusCount', status: 'DECLINED', count: 0 },
    { __typename: 'StatusCount', status: 'CANCELLED', count: 1 },
    { __typename: 'StatusCount', status: 'COMPLETED', count: 3 },
  ],
  totalBookings: 12,
  revenue: 12345.5,
  occupancy: 0.734,
  occupancyFrom: '2026-11-22',
  occupancyTo: '2026-12-21',
  openEnquiries: 7,
  bookingsPerWeek: [
    { __typename: 'WeekCount', weekStart: '2026-11-02', count: 4 },
    { __typename: 'WeekCount', weekStart: '2026-11-09', count: 0 },
    { __typename: 'WeekCount', weekStart: '2026-11-16', count: 8 },
  ],
  ...overrides,
});
