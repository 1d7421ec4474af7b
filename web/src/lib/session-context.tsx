import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionState, SessionStore } from './session';

const SessionContext = createContext<SessionStore | null>(null);

export const SessionProvider = ({ store, children }: { store: SessionStore; children: ReactNode }) => (
  <SessionContext.Provider value={store}>{children}</SessionContext.Provider>
);

export const useSessionStore = (): SessionStore => {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside <SessionProvider>');
  return store;
};

/** The current session; re-renders when it changes. */
export const useSession = (): SessionState => {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
};
