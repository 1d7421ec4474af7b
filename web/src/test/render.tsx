import { ApolloLink } from '@apollo/client/link';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { createCache } from '../lib/apollo';
import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import { createBrowserRouter, createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { from, mergeMap } from 'rxjs';
import { onTestFinished } from 'vitest';
import { appSystem } from '../app/theme';
import { createSessionStore, type SessionStore, type SessionUser } from '../lib/session';
import { SessionProvider } from '../lib/session-context';

interface RenderOptions {
  routes: RouteObject[];
  path?: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** Answers operations instead of `mocks` (e.g. heldMocks(), to look at a page while its request runs). */
  link?: ApolloLink;
  store?: SessionStore;
  /**
   * Use the window's history (a browser router) instead of an in-memory one: there, going back is
   * asynchronous (a popstate after the current task), as in a real browser. The router is disposed at cleanup.
   */
  browserHistory?: boolean;
}

/** Renders routes inside the app's providers, with mocked GraphQL and an in-memory router. */
export const renderRoutes = ({ routes, path = '/', mocks = [], link, store = createSessionStore(localStorage), browserHistory = false }: RenderOptions) => {
  if (browserHistory) window.history.replaceState(null, '', path);
  const router = browserHistory ? createBrowserRouter(routes) : createMemoryRouter(routes, { initialEntries: [path] });
  if (browserHistory) onTestFinished(() => router.dispose());
  const result: RenderResult = render(
    <ChakraProvider value={appSystem()}>
      <SessionProvider store={store}>
        <MockedProvider mocks={mocks} link={link} cache={createCache()}>
          <RouterProvider router={router} />
        </MockedProvider>
      </SessionProvider>
    </ChakraProvider>,
  );
  return { ...result, router, store };
};

/**
 * Mocks whose answers wait until `release()`: the page's busy state can be looked at for as long as the
 * test needs, whatever the machine's load (a timed `delay` can end before a slow render shows it).
 */
export const heldMocks = (mocks: ReadonlyArray<MockLink.MockedResponse>): { link: ApolloLink; release(): void } => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = new ApolloLink((operation, forward) => from(released).pipe(mergeMap(() => forward(operation))));
  return { link: ApolloLink.from([hold, new MockLink(mocks)]), release };
};

/** A stand-in page that shows where the router ended up. */
export const Landing = ({ name }: { name: string }) => {
  const location = useLocation();
  return (
    <p>
      {name} at {location.pathname}
    </p>
  );
};

/** A JWT-shaped token (unsigned) that expires `secondsFromNow` from now. */
export const fakeToken = (secondsFromNow = 3600, now = Date.now()): string => {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', exp: Math.floor(now / 1000) + secondsFromNow })}.signature`;
};

export const makeUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  username: 'thandi',
  email: 'thandi@example.test',
  role: 'CUSTOMER',
  isAdmin: false,
  isCoolUser: false,
  hotels: [],
  ...overrides,
});

/** A store already signed in as `user`. */
export const signedInStore = (user: SessionUser = makeUser(), token = fakeToken()): SessionStore => {
  const store = createSessionStore(localStorage);
  store.dispatch({ type: 'loginSuccess', user, token, isAdmin: user.isAdmin, isCoolUser: user.isCoolUser });
  return store;
};
