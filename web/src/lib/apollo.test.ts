import { ApolloLink } from '@apollo/client';
import { gql } from '@apollo/client';
import { Observable, of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, makeUser, signedInStore } from '../test/render';
import { SignOutMutation } from '../features/auth/graphql';
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

  it('passes the server\'s reason on when a token ended elsewhere (signed out everywhere, password changed)', async () => {
    const store = signedInStore();
    const onSessionExpired = vi.fn();
    const revoked = { errors: [{ message: 'You have been signed out. Please log in again.', extensions: { code: 'UNAUTHENTICATED' } }] };
    const client = createApolloClient({ store, onSessionExpired, httpLink: fakeServer(revoked).link });

    await expect(client.query({ query: MeQuery })).rejects.toThrow();
    expect(onSessionExpired).toHaveBeenCalledWith('You have been signed out. Please log in again.');
  });

  it('keeps the session when an answer to a request sent with a token since replaced says UNAUTHENTICATED', async () => {
    const oldToken = fakeToken(3600);
    const store = signedInStore(undefined, oldToken);
    const onSessionExpired = vi.fn();
    // The password was changed while this request was on its way: its answer comes after the new token.
    const slowLink = new ApolloLink(
      () =>
        new Observable<ApolloLink.Result>((observer) => {
          store.dispatch({ type: 'loginSuccess', user: makeUser(), token: fakeToken(7200), isAdmin: false, isCoolUser: false });
          observer.next(unauthenticated);
          observer.complete();
        }),
    );
    const client = createApolloClient({ store, onSessionExpired, httpLink: slowLink });

    await expect(client.query({ query: MeQuery })).rejects.toThrow();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not treat a refused sign-out as an expired session (the user is leaving anyway)', async () => {
    const store = signedInStore();
    const onSessionExpired = vi.fn();
    const server = fakeServer({ errors: [{ message: 'Your sign-in token is not valid.', extensions: { code: 'UNAUTHENTICATED' } }] });
    const client = createApolloClient({ store, onSessionExpired, httpLink: server.link });

    await expect(client.mutate({ mutation: SignOutMutation })).rejects.toThrow();
    expect(server.seen[0]?.authorization).toMatch(/^Bearer /);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('ignores errors other than UNAUTHENTICATED', async () => {
    const onSessionExpired = vi.fn();
    const forbidden = { errors: [{ message: 'You do not have permission to do that.', extensions: { code: 'FORBIDDEN' } }] };
    const client = createApolloClient({ store: signedInStore(), onSessionExpired, httpLink: fakeServer(forbidden).link });
    await expect(client.query({ query: MeQuery })).rejects.toThrow();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
