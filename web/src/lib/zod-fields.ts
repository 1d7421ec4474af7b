import { ContactMessages, PHONE_PATTERN } from '@travel/contract';
import { z } from 'zod';

/**
 * Field schemas several forms share, with the contract's messages and patterns (the server's inputs
 * use the same), so a contact field reads and checks alike on every form.
 */

/** Required text, trimmed; `max` adds "At most N characters.". */
export const requiredText = (message: string, max?: number) => {
  const text = z.string().trim().min(1, message);
  return max === undefined ? text : text.max(max, `At most ${max} characters.`);
};

/** A required e-mail address. */
export const emailAddress = () => requiredText(ContactMessages.EMAIL).pipe(z.email(ContactMessages.EMAIL_FORMAT));

/** A required phone number, as people type it; `max` as requiredText's. */
export const phoneNumber = (max?: number) => requiredText(ContactMessages.PHONE, max).regex(PHONE_PATTERN, ContactMessages.PHONE_FORMAT);
