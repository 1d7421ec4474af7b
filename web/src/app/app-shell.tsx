import type { ApolloClient } from '@apollo/client';
import { useEffect, type ReactNode } from 'react';
import type { SessionStore } from '../lib/session';
import { earlyBoot } from '../ssr/early-boot-handle';
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
  globalStylesInPage,
  children,
}: {
  client: ApolloClient;
  store: SessionStore;
  router: RouteSource;
  /** Hydrating a server-rendered page (see AppProviders). */
  globalStylesInPage?: boolean;
  /** The router provider: RouterProvider in the browser, StaticRouterProvider on the server. */
  children: ReactNode;
}) => {
  // Marks the page as interactive: on a server-rendered page, links and buttons of the layout work from
  // here on (before, a click is an ordinary page load). Browser tests wait for it.
  // What the visitor pressed or typed before then was held (ssr/early-boot.ts): it happens now.
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
    earlyBoot()?.replay();
  }, []);
  return (
    <AppProviders client={client} store={store} globalStylesInPage={globalStylesInPage}>
      <AppErrorBoundary>
        {children}
        <RouteAnnouncer router={router} />
      </AppErrorBoundary>
    </AppProviders>
  );
};
