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
    createdAt
    lines {
      position
      kind
      description
      quantity
      unitPriceCents
      currency
      exchangeRate
      amountCents
    }
    payments {
      id
      amountCents
      receivedOn
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
      createdAt
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
