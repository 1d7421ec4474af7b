import { graphql } from '../../gql';

/** A quote as its customer sees it behind the e-mailed link: no net costs, no margin. */
export const CustomerQuoteFields = graphql(`
  fragment CustomerQuoteFields on CustomerQuote {
    id
    reference
    version
    status
    canAccept
    customerName
    subtotalCents
    vatCents
    vatPercent
    totalCents
    depositPercent
    depositCents
    depositDueOn
    balanceDueOn
    validUntil
    message
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
`);

export const QuoteByTokenQuery = graphql(`
  query QuoteByToken($token: String!) {
    quoteByToken(token: $token) {
      ...CustomerQuoteFields
    }
  }
`);

/** What the customer needs to pay once accepted: the invoice's number, EFT reference and amounts. */
export const AcceptQuoteMutation = graphql(`
  mutation AcceptQuote($token: String!) {
    acceptQuote(token: $token) {
      id
      number
      reference
      status
      totalCents
      depositCents
      depositDueOn
      balanceCents
      balanceDueOn
    }
  }
`);

export const AskAboutQuoteMutation = graphql(`
  mutation AskAboutQuote($token: String!, $message: String!) {
    askAboutQuote(token: $token, message: $message)
  }
`);
