/**
 * The relational model, one place for every table.
 *
 * Conventions that matter for correctness:
 * - Calendar dates (stays, departures, rate dates) are SQL `date` read as strings (`YYYY-MM-DD`) so a
 *   time zone can never shift them by a day.
 * - Money is stored as integer cents (`*_cents`) in the row's currency: no floating point rounding.
 * - Usernames and e-mails are unique case-insensitively (unique indexes on lower()).
 */
import { BOOKING_STATUSES, CURRENCIES, HOLIDAY_TYPES, PACKAGE_TYPES } from '@travel/contract';
import { sql } from 'drizzle-orm';
import type { DocumentRef } from '../documents/document-ref.js';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const userRole = pgEnum('user_role', ['CUSTOMER', 'HOTEL_MANAGER', 'AGENCY_ADMIN', 'STAFF']);
// The option lists shared with the web app (@travel/contract): values and order are the enums'.
export const packageType = pgEnum('package_type', PACKAGE_TYPES);
export const currency = pgEnum('currency', CURRENCIES);
/** PACKAGE is the spec's simple admin package; HOLIDAY is the rich holiday package with itinerary. */
export const packageKind = pgEnum('package_kind', ['PACKAGE', 'HOLIDAY']);
/**
 * Where a booking or an enquiry is in the agency's workflow: PENDING → CONTACTED → QUOTED → CONFIRMED
 * (→ COMPLETED), or DECLINED / CANCELLED. The allowed moves: @travel/contract's inbox-workflow.ts.
 */
export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);
/** PACKAGE: a request for a travel package. STAY: a hotel reservation holding room units night by night. */
export const bookingKind = pgEnum('booking_kind', ['PACKAGE', 'STAY']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('CUSTOMER'),
    /**
     * Copied into every token at sign-in; a token with an older version is refused. Bumped by "sign out
     * everywhere", a password change and a role change (migration 0009).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
  ],
);

/** Tokens signed out one by one (this device's sign-out), kept until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * One row per failed sign-in, counted over a sliding window per username (lower case, as typed, existing
 * or not) and per client address: the login throttle. In the database so every app process counts alike.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    usernameKey: text('username_key').notNull(),
    clientAddress: text('client_address').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_username_idx').on(t.usernameKey, t.failedAt),
    index('login_failures_address_idx').on(t.clientAddress, t.failedAt),
  ],
);

/**
 * One row per registration attempt (customer accounts and Register Hotel) that reached the "is this
 * username or e-mail taken" check, counted per client address over a sliding window: such answers tell
 * which e-mails have accounts, so an address may ask only a few (auth/registration-throttle.ts).
 */
export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientAddress: text('client_address').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_attempts_address_idx').on(t.clientAddress, t.attemptedAt)],
);

export const destinations = pgTable('destinations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  country: text('country').notNull(),
  /** Order of the home page select. */
  position: integer('position').notNull(),
});

export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: packageKind('kind').notNull().default('PACKAGE'),
    title: text('title').notNull(),
    type: packageType('type').notNull(),
    description: text('description').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    durationDays: integer('duration_days').notNull().default(0),
    durationNights: integer('duration_nights').notNull().default(0),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    maxGuests: integer('max_guests'),
    minAge: integer('min_age'),
    priceAdultCents: integer('price_adult_cents').notNull(),
    priceChildCents: integer('price_child_cents'),
    currency: currency('currency').notNull().default('ZAR'),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    includes: text('includes').array().notNull().default(sql`'{}'::text[]`),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    exclusions: text('exclusions').array().notNull().default(sql`'{}'::text[]`),
    terms: text('terms').notNull().default(''),
    cancellationPolicy: text('cancellation_policy').notNull().default(''),
    featured: boolean('featured').notNull().default(true),
    /** The adult price before a special offer; set means the package is on special. */
    wasPriceAdultCents: integer('was_price_adult_cents'),
    /** Title, country and city folded (lower case, no accents) for search; see 0001_search_functions. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`search_fold(title || ' ' || country || ' ' || city)`),
    /**
     * The adult price in rand cents at the current exchange rate (exact: cents × rate), for the
     * search's budget and price order. Kept by triggers on packages and exchange_rates (migration
     * 0007_catalog_indexes); whatever a writer puts here is replaced.
     */
    priceAdultRandCents: numeric('price_adult_rand_cents').notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('packages_type_idx').on(t.type),
    index('packages_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('packages_featured_from_idx').on(t.featured, t.fromDate),
    index('packages_dates_idx').on(t.fromDate, t.toDate),
    // Searches without a destination: the page in price order and the count under a budget; the
    // dates make a date-only search's page an index-only scan.
    index('packages_price_rand_idx').on(t.priceAdultRandCents, t.id, t.fromDate, t.toDate),
    // Holiday packages, newest first.
    index('packages_kind_created_idx').on(t.kind, t.createdAt.desc(), t.id),
    check('packages_photos_max', sql`cardinality(${t.photos}) <= 8`),
    check('packages_price_nonneg', sql`${t.priceAdultCents} >= 0`),
    check('packages_dates_order', sql`${t.toDate} is null or ${t.fromDate} is null or ${t.toDate} >= ${t.fromDate}`),
  ],
);

