import { useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useStaySearchContext } from './stay-search-context';
import { readStaySearch, staySearchKey, type ReadStaySearch } from './stay-search';

/**
 * The search a stay page shows (URL, else navigation state, else the context's last search), and
 * the context kept in step with it, so moving between the list and a hotel keeps the same search.
 */
export const useRequestedStaySearch = (): ReadStaySearch & { key: string } => {
  const [params] = useSearchParams();
  const location = useLocation();
  const context = useStaySearchContext();
  const remembered = context?.searched ? context.search : null;
  const read = useMemo(() => readStaySearch(params, location.state, remembered), [params, location.state, remembered]);
  const key = staySearchKey(read.search);
  const rememberedKey = remembered ? staySearchKey(remembered) : null;
  const dispatch = context?.dispatch;

  useEffect(() => {
    if (read.given && dispatch && rememberedKey !== key) dispatch({ type: 'NEW_SEARCH', payload: read.search });
  }, [read, key, rememberedKey, dispatch]);

  return { ...read, key };
};
