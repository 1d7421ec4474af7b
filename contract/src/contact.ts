/**
 * Contact details, alike on every form that takes them (bookings, stays, enquiries, hotels).
 */

/** A phone number as people type it: an optional +, then 7 to 20 digits, spaces, brackets and dashes. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{6,19}$/;

/** The longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** A guest's full name, on bookings, stays and insurance quotes. */
export const FULL_NAME_MAX_LENGTH = 120;

export const ContactMessages = {
  FULL_NAME: 'Full name is required.',
  FULL_NAME_TOO_LONG: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters.`,
  EMAIL: 'Email is required.',
  EMAIL_FORMAT: 'Enter a valid email address.',
  PHONE: 'Phone number is required.',
  PHONE_FORMAT: 'Enter a valid phone number, for example +27 82 555 0123.',
} as const;

/** "<label> must be at most <max> characters.", the length message of every text field. */
export const tooLongMessage = (label: string, max: number): string => `${label} must be at most ${max} characters.`;
