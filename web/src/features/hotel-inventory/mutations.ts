import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type {
  CreateRatesInput,
  InventoryActivitiesQuery,
  InventoryAmenitiesQuery,
  InventoryCreateActivityMutation,
  InventoryCreateAmenityMutation,
  InventoryCreateRateTypeMutation,
  InventoryCreateRoomMutation,
  InventoryCreateRoomTypeMutation,
  InventoryRateFieldsFragment,
  InventoryRatesQueryVariables,
  InventoryRateTypesQuery,
  InventoryRoomsQuery,
  InventoryRoomTypesQuery,
} from '../../gql/graphql';
import {
  ActivitiesQuery,
  AmenitiesQuery,
  CreateActivityMutation,
  CreateAmenityMutation,
  CreateRateTypeMutation,
  CreateRatesMutation,
  CreateRoomMutation,
  CreateRoomTypeMutation,
  DeleteActivityMutation,
  DeleteAmenityMutation,
  DeleteRateMutation,
  DeleteRateTypeMutation,
  DeleteRoomMutation,
  DeleteRoomTypeMutation,
  RateTypesQuery,
  RatesQuery,
  RoomTypesQuery,
  RoomsQuery,
  UpdateActivityMutation,
  UpdateAmenityMutation,
  UpdateRateMutation,
  UpdateRateTypeMutation,
  UpdateRoomMutation,
  UpdateRoomTypeMutation,
} from './graphql';

/*
 * The inventory's mutations, each with its cache update (bulletproof-react's `api/` hooks): pages and
 * forms call these and never touch Apollo's cache. A create adds the new row to the hotel's cached
 * list (when that list has been read), an update is merged by id, a delete evicts the row.
 */

/**
 * After a delete the object leaves the cache, and with it every cached list that held it (Apollo
 * drops dangling references when it reads a list), so no list has to be asked for again.
 */
const evictEntity = (cache: ApolloCache, typename: string, id: string): void => {
  const cacheId = cache.identify({ __typename: typename, id });
  if (cacheId) cache.evict({ id: cacheId });
  cache.gc();
};

const useDeleteEntity = <R>(document: TypedDocumentNode<R, { id: string }>, typename: string) => {
  const [mutate] = useMutation(document);
  return useCallback(
    (id: string) => mutate({ variables: { id }, update: (cache) => evictEntity(cache, typename, id) }),
    [mutate, typename],
  );
};

export const useDeleteRoomType = () => useDeleteEntity(DeleteRoomTypeMutation, 'RoomType');
export const useDeleteRoom = () => useDeleteEntity(DeleteRoomMutation, 'Room');
export const useDeleteAmenity = () => useDeleteEntity(DeleteAmenityMutation, 'Amenity');
export const useDeleteActivity = () => useDeleteEntity(DeleteActivityMutation, 'Activity');
export const useDeleteRateType = () => useDeleteEntity(DeleteRateTypeMutation, 'RateType');
export const useDeleteRate = () => useDeleteEntity(DeleteRateMutation, 'Rate');

/**
 * A create whose answer joins the hotel's cached list (`add` says how), when that list has been read;
 * otherwise the list is asked for when it is shown.
 */
const useCreateIntoList = <R, I extends { hotelId: string | number }, L>(
  document: TypedDocumentNode<R, { input: I }>,
  list: TypedDocumentNode<L, { hotelId: string | number }>,
  add: (current: L, created: R) => L,
) => {
  const [mutate] = useMutation(document);
  return useCallback(
    (input: I) =>
      mutate({
        variables: { input },
        update: (cache, { data }) => {
          if (!data) return;
          cache.updateQuery({ query: list, variables: { hotelId: input.hotelId } }, (current) => (current ? add(current, data) : undefined));
        },
      }),
    [mutate, list, add],
  );
};

/** An update: its answer carries the row's id, so Apollo merges it into every list that holds it. */
const useUpdateById = <R, I>(document: TypedDocumentNode<R, { id: string; input: I }>) => {
  const [mutate] = useMutation(document);
  return useCallback((id: string, input: I) => mutate({ variables: { id, input } }), [mutate]);
};

// How each create's answer joins its list (module-level, so the hooks' callbacks stay stable).
const addRoomType = (list: InventoryRoomTypesQuery, { createRoomType }: InventoryCreateRoomTypeMutation) => ({
  roomTypes: [...list.roomTypes, createRoomType],
});
const addRoom = (list: InventoryRoomsQuery, { createRoom }: InventoryCreateRoomMutation) => ({ rooms: [...list.rooms, createRoom] });
const addAmenity = (list: InventoryAmenitiesQuery, { createAmenity }: InventoryCreateAmenityMutation) => ({
  amenities: [...list.amenities, createAmenity],
});
const addActivity = (list: InventoryActivitiesQuery, { createActivity }: InventoryCreateActivityMutation) => ({
  activities: [...list.activities, createActivity],
});
const addRateType = (list: InventoryRateTypesQuery, { createRateType }: InventoryCreateRateTypeMutation) => ({
  rateTypes: [...list.rateTypes, createRateType],
});

export const useCreateRoomType = () => useCreateIntoList(CreateRoomTypeMutation, RoomTypesQuery, addRoomType);
export const useUpdateRoomType = () => useUpdateById(UpdateRoomTypeMutation);
export const useCreateRoom = () => useCreateIntoList(CreateRoomMutation, RoomsQuery, addRoom);
export const useUpdateRoom = () => useUpdateById(UpdateRoomMutation);
export const useCreateAmenity = () => useCreateIntoList(CreateAmenityMutation, AmenitiesQuery, addAmenity);
export const useUpdateAmenity = () => useUpdateById(UpdateAmenityMutation);
export const useCreateActivity = () => useCreateIntoList(CreateActivityMutation, ActivitiesQuery, addActivity);
export const useUpdateActivity = () => useUpdateById(UpdateActivityMutation);
export const useCreateRateType = () => useCreateIntoList(CreateRateTypeMutation, RateTypesQuery, addRateType);
export const useUpdateRateType = () => useUpdateById(UpdateRateTypeMutation);

type Rate = InventoryRateFieldsFragment;

/** Dates then room type, as the API orders them, so new rates land where a reload would put them. */
const byDateThenRoomType = (a: Rate, b: Rate): number =>
  a.date.localeCompare(b.date) || (a.roomType?.name ?? '').localeCompare(b.roomType?.name ?? '');

/** Whether a rate belongs in the list as it is filtered now. */
const matches = (rate: Rate, variables: InventoryRatesQueryVariables): boolean =>
  (!variables.roomTypeId || rate.roomTypeId === variables.roomTypeId) && (!variables.fromDate || rate.date >= variables.fromDate);

/**
 * Creates a rate for every night of a range (the server writes every night or none); the new rates
 * that the list as shown (`shown`, its filter) would hold join it in the API's order.
 */
export const useCreateRates = () => {
  const [mutate] = useMutation(CreateRatesMutation);
  return useCallback(
    (input: CreateRatesInput, shown: InventoryRatesQueryVariables) =>
      mutate({
        variables: { input },
        update: (cache, { data }) => {
          const created = data?.createRates;
          if (!created) return;
          cache.updateQuery({ query: RatesQuery, variables: shown }, (list) =>
            list ? { rates: [...list.rates, ...created.filter((rate) => matches(rate, shown))].sort(byDateThenRoomType) } : undefined,
          );
        },
      }),
    [mutate],
  );
};

export const useUpdateRate = () => useUpdateById(UpdateRateMutation);
