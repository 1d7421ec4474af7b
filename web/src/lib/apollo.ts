import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import introspection from '../gql/possible-types';
import { hasErrorCode } from './errors';
import { isTokenExpired } from './jwt';
import type { SessionStore } from './session';

/** Operations that must work while a stale token is stored, so they never carry one. */
const anonymousOperations = new Set(['Login', 'Register']);

export interface ApolloClientOptions {
  store: SessionStore;
  /** Called when the token is expired or the API says it is no longer valid. Must be idempotent. */
  onSessionExpired: () => void;
  uri?: string;
  /** Swappable for tests. */
  httpLink?: ApolloLink;
}

/**
 * Sends `Authorization: Bearer <token>` from the session store on every request, and signs the user
 * out (through `onSessionExpired`) when the token has expired or a request that carried it comes back
 * UNAUTHENTICATED.
 */
export const createApolloClient = ({
  store,
  onSessionExpired,
  uri = '/graphql',
  httpLink = new HttpLink({ uri }),
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
    if (headers?.authorization && hasErrorCode(error, 'UNAUTHENTICATED')) onSessionExpired();
  });

  return new ApolloClient({
    link: ApolloLink.from([expiryLink, authLink, httpLink]),
    cache: createCache(),
  });
};

/** The cache, told which types implement which interfaces so fragments on TravelPackage match. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ possibleTypes: introspection.possibleTypes });
}
