import {
  ContactMessages,
  EMAIL_MAX_LENGTH,
  EnquiryLimits as L,
  EnquiryMessages,
  FULL_NAME_MAX_LENGTH,
  HOLIDAY_TYPES,
  type HolidayType,
  MAX_BUDGET_RAND,
  MAX_ENQUIRY_GUESTS as MAX_GUESTS,
  PHONE_PATTERN as PHONE,
  tooLongMessage,
} from '@travel/contract';
import { z } from 'zod';
import { bookingMessages } from '../booking/booking-schema';
import { isLocalDate } from '../../lib/dates';
import { emailAddress, phoneNumber, requiredText as required } from '../../lib/zod-fields';

/**
 * The enquiry forms' messages: the contract's (the API's enquiry inputs answer with the same), so a
 * message reads the same whether the browser or the server caught the mistake.
 */
export const enquiryMessages = {
  replyTo: EnquiryMessages.REPLY_TO,
  fullName: EnquiryMessages.FULL_NAME,
  email: EnquiryMessages.EMAIL,
  emailFormat: EnquiryMessages.EMAIL_FORMAT,
  phone: EnquiryMessages.PHONE,
  phoneFormat: EnquiryMessages.PHONE_FORMAT,
  destination: EnquiryMessages.DESTINATION,
  departure: EnquiryMessages.DEPARTURE,
  departurePast: EnquiryMessages.DEPARTURE_PAST,
  returnDate: EnquiryMessages.RETURN,
  returnAfter: EnquiryMessages.RETURN_AFTER,
  returnNotBefore: EnquiryMessages.RETURN_NOT_BEFORE,
  firstName: EnquiryMessages.FIRST_NAME,
  lastName: EnquiryMessages.LAST_NAME,
  message: EnquiryMessages.MESSAGE,
  name: EnquiryMessages.NAME,
  address: EnquiryMessages.ADDRESS,
  guestsWhole: EnquiryMessages.GUESTS_WHOLE,
  guestsMin: EnquiryMessages.GUESTS_MIN,
  guestsMax: EnquiryMessages.GUESTS_MAX,
  budget: EnquiryMessages.BUDGET,
  budgetMin: EnquiryMessages.BUDGET_MIN,
  budgetMax: EnquiryMessages.BUDGET_MAX,
  date: bookingMessages.date,
} as const;

/** Public spec, Plan Your Trip: the holiday type select, in the spec's order. */
export { HOLIDAY_TYPES, MAX_BUDGET_RAND, MAX_GUESTS };
export type HolidayTypeValue = HolidayType;
/** An optional text input: blank becomes undefined, so the API gets no empty strings. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
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
      destination: optionalText(L.destination, 'Destination'),
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
      firstName: optionalText(L.firstName, 'First name'),
      lastName: optionalText(L.lastName, 'Last name'),
      email: optionalText(EMAIL_MAX_LENGTH, 'Email').pipe(z.email(enquiryMessages.emailFormat).optional()),
      phone: optionalText(L.phone, 'Phone number').refine((phone) => phone === undefined || PHONE.test(phone), enquiryMessages.phoneFormat),
      message: optionalText(L.tripPlanMessage, 'Message'),
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
      fullName: required(enquiryMessages.fullName).max(FULL_NAME_MAX_LENGTH, ContactMessages.FULL_NAME_TOO_LONG),
      email: emailAddress(),
      phoneNumber: phoneNumber(),
      destination: required(enquiryMessages.destination).max(L.destination, tooLongMessage('Destination', L.destination)),
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
  firstName: required(enquiryMessages.firstName).max(L.firstName, tooLongMessage('First name', L.firstName)),
  lastName: required(enquiryMessages.lastName).max(L.lastName, tooLongMessage('Last name', L.lastName)),
  email: emailAddress(),
  message: required(enquiryMessages.message).max(L.contactMessage, tooLongMessage('Message', L.contactMessage)),
  website: honeypot,
});

/** The home page's Book Your Trip popup (public spec, Home): Name, email, Address, all required. */
export const tripBookingSchema = z.object({
  name: required(enquiryMessages.name).max(L.name, tooLongMessage('Name', L.name)),
  email: emailAddress(),
  address: required(enquiryMessages.address).max(L.address, tooLongMessage('Address', L.address)),
  website: honeypot,
});

export type TripPlanValues = z.infer<ReturnType<typeof tripPlanSchema>>;
export type InsuranceQuoteValues = z.infer<ReturnType<typeof insuranceQuoteSchema>>;
export type ContactMessageValues = z.infer<typeof contactMessageSchema>;
export type TripBookingValues = z.infer<typeof tripBookingSchema>;
