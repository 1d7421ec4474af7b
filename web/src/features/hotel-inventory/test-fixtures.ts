import type { MockLink } from '@apollo/client/testing';
import type { RouteObject } from 'react-router';
import { CURRENT_HOTEL_KEY } from '../../lib/current-hotel';
import { hotelManagerStore } from '../../test/admin-fixtures';
import { renderRoutes } from '../../test/render';

export { field, setupUser } from '../../test/admin-fixtures';

export const HOTEL_ID = 'h1';

/** Renders `routes` at `path` as a signed-in hotel manager whose current hotel is `hotelId` (null: none chosen). */
export const renderInventory = ({
  routes,
  path,
  mocks = [],
  hotelId = HOTEL_ID,
  browserHistory = false,
}: {
  routes: RouteObject[];
  path: string;
  mocks?: MockLink.MockedResponse[];
  hotelId?: string | null;
  browserHistory?: boolean;
}) => {
  if (hotelId) localStorage.setItem(CURRENT_HOTEL_KEY, hotelId);
  return renderRoutes({ routes, path, mocks, store: hotelManagerStore(), browserHistory });
};

/** Factories for the API's answers: every field the documents ask for, with __typename. */
export const roomTypeResult = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'RoomType',
  id: 'rt1',
  hotelId: HOTEL_ID,
  name: 'Deluxe Sea View',
  description: 'King bed and a balcony over the bay.',
  capacity: 2,
  baseRate: 1850,
  amenities: ['Sea view', 'Mini bar'],
  photos: [],
  ...overrides,
});

export const roomTypeOption = (id = 'rt1', name = 'Deluxe Sea View') => ({ __typename: 'RoomType', id, name });

export const amenityResult = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Amenity',
  id: 'a1',
  hotelId: HOTEL_ID,
  name: 'Swimming pool',
  description: '',
  ...overrides,
});

export const activityResult = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Activity',
  id: 'ac1',
  hotelId: HOTEL_ID,
  name: 'Sunset cruise',
  description: 'Two hours on the bay.',
  duration: '2 hours',
  maxParticipants: 12,
  price: 450,
  ...overrides,
});

export const rateTypeResult = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'RateType',
  id: 'rty1',
  hotelId: HOTEL_ID,
  roomTypeId: 'rt1',
  roomType: roomTypeOption(),
  name: 'Rack Rate',
  description: 'The standard published rate.',
  singleRate: 1500,
  doubleRate: 1900,
  groupRate: 1700,
  active: true,
  ...overrides,
});

export const rateResult = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Rate',
  id: 'r1',
  hotelId: HOTEL_ID,
  roomTypeId: 'rt1',
  roomType: roomTypeOption(),
  rateTypeId: null,
  rateType: null,
  date: '2099-12-01',
  stoRateSingle: null,
  rackRateSingle: null,
  stoRateDouble: 1600,
  rackRateDouble: 2000,
  stoRateGroup: null,
  rackRateGroup: null,
  ...overrides,
});

export const roomResult = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Room',
  id: 'room1',
  hotelId: HOTEL_ID,
  roomTypeId: 'rt1',
  roomType: roomTypeOption(),
  title: 'Sea view wing',
  maxPeople: 2,
  active: true,
  roomNumbers: ['101', '102'],
  units: [
    { __typename: 'RoomUnit', id: 'u1', number: '101', unavailableDates: ['2026-12-24'] },
    { __typename: 'RoomUnit', id: 'u2', number: '102', unavailableDates: [] },
  ],
  ...overrides,
});
