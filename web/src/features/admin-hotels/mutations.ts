import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { HotelInput } from '../../gql/graphql';
import { getCurrentHotelId, setCurrentHotelId } from '../../lib/current-hotel';
import {
  AdminApproveHotelMutation,
  AdminAssignHotelManagerMutation,
  AdminCancelReservationMutation,
  AdminConfirmReservationMutation,
  AdminCreateHotelMutation,
  AdminDeleteHotelMutation,
  AdminManagedHotelsQuery,
  AdminRejectHotelMutation,
  AdminUnassignHotelManagerMutation,
  AdminUpdateHotelMutation,
} from './graphql';

/*
 * The hotel administration's mutations, each with its cache update (bulletproof-react's `api/` hooks):
 * pages and panels call these and never touch Apollo's cache. Answers that carry an id and the
 * changed fields (a review, a manager's hotels, a reservation's status) are merged by Apollo itself.
 */

/**
 * After a hotel is created or deleted, every cached list of hotels (the list page, the switcher,
 * public search) may be out of date: drop them, so watching pages ask the API again.
 */
export const forgetHotelLists = (cache: ApolloCache): void => {
  for (const fieldName of ['managedHotels', 'staySearch']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
};

/** Creates a hotel and answers its id. */
export const useCreateHotel = () => {
  const [mutate] = useMutation(AdminCreateHotelMutation, { update: forgetHotelLists });
  return useCallback(
    async (input: HotelInput): Promise<string | undefined> => (await mutate({ variables: { input } })).data?.createHotel.id,
    [mutate],
  );
};

export const useUpdateHotel = () => {
  const [mutate] = useMutation(AdminUpdateHotelMutation);
  return useCallback((id: string, input: HotelInput) => mutate({ variables: { id, input } }), [mutate]);
};

/** Deletes a hotel; the list is asked for again before this settles, and a deleted current hotel is forgotten. */
export const useDeleteHotel = () => {
  const [mutate] = useMutation(AdminDeleteHotelMutation);
  return useCallback(
    async (id: string) => {
      await mutate({ variables: { id }, refetchQueries: [AdminManagedHotelsQuery], awaitRefetchQueries: true });
      // The pages scoped to the current hotel must not keep working on one that is gone.
      if (getCurrentHotelId() === id) setCurrentHotelId(null);
    },
    [mutate],
  );
};

export type HotelVerdict = 'approve' | 'reject';

/** An agency admin's verdict on a hotel awaiting review; the answer's new status updates the cached row. */
export const useReviewHotelMutation = () => {
  const [approve] = useMutation(AdminApproveHotelMutation);
  const [reject] = useMutation(AdminRejectHotelMutation);
  return useCallback(
    (id: string, verdict: HotelVerdict) => (verdict === 'approve' ? approve : reject)({ variables: { id } }),
    [approve, reject],
  );
};

/**
 * Assign and remove a hotel's manager accounts. The answers carry the account's new hotel list, which
 * the cache merges by id; `busy` is true while either runs, `assigning` while an assignment does.
 */
export const useHotelManagers = (hotelId: string) => {
  const [assignMutation, assigning] = useMutation(AdminAssignHotelManagerMutation);
  const [unassignMutation, unassigning] = useMutation(AdminUnassignHotelManagerMutation);
  const assign = useCallback((userId: string) => assignMutation({ variables: { hotelId, userId } }), [assignMutation, hotelId]);
  const unassign = useCallback((userId: string) => unassignMutation({ variables: { hotelId, userId } }), [unassignMutation, hotelId]);
  return { assign, unassign, assigning: assigning.loading, busy: assigning.loading || unassigning.loading };
};

/**
 * Confirm and cancel a stay reservation; the answer's new status updates the cached row. `busy` is true
 * while either runs, `cancelling` while a cancellation does.
 */
export const useReservationActions = () => {
  const [confirmMutation, confirming] = useMutation(AdminConfirmReservationMutation);
  const [cancelMutation, cancelling] = useMutation(AdminCancelReservationMutation);
  const confirm = useCallback((id: string) => confirmMutation({ variables: { id } }), [confirmMutation]);
  const cancel = useCallback((id: string) => cancelMutation({ variables: { id } }), [cancelMutation]);
  return { confirm, cancel, cancelling: cancelling.loading, busy: confirming.loading || cancelling.loading };
};
