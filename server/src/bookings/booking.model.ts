import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { LocalDate } from '../common/local-date.scalar.js';
import { bookingKind, bookingStatus } from '../db/schema.js';
import { Currency, PackageType } from '../packages/package.model.js';

export const BOOKING_STATUSES = bookingStatus.enumValues;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BookingStatus = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, s])) as { [K in BookingStatus]: K };
registerEnumType(BookingStatus, {
  name: 'BookingStatus',
  description:
    'Where a booking or an enquiry is in the workflow: forward along PENDING → CONTACTED → QUOTED → CONFIRMED (steps may be skipped), CONFIRMED → COMPLETED; DECLINED or CANCELLED from any status that is not final.',
  valuesMap: {
    PENDING: { description: 'Received; nobody has acted on it yet.' },
    CONTACTED: { description: 'A consultant has been in touch with the customer.' },
    QUOTED: { description: 'The customer has been sent a price.' },
    CONFIRMED: { description: 'Agreed with the customer (for a stay: the hotel holds the rooms).' },
    DECLINED: { description: 'The agency or hotel cannot take it (final; a stay frees its rooms).' },
    CANCELLED: { description: 'Called off (final; a stay frees its rooms).' },
    COMPLETED: { description: 'The trip or stay has taken place (final).' },
  },
});

export const BOOKING_KINDS = bookingKind.enumValues;
export type BookingKind = (typeof BOOKING_KINDS)[number];
export const BookingKind = Object.fromEntries(BOOKING_KINDS.map((k) => [k, k])) as { [K in BookingKind]: K };
registerEnumType(BookingKind, {
  name: 'BookingKind',
  valuesMap: {
    PACKAGE: { description: 'A booking request for a travel package.' },
    STAY: { description: 'A hotel reservation holding room units for each night.' },
  },
});

@ObjectType({
  description:
    "A visitor's booking: a package booking request or a hotel stay reservation, with the prices quoted when it was made.",
})
export class Booking {
  @Field(() => ID)
  id: string;

  @Field({ description: 'Human-friendly reference, e.g. UH-7K3M9Q.' })
  reference: string;

  @Field(() => BookingKind)
  kind: BookingKind;

  @Field({ description: 'What was booked: the package title, or "Hotel · Room type" for a stay.' })
  title: string;

  @Field(() => BookingStatus)
  status: BookingStatus;

  @Field(() => ID, { nullable: true, description: 'Null once the package has been deleted.' })
  packageId: string | null;

  @Field(() => String, { nullable: true, description: 'Packages only.' })
  packageTitle: string | null;

  @Field(() => PackageType, { nullable: true, description: 'Packages only.' })
  packageType: PackageType | null;

  @Field(() => ID, { nullable: true, description: 'Stays only; null once the hotel has been deleted.' })
  hotelId: string | null;

  @Field(() => String, { nullable: true, description: 'Stays only: the hotel name when reserved.' })
  hotelName: string | null;

  @Field(() => ID, { nullable: true, description: 'Stays only; null once the room type has been deleted.' })
  roomTypeId: string | null;

  @Field(() => String, { nullable: true, description: 'Stays only: the room type name when reserved.' })
  roomTypeName: string | null;

  @Field(() => Int, { nullable: true, description: 'Stays only.' })
  adults: number | null;

  @Field(() => Int, { nullable: true, description: 'Stays only.' })
  children: number | null;

  @Field(() => Int, { nullable: true, description: 'Stays only: how many rooms are held.' })
  rooms: number | null;

  @Field()
  fullName: string;

  @Field()
  email: string;

  @Field()
  phone: string;

  @Field(() => Int, { description: 'Guests; for a stay, adults + children.' })
  guests: number;

  @Field(() => LocalDate, { description: 'Departure, or check-in for a stay.' })
  departureDate: string;

  @Field(() => LocalDate, { description: 'Return, or check-out for a stay.' })
  returnDate: string;

  @Field()
  specialRequests: string;

  @Field(() => Float, { nullable: true, description: 'Packages only: adult price per person when requested.' })
  adultPrice: number | null;

  @Field(() => Float, { description: 'Packages: adult price × guests. Stays: the sum of the priced nights × rooms.' })
  total: number;

  @Field(() => Currency)
  currency: Currency;

  @Field()
  createdAt: Date;
}
