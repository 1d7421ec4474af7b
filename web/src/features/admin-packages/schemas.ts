import { CURRENCIES, MAX_DURATION_DAYS, MAX_PACKAGE_PRICE, MAX_PHOTOS, PACKAGE_TYPES, PackageLimits, PackageMessages } from '@travel/contract';
import { z } from 'zod';
import type { HolidayPackageInput, PackageInput } from '../../gql/graphql';

/**
 * The two package forms (admin spec sections 4 and 5). Each schema reads the form's values (text as
 * typed) and produces the API's input, so a parsed form goes to the mutation unchanged. Messages and
 * limits are the contract's (the server's package inputs use the same), and error paths use the API's
 * `extensions.fields` keys (`price.adult`, `destinations.0.location`), so one map serves both.
 */
export const formMessages = {
  titleRequired: PackageMessages.TITLE_REQUIRED,
  nameRequired: PackageMessages.NAME_REQUIRED,
  typeRequired: PackageMessages.TYPE_REQUIRED,
  descriptionRequired: PackageMessages.DESCRIPTION_REQUIRED,
  countryRequired: PackageMessages.COUNTRY_REQUIRED,
  cityRequired: PackageMessages.CITY_REQUIRED,
  destinationRequired: PackageMessages.DESTINATION_REQUIRED,
  locationRequired: PackageMessages.LOCATION_REQUIRED,
  attractionRequired: PackageMessages.ATTRACTION_REQUIRED,
  attractionBlank: PackageMessages.ATTRACTION_BLANK,
  photosMax: PackageMessages.PHOTOS_MAX,
  priceRequired: PackageMessages.PRICE_REQUIRED,
  priceNegative: PackageMessages.PRICE_NEGATIVE,
  priceTooHigh: PackageMessages.PRICE_TOO_HIGH,
  // The form's own wording; the API refuses a third decimal with the price's own message.
  priceCents: 'Prices have at most two decimals.',
  datesOrder: PackageMessages.DATES_ORDER,
  wasPrice: PackageMessages.WAS_PRICE,
  dayTitleRequired: PackageMessages.DAY_TITLE_REQUIRED,
  dayRange: PackageMessages.DAY_RANGE,
  // A check of the form's own.
  dayUnique: 'Each itinerary day number may appear only once.',
  ratingRange: PackageMessages.RATING_RANGE,
} as const;

const MAX_PRICE = MAX_PACKAGE_PRICE;
const { maxGuests: GUESTS, minAge: AGE, accommodationRating: RATING } = PackageLimits;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const required = (message: string) => z.string().trim().min(1, message);
const text = z.string().trim();
/** Blank optional text becomes null (the API then applies its default). */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value));

interface WholeOptions {
  label: string;
  min: number;
  max: number;
  minMessage?: string;
  maxMessage?: string;
  wholeMessage?: string;
}

/** A whole number typed in a number input; blank gives `blank` (null or a default). */
const wholeNumber = <B extends number | null>(options: WholeOptions, blank: B) =>
  z
    .string()
    .trim()
    .transform((raw, ctx): number | B => {
      if (raw === '') return blank;
      const value = Number(raw);
      if (!Number.isInteger(value)) {
        ctx.addIssue({ code: 'custom', message: options.wholeMessage ?? `${options.label} must be a whole number.` });
        return z.NEVER;
      }
      if (value < options.min) {
        ctx.addIssue({ code: 'custom', message: options.minMessage ?? `${options.label} must be at least ${options.min}.` });
        return z.NEVER;
      }
      if (value > options.max) {
        ctx.addIssue({ code: 'custom', message: options.maxMessage ?? `${options.label} must be at most ${options.max}.` });
        return z.NEVER;
      }
      return value;
    });

/** An amount in currency units (not cents): never negative, at most two decimals. */
const money = <B extends null | undefined>(blank: B, blankMessage?: string) =>
  z
    .string()
    .trim()
    .transform((raw, ctx): number | B => {
      if (raw === '') {
        if (blankMessage) {
          ctx.addIssue({ code: 'custom', message: blankMessage });
          return z.NEVER;
        }
        return blank;
      }
      const value = Number(raw);
      if (!Number.isFinite(value)) {
        ctx.addIssue({ code: 'custom', message: blankMessage ?? formMessages.priceRequired });
        return z.NEVER;
      }
      if (value < 0) {
        ctx.addIssue({ code: 'custom', message: formMessages.priceNegative });
        return z.NEVER;
      }
      if (value > MAX_PRICE) {
        ctx.addIssue({ code: 'custom', message: formMessages.priceTooHigh });
        return z.NEVER;
      }
      if (Math.round(value * 100) !== value * 100) {
        ctx.addIssue({ code: 'custom', message: formMessages.priceCents });
        return z.NEVER;
      }
      return value;
    });

