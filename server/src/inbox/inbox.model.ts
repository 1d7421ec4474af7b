import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { BookingMessages, INBOX_ITEM_KINDS } from '@travel/contract';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { Role } from '../auth/role.js';
import { BOOKING_STATUSES, BookingStatus } from '../bookings/booking.model.js';
import { LocalDate } from '../common/local-date.scalar.js';
import { Trim } from '../common/transforms.js';
import { IsLocalDate } from '../common/validators.js';

// The staff inbox's kinds: the contract's list, which the web's inbox filters use too.
export { INBOX_ITEM_KINDS };
export type InboxItemKind = (typeof INBOX_ITEM_KINDS)[number];
export const InboxItemKind = Object.fromEntries(INBOX_ITEM_KINDS.map((k) => [k, k])) as { [K in InboxItemKind]: K };
registerEnumType(InboxItemKind, {
  name: 'InboxItemKind',
  description: 'What arrived in the staff inbox.',
  valuesMap: {
    BOOKING_REQUEST: { description: 'A booking request for a travel package.' },
    STAY_RESERVATION: { description: 'A hotel stay reservation.' },
    TRIP_PLAN: { description: 'A Plan Your Trip enquiry.' },
    INSURANCE_QUOTE: { description: 'A travel insurance quote request.' },
    TRIP_BOOKING: { description: "A Book Your Trip request from the home page's popup." },
    CONTACT: { description: "A Contact page message." },
  },
});

@ObjectType({ description: 'A user who works the inbox: role STAFF or AGENCY_ADMIN.' })
export class StaffMember {
  @Field(() => ID)
  id: string;

  @Field()
  username: string;

  @Field(() => Role)
  role: Role;
}

@ObjectType({ description: 'An internal note on an inbox item (never shown to the customer).' })
export class InboxNote {
  @Field(() => ID)
  id: string;

  @Field()
  body: string;

  @Field({ description: "The author's username when the note was written." })
  authorName: string;

  @Field()
  createdAt: Date;
}

/**
 * One row of the inbox: a booking (package request or stay) or an enquiry. booking / enquiry / notes /
 * history / assignedTo are field resolvers (inbox.resolver.ts) batched per request.
 */
@ObjectType({ description: 'A booking request, stay reservation or enquiry, as staff work it.' })
export class InboxItem {
  @Field(() => ID, { description: "The booking's or the enquiry's id." })
  id: string;

  @Field(() => InboxItemKind)
  kind: InboxItemKind;

  @Field()
  reference: string;

  @Field(() => BookingStatus)
  status: BookingStatus;

  @Field({ description: 'Package title, "Hotel · Room type", "Trip plan: Bali", "Insurance quote: Mauritius" or "Contact message".' })
  title: string;

  @Field()
  fullName: string;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => LocalDate, { nullable: true })
  departureDate: string | null;

  @Field(() => LocalDate, { nullable: true })
  returnDate: string | null;

  /** Not a field: assignedTo resolves it. */
  assignedToId: string | null;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;
}

@ObjectType({ description: 'One page of the inbox, newest first.' })
export class InboxPage {
  @Field(() => [InboxItem])
  items: InboxItem[];

  @Field(() => Int, { description: 'Items matching the filter; a lower bound when totalExact is false.' })
  total: number;

  @Field({
    description:
      'False when there are more items than total: the count stops 1 000 items past the first item of the page, so large inboxes stay fast.',
  })
  totalExact: boolean;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  pageSize: number;

  @Field(() => Int)
  totalPages: number;
}

@InputType({ description: 'Which inbox items to list; every criterion is optional.' })
export class InboxFilter {
  @Field(() => [InboxItemKind], { nullable: true })
  @IsOptional()
  @IsArray()
  @IsIn(INBOX_ITEM_KINDS, { each: true, message: `Kinds must be among ${INBOX_ITEM_KINDS.join(', ')}.` })
  @ArrayMaxSize(INBOX_ITEM_KINDS.length, { message: `At most ${INBOX_ITEM_KINDS.length} kinds.` })
  kinds?: InboxItemKind[] | null;

  @Field(() => [BookingStatus], { nullable: true })
  @IsOptional()
  @IsArray()
  @IsIn(BOOKING_STATUSES, { each: true, message: `Statuses must be among ${BOOKING_STATUSES.join(', ')}.` })
  @ArrayMaxSize(BOOKING_STATUSES.length, { message: `At most ${BOOKING_STATUSES.length} statuses.` })
  statuses?: BookingStatus[] | null;

  @Field(() => LocalDate, { nullable: true, description: 'Received on or after this South African date.' })
  @IsOptional()
  @IsLocalDate()
  receivedFrom?: string | null;

  @Field(() => LocalDate, { nullable: true, description: 'Received on or before this South African date.' })
  @IsOptional()
  @IsLocalDate()
  receivedTo?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of the name, e-mail or reference, any case.' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(200, { message: 'Search must be at most 200 characters.' })
  search?: string | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsString()
  assignedToId?: string | null;

  @Field(() => Int, { defaultValue: 1 })
  @Type(() => Number)
  @Max(10_000, { message: 'Page must be at most 10000.' })
  @Min(1, { message: 'Page must be at least 1.' })
  @IsInt({ message: 'Page must be a whole number.' })
  page: number = 1;

  @Field(() => Int, { defaultValue: 20 })
  @Type(() => Number)
  @Max(100, { message: 'Page size must be at most 100.' })
  @Min(1, { message: 'Page size must be at least 1.' })
  @IsInt({ message: 'Page size must be a whole number.' })
  pageSize: number = 20;
}

/** The booking form's own words for the same fields (the contract's), and the total, which only staff set. */
export const ConvertMsg = {
  GUESTS: BookingMessages.GUESTS,
  GUESTS_WHOLE: BookingMessages.GUESTS_WHOLE,
  GUESTS_MIN: BookingMessages.GUESTS_MIN,
  DEPARTURE: BookingMessages.DEPARTURE,
  RETURN: BookingMessages.RETURN,
  RETURN_ORDER: BookingMessages.RETURN_ORDER,
  TOTAL: 'The total must be zero or more.',
} as const;

@InputType({ description: 'Turns a trip plan or insurance quote into a booking at the price quoted to the customer.' })
export class ConvertEnquiryInput {
  @Field(() => String, { nullable: true, description: 'Default "Custom trip: {destination}" / "Travel insurance: {destination}".' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(200, { message: 'Title must be at most 200 characters.' })
  title?: string | null;

  @Field(() => ID, { nullable: true, description: 'Book an existing package instead (title and type from it).' })
  @IsOptional()
  @IsUUID('all', { message: 'Package not found.' })
  packageId?: string | null;

  @Field(() => Int)
  @Max(500, { message: 'At most 500 guests.' })
  @Min(1, { message: ConvertMsg.GUESTS_MIN })
  @IsInt({ message: ConvertMsg.GUESTS_WHOLE })
  @IsNotEmpty({ message: ConvertMsg.GUESTS })
  guests: number;

  @Field(() => LocalDate)
  @IsLocalDate()
  @IsNotEmpty({ message: ConvertMsg.DEPARTURE })
  departureDate: string;

  @Field(() => LocalDate)
  @IsLocalDate()
  @IsNotEmpty({ message: ConvertMsg.RETURN })
  returnDate: string;

  @Field(() => Float, { description: 'Rand, the price quoted to the customer.' })
  @Max(100_000_000, { message: 'The total is too large.' })
  @Min(0, { message: ConvertMsg.TOTAL })
  @IsNotEmpty({ message: 'The total is required.' })
  total: number;
}

