import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSessionStore } from '../../lib/session-context';

/** Logout as the spec describes it: clear the session (and cached data of this user), go home. */
export const useSignOut = (): (() => Promise<void>) => {
  const store = useSessionStore();
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave first: signing out on a guarded page would make its guard send the user to /login.
    await navigate(paths.home.to());
    store.dispatch({ type: 'logout' });
    await client.clearStore();
  }, [store, client, navigate]);
};
