import { HOTEL_RATING_RANGE, HotelLimits as L, HotelMessages, MAX_DISTANCE_M, MAX_PHOTOS } from '@travel/contract';
import { z } from 'zod';
import { emailAddress, phoneNumber, requiredText } from '../../lib/zod-fields';

/**
 * The hotel form (admin spec section 5: every field required, email valid, rating 0 to 5, at most 8
 * photos; the contract's messages and limits, which the server's HotelInput uses too). The schema reads the
 * form's values (text as typed) and produces the API's HotelInput, so a parsed form goes to the mutation
 * unchanged. Field paths are the input's names, the same keys the API uses in `extensions.fields`, so one
 * map of messages serves both.
 */
export { HOTEL_RATING_RANGE, MAX_DISTANCE_M };

export const hotelFormMessages = {
  nameRequired: HotelMessages.NAME_REQUIRED,
  typeRequired: HotelMessages.TYPE_REQUIRED,
  addressRequired: HotelMessages.ADDRESS_REQUIRED,
  countryRequired: HotelMessages.COUNTRY_REQUIRED,
  cityRequired: HotelMessages.CITY_REQUIRED,
  postalCodeRequired: HotelMessages.POSTAL_CODE_REQUIRED,
  emailRequired: HotelMessages.EMAIL_REQUIRED,
  emailInvalid: HotelMessages.EMAIL_INVALID,
  phoneRequired: HotelMessages.PHONE_REQUIRED,
  phoneInvalid: HotelMessages.PHONE_INVALID,
  // The form's own: it asks for a photo, the API takes a hotel without one.
  photosRequired: 'Add at least one photo.',
  photosMax: HotelMessages.PHOTOS_MAX,
  ratingRequired: HotelMessages.RATING_REQUIRED,
  ratingRange: HotelMessages.RATING_RANGE,
  descriptionRequired: HotelMessages.DESCRIPTION_REQUIRED,
  distanceInvalid: HotelMessages.DISTANCE_INVALID,
  distanceRange: HotelMessages.DISTANCE_RANGE,
} as const;

const rating = z
  .string()
  .trim()
  .transform((raw, ctx): number => {
    if (raw === '') {
      ctx.addIssue({ code: 'custom', message: hotelFormMessages.ratingRequired });
      return z.NEVER;
    }
    const value = Number(raw);
    if (!Number.isFinite(value) || value < HOTEL_RATING_RANGE.min || value > HOTEL_RATING_RANGE.max) {
      ctx.addIssue({ code: 'custom', message: hotelFormMessages.ratingRange });
      return z.NEVER;
    }
    return value;
  });

/** Optional: blank is 0 (the API's default, "in the centre"). */
const distance = z
  .string()
  .trim()
  .transform((raw, ctx): number => {
    if (raw === '') return 0;
    const value = Number(raw);
    if (!Number.isInteger(value)) {
      ctx.addIssue({ code: 'custom', message: hotelFormMessages.distanceInvalid });
      return z.NEVER;
    }
    if (value < 0 || value > MAX_DISTANCE_M) {
      ctx.addIssue({ code: 'custom', message: hotelFormMessages.distanceRange });
      return z.NEVER;
    }
    return value;
  });

export const hotelFormSchema = z.object({
  name: requiredText(hotelFormMessages.nameRequired, L.name),
  type: requiredText(hotelFormMessages.typeRequired, L.type),
  address: requiredText(hotelFormMessages.addressRequired, L.address),
  country: requiredText(hotelFormMessages.countryRequired, L.country),
  city: requiredText(hotelFormMessages.cityRequired, L.city),
  postalCode: requiredText(hotelFormMessages.postalCodeRequired, L.postalCode),
  email: emailAddress(),
  phone: phoneNumber(L.phone),
  // Counted here (keys of the picker's items); the URLs are known only after the upload.
  photos: z.array(z.string()).min(1, hotelFormMessages.photosRequired).max(MAX_PHOTOS, hotelFormMessages.photosMax),
  rating,
  description: requiredText(hotelFormMessages.descriptionRequired, L.description),
  distanceFromCentreM: distance,
});

export type HotelFormValues = z.input<typeof hotelFormSchema>;
export type HotelFormOutput = z.output<typeof hotelFormSchema>;

export const emptyHotelForm = (): HotelFormValues => ({
  name: '',
  type: '',
  address: '',
  country: 'South Africa',
  city: '',
  postalCode: '',
  email: '',
  phone: '',
  photos: [],
  rating: '',
  description: '',
  distanceFromCentreM: '',
});

export interface HotelFormSource {
  name: string;
  type: string;
  address: string;
  country: string;
  city: string;
  postalCode: string;
  email: string;
  phone: string;
  photos: readonly string[];
  rating: number;
  description: string;
  distanceFromCentreM: number;
}

/** The edit form's starting values, from a loaded hotel. */
export const hotelFormFrom = (hotel: HotelFormSource): HotelFormValues => ({
  name: hotel.name,
  type: hotel.type,
  address: hotel.address,
  country: hotel.country,
  city: hotel.city,
  postalCode: hotel.postalCode,
  email: hotel.email,
  phone: hotel.phone,
  photos: [...hotel.photos],
  rating: String(hotel.rating),
  description: hotel.description,
  distanceFromCentreM: hotel.distanceFromCentreM ? String(hotel.distanceFromCentreM) : '',
});

/** The API may name `photos.3` or `input.email`: map each to the form's field. */
export const normaliseFieldErrors = (fields: Record<string, string>): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const name = key.replace(/^input\./, '').split('.')[0] ?? key;
    if (!(name in out)) out[name] = message;
  }
  return out;
};
