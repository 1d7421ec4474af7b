import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { Currency, HolidayPackageInput, PackageInput } from '../../gql/graphql';
import {
  AdminExchangeRatesQuery,
  CreateHolidayPackageMutation,
  CreatePackageMutation,
  DeletePackageMutation,
  SetExchangeRateMutation,
  UpdateHolidayPackageMutation,
  UpdatePackageMutation,
} from './graphql';

/*
 * The agency's package mutations, each with its cache update (bulletproof-react's `api/` hooks): a form
 * or a page calls the hook and never touches Apollo's cache itself.
 */

/**
 * After a package is created or changed, lists anywhere in the app (admin tables, the public
 * grids and search) may be out of date: drop them so the next reader asks the API again.
 */
const forgetPackageLists = (cache: ApolloCache): void => {
  for (const fieldName of ['packages', 'holidayPackages', 'searchPackages']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
};

/**
 * After a delete: the package leaves every cached list at once. The package itself stays cached
 * until the page showing it has gone, so that page does not ask the API for it again meanwhile.
 */
const forgetPackage = (cache: ApolloCache, id: string): void => {
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

export const useCreatePackage = () => {
  const [mutate] = useMutation(CreatePackageMutation, { update: forgetPackageLists });
  return useCallback((input: PackageInput) => mutate({ variables: { input } }), [mutate]);
};

export const useUpdatePackage = () => {
  const [mutate] = useMutation(UpdatePackageMutation, { update: forgetPackageLists });
  return useCallback((id: string, input: PackageInput) => mutate({ variables: { id, input } }), [mutate]);
};

export const useCreateHolidayPackage = () => {
  const [mutate] = useMutation(CreateHolidayPackageMutation, { update: forgetPackageLists });
  return useCallback((input: HolidayPackageInput) => mutate({ variables: { input } }), [mutate]);
};

export const useUpdateHolidayPackage = () => {
  const [mutate] = useMutation(UpdateHolidayPackageMutation, { update: forgetPackageLists });
  return useCallback((id: string, input: HolidayPackageInput) => mutate({ variables: { id, input } }), [mutate]);
};

/** Deletes either kind of package; it leaves every cached list at once. */
export const useDeletePackage = () => {
  const [mutate] = useMutation(DeletePackageMutation);
  return useCallback((id: string) => mutate({ variables: { id }, update: (cache) => forgetPackage(cache, id) }), [mutate]);
};

/** Sets the rand price of one unit of `currency`; `saving` is true while it runs. */
export const useSetExchangeRate = () => {
  const [mutate, { loading: saving }] = useMutation(SetExchangeRateMutation, {
    // ExchangeRate has no id, so the cache cannot merge it by itself: put it in the list.
    update: (cache, { data: result }) => {
      const updated = result?.setExchangeRate;
      if (!updated) return;
      cache.updateQuery({ query: AdminExchangeRatesQuery }, (current) => ({
        exchangeRates: [...(current?.exchangeRates ?? []).filter((rate) => rate.currency !== updated.currency), updated],
      }));
    },
  });
  const setRate = useCallback(
    (currency: Currency, randPerUnit: number) => mutate({ variables: { currency, randPerUnit } }),
    [mutate],
  );
  return { setRate, saving };
};
