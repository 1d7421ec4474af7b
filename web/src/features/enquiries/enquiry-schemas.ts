import { z } from 'zod';
import { bookingMessages } from '../booking/booking-schema';
import { isLocalDate } from '../../lib/dates';

/**
 * The API's messages for the same rules (server/src/enquiries/enquiry.inputs.ts and the service),
 * so a message reads the same whether the browser or the server caught the mistake.
 */
export const enquiryMessages = {
  replyTo: 'Please give an email address or a phone number so we can reply.',
  fullName: bookingMessages.fullName,
  email: bookingMessages.email,
  emailFormat: bookingMessages.emailFormat,
  phone: bookingMessages.phone,
  phoneFormat: bookingMessages.phoneFormat,
  destination: 'Destination is required.',
  departure: bookingMessages.departure,
  departurePast: bookingMessages.departurePast,
  returnDate: bookingMessages.returnDate,
  returnAfter: 'Return date must be after the departure date.',
  returnNotBefore: 'Return date cannot be before the departure date.',
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  message: 'Message is required.',
  name: 'Name is required.',
  address: 'Address is required.',
  guestsWhole: 'Number of guests must be a whole number.',
  guestsMin: 'At least 1 guest is required.',
  guestsMax: 'At most 50 guests.',
  budget: 'Budget must be a number.',
  budgetMin: 'Budget cannot be negative.',
  budgetMax: 'Budget must be at most R10,000,000.',
  date: bookingMessages.date,
} as const;

/** Public spec, Plan Your Trip: the holiday type select, in the spec's order. */
export const HOLIDAY_TYPES = ['adventure', 'beach', 'city', 'cultural', 'family', 'romantic', 'wellness'] as const;
export type HolidayTypeValue = (typeof HOLIDAY_TYPES)[number];

const PHONE = /^\+?[0-9][0-9 ()-]{6,19}$/;
export const MAX_GUESTS = 50;
export const MAX_BUDGET_RAND = 10_000_000;

const required = (message: string) => z.string().trim().min(1, message);
/** An optional text input: blank becomes undefined, so the API gets no empty strings. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined));
/** An optional number input, read from its text; blank becomes undefined. */
const optionalNumber = (invalid: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const number = Number(value);
      if (!Number.isFinite(number)) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return number;
    });
/** The honeypot travels as typed: empty for people. */
const honeypot = z.string().optional().default('');

/**
 * Plan Your Trip (/TripPlan): no field is required, but the agency needs an email or a phone to
 * reply; what is given must be valid (dates not in the past, return not before departure).
 * The output is the API's TripPlanInput.
 */
export const tripPlanSchema = ({ today }: { today: string }) =>
  z
    .object({
      destination: optionalText(120, 'Destination'),
      guests: optionalNumber(enquiryMessages.guestsWhole).pipe(
        z
          .number()
          .int(enquiryMessages.guestsWhole)
          .min(1, enquiryMessages.guestsMin)
          .max(MAX_GUESTS, enquiryMessages.guestsMax)
          .optional(),
      ),
      departureDate: optionalText(10, 'Departure date')
        .refine((date) => date === undefined || isLocalDate(date), enquiryMessages.date)
        .refine((date) => date === undefined || date >= today, enquiryMessages.departurePast),
      returnDate: optionalText(10, 'Return date').refine((date) => date === undefined || isLocalDate(date), enquiryMessages.date),
      holidayType: z
        .union([z.enum(HOLIDAY_TYPES), z.literal('')])
        .optional()
        .transform((value) => (value ? value : undefined)),
      budget: optionalNumber(enquiryMessages.budget).pipe(
        z.number().min(0, enquiryMessages.budgetMin).max(MAX_BUDGET_RAND, enquiryMessages.budgetMax).optional(),
      ),
      firstName: optionalText(60, 'First name'),
      lastName: optionalText(60, 'Last name'),
      email: optionalText(254, 'Email').pipe(z.email(enquiryMessages.emailFormat).optional()),
      phone: optionalText(30, 'Phone number').refine((phone) => phone === undefined || PHONE.test(phone), enquiryMessages.phoneFormat),
      message: optionalText(2000, 'Message'),
      website: honeypot,
    })
    .superRefine((values, ctx) => {
      if (!values.email && !values.phone) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: enquiryMessages.replyTo });
        ctx.addIssue({ code: 'custom', path: ['phone'], message: enquiryMessages.replyTo });
      }
      if (values.departureDate && values.returnDate && values.returnDate < values.departureDate) {
        ctx.addIssue({ code: 'custom', path: ['returnDate'], message: enquiryMessages.returnNotBefore });
      }
    });

/**
 * The travel insurance quote (/Insurance): all six fields required, a real email, departure today
 * or later, return after departure. The output is the API's InsuranceQuoteInput.
 */
export const insuranceQuoteSchema = ({ today }: { today: string }) =>
  z
    .object({
      fullName: required(enquiryMessages.fullName).max(120, 'Full name must be at most 120 characters.'),
      email: required(enquiryMessages.email).pipe(z.email(enquiryMessages.emailFormat)),
      phoneNumber: required(enquiryMessages.phone).regex(PHONE, enquiryMessages.phoneFormat),
      destination: required(enquiryMessages.destination).max(120, 'Destination must be at most 120 characters.'),
      departureDate: required(enquiryMessages.departure)
        .refine(isLocalDate, enquiryMessages.date)
        .refine((date) => date >= today, enquiryMessages.departurePast),
      returnDate: required(enquiryMessages.returnDate).refine(isLocalDate, enquiryMessages.date),
      website: honeypot,
    })
    .refine(
      ({ departureDate, returnDate }) => !(isLocalDate(departureDate) && isLocalDate(returnDate)) || returnDate > departureDate,
      { path: ['returnDate'], message: enquiryMessages.returnAfter },
    );

/** The contact form (/Contact): all four fields required. The output is the API's ContactMessageInput. */
export const contactMessageSchema = z.object({
  firstName: required(enquiryMessages.firstName).max(60, 'First name must be at most 60 characters.'),
  lastName: required(enquiryMessages.lastName).max(60, 'Last name must be at most 60 characters.'),
  email: required(enquiryMessages.email).pipe(z.email(enquiryMessages.emailFormat)),
  message: required(enquiryMessages.message).max(5000, 'Message must be at most 5000 characters.'),
  website: honeypot,
});

/** The home page's Book Your Trip popup (public spec, Home): Name, email, Address, all required. */
export const tripBookingSchema = z.object({
  name: required(enquiryMessages.name).max(120, 'Name must be at most 120 characters.'),
  email: required(enquiryMessages.email).pipe(z.email(enquiryMessages.emailFormat)),
  address: required(enquiryMessages.address).max(300, 'Address must be at most 300 characters.'),
  website: honeypot,
});

export type TripPlanValues = z.infer<ReturnType<typeof tripPlanSchema>>;
export type InsuranceQuoteValues = z.infer<ReturnType<typeof insuranceQuoteSchema>>;
export type ContactMessageValues = z.infer<typeof contactMessageSchema>;
export type TripBookingValues = z.infer<typeof tripBookingSchema>;
