import { ArgsType, Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { BOOKING_STATUSES, BookingStatus } from '../bookings/booking.model.js';
import { LocalDate } from '../common/local-date.scalar.js';
import { Trim } from '../common/transforms.js';
import { EmailAddress, FullName, IsLocalDate, PageSize, PhoneNumber, SpecialRequests } from '../common/validators.js';

export const StayMsg = {
  CHECK_IN: 'Check-in date is required.',
  CHECK_OUT: 'Check-out date is required.',
  CHECK_IN_PAST: 'Check-in cannot be in the past.',
  CHECK_IN_TOO_FAR: 'Check-in can be at most 2 years ahead.',
  CHECK_OUT_ORDER: 'Check-out must be after check-in.',
  TOO_MANY_NIGHTS: 'A stay can be at most 30 nights.',
  ADULTS: 'At least 1 adult is required.',
  ADULTS_MAX: 'At most 30 adults.',
  CHILDREN: 'Children cannot be negative.',
  CHILDREN_MAX: 'At most 20 children.',
  ROOMS: 'At least 1 room is required.',
  ROOMS_MAX: 'At most 10 rooms.',
  ROOM_NEEDS_ADULT: 'Each room needs at least one adult.',
  PRICE_NEGATIVE: 'Prices cannot be negative.',
  PRICE_TOO_HIGH: 'Prices must be below 1 000 000 per night.',
  PRICE_ORDER: 'The minimum price cannot be above the maximum price.',
  HOTEL: 'Choose a hotel.',
  ROOM_TYPE: 'Choose a room type.',
} as const;

export const MAX_NIGHTS = 30;
export const MAX_DAYS_AHEAD = 730;
export const DEFAULT_MAX_PRICE = 4999;
const MAX_PRICE = 999_999;
const MAX_PAGE_SIZE = 50;

/** The dates and party of a stay, shared by the search, the hotel page and the reservation. */
@InputType({ isAbstract: true })
export abstract class StayPartyInput {
  @Field(() => LocalDate)
  @IsLocalDate()
  @IsNotEmpty({ message: StayMsg.CHECK_IN })
  checkIn: string;

  @Field(() => LocalDate)
  @IsLocalDate()
  @IsNotEmpty({ message: StayMsg.CHECK_OUT })
  checkOut: string;

  @Field(() => Int, { defaultValue: 1 })
  @Max(30, { message: StayMsg.ADULTS_MAX })
  @Min(1, { message: StayMsg.ADULTS })
  @IsInt({ message: 'Adults must be a whole number.' })
  @Type(() => Number)
  adults: number = 1;

  @Field(() => Int, { defaultValue: 0 })
  @Max(20, { message: StayMsg.CHILDREN_MAX })
  @Min(0, { message: StayMsg.CHILDREN })
  @IsInt({ message: 'Children must be a whole number.' })
  @Type(() => Number)
  children: number = 0;

  @Field(() => Int, { defaultValue: 1 })
  @Max(10, { message: StayMsg.ROOMS_MAX })
  @Min(1, { message: StayMsg.ROOMS })
  @IsInt({ message: 'Rooms must be a whole number.' })
  @Type(() => Number)
  rooms: number = 1;
}

@InputType({ description: 'The stay search of /hotels: a city, dates, the party and a price per night in rand.' })
export class StaySearchInput extends StayPartyInput {
  @Field({ defaultValue: '', description: 'City; case and accents ignored; the start of a word matches ("cape" finds Cape Town). Empty: every city.' })
  @MaxLength(100, { message: 'Destination must be at most 100 characters.' })
  @IsString({ message: 'Destination must be text.' })
  @Trim()
  destination: string = '';

  @Field(() => Float, { defaultValue: 0, description: 'Lowest average price per night and room, rand.' })
  @Max(MAX_PRICE, { message: StayMsg.PRICE_TOO_HIGH })
  @Min(0, { message: StayMsg.PRICE_NEGATIVE })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Minimum price must be a number.' })
  @Type(() => Number)
  minPrice: number = 0;

  @Field(() => Float, { defaultValue: DEFAULT_MAX_PRICE, description: 'Highest average price per night and room, rand.' })
  @Max(MAX_PRICE, { message: StayMsg.PRICE_TOO_HIGH })
  @Min(0, { message: StayMsg.PRICE_NEGATIVE })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Maximum price must be a number.' })
  @Type(() => Number)
  maxPrice: number = DEFAULT_MAX_PRICE;

  @Field(() => Int, { defaultValue: 1 })
  @Max(10_000, { message: 'Page must be at most 10000.' })
  @Min(1, { message: 'Page must be at least 1.' })
  @IsInt({ message: 'Page must be a whole number.' })
  @Type(() => Number)
  page: number = 1;

  @Field(() => Int, { defaultValue: 10 })
  @PageSize(MAX_PAGE_SIZE)
  @Type(() => Number)
  limit: number = 10;
}

@InputType({ description: 'The hotel page /hotels/{id}: every room type priced and checked for these dates and this party.' })
export class StayAvailabilityInput extends StayPartyInput {
  @Field(() => ID)
  @IsNotEmpty({ message: StayMsg.HOTEL })
  @IsString({ message: StayMsg.HOTEL })
  hotelId: string;
}

@InputType({ description: 'Reserves rooms of one room type; the price is computed by the server from the rates.' })
export class ReserveStayInput extends StayPartyInput {
  @Field(() => ID)
  @IsNotEmpty({ message: StayMsg.HOTEL })
  @IsString({ message: StayMsg.HOTEL })
  hotelId: string;

  @Field(() => ID)
  @IsNotEmpty({ message: StayMsg.ROOM_TYPE })
  @IsString({ message: StayMsg.ROOM_TYPE })
  roomTypeId: string;

  @Field()
  @FullName()
  fullName: string;

  @Field()
  @EmailAddress()
  email: string;

  @Field()
  @PhoneNumber()
  phone: string;

  @Field({ defaultValue: '' })
  @SpecialRequests()
  specialRequests: string = '';
}

@ArgsType()
export class HotelReservationsArgs {
  @Field(() => ID, { nullable: true, description: "One hotel's reservations; a hotel manager's must be their own." })
  @IsOptional()
  @IsUUID('all', { message: 'Hotel id is not valid.' })
  hotelId?: string;

  @Field(() => BookingStatus, { nullable: true })
  @IsOptional()
  @IsIn(BOOKING_STATUSES, { message: `Status must be one of ${BOOKING_STATUSES.join(', ')}.` })
  status?: BookingStatus;

  @Field(() => Int, { defaultValue: 100 })
  @PageSize(500)
  limit: number = 100;
}

/** GET /api/hotels: the spec's list query (city, min, max) plus optional stay dates and party. */
export class RestHotelsQuery {
  @IsOptional()
  @MaxLength(100, { message: 'City must be at most 100 characters.' })
  @IsString({ message: 'City must be text.' })
  @Trim()
  city?: string;

  @IsOptional()
  @Max(MAX_PRICE, { message: StayMsg.PRICE_TOO_HIGH })
  @Min(0, { message: StayMsg.PRICE_NEGATIVE })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Minimum price must be a number.' })
  @Type(() => Number)
  min?: number;

  @IsOptional()
  @Max(MAX_PRICE, { message: StayMsg.PRICE_TOO_HIGH })
  @Min(0, { message: StayMsg.PRICE_NEGATIVE })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Maximum price must be a number.' })
  @Type(() => Number)
  max?: number;

  @IsOptional()
  @IsLocalDate()
  checkIn?: string;

  @IsOptional()
  @IsLocalDate()
  checkOut?: string;

  @IsOptional()
  @Max(30, { message: StayMsg.ADULTS_MAX })
  @Min(1, { message: StayMsg.ADULTS })
  @IsInt({ message: 'Adults must be a whole number.' })
  @Type(() => Number)
  adults?: number;

  @IsOptional()
  @Max(20, { message: StayMsg.CHILDREN_MAX })
  @Min(0, { message: StayMsg.CHILDREN })
  @IsInt({ message: 'Children must be a whole number.' })
  @Type(() => Number)
  children?: number;

  @IsOptional()
  @Max(10, { message: StayMsg.ROOMS_MAX })
  @Min(1, { message: StayMsg.ROOMS })
  @IsInt({ message: 'Rooms must be a whole number.' })
  @Type(() => Number)
  rooms?: number;
}