/** Holiday packages visit one or more destinations, each with its attractions. */
export const packageDestinations = pgTable(
  'package_destinations',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    location: text('location').notNull(),
    attractions: text('attractions').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.position] }),
    index('package_destinations_location_trgm_idx').using('gin', sql`search_fold(${t.location}) gin_trgm_ops`),
  ],
);

/**
 * Which packages a search for each destination finds without typo tolerance: the destination's name
 * as a word or a word's beginning in a package's title, country, city or one of its destinations
 * (package-queries.ts destinationMatch). Derived data, written only by the triggers of migration 0019
 * in the same transaction as the write to packages, package_destinations or destinations that changes
 * it; destination_package_counts keeps how many there are per destination, so the Destinations page
 * and GET /api/destinations read sixty numbers instead of running sixty searches (~0.9 s at 100,000
 * packages).
 */
export const destinationPackageMatches = pgTable(
  'destination_package_matches',
  {
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.destinationId, t.packageId] }), index('destination_package_matches_package_idx').on(t.packageId)],
);

/** destination_package_matches counted per destination (kept by its statement triggers, migration 0019). */
export const destinationPackageCounts = pgTable(
  'destination_package_counts',
  {
    destinationId: integer('destination_id')
      .primaryKey()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    packageCount: integer('package_count').notNull().default(0),
  },
  (t) => [check('destination_package_counts_nonneg', sql`${t.packageCount} >= 0`)],
);

/** Rand per unit of a foreign currency, set by an agency admin; used to compare budgets in rand. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: currency('currency').primaryKey(),
    randPerUnit: numeric('rand_per_unit', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('exchange_rates_positive', sql`${t.randPerUnit} > 0`)],
);

/**
 * A visitor's booking: a request for a package (kind PACKAGE, with a snapshot of the price asked) or a
 * hotel stay (kind STAY, holding room units in room_unit_nights and its priced nights in
 * booking_nights). For stays, departure/return are check-in/check-out and guests is adults + children.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-friendly reference quoted on the phone and in e-mails, e.g. UH-7K3M9Q. */
    reference: text('reference').notNull().unique(),
    kind: bookingKind('kind').notNull().default('PACKAGE'),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: bookingStatus('status').notNull().default('PENDING'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    guests: integer('guests').notNull(),
    departureDate: date('departure_date').notNull(),
    returnDate: date('return_date').notNull(),
    specialRequests: text('special_requests').notNull().default(''),
    packageTitle: text('package_title'),
    packageType: packageType('package_type'),
    adultPriceCents: integer('adult_price_cents'),
    /** Stays: the hotel and room type reserved (null once deleted; the names below stay as booked). */
    hotelId: uuid('hotel_id').references(() => hotels.id, { onDelete: 'set null' }),
    roomTypeId: uuid('room_type_id').references(() => roomTypes.id, { onDelete: 'set null' }),
    hotelName: text('hotel_name'),
    roomTypeName: text('room_type_name'),
    adults: integer('adults'),
    children: integer('children'),
    roomCount: integer('room_count'),
    totalCents: integer('total_cents').notNull(),
    currency: currency('currency').notNull(),
    /** The staff member working this request in the inbox. */
    assignedToId: uuid('assigned_to_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client's Idempotency-Key: a retry with the same key answers this booking instead of a second one. */
    idempotencyKey: text('idempotency_key'),
    /** Hash of the request that used the key: the same key with a different request is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_idempotency_key').on(t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_status_idx').on(t.status, t.createdAt),
    index('bookings_package_idx').on(t.packageId),
    index('bookings_hotel_idx').on(t.hotelId, t.createdAt),
    // The staff inbox and booking lists, newest first (migration 0008_operations_indexes).
    index('bookings_created_idx').on(t.createdAt, t.id),
    index('bookings_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('bookings_assigned_idx').on(t.assignedToId, t.createdAt).where(sql`${t.assignedToId} is not null`),
    index('bookings_search_trgm_idx').using('gin', sql`(${t.fullName} || ' ' || ${t.email} || ' ' || ${t.reference}) gin_trgm_ops`),
    check('bookings_guests_positive', sql`${t.guests} >= 1`),
    check('bookings_dates_order', sql`${t.returnDate} >= ${t.departureDate}`),
    check(
      'bookings_kind_fields',
      sql`(${t.kind} = 'PACKAGE' and ${t.packageTitle} is not null and ${t.packageType} is not null and ${t.adultPriceCents} is not null)
        or (${t.kind} = 'STAY' and ${t.hotelName} is not null and ${t.roomTypeName} is not null and ${t.adults} >= 1
            and ${t.children} >= 0 and ${t.roomCount} >= 1 and ${t.returnDate} > ${t.departureDate})`,
    ),
  ],
);

/** The price of each night of a stay as quoted when reserved (per room), and which rate set it. */
export const bookingNights = pgTable(
  'booking_nights',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    night: date('night').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Where the price came from: a rate type's name (e.g. "Weekend Rate") or "Base rate". */
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.night] }), check('booking_nights_price_nonneg', sql`${t.priceCents} >= 0`)],
);

