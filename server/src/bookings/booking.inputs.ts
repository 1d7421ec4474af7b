import { applyDecorators } from '@nestjs/common';
import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { formatCalendarDate } from '../common/dates.js';
import { LocalDate } from '../common/local-date.scalar.js';
import { Trim } from '../common/transforms.js';
import { IsLocalDate } from '../common/validators.js';
import { BOOKING_STATUSES, BookingStatus } from './booking.model.js';

export const BookingMsg = {
  FULL_NAME: 'Full name is required.',
  EMAIL: 'Email is required.',
  EMAIL_FORMAT: 'Enter a valid email address.',
  PHONE: 'Phone number is required.',
  PHONE_FORMAT: 'Enter a valid phone number, for example +27 82 555 0123.',
  GUESTS: 'Number of guests is required.',
  GUESTS_MIN: 'At least 1 guest is required.',
  DEPARTURE: 'Departure date is required.',
  RETURN: 'Return date is required.',
  RETURN_ORDER: 'The return date must be after the departure date.',
  DEPARTURE_PAST: 'The departure date cannot be in the past.',
  DATES_PASSED: "This package's travel dates have passed: it can no longer be booked.",
  departureFrom: (date: string) => `This package departs from ${formatCalendarDate(date)}: choose that date or a later one.`,
  returnBy: (date: string) => `This package's travel ends on ${formatCalendarDate(date)}: choose a return on or before it.`,
  PACKAGE: 'Choose a package to book.',
} as const;

/*
 * The guest's contact details, validated alike on every booking (package requests and stays).
 * applyDecorators applies in list order, which is the bottom-up order of stacked decorators: the
 * required checks stay closest to the property, so a missing value reports "... is required.".
 */
export const GuestFullName = () =>
  applyDecorators(
    Trim(),
    IsString({ message: BookingMsg.FULL_NAME }),
    IsNotEmpty({ message: BookingMsg.FULL_NAME }),
    MaxLength(120, { message: 'Full name must be at most 120 characters.' }),
  );

export const GuestEmail = () =>
  applyDecorators(
    Trim(),
    IsString({ message: BookingMsg.EMAIL }),
    IsNotEmpty({ message: BookingMsg.EMAIL }),
    MaxLength(254, { message: BookingMsg.EMAIL_FORMAT }),
    IsEmail({}, { message: BookingMsg.EMAIL_FORMAT }),
  );

export const GuestPhone = () =>
  applyDecorators(
    Trim(),
    IsString({ message: BookingMsg.PHONE }),
    IsNotEmpty({ message: BookingMsg.PHONE }),
    Matches(/^\+?[0-9][0-9 ()-]{6,19}$/, { message: BookingMsg.PHONE_FORMAT }),
  );

@InputType({ description: 'The booking form of /Booking/{id}. The price is taken from the package, never from the client.' })
export class BookingInput {
  @Field(() => ID)
  @IsNotEmpty({ message: BookingMsg.PACKAGE })
  @IsString({ message: BookingMsg.PACKAGE })
  packageId: string;

  @Field()
  @GuestFullName()
  fullName: string;

  @Field()
  @GuestEmail()
  email: string;

  @Field()
  @GuestPhone()
  phone: string;

  @Field(() => Int)
  @Max(500, { message: 'At most 500 guests.' })
  @Min(1, { message: BookingMsg.GUESTS_MIN })
  @IsInt({ message: BookingMsg.GUESTS })
  @IsNotEmpty({ message: BookingMsg.GUESTS })
  guests: number;

  @Field(() => LocalDate)
  @IsLocalDate()
  @IsNotEmpty({ message: BookingMsg.DEPARTURE })
  departureDate: string;

  @Field(() => LocalDate)
  @IsLocalDate()
  @IsNotEmpty({ message: BookingMsg.RETURN })
  returnDate: string;

  @Field({ defaultValue: '' })
  @MaxLength(2000, { message: 'Special requests must be at most 2000 characters.' })
  @IsString({ message: 'Special requests must be text.' })
  @Trim()
  specialRequests: string = '';
}

@ArgsType()
export class BookingsArgs {
  @Field(() => BookingStatus, { nullable: true })
  @IsOptional()
  @IsIn(BOOKING_STATUSES, { message: `Status must be one of ${BOOKING_STATUSES.join(', ')}.` })
  status?: BookingStatus;

  @Field(() => Int, { defaultValue: 50 })
  @Type(() => Number)
  @Max(200, { message: 'Limit must be at most 200.' })
  @Min(1, { message: 'Limit must be at least 1.' })
  @IsInt({ message: 'Limit must be a whole number.' })
  limit: number = 50;
}
