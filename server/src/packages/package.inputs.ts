import { ArgsType, Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { LocalDate } from '../common/local-date.scalar.js';
import { IsAmount, IsLocalDate } from '../common/validators.js';
import { Trim, TrimAll } from '../common/transforms.js';
import { CURRENCIES, Currency, MAX_PHOTOS, PACKAGE_TYPES, PackageType } from './package.model.js';

export const Msg = {
  TITLE_REQUIRED: 'Title is required.',
  NAME_REQUIRED: 'Name is required.',
  TYPE_REQUIRED: 'Package Type is required.',
  TYPE_INVALID: `Package Type must be one of ${PACKAGE_TYPES.join(', ')}.`,
  DESCRIPTION_REQUIRED: 'Description is required.',
  COUNTRY_REQUIRED: 'Country is required.',
  CITY_REQUIRED: 'City is required.',
  DESTINATION_REQUIRED: 'At least one destination is required.',
  LOCATION_REQUIRED: 'Destination location is required.',
  ATTRACTION_REQUIRED: 'Each destination needs at least one attraction.',
  ATTRACTION_BLANK: 'Attractions cannot be blank.',
  PHOTOS_MAX: `You can upload a maximum of ${MAX_PHOTOS} photos.`,
  PHOTO_URL: 'Photos must be uploaded images (/uploads/...), demo photos (/photos/...) or https:// addresses.',
  PRICE_REQUIRED: 'Adult price is required.',
  PRICE_NEGATIVE: 'Prices cannot be negative.',
  PRICE_TOO_HIGH: 'Prices must be below 10 000 000.',
  CURRENCY: 'Currency must be ZAR or USD.',
  DATES_ORDER: 'The end date must be on or after the start date.',
  WAS_PRICE: 'The price before the special must be higher than the price.',
} as const;

const MAX_PRICE = 9_999_999;

/** REST query strings arrive as text: "true"/"false" become booleans before validation. */
function QueryBoolean() {
  return Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value));
}