export const packageItineraryDays = pgTable(
  'package_itinerary_days',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    breakfast: boolean('breakfast').notNull().default(false),
    lunch: boolean('lunch').notNull().default(false),
    dinner: boolean('dinner').notNull().default(false),
    accommodationName: text('accommodation_name'),
    accommodationType: text('accommodation_type'),
    accommodationRating: smallint('accommodation_rating'),
    transportationType: text('transportation_type'),
    transportationDetails: text('transportation_details'),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.day] })],
);

/**
 * A hotel registered by its manager (Register Hotel, or a manager's new hotel) waits for an agency admin's
 * review; only APPROVED hotels are public (hotel pages, stay search, sitemap, reservations).
 */
export const hotelReviewStatus = pgEnum('hotel_review_status', ['PENDING', 'APPROVED', 'REJECTED']);

export const hotels = pgTable(
  'hotels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    address: text('address').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull(),
    rating: real('rating').notNull().default(0),
    /** Distance from the city centre in metres, shown on the stay search results. */
    distanceFromCentreM: integer('distance_from_centre_m').notNull().default(0),
    /** Existing hotels and those an agency admin creates are approved (the default). */
    reviewStatus: hotelReviewStatus('review_status').notNull().default('APPROVED'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('hotels_city_idx').on(sql`lower(${t.city})`),
    // The stay search matches the folded city by word prefix (a regex): trigrams serve it, and the
    // expression's statistics give the planner a real estimate of how many hotels a city has.
    index('hotels_city_search_trgm_idx').using('gin', sql`search_fold(${t.city}) gin_trgm_ops`),
    check('hotels_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check('hotels_photos_max', sql`cardinality(${t.photos}) <= 8`),
  ],
);

/** The spec's "hotels list" of a hotel manager: which hotels they administer. */
export const hotelManagers = pgTable(
  'hotel_managers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hotelId] }), index('hotel_managers_hotel_idx').on(t.hotelId)],
);

export const roomTypes = pgTable(
  'room_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    capacity: integer('capacity').notNull(),
    baseRateCents: integer('base_rate_cents').notNull(),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    // Every column the stay search reads of a city's room types: an index-only scan per hotel (0018).
    index('room_types_hotel_search_idx').on(t.hotelId, t.capacity, t.id, t.baseRateCents),
    check('room_types_capacity_pos', sql`${t.capacity} > 0`),
    check('room_types_photos_max', sql`cardinality(${t.photos}) <= 8`),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    maxPeople: integer('max_people').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('rooms_hotel_idx').on(t.hotelId),
    // With the columns the stay search's availability check filters on: an index-only scan (0018).
    index('rooms_room_type_search_idx').on(t.roomTypeId, t.active, t.maxPeople, t.id),
  ],
);

/** Each room number is one bookable unit; numbers are unique within a hotel. */
export const roomUnits = pgTable(
  'room_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
  },
  (t) => [
    uniqueIndex('room_units_hotel_number_key').on(t.hotelId, t.number),
    // A room's units by id alone: the stay search's availability check reads no heap row (0018).
    index('room_units_room_search_idx').on(t.roomId, t.id),
  ],
);

