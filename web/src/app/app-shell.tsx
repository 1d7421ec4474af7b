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
  // The app has taken over. On a server-rendered page, what the visitor pressed or typed before was held
  // (ssr/early-boot.ts): it happens now, each part as it hydrates (the page's own part comes a moment
  // after this shell). Once every part is, the page is marked interactive: browser tests wait for it.
  useEffect(() => {
    const markInteractive = () => document.documentElement.setAttribute('data-app-ready', '');
    const boot = earlyBoot();
    if (boot) boot.replay(markInteractive);
    else markInteractive();
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
