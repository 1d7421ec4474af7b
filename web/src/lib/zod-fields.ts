import { ContactMessages, isLocalDate, PHONE_PATTERN } from '@travel/contract';
import { z } from 'zod';
import { parseAmountToCents } from './money-input';

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

interface CentsFieldOptions {
  /** Shown when the field is empty. */
  required: string;
  /** Shown when the text is not an amount (letters, three decimals). */
  invalid: string;
  /** Shown for a minus sign; without it, `invalid`. */
  negative?: string;
  min?: { cents: number; message: string };
  max?: { cents: number; message: string };
}

/** A typed amount in rand (or dollars) as integer cents: "1 234.50" → 123450. */
export const centsAmount = ({ required, invalid, negative, min, max }: CentsFieldOptions) =>
  z
    .string()
    .trim()
    .min(1, required)
    .transform((text, context) => {
      const cents = parseAmountToCents(text);
      if (cents === null) {
        context.addIssue({ code: 'custom', message: negative && text.startsWith('-') ? negative : invalid });
        return z.NEVER;
      }
      return cents;
    })
    .refine((cents) => !min || cents >= min.cents, min?.message)
    .refine((cents) => !max || cents <= max.cents, max?.message);

/** Like centsAmount, but an empty field is null (an optional net cost). */
export const optionalCentsAmount = ({ invalid, negative, min, max }: Omit<CentsFieldOptions, 'required'>) =>
  z
    .string()
    .trim()
    .transform((text, context): number | null => {
      if (text === '') return null;
      const cents = parseAmountToCents(text);
      if (cents === null) {
        context.addIssue({ code: 'custom', message: negative && text.startsWith('-') ? negative : invalid });
        return z.NEVER;
      }
      return cents;
    })
    .refine((cents) => cents === null || !min || cents >= min.cents, min?.message)
    .refine((cents) => cents === null || !max || cents <= max.cents, max?.message);

/** A whole number typed into a field, within [min, max]. */
export const wholeNumber = ({ required, whole, min, max }: { required: string; whole: string; min: { value: number; message: string }; max: { value: number; message: string } }) =>
  z
    .string()
    .trim()
    .min(1, required)
    .regex(/^\d+$/, whole)
    .transform(Number)
    .refine((value) => value >= min.value, min.message)
    .refine((value) => value <= max.value, max.message);

/** A required calendar date (YYYY-MM-DD, as a date input gives it). */
export const requiredLocalDate = (message: string) => z.string().refine(isLocalDate, message);
