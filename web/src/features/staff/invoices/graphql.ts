import { graphql } from '../../../gql';

/** An invoice as the invoices page shows it: its row, its detail, and every mutation's answer. */
export const StaffInvoiceFields = graphql(`
  fragment StaffInvoiceFields on Invoice {
    id
    number
    reference
    quoteId
    customerName
    customerEmail
    status
    issuedOn
    subtotalCents
    vatCents
    vatPercent
    totalCents
    paidCents
    balanceCents
    depositCents
    depositDueOn
    balanceDueOn
    refundedCents
    refundDueCents
    acceptedAt
    acceptedBy
    termsVersion
    createdAt
    vatGroups {
      vatTreatment
      vatPercent
      amountCents
      vatCents
    }
    lines {
      position
      kind
      description
      quantity
      unitPriceCents
      currency
      exchangeRate
      amountCents
      vatTreatment
      vatPercent
      vatCents
    }
    payments {
      id
      amountCents
      receivedOn
      method
      reference
      createdAt
    }
    refunds {
      id
      amountCents
      refundedOn
      method
      reference
      createdAt
    }
    creditNote {
      id
      number
      reason
      cancellationFeeCents
      amountCreditedCents
      vatCreditedCents
      refundOwedCents
      createdAt
      vatGroups {
        vatTreatment
        vatPercent
        creditedCents
        creditedVatCents
        feeCents
        feeVatCents
      }
    }
  }
`);

export const StaffInvoicesQuery = graphql(`
  query StaffInvoices($status: InvoicePaymentStatus) {
    invoices(status: $status) {
      ...StaffInvoiceFields
    }
  }
`);

export const StaffInvoiceQuery = graphql(`
  query StaffInvoice($id: ID!) {
    invoice(id: $id) {
      ...StaffInvoiceFields
    }
  }
`);

export const RecordPaymentMutation = graphql(`
  mutation RecordPayment($invoiceId: ID!, $input: PaymentInput!) {
    recordPayment(invoiceId: $invoiceId, input: $input) {
      ...StaffInvoiceFields
    }
  }
`);

export const CancelInvoiceMutation = graphql(`
  mutation CancelInvoice($id: ID!, $input: CancelInvoiceInput!) {
    cancelInvoice(id: $id, input: $input) {
      ...StaffInvoiceFields
    }
  }
`);

export const RecordRefundMutation = graphql(`
  mutation RecordRefund($invoiceId: ID!, $input: RefundInput!) {
    recordRefund(invoiceId: $invoiceId, input: $input) {
      ...StaffInvoiceFields
    }
  }
`);

/** What the invoice does not carry of its quote's acceptance: the address it came from, and the item to go back to. */
export const InvoiceQuoteQuery = graphql(`
  query InvoiceQuote($id: ID!) {
    quote(id: $id) {
      id
      inboxItemId
      acceptedFromIp
    }
  }
`);
