import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { signedOut, type SessionState, type SessionStore } from './session';

const SessionContext = createContext<SessionStore | null>(null);

export const SessionProvider = ({ store, children }: { store: SessionStore; children: ReactNode }) => (
  <SessionContext.Provider value={store}>{children}</SessionContext.Provider>
);

export const useSessionStore = (): SessionStore => {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside <SessionProvider>');
  return store;
};

/**
 * The server renders every page as a signed-out visitor sees it (the session lives in the browser's
 * local storage), so hydration starts from that too; React then re-renders with the stored session.
 */
const serverSnapshot = (): SessionState => signedOut;

/** The current session; re-renders when it changes. */
export const useSession = (): SessionState => {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState, serverSnapshot);
};
