import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSessionStore } from '../../lib/session-context';
import type { LoginLocationState } from './pages/login-page';
import { SignOutMutation } from './graphql';

/** How long sign-out waits for the server to end the token before signing out here regardless. */
export const SIGN_OUT_WAIT_MS = 5_000;

/**
 * Logout: asks the server to end this token, so a copy of it (another tab, a stolen one) stops
 * working too, then clears the session (and cached data of this user) and goes home. The server
 * call is best effort: offline, slow or refused, the user is still signed out here.
 */
export const useSignOut = (): (() => Promise<void>) => {
  const store = useSessionStore();
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (store.getState().token) {
      try {
        await client.mutate({
          mutation: SignOutMutation,
          context: { fetchOptions: { signal: AbortSignal.timeout(SIGN_OUT_WAIT_MS) } },
        });
      } catch {
        // Network down, timeout, token already ended: nothing more the server can do for us.
      }
    }
    // Leave first. The router renders the new page as a transition, so the guarded page may render
    // once more without a user; its guard then leaves the way to this navigation (app/guards.tsx).
    await navigate(paths.home.to());
    store.dispatch({ type: 'logout' });
    await client.clearStore();
  }, [store, client, navigate]);
};

/**
 * Signs out here after the server has already ended the session (sign out on all devices), and
 * shows the login page with `message`.
 */
export const useEndLocalSession = (): ((message: string) => Promise<void>) => {
  const store = useSessionStore();
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(
    async (message: string) => {
      const state: LoginLocationState = { sessionExpired: true, message };
      await navigate(paths.login.to(), { state, replace: true });
      store.dispatch({ type: 'logout' });
      await client.clearStore();
    },
    [store, client, navigate],
  );
};
