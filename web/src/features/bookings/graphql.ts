import { graphql } from '../../gql';

export const BookingFields = graphql(`
  fragment BookingFields on Booking {
    id
    reference
    status
    packageId
    packageTitle
    packageType
    departureDate
    returnDate
    guests
    adultPrice
    total
    currency
    createdAt
  }
`);

export const MyBookingsQuery = graphql(`
  query MyBookings {
    myBookings {
      ...BookingFields
    }
  }
`);
