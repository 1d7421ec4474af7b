import { graphql } from '../../gql/index';

/** The instalments staff should chase: overdue ones first, then those due within `withinDays` (server order). */
export const PaymentsDueQuery = graphql(`
  query PaymentsDue($withinDays: Int!) {
    paymentsDue(withinDays: $withinDays) {
      invoiceId
      invoiceNumber
      reference
      customerName
      kind
      amountDueCents
      dueOn
      overdue
      daysOverdue
    }
  }
`);
