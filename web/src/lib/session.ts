import { getJwtExpiry, isTokenExpired } from './jwt';

const roles = ['CUSTOMER', 'HOTEL_MANAGER', 'AGENCY_ADMIN', 'STAFF'] as const;

/** The fields of the signed-in user the client keeps (login payload `details`). */
export interface SessionUser {
  id: string;
  username: string;
  email: string;
  role: (typeof roles)[number];
  isAdmin: boolean;
  isCoolUser: boolean;
  hotels: string[];
}

/**
 * Checks what local storage held (anyone can edit it) and keeps only the known fields. Written by
 * hand rather than with zod: the session is read on every page, so this is in the entry chunk, where
 * zod would add ≈14 KB gzip to every visitor's first download.
 */
export const parseSessionUser = (value: unknown): SessionUser | null => {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const strings = [v.id, v.username, v.email].every((field) => typeof field === 'string');
  if (!strings || typeof v.isAdmin !== 'boolean' || typeof v.isCoolUser !== 'boolean') return null;
  if (!roles.includes(v.role as SessionUser['role'])) return null;
  if (!Array.isArray(v.hotels) || !v.hotels.every((id) => typeof id === 'string')) return null;
  return {
    id: v.id as string,
    username: v.username as string,
    email: v.email as string,
    role: v.role as SessionUser['role'],
    isAdmin: v.isAdmin,
    isCoolUser: v.isCoolUser,
    hotels: [...(v.hotels as string[])],
  };
};

export interface SessionState {
  user: SessionUser | null;
  isAdmin: boolean;
  /** Internal (staff) user: goes to /internal after login. */
  isCoolUser: boolean;
  token: string | null;
  loading: boolean;
  error: string | null;
}

export type SessionAction =
  | { type: 'loginStart' }
  | { type: 'loginSuccess'; user: SessionUser; isAdmin: boolean; isCoolUser: boolean; token: string }
  | { type: 'loginFailure'; error: string }
  | { type: 'logout' };

export const signedOut: SessionState = {
  user: null,
  isAdmin: false,
  isCoolUser: false,
  token: null,
  loading: false,
  error: null,
};

/** The transitions of public spec section 4 ("Authentication"). */
export const sessionReducer = (state: SessionState, action: SessionAction): SessionState => {
  switch (action.type) {
    case 'loginStart':
      return { ...state, loading: true, error: null };
    case 'loginSuccess':
      return {
        user: action.user,
        isAdmin: action.isAdmin,
        isCoolUser: action.isCoolUser,
        token: action.token,
        loading: false,
        error: null,
      };
    case 'loginFailure':
      return { ...state, loading: false, error: action.error };
    case 'logout':
      return { ...signedOut };
  }
};

/** Local storage keys, as named by the spec (section 3, Session). */
export const storageKeys = {
  user: 'user',
  isAdmin: 'isAdmin',
  token: 'access_token',
  /** The admin portal's current hotel (features/admin-hotels/current-hotel.ts): one user's choice, not the next user's. */
  currentHotel: 'hotelId',
} as const;

const readStoredSession = (storage: Storage | null): SessionState => {
  if (!storage) return signedOut;
  try {
    const rawUser = storage.getItem(storageKeys.user);
    const token = storage.getItem(storageKeys.token);
    if (!rawUser || !token) return signedOut;
    const user = parseSessionUser(JSON.parse(rawUser));
    if (!user) return signedOut;
    return {
      ...signedOut,
      user,
      token,
      isAdmin: storage.getItem(storageKeys.isAdmin) === 'true',
      isCoolUser: user.isCoolUser,
    };
  } catch {
    // Corrupt JSON or storage blocked by the browser: start signed out rather than crash.
    return signedOut;
  }
};

const writeStoredSession = (storage: Storage | null, state: SessionState): void => {
  if (!storage) return;
  try {
    if (state.user && state.token) {
      storage.setItem(storageKeys.user, JSON.stringify(state.user));
      storage.setItem(storageKeys.isAdmin, String(state.isAdmin));
      storage.setItem(storageKeys.token, state.token);
    } else {
      storage.removeItem(storageKeys.user);
      storage.removeItem(storageKeys.isAdmin);
      storage.removeItem(storageKeys.token);
      storage.removeItem(storageKeys.currentHotel);
    }
  } catch {
    // Storage full or blocked: the session still works for this tab.
  }
};

export interface SessionStore {
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: SessionAction) => void;
}

const browserStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The one session store: restored from local storage on creation, written back whenever the user
 * changes (and removed when there is none). Components read it through `useSession`.
 */
export const createSessionStore = (storage: Storage | null = browserStorage()): SessionStore => {
  let state = readStoredSession(storage);
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch: (action) => {
      const previous = state;
      state = sessionReducer(state, action);
      if (previous.user !== state.user || previous.token !== state.token || previous.isAdmin !== state.isAdmin) {
        writeStoredSession(storage, state);
      }
      listeners.forEach((listener) => listener());
    },
  };
};

// setTimeout stores its delay in 32 bits; longer waits fire at once, so re-check in steps.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Calls `onExpired` when the stored token's `exp` passes: immediately if it already has (checked at
 * start-up), otherwise with a timer that follows every token change. Returns a stop function.
 */
export const watchSessionExpiry = (
  store: SessionStore,
  onExpired: () => void,
  now: () => number = Date.now,
): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let watchedToken: string | null = null;

  const check = (): void => {
    clearTimeout(timer);
    timer = undefined;
    const { token } = store.getState();
    watchedToken = token;
    if (!token) return;
    if (isTokenExpired(token, now())) {
      onExpired();
      return;
    }
    const expiry = getJwtExpiry(token);
    if (expiry !== null) timer = setTimeout(check, Math.min(Math.max(expiry - now(), 0), MAX_TIMER_MS));
  };

  const unsubscribe = store.subscribe(() => {
    if (store.getState().token !== watchedToken) check();
  });
  check();
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
};
