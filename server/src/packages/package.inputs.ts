import { ArgsType, Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { MAX_DURATION_DAYS, MAX_PACKAGE_PRICE, PackageLimits, PackageMessages } from '@travel/contract';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { LocalDate } from '../common/local-date.scalar.js';
import { AmountUpTo, FreeText, IsLocalDate, PageSize, PhotoUrls, RequiredText, TextList, WholeNumberIn } from '../common/validators.js';
import { TrimAll } from '../common/transforms.js';
import { CURRENCIES, Currency, PACKAGE_TYPES, PackageType } from './package.model.js';

/** The package forms' messages: the contract's, which the admin forms show too. */
export const Msg = PackageMessages;

const MAX_PRICE = MAX_PACKAGE_PRICE;
const { maxGuests: GUESTS, minAge: AGE, accommodationRating: RATING } = PackageLimits;

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

@InputType()
export class PriceInput {
  @Field(() => Float)
  @AmountUpTo(MAX_PRICE, { invalid: Msg.PRICE_REQUIRED, negative: Msg.PRICE_NEGATIVE, tooHigh: Msg.PRICE_TOO_HIGH })
  adult: number;

  @Field(() => Float, { nullable: true })
  @AmountUpTo(MAX_PRICE, { invalid: 'Child price must be a number.', negative: Msg.PRICE_NEGATIVE, tooHigh: Msg.PRICE_TOO_HIGH }, { optional: true })
  child?: number | null;

  @Field(() => Currency, { defaultValue: 'ZAR' })
  @IsIn(CURRENCIES, { message: Msg.CURRENCY })
  currency: Currency = 'ZAR';

  @Field(() => Float, { nullable: true, description: 'Set to put the package on special: the price before.' })
  @AmountUpTo(MAX_PRICE, { invalid: 'The price before the special must be a number.', negative: Msg.PRICE_NEGATIVE, tooHigh: Msg.PRICE_TOO_HIGH }, { optional: true })
  wasAdult?: number | null;
}

/** Fields every package has, whichever admin form it comes from. */
@InputType({ isAbstract: true })
abstract class PackageFieldsInput {
  @Field()
  @RequiredText('Description', PackageLimits.description, Msg.DESCRIPTION_REQUIRED)
  description: string;

  @Field(() => Int, { defaultValue: 0 })
  @WholeNumberIn(0, MAX_DURATION_DAYS, { notWhole: Msg.DURATION_DAYS_WHOLE, tooLow: Msg.DURATION_NEGATIVE, tooHigh: `Duration must be at most ${MAX_DURATION_DAYS} days.` })
  durationDays: number = 0;

  @Field(() => Int, { defaultValue: 0 })
  @WholeNumberIn(0, MAX_DURATION_DAYS, { notWhole: Msg.DURATION_NIGHTS_WHOLE, tooLow: Msg.DURATION_NEGATIVE, tooHigh: `Duration must be at most ${MAX_DURATION_DAYS} nights.` })
  durationNights: number = 0;

  @Field(() => Int, { nullable: true })
  @WholeNumberIn(GUESTS.min, GUESTS.max, { notWhole: 'Max guests must be a whole number.', tooLow: `Max guests must be at least ${GUESTS.min}.`, tooHigh: `Max guests must be at most ${GUESTS.max}.` }, { optional: true })
  maxGuests?: number | null;

  @Field(() => Int, { nullable: true })
  @WholeNumberIn(AGE.min, AGE.max, { notWhole: 'Minimum age must be a whole number.', tooLow: Msg.MIN_AGE_NEGATIVE, tooHigh: `Minimum age must be at most ${AGE.max}.` }, { optional: true })
  minAge?: number | null;

  @Field(() => PriceInput)
  @ValidateNested()
  @Type(() => PriceInput)
  @IsNotEmpty({ message: Msg.PRICE_REQUIRED })
  price: PriceInput;

  @Field(() => [String], { defaultValue: [] })
  @PhotoUrls()
  photos: string[] = [];

  @Field(() => [String], { defaultValue: [] })
  @TextList(50, 200, { tooMany: 'At most 50 amenities.', tooLong: 'Each amenity must be at most 200 characters.', notList: 'Amenities must be a list.' })
  amenities: string[] = [];

  @Field({ defaultValue: true })
  @IsBoolean({ message: 'Featured must be true or false.' })
  featured: boolean = true;
}

@InputType({ description: 'The admin package form (/packages/create, /packages/edit/{id}).' })
export class PackageInput extends PackageFieldsInput {
  @Field()
  @RequiredText('Title', PackageLimits.title, Msg.TITLE_REQUIRED)
  title: string;

  @Field(() => PackageType)
  @IsIn(PACKAGE_TYPES, { message: Msg.TYPE_INVALID })
  @IsNotEmpty({ message: Msg.TYPE_REQUIRED })
  type: PackageType;

  @Field()
  @RequiredText('Country', PackageLimits.countryOrCity, Msg.COUNTRY_REQUIRED)
  country: string;

  @Field()
  @RequiredText('City', PackageLimits.countryOrCity, Msg.CITY_REQUIRED)
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
  @TextList(50, 200, { tooMany: 'At most 50 inclusions.', tooLong: 'Each inclusion must be at most 200 characters.', notList: 'Includes must be a list.' })
  includes: string[] = [];

  @Field({ defaultValue: '' })
  @FreeText(10000, { notText: 'Terms must be text.', tooLong: 'Terms must be at most 10000 characters.' })
  terms: string = '';
}

@InputType()
export class PackageDestinationInput {
  @Field()
  @RequiredText('Destination location', PackageLimits.location, Msg.LOCATION_REQUIRED)
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
  @FreeText(200)
  name: string = '';

  @Field({ defaultValue: '' })
  @FreeText(100)
  type: string = '';

  @Field(() => Int, { nullable: true })
  @WholeNumberIn(RATING.min, RATING.max, { notWhole: 'Accommodation rating must be a whole number.', tooLow: Msg.RATING_RANGE, tooHigh: Msg.RATING_RANGE }, { optional: true })
  rating?: number | null;
}

@InputType()
export class TransportationInput {
  @Field({ defaultValue: '' })
  @FreeText(100)
  type: string = '';

  @Field({ defaultValue: '' })
  @FreeText(500)
  details: string = '';
}

@InputType()
export class ItineraryDayInput {
  @Field(() => Int)
  @WholeNumberIn(1, MAX_DURATION_DAYS, { notWhole: 'Itinerary day must be a whole number.', tooLow: Msg.DAY_RANGE, tooHigh: Msg.DAY_RANGE })
  day: number;

  @Field()
  @RequiredText('Day title', 200, Msg.DAY_TITLE_REQUIRED)
  title: string;

  @Field({ defaultValue: '' })
  @FreeText(5000, { tooLong: 'Day description must be at most 5000 characters.' })
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
  @RequiredText('Name', PackageLimits.title, Msg.NAME_REQUIRED)
  name: string;

  @Field(() => PackageType)
  @IsIn(PACKAGE_TYPES, { message: Msg.TYPE_INVALID })
  @IsNotEmpty({ message: Msg.TYPE_REQUIRED })
  packageType: PackageType;

  @Field(() => String, { nullable: true, description: 'Defaults to the first destination.' })
  @FreeText(100, { optional: true })
  country?: string | null;

  @Field(() => String, { nullable: true, description: 'Defaults to the first destination.' })
  @FreeText(100, { optional: true })
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
  @TextList(50, 200, { tooMany: 'At most 50 inclusions.', tooLong: 'Each inclusion must be at most 200 characters.' })
  inclusions: string[] = [];

  @Field(() => [String], { defaultValue: [] })
  @TextList(50, 200, { tooMany: 'At most 50 exclusions.', tooLong: 'Each exclusion must be at most 200 characters.' })
  exclusions: string[] = [];

  @Field(() => [ItineraryDayInput], { defaultValue: [] })
  @ValidateNested({ each: true })
  @Type(() => ItineraryDayInput)
  @ArrayMaxSize(MAX_DURATION_DAYS, { message: `At most ${MAX_DURATION_DAYS} itinerary days.` })
  @IsArray()
  itinerary: ItineraryDayInput[] = [];

  @Field({ defaultValue: '' })
  @FreeText(10000)
  termsAndConditions: string = '';

  @Field({ defaultValue: '' })
  @FreeText(10000)
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
  @WholeNumberIn(1, 100, { notWhole: 'Limit must be a whole number.', tooLow: 'Limit must be at least 1.', tooHigh: 'Limit must be at most 100.' })
  limit: number = 12;
}

@ArgsType()
export class SearchPackagesArgs {
  @Field({ nullable: true, description: 'Matches title, country, city and destinations; tolerant of accents and typos.' })
  @FreeText(100, { tooLong: 'Destination must be at most 100 characters.', optional: true })
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
  @WholeNumberIn(1, 10_000, { notWhole: 'Page must be a whole number.', tooLow: 'Page must be at least 1.', tooHigh: 'Page must be at most 10000.' })
  @Type(() => Number)
  page: number = 1;

  @Field(() => Int, { defaultValue: 10 })
  @PageSize(MAX_PAGE_SIZE)
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
