import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { LocalDate } from '../common/local-date.scalar.js';
import { bookingStatus } from '../db/schema.js';
import { Currency, PackageType } from '../packages/package.model.js';

export const BOOKING_STATUSES = bookingStatus.enumValues;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BookingStatus = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, s])) as { [K in BookingStatus]: K };
registerEnumType(BookingStatus, { name: 'BookingStatus' });

@ObjectType({ description: "A visitor's booking request for a package, with the price quoted when it was made." })
export class Booking {
  @Field(() => ID)
  id: string;

  @Field({ description: 'Human-friendly reference, e.g. UH-7K3M9Q.' })
  reference: string;

  @Field(() => BookingStatus)
  status: BookingStatus;

  @Field(() => ID, { nullable: true, description: 'Null once the package has been deleted.' })
  packageId: string | null;

  @Field()
  packageTitle: string;

  @Field(() => PackageType)
  packageType: PackageType;

  @Field()
  fullName: string;

  @Field()
  email: string;

  @Field()
  phone: string;

  @Field(() => Int)
  guests: number;

  @Field(() => LocalDate)
  departureDate: string;

  @Field(() => LocalDate)
  returnDate: string;

  @Field()
  specialRequests: string;

  @Field(() => Float, { description: 'Adult price per person when requested.' })
  adultPrice: number;

  @Field(() => Float, { description: 'Adult price × guests.' })
  total: number;

  @Field(() => Currency)
  currency: Currency;

  @Field()
  createdAt: Date;
}
