import { ApolloLink } from '@apollo/client';
import { gql } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, signedInStore } from '../test/render';
import { createApolloClient } from './apollo';
import { createSessionStore } from './session';

const MeQuery = gql`
  query Me {
    me {
      id
    }
  }
`;

/** A terminating link that records the headers it was given and answers with `result`. */
const fakeServer = (result: ApolloLink.Result) => {
  const seen: Array<Record<string, string> | undefined> = [];
  const link = new ApolloLink((operation) => {
    seen.push(operation.getContext().headers);
    return of(result);
  });
  return { link, seen };
};

const ok = { data: { me: { __typename: 'User', id: 'u1' } } };
const unauthenticated = { errors: [{ message: 'Your session has expired', extensions: { code: 'UNAUTHENTICATED' } }] };

describe('apollo client and the session', () => {
  it('sends the stored token as a bearer header', async () => {
    const token = fakeToken();
    const store = signedInStore(undefined, token);
    const server = fakeServer(ok);
    const client = createApolloClient({ store, onSessionExpired: vi.fn(), httpLink: server.link });

    await client.query({ query: MeQuery });

    expect(server.seen[0]?.authorization).toBe(`Bearer ${token}`);
  });

  it('sends no header when signed out', async () => {
    const server = fakeServer(ok);
    const client = createApolloClient({ store: createSessionStore(localStorage), onSessionExpired: vi.fn(), httpLink: server.link });
    await client.query({ query: MeQuery });
    expect(server.seen[0]?.authorization).toBeUndefined();
  });

  it('signs out when a request that carried the token comes back UNAUTHENTICATED', async () => {
    const store = signedInStore();
    const onSessionExpired = vi.fn();
    const client = createApolloClient({ store, onSessionExpired, httpLink: fakeServer(unauthenticated).link });

    await expect(client.query({ query: MeQuery })).rejects.toThrow('Your session has expired');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not treat a wrong password (no token carried) as an expired session', async () => {
    const onSessionExpired = vi.fn();
    const client = createApolloClient({
      store: createSessionStore(localStorage),
      onSessionExpired,
      httpLink: fakeServer(unauthenticated).link,
    });
    await expect(client.query({ query: MeQuery })).rejects.toThrow();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('signs out instead of sending a token whose exp has passed', async () => {
    const store = signedInStore(undefined, fakeToken(-5));
    const onSessionExpired = vi.fn();
    const server = fakeServer(ok);
    const client = createApolloClient({ store, onSessionExpired, httpLink: server.link });

    await client.query({ query: MeQuery });

    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(server.seen[0]?.authorization).toBeUndefined();
  });
});
