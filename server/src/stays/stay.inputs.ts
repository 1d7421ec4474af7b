import { ArgsType, Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { StayLimits, StayMessages } from '@travel/contract';
import { BOOKING_STATUSES, BookingStatus } from '../bookings/booking.model.js';
import { LocalDate } from '../common/local-date.scalar.js';
import { Trim } from '../common/transforms.js';
import { EmailAddress, FullName, IsLocalDate, PageSize, PhoneNumber, SpecialRequests } from '../common/validators.js';

/** The texts of the stay rules (the contract's, shared with the web's search form). */
export const StayMsg = StayMessages;

export const MAX_NIGHTS = StayLimits.maxNights;
export const MAX_DAYS_AHEAD = StayLimits.maxDaysAhead;
export const DEFAULT_MAX_PRICE = StayLimits.defaultMaxPrice;
const MAX_PRICE = StayLimits.maxPrice;
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
  @Max(StayLimits.adults.max, { message: StayMsg.ADULTS_MAX })
  @Min(StayLimits.adults.min, { message: StayMsg.ADULTS })
  @IsInt({ message: 'Adults must be a whole number.' })
  @Type(() => Number)
  adults: number = 1;

  @Field(() => Int, { defaultValue: 0 })
  @Max(StayLimits.children.max, { message: StayMsg.CHILDREN_MAX })
  @Min(StayLimits.children.min, { message: StayMsg.CHILDREN })
  @IsInt({ message: 'Children must be a whole number.' })
  @Type(() => Number)
  children: number = 0;

  @Field(() => Int, { defaultValue: 1 })
  @Max(StayLimits.rooms.max, { message: StayMsg.ROOMS_MAX })
  @Min(StayLimits.rooms.min, { message: StayMsg.ROOMS })
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
  @Max(StayLimits.adults.max, { message: StayMsg.ADULTS_MAX })
  @Min(StayLimits.adults.min, { message: StayMsg.ADULTS })
  @IsInt({ message: 'Adults must be a whole number.' })
  @Type(() => Number)
  adults?: number;

  @IsOptional()
  @Max(StayLimits.children.max, { message: StayMsg.CHILDREN_MAX })
  @Min(StayLimits.children.min, { message: StayMsg.CHILDREN })
  @IsInt({ message: 'Children must be a whole number.' })
  @Type(() => Number)
  children?: number;

  @IsOptional()
  @Max(StayLimits.rooms.max, { message: StayMsg.ROOMS_MAX })
  @Min(StayLimits.rooms.min, { message: StayMsg.ROOMS })
  @IsInt({ message: 'Rooms must be a whole number.' })
  @Type(() => Number)
  rooms?: number;
}
