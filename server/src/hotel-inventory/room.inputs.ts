import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { LocalDate } from '../common/local-date.scalar.js';
import { Flag, IsLocalDate, RequiredId, RequiredText, WholeNumber } from '../common/validators.js';

export const MAX_ROOM_NUMBERS = 500;
/** Blocked nights sent at once: a year and a day is plenty for any closure. */
export const MAX_UNAVAILABLE_DATES = 366;
export const AT_LEAST_ONE_NUMBER = 'Please enter at least one room number.';

/**
 * The spec's form sends room numbers as one comma-separated text ("101, 102,103"): every entry (or
 * a single text) is split on commas and trimmed, and blank entries are dropped.
 */
export function splitRoomNumbers(value: unknown): unknown {
  const parts = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(parts)) return parts;
  return parts.flatMap((p: unknown) => (typeof p === 'string' ? p.split(',').map((n) => n.trim()).filter(Boolean) : [p]));
}

@InputType({ isAbstract: true })
abstract class RoomFieldsInput {
  @Field(() => ID)
  @RequiredId('room type')
  roomTypeId: string;

  @Field()
  @RequiredText('Title', 120)
  title: string;

  @Field(() => Int, { description: 'Guests the room takes, 1 to 50.' })
  @WholeNumber('Max people', 1, 50)
  maxPeople: number;

  @Field(() => [String], { description: 'Split on commas and trimmed; blanks dropped; unique within the hotel.' })
  @MaxLength(20, { each: true, message: 'Each room number must be at most 20 characters.' })
  @IsString({ each: true, message: 'Room numbers must be text.' })
  @ArrayMaxSize(MAX_ROOM_NUMBERS, { message: `At most ${MAX_ROOM_NUMBERS} room numbers per room.` })
  @ArrayMinSize(1, { message: AT_LEAST_ONE_NUMBER })
  @IsArray({ message: AT_LEAST_ONE_NUMBER })
  @Transform(({ value }: { value: unknown }) => splitRoomNumbers(value))
  roomNumbers: string[];

  @Field(() => Boolean, { nullable: true, defaultValue: true })
  @Flag('Active')
  active?: boolean | null = true;
}

@InputType()
export class CreateRoomInput extends RoomFieldsInput {
  @Field(() => ID)
  @RequiredId('hotel')
  hotelId: string;

  @Field(() => [LocalDate], { nullable: true, defaultValue: [], description: 'Nights every room number is blocked.' })
  @IsLocalDate({ each: true })
  @ArrayMaxSize(MAX_UNAVAILABLE_DATES, { message: `At most ${MAX_UNAVAILABLE_DATES} unavailable dates.` })
  @IsArray({ message: 'Unavailable dates must be a list.' })
  @IsOptional()
  unavailableDates?: string[] | null = [];
}

@InputType()
export class UpdateRoomInput extends RoomFieldsInput {
  @Field(() => [LocalDate], {
    nullable: true,
    description: "When given, replaces the blocked nights (from today on) of every room number; absent keeps them.",
  })
  @IsLocalDate({ each: true })
  @ArrayMaxSize(MAX_UNAVAILABLE_DATES, { message: `At most ${MAX_UNAVAILABLE_DATES} unavailable dates.` })
  @IsArray({ message: 'Unavailable dates must be a list.' })
  @IsOptional()
  unavailableDates?: string[] | null;
}
