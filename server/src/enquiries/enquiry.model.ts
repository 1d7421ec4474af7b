import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { BookingStatus } from '../bookings/booking.model.js';
import { LocalDate } from '../common/local-date.scalar.js';
import { fromCents } from '../common/money.js';
import { enquiryKind, holidayType, type EnquiryRow } from '../db/schema.js';

export const ENQUIRY_KINDS = enquiryKind.enumValues;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export const EnquiryKind = Object.fromEntries(ENQUIRY_KINDS.map((k) => [k, k])) as { [K in EnquiryKind]: K };
registerEnumType(EnquiryKind, {
  name: 'EnquiryKind',
  valuesMap: {
    TRIP_PLAN: { description: 'Plan Your Trip (/TripPlan).' },
    INSURANCE_QUOTE: { description: 'A travel insurance quote request (/Insurance).' },
    CONTACT: { description: 'A message from the contact page (/Contact).' },
    TRIP_BOOKING: { description: "The home page's Book Your Trip popup: name, e-mail and address." },
  },
});

export const HOLIDAY_TYPES = holidayType.enumValues;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];
export const HolidayType = Object.fromEntries(HOLIDAY_TYPES.map((t) => [t, t])) as { [K in HolidayType]: K };
registerEnumType(HolidayType, { name: 'HolidayType', description: 'The holiday type select of Plan Your Trip.' });

@ObjectType({ description: 'A trip plan, insurance quote request or contact message sent from the public site.' })
export class Enquiry {
  @Field(() => ID)
  id: string;

  @Field({ description: 'EQ-XXXXXX (same alphabet as booking references).' })
  reference: string;

  @Field(() => EnquiryKind)
  kind: EnquiryKind;

  @Field(() => BookingStatus)
  status: BookingStatus;

  @Field({ description: "Insurance: the full name given; otherwise first and last name (or the reply address when none)." })
  fullName: string;

  @Field(() => String, { nullable: true })
  firstName: string | null;

  @Field(() => String, { nullable: true })
  lastName: string | null;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  destination: string | null;

  @Field(() => Int, { nullable: true })
  guests: number | null;

  @Field(() => LocalDate, { nullable: true })
  departureDate: string | null;

  @Field(() => LocalDate, { nullable: true })
  returnDate: string | null;

  @Field(() => HolidayType, { nullable: true })
  holidayType: HolidayType | null;

  @Field(() => Float, { nullable: true, description: 'Rand.' })
  budget: number | null;

  @Field({ description: 'Empty when none was given.' })
  message: string;

  @Field(() => String, { nullable: true, description: "Book Your Trip's address." })
  address: string | null;

  @Field(() => ID, { nullable: true, description: 'Set once converted into a booking.' })
  bookingId: string | null;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;
}

@ObjectType({ description: "What the sender gets back: never other people's data. A duplicate within a minute returns the first one's receipt." })
export class EnquiryReceipt {
  @Field({ description: 'Quote it when contacting the agency.' })
  reference: string;

  @Field(() => EnquiryKind)
  kind: EnquiryKind;

  @Field()
  createdAt: Date;
}

export function toEnquiry(row: EnquiryRow): Enquiry {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    fullName: row.fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    destination: row.destination,
    guests: row.guests,
    departureDate: row.departureDate,
    returnDate: row.returnDate,
    holidayType: row.holidayType,
    budget: row.budgetCents === null ? null : fromCents(row.budgetCents),
    message: row.message,
    address: row.address,
    bookingId: row.bookingId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export const toReceipt = (row: Pick<EnquiryRow, 'reference' | 'kind' | 'createdAt'>): EnquiryReceipt => ({
  reference: row.reference,
  kind: row.kind,
  createdAt: row.createdAt,
});
