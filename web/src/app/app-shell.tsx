import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import type { SessionStore } from '../lib/session';
import { AppErrorBoundary } from './error-page';
import { AppProviders } from './providers';
import { RouteAnnouncer, type RouteSource } from './route-announcer';

/**
 * Everything around the router, the same in the browser (app.tsx) and on the server
 * (entry-server.tsx): the two trees must match element for element for hydration.
 */
export const AppShell = ({
  client,
  store,
  router,
  children,
}: {
  client: ApolloClient;
  store: SessionStore;
  router: RouteSource;
  /** The router provider: RouterProvider in the browser, StaticRouterProvider on the server. */
  children: ReactNode;
}) => (
  <AppProviders client={client} store={store}>
    <AppErrorBoundary>
      {children}
      <RouteAnnouncer router={router} />
    </AppErrorBoundary>
  </AppProviders>
);
