import { RouterProvider, createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { createApolloClient } from '../lib/apollo';
import { createSessionStore, watchSessionExpiry } from '../lib/session';
import type { LoginLocationState } from '../features/auth/pages/login-page';
import { AppErrorBoundary } from './error-page';
import { AppProviders } from './providers';
import { RouteAnnouncer } from './route-announcer';
import { routes } from './routes';

/**
 * Wires the session store, the Apollo client and the router together. An expired or rejected token
 * signs the user out everywhere at once: session cleared, cached data dropped, login page shown.
 */
export const createApp = () => {
  const store = createSessionStore();
  const router = createBrowserRouter(routes);

  const expireSession = (message?: string) => {
    if (!store.getState().token) return; // already signed out (several requests may fail at once)
    store.dispatch({ type: 'logout' });
    void client.clearStore();
    // The API's words when it ended the session (signed out elsewhere, password changed...).
    const state: LoginLocationState = { sessionExpired: true, message };
    void router.navigate(paths.login.to(), { state, replace: true });
  };

  const client = createApolloClient({ store, onSessionExpired: expireSession });
  // Checks the restored token at start-up, then whenever its `exp` passes.
  watchSessionExpiry(store, expireSession);

  const App = () => (
    <AppProviders client={client} store={store}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
        <RouteAnnouncer router={router} />
      </AppErrorBoundary>
    </AppProviders>
  );
  return { App, store, client, router };
};
