import { z } from 'zod';
import { bookingMessages } from '../booking/booking-schema';

/** The API's answer when another guest took the last room first (reserveStay, CONFLICT). */
export const NO_LONGER_AVAILABLE = 'Sorry, this room is no longer available for those dates.';
export const RESERVATION_PENDING_TEXT = 'The hotel will confirm your reservation.';

const required = (message: string) => z.string().trim().min(1, message);

/** The guest's details of a reservation: the same rules and messages as the API's ReserveStayInput. */
export const reservationSchema = z.object({
  fullName: required(bookingMessages.fullName).max(120, 'Full name must be at most 120 characters.'),
  email: required(bookingMessages.email).pipe(z.email(bookingMessages.emailFormat)),
  phone: required(bookingMessages.phone).regex(/^\+?[0-9][0-9 ()-]{6,19}$/, bookingMessages.phoneFormat),
  specialRequests: z.string().trim().max(2000, 'Special requests must be at most 2000 characters.').default(''),
});

export type ReservationValues = z.infer<typeof reservationSchema>;
