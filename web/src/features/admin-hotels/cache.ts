import type { ApolloCache } from '@apollo/client';

/**
 * After a hotel is created or deleted, every cached list of hotels (the list page, the switcher,
 * public search) may be out of date: drop them, so watching pages ask the API again.
 */
export const forgetHotelLists = (cache: ApolloCache): void => {
  for (const fieldName of ['managedHotels', 'staySearch']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
};
