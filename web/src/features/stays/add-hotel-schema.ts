import { HOTEL_RATING_RANGE, HotelLimits as L, HotelMessages, MAX_DISTANCE_M } from '@travel/contract';
import { z } from 'zod';
import { zodFieldErrors } from '../../lib/forms';
import { emailAddress, phoneNumber, requiredText } from '../../lib/zod-fields';
import { registerSchema } from '../auth/schemas';

/** The hotel form's messages (the contract's, which the API's HotelInput uses too), by this form's field names. */
export const hotelMessages = {
  name: HotelMessages.NAME_REQUIRED,
  type: HotelMessages.TYPE_REQUIRED,
  address: HotelMessages.ADDRESS_REQUIRED,
  country: HotelMessages.COUNTRY_REQUIRED,
  city: HotelMessages.CITY_REQUIRED,
  postalCode: HotelMessages.POSTAL_CODE_REQUIRED,
  email: HotelMessages.EMAIL_REQUIRED,
  emailFormat: HotelMessages.EMAIL_INVALID,
  phone: HotelMessages.PHONE_REQUIRED,
  phoneFormat: HotelMessages.PHONE_INVALID,
  description: HotelMessages.DESCRIPTION_REQUIRED,
  rating: HotelMessages.RATING_REQUIRED,
  ratingRange: HotelMessages.RATING_RANGE,
  distance: HotelMessages.DISTANCE_INVALID,
  distanceRange: HotelMessages.DISTANCE_RANGE,
} as const;

export const ADD_HOTEL_SUCCESS = 'Hotel created successfully!';
export const ADD_HOTEL_FAILED = 'Failed to create hotel.';

/** The hotel half of /addhotel; form fields are named `hotel.<field>`, as the API names its errors. */
export const establishmentHotelSchema = z.object({
  name: requiredText(hotelMessages.name, L.name),
  type: requiredText(hotelMessages.type, L.type),
  address: requiredText(hotelMessages.address, L.address),
  country: requiredText(hotelMessages.country, L.country),
  city: requiredText(hotelMessages.city, L.city),
  postalCode: requiredText(hotelMessages.postalCode, L.postalCode),
  email: emailAddress(),
  phone: phoneNumber(L.phone),
  rating: z
    .string()
    .trim()
    .min(1, hotelMessages.rating)
    .transform(Number)
    .pipe(
      z
        .number({ error: hotelMessages.ratingRange })
        .min(HOTEL_RATING_RANGE.min, hotelMessages.ratingRange)
        .max(HOTEL_RATING_RANGE.max, hotelMessages.ratingRange),
    ),
  // Optional: blank means in the centre (the API's default 0).
  distanceFromCentreM: z
    .string()
    .trim()
    .default('')
    .refine((raw) => raw === '' || /^\d+$/.test(raw), hotelMessages.distance)
    .transform((raw) => (raw === '' ? 0 : Number(raw)))
    .pipe(z.number().max(MAX_DISTANCE_M, hotelMessages.distanceRange)),
  description: requiredText(hotelMessages.description, L.description),
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
