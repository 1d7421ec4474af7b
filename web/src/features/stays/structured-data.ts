import { absoluteUrl, type JsonLd } from '../../components/page-meta';
import type { StayAvailabilityQuery, StayHotelFieldsFragment } from '../../gql/graphql';
import { formatPrice } from '../../lib/format';

type RoomTypeAvailability = StayAvailabilityQuery['stayAvailability']['roomTypes'][number];

/**
 * schema.org data for a hotel page: a Hotel with its address, photos, amenities and rating, and, once
 * the room prices for the shown stay are known, an Offer per room type (average nightly price in rand)
 * and the price range. The rating is the one the hotel lists (0 to 5, no count of reviews behind it), so
 * it is given as `starRating`, not as an `aggregateRating`, which search engines require to be counted.
 */
export const hotelJsonLd = (hotel: StayHotelFieldsFragment, url: string, roomTypes: readonly RoomTypeAvailability[] = []): JsonLd => {
  const priced = roomTypes.filter((r) => r.nightly > 0);
  const nightly = priced.map((r) => r.nightly);
  const low = Math.min(...nightly);
  const high = Math.max(...nightly);
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: hotel.name,
    description: hotel.description,
    url,
    ...(hotel.photos.length > 0 && { image: hotel.photos.map((photo) => absoluteUrl(photo, url)) }),
    address: { '@type': 'PostalAddress', streetAddress: hotel.address, addressLocality: hotel.city, addressCountry: hotel.country },
    ...(hotel.rating > 0 && { starRating: { '@type': 'Rating', ratingValue: hotel.rating, bestRating: 5 } }),
    ...(hotel.amenities.length > 0 && {
      amenityFeature: hotel.amenities.map((a) => ({ '@type': 'LocationFeatureSpecification', name: a.name, value: true })),
    }),
    ...(priced.length > 0 && {
      priceRange: low === high ? `${formatPrice(low)} per night` : `${formatPrice(low)} – ${formatPrice(high)} per night`,
      makesOffer: priced.map((r) => ({
        '@type': 'Offer',
        name: r.roomType.name,
        url,
        price: r.nightly,
        priceCurrency: 'ZAR',
        availability: r.available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        priceSpecification: { '@type': 'UnitPriceSpecification', price: r.nightly, priceCurrency: 'ZAR', unitText: 'night' },
      })),
    }),
  };
};
