import { BookingMessages, ContactMessages, FULL_NAME_MAX_LENGTH, MAX_GUESTS_WITHOUT_LIMIT, SPECIAL_REQUESTS_MAX_LENGTH } from '@travel/contract';
import { z } from 'zod';
import { isLocalDate } from '../../lib/dates';
import { emailAddress, phoneNumber, requiredText as required } from '../../lib/zod-fields';

/** The booking form's messages: the contract's (the API's BookingInput answers with the same), by this form's names. */
export const bookingMessages = {
  fullName: BookingMessages.FULL_NAME,
  email: BookingMessages.EMAIL,
  emailFormat: BookingMessages.EMAIL_FORMAT,
  phone: BookingMessages.PHONE,
  phoneFormat: BookingMessages.PHONE_FORMAT,
  guests: BookingMessages.GUESTS,
  guestsWhole: BookingMessages.GUESTS_WHOLE,
  guestsMin: BookingMessages.GUESTS_MIN,
  guestsMax: BookingMessages.guestsMax,
  departure: BookingMessages.DEPARTURE,
  departurePast: BookingMessages.DEPARTURE_PAST,
  datesPassed: BookingMessages.DATES_PASSED,
  departureFrom: BookingMessages.departureFrom,
  returnBy: BookingMessages.returnBy,
  returnDate: BookingMessages.RETURN,
  returnOrder: BookingMessages.RETURN_ORDER,
  // The form's own: the API's LocalDate scalar refuses such a date with its own sentence.
  date: 'Enter a valid date.',
} as const;

/** The most guests the API accepts on one request when a package sets no limit. */
export { MAX_GUESTS_WITHOUT_LIMIT };

interface BookingRules {
  /** The package's maxGuests; null when it has none. */
  maxGuests: number | null;
  /** `YYYY-MM-DD`, South Africa's today (the server's): departures before this day are refused. */
  today: string;
  /** The package's travel window (`YYYY-MM-DD`, null = open): the trip must fit inside it. */
  fromDate: string | null;
  toDate: string | null;
}

/** The first and last day a trip may use: the window, from today on (the date inputs' min and max). */
export const bookableRange = ({ today, fromDate, toDate }: Pick<BookingRules, 'today' | 'fromDate' | 'toDate'>) => ({
  min: fromDate && fromDate > today ? fromDate : today,
  max: toDate ?? undefined,
});

/**
 * The booking form (/Booking/{id}): every field but special requests is required, guests between 1
 * and the package's maximum, departure today or later (South African date), return after departure,
 * both inside the package's travel window (server/src/bookings/bookings.service.ts checkTravelWindow). Its output, with the
 * package id, is the API's BookingInput.
 */
export const bookingSchema = ({ maxGuests, today, fromDate, toDate }: BookingRules) => {
  const max = maxGuests ?? MAX_GUESTS_WITHOUT_LIMIT;
  return z
    .object({
      fullName: required(bookingMessages.fullName).max(FULL_NAME_MAX_LENGTH, ContactMessages.FULL_NAME_TOO_LONG),
      email: emailAddress(),
      phone: phoneNumber(),
      guests: required(bookingMessages.guests)
        .regex(/^-?\d+$/, bookingMessages.guestsWhole)
        .transform(Number)
        .pipe(z.number().min(1, bookingMessages.guestsMin).max(max, bookingMessages.guestsMax(max))),
      departureDate: required(bookingMessages.departure)
        .refine(isLocalDate, bookingMessages.date)
        .refine((date) => date >= today, bookingMessages.departurePast)
        .refine((date) => !fromDate || date >= fromDate, fromDate ? bookingMessages.departureFrom(fromDate) : ''),
      returnDate: required(bookingMessages.returnDate)
        .refine(isLocalDate, bookingMessages.date)
        .refine((date) => !toDate || date <= toDate, toDate ? bookingMessages.returnBy(toDate) : ''),
      specialRequests: z.string().trim().max(SPECIAL_REQUESTS_MAX_LENGTH, BookingMessages.SPECIAL_REQUESTS_TOO_LONG).default(''),
    })
    .refine(
      ({ departureDate, returnDate }) =>
        !(isLocalDate(departureDate) && isLocalDate(returnDate)) || returnDate > departureDate,
      { path: ['returnDate'], message: bookingMessages.returnOrder },
    );
};

export type BookingValues = z.infer<ReturnType<typeof bookingSchema>>;