/**
 * Who holds a room unit on a night: a stay booking, or nobody (booking_id null) when the manager has
 * marked the unit unavailable. The primary key is what makes overbooking impossible: two holds on the
 * same unit and night cannot both be committed, whatever the number of server processes. Cancelling
 * a stay deletes its rows and so frees the nights.
 */
export const roomUnitNights = pgTable(
  'room_unit_nights',
  {
    roomUnitId: uuid('room_unit_id')
      .notNull()
      .references(() => roomUnits.id, { onDelete: 'cascade' }),
    night: date('night').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roomUnitId, t.night] }), index('room_unit_nights_booking_idx').on(t.bookingId)],
);

export const amenities = pgTable(
  'amenities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [index('amenities_hotel_idx').on(t.hotelId)],
);

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Free text such as "2 hours" or "Half day", as in the spec. */
    duration: text('duration').notNull(),
    maxParticipants: integer('max_participants').notNull(),
    priceCents: integer('price_cents'),
  },
  (t) => [index('activities_hotel_idx').on(t.hotelId)],
);

export const rateTypes = pgTable(
  'rate_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    singleRateCents: integer('single_rate_cents').notNull(),
    doubleRateCents: integer('double_rate_cents').notNull(),
    groupRateCents: integer('group_rate_cents').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('rate_types_hotel_idx').on(t.hotelId),
    // One rate name per room type: a second "Family Rate" would price the same nights twice. Its leading
    // column also serves lookups by room type (the plain room type index it replaced).
    uniqueIndex('rate_types_room_type_name_key').on(t.roomTypeId, t.name),
    // The stay search prices nights without a dated rate from a room type's active Weekend and Rack
    // Rates: with their state and prices in the key, that is an index-only scan (0018).
    index('rate_types_room_type_prices_idx').on(t.roomTypeId, t.name, t.active, t.singleRateCents, t.doubleRateCents, t.groupRateCents),
  ],
);

/** Nightly rates: one row per room type, rate type and calendar date. */
export const rates = pgTable(
  'rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    rateTypeId: uuid('rate_type_id').references(() => rateTypes.id, { onDelete: 'set null' }),
    date: date('date').notNull(),
    stoRateSingleCents: integer('sto_rate_single_cents'),
    rackRateSingleCents: integer('rack_rate_single_cents'),
    stoRateDoubleCents: integer('sto_rate_double_cents').notNull(),
    rackRateDoubleCents: integer('rack_rate_double_cents').notNull(),
    stoRateGroupCents: integer('sto_rate_group_cents'),
    rackRateGroupCents: integer('rack_rate_group_cents'),
  },
  (t) => [
    // NULLS NOT DISTINCT: a rate without a rate type still may exist only once per room type and date.
    unique('rates_room_type_rate_type_date_key').on(t.roomTypeId, t.rateTypeId, t.date).nullsNotDistinct(),
    index('rates_hotel_date_idx').on(t.hotelId, t.date),
    index('rates_room_type_date_idx').on(t.roomTypeId, t.date),
  ],
);

/**
 * Derived from `rates` (migration 0006): per room type and night, the lowest public dated rate per
 * occupancy, i.e. nightly-price.ts's rule (a), for the stay search to read a city's nights from one
 * index. Written only by triggers on rates, rate_types and room_types (in the migration, as is the
 * view public_dated_night_prices that states the rule), in the same transaction as the change; a
 * night without a public dated rate has no row.
 */
