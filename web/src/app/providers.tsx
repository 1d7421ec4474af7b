import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DeferredToaster } from '../components/deferred-toaster';
import { ToastAnnouncer } from '../components/toast-announcer';
import type { SessionStore } from '../lib/session';
import { SessionProvider } from '../lib/session-context';
import { appSystem } from './theme';

/**
 * The system for a page whose HTML came from the server: the same, except that ChakraProvider's
 * <Global> gets nothing to insert. The server's HTML already holds the global stylesheet (reset, token
 * variables), and it stays for the whole visit; building it again in the browser costs a phone ≈60 ms
 * of start-up (the build is lazy: vite.config.ts, chakraLazyGlobalCss). Everything else is read from
 * the real system through the prototype.
 */
type AppSystem = ReturnType<typeof appSystem>;
let systemWithoutGlobalStyles: AppSystem | undefined;
const hydratingSystem = (): AppSystem => (systemWithoutGlobalStyles ??= Object.create(appSystem(), { _global: { value: [] } }) as AppSystem);

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