/** REST lists arrive as "Cruise,Adventure" (the spec's types=...). */
function QueryList() {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.split(',').map((v) => v.trim()).filter(Boolean) : value,
  );
}
const PHOTO_URL = /^(\/(uploads|photos)\/[A-Za-z0-9._-]+|https:\/\/[^\s<>"']+)$/;

@InputType()
export class PriceInput {
  @Field(() => Float)
  @Max(MAX_PRICE, { message: Msg.PRICE_TOO_HIGH })
  @Min(0, { message: Msg.PRICE_NEGATIVE })
  @IsAmount({ message: Msg.PRICE_REQUIRED })
  adult: number;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @Max(MAX_PRICE, { message: Msg.PRICE_TOO_HIGH })
  @Min(0, { message: Msg.PRICE_NEGATIVE })
  @IsAmount({ message: 'Child price must be a number.' })
  child?: number | null;

  @Field(() => Currency, { defaultValue: 'ZAR' })
  @IsIn(CURRENCIES, { message: Msg.CURRENCY })
  currency: Currency = 'ZAR';

  @Field(() => Float, { nullable: true, description: 'Set to put the package on special: the price before.' })
  @IsOptional()
  @Max(MAX_PRICE, { message: Msg.PRICE_TOO_HIGH })
  @Min(0, { message: Msg.PRICE_NEGATIVE })
  @IsAmount({ message: 'The price before the special must be a number.' })
  wasAdult?: number | null;
}

/** Fields every package has, whichever admin form it comes from. */
@InputType({ isAbstract: true })
abstract class PackageFieldsInput {
  @Field()
  @MaxLength(5000, { message: 'Description must be at most 5000 characters.' })
  @IsNotEmpty({ message: Msg.DESCRIPTION_REQUIRED })
  @IsString({ message: Msg.DESCRIPTION_REQUIRED })
  @Trim()
  description: string;

  @Field(() => Int, { defaultValue: 0 })
  @Max(365, { message: 'Duration must be at most 365 days.' })
  @Min(0, { message: 'Duration cannot be negative.' })
  @IsInt({ message: 'Duration must be a whole number of days.' })
  durationDays: number = 0;

  @Field(() => Int, { defaultValue: 0 })
  @Max(365, { message: 'Duration must be at most 365 nights.' })
  @Min(0, { message: 'Duration cannot be negative.' })
  @IsInt({ message: 'Duration must be a whole number of nights.' })
  durationNights: number = 0;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Max(500, { message: 'Max guests must be at most 500.' })
  @Min(1, { message: 'Max guests must be at least 1.' })
  @IsInt({ message: 'Max guests must be a whole number.' })
  maxGuests?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Max(120, { message: 'Minimum age must be at most 120.' })
  @Min(0, { message: 'Minimum age cannot be negative.' })
  @IsInt({ message: 'Minimum age must be a whole number.' })
  minAge?: number | null;

  @Field(() => PriceInput)
  @ValidateNested()
  @Type(() => PriceInput)
  @IsNotEmpty({ message: Msg.PRICE_REQUIRED })
  price: PriceInput;

  @Field(() => [String], { defaultValue: [] })
  @Matches(PHOTO_URL, { each: true, message: Msg.PHOTO_URL })
  @ArrayMaxSize(MAX_PHOTOS, { message: Msg.PHOTOS_MAX })
  @IsArray({ message: 'Photos must be a list.' })
  photos: string[] = [];

  @Field(() => [String], { defaultValue: [] })
  @MaxLength(200, { each: true, message: 'Each amenity must be at most 200 characters.' })
  @ArrayMaxSize(50, { message: 'At most 50 amenities.' })
  @IsArray({ message: 'Amenities must be a list.' })
  @TrimAll()
  amenities: string[] = [];

  @Field({ defaultValue: true })
  @IsBoolean({ message: 'Featured must be true or false.' })
  featured: boolean = true;
}

@InputType({ description: 'The admin package form (/packages/create, /packages/edit/{id}).' })
export class PackageInput extends PackageFieldsInput {
  @Field()
  @MaxLength(200, { message: 'Title must be at most 200 characters.' })
  @IsNotEmpty({ message: Msg.TITLE_REQUIRED })
  @IsString({ message: Msg.TITLE_REQUIRED })
  @Trim()
  title: string;

  @Field(() => PackageType)
  @IsIn(PACKAGE_TYPES, { message: Msg.TYPE_INVALID })
  @IsNotEmpty({ message: Msg.TYPE_REQUIRED })
  type: PackageType;

  @Field()
  @MaxLength(100, { message: 'Country must be at most 100 characters.' })
  @IsNotEmpty({ message: Msg.COUNTRY_REQUIRED })
  @IsString({ message: Msg.COUNTRY_REQUIRED })
  @Trim()
  country: string;

  @Field()
  @MaxLength(100, { message: 'City must be at most 100 characters.' })
  @IsNotEmpty({ message: Msg.CITY_REQUIRED })
  @IsString({ message: Msg.CITY_REQUIRED })
  @Trim()
  city: string;

  @Field(() => LocalDate, { nullable: true })
  @IsOptional()
  @IsLocalDate()
  fromDate?: string | null;

  @Field(() => LocalDate, { nullable: true })
  @IsOptional()
  @IsLocalDate()
  toDate?: string | null;

  @Field(() => [String], { defaultValue: [] })
  @MaxLength(200, { each: true, message: 'Each inclusion must be at most 200 characters.' })
  @ArrayMaxSize(50, { message: 'At most 50 inclusions.' })
  @IsArray({ message: 'Includes must be a list.' })
  @TrimAll()
  includes: string[] = [];

  @Field({ defaultValue: '' })
  @MaxLength(10000, { message: 'Terms must be at most 10000 characters.' })
  @IsString({ message: 'Terms must be text.' })
  @Trim()
  terms: string = '';
}

@InputType()
export class PackageDestinationInput {
  @Field()
  @MaxLength(120, { message: 'Destination location must be at most 120 characters.' })
  @IsNotEmpty({ message: Msg.LOCATION_REQUIRED })
  @IsString({ message: Msg.LOCATION_REQUIRED })
  @Trim()
  location: string;

  @Field(() => [String])
  @IsNotEmpty({ each: true, message: Msg.ATTRACTION_BLANK })
  @MaxLength(200, { each: true, message: 'Each attraction must be at most 200 characters.' })
  @ArrayMaxSize(50, { message: 'At most 50 attractions per destination.' })
  @ArrayMinSize(1, { message: Msg.ATTRACTION_REQUIRED })
  @IsArray({ message: Msg.ATTRACTION_REQUIRED })
  @TrimAll({ dropBlank: false })
  attractions: string[];
}

@InputType()
export class MealsInput {
  @Field({ defaultValue: false })
  @IsBoolean()
  breakfast: boolean = false;

  @Field({ defaultValue: false })
  @IsBoolean()
  lunch: boolean = false;

  @Field({ defaultValue: false })
  @IsBoolean()
  dinner: boolean = false;
}

@InputType()
export class AccommodationInput {
  @Field({ defaultValue: '' })
  @MaxLength(200)
  @IsString()
  @Trim()
  name: string = '';

  @Field({ defaultValue: '' })
  @MaxLength(100)
  @IsString()
  @Trim()
  type: string = '';

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Max(5, { message: 'Accommodation rating must be 0 to 5.' })
  @Min(0, { message: 'Accommodation rating must be 0 to 5.' })
  @IsInt({ message: 'Accommodation rating must be a whole number.' })
  rating?: number | null;
}

@InputType()
export class TransportationInput {
  @Field({ defaultValue: '' })
  @MaxLength(100)
  @IsString()
  @Trim()
  type: string = '';

  @Field({ defaultValue: '' })
  @MaxLength(500)
  @IsString()
  @Trim()
  details: string = '';
}

@InputType()
export class ItineraryDayInput {
  @Field(() => Int)
  @Max(365, { message: 'Itinerary days run from 1 to 365.' })
  @Min(1, { message: 'Itinerary days run from 1 to 365.' })
  @IsInt({ message: 'Itinerary day must be a whole number.' })
  day: number;

  @Field()
  @MaxLength(200, { message: 'Day title must be at most 200 characters.' })
  @IsNotEmpty({ message: 'Day title is required.' })
  @IsString({ message: 'Day title is required.' })
  @Trim()
  title: string;

  @Field({ defaultValue: '' })
  @MaxLength(5000, { message: 'Day description must be at most 5000 characters.' })
  @IsString()
  @Trim()
  description: string = '';

  @Field(() => MealsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => MealsInput)
  meals?: MealsInput | null;

  @Field(() => AccommodationInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => AccommodationInput)
  accommodation?: AccommodationInput | null;

  @Field(() => TransportationInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => TransportationInput)
  transportation?: TransportationInput | null;
}

@InputType({ description: 'The holiday package form (/holiday-packages), with the spec field names.' })
export class HolidayPackageInput extends PackageFieldsInput {
  @Field()
  @MaxLength(200, { message: 'Name must be at most 200 characters.' })
  @IsNotEmpty({ message: Msg.NAME_REQUIRED })
  @IsString({ message: Msg.NAME_REQUIRED })
  @Trim()
  name: string;

  @Field(() => PackageType)
  @IsIn(PACKAGE_TYPES, { message: Msg.TYPE_INVALID })
  @IsNotEmpty({ message: Msg.TYPE_REQUIRED })
  packageType: PackageType;

  @Field(() => String, { nullable: true, description: 'Defaults to the first destination.' })
  @IsOptional()
  @MaxLength(100)
  @IsString()
  @Trim()
  country?: string | null;

  @Field(() => String, { nullable: true, description: 'Defaults to the first destination.' })
  @IsOptional()
  @MaxLength(100)
  @IsString()
  @Trim()
  city?: string | null;

  @Field(() => [PackageDestinationInput])
  @ValidateNested({ each: true })
  @Type(() => PackageDestinationInput)
  @ArrayMaxSize(30, { message: 'At most 30 destinations.' })
  @ArrayMinSize(1, { message: Msg.DESTINATION_REQUIRED })
  @IsArray({ message: Msg.DESTINATION_REQUIRED })
  destinations: PackageDestinationInput[];

  @Field(() => LocalDate, { nullable: true })
  @IsOptional()
  @IsLocalDate()
  startDate?: string | null;

  @Field(() => LocalDate, { nullable: true })
  @IsOptional()
  @IsLocalDate()
  endDate?: string | null;

  @Field(() => [String], { defaultValue: [] })
  @MaxLength(200, { each: true, message: 'Each inclusion must be at most 200 characters.' })
  @ArrayMaxSize(50, { message: 'At most 50 inclusions.' })
  @IsArray()
  @TrimAll()
  inclusions: string[] = [];

  @Field(() => [String], { defaultValue: [] })
  @MaxLength(200, { each: true, message: 'Each exclusion must be at most 200 characters.' })
  @ArrayMaxSize(50, { message: 'At most 50 exclusions.' })
  @IsArray()
  @TrimAll()
  exclusions: string[] = [];

  @Field(() => [ItineraryDayInput], { defaultValue: [] })
  @ValidateNested({ each: true })
  @Type(() => ItineraryDayInput)
  @ArrayMaxSize(365, { message: 'At most 365 itinerary days.' })
  @IsArray()
  itinerary: ItineraryDayInput[] = [];

  @Field({ defaultValue: '' })
  @MaxLength(10000)
  @IsString()
  @Trim()
  termsAndConditions: string = '';

  @Field({ defaultValue: '' })
  @MaxLength(10000)
  @IsString()
  @Trim()
  cancellationPolicy: string = '';
}

export const MAX_PAGE_SIZE = 50;

@ArgsType()
export class PackagesArgs {
  @Field(() => PackageType, { nullable: true })
  @IsOptional()
  @IsIn(PACKAGE_TYPES, { message: Msg.TYPE_INVALID })
  type?: PackageType;

  @Field(() => [PackageType], { nullable: true, description: 'Any of these types.' })
  @IsOptional()
  @IsIn(PACKAGE_TYPES, { each: true, message: Msg.TYPE_INVALID })
  @ArrayMaxSize(PACKAGE_TYPES.length, { message: `At most ${PACKAGE_TYPES.length} types.` })
  @IsArray()
  @QueryList()
  types?: PackageType[];

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'Featured must be true or false.' })
  @QueryBoolean()
  featured?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Only packages on special (with a price before).' })
  @IsOptional()
  @IsBoolean({ message: 'Specials must be true or false.' })
  @QueryBoolean()
  specials?: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true: only packages that can still be booked (no travel dates, or a night left after today in South Africa).',
  })
  @IsOptional()
  @IsBoolean({ message: 'Bookable must be true or false.' })
  @QueryBoolean()
  bookable?: boolean;

  @Field(() => LocalDate, { nullable: true, description: 'Departing on or after this date.' })
  @IsOptional()
  @IsLocalDate()
  departingFrom?: string;

  @Field(() => LocalDate, { nullable: true, description: 'Departing on or before this date.' })
  @IsOptional()
  @IsLocalDate()
  departingTo?: string;

  @Field(() => Int, { defaultValue: 12 })
  @Type(() => Number)
  @Max(100, { message: 'Limit must be at most 100.' })
  @Min(1, { message: 'Limit must be at least 1.' })
  @IsInt({ message: 'Limit must be a whole number.' })
  limit: number = 12;
}