export const roomTypeNightPrices = pgTable(
  'room_type_night_prices',
  {
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    night: date('night').notNull(),
    hotelId: uuid('hotel_id').notNull(),
    singleCents: integer('single_cents').notNull(),
    doubleCents: integer('double_cents').notNull(),
    groupCents: integer('group_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night] }),
    // Every column in the key, so the search's read (a city's hotels, the stay's nights) is index-only.
    index('room_type_night_prices_hotel_night_idx').on(t.hotelId, t.night, t.roomTypeId, t.singleCents, t.doubleCents, t.groupCents),
  ],
);

/**
 * Per hotel, a number that changes whenever anything the stay search prices from changes: its room
 * types, their rate types, or their night prices (migration 0020's statement triggers, in the same
 * transaction as the write). The app keeps each hotel's prices in memory (stay-price-grid.ts) and
 * reloads them when the number it holds is not the one here. Values come from one sequence, so a
 * number is never reused; only equality matters. A hotel without a row has version 0.
 */
export const stayPriceVersions = pgTable('stay_price_versions', {
  hotelId: uuid('hotel_id')
    .primaryKey()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
  /** The transaction that set it: a transaction changes a hotel's version once, however many rows it writes. */
  bumpedIn: bigint('bumped_in', { mode: 'number' }).notNull(),
});

/**
 * TRIP_PLAN: Plan Your Trip. INSURANCE_QUOTE: Travel Insurance. CONTACT: the Contact page's message.
 * TRIP_BOOKING: the home page's Book Your Trip popup (name, e-mail, address).
 */
export const enquiryKind = pgEnum('enquiry_kind', ['TRIP_PLAN', 'INSURANCE_QUOTE', 'CONTACT', 'TRIP_BOOKING']);
/** The Plan Your Trip holiday type select (public spec, Plan Your Trip). */
export const holidayType = pgEnum('holiday_type', HOLIDAY_TYPES);

/**
 * Everything a visitor sends the agency that is not a booking: trip plans, insurance quotes and contact
 * messages. Worked by staff in the inbox like bookings (status, assignee, notes). Which fields a kind
 * fills is checked by the service and, for the must-haves, by the constraint below.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Like a booking reference, with prefix EQ-: quoted in the confirmation e-mail and on the phone. */
    reference: text('reference').notNull().unique(),
    kind: enquiryKind('kind').notNull(),
    status: bookingStatus('status').notNull().default('PENDING'),
    /** Insurance's fullName; first + last name for the other kinds. Searched in the inbox. */
    fullName: text('full_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** A trip plan needs an e-mail or a phone; insurance and contact need an e-mail. */
    email: text('email'),
    phone: text('phone'),
    destination: text('destination'),
    guests: integer('guests'),
    departureDate: date('departure_date'),
    returnDate: date('return_date'),
    holidayType: holidayType('holiday_type'),
    budgetCents: integer('budget_cents'),
    message: text('message').notNull().default(''),
    /** Book Your Trip's postal address. */
    address: text('address'),
    /** The signed-in visitor who sent it, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    assignedToId: uuid('assigned_to_id').references(() => users.id, { onDelete: 'set null' }),
    /** The booking a trip plan or insurance quote was converted into. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** Hash of the kind and the submitted values: the same form sent twice within a minute is one enquiry. */
    fingerprint: text('fingerprint').notNull(),
    /** The sender's IP address, for the per-address rate limit. */
    clientAddress: text('client_address'),
    /** As on bookings: a retried form with the same Idempotency-Key answers this enquiry. */
    idempotencyKey: text('idempotency_key'),
    idempotencyFingerprint: text('idempotency_fingerprint'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('enquiries_idempotency_key').on(t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('enquiries_status_idx').on(t.status, t.createdAt),
    index('enquiries_kind_idx').on(t.kind, t.createdAt),
    index('enquiries_fingerprint_idx').on(t.fingerprint, t.createdAt),
    index('enquiries_client_address_idx').on(t.clientAddress, t.createdAt),
    index('enquiries_assigned_idx').on(t.assignedToId),
    // The staff inbox, newest first and its search box (migration 0008_operations_indexes).
    index('enquiries_created_idx').on(t.createdAt, t.id),
    index('enquiries_search_trgm_idx').using('gin', sql`(${t.fullName} || ' ' || coalesce(${t.email}, '') || ' ' || ${t.reference}) gin_trgm_ops`),
    check('enquiries_reply_to', sql`${t.email} is not null or ${t.phone} is not null`),
    check('enquiries_dates_order', sql`${t.returnDate} is null or ${t.departureDate} is null or ${t.returnDate} >= ${t.departureDate}`),
    check('enquiries_guests_positive', sql`${t.guests} is null or ${t.guests} >= 1`),
    check('enquiries_budget_nonneg', sql`${t.budgetCents} is null or ${t.budgetCents} >= 0`),
  ],
);

/** Internal notes staff add to a booking or an enquiry (never shown to the customer). */
export const inboxNotes = pgTable(
  'inbox_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    enquiryId: uuid('enquiry_id').references(() => enquiries.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept when the author's account is removed. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('inbox_notes_booking_idx').on(t.bookingId, t.createdAt),
    index('inbox_notes_enquiry_idx').on(t.enquiryId, t.createdAt),
    check('inbox_notes_one_subject', sql`(${t.bookingId} is null) <> (${t.enquiryId} is null)`),
  ],
);

/** What an audit event is about. ROOM covers a room's units and unavailable dates. */
export const auditEntity = pgEnum('audit_entity', ['BOOKING', 'ENQUIRY', 'RATE', 'RATE_TYPE', 'ROOM', 'HOTEL', 'PACKAGE', 'USER', 'QUOTE', 'INVOICE']);

/**
 * The audit trail: who changed what, when, with the values before and after. Append-only; written in
 * the same transaction as the change it records (server/src/audit/audit.service.ts).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entity: auditEntity('entity').notNull(),
    /** The changed row's id (kept after the row is deleted). */
    entityId: uuid('entity_id').notNull(),
    /** The hotel the row belongs to, so a hotel manager can read the history of their own hotels. */
    hotelId: uuid('hotel_id'),
    /** e.g. CREATED, UPDATED, DELETED, STATUS_CHANGED, ASSIGNED, NOTE_ADDED, CONVERTED. */
    action: text('action').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Username at the time, or "visitor" / "system". */
    actorName: text('actor_name').notNull(),
    /** Changed fields only: { field: { before, after } } (before null on create, after null on delete). */
    changes: jsonb('changes').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_events_hotel_idx').on(t.hotelId, t.createdAt),
  ],
);

