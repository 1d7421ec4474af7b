import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DeferredToaster } from '../components/deferred-toaster';
import { ToastAnnouncer } from '../components/toast-announcer';
import type { SessionStore } from '../lib/session';
import { SessionProvider } from '../lib/session-context';
import { appSystem, hydratingSystem } from './theme';

export const AppProviders = ({
  client,
  store,
  globalStylesInPage = false,
  children,
}: {
  client: ApolloClient;
  store: SessionStore;
  /** True when hydrating a server-rendered page, whose HTML has Chakra's global styles already. */
  globalStylesInPage?: boolean;
  children: ReactNode;
}) => (
  <ChakraProvider value={globalStylesInPage ? hydratingSystem() : appSystem()}>
    <SessionProvider store={store}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
      <DeferredToaster />
      <ToastAnnouncer />
    </SessionProvider>
  </ChakraProvider>
);
