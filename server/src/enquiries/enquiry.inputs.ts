import { applyDecorators } from '@nestjs/common';
import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { BookingMsg, GuestEmail, GuestFullName, GuestPhone } from '../bookings/booking.inputs.js';
import { LocalDate } from '../common/local-date.scalar.js';
import { BlankAsAbsentText, IsLocalDate, OptionalDate, RequiredText } from '../common/validators.js';
import { HOLIDAY_TYPES, HolidayType } from './enquiry.model.js';

export const EnquiryMsg = {
  REPLY_TO: 'Please give an email address or a phone number so we can reply.',
  RETURN_AFTER: 'Return date must be after the departure date.',
  RETURN_NOT_BEFORE: 'Return date cannot be before the departure date.',
  DEPARTURE_PAST: BookingMsg.DEPARTURE_PAST,
  DESTINATION: 'Destination is required.',
  DEPARTURE: BookingMsg.DEPARTURE,
  RETURN: BookingMsg.RETURN,
  FIRST_NAME: 'First name is required.',
  LAST_NAME: 'Last name is required.',
  MESSAGE: 'Message is required.',
  NAME: 'Name is required.',
  ADDRESS: 'Address is required.',
  GUESTS_WHOLE: 'Number of guests must be a whole number.',
  GUESTS_MIN: BookingMsg.GUESTS_MIN,
  GUESTS_MAX: 'At most 50 guests.',
  BUDGET: 'Budget must be a number.',
  BUDGET_MIN: 'Budget cannot be negative.',
  BUDGET_MAX: 'Budget must be at most R10,000,000.',
  HOLIDAY_TYPE: `Holiday type must be one of ${HOLIDAY_TYPES.join(', ')}.`,
  /** The honeypot was filled: say nothing that teaches a bot what went wrong. */
  REFUSED: 'Your message could not be sent.',
} as const;

export const MAX_BUDGET_RAND = 10_000_000;
export const MAX_GUESTS = 50;

/** A number from a form post may arrive as a string ("4"): read it as a number, leave anything else for validation. */
const NumberFromText = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === '' || value === null) return undefined;
    if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
    return value;
  });

/** The honeypot: hidden from people by the form, so any value means a bot. */
const Honeypot = () =>
  applyDecorators(Field(() => String, { nullable: true, description: 'Leave empty (spam trap).' }), IsOptional(), IsString());

@InputType({ description: 'Plan Your Trip: no required field, but an email or a phone is needed to reply.' })
export class TripPlanInput {
  @Field(() => String, { nullable: true })
  @BlankAsAbsentText('Destination', 120)
  destination?: string;

  @Field(() => Int, { nullable: true })
  @Max(MAX_GUESTS, { message: EnquiryMsg.GUESTS_MAX })
  @Min(1, { message: EnquiryMsg.GUESTS_MIN })
  @IsInt({ message: EnquiryMsg.GUESTS_WHOLE })
  @IsOptional()
  @NumberFromText()
  guests?: number;

  @Field(() => LocalDate, { nullable: true })
  @OptionalDate()
  departureDate?: string;

  @Field(() => LocalDate, { nullable: true })
  @OptionalDate()
  returnDate?: string;

  @Field(() => HolidayType, { nullable: true })
  @IsIn(HOLIDAY_TYPES, { message: EnquiryMsg.HOLIDAY_TYPE })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value))
  holidayType?: HolidayType;

  @Field(() => Float, { nullable: true, description: 'Rand, 0 to 10,000,000.' })
  @Max(MAX_BUDGET_RAND, { message: EnquiryMsg.BUDGET_MAX })
  @Min(0, { message: EnquiryMsg.BUDGET_MIN })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: EnquiryMsg.BUDGET })
  @IsOptional()
  @NumberFromText()
  budget?: number;

  @Field(() => String, { nullable: true })
  @BlankAsAbsentText('First name', 60)
  firstName?: string;

  @Field(() => String, { nullable: true })
  @BlankAsAbsentText('Last name', 60)
  lastName?: string;

  @Field(() => String, { nullable: true })
  @IsEmail({}, { message: BookingMsg.EMAIL_FORMAT })
  @BlankAsAbsentText('Email', 254)
  email?: string;

  @Field(() => String, { nullable: true })
  @Matches(/^\+?[0-9][0-9 ()-]{6,19}$/, { message: BookingMsg.PHONE_FORMAT })
  @BlankAsAbsentText('Phone number', 30)
  phone?: string;

  @Field(() => String, { nullable: true })
  @BlankAsAbsentText('Message', 2000)
  message?: string;

  @Honeypot()
  website?: string;
}

@InputType({ description: 'The travel insurance quote form: all six fields required.' })
export class InsuranceQuoteInput {
  @Field()
  @GuestFullName()
  fullName: string;

  @Field()
  @GuestEmail()
  email: string;

  @Field()
  @GuestPhone()
  phoneNumber: string;

  @Field()
  @RequiredText('Destination', 120, EnquiryMsg.DESTINATION)
  destination: string;

  @Field(() => LocalDate)
  @IsLocalDate()
  @IsNotEmpty({ message: EnquiryMsg.DEPARTURE })
  departureDate: string;

  @Field(() => LocalDate)
  @IsLocalDate()
  @IsNotEmpty({ message: EnquiryMsg.RETURN })
  returnDate: string;

  @Honeypot()
  website?: string;
}

@InputType({ description: "The home page's Book Your Trip popup (Name, email, Address): a request to be contacted to book a trip." })
export class TripBookingInput {
  @Field({ description: "The popup's Name." })
  @RequiredText('Name', 120, EnquiryMsg.NAME)
  name: string;

  @Field()
  @GuestEmail()
  email: string;

  @Field({ description: "The popup's Address: where the visitor lives, for the agency's reply and documents." })
  @RequiredText('Address', 300, EnquiryMsg.ADDRESS)
  address: string;

  @Honeypot()
  website?: string;
}

@InputType({ description: 'The contact form: all four fields required.' })
export class ContactMessageInput {
  @Field()
  @RequiredText('First name', 60, EnquiryMsg.FIRST_NAME)
  firstName: string;

  @Field()
  @RequiredText('Last name', 60, EnquiryMsg.LAST_NAME)
  lastName: string;

  @Field()
  @GuestEmail()
  email: string;

  @Field()
  @RequiredText('Message', 5000, EnquiryMsg.MESSAGE)
  message: string;

  @Honeypot()
  website?: string;
}