export const mailStatus = pgEnum('mail_status', ['PENDING', 'SENT', 'FAILED']);

/**
 * The outbox: every e-mail is first a row here, written in the same transaction as what caused it, then
 * sent by the mail worker (server/src/mail). A mail server outage only delays it: the row is retried with
 * back-off. Claimed with a lease (locked_until) so several processes never send the same mail twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Which template, e.g. booking-received-agency; for logs and tests. */
    template: text('template').notNull(),
    /** Documents to attach, rendered by the worker at send time (issued documents never change). */
    attachments: jsonb('attachments').$type<DocumentRef[]>().notNull().default(sql`'[]'::jsonb`),
    status: mailStatus('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Agency-wide texts admins edit on /policies: the default cancellation policy and terms shown on packages. */
export const agencyPolicies = pgTable('agency_policies', {
  key: text('key').primaryKey(),
  body: text('body').notNull(),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

// ------------------------------------------------------------------ money: quotes, invoices, payments
// Rules the database keeps itself (drizzle/0015_quotes_invoices_payments.sql): a sent quote's money and
// lines, an invoice, its lines, payments and credit notes cannot be changed; payments never exceed the
// invoice total nor land on a cancelled invoice. The services check first with a clear message.

export const quoteStatus = pgEnum('quote_status', ['DRAFT', 'SENT', 'ACCEPTED', 'SUPERSEDED', 'WITHDRAWN', 'CANCELLED']);
/** A line's VAT treatment (@travel/contract's VAT_TREATMENTS): standard rate, zero-rated or exempt. */
export const vatTreatment = pgEnum('vat_treatment', ['STANDARD', 'ZERO_RATED', 'EXEMPT']);
export const quoteLineKind = pgEnum('quote_line_kind', ['PACKAGE', 'STAY', 'FLIGHT', 'TRANSFER', 'INSURANCE', 'OTHER']);
export const invoiceStatus = pgEnum('invoice_status', ['ISSUED', 'CANCELLED']);
export const paymentMethod = pgEnum('payment_method', ['EFT', 'CARD', 'CASH']);

/**
 * A priced offer answering an inbox item (a booking request or stay: booking_id; a trip plan or other
 * enquiry: enquiry_id). Prices include VAT; totals are computed by the server (billing/money-maths.ts).
 * Only the SHA-256 hash of the customer's acceptance token is stored.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    enquiryId: uuid('enquiry_id').references(() => enquiries.id, { onDelete: 'restrict' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    revisesQuoteId: uuid('revises_quote_id').references((): AnyPgColumn => quotes.id, { onDelete: 'restrict' }),
    status: quoteStatus('status').notNull().default('DRAFT'),
    currency: currency('currency').notNull().default('ZAR'),
    validUntil: date('valid_until').notNull(),
    depositPercent: integer('deposit_percent').notNull(),
    depositDueOn: date('deposit_due_on').notNull(),
    balanceDueOn: date('balance_due_on').notNull(),
    message: text('message').notNull().default(''),
    vatPercent: integer('vat_percent').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /**
     * The agency's terms and the cancellation policy as they stood when the quote was sent (null on a
     * draft, and on quotes sent before migration 0021): what the customer accepts, and what a later
     * cancellation fee is charged by. termsVersion names the pair (a hash of both texts).
     */
    termsText: text('terms_text'),
    cancellationPolicyText: text('cancellation_policy_text'),
    termsVersion: text('terms_version'),
    /** Who accepted: the signed-in customer (null through the e-mailed link) and the address it came from. */
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedFromIp: text('accepted_from_ip'),
  },
  (t) => [
    uniqueIndex('quotes_token_hash_key').on(t.tokenHash).where(sql`${t.tokenHash} is not null`),
    index('quotes_booking_idx').on(t.bookingId, t.version),
    index('quotes_enquiry_idx').on(t.enquiryId, t.version),
    index('quotes_user_idx').on(t.userId),
    index('quotes_email_idx').on(sql`lower(${t.customerEmail})`),
    check('quotes_one_subject', sql`(${t.bookingId} is null) <> (${t.enquiryId} is null)`),
    check('quotes_rand_only', sql`${t.currency} = 'ZAR'`),
    check('quotes_version_positive', sql`${t.version} >= 1`),
    check('quotes_deposit_percent', sql`${t.depositPercent} between 0 and 100`),
    check('quotes_vat_percent', sql`${t.vatPercent} between 0 and 100`),
    check('quotes_amounts', sql`${t.subtotalCents} >= 0 and ${t.vatCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.vatCents}`),
    check('quotes_due_order', sql`${t.balanceDueOn} >= ${t.depositDueOn}`),
    check('quotes_sent_has_token', sql`${t.status} = 'DRAFT' or (${t.tokenHash} is not null and ${t.tokenExpiresAt} is not null)`),
    check('quotes_terms_together', sql`(${t.termsVersion} is null) = (${t.termsText} is null) and (${t.termsVersion} is null) = (${t.cancellationPolicyText} is null)`),
  ],
);

/** One priced line of a quote. USD lines keep the rate used and their rand amount (rounded per line). */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: quoteLineKind('kind').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    currency: currency('currency').notNull(),
    /** Rand per unit of the line's currency (1 for ZAR), from the admin's exchange rate when the line was saved. */
    exchangeRate: numeric('exchange_rate', { precision: 12, scale: 4, mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** What the agency pays its supplier for the line, in rand cents: staff only. */
    netCostCents: integer('net_cost_cents'),
    vatTreatment: vatTreatment('vat_treatment').notNull(),
    /** The rate the treatment charged when the line was priced (the quote's standard rate, or 0). */
    vatPercent: integer('vat_percent').notNull(),
    /** The VAT in amountCents: the line's share of its VAT group's (contract's lineVatCents). */
    vatCents: integer('vat_cents').notNull(),
  },
  (t) => [
    unique('quote_lines_position_key').on(t.quoteId, t.position),
    check('quote_lines_quantity', sql`${t.quantity} >= 1`),
    check('quote_lines_amounts', sql`${t.unitPriceCents} >= 0 and ${t.amountCents} >= 0 and (${t.netCostCents} is null or ${t.netCostCents} >= 0)`),
    check('quote_lines_vat', sql`${t.vatPercent} between 0 and 100 and (${t.vatTreatment} = 'STANDARD' or ${t.vatPercent} = 0) and ${t.vatCents} between 0 and ${t.amountCents}`),
    check('quote_lines_rate', sql`${t.exchangeRate} > 0 and (${t.currency} <> 'ZAR' or ${t.exchangeRate} = 1)`),
  ],
);

/** The last number given out per year: a row locked by `update ... returning` in the issuing transaction. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  { year: integer('year').primaryKey(), lastNumber: integer('last_number').notNull() },
  (t) => [check('invoice_counters_nonneg', sql`${t.lastNumber} >= 0`)],
);

export const creditNoteCounters = pgTable(
  'credit_note_counters',
  { year: integer('year').primaryKey(), lastNumber: integer('last_number').notNull() },
  (t) => [check('credit_note_counters_nonneg', sql`${t.lastNumber} >= 0`)],
);

/** An accepted quote's invoice: never edited (cancelling issues a credit note). Paid by EFT with `reference`. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    quoteId: uuid('quote_id')
      .notNull()
      .unique()
      .references(() => quotes.id, { onDelete: 'restrict' }),
    /** The booking or enquiry reference: what the customer writes on the EFT. */
    reference: text('reference').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    issuedOn: date('issued_on').notNull(),
    vatPercent: integer('vat_percent').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    depositDueOn: date('deposit_due_on').notNull(),
    balanceDueOn: date('balance_due_on').notNull(),
    status: invoiceStatus('status').notNull().default('ISSUED'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_user_idx').on(t.userId),
    index('invoices_email_idx').on(sql`lower(${t.customerEmail})`),
    index('invoices_created_idx').on(t.createdAt, t.id),
    check('invoices_amounts', sql`${t.subtotalCents} >= 0 and ${t.vatCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.vatCents}`),
    check('invoices_deposit', sql`${t.depositCents} between 0 and ${t.totalCents}`),
    check('invoices_due_order', sql`${t.balanceDueOn} >= ${t.depositDueOn}`),
    check('invoices_cancelled', sql`(${t.status} = 'CANCELLED') = (${t.cancelledAt} is not null)`),
  ],
);

