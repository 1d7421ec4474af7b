import { Field, Float, ID, Int, InterfaceType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { LocalDate } from '../common/local-date.scalar.js';
import { currency, packageKind, packageType } from '../db/schema.js';

export const PACKAGE_TYPES = packageType.enumValues;
export type PackageType = (typeof PACKAGE_TYPES)[number];
export const PackageType = Object.fromEntries(PACKAGE_TYPES.map((t) => [t, t])) as { [K in PackageType]: K };
registerEnumType(PackageType, { name: 'PackageType' });

export const CURRENCIES = currency.enumValues;
export type Currency = (typeof CURRENCIES)[number];
export const Currency = Object.fromEntries(CURRENCIES.map((c) => [c, c])) as { [K in Currency]: K };
registerEnumType(Currency, { name: 'Currency' });

export const PACKAGE_KINDS = packageKind.enumValues;
export type PackageKind = (typeof PACKAGE_KINDS)[number];
export const PackageKind = Object.fromEntries(PACKAGE_KINDS.map((k) => [k, k])) as { [K in PackageKind]: K };
registerEnumType(PackageKind, {
  name: 'PackageKind',
  description: "PACKAGE: the admin's simple package. HOLIDAY: a holiday package with destinations and a day-by-day itinerary.",
});

/** Photos per package: the contract's limit, shared with the web's photo picker. */
export { MAX_PHOTOS } from '@travel/contract';

@ObjectType({ description: 'Price per person, in currency units (not cents).' })
export class Price {
  @Field(() => Float)
  adult: number;

  @Field(() => Float, { nullable: true })
  child: number | null;

  @Field(() => Currency)
  currency: Currency;

  @Field(() => Float, { nullable: true, description: 'The adult price before the special offer, when on special.' })
  wasAdult: number | null;
}

/** What the public site shows of any package, simple or holiday: lists, search, detail, booking. */
@InterfaceType('TravelPackage', {
  resolveType: (value: { kind: PackageKind }) => (value.kind === 'HOLIDAY' ? 'HolidayPackage' : 'Package'),
})
export abstract class TravelPackage {
  @Field(() => ID)
  id: string;

  @Field(() => PackageKind)
  kind: PackageKind;

  @Field({ description: 'The title (a holiday package calls it its name).' })
  title: string;

  @Field(() => PackageType)
  type: PackageType;

  @Field()
  description: string;

  @Field()
  country: string;

  @Field()
  city: string;

  @Field(() => Int)
  durationDays: number;

  @Field(() => Int)
  durationNights: number;

  @Field(() => LocalDate, { nullable: true, description: 'First day of travel.' })
  fromDate: string | null;

  @Field(() => LocalDate, { nullable: true, description: 'Last day of travel.' })
  toDate: string | null;

  @Field(() => Int, { nullable: true })
  maxGuests: number | null;

  @Field(() => Int, { nullable: true })
  minAge: number | null;

  @Field(() => Price)
  price: Price;

  @Field(() => [String], { description: 'Photo URLs; the first is the cover.' })
  photos: string[];

  @Field(() => [String], { description: "What the price includes (a holiday package's inclusions)." })
  includes: string[];

  @Field(() => [String])
  amenities: string[];

  @Field({ description: 'Terms and conditions.' })
  terms: string;

  @Field()
  featured: boolean;

  @Field({
    description:
      'Whether a booking request can still be made: the package has no travel dates, or its window has a night left after today (South African date). A package whose dates have passed shows no Book Now.',
  })
  bookable: boolean;

  @Field()
  createdAt: Date;
}

@ObjectType({ implements: () => [TravelPackage], description: "The admin's simple package (/packages/create)." })
export class Package extends TravelPackage {}

@ObjectType()
export class PackageDestination {
  @Field()
  location: string;

  @Field(() => [String])
  attractions: string[];
}

@ObjectType()
export class Meals {
  @Field()
  breakfast: boolean;

  @Field()
  lunch: boolean;

  @Field()
  dinner: boolean;
}

@ObjectType()
export class Accommodation {
  @Field()
  name: string;

  @Field()
  type: string;

  @Field(() => Int, { nullable: true, description: 'Stars, 0 to 5.' })
  rating: number | null;
}

@ObjectType()
export class Transportation {
  @Field()
  type: string;

  @Field()
  details: string;
}

@ObjectType()
export class ItineraryDay {
  @Field(() => Int)
  day: number;

  @Field()
  title: string;

  @Field()
  description: string;

  @Field(() => Meals)
  meals: Meals;

  @Field(() => Accommodation, { nullable: true })
  accommodation: Accommodation | null;

  @Field(() => Transportation, { nullable: true })
  transportation: Transportation | null;
}

@ObjectType({ implements: () => [TravelPackage], description: 'A holiday package: destinations, itinerary, inclusions.' })
export class HolidayPackage extends TravelPackage {
  @Field(() => [PackageDestination])
  destinations: PackageDestination[];

  @Field(() => [String])
  exclusions: string[];

  @Field(() => [ItineraryDay])
  itinerary: ItineraryDay[];

  @Field()
  cancellationPolicy: string;
}

@ObjectType()
export class Pagination {
  @Field(() => Int)
  page: number;

  @Field(() => Int)
  limit: number;

  @Field(() => Int)
  totalItems: number;

  @Field(() => Int)
  totalPages: number;
}

@ObjectType({ description: "A page of search results in the spec's shape: data and pagination." })
export class PackageSearchResult {
  @Field(() => [TravelPackage])
  data: TravelPackage[];

  @Field({
    description:
      'True when nothing matched the destination as written and these are packages with a similar spelling ("Did you mean"); false otherwise, and when nothing was found at all.',
  })
  approximate: boolean;

  @Field(() => Pagination)
  pagination: Pagination;
}

export type AnyPackage = Package | HolidayPackage;
