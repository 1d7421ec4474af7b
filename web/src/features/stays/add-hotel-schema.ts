import { z } from 'zod';
import { zodFieldErrors } from '../../lib/forms';
import { registerSchema } from '../auth/schemas';

/** The API's hotel messages (server/src/hotels/hotel.inputs.ts, HotelMsg), so both sides read alike. */
export const hotelMessages = {
  name: 'Hotel name is required.',
  type: 'Hotel type is required.',
  address: 'Address is required.',
  country: 'Country is required.',
  city: 'City is required.',
  postalCode: 'Postal code is required.',
  email: 'Email is required.',
  emailFormat: 'Enter a valid email address.',
  phone: 'Phone number is required.',
  phoneFormat: 'Enter a valid phone number, for example +27 82 555 0123.',
  description: 'Description is required.',
  rating: 'Rating is required.',
  ratingRange: 'Rating must be between 0 and 5.',
  distance: 'Distance from the centre must be a whole number of metres.',
  distanceRange: 'Distance from the centre must be between 0 and 1000000 metres.',
} as const;

export const ADD_HOTEL_SUCCESS = 'Hotel created successfully!';
export const ADD_HOTEL_FAILED = 'Failed to create hotel.';

const required = (message: string, max: number) => z.string().trim().min(1, message).max(max, `At most ${max} characters.`);

/** The hotel half of /addhotel; form fields are named `hotel.<field>`, as the API names its errors. */
export const establishmentHotelSchema = z.object({
  name: required(hotelMessages.name, 200),
  type: required(hotelMessages.type, 60),
  address: required(hotelMessages.address, 300),
  country: required(hotelMessages.country, 80),
  city: required(hotelMessages.city, 80),
  postalCode: required(hotelMessages.postalCode, 20),
  email: z.string().trim().min(1, hotelMessages.email).pipe(z.email(hotelMessages.emailFormat)),
  phone: required(hotelMessages.phone, 40).regex(/^\+?[0-9][0-9 ()-]{6,19}$/, hotelMessages.phoneFormat),
  rating: z
    .string()
    .trim()
    .min(1, hotelMessages.rating)
    .transform(Number)
    .pipe(z.number({ error: hotelMessages.ratingRange }).min(0, hotelMessages.ratingRange).max(5, hotelMessages.ratingRange)),
  // Optional: blank means in the centre (the API's default 0).
  distanceFromCentreM: z
    .string()
    .trim()
    .default('')
    .refine((raw) => raw === '' || /^\d+$/.test(raw), hotelMessages.distance)
    .transform((raw) => (raw === '' ? 0 : Number(raw)))
    .pipe(z.number().max(1_000_000, hotelMessages.distanceRange)),
  description: required(hotelMessages.description, 5000),
});

export type EstablishmentHotel = z.output<typeof establishmentHotelSchema>;

const HOTEL_PREFIX = 'hotel.';

/**
 * Splits the form's flat values into the account (the register form's schema: same rules and
 * messages) and the hotel, and checks both at once so every message shows in one go.
 */
export const parseEstablishmentForm = (
  values: Record<string, string>,
):
  | { success: true; account: z.output<typeof registerSchema>; hotel: EstablishmentHotel }
  | { success: false; fields: Record<string, string> } => {
  const accountValues: Record<string, string> = {};
  const hotelValues: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key.startsWith(HOTEL_PREFIX)) hotelValues[key.slice(HOTEL_PREFIX.length)] = value;
    else accountValues[key] = value;
  }
  const account = registerSchema.safeParse(accountValues);
  const hotel = establishmentHotelSchema.safeParse(hotelValues);
  if (account.success && hotel.success) return { success: true, account: account.data, hotel: hotel.data };
  const hotelFields = hotel.success ? {} : zodFieldErrors(hotel.error);
  const fields: Record<string, string> = {
    ...(account.success ? {} : zodFieldErrors(account.error)),
    ...Object.fromEntries(Object.entries(hotelFields).map(([key, message]) => [`${HOTEL_PREFIX}${key}`, message])),
  };
  return { success: false, fields };
};

/** The API names nested fields `hotel.email` (sometimes under `input.`); the form uses the same names. */
export const establishmentFieldErrors = (fields: Record<string, string>): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const name = key.replace(/^input\./, '').replace(/^(hotel\.photos)\.\d+$/, '$1');
    if (!(name in out)) out[name] = message;
  }
  return out;
};
