import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { QuoteDefaultsQuery } from './graphql';
import type { QuoteDefaults } from './quote-form';

/**
 * Asks the server for a new quote's terms when staff start one. Always from the network: the dates count
 * from today, so an answer cached yesterday would be a day out. Answers null when the terms cannot be had,
 * so the builder still opens (its fields then start empty, beside the agency's policy).
 */
export const useQuoteDefaults = (inboxItemId: string) => {
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const load = useCallback(async (): Promise<QuoteDefaults | null> => {
    setLoading(true);
    try {
      const { data } = await client.query({ query: QuoteDefaultsQuery, variables: { inboxItemId }, fetchPolicy: 'network-only' });
      return data?.quoteDefaults ?? null;
    } catch {
      return null;
    } finally {
      setLoading(false);
    }
  }, [client, inboxItemId]);
  return { load, loading };
};
