import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { CancelInvoiceInput, PaymentInput, RefundInput } from '../../../gql/graphql';
import { CancelInvoiceMutation, RecordPaymentMutation, RecordRefundMutation } from './graphql';

/*
 * The invoices page's mutations. Each answers the whole invoice, which Apollo merges by its id; a payment
 * or a cancellation may also move the invoice to another status, so the lists filtered by status are
 * dropped from the cache and asked for again when next shown.
 */

const forgetStatusLists = (cache: ApolloCache) => {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'invoices' });
  cache.gc();
};

/**
 * A cancellation cancels more than the invoice (trip-money.ts): its quote and the inbox item it answers
 * become CANCELLED, and the dashboard's and payments-due figures change. The quote is marked here; what
 * the answer does not carry (the item, the inbox list, the figures) is dropped and asked for again.
 */
const forgetTheTrip = (cache: ApolloCache, quoteId: string | undefined) => {
  if (quoteId) cache.modify({ id: cache.identify({ __typename: 'Quote', id: quoteId }), fields: { status: () => 'CANCELLED' } });
  for (const fieldName of ['invoices', 'inboxItem', 'inbox', 'dashboard', 'analytics', 'paymentsDue']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
};

/** Records money received against an invoice. */
export const useRecordPayment = (invoiceId: string) => {
  const [mutate, { loading }] = useMutation(RecordPaymentMutation, { update: forgetStatusLists });
  const record = useCallback(async (input: PaymentInput) => (await mutate({ variables: { invoiceId, input } })).data?.recordPayment, [mutate, invoiceId]);
  return { record, loading };
};

/** Cancels an invoice with a credit note that keeps the cancellation fee; its quote and booking go with it. */
export const useCancelInvoice = (invoiceId: string) => {
  const [mutate, { loading }] = useMutation(CancelInvoiceMutation, { update: (cache, { data }) => forgetTheTrip(cache, data?.cancelInvoice.quoteId) });
  const cancel = useCallback(async (input: CancelInvoiceInput) => (await mutate({ variables: { id: invoiceId, input } })).data?.cancelInvoice, [mutate, invoiceId]);
  return { cancel, loading };
};

/** Records money paid back against the refund a cancelled invoice owes (the dashboard's refund figures change). */
export const useRecordRefund = (invoiceId: string) => {
  const [mutate, { loading }] = useMutation(RecordRefundMutation, {
    update: (cache) => {
      for (const fieldName of ['invoices', 'dashboard', 'analytics']) cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
  });
  const record = useCallback(async (input: RefundInput) => (await mutate({ variables: { invoiceId, input } })).data?.recordRefund, [mutate, invoiceId]);
  return { record, loading };
};
