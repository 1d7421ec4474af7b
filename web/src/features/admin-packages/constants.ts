/**
 * Admin spec section 5: the package types, in the spec's order; sections 5 and 9: ZAR first, the default.
 * The contract's lists, of which the server makes its enums (lib/api-contract.ts checks them against the API's types).
 */
export { CURRENCIES, PACKAGE_TYPES } from '@travel/contract';

export const AMENITY_OPTIONS = [
  'Accepts Credit Cards',
  'Car Parking',
  'Free Coupons',
  'Restaurant',
  'Smoking Allowed',
  'Wireless Internet',
] as const;

export const INCLUDE_OPTIONS = [
  'Pick and Drop Services',
  'Breakfast',
  '1 Meal Per Day',
  'Visit 7 Best Places in the City',
  'Insurance',
  'Food & Drinks',
] as const;

/** Admin spec section 9: toasts on the admin forms close after 1000 ms. */
export const ADMIN_FORM_TOAST_MS = 1000;

/** Admin spec section 8, Packages, plus the texts this feature adds where the spec had none. */
export const messages = {
  loadPackagesFailed: 'Failed to load packages.',
  loadDetailsFailed: 'Failed to fetch package details.',
  created: 'Package created successfully!',
  updated: 'Package updated successfully!',
  createFailed: 'Failed to create package.',
  updateFailed: 'Failed to update package.',
  deleted: 'Package deleted successfully!',
  deleteFailed: 'Failed to delete package.',
  holidayCreated: 'Travel package created successfully!',
  holidayCreateFailed: 'Failed to create travel package.',
  holidayUpdated: 'Travel package updated successfully!',
  holidayUpdateFailed: 'Failed to update travel package.',
  notFound: 'Package not found.',
  agencyAdminsOnly: 'Only agency admins can manage packages.',
  noPackages: 'No packages yet. Create the first one.',
  noHolidayPackages: 'No holiday packages yet.',
  rateUpdated: 'Exchange rate updated.',
  rateUpdateFailed: 'Failed to update the exchange rate.',
  rateInvalid: 'The rate must be a positive number of rand.',
} as const;

/** Shown by the save button when the form's own checks fail (the fields say what is wrong). */
