import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { QuoteInput, StaffQuoteFieldsFragment } from '../../../gql/graphql';
import { InboxItemQuery } from '../graphql';
import {
  CreateQuoteMutation,
  InboxItemQuotesQuery,
  ReviseQuoteMutation,
  SendQuoteMutation,
  UpdateQuoteMutation,
  WithdrawQuoteMutation,
} from './graphql';

/*
 * The quote builder's mutations, each with its cache update: components call these and never touch
 * Apollo's cache. A changed quote answers with its id and fields, which Apollo merges by itself; a new
 * version (created or revised) is put at the head of the item's list (the server lists newest first).
 */

const prependQuote = (cache: ApolloCache, inboxItemId: string, quote: StaffQuoteFieldsFragment | undefined) => {
  if (!quote) return;
  cache.updateQuery({ query: InboxItemQuotesQuery, variables: { inboxItemId } }, (data) =>
    data ? { ...data, quotes: [quote, ...data.quotes.filter((existing) => existing.id !== quote.id)] } : data,
  );
};

/** Saves a new draft for an inbox item and answers it. */
export const useCreateQuote = (inboxItemId: string) => {
  const [mutate, { loading }] = useMutation(CreateQuoteMutation, {
    update: (cache, { data }) => prependQuote(cache, inboxItemId, data?.createQuote),
  });
  const create = useCallback(
    async (input: QuoteInput) => (await mutate({ variables: { inboxItemId, input } })).data?.createQuote,
    [mutate, inboxItemId],
  );
  return { create, loading };
};

/** Replaces a draft's lines and terms. */
export const useUpdateQuote = () => {
  const [mutate, { loading }] = useMutation(UpdateQuoteMutation);
  const update = useCallback(async (id: string, input: QuoteInput) => (await mutate({ variables: { id, input } })).data?.updateQuote, [mutate]);
  return { update, loading };
};

/**
 * E-mails a draft. Sending also changes what the answer does not carry: the version it replaces becomes
 * superseded and the inbox item may move to QUOTED, so the list and the item are asked for again.
 */
export const useSendQuote = (inboxItemId: string) => {
  const [mutate, { loading }] = useMutation(SendQuoteMutation, {
    refetchQueries: [
      { query: InboxItemQuotesQuery, variables: { inboxItemId } },
      { query: InboxItemQuery, variables: { id: inboxItemId } },
    ],
    awaitRefetchQueries: true,
  });
  const send = useCallback(async (id: string) => (await mutate({ variables: { id } })).data?.sendQuote, [mutate]);
  return { send, loading };
};

/** Starts a new draft version from a sent quote. */
export const useReviseQuote = (inboxItemId: string) => {
  const [mutate, { loading }] = useMutation(ReviseQuoteMutation, {
    update: (cache, { data }) => prependQuote(cache, inboxItemId, data?.reviseQuote),
  });
  const revise = useCallback(async (id: string) => (await mutate({ variables: { id } })).data?.reviseQuote, [mutate]);
  return { revise, loading };
};

/** Withdraws a sent quote: its link stops accepting. */
export const useWithdrawQuote = () => {
  const [mutate, { loading }] = useMutation(WithdrawQuoteMutation);
  const withdraw = useCallback(async (id: string) => (await mutate({ variables: { id } })).data?.withdrawQuote, [mutate]);
  return { withdraw, loading };
};
