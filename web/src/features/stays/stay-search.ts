import { StayLimits, StayMessages } from '@travel/contract';
import type { StaySearchQuery } from '../../config/paths';
import { addDays, isLocalDate, nightsBetween, todayInSouthAfrica } from '../../lib/dates';

/**
 * The stay search state of public spec §3: city, dates (a list of one range, as the spec's picker
 * keeps it) and options. The list page's price filter travels with it, so one object describes the
 * whole search in the URL, in navigation state and in the context.
 */
export interface StayDateRange {
  /** `YYYY-MM-DD` (check-in) */
  startDate: string;
  /** `YYYY-MM-DD` (check-out) */
  endDate: string;
  key: 'selection';
}

export interface StayOptions {
  adult: number;
  children: number;
  room: number;
}

export interface StaySearch {
  city: string;
  dates: [StayDateRange];
  options: StayOptions;
  /** Per night, whole rand. */
  minPrice: number;
  maxPrice: number;
}

/** The API's bounds (the contract's StayLimits): the counters and the validation use the same numbers. */
export const stayLimits = {
  adult: StayLimits.adults,
  children: StayLimits.children,
  room: StayLimits.rooms,
  maxNights: StayLimits.maxNights,
  /** Check-in at most this many days ahead. */
  maxDaysAhead: StayLimits.maxDaysAhead,
  defaultMinPrice: StayLimits.defaultMinPrice,
  defaultMaxPrice: StayLimits.defaultMaxPrice,
  /** The API refuses prices of a million rand a night or more. */
  priceCeiling: StayLimits.maxPrice + 1,
} as const;

/** The texts the API answers with (the contract's StayMessages), so a refused search reads alike on both sides. */
export const staySearchMessages = {
  checkInRequired: StayMessages.CHECK_IN,
  checkOutRequired: StayMessages.CHECK_OUT,
  checkInPast: StayMessages.CHECK_IN_PAST,
  checkInTooFar: StayMessages.CHECK_IN_TOO_FAR,
  checkOutOrder: StayMessages.CHECK_OUT_ORDER,
  tooManyNights: StayMessages.TOO_MANY_NIGHTS,
  adults: StayMessages.ADULTS,
  adultsMax: StayMessages.ADULTS_MAX,
  children: StayMessages.CHILDREN,
  childrenMax: StayMessages.CHILDREN_MAX,
  rooms: StayMessages.ROOMS,
  roomsMax: StayMessages.ROOMS_MAX,
  roomsPerAdult: StayMessages.ROOM_NEEDS_ADULT,
  priceNegative: StayMessages.PRICE_NEGATIVE,
  priceWhole: StayMessages.PRICE_WHOLE,
  priceTooHigh: StayMessages.PRICE_TOO_HIGH,
  priceOrder: StayMessages.PRICE_ORDER,
} as const;

/**
 * Defaults of spec §5 (adult 1, children 0, room 1) with one deliberate departure: the spec's
 * today → today is a stay of 0 nights, which has no price, so the range starts as tonight only
 * (today → tomorrow).
 */
export const defaultStaySearch = (today: string = todayInSouthAfrica()): StaySearch => ({
  city: '',
  dates: [{ startDate: today, endDate: addDays(today, 1), key: 'selection' }],
  options: { adult: 1, children: 0, room: 1 },
  minPrice: stayLimits.defaultMinPrice,
  maxPrice: stayLimits.defaultMaxPrice,
});

export type StaySearchAction = { type: 'NEW_SEARCH'; payload: StaySearch } | { type: 'RESET_SEARCH' };

/** Spec §4: NEW_SEARCH replaces the whole search; RESET_SEARCH returns to the defaults. */
export const staySearchReducer = (state: StaySearch, action: StaySearchAction): StaySearch => {
  switch (action.type) {
    case 'NEW_SEARCH':
      return action.payload;
    case 'RESET_SEARCH':
      return defaultStaySearch();
    default:
      return state;
  }
};

export const checkInOf = (search: StaySearch): string => search.dates[0].startDate;
export const checkOutOf = (search: StaySearch): string => search.dates[0].endDate;

/** Field errors keyed like the API's `extensions.fields` (checkIn, checkOut, adults, ...). */
export type StaySearchErrors = Partial<Record<'checkIn' | 'checkOut' | 'adults' | 'children' | 'rooms' | 'minPrice' | 'maxPrice', string>>;

/** What the API would refuse, checked before sending: a refused search never leaves the page. */
export const validateStaySearch = (
  search: StaySearch,
  { withPrices = false, today = todayInSouthAfrica() }: { withPrices?: boolean; today?: string } = {},
): StaySearchErrors => {
  const errors: StaySearchErrors = {};
  const checkIn = checkInOf(search);
  const checkOut = checkOutOf(search);
  if (!isLocalDate(checkIn)) errors.checkIn = staySearchMessages.checkInRequired;
  else if (checkIn < today) errors.checkIn = staySearchMessages.checkInPast;
  else if (checkIn > addDays(today, stayLimits.maxDaysAhead)) errors.checkIn = staySearchMessages.checkInTooFar;
  if (!isLocalDate(checkOut)) errors.checkOut = staySearchMessages.checkOutRequired;
  else if (isLocalDate(checkIn)) {
    const nights = nightsBetween(checkIn, checkOut);
    if (nights < 1) errors.checkOut = staySearchMessages.checkOutOrder;
    else if (nights > stayLimits.maxNights) errors.checkOut = staySearchMessages.tooManyNights;
  }
  const { adult, children, room } = search.options;
  const count = (value: number, { min, max }: { min: number; max: number }, below: string, above: string) =>
    !Number.isInteger(value) || value < min ? below : value > max ? above : undefined;
  const adults = count(adult, stayLimits.adult, staySearchMessages.adults, staySearchMessages.adultsMax);
  const kids = count(children, stayLimits.children, staySearchMessages.children, staySearchMessages.childrenMax);
  const rooms = count(room, stayLimits.room, staySearchMessages.rooms, staySearchMessages.roomsMax);
  if (adults) errors.adults = adults;
  if (kids) errors.children = kids;
  if (rooms) errors.rooms = rooms;
  else if (room > adult) errors.rooms = staySearchMessages.roomsPerAdult;
  if (withPrices) {
    const price = (value: number) =>
      Number.isNaN(value) || !Number.isInteger(value)
        ? staySearchMessages.priceWhole
        : value < 0
          ? staySearchMessages.priceNegative
          : value >= stayLimits.priceCeiling
            ? staySearchMessages.priceTooHigh
            : undefined;
    const min = price(search.minPrice);
    const max = price(search.maxPrice);
    if (min) errors.minPrice = min;
    if (max) errors.maxPrice = max;
    if (!min && !max && search.minPrice > search.maxPrice) errors.minPrice = staySearchMessages.priceOrder;
  }
  return errors;
};

