/**
 * Test data: packages as the API sends them, with the __typename fields Apollo's cache needs.
 * Only tests import this file.
 */
import type { PackageCardFieldsFragment, PackageDetailsQuery } from '../../gql/graphql';

type CardOverrides = Partial<Omit<PackageCardFieldsFragment, 'price'>> & { price?: Partial<PackageCardFieldsFragment['price']> };

export const makePackage = (overrides: CardOverrides = {}) => {
  const { price, ...rest } = overrides;
  return {
    __typename: 'Package' as const,
    id: 'p1',
    title: 'Zanzibar Beach Escape',
    type: 'Honeymoon' as const,
    description: 'Seven nights on the white beaches of Nungwi.',
    country: 'Tanzania',
    city: 'Zanzibar',
    durationDays: 8,
    durationNights: 7,
    fromDate: null as string | null,
    toDate: null as string | null,
    maxGuests: 2 as number | null,
    minAge: 18 as number | null,
    photos: ['/photos/beach-aerial-waves.jpg'],
    bookable: true,
    ...rest,
    price: { __typename: 'Price' as const, adult: 24500, child: null as number | null, currency: 'ZAR' as const, wasAdult: null as number | null, ...price },
  };
};

type Details = NonNullable<PackageDetailsQuery['package']>;

/** A simple package with every field the detail page reads. */
export const makePackageDetails = (overrides: CardOverrides & Partial<Pick<Details, 'includes' | 'amenities' | 'terms'>> = {}) => {
  const { includes = ['Return flights', 'Airport transfers'], amenities = ['Pool', 'Wi-fi'], terms = 'A 30% deposit secures the booking.', ...card } =
    overrides;
  return { ...makePackage(card), kind: 'PACKAGE' as const, includes, amenities, terms };
};

/** A holiday package with destinations and a two-day itinerary. */
export const makeHolidayDetails = (overrides: CardOverrides = {}) => ({
  ...makePackageDetails({ id: 'h1', title: 'Cape Winelands Discovery', type: 'Luxury', country: 'South Africa', city: 'Stellenbosch', ...overrides }),
  __typename: 'HolidayPackage' as const,
  kind: 'HOLIDAY' as const,
  destinations: [
    { __typename: 'PackageDestination' as const, location: 'Stellenbosch', attractions: ['Wine tasting', 'Jonkershoek'] },
    { __typename: 'PackageDestination' as const, location: 'Franschhoek', attractions: ['Wine Tram'] },
  ],
  itinerary: [
    {
      __typename: 'ItineraryDay' as const,
      day: 2,
      title: 'Franschhoek Wine Tram',
      description: 'Hop on, hop off between the estates.',
      meals: { __typename: 'Meals' as const, breakfast: true, lunch: true, dinner: false },
      accommodation: null,
      transportation: { __typename: 'Transportation' as const, type: 'Tram', details: 'Wine Tram day pass' },
    },
    {
      __typename: 'ItineraryDay' as const,
      day: 1,
      title: 'Arrival in Stellenbosch',
      description: 'Check in and stroll the oak-lined streets.',
      meals: { __typename: 'Meals' as const, breakfast: false, lunch: false, dinner: true },
      accommodation: { __typename: 'Accommodation' as const, name: 'Oude Werf Hotel', type: 'Hotel', rating: 4 },
      transportation: null,
    },
  ],
  exclusions: ['Travel insurance'],
  cancellationPolicy: 'Full refund up to 30 days before departure.',
});
