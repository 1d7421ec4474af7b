import { PACKAGE_TYPES } from './options.js';
import { MAX_PHOTOS, maxPhotosMessage, PHOTO_URL_MESSAGE } from './photos.js';

/** Prices are below ten million (in the package's currency), with at most two decimals. */
export const MAX_PACKAGE_PRICE = 9_999_999;

/** Durations (days or nights) and itinerary day numbers run up to a year. */
export const MAX_DURATION_DAYS = 365;

/** A package's group size and minimum age. */
export const PackageLimits = {
  maxGuests: { min: 1, max: 500 },
  minAge: { min: 0, max: 120 },
  accommodationRating: { min: 0, max: 5 },
  title: 200,
  location: 120,
  countryOrCity: 100,
  description: 5000,
} as const;

/** The two admin package forms (admin spec sections 4 and 5). */
export const PackageMessages = {
  TITLE_REQUIRED: 'Title is required.',
  NAME_REQUIRED: 'Name is required.',
  TYPE_REQUIRED: 'Package Type is required.',
  TYPE_INVALID: `Package Type must be one of ${PACKAGE_TYPES.join(', ')}.`,
  DESCRIPTION_REQUIRED: 'Description is required.',
  COUNTRY_REQUIRED: 'Country is required.',
  CITY_REQUIRED: 'City is required.',
  DESTINATION_REQUIRED: 'At least one destination is required.',
  LOCATION_REQUIRED: 'Destination location is required.',
  ATTRACTION_REQUIRED: 'Each destination needs at least one attraction.',
  ATTRACTION_BLANK: 'Attractions cannot be blank.',
  PHOTOS_MAX: maxPhotosMessage(MAX_PHOTOS),
  PHOTO_URL: PHOTO_URL_MESSAGE,
  PRICE_REQUIRED: 'Adult price is required.',
  PRICE_NEGATIVE: 'Prices cannot be negative.',
  PRICE_TOO_HIGH: 'Prices must be below 10 000 000.',
  CURRENCY: 'Currency must be ZAR or USD.',
  DATES_ORDER: 'The end date must be on or after the start date.',
  WAS_PRICE: 'The price before the special must be higher than the price.',
  DAY_TITLE_REQUIRED: 'Day title is required.',
  DAY_RANGE: `Itinerary days run from 1 to ${MAX_DURATION_DAYS}.`,
  RATING_RANGE: 'Accommodation rating must be 0 to 5.',
  DURATION_NEGATIVE: 'Duration cannot be negative.',
  DURATION_DAYS_WHOLE: 'Duration must be a whole number of days.',
  DURATION_NIGHTS_WHOLE: 'Duration must be a whole number of nights.',
  MIN_AGE_NEGATIVE: 'Minimum age cannot be negative.',
} as const;
