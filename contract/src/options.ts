/**
 * Option lists both sides know: the server's enums (database and GraphQL) are made from them, the web's
 * pickers and filters list them. Order matters: it is the database enum's and the spec's order.
 */

/** Admin spec section 5: the package types, in the spec's order (also the filter chips' order). */
export const PACKAGE_TYPES = ['Adventure', 'Honeymoon', 'Family', 'Solo', 'Group', 'Luxury', 'Customized', 'Cruise'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const isPackageType = (value: string | null | undefined): value is PackageType =>
  typeof value === 'string' && (PACKAGE_TYPES as readonly string[]).includes(value);

/** Admin spec sections 5 and 9: ZAR first, the default. */
export const CURRENCIES = ['ZAR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Where a booking or an enquiry is in the agency's workflow (the moves: inbox-workflow.ts). */
export const BOOKING_STATUSES = ['PENDING', 'CONTACTED', 'QUOTED', 'CONFIRMED', 'DECLINED', 'CANCELLED', 'COMPLETED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Plan Your Trip's holiday types (public spec section 9). */
export const HOLIDAY_TYPES = ['adventure', 'beach', 'city', 'cultural', 'family', 'romantic', 'wellness'] as const;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];

/**
 * Public spec section 9, the budget filter: each option searches packages up to its amount in rand. The
 * original gave 500 000, 400 000, 300 000 and 200 000 the same value (200000); each has its own here.
 */
export const BUDGET_AMOUNTS = [500_000, 400_000, 300_000, 200_000, 150_000, 100_000, 65_000, 40_000, 30_000, 20_000, 15_000, 12_000] as const;
export const DEFAULT_BUDGET = 500_000;
