import { graphql } from '../../gql';

/** Plan Your Trip (/TripPlan). The receipt is all the sender gets back. */
export const SendTripPlanMutation = graphql(`
  mutation SendTripPlan($input: TripPlanInput!) {
    sendTripPlan(input: $input) {
      reference
      kind
      createdAt
    }
  }
`);

/** The travel insurance quote form (/Insurance). */
export const RequestInsuranceQuoteMutation = graphql(`
  mutation RequestInsuranceQuote($input: InsuranceQuoteInput!) {
    requestInsuranceQuote(input: $input) {
      reference
      kind
      createdAt
    }
  }
`);

/** The contact form (/Contact). */
export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      reference
      kind
      createdAt
    }
  }
`);

/** The home page's Book Your Trip popup. */
export const RequestTripBookingMutation = graphql(`
  mutation RequestTripBooking($input: TripBookingInput!) {
    requestTripBooking(input: $input) {
      reference
      kind
      createdAt
    }
  }
`);
