import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { BookingMessages, MAX_GUESTS_WITHOUT_LIMIT } from '@travel/contract';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, Min } from 'class-validator';
import { LocalDate } from '../common/local-date.scalar.js';
import { EmailAddress, FullName, IsLocalDate, PageSize, PhoneNumber, SpecialRequests } from '../common/validators.js';
import { BOOKING_STATUSES, BookingStatus } from './booking.model.js';

/** The booking form's messages: the contract's, which the booking form shows too. */
export const BookingMsg = {
  ...BookingMessages,
  PACKAGE: 'Choose a package to book.',
} as const;

@InputType({ description: 'The booking form of /Booking/{id}. The price is taken from the package, never from the client.' })
export class BookingInput {
  @Field(() => ID)
  @IsNotEmpty({ message: BookingMsg.PACKAGE })
  @IsString({ message: BookingMsg.PACKAGE })
  packageId: string;

  @Field()
  @FullName()
  fullName: string;

  @Field()
  @EmailAddress()
  email: string;

  @Field()
  @PhoneNumber()
  phone: string;

  @Field(() => Int)
  @Max(MAX_GUESTS_WITHOUT_LIMIT, { message: `At most ${MAX_GUESTS_WITHOUT_LIMIT} guests.` })
  @Min(1, { message: BookingMsg.GUESTS_MIN })
  @IsInt({ message: BookingMsg.GUESTS_WHOLE })
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
  @SpecialRequests()
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
  @PageSize(200)
  limit: number = 50;
}
