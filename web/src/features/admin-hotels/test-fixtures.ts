import type { MockLink } from '@apollo/client/testing';
import { makeUser, signedInStore } from '../../test/render';
import { AdminManagedHotelsQuery } from './graphql';

/** Small factories for the API's answers in tests: every field the documents ask for, with __typename. */

export const managerStore = () =>
  signedInStore(makeUser({ id: 'm1', role: 'HOTEL_MANAGER', isAdmin: true, username: 'manager', hotels: ['h1', 'h2'] }));
export const agencyAdminStore = () =>
  signedInStore(makeUser({ id: 'a1', role: 'AGENCY_ADMIN', isAdmin: true, username: 'admin' }));

export const hotelResult = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Hotel' as const,
  id: 'h1',
  name: 'Protea Waterfront',
  type: 'Hotel',
  address: '1 Dock Road',
  country: 'South Africa',
  city: 'Cape Town',
  postalCode: '8001',
  email: 'stay@protea.example',
  phone: '+27 21 555 0100',
  photos: ['/photos/harbour.jpg'],
  description: 'By the harbour.',
  rating: 4.5,
  distanceFromCentreM: 1200,
  reviewStatus: 'APPROVED',
  ...overrides,
});

export const hotelRow = (overrides: Record<string, unknown> = {}) => {
  const { id, name, type, city, rating, reviewStatus } = hotelResult(overrides);
  return { __typename: 'Hotel' as const, id, name, type, city, rating, reviewStatus };
};

export const twoHotels = () => [
  hotelRow(),
  hotelRow({ id: 'h2', name: 'Kruger Lodge', type: 'Lodge', city: 'Hazyview', rating: 4 }),
];

export const managedHotelsMock = (
  hotels: ReturnType<typeof hotelRow>[] = twoHotels(),
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse => ({
  request: { query: AdminManagedHotelsQuery },
  result: { data: { managedHotels: hotels } },
  ...extra,
});
