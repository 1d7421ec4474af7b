import type { Booking } from './booking.model.js';

type Plain = Record<string, unknown>;

/** What `POST /api/bookings` says besides the stored request (the spec's original API). */
export const BOOKING_RECEIVED = 'Booking request received.';

const omit = (value: Plain, keys: readonly string[]): Plain => Object.fromEntries(Object.entries(value).filter(([k]) => !keys.includes(k)));

/**
 * The booking form's field names (spec: full name, departure, return, special requests and hidden
 * package fields) → BookingInput. Hidden fields such as the adult price are dropped: the server
 * prices the request from the package itself.
 */
export function fromRestBookingBody(body: Plain): Plain {
  const { name, departure, return: returnDate, message, package: pkg, ...withHidden } = body;
  const rest = omit(withHidden, ['packageName', 'country', 'type', 'adultPrice']);
  return {
    ...rest,
    ...(rest.fullName === undefined && name !== undefined ? { fullName: name } : {}),
    ...(rest.departureDate === undefined && departure !== undefined ? { departureDate: departure } : {}),
    ...(rest.returnDate === undefined && returnDate !== undefined ? { returnDate } : {}),
    ...(rest.specialRequests === undefined && message !== undefined ? { specialRequests: message } : {}),
    ...(rest.packageId === undefined && pkg !== undefined ? { packageId: pkg } : {}),
    ...(typeof rest.guests === 'string' && /^\d+$/.test(rest.guests) ? { guests: Number(rest.guests) } : {}),
  };
}

/** The answer to `POST /api/bookings`: the stored request, its id also as `_id` (the original API's), and a message. */
export function restBookingAnswer(booking: Booking): Booking & { _id: string; message: string } {
  return { _id: booking.id, ...booking, message: BOOKING_RECEIVED };
}
