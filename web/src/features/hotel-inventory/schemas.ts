import { z } from 'zod';
import { INVENTORY_AMOUNT_RANGE_MESSAGE, MAX_INVENTORY_AMOUNT, MAX_PHOTOS, maxPhotosMessage } from '@travel/contract';
import { REQUIRED, REQUIRED_FIELDS_MESSAGE } from './constants';

/*
 * One schema per form (admin spec section 5). Each reads the form's values as typed (text) and
 * produces what the mutation needs, so a parsed form goes to the API unchanged. An empty required
 * field says "Required." under it; the form as a whole then says the spec's warning.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const required = z.string().trim().min(1, REQUIRED);
const text = z.string().trim();

/** A whole number typed in a number input; blank is "Required." or, when optional, null. */
const whole = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .transform((raw, ctx): number => {
      if (raw === '') {
        ctx.addIssue({ code: 'custom', message: REQUIRED });
        return z.NEVER;
      }
      const value = Number(raw);
      if (!Number.isInteger(value) || value < min || value > max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number from ${min} to ${max}.` });
        return z.NEVER;
      }
      return value;
    });

const parseAmount = (raw: string, ctx: z.RefinementCtx): number => {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > MAX_INVENTORY_AMOUNT) {
    ctx.addIssue({ code: 'custom', message: INVENTORY_AMOUNT_RANGE_MESSAGE });
    return z.NEVER;
  }
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) {
    ctx.addIssue({ code: 'custom', message: 'Amounts have at most two decimals.' });
    return z.NEVER;
  }
  return value;
};

/** An amount in rand (not cents), required. */
const amount = z
  .string()
  .trim()
  .transform((raw, ctx): number => {
    if (raw === '') {
      ctx.addIssue({ code: 'custom', message: REQUIRED });
      return z.NEVER;
    }
    return parseAmount(raw, ctx);
  });

/** An optional amount in rand: blank is null. */
const optionalAmount = z
  .string()
  .trim()
  .transform((raw, ctx): number | null => (raw === '' ? null : parseAmount(raw, ctx)));

const requiredDate = z.string().trim().min(1, REQUIRED).regex(DATE, 'Choose a date.');
const optionalId = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value));

/** The form's message for a failed parse: the spec's warning when a required field is empty. */
export const formMessageFor = (errors: Record<string, string>): string =>
  Object.values(errors).includes(REQUIRED) ? REQUIRED_FIELDS_MESSAGE : 'Please correct the highlighted fields.';

// ------------------------------------------------------------------ room types

export const roomTypeSchema = z.object({
  name: required.max(120, 'At most 120 characters.'),
  description: text.max(5000, 'At most 5000 characters.'),
  capacity: whole('Capacity', 1, 50),
  baseRate: amount,
  amenities: z.array(text).transform((list) => list.filter((item) => item !== '')),
  /** Counted here (the 8-photo rule); the URLs are known only after the upload. */
  photoCount: z.number().max(MAX_PHOTOS, maxPhotosMessage()),
});
export type RoomTypeFormValues = z.input<typeof roomTypeSchema>;
export const emptyRoomTypeForm = (): RoomTypeFormValues => ({
  name: '',
  description: '',
  capacity: '',
  baseRate: '',
  amenities: [],
  photoCount: 0,
});

// ------------------------------------------------------------------ rooms

/** Admin spec section 5: room numbers are split on commas and trimmed (blanks dropped). */
export const splitRoomNumbers = (raw: string): string[] =>
  raw
    .split(',')
    .map((number) => number.trim())
    .filter((number) => number !== '');

export const roomSchema = z.object({
  title: required.max(120, 'At most 120 characters.'),
  maxPeople: whole('Max people', 1, 50),
  hotelId: required,
  roomTypeId: required,
  roomNumbers: z
    .string()
    .transform(splitRoomNumbers)
    .pipe(z.array(z.string().max(20, 'Room numbers have at most 20 characters.')).min(1, 'Enter at least one room number.')),
  active: z.boolean(),
  unavailableDates: z.array(z.string().regex(DATE)),
});
export type RoomFormValues = z.input<typeof roomSchema>;

// ------------------------------------------------------------------ amenities

export const amenitySchema = z.object({
  name: required.max(120, 'At most 120 characters.'),
  description: text.max(2000, 'At most 2000 characters.'),
});
export type AmenityFormValues = z.input<typeof amenitySchema>;

// ------------------------------------------------------------------ activities

export const activitySchema = z.object({
  name: required.max(120, 'At most 120 characters.'),
  description: text.max(5000, 'At most 5000 characters.'),
  duration: required.max(60, 'At most 60 characters.'),
  maxParticipants: whole('Max participants', 1, 1000),
  price: optionalAmount,
});
export type ActivityFormValues = z.input<typeof activitySchema>;
export const emptyActivityForm = (): ActivityFormValues => ({
  name: '',
  description: '',
  duration: '',
  maxParticipants: '',
  price: '',
});

// ------------------------------------------------------------------ rate types

/**
 * Admin spec section 5: name and the three amounts are required. The spec leaves the room type
 * unchecked, but the API needs one, so it is required here too rather than failing on save.
 */
export const rateTypeSchema = z.object({
  roomTypeId: required,
  name: required,
  singleRate: amount,
  doubleRate: amount,
  groupRate: amount,
});
export type RateTypeFormValues = z.input<typeof rateTypeSchema>;
export const emptyRateTypeForm = (): RateTypeFormValues => ({
  roomTypeId: '',
  name: '',
  singleRate: '',
  doubleRate: '',
  groupRate: '',
});

// ------------------------------------------------------------------ rates

export const rateSchema = z
  .object({
    roomTypeId: required,
    rateTypeId: optionalId,
    date: requiredDate,
    /** Optional: the same rate for every night from `date` to this one (createRates). */
    untilDate: z.string().trim(),
    stoRateSingle: optionalAmount,
    rackRateSingle: optionalAmount,
    stoRateDouble: amount,
    rackRateDouble: amount,
    stoRateGroup: optionalAmount,
    rackRateGroup: optionalAmount,
  })
  .superRefine((values, ctx) => {
    if (values.untilDate !== '' && (!DATE.test(values.untilDate) || values.untilDate < values.date)) {
      ctx.addIssue({ code: 'custom', path: ['untilDate'], message: 'The last night must be on or after the first.' });
    }
  });
export type RateFormValues = z.input<typeof rateSchema>;
export const emptyRateForm = (): RateFormValues => ({
  roomTypeId: '',
  rateTypeId: '',
  date: '',
  untilDate: '',
  stoRateSingle: '',
  rackRateSingle: '',
  stoRateDouble: '',
  rackRateDouble: '',
  stoRateGroup: '',
  rackRateGroup: '',
});

