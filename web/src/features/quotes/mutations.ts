import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AcceptQuoteMutation, AskAboutQuoteMutation } from './graphql';

/**
 * Accepts the quote behind a link and answers its invoice. Accepting again answers the same invoice (the
 * server is idempotent), so a double tap or a retry after a lost answer is harmless. The cached quote is
 * marked accepted with its invoice number, so the page changes without asking again.
 */
export const useAcceptQuote = (token: string, quoteId: string) => {
  const [mutate, { loading }] = useMutation(AcceptQuoteMutation, {
    update(cache, { data }) {
      const invoice = data?.acceptQuote;
      if (!invoice) return;
      cache.modify({
        id: cache.identify({ __typename: 'CustomerQuote', id: quoteId }),
        fields: {
          status: () => 'ACCEPTED',
          canAccept: () => false,
          invoiceNumber: () => invoice.number,
          acceptedAt: (existing: string | null) => existing ?? new Date().toISOString(),
        },
      });
    },
  });
  const accept = useCallback(async () => (await mutate({ variables: { token } })).data?.acceptQuote, [mutate, token]);
  return { accept, loading };
};

/** Sends the customer's question to the agency (a note on the request and an e-mail). */
export const useAskAboutQuote = (token: string) => {
  const [mutate, { loading }] = useMutation(AskAboutQuoteMutation);
  const ask = useCallback(async (message: string) => (await mutate({ variables: { token, message } })).data?.askAboutQuote === true, [mutate, token]);
  return { ask, loading };
};
