import { createContext, useContext, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { defaultStaySearch, staySearchReducer, type StaySearch, type StaySearchAction } from './stay-search';

interface StaySearchContextValue {
  search: StaySearch;
  /** True once a search was made (NEW_SEARCH); false at the defaults and after RESET_SEARCH. */
  searched: boolean;
  dispatch: Dispatch<StaySearchAction>;
}

interface State {
  search: StaySearch;
  searched: boolean;
}

const reducer = (state: State, action: StaySearchAction): State => ({
  search: staySearchReducer(state.search, action),
  searched: action.type === 'NEW_SEARCH',
});

const StaySearchContext = createContext<StaySearchContextValue | null>(null);

/**
 * The spec's search context (§4): the last stay search, kept while the visitor moves between the
 * results and a hotel. The URL stays the source of truth (deep links, refreshes); this only carries
 * the search to a page whose URL has none.
 */
export const StaySearchProvider = ({ children, initial }: { children: ReactNode; initial?: StaySearch }) => {
  const [state, dispatch] = useReducer(reducer, undefined, () => ({ search: initial ?? defaultStaySearch(), searched: Boolean(initial) }));
  const value = useMemo(() => ({ ...state, dispatch }), [state]);
  return <StaySearchContext.Provider value={value}>{children}</StaySearchContext.Provider>;
};

/** A pathless route element: the stay pages share one search context. */
export const StaySearchLayout = () => (
  <StaySearchProvider>
    <Outlet />
  </StaySearchProvider>
);

/** The context, or null outside a provider (the search header may also sit on other pages). */
export const useStaySearchContext = (): StaySearchContextValue | null => useContext(StaySearchContext);
