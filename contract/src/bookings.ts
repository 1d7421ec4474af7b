import { ContactMessages } from './contact.js';
import { formatLocalDate } from './dates.js';

/** The most guests one package booking request may name when the package sets no limit. */
export const MAX_GUESTS_WITHOUT_LIMIT = 500;

/** Special requests on a booking or a stay. */
export const SPECIAL_REQUESTS_MAX_LENGTH = 2000;

/** The booking form's messages (/Booking/{id}); dates in them are written as the site writes dates. */
export const BookingMessages = {
  FULL_NAME: ContactMessages.FULL_NAME,
  EMAIL: ContactMessages.EMAIL,
  EMAIL_FORMAT: ContactMessages.EMAIL_FORMAT,
  PHONE: ContactMessages.PHONE,
  PHONE_FORMAT: ContactMessages.PHONE_FORMAT,
  GUESTS: 'Number of guests is required.',
  GUESTS_WHOLE: 'Number of guests must be a whole number.',
  GUESTS_MIN: 'At least 1 guest is required.',
  DEPARTURE: 'Departure date is required.',
  RETURN: 'Return date is required.',
  RETURN_ORDER: 'The return date must be after the departure date.',
  DEPARTURE_PAST: 'The departure date cannot be in the past.',
  DATES_PASSED: "This package's travel dates have passed: it can no longer be booked.",
  SPECIAL_REQUESTS_TOO_LONG: `Special requests must be at most ${SPECIAL_REQUESTS_MAX_LENGTH} characters.`,
  departureFrom: (date: string) => `This package departs from ${formatLocalDate(date)}: choose that date or a later one.`,
  returnBy: (date: string) => `This package's travel ends on ${formatLocalDate(date)}: choose a return on or before it.`,
  /** A package's own guest limit (the server's service checks it; the form too). */
  guestsMax: (max: number) => `This package takes at most ${max} ${max === 1 ? 'guest' : 'guests'}.`,
} as const;
