import { z } from 'zod';
import { formatLocalDate, isLocalDate } from '../../lib/dates';

/** The API's messages for the same rules (server/src/bookings/booking.inputs.ts), so both read alike. */
export const bookingMessages = {
  fullName: 'Full name is required.',
  email: 'Email is required.',
  emailFormat: 'Enter a valid email address.',
  phone: 'Phone number is required.',
  phoneFormat: 'Enter a valid phone number, for example +27 82 555 0123.',
  guests: 'Number of guests is required.',
  guestsWhole: 'Enter a whole number of guests.',
  guestsMin: 'At least 1 guest is required.',
  guestsMax: (max: number) => `This package takes at most ${max} ${max === 1 ? 'guest' : 'guests'}.`,
  departure: 'Departure date is required.',
  departurePast: 'The departure date cannot be in the past.',
  datesPassed: "This package's travel dates have passed: it can no longer be booked.",
  departureFrom: (date: string) => `This package departs from ${formatLocalDate(date)}: choose that date or a later one.`,
  returnBy: (date: string) => `This package's travel ends on ${formatLocalDate(date)}: choose a return on or before it.`,
  returnDate: 'Return date is required.',
  returnOrder: 'The return date must be after the departure date.',
  date: 'Enter a valid date.',
} as const;

/** The most guests the API accepts on one request when a package sets no limit. */
export const MAX_GUESTS_WITHOUT_LIMIT = 500;

const required = (message: string) => z.string().trim().min(1, message);

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
      fullName: required(bookingMessages.fullName).max(120, 'Full name must be at most 120 characters.'),
      email: required(bookingMessages.email).pipe(z.email(bookingMessages.emailFormat)),
      phone: required(bookingMessages.phone).regex(/^\+?[0-9][0-9 ()-]{6,19}$/, bookingMessages.phoneFormat),
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
      specialRequests: z.string().trim().max(2000, 'Special requests must be at most 2000 characters.').default(''),
    })
    .refine(
      ({ departureDate, returnDate }) =>
        !(isLocalDate(departureDate) && isLocalDate(returnDate)) || returnDate > departureDate,
      { path: ['returnDate'], message: bookingMessages.returnOrder },
    );
};

export type BookingValues = z.infer<ReturnType<typeof bookingSchema>>;
