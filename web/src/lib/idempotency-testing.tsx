import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { appSystem } from '../app/theme';
import { createCache } from './apollo';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { createSessionStore } from './session';
import { SessionProvider } from './session-context';

/**
 * Renders routes like test/render's renderRoutes, with mocked GraphQL, and records the
 * Idempotency-Key header of every operation named `operationName` (undefined when one went without).
 */
export const renderRecordingIdempotencyKeys = ({
  routes,
  path,
  mocks,
  operationName,
}: {
  routes: RouteObject[];
  path: string;
  mocks: ReadonlyArray<MockLink.MockedResponse>;
  operationName: string;
}) => {
  const keys: Array<string | undefined> = [];
  const recorder = new ApolloLink((operation, forward) => {
    if (operation.operationName === operationName) {
      const headers = operation.getContext().headers as Record<string, string> | undefined;
      keys.push(headers?.[IDEMPOTENCY_HEADER]);
    }
    return forward(operation);
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ChakraProvider value={appSystem()}>
      <SessionProvider store={createSessionStore(localStorage)}>
        <MockedProvider cache={createCache()} link={ApolloLink.from([recorder, new MockLink(mocks)])}>
          <RouterProvider router={router} />
        </MockedProvider>
      </SessionProvider>
    </ChakraProvider>,
  );
  return { keys };
};
