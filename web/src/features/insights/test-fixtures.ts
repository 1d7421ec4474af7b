import type { Figures } from "../../components/admin/figures/figures";

/** Figures as the API answers them, for page and CSV tests. */
export const sampleFigures = (overrides: Partial<Figures> = {}): Figures => {
  // Built apart from the return so the __typename Apollo's cache wants is not an excess property.
  const figures = {
    __typename: "DashboardFigures" as const,
    from: "2026-11-01",
    to: "2026-11-22",
    hotels: 4,
    averageRating: 3.5,
    bookingsByStatus: (
      [
        ["PENDING", 2],
        ["CONTACTED", 0],
        ["QUOTED", 1],
        ["CONFIRMED", 5],
        ["DECLINED", 0],
        ["CANCELLED", 1],
        ["COMPLETED", 3],
      ] as const
    ).map(([status, count]) => ({
      __typename: "StatusCount" as const,
      status,
      count,
    })),
    totalBookings: 12,
    revenue: 12345.5,
    invoicedCents: 4_500_000,
    receivedCents: 1_250_050,
    outstandingCents: 8_765_432,
    refundedCents: 245_000,
    refundsDueCents: 120_000,
    occupancy: 0.734,
    occupancyFrom: "2026-11-22",
    occupancyTo: "2026-12-21",
    openEnquiries: 7,
    bookingsPerWeek: (
      [
        ["2026-11-02", 4],
        ["2026-11-09", 0],
        ["2026-11-16", 8],
      ] as const
    ).map(([weekStart, count]) => ({
      __typename: "WeekCount" as const,
      weekStart,
      count,
    })),
  };
  return { ...figures, ...overrides };
};
