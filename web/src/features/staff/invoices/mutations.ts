import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { CancelInvoiceInput, PaymentInput } from '../../../gql/graphql';
import { CancelInvoiceMutation, RecordPaymentMutation } from './graphql';

/*
 * The invoices page's mutations. Each answers the whole invoice, which Apollo merges by its id; a payment
 * or a cancellation may also move the invoice to another status, so the lists filtered by status are
 * dropped from the cache and asked for again when next shown.
 */

const forgetStatusLists = (cache: ApolloCache) => {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'invoices' });
  cache.gc();
};

/** Records money received against an invoice. */
export const useRecordPayment = (invoiceId: string) => {
  const [mutate, { loading }] = useMutation(RecordPaymentMutation, { update: forgetStatusLists });
  const record = useCallback(async (input: PaymentInput) => (await mutate({ variables: { invoiceId, input } })).data?.recordPayment, [mutate, invoiceId]);
  return { record, loading };
};

/** Cancels an invoice with a credit note that keeps the cancellation fee. */
export const useCancelInvoice = (invoiceId: string) => {
  const [mutate, { loading }] = useMutation(CancelInvoiceMutation, { update: forgetStatusLists });
  const cancel = useCallback(async (input: CancelInvoiceInput) => (await mutate({ variables: { id: invoiceId, input } })).data?.cancelInvoice, [mutate, invoiceId]);
  return { cancel, loading };
};
