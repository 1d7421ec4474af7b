import type { PackageSearchState } from '../../lib/package-search';
import { isLocalDate } from '../../lib/dates';

/** Public spec section 9: 10 packages a page. */
export const SEARCH_PAGE_SIZE = 10;

export interface SearchCriteria extends PackageSearchState {
  page: number;
}

const positiveInt = (raw: string | null | undefined): number | null => {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 && Number.isSafeInteger(value) ? value : null;
};

const fromState = (state: unknown): PackageSearchState | null => {
  if (typeof state !== 'object' || state === null) return null;
  const { destination, date, maxPrice } = state as Record<string, unknown>;
  if (typeof destination !== 'string' && typeof date !== 'string' && typeof maxPrice !== 'number') return null;
  return {
    destination: typeof destination === 'string' ? destination.trim() : '',
    date: typeof date === 'string' && isLocalDate(date) ? date : '',
    maxPrice: typeof maxPrice === 'number' && maxPrice > 0 ? Math.floor(maxPrice) : 0,
  };
};

/**
 * The search /SearchResultsList shows: from the URL (so refreshes and shared links work), or from
 * the navigation state the spec's home page passes when the URL carries no criteria. A missing or
 * unreadable budget means no limit (the spec sends 0), an unreadable date means any date.
 */
export const readSearchCriteria = (params: URLSearchParams, state: unknown): SearchCriteria => {
  const page = positiveInt(params.get('page')) ?? 1;
  const inUrl = ['destination', 'date', 'maxPrice'].some((key) => params.has(key));
  const fallback = inUrl ? null : fromState(state);
  if (fallback) return { ...fallback, page };
  const date = params.get('date') ?? '';
  return {
    destination: (params.get('destination') ?? '').trim(),
    date: isLocalDate(date) ? date : '',
    maxPrice: positiveInt(params.get('maxPrice')) ?? 0,
    page,
  };
};
