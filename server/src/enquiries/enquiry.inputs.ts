import { applyDecorators } from '@nestjs/common';
import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { EMAIL_MAX_LENGTH, EnquiryLimits, EnquiryMessages, MAX_BUDGET_RAND, MAX_ENQUIRY_GUESTS, PHONE_PATTERN } from '@travel/contract';
import { LocalDate } from '../common/local-date.scalar.js';
import { BlankAsAbsentText, EmailAddress, FullName, IsLocalDate, OptionalDate, PhoneNumber, RequiredText } from '../common/validators.js';
import { HOLIDAY_TYPES, HolidayType } from './enquiry.model.js';

/** The enquiry forms' messages: the contract's, which the web forms show too, and the server's own. */
export const EnquiryMsg = {
  ...EnquiryMessages,
  HOLIDAY_TYPE: `Holiday type must be one of ${HOLIDAY_TYPES.join(', ')}.`,
  /** The honeypot was filled: say nothing that teaches a bot what went wrong. */
  REFUSED: 'Your message could not be sent.',
} as const;

export { MAX_BUDGET_RAND, MAX_ENQUIRY_GUESTS as MAX_GUESTS } from '@travel/contract';
const L = EnquiryLimits;

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
  @BlankAsAbsentText('Destination', L.destination)
  destination?: string;

  @Field(() => Int, { nullable: true })
  @Max(MAX_ENQUIRY_GUESTS, { message: EnquiryMsg.GUESTS_MAX })
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
  @BlankAsAbsentText('First name', L.firstName)
  firstName?: string;

  @Field(() => String, { nullable: true })
  @BlankAsAbsentText('Last name', L.lastName)
  lastName?: string;

  @Field(() => String, { nullable: true })
  @IsEmail({}, { message: EnquiryMsg.EMAIL_FORMAT })
  @BlankAsAbsentText('Email', EMAIL_MAX_LENGTH)
  email?: string;

  @Field(() => String, { nullable: true })
  @Matches(PHONE_PATTERN, { message: EnquiryMsg.PHONE_FORMAT })
  @BlankAsAbsentText('Phone number', L.phone)
  phone?: string;

  @Field(() => String, { nullable: true })
  @BlankAsAbsentText('Message', L.tripPlanMessage)
  message?: string;

  @Honeypot()
  website?: string;
}

@InputType({ description: 'The travel insurance quote form: all six fields required.' })
export class InsuranceQuoteInput {
  @Field()
  @FullName()
  fullName: string;

  @Field()
  @EmailAddress()
  email: string;

  @Field()
  @PhoneNumber()
  phoneNumber: string;

  @Field()
  @RequiredText('Destination', L.destination, EnquiryMsg.DESTINATION)
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
  @RequiredText('Name', L.name, EnquiryMsg.NAME)
  name: string;

  @Field()
  @EmailAddress()
  email: string;

  @Field({ description: "The popup's Address: where the visitor lives, for the agency's reply and documents." })
  @RequiredText('Address', L.address, EnquiryMsg.ADDRESS)
  address: string;

  @Honeypot()
  website?: string;
}

@InputType({ description: 'The contact form: all four fields required.' })
export class ContactMessageInput {
  @Field()
  @RequiredText('First name', L.firstName, EnquiryMsg.FIRST_NAME)
  firstName: string;

  @Field()
  @RequiredText('Last name', L.lastName, EnquiryMsg.LAST_NAME)
  lastName: string;

  @Field()
  @EmailAddress()
  email: string;

  @Field()
  @RequiredText('Message', L.contactMessage, EnquiryMsg.MESSAGE)
  message: string;

  @Honeypot()
  website?: string;
}