/** The quote's lines as invoiced (no net costs: an invoice is the customer's document). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    kind: quoteLineKind('kind').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    currency: currency('currency').notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 12, scale: 4, mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    vatTreatment: vatTreatment('vat_treatment').notNull(),
    vatPercent: integer('vat_percent').notNull(),
    vatCents: integer('vat_cents').notNull(),
  },
  (t) => [
    unique('invoice_lines_position_key').on(t.invoiceId, t.position),
    check('invoice_lines_quantity', sql`${t.quantity} >= 1`),
    check('invoice_lines_amounts', sql`${t.unitPriceCents} >= 0 and ${t.amountCents} >= 0`),
    check('invoice_lines_vat', sql`${t.vatPercent} between 0 and 100 and (${t.vatTreatment} = 'STANDARD' or ${t.vatPercent} = 0) and ${t.vatCents} between 0 and ${t.amountCents}`),
  ],
);

/** Money received against an invoice. Never edited or deleted; the database refuses overpayment. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    receivedOn: date('received_on').notNull(),
    method: paymentMethod('method').notNull(),
    reference: text('reference').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('payments_invoice_idx').on(t.invoiceId, t.receivedOn), check('payments_amount_positive', sql`${t.amountCents} > 0`)],
);

/**
 * Issued when an invoice is cancelled. It credits the invoice total less the cancellation fee kept
 * (amountCreditedCents, VAT included, with the VAT in it); the refund owed is what had been paid less the
 * fee (refundDueCents), paid out by refunds. The per-VAT-group split follows from the invoice's lines and
 * the fee (contract's creditNoteSplit).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    cancellationFeeCents: integer('cancellation_fee_cents').notNull(),
    amountCreditedCents: integer('amount_credited_cents').notNull(),
    vatCreditedCents: integer('vat_credited_cents').notNull(),
    refundDueCents: integer('refund_due_cents').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('credit_notes_amounts', sql`${t.cancellationFeeCents} >= 0 and ${t.amountCreditedCents} >= 0 and ${t.refundDueCents} >= 0`),
    check('credit_notes_vat', sql`${t.vatCreditedCents} between 0 and ${t.amountCreditedCents}`),
  ],
);

/**
 * Money paid back to the customer against a credit note's refund owed. Never edited or deleted; the
 * database refuses refunds above what is owed (0021's refunds_within_due, under the credit note's lock).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    refundedOn: date('refunded_on').notNull(),
    method: paymentMethod('method').notNull(),
    reference: text('reference').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('refunds_invoice_idx').on(t.invoiceId, t.refundedOn), check('refunds_amount_positive', sql`${t.amountCents} > 0`)],
);

export const paymentReminderKind = pgEnum('payment_reminder_kind', ['DEPOSIT_REMINDER', 'DEPOSIT_OVERDUE', 'BALANCE_REMINDER', 'BALANCE_OVERDUE']);

/**
 * One row per payment reminder mail queued (server/src/reminders). The primary key is what makes a reminder
 * go out once: the job inserts with ON CONFLICT DO NOTHING in the transaction that queues the mail, so only
 * the process whose insert wins queues it. Never changed or deleted (a trigger refuses; 0017).
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    kind: paymentReminderKind('kind').notNull(),
    /** The due date reminded of (the invoice's deposit or balance due date). */
    dueOn: date('due_on').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.kind, t.dueOn] })],
);

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteLineRow = typeof quoteLines.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type PaymentReminderKind = (typeof paymentReminderKind.enumValues)[number];

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserRole = (typeof userRole.enumValues)[number];
export type PackageRow = typeof packages.$inferSelect;
export type HotelRow = typeof hotels.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type BookingKind = (typeof bookingKind.enumValues)[number];
export type EnquiryRow = typeof enquiries.$inferSelect;
export type EnquiryKind = (typeof enquiryKind.enumValues)[number];
export type AuditEntity = (typeof auditEntity.enumValues)[number];
export type MailRow = typeof mailOutbox.$inferSelect;
