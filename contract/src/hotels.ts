import { ContactMessages } from './contact.js';
import { HOTEL_PHOTO_URL_MESSAGE, MAX_PHOTOS, maxPhotosMessage } from './photos.js';

/** Admin spec sections 3, 5 and 9: a hotel's rating is 0 to 5. */
export const HOTEL_RATING_RANGE = { min: 0, max: 5 } as const;

/** The farthest a hotel may be from its city's centre, in metres. */
export const MAX_DISTANCE_M = 1_000_000;

/** The largest amount in rand any inventory price may take (a room's base rate, a rate, an activity's price). */
export const MAX_INVENTORY_AMOUNT = 1_000_000;

/** What an inventory form says under an amount it cannot take. */
export const INVENTORY_AMOUNT_RANGE_MESSAGE = `Enter an amount in rand from 0 to ${String(MAX_INVENTORY_AMOUNT).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.`;

/** The most characters of each hotel text field. */
export const HotelLimits = {
  name: 200,
  type: 60,
  address: 300,
  country: 80,
  city: 80,
  postalCode: 20,
  phone: 40,
  description: 5000,
} as const;

/** The hotel form (create, edit, and the hotel half of /addhotel): admin spec section 5. */
export const HotelMessages = {
  NAME_REQUIRED: 'Hotel name is required.',
  TYPE_REQUIRED: 'Hotel type is required.',
  ADDRESS_REQUIRED: 'Address is required.',
  COUNTRY_REQUIRED: 'Country is required.',
  CITY_REQUIRED: 'City is required.',
  POSTAL_CODE_REQUIRED: 'Postal code is required.',
  EMAIL_REQUIRED: ContactMessages.EMAIL,
  EMAIL_INVALID: ContactMessages.EMAIL_FORMAT,
  PHONE_REQUIRED: ContactMessages.PHONE,
  PHONE_INVALID: ContactMessages.PHONE_FORMAT,
  DESCRIPTION_REQUIRED: 'Description is required.',
  RATING_REQUIRED: 'Rating is required.',
  RATING_NUMBER: 'Rating must be a number.',
  RATING_RANGE: `Rating must be between ${HOTEL_RATING_RANGE.min} and ${HOTEL_RATING_RANGE.max}.`,
  DISTANCE_INVALID: 'Distance from the centre must be a whole number of metres.',
  DISTANCE_RANGE: `Distance from the centre must be between 0 and ${MAX_DISTANCE_M} metres.`,
  PHOTOS_LIST: 'Photos must be a list of image addresses.',
  PHOTOS_MAX: maxPhotosMessage(MAX_PHOTOS),
  PHOTO_URL: HOTEL_PHOTO_URL_MESSAGE,
  HOTEL_REQUIRED: 'The hotel details are required.',
} as const;
