import type { MockLink } from '@apollo/client/testing';
import { PaymentsDueQuery } from './graphql';
import { PAYMENTS_DUE_WITHIN_DAYS } from './payments-due-panel';

/** One row of paymentsDue as the API answers it: a deposit due, not yet overdue. */
export const paymentDue = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'PaymentDue',
  invoiceId: 'inv1',
  invoiceNumber: 'INV-2026-00042',
  reference: 'EQ-TRP333',
  customerName: 'Zanele Khumalo',
  kind: 'DEPOSIT',
  amountDueCents: 345_000,
  dueOn: '2026-12-10',
  overdue: false,
  daysOverdue: 0,
  ...overrides,
});

/** Answers the panel's query (as often as it is asked: pages refetch it). */
export const paymentsDueMock = (rows: unknown[] = []): MockLink.MockedResponse => ({
  request: { query: PaymentsDueQuery, variables: { withinDays: PAYMENTS_DUE_WITHIN_DAYS } },
  result: { data: { paymentsDue: rows } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
