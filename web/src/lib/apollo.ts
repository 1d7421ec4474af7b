import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import introspection from '../gql/possible-types';
import { isTokenExpired } from './jwt';
import type { SessionStore } from './session';

/** Operations that must work while a stale token is stored, so they never carry one. */
const anonymousOperations = new Set(['Login', 'Register']);

/**
 * Sign-out tells the server to end a token the user is leaving anyway: if the server says the token
 * had already ended, the sign-out goes on as asked instead of becoming a "session expired" detour.
 */
const sessionEndingOperations = new Set(['SignOut']);

export const DEFAULT_SESSION_END_MESSAGE = 'Your session has expired. Please log in again.';

/** The server's message when a request with a token comes back UNAUTHENTICATED, else null. */
export const sessionEndMessage = (error: unknown): string | null => {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((e) => e.extensions?.code === 'UNAUTHENTICATED');
  if (!refusal) return null;
  return refusal.message.trim() || DEFAULT_SESSION_END_MESSAGE;
};

export interface ApolloClientOptions {
  store: SessionStore;
  /**
   * Called when the token is expired or the API says it is no longer valid (expired, signed out on
   * another device, password changed elsewhere, role changed), with the API's message when there is
   * one. Must be idempotent.
   */
  onSessionExpired: (message?: string) => void;
  uri?: string;
  /** Swappable for tests. */
  httpLink?: ApolloLink;
  /** The server-rendered page's cache (entry-server.tsx), so hydration renders the same data without asking again. */
  initialState?: NormalizedCacheObject;
}

/**
 * After a server-rendered page loads, queries asking for fresh data (network-only, cache-and-network)
 * read the server's answers instead for this long, so hydration renders what the server did.
 */
const SSR_FORCE_FETCH_DELAY_MS = 1_000;

/**
 * Sends `Authorization: Bearer <token>` from the session store on every request, and signs the user
 * out (through `onSessionExpired`) when the token has expired or a request that carried the current
 * token comes back UNAUTHENTICATED. A request that carried an older token (sent just before a password
 * change replaced it) says nothing about the new one, so it does not sign the user out.
 */
export const createApolloClient = ({
  store,
  onSessionExpired,
  uri = '/graphql',
  httpLink = new HttpLink({ uri }),
  initialState,
}: ApolloClientOptions): ApolloClient => {
  const authLink = new SetContextLink((prevContext, operation) => {
    const { token } = store.getState();
    if (!token || anonymousOperations.has(operation.operationName ?? '')) return {};
    if (isTokenExpired(token)) {
      onSessionExpired();
      return {};
    }
    return { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } };
  });

  const expiryLink = new ErrorLink(({ error, operation }) => {
    const headers: Record<string, string> | undefined = operation.getContext().headers;
    const carried = headers?.authorization;
    if (!carried || sessionEndingOperations.has(operation.operationName ?? '')) return;
    const { token } = store.getState();
    if (!token || carried !== `Bearer ${token}`) return;
    const message = sessionEndMessage(error);
    if (message !== null) onSessionExpired(message);
  });

  const cache = createCache();
  if (initialState) cache.restore(initialState);
  return new ApolloClient({
    link: ApolloLink.from([expiryLink, authLink, httpLink]),
    cache,
    ...(initialState && { ssrForceFetchDelay: SSR_FORCE_FETCH_DELAY_MS }),
  });
};

/** The cache, told which types implement which interfaces so fragments on TravelPackage match. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ possibleTypes: introspection.possibleTypes });
}