const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || DATE.test(value), 'Enter a date as YYYY-MM-DD.')
  .transform((value) => (value === '' ? null : value));

// Typed as text by the form ('' until a type is chosen), checked against the API's enums.
const packageType = z.string().pipe(z.enum(PACKAGE_TYPES, { error: formMessages.typeRequired }));
const currency = z.string().pipe(z.enum(CURRENCIES, { error: PackageMessages.CURRENCY }));

const priceSchema = z.object({
  adult: money(null, formMessages.priceRequired).transform((value) => value ?? 0),
  child: money(null),
  currency,
  wasAdult: money(null),
});

const durationDays = wholeNumber(
  {
    label: 'Duration',
    min: 0,
    max: MAX_DURATION_DAYS,
    minMessage: PackageMessages.DURATION_NEGATIVE,
    wholeMessage: PackageMessages.DURATION_DAYS_WHOLE,
  },
  0,
);
const durationNights = wholeNumber(
  {
    label: 'Nights',
    min: 0,
    max: MAX_DURATION_DAYS,
    minMessage: PackageMessages.DURATION_NEGATIVE,
    wholeMessage: PackageMessages.DURATION_NIGHTS_WHOLE,
  },
  0,
);
const maxGuests = wholeNumber({ label: 'Max guests', min: GUESTS.min, max: GUESTS.max }, null);
const minAge = wholeNumber({ label: 'Minimum age', min: AGE.min, max: AGE.max, minMessage: PackageMessages.MIN_AGE_NEGATIVE }, null);
const photos = z.array(z.string()).max(MAX_PHOTOS, formMessages.photosMax);

/**
 * Cross-field checks run even when another field failed (a negative price must not hide a date in
 * the wrong order), so they only trust values of the expected type.
 */
const alwaysCheck = { when: () => true };

interface CrossFieldValues {
  from: unknown;
  to: unknown;
  price: { adult?: unknown; wasAdult?: unknown } | undefined;
}

/** Checks spanning two fields; values that failed their own check are skipped. */
const checkDatesAndSpecial = (values: CrossFieldValues, toPath: string, ctx: z.RefinementCtx): void => {
  if (typeof values.from === 'string' && typeof values.to === 'string' && values.to < values.from) {
    ctx.addIssue({ code: 'custom', path: [toPath], message: formMessages.datesOrder });
  }
  const adult = values.price?.adult;
  const was = values.price?.wasAdult;
  if (typeof adult === 'number' && typeof was === 'number' && was <= adult) {
    ctx.addIssue({ code: 'custom', path: ['price', 'wasAdult'], message: formMessages.wasPrice });
  }
};

// ---------------------------------------------------------------------------------------------
// Simple package (/packages/create, /packages/edit/{id})

export const packageFormSchema = z
  .object({
    title: required(formMessages.titleRequired),
    type: packageType,
    country: required(formMessages.countryRequired),
    city: required(formMessages.cityRequired),
    durationDays,
    durationNights,
    maxGuests,
    fromDate: optionalDate,
    toDate: optionalDate,
    price: priceSchema,
    minAge,
    amenities: z.array(z.string()),
    includes: z.array(z.string()),
    photos,
    description: required(formMessages.descriptionRequired),
    terms: text,
    featured: z.boolean(),
  })
  .superRefine(
    (values, ctx) => checkDatesAndSpecial({ from: values.fromDate, to: values.toDate, price: values.price }, 'toDate', ctx),
    alwaysCheck,
  );

export type PackageFormValues = z.input<typeof packageFormSchema>;
export type PackageFormOutput = z.output<typeof packageFormSchema>;
// The parsed form is the mutation's input: a change to either side breaks the build here.
export const toPackageInput = (values: PackageFormOutput): PackageInput => values;

