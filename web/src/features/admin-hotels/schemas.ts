import { z } from 'zod';
import { MAX_PHOTOS, maxPhotosMessage } from '../../components/photo-picker';

/**
 * The hotel form (admin spec section 5: every field required, email valid, rating 0 to 5, at most 8
 * photos; the messages repeat the server's, server/src/hotels/hotel.inputs.ts). The schema reads the form's values (text as typed) and produces the API's HotelInput, so
 * a parsed form goes to the mutation unchanged. Field paths are the input's names, the same keys the
 * API uses in `extensions.fields`, so one map of messages serves both.
 */
export const MAX_DISTANCE_M = 1_000_000;

export const hotelFormMessages = {
  nameRequired: 'Hotel name is required.',
  typeRequired: 'Hotel type is required.',
  addressRequired: 'Address is required.',
  countryRequired: 'Country is required.',
  cityRequired: 'City is required.',
  postalCodeRequired: 'Postal code is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Enter a valid phone number, for example +27 82 555 0123.',
  photosRequired: 'Add at least one photo.',
  photosMax: maxPhotosMessage(MAX_PHOTOS),
  ratingRequired: 'Rating is required.',
  ratingRange: 'Rating must be between 0 and 5.',
  descriptionRequired: 'Description is required.',
  distanceInvalid: 'Distance from the centre must be a whole number of metres.',
  distanceRange: `Distance from the centre must be between 0 and ${MAX_DISTANCE_M} metres.`,
} as const;

const required = (message: string, max = 200) => z.string().trim().min(1, message).max(max, `At most ${max} characters.`);

/** Admin spec sections 3, 5 and 9: a hotel's rating is 0 to 5. */
export const HOTEL_RATING_RANGE = { min: 0, max: 5 } as const;

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
  name: required(hotelFormMessages.nameRequired),
  type: required(hotelFormMessages.typeRequired, 60),
  address: required(hotelFormMessages.addressRequired, 300),
  country: required(hotelFormMessages.countryRequired, 80),
  city: required(hotelFormMessages.cityRequired, 80),
  postalCode: required(hotelFormMessages.postalCodeRequired, 20),
  email: z
    .string()
    .trim()
    .min(1, hotelFormMessages.emailRequired)
    .pipe(z.email({ error: hotelFormMessages.emailInvalid })),
  phone: required(hotelFormMessages.phoneRequired, 40).regex(/^\+?[0-9][0-9 ()-]{6,19}$/, hotelFormMessages.phoneInvalid),
  // Counted here (keys of the picker's items); the URLs are known only after the upload.
  photos: z.array(z.string()).min(1, hotelFormMessages.photosRequired).max(MAX_PHOTOS, hotelFormMessages.photosMax),
  rating,
  description: required(hotelFormMessages.descriptionRequired, 5000),
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
