import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { SetUserRoleInput } from '../../gql/graphql';
import { SetUserRoleMutation, UserAdminAssignHotelMutation, UserAdminUnassignHotelMutation } from './graphql';

/*
 * The user administration's mutations, each with its cache update (bulletproof-react's `api/` hooks):
 * a role or hotel change can move an account in or out of the filtered page, so the accounts list is
 * asked for again rather than patched.
 */

const refetchQueries = ['UserAccounts'];

/** Changes an account's role; `loading` is true while it runs. */
export const useSetUserRole = () => {
  const [mutate, { loading }] = useMutation(SetUserRoleMutation, { refetchQueries });
  const setUserRole = useCallback((input: SetUserRoleInput) => mutate({ variables: { input } }), [mutate]);
  return { setUserRole, loading };
};

/** Gives a hotel manager a hotel or takes it away; each settles once the list has been asked for again. */
export const useUserHotels = () => {
  const [assignMutation, assigning] = useMutation(UserAdminAssignHotelMutation, { refetchQueries, awaitRefetchQueries: true });
  const [unassignMutation, unassigning] = useMutation(UserAdminUnassignHotelMutation, { refetchQueries, awaitRefetchQueries: true });
  const assignHotel = useCallback((userId: string, hotelId: string) => assignMutation({ variables: { hotelId, userId } }), [assignMutation]);
  const unassignHotel = useCallback(
    (userId: string, hotelId: string) => unassignMutation({ variables: { hotelId, userId } }),
    [unassignMutation],
  );
  return { assignHotel, unassignHotel, busy: assigning.loading || unassigning.loading };
};
