import { useMutation } from '@apollo/client/react';
import { parse } from 'graphql';
import { useCallback } from 'react';
import type { ConvertEnquiryInput } from '../../gql/graphql';
import { AddInboxNoteMutation, AssignInboxItemMutation, ConvertEnquiryMutation, SetInboxStatusMutation, type InboxStatus } from './graphql';

/*
 * The inbox's mutations, each with its cache update (bulletproof-react's `api/` hooks): components call
 * these and never touch Apollo's cache. Moves and assignments answer with the item's id and new
 * fields, which Apollo merges by itself; a note is added to the cached item's list here.
 */

// Only to add the new note to the cached item's list; the server keeps them oldest first.
const NOTE_REF_FRAGMENT = parse(`
  fragment NewInboxNote on InboxNote {
    id
    body
    authorName
    createdAt
  }
`);

/** Adds an internal note to an item; `loading` is true while it runs. */
export const useAddInboxNote = (itemId: string) => {
  const [mutate, { loading }] = useMutation(AddInboxNoteMutation, {
    update(cache, { data }) {
      const note = data?.addInboxNote;
      if (!note) return;
      cache.modify({
        id: cache.identify({ __typename: 'InboxItem', id: itemId }),
        fields: {
          notes(existing) {
            const ref = cache.writeFragment({ data: { __typename: 'InboxNote', ...note }, fragment: NOTE_REF_FRAGMENT });
            return [...(Array.isArray(existing) ? existing : []), ref];
          },
        },
      });
    },
  });
  const addNote = useCallback((body: string) => mutate({ variables: { id: itemId, body } }), [mutate, itemId]);
  return { addNote, loading };
};

/** Gives an item to a staff member (null: to nobody); `loading` is true while it runs. */
export const useAssignInboxItem = (itemId: string) => {
  const [mutate, { loading }] = useMutation(AssignInboxItemMutation);
  const assign = useCallback((staffId: string | null) => mutate({ variables: { id: itemId, staffId } }), [mutate, itemId]);
  return { assign, loading };
};

/** Moves an item to another status (the workflow's allowed moves); `loading` is true while it runs. */
export const useSetInboxStatus = (itemId: string) => {
  const [mutate, { loading }] = useMutation(SetInboxStatusMutation);
  const setStatus = useCallback((status: InboxStatus) => mutate({ variables: { id: itemId, status } }), [mutate, itemId]);
  return { setStatus, loading };
};

/** Turns an enquiry into a booking and answers the new booking; `loading` is true while it runs. */
export const useConvertEnquiry = (itemId: string) => {
  const [mutate, { loading }] = useMutation(ConvertEnquiryMutation);
  const convert = useCallback(
    async (input: ConvertEnquiryInput) => (await mutate({ variables: { id: itemId, input } })).data?.convertEnquiryToBooking,
    [mutate, itemId],
  );
  return { convert, loading };
};
