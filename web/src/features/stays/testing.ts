/**
 * Test data: stays as the API sends them, with the __typename fields Apollo's cache needs.
 * Only tests import this file.
 */
import type { MockLink } from '@apollo/client/testing';
import { StayAvailabilityQuery, StayHotelQuery, StaySearchQuery } from './graphql';

export const makeHotelCard = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Hotel' as const,
  id: 'h1',
  name: 'Table Bay Lodge',
  type: 'Lodge',
  city: 'Cape Town',
  photos: ['/photos/table-bay.jpg', '/photos/table-bay-2.jpg'],
  description: 'A quiet lodge on the harbour with views of Table Mountain.',
  rating: 4.6,
  distanceFromCentreM: 1250,
  ...overrides,
});

export const makeOffer = (overrides: Record<string, unknown> = {}, hotel: Record<string, unknown> = {}) => ({
  __typename: 'StayOffer' as const,
  hotel: makeHotelCard(hotel),
  cheapestRoomTypeId: 'rt1',
  cheapestNightly: 1450,
  cheapestTotal: 4350,
  nights: 3,
  ...overrides,
});

export const searchInput = (overrides: Record<string, unknown> = {}) => ({
  destination: 'Cape Town',
  checkIn: '2027-03-10',
  checkOut: '2027-03-13',
  adults: 2,
  children: 0,
  rooms: 1,
  minPrice: 0,
  maxPrice: 4999,
  page: 1,
  limit: 10,
  ...overrides,
});

export const staySearchMock = (
  input: Record<string, unknown>,
  { items, total = items.length, page = 1, totalPages = 1 }: { items: unknown[]; total?: number; page?: number; totalPages?: number },
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse => ({
  request: { query: StaySearchQuery, variables: { input } },
  result: { data: { staySearch: { __typename: 'StaySearchResult', items, total, page, totalPages } } },
  ...extra,
});

export const makeHotel = (overrides: Record<string, unknown> = {}) => ({
  ...makeHotelCard(),
  address: '12 Dock Road, V&A Waterfront',
  country: 'South Africa',
  amenities: [{ __typename: 'Amenity' as const, id: 'a1', name: 'Pool', description: 'Heated, open all year' }],
  activities: [
    { __typename: 'Activity' as const, id: 'act1', name: 'Harbour cruise', description: 'Sunset on the bay', duration: '2 hours', maxParticipants: 12, price: 350 },
  ],
  ...overrides,
});

export const hotelMock = (id: string, hotel: unknown): MockLink.MockedResponse => ({
  request: { query: StayHotelQuery, variables: { id } },
  result: { data: { hotel } },
});

export const makeRoomTypeAvailability = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'RoomTypeAvailability' as const,
  roomType: {
    __typename: 'RoomType' as const,
    id: 'rt1',
    name: 'Harbour Double',
    description: 'A double room facing the harbour.',
    capacity: 2,
    amenities: ['Wi-fi', 'Sea view'],
    photos: ['/photos/room.jpg'],
  },
  available: true,
  unitsFree: 5,
  reason: null,
  nights: [
    { __typename: 'NightPrice' as const, date: '2027-03-10', price: 1200, source: 'Rack Rate' },
    { __typename: 'NightPrice' as const, date: '2027-03-11', price: 1200, source: 'Base rate' },
    { __typename: 'NightPrice' as const, date: '2027-03-12', price: 1650, source: 'Weekend Rate' },
  ],
  nightly: 1350,
  total: 4050,
  ...overrides,
});

export const availabilityInput = (overrides: Record<string, unknown> = {}) => ({
  hotelId: 'h1',
  checkIn: '2027-03-10',
  checkOut: '2027-03-13',
  adults: 2,
  children: 0,
  rooms: 1,
  ...overrides,
});

export const availabilityMock = (input: Record<string, unknown>, roomTypes: unknown[]): MockLink.MockedResponse => ({
  request: { query: StayAvailabilityQuery, variables: { input } },
  result: {
    data: {
      stayAvailability: {
        __typename: 'HotelAvailability',
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        nights: 3,
        adults: input.adults,
        children: input.children,
        rooms: input.rooms,
        roomTypes,
      },
    },
  },
});

/** The /hotels query string for the searches above. */
export const searchUrl = (extra = '') =>
  `/hotels?destination=Cape+Town&checkIn=2027-03-10&checkOut=2027-03-13&adults=2&children=0&rooms=1&min=0&max=4999${extra}`;