/** Admin spec section 4: featured true, currency ZAR, 0 days and 0 nights. */
export const emptyPackageForm = (): PackageFormValues => ({
  title: '',
  type: '',
  country: '',
  city: '',
  durationDays: '0',
  durationNights: '0',
  maxGuests: '',
  fromDate: '',
  toDate: '',
  price: { adult: '', child: '', currency: 'ZAR', wasAdult: '' },
  minAge: '',
  amenities: [],
  includes: [],
  photos: [],
  description: '',
  terms: '',
  featured: true,
});

const numberText = (value: number | null | undefined): string => (value == null ? '' : String(value));

export interface PackageFormSource {
  title: string;
  type: PackageFormOutput['type'];
  country: string;
  city: string;
  durationDays: number;
  durationNights: number;
  maxGuests?: number | null;
  minAge?: number | null;
  fromDate?: string | null;
  toDate?: string | null;
  price: { adult: number; child?: number | null; currency: PackageFormOutput['price']['currency']; wasAdult?: number | null };
  amenities: string[];
  includes: string[];
  photos: string[];
  description: string;
  terms: string;
  featured: boolean;
}

/** The edit form's starting values, from a loaded package. */
export const packageFormFrom = (pkg: PackageFormSource): PackageFormValues => ({
  title: pkg.title,
  type: pkg.type,
  country: pkg.country,
  city: pkg.city,
  durationDays: String(pkg.durationDays),
  durationNights: String(pkg.durationNights),
  maxGuests: numberText(pkg.maxGuests),
  fromDate: pkg.fromDate ?? '',
  toDate: pkg.toDate ?? '',
  price: {
    adult: String(pkg.price.adult),
    child: numberText(pkg.price.child),
    currency: pkg.price.currency,
    wasAdult: numberText(pkg.price.wasAdult),
  },
  minAge: numberText(pkg.minAge),
  amenities: pkg.amenities,
  includes: pkg.includes,
  photos: pkg.photos,
  description: pkg.description,
  terms: pkg.terms,
  featured: pkg.featured,
});

// ---------------------------------------------------------------------------------------------
// Holiday package (/holiday-packages, /holiday-packages/edit/{id})

const destinationSchema = z.object({
  location: required(formMessages.locationRequired),
  attractions: z
    .array(z.string().trim())
    .min(1, formMessages.attractionRequired)
    .refine((list) => list.every((item) => item !== ''), formMessages.attractionBlank),
});

const itineraryDaySchema = z
  .object({
    day: wholeNumber(
      { label: 'Day', min: 1, max: MAX_DURATION_DAYS, minMessage: formMessages.dayRange, maxMessage: formMessages.dayRange },
      null,
    ).refine((value) => value !== null, formMessages.dayRange),
    title: required(formMessages.dayTitleRequired),
    description: text,
    meals: z.object({ breakfast: z.boolean(), lunch: z.boolean(), dinner: z.boolean() }),
    accommodation: z.object({
      name: text,
      type: text,
      rating: wholeNumber(
        {
          label: 'Rating',
          min: RATING.min,
          max: RATING.max,
          minMessage: formMessages.ratingRange,
          maxMessage: formMessages.ratingRange,
          wholeMessage: formMessages.ratingRange,
        },
        null,
      ),
    }),
    transportation: z.object({ type: text, details: text }),
  })
  .transform((day) => ({
    day: day.day ?? 1,
    title: day.title,
    description: day.description,
    meals: day.meals,
    // Nothing typed about where the group sleeps or how it travels: send nothing rather than blanks.
    accommodation:
      day.accommodation.name || day.accommodation.type || day.accommodation.rating !== null ? day.accommodation : null,
    transportation: day.transportation.type || day.transportation.details ? day.transportation : null,
  }));

