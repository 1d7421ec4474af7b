import { graphql } from '../../gql';

/** Everything the dashboard and analytics pages show, and the CSV export writes. */
export const DashboardFiguresFields = graphql(`
  fragment DashboardFiguresFields on DashboardFigures {
    from
    to
    hotels
    averageRating
    bookingsByStatus {
      status
      count
    }
    totalBookings
    revenue
    invoicedCents
    receivedCents
    outstandingCents
    refundedCents
    refundsDueCents
    occupancy
    occupancyFrom
    occupancyTo
    openEnquiries
    bookingsPerWeek {
      weekStart
      count
    }
  }
`);

/** This month so far, occupancy over the next 30 nights, bookings per week over 12 weeks. */
export const DashboardQuery = graphql(`
  query Dashboard {
    dashboard {
      ...DashboardFiguresFields
    }
  }
`);

/** The same figures over a chosen period (at most 731 days). */
export const AnalyticsQuery = graphql(`
  query Analytics($from: LocalDate!, $to: LocalDate!) {
    analytics(from: $from, to: $to) {
      ...DashboardFiguresFields
    }
  }
`);

export const AgencyPoliciesFields = graphql(`
  fragment AgencyPoliciesFields on AgencyPolicies {
    cancellationPolicy
    terms
    updatedAt
  }
`);

/** Public: the agency's cancellation policy and terms (empty strings when never written). */
export const AgencyPoliciesQuery = graphql(`
  query AgencyPolicies {
    policies {
      ...AgencyPoliciesFields
    }
  }
`);

export const UpdateAgencyPoliciesMutation = graphql(`
  mutation UpdateAgencyPolicies($input: AgencyPoliciesInput!) {
    updatePolicies(input: $input) {
      ...AgencyPoliciesFields
    }
  }
`);
