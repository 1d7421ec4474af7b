import { BookingMessages } from './bookings.js';
import { ContactMessages } from './contact.js';

/** Plan Your Trip: the most guests and the largest budget (rand). */
export const MAX_ENQUIRY_GUESTS = 50;
export const MAX_BUDGET_RAND = 10_000_000;

/** The most characters of each enquiry form's texts. */
export const EnquiryLimits = {
  destination: 120,
  name: 120,
  address: 300,
  firstName: 60,
  lastName: 60,
  /** The contact form's message. */
  contactMessage: 5000,
  /** Plan Your Trip's message. */
  tripPlanMessage: 2000,
  /** Plan Your Trip's phone (the other forms check the pattern only). */
  phone: 30,
} as const;

/** Plan Your Trip, the insurance quote, the contact form and Book Your Trip. */
export const EnquiryMessages = {
  REPLY_TO: 'Please give an email address or a phone number so we can reply.',
  RETURN_AFTER: 'Return date must be after the departure date.',
  RETURN_NOT_BEFORE: 'Return date cannot be before the departure date.',
  DEPARTURE_PAST: BookingMessages.DEPARTURE_PAST,
  DESTINATION: 'Destination is required.',
  DEPARTURE: BookingMessages.DEPARTURE,
  RETURN: BookingMessages.RETURN,
  FULL_NAME: ContactMessages.FULL_NAME,
  EMAIL: ContactMessages.EMAIL,
  EMAIL_FORMAT: ContactMessages.EMAIL_FORMAT,
  PHONE: ContactMessages.PHONE,
  PHONE_FORMAT: ContactMessages.PHONE_FORMAT,
  FIRST_NAME: 'First name is required.',
  LAST_NAME: 'Last name is required.',
  MESSAGE: 'Message is required.',
  NAME: 'Name is required.',
  ADDRESS: 'Address is required.',
  GUESTS_WHOLE: BookingMessages.GUESTS_WHOLE,
  GUESTS_MIN: BookingMessages.GUESTS_MIN,
  GUESTS_MAX: `At most ${MAX_ENQUIRY_GUESTS} guests.`,
  BUDGET: 'Budget must be a number.',
  BUDGET_MIN: 'Budget cannot be negative.',
  BUDGET_MAX: 'Budget must be at most R10,000,000.',
} as const;
