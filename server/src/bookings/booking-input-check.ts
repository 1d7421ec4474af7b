import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, MAX_GUESTS_WITHOUT_LIMIT, PHONE_PATTERN, SPECIAL_REQUESTS_MAX_LENGTH } from '@travel/contract';
import { isEmail, isInt, isNotEmpty, isString, matches, max, maxLength, min } from 'class-validator';
import { toSouthAfricanCalendarDate } from '../common/calendar-date.js';
import { canonicalizeIds, findInputProblem } from '../common/input-boundary.js';
import { isLocalDate } from '../common/local-date.scalar.js';
import { restNumbersFromText } from '../common/rest-numbers.js';
import { isSecretKey } from '../logging/masks.js';
import { BookingInput } from './booking.inputs.js';
import { fromRestBookingBody } from './rest-booking-body.js';

const FIELDS = new Set(['packageId', 'fullName', 'email', 'phone', 'guests', 'departureDate', 'returnDate', 'specialRequests']);

const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);
const requiredText = (value: unknown): value is string => isString(value) && isNotEmpty(value);

/**
 * The booking form's input as the validation pipe would hand it to the service, or undefined when the pipe
 * might refuse it. The same steps and the same checks as `BookingInput`'s decorators and the pipe run
 * (the input boundary, lower-case UUIDs, trimming, the date transform, class-validator's own functions), with
 * none of the machinery: the booking fast path takes a request only when this accepts it, and hands every
 * other to the full pipeline, which words the refusal. So it may refuse more than the pipe, never less
 * (booking-input-check.spec.ts holds it to that).
 */
export function bookingInputIfValid(raw: unknown): BookingInput | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  if (Object.keys(raw).some((key) => !FIELDS.has(key))) return undefined;
  if (findInputProblem(raw, 'input')) return undefined;
  const value = canonicalizeIds({ ...(raw as Record<string, unknown>) }, isSecretKey);
  const packageId = value.packageId;
  const [fullName, email, phone] = [trimmed(value.fullName), trimmed(value.email), trimmed(value.phone)];
  const specialRequests = value.specialRequests === undefined ? '' : trimmed(value.specialRequests);
  const [departureDate, returnDate] = [toSouthAfricanCalendarDate(value.departureDate), toSouthAfricanCalendarDate(value.returnDate)];
  const guests = value.guests;
  if (!requiredText(packageId)) return undefined;
  if (!requiredText(fullName) || !maxLength(fullName, FULL_NAME_MAX_LENGTH)) return undefined;
  if (!requiredText(email) || !maxLength(email, EMAIL_MAX_LENGTH) || !isEmail(email, {})) return undefined;
  if (!requiredText(phone) || !matches(phone, PHONE_PATTERN)) return undefined;
  if (!isInt(guests) || !min(guests, 1) || !max(guests, MAX_GUESTS_WITHOUT_LIMIT)) return undefined;
  if (!isLocalDate(departureDate) || !isLocalDate(returnDate)) return undefined;
  if (!isString(specialRequests) || !maxLength(specialRequests, SPECIAL_REQUESTS_MAX_LENGTH)) return undefined;
  return { packageId, fullName, email, phone, guests: guests as number, departureDate, returnDate, specialRequests } as BookingInput;
}

/**
 * The same for the body of `POST /api/bookings`, taken through the steps the controller's request takes
 * before the service: the global pipe on the raw body (the input boundary, lower-case UUIDs), the form's
 * field names (`fromRestBookingBody`), numbers sent as text (`restNumbersFromText`), then the input's checks.
 */
export function restBookingInputIfValid(body: unknown): BookingInput | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  // No field of the form holds an object; a shallow copy then keeps the request's own body as it came.
  if (Object.values(body).some((value) => typeof value === 'object' && value !== null)) return undefined;
  if (findInputProblem(body, '')) return undefined;
  const named = fromRestBookingBody(canonicalizeIds({ ...(body as Record<string, unknown>) }, isSecretKey));
  return bookingInputIfValid(restNumbersFromText(BookingInput, named));
}