export const holidayPackageFormSchema = z
  .object({
    name: required(formMessages.nameRequired),
    packageType: packageType,
    description: required(formMessages.descriptionRequired),
    country: optionalText,
    city: optionalText,
    destinations: z.array(destinationSchema).min(1, formMessages.destinationRequired),
    durationDays,
    durationNights,
    startDate: optionalDate,
    endDate: optionalDate,
    maxGuests,
    minAge,
    price: priceSchema,
    photos,
    inclusions: z.array(text),
    exclusions: z.array(text),
    itinerary: z.array(itineraryDaySchema),
    termsAndConditions: text,
    cancellationPolicy: text,
    featured: z.boolean(),
    /** Not on this form (the simple form's checkboxes); kept as loaded so an edit does not drop them. */
    amenities: z.array(z.string()),
  })
  .superRefine((values, ctx) => {
    checkDatesAndSpecial({ from: values.startDate, to: values.endDate, price: values.price }, 'endDate', ctx);
    const days = Array.isArray(values.itinerary) ? values.itinerary.map((day) => day?.day) : [];
    if (days.every((day) => typeof day === 'number') && new Set(days).size !== days.length) {
      ctx.addIssue({ code: 'custom', path: ['itinerary'], message: formMessages.dayUnique });
    }
  }, alwaysCheck);

export type HolidayFormValues = z.input<typeof holidayPackageFormSchema>;
export type HolidayFormOutput = z.output<typeof holidayPackageFormSchema>;
export type DestinationValues = HolidayFormValues['destinations'][number];
export type ItineraryDayValues = HolidayFormValues['itinerary'][number];
export const toHolidayPackageInput = (values: HolidayFormOutput): HolidayPackageInput => values;

export const emptyDestination = (): DestinationValues => ({ location: '', attractions: [''] });

export const emptyItineraryDay = (day: number): ItineraryDayValues => ({
  day: String(day),
  title: '',
  description: '',
  meals: { breakfast: false, lunch: false, dinner: false },
  accommodation: { name: '', type: '', rating: '' },
  transportation: { type: '', details: '' },
});

export const emptyHolidayForm = (): HolidayFormValues => ({
  name: '',
  packageType: '',
  description: '',
  country: '',
  city: '',
  destinations: [emptyDestination()],
  durationDays: '0',
  durationNights: '0',
  startDate: '',
  endDate: '',
  maxGuests: '',
  minAge: '',
  price: { adult: '', child: '', currency: 'ZAR', wasAdult: '' },
  photos: [],
  inclusions: [],
  exclusions: [],
  itinerary: [],
  termsAndConditions: '',
  cancellationPolicy: '',
  featured: true,
  amenities: [],
});

export interface HolidayFormSource extends PackageFormSource {
  destinations: Array<{ location: string; attractions: string[] }>;
  itinerary: Array<{
    day: number;
    title: string;
    description: string;
    meals: { breakfast: boolean; lunch: boolean; dinner: boolean };
    accommodation?: { name: string; type: string; rating?: number | null } | null;
    transportation?: { type: string; details: string } | null;
  }>;
  exclusions: string[];
  cancellationPolicy: string;
}

export const holidayFormFrom = (pkg: HolidayFormSource): HolidayFormValues => ({
  name: pkg.title,
  packageType: pkg.type,
  description: pkg.description,
  country: pkg.country,
  city: pkg.city,
  destinations: pkg.destinations.map((d) => ({ location: d.location, attractions: [...d.attractions] })),
  durationDays: String(pkg.durationDays),
  durationNights: String(pkg.durationNights),
  startDate: pkg.fromDate ?? '',
  endDate: pkg.toDate ?? '',
  maxGuests: numberText(pkg.maxGuests),
  minAge: numberText(pkg.minAge),
  price: {
    adult: String(pkg.price.adult),
    child: numberText(pkg.price.child),
    currency: pkg.price.currency,
    wasAdult: numberText(pkg.price.wasAdult),
  },
  photos: pkg.photos,
  inclusions: pkg.includes,
  exclusions: pkg.exclusions,
  itinerary: pkg.itinerary.map((day) => ({
    day: String(day.day),
    title: day.title,
    description: day.description,
    meals: { breakfast: day.meals.breakfast, lunch: day.meals.lunch, dinner: day.meals.dinner },
    accommodation: {
      name: day.accommodation?.name ?? '',
      type: day.accommodation?.type ?? '',
      rating: numberText(day.accommodation?.rating),
    },
    transportation: { type: day.transportation?.type ?? '', details: day.transportation?.details ?? '' },
  })),
  termsAndConditions: pkg.terms,
  cancellationPolicy: pkg.cancellationPolicy,
  featured: pkg.featured,
  amenities: pkg.amenities,
});

