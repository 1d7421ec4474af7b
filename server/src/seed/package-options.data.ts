/** Fixed option lists of the admin package form (admin portal spec, section 5) and shared seed texts. */
import type { packageType } from '../db/schema.js';

export type PackageTypeName = (typeof packageType.enumValues)[number];

export const PACKAGE_INCLUDE_OPTIONS = [
  'Pick and Drop Services',
  'Breakfast',
  '1 Meal Per Day',
  'Visit 7 Best Places in the City',
  'Insurance',
  'Food & Drinks',
] as const;
export type PackageInclude = (typeof PACKAGE_INCLUDE_OPTIONS)[number];

export const PACKAGE_AMENITY_OPTIONS = [
  'Accepts Credit Cards',
  'Car Parking',
  'Free Coupons',
  'Restaurant',
  'Smoking Allowed',
  'Wireless Internet',
] as const;
export type PackageAmenity = (typeof PACKAGE_AMENITY_OPTIONS)[number];

/** The agency's own terms (agency_policies 'terms'): what every quote is sent with. */
export const AGENCY_TERMS =
  'Quotes are in South African rand and include VAT where it applies. A quote is valid until the date it shows and ' +
  'becomes a booking when accepted; the deposit it names secures the booking and the balance is due on its date. ' +
  'Prices of flights and foreign services may change until paid in full. Cancellations follow the cancellation policy ' +
  'sent with the quote; a refund owed is paid back to the account the money came from.';

export const TERMS_LOCAL =
  'Prices are per person sharing, in South African rand and include VAT. A 30% deposit secures the booking and the ' +
  'balance is due 30 days before departure. Prices are subject to availability and may change until the deposit is ' +
  'paid. Child prices apply to children aged 2 to 11 sharing with two paying adults.';

export const TERMS_INTERNATIONAL =
  'Prices are per person sharing, quoted in South African rand and based on the exchange rate on the date of ' +
  'publishing; they may be adjusted for currency movements until paid in full. Airfares include taxes and fuel levies ' +
  'as at the quoting date. A 30% deposit secures the booking and the balance is due 45 days before departure. ' +
  'Travellers need a passport valid for six months after return with two blank pages, and any visas required.';

export const TERMS_USD =
  'Prices are per person sharing in US dollars and are payable in rand at the exchange rate on the day of payment. ' +
  'A 30% deposit secures the booking and the balance is due 45 days before departure. Travellers need a passport ' +
  'valid for six months after return with two blank pages, and any visas required.';

export const TERMS_CRUISE =
  'Cruise fares are per person sharing an inside cabin unless stated otherwise and include port charges. Passengers ' +
  'need a passport valid for six months after the return date, also on coastal sailings that call at foreign ports. ' +
  'The cruise line may change the route or skip a port because of weather or port conditions without compensation. ' +
  'A 25% deposit secures the cabin; the balance is due 60 days before sailing.';

export const CANCELLATION_STANDARD =
  'Cancellations must reach us in writing. 60 days or more before departure: the deposit is forfeited. 59 to 30 days: ' +
  '50% of the package price. 29 to 8 days: 75%. 7 days or less, or a no-show: 100%. Airline tickets follow the ' +
  "airline's own rules. We strongly recommend travel insurance that covers cancellation.";

export const CANCELLATION_SAFARI =
  'Cancellations must reach us in writing. 90 days or more before arrival: the deposit is forfeited. 89 to 45 days: ' +
  '50% of the package price. 44 days or less, or a no-show: 100%. Lodges do not refund unused nights or activities ' +
  'missed because of late arrival.';

export const CANCELLATION_CRUISE =
  'Cancellations must reach us in writing. 90 days or more before sailing: the deposit is forfeited. 89 to 60 days: ' +
  '50% of the fare. 59 days or less, or failure to board: 100%. Name changes are allowed up to 30 days before ' +
  'sailing for a fee of R750 per person.';

export const COMMON_EXCLUSIONS = [
  'Travel insurance',
  'Visa fees',
  'Gratuities for guides and drivers',
  'Personal expenses such as laundry, drinks and curios',
  'Meals not listed in the itinerary',
] as const;
