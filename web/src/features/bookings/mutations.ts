import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AcceptMyQuoteMutation, MyInvoicesQuery } from './graphql';

/**
 * Accepts the signed-in customer's quote and answers its invoice. The server is idempotent (accepting again
 * answers the same invoice), so a double tap is harmless. The cache follows without a second request: the
 * quote becomes ACCEPTED with its invoice number, and the invoice heads My bookings' invoices (the server
 * lists them newest first).
 */
export const useAcceptMyQuote = () => {
  const [mutate, { loading }] = useMutation(AcceptMyQuoteMutation, {
    update(cache, { data }, { variables }) {
      const invoice = data?.acceptMyQuote;
      if (!invoice || !variables) return;
      cache.modify({
        id: cache.identify({ __typename: 'CustomerQuote', id: variables.id }),
        fields: {
          status: () => 'ACCEPTED',
          canAccept: () => false,
          invoiceNumber: () => invoice.number,
          acceptedAt: (existing: string | null) => existing ?? new Date().toISOString(),
        },
      });
      cache.updateQuery({ query: MyInvoicesQuery }, (current) =>
        current ? { ...current, myInvoices: [invoice, ...current.myInvoices.filter((existing) => existing.id !== invoice.id)] } : current,
      );
    },
  });
  const accept = useCallback(async (quoteId: string) => (await mutate({ variables: { id: quoteId } })).data?.acceptMyQuote, [mutate]);
  return { accept, loading };
};
