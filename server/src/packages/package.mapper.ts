import { todayInSouthAfrica } from '../common/dates.js';
import { fromCents } from '../common/money.js';
import type { PackageRow } from '../db/schema.js';
import { packageDestinations, packageItineraryDays } from '../db/schema.js';
import type { AnyPackage, HolidayPackage, ItineraryDay, Package, PackageDestination } from './package.model.js';

type DestinationRow = typeof packageDestinations.$inferSelect;
type ItineraryRow = typeof packageItineraryDays.$inferSelect;

export interface HolidayParts {
  destinations: DestinationRow[];
  itinerary: ItineraryRow[];
}

/**
 * Whether a package can still be booked on `today` (South African date): a trip starts on or after
 * today and ends after it starts, inside the travel window, so the window must end after today.
 * PackagesService.list({ bookable }) filters by the same rule in SQL; BookingsService enforces it.
 */
export function isBookable(toDate: string | null, today: string = todayInSouthAfrica()): boolean {
  return toDate === null || toDate > today;
}

export function toPackage(row: PackageRow): Package {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    type: row.type,
    description: row.description,
    country: row.country,
    city: row.city,
    durationDays: row.durationDays,
    durationNights: row.durationNights,
    fromDate: row.fromDate,
    toDate: row.toDate,
    maxGuests: row.maxGuests,
    minAge: row.minAge,
    price: {
      adult: fromCents(row.priceAdultCents),
      child: row.priceChildCents === null ? null : fromCents(row.priceChildCents),
      currency: row.currency,
      wasAdult: row.wasPriceAdultCents === null ? null : fromCents(row.wasPriceAdultCents),
    },
    photos: row.photos,
    includes: row.includes,
    amenities: row.amenities,
    terms: row.terms,
    featured: row.featured,
    bookable: isBookable(row.toDate),
    createdAt: row.createdAt,
  };
}

export function toHolidayPackage(row: PackageRow, parts: HolidayParts): HolidayPackage {
  return {
    ...toPackage(row),
    destinations: parts.destinations
      .slice()
      .sort((a, b) => a.position - b.position)
      .map((d): PackageDestination => ({ location: d.location, attractions: d.attractions })),
    exclusions: row.exclusions,
    itinerary: parts.itinerary
      .slice()
      .sort((a, b) => a.day - b.day)
      .map(
        (d): ItineraryDay => ({
          day: d.day,
          title: d.title,
          description: d.description,
          meals: { breakfast: d.breakfast, lunch: d.lunch, dinner: d.dinner },
          accommodation:
            d.accommodationName || d.accommodationType
              ? { name: d.accommodationName ?? '', type: d.accommodationType ?? '', rating: d.accommodationRating }
              : null,
          transportation:
            d.transportationType || d.transportationDetails
              ? { type: d.transportationType ?? '', details: d.transportationDetails ?? '' }
              : null,
        }),
      ),
    cancellationPolicy: row.cancellationPolicy,
  };
}

export function toAnyPackage(row: PackageRow, parts?: HolidayParts): AnyPackage {
  return row.kind === 'HOLIDAY' ? toHolidayPackage(row, parts ?? { destinations: [], itinerary: [] }) : toPackage(row);
}
