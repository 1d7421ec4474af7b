/**
 * Every composite validation decorator, in one file (immich's validation.ts): a field's rule is named once
 * and read the same way by every input that uses it.
 *
 * The spec answers a form with a missing required field with one sentence, "Please fill in all
 * required fields." (admin spec §5), while each field still gets its own message for the form to
 * show under the input. Required-field messages are registered here; RequiredFieldsInterceptor turns
 * a validation error that names any of them into that sentence (fields kept).
 */
import { applyDecorators } from '@nestjs/common';
import {
  BookingMessages,
  ContactMessages,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  MAX_PHOTOS,
  maxPhotosMessage,
  PHONE_PATTERN,
  PHOTO_URL,
  PHOTO_URL_MESSAGE,
  SPECIAL_REQUESTS_MAX_LENGTH,
  tooLongMessage,
} from '@travel/contract';
import { MAX_INVENTORY_AMOUNT } from '@travel/contract';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { toSouthAfricanCalendarDates } from './calendar-date.js';
import { isLocalDate } from './local-date.scalar.js';
import { Trim, TrimAll } from './transforms.js';

export const LOCAL_DATE_MESSAGE = 'Dates must be real calendar dates written YYYY-MM-DD.';

/**
 * A real calendar date written YYYY-MM-DD (REST inputs; GraphQL's LocalDate scalar checks it too). An ISO
 * date-time (what a JavaScript client sends for a `Date`) is first read as its South African calendar date,
 * so every date field of every REST body and query accepts it the same way.
 */
export const IsLocalDate = (options?: ValidationOptions) =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => toSouthAfricanCalendarDates(value)),
    ValidateBy(
      { name: 'isLocalDate', validator: { validate: (value) => isLocalDate(value) } },
      { message: LOCAL_DATE_MESSAGE, ...options },
    ),
  );

/**
 * A finite number with at most two decimals (an amount in rand). Not class-validator's
 * `IsNumber({ maxDecimalPlaces })`: that counts decimals in `String(value)`, which for a tiny number such
 * as 1e-7 has no "." at all, and it crashed (a TypeError, answered as an internal error) instead of refusing.
 */
export const IsAmount = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isAmount',
      validator: { validate: (value) => typeof value === 'number' && Number.isFinite(value) && Number(value.toFixed(2)) === value },
    },
    { message: 'Amounts must be numbers with at most two decimals.', ...options },
  );

export const FILL_REQUIRED = 'Please fill in all required fields.';

/** The largest amount in rand any inventory price may take (per night or per person): the contract's. */
export const MAX_AMOUNT = MAX_INVENTORY_AMOUNT;

const requiredMessages = new Set<string>([FILL_REQUIRED]);

/** Registers and answers a "this field is required" message. */
export function requiredMessage(message: string): string {
  requiredMessages.add(message);
  return message;
}

export const isRequiredMessage = (message: string): boolean => requiredMessages.has(message);

/**
 * A required text field: trimmed, not blank, at most `max` characters. The "required" check sits closest to
 * the property, so a missing field reports it first (class-validator runs a property's decorators bottom-up
 * and the pipe stops at the first error). `required` defaults to "<label> is required.", registered as a
 * required-field message (see requiredMessage); a form with its own wording passes it.
 */
export const RequiredText = (label: string, max: number, required: string = requiredMessage(`${label} is required.`)) =>
  applyDecorators(
    Trim(),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(max, { message: tooLongMessage(label, max) }),
  );

/** An optional text field (null or absent reads as ""): trimmed, at most `max` characters. */
export const OptionalText = (label: string, max: number) =>
  applyDecorators(
    Trim(),
    IsOptional(),
    IsString({ message: `${label} must be text.` }),
    MaxLength(max, { message: tooLongMessage(label, max) }),
  );

/** A required reference to another row, by id (the service checks it exists and whose it is). */
export const RequiredId = (label: string) =>
  applyDecorators(
    Trim(),
    IsString({ message: requiredMessage(`Please choose a ${label}.`) }),
    IsNotEmpty({ message: requiredMessage(`Please choose a ${label}.`) }),
    MaxLength(100, { message: `Please choose a ${label} from the list.` }),
  );

/** An optional reference by id; null or absent means none. */
export const OptionalId = (label: string) =>
  applyDecorators(
    IsOptional(),
    IsString({ message: `Please choose a ${label} from the list.` }),
    MaxLength(100, { message: `Please choose a ${label} from the list.` }),
  );

/** An amount in rand, 0..MAX_AMOUNT with at most two decimals. */
export const Amount = (label: string, { required }: { required: boolean }) =>
  applyDecorators(
    ...(required ? [IsDefined({ message: requiredMessage(`${label} is required.`) })] : [IsOptional()]),
    IsAmount({ message: `${label} must be an amount in rand (at most two decimals).` }),
    Min(0, { message: `${label} cannot be negative.` }),
    Max(MAX_AMOUNT, { message: `${label} must be at most R ${MAX_AMOUNT.toLocaleString('en-ZA')}.` }),
  );

/** A required whole number within [min, max]. */
export const WholeNumber = (label: string, min: number, max: number) =>
  applyDecorators(
    IsDefined({ message: requiredMessage(`${label} is required.`) }),
    IsInt({ message: `${label} must be a whole number.` }),
    Min(min, { message: `${label} must be at least ${min}.` }),
    Max(max, { message: `${label} must be at most ${max}.` }),
  );

export const Flag = (label: string) => applyDecorators(IsOptional(), IsBoolean({ message: `${label} must be true or false.` }));