export const nightsOf = (search: StaySearch): number => nightsBetween(checkInOf(search), checkOutOf(search));

// ------------------------------------------------------------------ the URL and navigation state

/** Query string keys of /hotels and /hotels/{id}. */
const queryKeys = ['destination', 'checkIn', 'checkOut', 'adults', 'children', 'rooms', 'min', 'max'] as const;

/** The search (and page) as the /hotels query string. */
export const toStayQuery = (search: StaySearch, page = 1): StaySearchQuery => ({
  destination: search.city.trim(),
  checkIn: checkInOf(search),
  checkOut: checkOutOf(search),
  adults: search.options.adult,
  children: search.options.children,
  rooms: search.options.room,
  min: search.minPrice,
  max: search.maxPrice,
  page: page > 1 ? page : undefined,
});

/** What the page hands over in navigation state (spec §4: destination, dates and options). */
export interface StayNavigationState {
  destination: string;
  dates: StaySearch['dates'];
  options: StayOptions;
  minPrice?: number;
  maxPrice?: number;
}

export const toNavigationState = (search: StaySearch): StayNavigationState => ({
  destination: search.city,
  dates: search.dates,
  options: search.options,
  minPrice: search.minPrice,
  maxPrice: search.maxPrice,
});

const readInt = (raw: string | null | undefined, fallback: number): number => {
  if (raw === null || raw === undefined || !/^\d+$/.test(raw.trim())) return fallback;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : fallback;
};

const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, value));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const fromNavigationState = (state: unknown, defaults: StaySearch): StaySearch | null => {
  if (!isRecord(state) || !Array.isArray(state.dates) || !isRecord(state.options)) return null;
  const range: unknown = state.dates[0];
  if (!isRecord(range) || typeof range.startDate !== 'string' || typeof range.endDate !== 'string') return null;
  const options = state.options;
  const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
  return {
    city: typeof state.destination === 'string' ? state.destination.trim() : '',
    dates: [{ startDate: range.startDate, endDate: range.endDate, key: 'selection' }],
    options: {
      adult: num(options.adult, defaults.options.adult),
      children: num(options.children, defaults.options.children),
      room: num(options.room, defaults.options.room),
    },
    minPrice: num(state.minPrice, defaults.minPrice),
    maxPrice: num(state.maxPrice, defaults.maxPrice),
  };
};

export interface ReadStaySearch {
  search: StaySearch;
  page: number;
  /** False when nothing described a search: the visitor has not searched yet. */
  given: boolean;
}

/**
 * The search a page shows: from the URL (deep links, refreshes), else from the navigation state
 * the spec passes, else from `fallback` (the context's last search), else the defaults. Unreadable
 * values fall back to the defaults; out-of-range counters are brought into range; dates are kept
 * as they are so a stale link says what is wrong with it instead of silently searching other dates.
 */
export const readStaySearch = (
  params: URLSearchParams,
  state: unknown,
  fallback: StaySearch | null = null,
  today: string = todayInSouthAfrica(),
): ReadStaySearch => {
  const defaults = defaultStaySearch(today);
  const page = Math.max(1, readInt(params.get('page'), 1));
  if (!queryKeys.some((key) => params.has(key))) {
    const passed = fromNavigationState(state, defaults);
    if (passed) return { search: passed, page, given: true };
    return { search: fallback ?? defaults, page, given: fallback !== null };
  }
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  const validIn = isLocalDate(checkIn);
  return {
    search: {
      city: (params.get('destination') ?? '').trim(),
      dates: [
        {
          startDate: validIn ? checkIn : checkInOf(defaults),
          endDate: isLocalDate(checkOut) ? checkOut : addDays(validIn ? checkIn : checkInOf(defaults), 1),
          key: 'selection',
        },
      ],
      options: {
        adult: clamp(readInt(params.get('adults'), 1), stayLimits.adult),
        children: clamp(readInt(params.get('children'), 0), stayLimits.children),
        room: clamp(readInt(params.get('rooms'), 1), stayLimits.room),
      },
      minPrice: readInt(params.get('min'), stayLimits.defaultMinPrice),
      maxPrice: readInt(params.get('max'), stayLimits.defaultMaxPrice),
    },
    page,
    given: true,
  };
};

/** A stable key for a search: pages re-key their forms with it so the fields show the search. */
export const staySearchKey = (search: StaySearch): string =>
  JSON.stringify([search.city, checkInOf(search), checkOutOf(search), search.options, search.minPrice, search.maxPrice]);