@ArgsType()
export class SearchPackagesArgs {
  @Field({ nullable: true, description: 'Matches title, country, city and destinations; tolerant of accents and typos.' })
  @IsOptional()
  @MaxLength(100, { message: 'Destination must be at most 100 characters.' })
  @IsString()
  @Trim()
  destination?: string;

  @Field(() => LocalDate, { nullable: true, description: 'Keeps packages whose travel window contains this date.' })
  @IsOptional()
  @IsLocalDate()
  date?: string;

  @Field(() => Float, { defaultValue: 0, description: 'Highest adult price in rand; 0 means no limit.' })
  @Max(1_000_000_000, { message: 'Budget is too large.' })
  @Min(0, { message: 'Budget cannot be negative.' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Budget must be a number.' })
  @Type(() => Number)
  maxPrice: number = 0;

  @Field(() => PackageType, { nullable: true })
  @IsOptional()
  @IsIn(PACKAGE_TYPES, { message: Msg.TYPE_INVALID })
  type?: PackageType;

  @Field(() => Int, { defaultValue: 1 })
  @Max(10_000, { message: 'Page must be at most 10000.' })
  @Min(1, { message: 'Page must be at least 1.' })
  @IsInt({ message: 'Page must be a whole number.' })
  @Type(() => Number)
  page: number = 1;

  @Field(() => Int, { defaultValue: 10 })
  @Max(MAX_PAGE_SIZE, { message: `Limit must be at most ${MAX_PAGE_SIZE}.` })
  @Min(1, { message: 'Limit must be at least 1.' })
  @IsInt({ message: 'Limit must be a whole number.' })
  @Type(() => Number)
  limit: number = 10;
}

@ArgsType()
export class PackageIdArgs {
  @Field(() => ID)
  @IsNotEmpty({ message: 'Package id is required.' })
  @IsString()
  id: string;
}


/** GET {api}/packages/getFeaturedCruiseDeals: the spec's names for the departure window. */
@ArgsType()
export class FeaturedDealsQuery extends PackagesArgs {
  @Field(() => LocalDate, { nullable: true })
  @IsOptional()
  @IsLocalDate()
  fromDate?: string;

  @Field(() => LocalDate, { nullable: true })
  @IsOptional()
  @IsLocalDate()
  toDate?: string;
}
