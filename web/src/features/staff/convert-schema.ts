import { z } from 'zod';

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date.');

/** A number typed in a box: an empty box is missing (not 0), so it gets the field's own message. */
const typedNumber = <T extends z.ZodType>(number: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), number);

/** The convert form (ConvertEnquiryInput): what the staff member quoted the customer. */
export const convertSchema = z
  .object({
    title: z.string().trim().max(200, 'Keep the title under 200 characters.'),
    guests: typedNumber(
      z.coerce
        .number({ error: 'Enter the number of guests.' })
        .int('Guests must be a whole number.')
        .min(1, 'At least 1 guest.')
        .max(100, 'At most 100 guests.'),
    ),
    departureDate: localDate,
    returnDate: localDate,
    total: typedNumber(z.coerce.number({ error: 'Enter the total in rand.' }).min(0, 'The total cannot be negative.')),
  })
  .refine((value) => value.returnDate > value.departureDate, {
    path: ['returnDate'],
    message: 'The return date must be after the departure date.',
  });

export type ConvertValues = z.infer<typeof convertSchema>;
