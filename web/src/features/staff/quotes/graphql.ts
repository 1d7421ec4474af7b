import { graphql } from '../../../gql';

/** A quote as staff see it: the builder's values, the totals the server computed, the margin. */
export const StaffQuoteFields = graphql(`
  fragment StaffQuoteFields on Quote {
    id
    inboxItemId
    reference
    version
    status
    customerEmail
    currency
    subtotalCents
    vatCents
    vatPercent
    totalCents
    depositPercent
    depositCents
    depositDueOn
    balanceDueOn
    validUntil
    marginCents
    message
    sentAt
    acceptedAt
    acceptedBy
    acceptedFromIp
    termsVersion
    invoiceId
    vatGroups {
      vatTreatment
      vatPercent
      amountCents
      vatCents
    }
    lines {
      id
      position
      kind
      description
      quantity
      unitPriceCents
      currency
      exchangeRate
      amountCents
      netCostCents
      marginCents
      vatTreatment
      vatPercent
      vatCents
    }
  }
`);

export const InboxItemQuotesQuery = graphql(`
  query InboxItemQuotes($inboxItemId: ID!) {
    quotes(inboxItemId: $inboxItemId) {
      ...StaffQuoteFields
    }
  }
`);

/**
 * A new quote's terms from the agency's policy, counted from today and the item's departure: asked for when
 * staff start a quote (not cached), so a builder opened tomorrow gets tomorrow's dates.
 */
export const QuoteDefaultsQuery = graphql(`
  query QuoteDefaults($inboxItemId: ID!) {
    quoteDefaults(inboxItemId: $inboxItemId) {
      validUntil
      depositPercent
      depositDueOn
      balanceDueOn
      departureDate
      vatPercent
      international
      suggestedLines {
        kind
        description
        quantity
        unitPriceCents
        currency
        vatTreatment
      }
    }
  }
`);

/** The rand per US dollar the admin set: the builder's preview converts dollar lines with it, as the server does. */
export const QuoteExchangeRatesQuery = graphql(`
  query QuoteExchangeRates {
    exchangeRates {
      currency
      randPerUnit
    }
  }
`);

/** An accepted quote's invoice number, for the quotes list's link. */
export const QuoteInvoiceNumberQuery = graphql(`
  query QuoteInvoiceNumber($id: ID!) {
    invoice(id: $id) {
      id
      number
    }
  }
`);

export const CreateQuoteMutation = graphql(`
  mutation CreateQuote($inboxItemId: ID!, $input: QuoteInput!) {
    createQuote(inboxItemId: $inboxItemId, input: $input) {
      ...StaffQuoteFields
    }
  }
`);

export const UpdateQuoteMutation = graphql(`
  mutation UpdateQuote($id: ID!, $input: QuoteInput!) {
    updateQuote(id: $id, input: $input) {
      ...StaffQuoteFields
    }
  }
`);

export const SendQuoteMutation = graphql(`
  mutation SendQuote($id: ID!) {
    sendQuote(id: $id) {
      ...StaffQuoteFields
    }
  }
`);

export const ReviseQuoteMutation = graphql(`
  mutation ReviseQuote($id: ID!) {
    reviseQuote(id: $id) {
      ...StaffQuoteFields
    }
  }
`);

export const WithdrawQuoteMutation = graphql(`
  mutation WithdrawQuote($id: ID!) {
    withdrawQuote(id: $id) {
      ...StaffQuoteFields
    }
  }
`);
