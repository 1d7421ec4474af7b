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

/** The signed-in customer's sent quotes, as they see them (no net costs). */
export const MyQuotesQuery = graphql(`
  query MyQuotes {
    myQuotes {
      id
      reference
      version
      status
      canAccept
      totalCents
      validUntil
      sentAt
      acceptedAt
      invoiceNumber
    }
  }
`);

/** The signed-in customer's invoices with their payments and any credit note. */
export const MyInvoicesQuery = graphql(`
  query MyInvoices {
    myInvoices {
      id
      number
      reference
      status
      issuedOn
      totalCents
      paidCents
      balanceCents
      depositCents
      depositDueOn
      balanceDueOn
      payments {
        id
        amountCents
        receivedOn
        method
      }
      creditNote {
        id
        number
        amountCreditedCents
      }
    }
  }
`);
