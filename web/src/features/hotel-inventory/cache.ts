import type { ApolloCache } from '@apollo/client';

/**
 * After a delete the object leaves the cache, and with it every cached list that held it (Apollo
 * drops dangling references when it reads a list), so no list has to be asked for again.
 */
export const evictEntity = (cache: ApolloCache, typename: string, id: string): void => {
  const cacheId = cache.identify({ __typename: typename, id });
  if (cacheId) cache.evict({ id: cacheId });
  cache.gc();
};
