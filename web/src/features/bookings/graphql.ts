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

/** The signed-in customer's sent quotes, as they see them (no net costs), with their lines, VAT and terms. */
export const MyQuotesQuery = graphql(`
  query MyQuotes {
    myQuotes {
      id
      reference
      version
      status
      canAccept
      subtotalCents
      vatCents
      vatPercent
      totalCents
      depositCents
      depositDueOn
      validUntil
      sentAt
      acceptedAt
      invoiceNumber
      lines {
        position
        description
        quantity
        amountCents
        vatTreatment
        vatPercent
        vatCents
      }
      vatGroups {
        vatTreatment
        vatPercent
        amountCents
        vatCents
      }
      termsText
      cancellationPolicyText
      termsVersion
    }
  }
`);

/** An invoice as My bookings shows it, with its payments, any credit note and the refunds it owes. */
export const MyInvoiceFields = graphql(`
  fragment MyInvoiceFields on Invoice {
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
    refundedCents
    refundDueCents
    payments {
      id
      amountCents
      receivedOn
      method
    }
    refunds {
      id
      amountCents
      refundedOn
      method
    }
    creditNote {
      id
      number
      amountCreditedCents
      vatCreditedCents
      cancellationFeeCents
      refundOwedCents
    }
  }
`);

/** The signed-in customer's invoices, newest first. */
export const MyInvoicesQuery = graphql(`
  query MyInvoices {
    myInvoices {
      ...MyInvoiceFields
    }
  }
`);

/**
 * The customer accepts one of their sent quotes from My bookings; answers the invoice with the fields the
 * invoices list shows, so it can join that list without asking again.
 */
export const AcceptMyQuoteMutation = graphql(`
  mutation AcceptMyQuote($id: ID!) {
    acceptMyQuote(id: $id) {
      ...MyInvoiceFields
    }
  }
`);
