import type { NormalizedCacheObject } from '@apollo/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { createApolloClient } from '../lib/apollo';
import { createSessionStore, watchSessionExpiry } from '../lib/session';
import type { LoginLocationState } from '../features/auth/pages/login-page';
import { AppShell } from './app-shell';
import { routes } from './routes';

export interface CreateAppOptions {
  /** The Apollo cache of a server-rendered page (its JSON data block), when there is one. */
  apolloState?: NormalizedCacheObject;
  /** Hydrating a page the server rendered (its HTML has the global styles already). */
  serverRendered?: boolean;
}

/**
 * Wires the session store, the Apollo client and the router together. An expired or rejected token
 * signs the user out everywhere at once: session cleared, cached data dropped, login page shown.
 */
export const createApp = ({ apolloState, serverRendered = false }: CreateAppOptions = {}) => {
  const store = createSessionStore();
  // On a server-rendered page the router starts from what the server rendered (no route loaders here,
  // so no data to hand over): without hydration data it would reset the scroll position to the top
  // once hydrated, throwing back a visitor who had already scrolled (and a press on a card with them).
  const router = createBrowserRouter(routes, serverRendered ? { hydrationData: { loaderData: {} } } : undefined);

  const expireSession = (message?: string) => {
    if (!store.getState().token) return; // already signed out (several requests may fail at once)
    store.dispatch({ type: 'logout' });
    void client.clearStore();
    // The API's words when it ended the session (signed out elsewhere, password changed...).
    const state: LoginLocationState = { sessionExpired: true, message };
    void router.navigate(paths.login.to(), { state, replace: true });
  };

  const client = createApolloClient({ store, onSessionExpired: expireSession, initialState: apolloState });
  // Checks the restored token at start-up, then whenever its `exp` passes.
  watchSessionExpiry(store, expireSession);

  const App = () => (
    <AppShell client={client} store={store} router={router} globalStylesInPage={serverRendered}>
      <RouterProvider router={router} />
    </AppShell>
  );
  return { App, store, client, router };
};
