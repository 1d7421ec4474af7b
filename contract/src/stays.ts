/**
 * Hotel stays (public spec §3 and §5): the search's and the reservation's bounds and the texts a refused
 * search answers with. The server's StaySearchInput/StayPartyInput and stay rules and the web's search
 * form, counters and price filter are built from these.
 */
export const StayLimits = {
  adults: { min: 1, max: 30 },
  children: { min: 0, max: 20 },
  rooms: { min: 1, max: 10 },
  maxNights: 30,
  /** Check-in at most this many days ahead (two years). */
  maxDaysAhead: 730,
  /** The /hotels list's default price filter, whole rand per night. */
  defaultMinPrice: 0,
  defaultMaxPrice: 4999,
  /** Prices per night are below a million rand. */
  maxPrice: 999_999,
} as const;

export const StayMessages = {
  CHECK_IN: 'Check-in date is required.',
  CHECK_OUT: 'Check-out date is required.',
  CHECK_IN_PAST: 'Check-in cannot be in the past.',
  CHECK_IN_TOO_FAR: 'Check-in can be at most 2 years ahead.',
  CHECK_OUT_ORDER: 'Check-out must be after check-in.',
  TOO_MANY_NIGHTS: `A stay can be at most ${StayLimits.maxNights} nights.`,
  ADULTS: `At least ${StayLimits.adults.min} adult is required.`,
  ADULTS_MAX: `At most ${StayLimits.adults.max} adults.`,
  CHILDREN: 'Children cannot be negative.',
  CHILDREN_MAX: `At most ${StayLimits.children.max} children.`,
  ROOMS: `At least ${StayLimits.rooms.min} room is required.`,
  ROOMS_MAX: `At most ${StayLimits.rooms.max} rooms.`,
  ROOM_NEEDS_ADULT: 'Each room needs at least one adult.',
  PRICE_NEGATIVE: 'Prices cannot be negative.',
  PRICE_WHOLE: 'Enter a whole number of rand.',
  PRICE_TOO_HIGH: 'Prices must be below 1 000 000 per night.',
  PRICE_ORDER: 'The minimum price cannot be above the maximum price.',
  HOTEL: 'Choose a hotel.',
  ROOM_TYPE: 'Choose a room type.',
} as const;
