import type { ApolloCache, Reference } from '@apollo/client';

/**
 * After a package is created or changed, lists anywhere in the app (admin tables, the public
 * grids and search) may be out of date: drop them so the next reader asks the API again.
 */
export const forgetPackageLists = (cache: ApolloCache): void => {
  for (const fieldName of ['packages', 'holidayPackages', 'searchPackages']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
};

/**
 * After a delete: the package leaves every cached list at once. The package itself stays cached
 * until the page showing it has gone, so that page does not ask the API for it again meanwhile.
 */
export const forgetPackage = (cache: ApolloCache, id: string): void => {
  const withoutIt = (existing: unknown, readField: (field: string, from: Reference) => unknown): unknown =>
    Array.isArray(existing) ? (existing as Reference[]).filter((ref) => readField('id', ref) !== id) : existing;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      packages: (existing, { readField }) => withoutIt(existing, readField),
      holidayPackages: (existing, { readField }) => withoutIt(existing, readField),
    },
  });
  // Search pages carry totals and page counts: ask again rather than patch them.
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'searchPackages' });
};