/**
 * A list of photo addresses: at most MAX_PHOTOS, each text matching `pattern` (packages and room types take
 * PHOTO_URL, hotels HOTEL_PHOTO_URL: the contract's photos.ts), every entry's failure in `message`.
 */
export const PhotoUrls = ({
  pattern = PHOTO_URL,
  message = PHOTO_URL_MESSAGE,
  notList = 'Photos must be a list.',
  maxUrlLength,
  optional = false,
  trim = false,
}: { pattern?: RegExp; message?: string; notList?: string; maxUrlLength?: number; optional?: boolean; trim?: boolean } = {}) =>
  applyDecorators(
    ...(trim ? [TrimAll()] : []),
    ...(optional ? [IsOptional()] : []),
    IsArray({ message: notList }),
    ArrayMaxSize(MAX_PHOTOS, { message: maxPhotosMessage(MAX_PHOTOS) }),
    IsString({ each: true, message }),
    ...(maxUrlLength === undefined ? [] : [MaxLength(maxUrlLength, { each: true, message })]),
    Matches(pattern, { each: true, message }),
  );

/*
 * Contact details, validated alike on every form that takes them (bookings, stays, enquiries, hotels):
 * the contract's messages and pattern. applyDecorators applies in list order, which is the bottom-up
 * order of stacked decorators: the required checks stay closest to the property, so a missing value
 * reports "... is required.".
 */

/** A guest's full name, required. */
export const FullName = () => RequiredText('Full name', FULL_NAME_MAX_LENGTH, ContactMessages.FULL_NAME);

/** A required e-mail address. */
export const EmailAddress = () =>
  applyDecorators(
    Trim(),
    IsString({ message: ContactMessages.EMAIL }),
    IsNotEmpty({ message: ContactMessages.EMAIL }),
    MaxLength(EMAIL_MAX_LENGTH, { message: ContactMessages.EMAIL_FORMAT }),
    IsEmail({}, { message: ContactMessages.EMAIL_FORMAT }),
  );

/** A booking's or a stay's special requests: free text, trimmed, may be left empty. */
export const SpecialRequests = () =>
  applyDecorators(
    Trim(),
    IsString({ message: 'Special requests must be text.' }),
    MaxLength(SPECIAL_REQUESTS_MAX_LENGTH, { message: BookingMessages.SPECIAL_REQUESTS_TOO_LONG }),
  );

/** A required phone number, as people type it (PHONE_PATTERN). */
export const PhoneNumber = () =>
  applyDecorators(
    Trim(),
    IsString({ message: ContactMessages.PHONE }),
    IsNotEmpty({ message: ContactMessages.PHONE }),
    Matches(PHONE_PATTERN, { message: ContactMessages.PHONE_FORMAT }),
  );

/** How many rows a list query answers: a whole number from 1 to `max`. */
export const PageSize = (max: number) =>
  applyDecorators(
    IsInt({ message: 'Limit must be a whole number.' }),
    Min(1, { message: 'Limit must be at least 1.' }),
    Max(max, { message: `Limit must be at most ${max}.` }),
  );

/** A whole number in [min, max], each failure in the form's own words; `optional`: null or absent passes. */
export const WholeNumberIn = (
  min: number,
  max: number,
  messages: { notWhole: string; tooLow: string; tooHigh: string },
  { optional = false }: { optional?: boolean } = {},
) =>
  applyDecorators(
    IsInt({ message: messages.notWhole }),
    Min(min, { message: messages.tooLow }),
    Max(max, { message: messages.tooHigh }),
    ...(optional ? [IsOptional()] : []),
  );

/** An amount in rand from 0 to `max` (at most two decimals); `optional`: null or absent passes. */
export const AmountUpTo = (
  max: number,
  messages: { invalid: string; negative: string; tooHigh: string },
  { optional = false }: { optional?: boolean } = {},
) =>
  applyDecorators(
    IsAmount({ message: messages.invalid }),
    Min(0, { message: messages.negative }),
    Max(max, { message: messages.tooHigh }),
    ...(optional ? [IsOptional()] : []),
  );

/** A list of short texts (inclusions, amenities): each trimmed (blanks dropped), at most `maxItems` of `maxLength`. */
export const TextList = (
  maxItems: number,
  maxLength: number,
  messages: { notList?: string; tooMany: string; tooLong: string },
) =>
  applyDecorators(
    TrimAll(),
    IsArray(messages.notList === undefined ? undefined : { message: messages.notList }),
    ArrayMaxSize(maxItems, { message: messages.tooMany }),
    MaxLength(maxLength, { each: true, message: messages.tooLong }),
  );

/** Free text that may be left empty: trimmed, at most `max` characters; `optional`: null or absent passes. */
export const FreeText = (
  max: number,
  { notText, tooLong, optional = false }: { notText?: string; tooLong?: string; optional?: boolean } = {},
) =>
  applyDecorators(
    Trim(),
    IsString(notText === undefined ? undefined : { message: notText }),
    MaxLength(max, tooLong === undefined ? undefined : { message: tooLong }),
    ...(optional ? [IsOptional()] : []),
  );

/** Optional form text: trimmed; blank (a form's empty input) counts as not given. */
export const BlankAsAbsentText = (label: string, max: number) =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value ?? undefined;
      const trimmed = value.trim();
      return trimmed === '' ? undefined : trimmed;
    }),
    IsOptional(),
    IsString({ message: `${label} must be text.` }),
    MaxLength(max, { message: tooLongMessage(label, max) }),
  );

/** An optional date; blank counts as not given. */
export const OptionalDate = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value)),
    IsOptional(),
    IsLocalDate(),
  );
