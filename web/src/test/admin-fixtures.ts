import { configure, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { makeUser, signedInStore } from './render';

// These pages are long Chakra forms and lazy chunks; on a busy machine jsdom needs more than the
// default second for a save, a navigation and the next query to settle.
configure({ asyncUtilTimeout: 5000 });

/** Small factories for the API's answers in tests; every field the documents ask for, with __typename. */

export const agencyAdminStore = () => signedInStore(makeUser({ role: 'AGENCY_ADMIN', isAdmin: true, username: 'admin' }));
export const hotelManagerStore = () => signedInStore(makeUser({ role: 'HOTEL_MANAGER', isAdmin: true, username: 'manager' }));

const price = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Price',
  adult: 12500,
  child: 6000,
  currency: 'ZAR',
  wasAdult: null,
  ...overrides,
});

export const packageResult = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Package',
  id: 'p1',
  kind: 'PACKAGE',
  title: 'Garden Route Escape',
  type: 'Adventure',
  description: 'Five days along the coast.',
  country: 'South Africa',
  city: 'Knysna',
  durationDays: 5,
  durationNights: 4,
  fromDate: '2026-03-01',
  toDate: '2026-03-05',
  maxGuests: 12,
  minAge: null,
  photos: [],
  bookable: true,
  price: price(),
  amenities: ['Car Parking'],
  includes: ['Breakfast'],
  terms: '',
  featured: true,
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

export const holidayResult = (overrides: Record<string, unknown> = {}) => ({
  ...packageResult({
    __typename: 'HolidayPackage',
    id: 'h1',
    kind: 'HOLIDAY',
    title: 'Cape Winelands and Coast',
    type: 'Luxury',
    country: 'South Africa',
    city: 'Cape Town',
    amenities: [],
    includes: ['Airport transfers'],
    terms: 'Deposit of 30% on booking.',
  }),
  destinations: [
    { __typename: 'PackageDestination', location: 'Cape Town', attractions: ['Table Mountain', 'V&A Waterfront'] },
    { __typename: 'PackageDestination', location: 'Stellenbosch', attractions: ['Wine tasting'] },
  ],
  itinerary: [
    {
      __typename: 'ItineraryDay',
      day: 1,
      title: 'Arrival in Cape Town',
      description: 'Transfer to the hotel.',
      meals: { __typename: 'Meals', breakfast: false, lunch: false, dinner: true },
      accommodation: { __typename: 'Accommodation', name: 'Harbour Hotel', type: 'Hotel', rating: 4 },
      transportation: { __typename: 'Transportation', type: 'Coach', details: 'Airport pick-up' },
    },
  ],
  exclusions: ['International flights'],
  cancellationPolicy: 'Full refund up to 30 days before departure.',
  ...overrides,
});

/** A form control by the start of its label (required labels end with an asterisk). */
export const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/**
 * user-event checks `pointer-events` up the tree with getComputedStyle before each pointer action;
 * with Chakra's style sheets in jsdom that costs more than the rest of these tests together.
 */
export const setupUser = (options: Parameters<typeof userEvent.setup>[0] = {}) =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
