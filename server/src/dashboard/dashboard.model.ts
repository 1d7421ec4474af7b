import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { BookingStatus } from '../bookings/booking.model.js';
import { LocalDate } from '../common/local-date.scalar.js';

@ObjectType({ description: 'How many bookings of one status.' })
export class StatusCount {
  @Field(() => BookingStatus)
  status: BookingStatus;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'How many bookings were made in one Monday-started week.' })
export class WeekCount {
  @Field(() => LocalDate, { description: 'Monday of the week.' })
  weekStart: string;

  @Field(() => Int)
  count: number;
}

@ObjectType({
  description:
    "The agency's figures over a period, in the caller's scope: everything for an agency admin; for a hotel manager, " +
    'the hotels they manage and the stays at them (package requests are not theirs). Dates are South African dates.',
})
export class DashboardFigures {
  @Field(() => LocalDate, { description: 'First day of the period (bookings and revenue).' })
  from: string;

  @Field(() => LocalDate, { description: 'Last day of the period, included.' })
  to: string;

  @Field(() => Int, { description: 'Hotels in scope.' })
  hotels: number;

  @Field(() => Float, { nullable: true, description: 'Average rating of the hotels in scope; null with no hotels.' })
  averageRating: number | null;

  @Field(() => [StatusCount], { description: 'Bookings made in the period by status; every status listed, zeros included.' })
  bookingsByStatus: StatusCount[];

  @Field(() => Int, { description: 'Bookings made in the period.' })
  totalBookings: number;

  @Field(() => Float, {
    description:
      'Rand (not cents), kept for the spec’s dashboard: the value of CONFIRMED and COMPLETED bookings made in the period ' +
      '(USD bookings at the stored exchange rate), i.e. business won as booked. Money invoiced and received is in ' +
      'invoicedCents and receivedCents.',
  })
  revenue: number;

  // Sums of cents can pass GraphQL Int's 32 bits (R21 474 836.47): these are Floats holding whole numbers.
  @Field(() => Float, {
    nullable: true,
    description:
      'Rand cents invoiced in the period (invoices issued on a day in it): each invoice’s total, or for a cancelled one ' +
      'only the cancellation fee the agency kept. Null for hotel managers (invoices are the agency’s).',
  })
  invoicedCents: number | null;

  @Field(() => Float, { nullable: true, description: 'Rand cents of the payments received on a day in the period (refunds are not payments). Null for hotel managers.' })
  receivedCents: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Rand cents still owed now on open invoices (total − paid of every invoice not cancelled), whatever the period. Null for hotel managers.',
  })
  outstandingCents: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Rand cents paid back to customers on cancelled invoices on a day of the period (refunds are not payments: receivedCents keeps them). Null for hotel managers.',
  })
  refundedCents: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Rand cents still to pay back now: every credit note’s refund owed less what has been refunded, whatever the period. Null for hotel managers.',
  })
  refundsDueCents: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Share (0..1) of the sellable room-nights of the occupancy window held by stays; nights a manager blocked are ' +
      'not for sale and are left out of both sides. Null with no rooms (or none for sale).',
  })
  occupancy: number | null;

  @Field(() => LocalDate, { description: 'First night of the occupancy window.' })
  occupancyFrom: string;

  @Field(() => LocalDate, { description: 'Last night of the occupancy window, included.' })
  occupancyTo: string;

  @Field(() => Int, { nullable: true, description: 'Enquiries still being worked (PENDING, CONTACTED, QUOTED); null for hotel managers (not theirs).' })
  openEnquiries: number | null;

  @Field(() => [WeekCount], { description: 'Bookings per Monday-started week, every week listed, zeros included.' })
  bookingsPerWeek: WeekCount[];
}
