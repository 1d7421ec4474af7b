import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DeferredToaster } from '../components/deferred-toaster';
import { ToastAnnouncer } from '../components/toast-announcer';
import type { SessionStore } from '../lib/session';
import { SessionProvider } from '../lib/session-context';
import { system } from './theme';

export const AppProviders = ({
  client,
  store,
  children,
}: {
  client: ApolloClient;
  store: SessionStore;
  children: ReactNode;
}) => (
  <ChakraProvider value={system}>
    <SessionProvider store={store}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
      <DeferredToaster />
      <ToastAnnouncer />
    </SessionProvider>
  </ChakraProvider>
);
