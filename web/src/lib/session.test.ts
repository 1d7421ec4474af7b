import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, makeUser } from '../test/render';
import { isTokenExpired } from './jwt';
import { createSessionStore, sessionReducer, signedOut, storageKeys, watchSessionExpiry } from './session';

describe('session store', () => {
  it('starts signed out with empty storage', () => {
    expect(createSessionStore(localStorage).getState()).toEqual(signedOut);
  });

  it('follows the spec transitions: login start, failure, success, logout', () => {
    const user = makeUser();
    let state = sessionReducer({ ...signedOut, error: 'old' }, { type: 'loginStart' });
    expect(state).toMatchObject({ loading: true, error: null });
    state = sessionReducer(state, { type: 'loginFailure', error: 'Invalid username or password' });
    expect(state).toMatchObject({ loading: false, error: 'Invalid username or password', user: null });
    state = sessionReducer(state, { type: 'loginSuccess', user, token: 't', isAdmin: true, isCoolUser: false });
    expect(state).toEqual({ user, token: 't', isAdmin: true, isCoolUser: false, loading: false, error: null });
    expect(sessionReducer(state, { type: 'logout' })).toEqual(signedOut);
  });

  it('persists a successful login under user, isAdmin and access_token', () => {
    const store = createSessionStore(localStorage);
    const user = makeUser({ role: 'AGENCY_ADMIN', isAdmin: true });
    const token = fakeToken();
    store.dispatch({ type: 'loginSuccess', user, token, isAdmin: true, isCoolUser: false });

    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null')).toEqual(user);
    expect(localStorage.getItem(storageKeys.isAdmin)).toBe('true');
    expect(localStorage.getItem(storageKeys.token)).toBe(token);
  });

  it('restores the session from storage on start', () => {
    const user = makeUser({ role: 'STAFF', isCoolUser: true });
    const token = fakeToken();
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('isAdmin', 'false');
    localStorage.setItem('access_token', token);

    expect(createSessionStore(localStorage).getState()).toEqual({
      ...signedOut,
      user,
      token,
      isAdmin: false,
      isCoolUser: true,
    });
  });

  it('ignores a stored user that is not valid JSON of the right shape', () => {
    localStorage.setItem('user', '{not json');
    localStorage.setItem('access_token', fakeToken());
    expect(createSessionStore(localStorage).getState().user).toBeNull();

    localStorage.setItem('user', JSON.stringify({ username: 'x' }));
    expect(createSessionStore(localStorage).getState().user).toBeNull();
  });

  it('removes everything from storage on logout', () => {
    const store = createSessionStore(localStorage);
    store.dispatch({ type: 'loginSuccess', user: makeUser(), token: fakeToken(), isAdmin: false, isCoolUser: false });
    localStorage.setItem('hotelId', 'hotel-of-the-previous-manager');
    store.dispatch({ type: 'logout' });

    expect(store.getState()).toEqual(signedOut);
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('isAdmin')).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    // The next manager on this browser must not start on the previous one's hotel.
    expect(localStorage.getItem('hotelId')).toBeNull();
  });

  it('notifies subscribers of changes', () => {
    const store = createSessionStore(localStorage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: 'loginStart' });
    unsubscribe();
    store.dispatch({ type: 'logout' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('token expiry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const signOut = (store: ReturnType<typeof createSessionStore>) => vi.fn(() => store.dispatch({ type: 'logout' }));

  it('reads exp from the token payload', () => {
    expect(isTokenExpired(fakeToken(60))).toBe(false);
    expect(isTokenExpired(fakeToken(-1))).toBe(true);
    expect(isTokenExpired('not-a-jwt')).toBe(true);
  });

  it('signs out at start-up when the stored token has already expired', () => {
    localStorage.setItem('user', JSON.stringify(makeUser()));
    localStorage.setItem('isAdmin', 'false');
    localStorage.setItem('access_token', fakeToken(-30));
    const store = createSessionStore(localStorage);
    const onExpired = signOut(store);

    watchSessionExpiry(store, onExpired);

    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(store.getState().user).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('keeps a valid session and signs out when its exp passes', () => {
    const store = createSessionStore(localStorage);
    const onExpired = signOut(store);
    const stop = watchSessionExpiry(store, onExpired);

    store.dispatch({ type: 'loginSuccess', user: makeUser(), token: fakeToken(120), isAdmin: false, isCoolUser: false });
    vi.advanceTimersByTime(119_000);
    expect(onExpired).not.toHaveBeenCalled();
    expect(store.getState().user).not.toBeNull();

    vi.advanceTimersByTime(1_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(store.getState().user).toBeNull();
    stop();
  });

  it('forgets the timer of a token that was signed out', () => {
    const store = createSessionStore(localStorage);
    const onExpired = vi.fn();
    watchSessionExpiry(store, onExpired);
    store.dispatch({ type: 'loginSuccess', user: makeUser(), token: fakeToken(60), isAdmin: false, isCoolUser: false });
    store.dispatch({ type: 'logout' });
    vi.advanceTimersByTime(120_000);
    expect(onExpired).not.toHaveBeenCalled();
  });
});
