import { DEFAULT_BUDGET } from './budget-options';

/** Navigation state the /SearchResultsList page reads. */
export interface PackageSearchState {
  destination: string;
  /** `YYYY-MM-DD`, or empty for any date. */
  date: string;
  maxPrice: number;
}

/**
 * The home page search. The spec asks for no validation beyond the disabled placeholder option,
 * so every field may be empty; the budget falls back to the default. Plain code rather than a zod
 * schema: the search panel is on the home page, whose download must stay small.
 */
export const parsePackageSearch = (values: Record<string, string | undefined>): PackageSearchState => {
  const maxPrice = Number(values.maxPrice ?? '');
  return {
    destination: (values.destination ?? '').trim(),
    date: values.date ?? '',
    maxPrice: values.maxPrice?.trim() && Number.isInteger(maxPrice) && maxPrice > 0 ? maxPrice : DEFAULT_BUDGET,
  };
};
