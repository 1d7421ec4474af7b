import { graphql } from '../../gql';

/** The package being booked; the same card fields the lists pass along in navigation state. */
export const BookingPackageQuery = graphql(`
  query BookingPackage($id: ID!) {
    package(id: $id) {
      ...PackageCardFields
    }
  }
`);

export const RequestBookingMutation = graphql(`
  mutation RequestBooking($input: BookingInput!) {
    requestBooking(input: $input) {
      ...BookingFields
    }
  }
`);
