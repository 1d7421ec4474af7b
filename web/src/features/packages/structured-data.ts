import { absoluteUrl, type JsonLd } from '../../components/page-meta';
import { site } from '../../config/site';
import type { PackageDetailsQuery } from '../../gql/graphql';
import { todayInSouthAfrica } from '../../lib/dates';
import type { Agency } from '../../lib/site-config';

type PackageDetails = NonNullable<PackageDetailsQuery['package']>;

/**
 * schema.org data for a package page: a TouristTrip with its places and an Offer of the adult price in
 * the package's own currency (ZAR for almost all), sold by the agency. A trip whose travel window has
 * passed is no longer on offer.
 */
export const touristTripJsonLd = (pkg: PackageDetails, url: string, agency: Agency | undefined, today: string = todayInSouthAfrica()): JsonLd => {
  const travelAgency = travelAgencyJsonLd(agency, url);
  const places = pkg.__typename === 'HolidayPackage' && pkg.destinations.length > 0 ? pkg.destinations.map((d) => d.location) : [`${pkg.city}, ${pkg.country}`];
  const ended = pkg.toDate !== null && pkg.toDate !== undefined && pkg.toDate < today;
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: pkg.title,
    description: pkg.description,
    url,
    ...(pkg.photos.length > 0 && { image: pkg.photos.map((photo) => absoluteUrl(photo, url)) }),
    touristType: pkg.type,
    itinerary: {
      '@type': 'ItemList',
      itemListElement: places.map((name, index) => ({ '@type': 'ListItem', position: index + 1, item: { '@type': 'Place', name } })),
    },
    offers: {
      '@type': 'Offer',
      url,
      price: pkg.price.adult,
      priceCurrency: pkg.price.currency,
      description: 'Price per adult',
      availability: ended ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
      ...(pkg.fromDate && { availabilityStarts: pkg.fromDate }),
      ...(pkg.toDate && { availabilityEnds: pkg.toDate }),
      seller: travelAgency,
    },
    provider: travelAgency,
  };
};

/**
 * The agency as search engines read it: its configured name, address, phone and e-mail (AGENCY_*), the same
 * as the page's footer and the documents; the brand alone while they are not known.
 */
const travelAgencyJsonLd = (agency: Agency | undefined, url: string): JsonLd => ({
  '@type': 'TravelAgency',
  name: agency?.name ?? site.name,
  url: absoluteUrl('/', url),
  ...(agency && { address: agency.address, telephone: agency.phone, email: agency.email }),
});
