/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AccommodationInput = {
  name?: string;
  rating?: number | null | undefined;
  type?: string;
};

/** Both texts, each at most 10000 characters (trimmed). */
export type AgencyPoliciesInput = {
  cancellationPolicy: string;
  terms: string;
};

/** The booking form of /Booking/{id}. The price is taken from the package, never from the client. */
export type BookingInput = {
  departureDate: string;
  email: string;
  fullName: string;
  guests: number;
  packageId: string | number;
  phone: string;
  returnDate: string;
  specialRequests?: string;
};

/** Where a booking or an enquiry is in the workflow: forward along PENDING → CONTACTED → QUOTED → CONFIRMED (steps may be skipped), CONFIRMED → COMPLETED; DECLINED or CANCELLED from any status that is not final. */
export type BookingStatus =
  /** Called off (final; a stay frees its rooms). */
  | 'CANCELLED'
  /** The trip or stay has taken place (final). */
  | 'COMPLETED'
  /** Agreed with the customer (for a stay: the hotel holds the rooms). */
  | 'CONFIRMED'
  /** A consultant has been in touch with the customer. */
  | 'CONTACTED'
  /** The agency or hotel cannot take it (final; a stay frees its rooms). */
  | 'DECLINED'
  /** Received; nobody has acted on it yet. */
  | 'PENDING'
  /** The customer has been sent a price. */
  | 'QUOTED';

/** The contact form: all four fields required. */
export type ContactMessageInput = {
  email: string;
  firstName: string;
  lastName: string;
  message: string;
  /** Leave empty (spam trap). */
  website?: string | null | undefined;
};

export type CreateActivityInput = {
  description?: string | null | undefined;
  /** Free text, e.g. "2 hours". */
  duration: string;
  hotelId: string | number;
  maxParticipants: number;
  name: string;
  /** Rand; null when free or on request. */
  price?: number | null | undefined;
};

export type CreateAmenityInput = {
  description?: string | null | undefined;
  hotelId: string | number;
  name: string;
};

/** One rate per night from fromDate to toDate inclusive (at most 366 nights). */
export type CreateRatesInput = {
  fromDate: string;
  hotelId: string | number;
  rackRateDouble: number;
  rackRateGroup?: number | null | undefined;
  rackRateSingle?: number | null | undefined;
  rateTypeId?: string | number | null | undefined;
  roomTypeId: string | number;
  stoRateDouble: number;
  stoRateGroup?: number | null | undefined;
  stoRateSingle?: number | null | undefined;
  /** Defaults to fromDate. */
  toDate?: string | null | undefined;
};

export type CreateRoomInput = {
  active?: boolean | null | undefined;
  hotelId: string | number;
  /** Guests the room takes, 1 to 50. */
  maxPeople: number;
  /** Split on commas and trimmed; blanks dropped; unique within the hotel. */
  roomNumbers: Array<string>;
  roomTypeId: string | number;
  title: string;
  /** Nights every room number is blocked. */
  unavailableDates?: Array<string> | null | undefined;
};

export type CreateRoomTypeInput = {
  /** Trimmed; blank entries are dropped. */
  amenities?: Array<string> | null | undefined;
  /** Nightly price in rand when no dated rate applies. */
  baseRate: number;
  /** Guests one room sleeps, 1 to 50. */
  capacity: number;
  description?: string | null | undefined;
  hotelId: string | number;
  name: string;
  /** Photo URLs, at most 8. */
  photos?: Array<string> | null | undefined;
};

export type Currency =
  | 'USD'
  | 'ZAR';

export type EnquiryKind =
  /** A message from the contact page (/Contact). */
  | 'CONTACT'
  /** A travel insurance quote request (/Insurance). */
  | 'INSURANCE_QUOTE'
  /** Plan Your Trip (/TripPlan). */
  | 'TRIP_PLAN';

/** The holiday package form (/holiday-packages), with the spec field names. */
export type HolidayPackageInput = {
  amenities?: Array<string>;
  cancellationPolicy?: string;
  /** Defaults to the first destination. */
  city?: string | null | undefined;
  /** Defaults to the first destination. */
  country?: string | null | undefined;
  description: string;
  destinations: Array<PackageDestinationInput>;
  durationDays?: number;
  durationNights?: number;
  endDate?: string | null | undefined;
  exclusions?: Array<string>;
  featured?: boolean;
  inclusions?: Array<string>;
  itinerary?: Array<ItineraryDayInput>;
  maxGuests?: number | null | undefined;
  minAge?: number | null | undefined;
  name: string;
  packageType: PackageType;
  photos?: Array<string>;
  price: PriceInput;
  startDate?: string | null | undefined;
  termsAndConditions?: string;
};

/** The holiday type select of Plan Your Trip. */
export type HolidayType =
  | 'adventure'
  | 'beach'
  | 'city'
  | 'cultural'
  | 'family'
  | 'romantic'
  | 'wellness';

/** The hotel form (create and edit): every field is required (admin portal §5). */
export type HotelInput = {
  address: string;
  city: string;
  country: string;
  description: string;
  /** Distance from the city centre in metres (default 0). */
  distanceFromCentreM?: number | null | undefined;
  email: string;
  name: string;
  phone: string;
  /** Photo URLs (uploads or http(s)), at most 8. */
  photos: Array<string>;
  postalCode: string;
  /** 0 to 5. */
  rating: number;
  /** Free text: Hotel, Resort, Lodge, Guest House ... */
  type: string;
};

/** The travel insurance quote form: all six fields required. */
export type InsuranceQuoteInput = {
  departureDate: string;
  destination: string;
  email: string;
  fullName: string;
  phoneNumber: string;
  returnDate: string;
  /** Leave empty (spam trap). */
  website?: string | null | undefined;
};

export type ItineraryDayInput = {
  accommodation?: AccommodationInput | null | undefined;
  day: number;
  description?: string;
  meals?: MealsInput | null | undefined;
  title: string;
  transportation?: TransportationInput | null | undefined;
};

/** The spec body of POST /api/auth/login. */
export type LoginInput = {
  password: string;
  username: string;
};

export type MealsInput = {
  breakfast?: boolean;
  dinner?: boolean;
  lunch?: boolean;
};

export type PackageDestinationInput = {
  attractions: Array<string>;
  location: string;
};

/** The admin package form (/packages/create, /packages/edit/{id}). */
export type PackageInput = {
  amenities?: Array<string>;
  city: string;
  country: string;
  description: string;
  durationDays?: number;
  durationNights?: number;
  featured?: boolean;
  fromDate?: string | null | undefined;
  includes?: Array<string>;
  maxGuests?: number | null | undefined;
  minAge?: number | null | undefined;
  photos?: Array<string>;
  price: PriceInput;
  terms?: string;
  title: string;
  toDate?: string | null | undefined;
  type: PackageType;
};

/** PACKAGE: the admin's simple package. HOLIDAY: a holiday package with destinations and a day-by-day itinerary. */
export type PackageKind =
  | 'HOLIDAY'
  | 'PACKAGE';

export type PackageType =
  | 'Adventure'
  | 'Cruise'
  | 'Customized'
  | 'Family'
  | 'Group'
  | 'Honeymoon'
  | 'Luxury'
  | 'Solo';

export type PriceInput = {
  adult: number;
  child?: number | null | undefined;
  currency?: Currency;
  /** Set to put the package on special: the price before. */
  wasAdult?: number | null | undefined;
};

/** Create and update of a rate type; the description is always the preset's. */
export type RateTypeInput = {
  active?: boolean | null | undefined;
  doubleRate: number;
  groupRate: number;
  hotelId: string | number;
  /** One of ratePresets. */
  name: string;
  roomTypeId: string | number;
  singleRate: number;
};

/** Register an establishment: the manager account (as register) and its hotel. */
export type RegisterEstablishmentInput = {
  city: string;
  country: string;
  email: string;
  hotel: HotelInput;
  password: string;
  phone: string;
  username: string;
};

/** The spec body of POST /api/auth/register. Every field is required. */
export type RegisterInput = {
  city: string;
  country: string;
  email: string;
  password: string;
  phone: string;
  username: string;
};

/** Reserves rooms of one room type; the price is computed by the server from the rates. */
export type ReserveStayInput = {
  adults?: number;
  checkIn: string;
  checkOut: string;
  children?: number;
  email: string;
  fullName: string;
  hotelId: string | number;
  phone: string;
  roomTypeId: string | number;
  rooms?: number;
  specialRequests?: string;
};

/** What a user may do: customers book, hotel managers run their own hotels, agency admins run everything, staff work enquiries. */
export type Role =
  /** Administers everything. */
  | 'AGENCY_ADMIN'
  /** Registered on the public site. */
  | 'CUSTOMER'
  /** Administers the hotels in their own hotels list. */
  | 'HOTEL_MANAGER'
  /** The agency's internal user (the spec's isCoolUser). */
  | 'STAFF';

/** The hotel page /hotels/{id}: every room type priced and checked for these dates and this party. */
export type StayAvailabilityInput = {
  adults?: number;
  checkIn: string;
  checkOut: string;
  children?: number;
  hotelId: string | number;
  rooms?: number;
};

/** The stay search of /hotels: a city, dates, the party and a price per night in rand. */
export type StaySearchInput = {
  adults?: number;
  checkIn: string;
  checkOut: string;
  children?: number;
  /** City; case and accents ignored; the start of a word matches ("cape" finds Cape Town). Empty: every city. */
  destination?: string;
  limit?: number;
  /** Highest average price per night and room, rand. */
  maxPrice?: number;
  /** Lowest average price per night and room, rand. */
  minPrice?: number;
  page?: number;
  rooms?: number;
};

export type TransportationInput = {
  details?: string;
  type?: string;
};

/** Plan Your Trip: no required field, but an email or a phone is needed to reply. */
export type TripPlanInput = {
  /** Rand, 0 to 10,000,000. */
  budget?: number | null | undefined;
  departureDate?: string | null | undefined;
  destination?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  guests?: number | null | undefined;
  holidayType?: HolidayType | null | undefined;
  lastName?: string | null | undefined;
  message?: string | null | undefined;
  phone?: string | null | undefined;
  returnDate?: string | null | undefined;
  /** Leave empty (spam trap). */
  website?: string | null | undefined;
};

export type UpdateActivityInput = {
  description?: string | null | undefined;
  /** Free text, e.g. "2 hours". */
  duration: string;
  maxParticipants: number;
  name: string;
  /** Rand; null when free or on request. */
  price?: number | null | undefined;
};

export type UpdateAmenityInput = {
  description?: string | null | undefined;
  name: string;
};

export type UpdateRateInput = {
  date: string;
  rackRateDouble: number;
  rackRateGroup?: number | null | undefined;
  rackRateSingle?: number | null | undefined;
  rateTypeId?: string | number | null | undefined;
  roomTypeId: string | number;
  stoRateDouble: number;
  stoRateGroup?: number | null | undefined;
  stoRateSingle?: number | null | undefined;
};

export type UpdateRoomInput = {
  active?: boolean | null | undefined;
  /** Guests the room takes, 1 to 50. */
  maxPeople: number;
  /** Split on commas and trimmed; blanks dropped; unique within the hotel. */
  roomNumbers: Array<string>;
  roomTypeId: string | number;
  title: string;
  /** When given, replaces the blocked nights (from today on) of every room number; absent keeps them. */
  unavailableDates?: Array<string> | null | undefined;
};

export type UpdateRoomTypeInput = {
  /** Trimmed; blank entries are dropped. */
  amenities?: Array<string> | null | undefined;
  /** Nightly price in rand when no dated rate applies. */
  baseRate: number;
  /** Guests one room sleeps, 1 to 50. */
  capacity: number;
  description?: string | null | undefined;
  name: string;
  /** Photo URLs, at most 8. */
  photos?: Array<string> | null | undefined;
};

export type AdminHotelRowFieldsFragment = { id: string, name: string, type: string, city: string, rating: number };

export type AdminManagedHotelsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminManagedHotelsQuery = { managedHotels: Array<{ id: string, name: string, type: string, city: string, rating: number }> };

export type AdminHotelFieldsFragment = { id: string, name: string, type: string, address: string, country: string, city: string, postalCode: string, email: string, phone: string, photos: Array<string>, description: string, rating: number, distanceFromCentreM: number };

export type AdminHotelQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminHotelQuery = { hotel: { id: string, name: string, type: string, address: string, country: string, city: string, postalCode: string, email: string, phone: string, photos: Array<string>, description: string, rating: number, distanceFromCentreM: number } | null };

export type AdminCreateHotelMutationVariables = Exact<{
  input: HotelInput;
}>;


export type AdminCreateHotelMutation = { createHotel: { id: string, name: string, type: string, address: string, country: string, city: string, postalCode: string, email: string, phone: string, photos: Array<string>, description: string, rating: number, distanceFromCentreM: number } };

export type AdminUpdateHotelMutationVariables = Exact<{
  id: string | number;
  input: HotelInput;
}>;


export type AdminUpdateHotelMutation = { updateHotel: { id: string, name: string, type: string, address: string, country: string, city: string, postalCode: string, email: string, phone: string, photos: Array<string>, description: string, rating: number, distanceFromCentreM: number } };

export type AdminDeleteHotelMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteHotelMutation = { deleteHotel: string };

export type AdminHotelManagerAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminHotelManagerAccountsQuery = { hotelManagerAccounts: Array<{ id: string, username: string, email: string, hotelIds: Array<string> }> };

export type AdminAssignHotelManagerMutationVariables = Exact<{
  hotelId: string | number;
  userId: string | number;
}>;


export type AdminAssignHotelManagerMutation = { assignHotelManager: { id: string, username: string, email: string, hotelIds: Array<string> } };

export type AdminUnassignHotelManagerMutationVariables = Exact<{
  hotelId: string | number;
  userId: string | number;
}>;


export type AdminUnassignHotelManagerMutation = { unassignHotelManager: { id: string, username: string, email: string, hotelIds: Array<string> } };

export type AdminHotelReservationFieldsFragment = { id: string, reference: string, status: BookingStatus, fullName: string, email: string, phone: string, hotelId: string | null, hotelName: string | null, roomTypeName: string | null, departureDate: string, returnDate: string, rooms: number | null, roomNumbers: Array<string> | null, adults: number | null, children: number | null, total: number, currency: Currency, specialRequests: string, createdAt: string };

export type AdminHotelReservationsQueryVariables = Exact<{
  hotelId?: string | number | null | undefined;
  status?: BookingStatus | null | undefined;
  limit: number;
}>;


export type AdminHotelReservationsQuery = { hotelReservations: Array<{ id: string, reference: string, status: BookingStatus, fullName: string, email: string, phone: string, hotelId: string | null, hotelName: string | null, roomTypeName: string | null, departureDate: string, returnDate: string, rooms: number | null, roomNumbers: Array<string> | null, adults: number | null, children: number | null, total: number, currency: Currency, specialRequests: string, createdAt: string }> };

export type AdminConfirmReservationMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminConfirmReservationMutation = { confirmReservation: { id: string, reference: string, status: BookingStatus, fullName: string, email: string, phone: string, hotelId: string | null, hotelName: string | null, roomTypeName: string | null, departureDate: string, returnDate: string, rooms: number | null, roomNumbers: Array<string> | null, adults: number | null, children: number | null, total: number, currency: Currency, specialRequests: string, createdAt: string } };

export type AdminCancelReservationMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminCancelReservationMutation = { cancelReservation: { id: string, reference: string, status: BookingStatus, fullName: string, email: string, phone: string, hotelId: string | null, hotelName: string | null, roomTypeName: string | null, departureDate: string, returnDate: string, rooms: number | null, roomNumbers: Array<string> | null, adults: number | null, children: number | null, total: number, currency: Currency, specialRequests: string, createdAt: string } };

type AdminPackageRowFields_HolidayPackage_Fragment = { id: string, kind: PackageKind, title: string, type: PackageType, country: string, city: string, price: { adult: number, currency: Currency } };

type AdminPackageRowFields_Package_Fragment = { id: string, kind: PackageKind, title: string, type: PackageType, country: string, city: string, price: { adult: number, currency: Currency } };

export type AdminPackageRowFieldsFragment =
  | AdminPackageRowFields_HolidayPackage_Fragment
  | AdminPackageRowFields_Package_Fragment
;

export type AdminPackagesQueryVariables = Exact<{
  limit: number;
}>;


export type AdminPackagesQuery = { packages: Array<
    | { id: string, kind: PackageKind, title: string, type: PackageType, country: string, city: string, price: { adult: number, currency: Currency } }
    | { id: string, kind: PackageKind, title: string, type: PackageType, country: string, city: string, price: { adult: number, currency: Currency } }
  > };

type AdminPackageFields_HolidayPackage_Fragment = { id: string, kind: PackageKind, title: string, type: PackageType, country: string, city: string, durationDays: number, durationNights: number, maxGuests: number | null, minAge: number | null, fromDate: string | null, toDate: string | null, amenities: Array<string>, includes: Array<string>, photos: Array<string>, description: string, terms: string, featured: boolean, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null } };

type AdminPackageFields_Package_Fragment = { id: string, kind: PackageKind, title: string, type: PackageType, country: string, city: string, durationDays: number, durationNights: number, maxGuests: number | null, minAge: number | null, fromDate: string | null, toDate: string | null, amenities: Array<string>, includes: Array<string>, photos: Array<string>, description: string, terms: string, featured: boolean, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null } };

export type AdminPackageFieldsFragment =
  | AdminPackageFields_HolidayPackage_Fragment
  | AdminPackageFields_Package_Fragment
;

export type AdminPackageQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminPackageQuery = { package:
    | { id: string, kind: PackageKind, title: string, type: PackageType, country: string, city: string, durationDays: number, durationNights: number, maxGuests: number | null, minAge: number | null, fromDate: string | null, toDate: string | null, amenities: Array<string>, includes: Array<string>, photos: Array<string>, description: string, terms: string, featured: boolean, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null } }
    | { id: string, kind: PackageKind, title: string, type: PackageType, country: string, city: string, durationDays: number, durationNights: number, maxGuests: number | null, minAge: number | null, fromDate: string | null, toDate: string | null, amenities: Array<string>, includes: Array<string>, photos: Array<string>, description: string, terms: string, featured: boolean, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null } }
   | null };

export type CreatePackageMutationVariables = Exact<{
  input: PackageInput;
}>;


export type CreatePackageMutation = { createPackage: { id: string, kind: PackageKind, title: string, type: PackageType, country: string, city: string, durationDays: number, durationNights: number, maxGuests: number | null, minAge: number | null, fromDate: string | null, toDate: string | null, amenities: Array<string>, includes: Array<string>, photos: Array<string>, description: string, terms: string, featured: boolean, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null } } };

export type UpdatePackageMutationVariables = Exact<{
  id: string | number;
  input: PackageInput;
}>;


export type UpdatePackageMutation = { updatePackage: { id: string, kind: PackageKind, title: string, type: PackageType, country: string, city: string, durationDays: number, durationNights: number, maxGuests: number | null, minAge: number | null, fromDate: string | null, toDate: string | null, amenities: Array<string>, includes: Array<string>, photos: Array<string>, description: string, terms: string, featured: boolean, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null } } };

export type DeletePackageMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePackageMutation = { deletePackage: string };

export type AdminHolidayPartsFieldsFragment = { exclusions: Array<string>, cancellationPolicy: string, destinations: Array<{ location: string, attractions: Array<string> }>, itinerary: Array<{ day: number, title: string, description: string, meals: { breakfast: boolean, lunch: boolean, dinner: boolean }, accommodation: { name: string, type: string, rating: number | null } | null, transportation: { type: string, details: string } | null }> };

export type AdminPackageViewQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminPackageViewQuery = { package:
    | { exclusions: Array<string>, cancellationPolicy: string, id: string, title: string, type: PackageType, description: string, country: string, city: string, durationDays: number, durationNights: number, fromDate: string | null, toDate: string | null, maxGuests: number | null, minAge: number | null, photos: Array<string>, kind: PackageKind, amenities: Array<string>, includes: Array<string>, terms: string, featured: boolean, destinations: Array<{ location: string, attractions: Array<string> }>, itinerary: Array<{ day: number, title: string, description: string, meals: { breakfast: boolean, lunch: boolean, dinner: boolean }, accommodation: { name: string, type: string, rating: number | null } | null, transportation: { type: string, details: string } | null }>, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null } }
    | { id: string, title: string, type: PackageType, description: string, country: string, city: string, durationDays: number, durationNights: number, fromDate: string | null, toDate: string | null, maxGuests: number | null, minAge: number | null, photos: Array<string>, kind: PackageKind, amenities: Array<string>, includes: Array<string>, terms: string, featured: boolean, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null } }
   | null };

export type AdminHolidayPackagesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminHolidayPackagesQuery = { holidayPackages: Array<{ id: string, kind: PackageKind, title: string, type: PackageType, price: { adult: number, currency: Currency }, destinations: Array<{ location: string, attractions: Array<string> }> }> };

export type AdminHolidayPackageFieldsFragment = { id: string, kind: PackageKind, title: string, type: PackageType, country: string, city: string, durationDays: number, durationNights: number, maxGuests: number | null, minAge: number | null, fromDate: string | null, toDate: string | null, amenities: Array<string>, includes: Array<string>, photos: Array<string>, description: string, terms: string, featured: boolean, exclusions: Array<string>, cancellationPolicy: string, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null }, destinations: Array<{ location: string, attractions: Array<string> }>, itinerary: Array<{ day: number, title: string, description: string, meals: { breakfast: boolean, lunch: boolean, dinner: boolean }, accommodation: { name: string, type: string, rating: number | null } | null, transportation: { type: string, details: string } | null }> };

export type AdminHolidayPackageQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminHolidayPackageQuery = { holidayPackage: { id: string, title: string, type: PackageType, description: string, country: string, city: string, durationDays: number, durationNights: number, fromDate: string | null, toDate: string | null, maxGuests: number | null, minAge: number | null, photos: Array<string>, kind: PackageKind, amenities: Array<string>, includes: Array<string>, terms: string, featured: boolean, exclusions: Array<string>, cancellationPolicy: string, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null }, destinations: Array<{ location: string, attractions: Array<string> }>, itinerary: Array<{ day: number, title: string, description: string, meals: { breakfast: boolean, lunch: boolean, dinner: boolean }, accommodation: { name: string, type: string, rating: number | null } | null, transportation: { type: string, details: string } | null }> } | null };

export type CreateHolidayPackageMutationVariables = Exact<{
  input: HolidayPackageInput;
}>;


export type CreateHolidayPackageMutation = { createHolidayPackage: { id: string, kind: PackageKind, title: string, type: PackageType, country: string, city: string, durationDays: number, durationNights: number, maxGuests: number | null, minAge: number | null, fromDate: string | null, toDate: string | null, amenities: Array<string>, includes: Array<string>, photos: Array<string>, description: string, terms: string, featured: boolean, exclusions: Array<string>, cancellationPolicy: string, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null }, destinations: Array<{ location: string, attractions: Array<string> }>, itinerary: Array<{ day: number, title: string, description: string, meals: { breakfast: boolean, lunch: boolean, dinner: boolean }, accommodation: { name: string, type: string, rating: number | null } | null, transportation: { type: string, details: string } | null }> } };

export type UpdateHolidayPackageMutationVariables = Exact<{
  id: string | number;
  input: HolidayPackageInput;
}>;


export type UpdateHolidayPackageMutation = { updateHolidayPackage: { id: string, kind: PackageKind, title: string, type: PackageType, country: string, city: string, durationDays: number, durationNights: number, maxGuests: number | null, minAge: number | null, fromDate: string | null, toDate: string | null, amenities: Array<string>, includes: Array<string>, photos: Array<string>, description: string, terms: string, featured: boolean, exclusions: Array<string>, cancellationPolicy: string, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null }, destinations: Array<{ location: string, attractions: Array<string> }>, itinerary: Array<{ day: number, title: string, description: string, meals: { breakfast: boolean, lunch: boolean, dinner: boolean }, accommodation: { name: string, type: string, rating: number | null } | null, transportation: { type: string, details: string } | null }> } };

export type AdminExchangeRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminExchangeRatesQuery = { exchangeRates: Array<{ currency: Currency, randPerUnit: number, updatedAt: string }> };

export type SetExchangeRateMutationVariables = Exact<{
  currency: Currency;
  randPerUnit: number;
}>;


export type SetExchangeRateMutation = { setExchangeRate: { currency: Currency, randPerUnit: number, updatedAt: string } };

export type SessionUserFieldsFragment = { id: string, username: string, email: string, role: Role, isAdmin: boolean, isCoolUser: boolean, hotels: Array<string> };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, expiresAt: string, isAdmin: boolean, isCoolUser: boolean, details: { id: string, username: string, email: string, role: Role, isAdmin: boolean, isCoolUser: boolean, hotels: Array<string> } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { message: string, user: { id: string, username: string } } };

export type BookingPackageQueryVariables = Exact<{
  id: string | number;
}>;


export type BookingPackageQuery = { package:
    | { id: string, title: string, type: PackageType, description: string, country: string, city: string, durationDays: number, durationNights: number, fromDate: string | null, toDate: string | null, maxGuests: number | null, minAge: number | null, photos: Array<string>, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null } }
    | { id: string, title: string, type: PackageType, description: string, country: string, city: string, durationDays: number, durationNights: number, fromDate: string | null, toDate: string | null, maxGuests: number | null, minAge: number | null, photos: Array<string>, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null } }
   | null };

export type RequestBookingMutationVariables = Exact<{
  input: BookingInput;
}>;


export type RequestBookingMutation = { requestBooking: { id: string, reference: string, status: BookingStatus, packageId: string | null, packageTitle: string | null, packageType: PackageType | null, departureDate: string, returnDate: string, guests: number, adultPrice: number | null, total: number, currency: Currency, createdAt: string } };

export type BookingFieldsFragment = { id: string, reference: string, status: BookingStatus, packageId: string | null, packageTitle: string | null, packageType: PackageType | null, departureDate: string, returnDate: string, guests: number, adultPrice: number | null, total: number, currency: Currency, createdAt: string };

export type MyBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBookingsQuery = { myBookings: Array<{ id: string, reference: string, status: BookingStatus, packageId: string | null, packageTitle: string | null, packageType: PackageType | null, departureDate: string, returnDate: string, guests: number, adultPrice: number | null, total: number, currency: Currency, createdAt: string }> };

export type DestinationsQueryVariables = Exact<{ [key: string]: never; }>;


export type DestinationsQuery = { destinations: Array<{ id: string, name: string, country: string }> };

export type DestinationDirectoryQueryVariables = Exact<{ [key: string]: never; }>;


export type DestinationDirectoryQuery = { destinations: Array<{ id: string, name: string, country: string, packageCount: number }> };

export type SiteConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteConfigQuery = { siteConfig: { carsWidgetUrl: string | null, toursWidgetUrl: string | null, contactMapUrl: string | null, externalBookingUrl: string | null } };

export type SendTripPlanMutationVariables = Exact<{
  input: TripPlanInput;
}>;


export type SendTripPlanMutation = { sendTripPlan: { reference: string, kind: EnquiryKind, createdAt: string } };

export type RequestInsuranceQuoteMutationVariables = Exact<{
  input: InsuranceQuoteInput;
}>;


export type RequestInsuranceQuoteMutation = { requestInsuranceQuote: { reference: string, kind: EnquiryKind, createdAt: string } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { reference: string, kind: EnquiryKind, createdAt: string } };

export type InventoryRoomTypeFieldsFragment = { id: string, hotelId: string, name: string, description: string, capacity: number, baseRate: number, amenities: Array<string>, photos: Array<string> };

export type InventoryRoomTypesQueryVariables = Exact<{
  hotelId: string | number;
}>;


export type InventoryRoomTypesQuery = { roomTypes: Array<{ id: string, hotelId: string, name: string, description: string, capacity: number, baseRate: number, amenities: Array<string>, photos: Array<string> }> };

export type InventoryRoomTypeQueryVariables = Exact<{
  id: string | number;
}>;


export type InventoryRoomTypeQuery = { roomType: { id: string, hotelId: string, name: string, description: string, capacity: number, baseRate: number, amenities: Array<string>, photos: Array<string> } | null };

export type InventoryCreateRoomTypeMutationVariables = Exact<{
  input: CreateRoomTypeInput;
}>;


export type InventoryCreateRoomTypeMutation = { createRoomType: { id: string, hotelId: string, name: string, description: string, capacity: number, baseRate: number, amenities: Array<string>, photos: Array<string> } };

export type InventoryUpdateRoomTypeMutationVariables = Exact<{
  id: string | number;
  input: UpdateRoomTypeInput;
}>;


export type InventoryUpdateRoomTypeMutation = { updateRoomType: { id: string, hotelId: string, name: string, description: string, capacity: number, baseRate: number, amenities: Array<string>, photos: Array<string> } };

export type InventoryDeleteRoomTypeMutationVariables = Exact<{
  id: string | number;
}>;


export type InventoryDeleteRoomTypeMutation = { deleteRoomType: string };

export type InventoryManagedHotelsQueryVariables = Exact<{ [key: string]: never; }>;


export type InventoryManagedHotelsQuery = { managedHotels: Array<{ id: string, name: string }> };

export type InventoryRoomTypeOptionsQueryVariables = Exact<{
  hotelId: string | number;
}>;


export type InventoryRoomTypeOptionsQuery = { roomTypes: Array<{ id: string, name: string }> };

export type InventoryRoomFieldsFragment = { id: string, hotelId: string, roomTypeId: string, title: string, maxPeople: number, active: boolean, roomNumbers: Array<string>, roomType: { id: string, name: string } | null, units: Array<{ id: string, number: string, unavailableDates: Array<string> }> };

export type InventoryRoomsQueryVariables = Exact<{
  hotelId: string | number;
}>;


export type InventoryRoomsQuery = { rooms: Array<{ id: string, hotelId: string, roomTypeId: string, title: string, maxPeople: number, active: boolean, roomNumbers: Array<string>, roomType: { id: string, name: string } | null, units: Array<{ id: string, number: string, unavailableDates: Array<string> }> }> };

export type InventoryCreateRoomMutationVariables = Exact<{
  input: CreateRoomInput;
}>;


export type InventoryCreateRoomMutation = { createRoom: { id: string, hotelId: string, roomTypeId: string, title: string, maxPeople: number, active: boolean, roomNumbers: Array<string>, roomType: { id: string, name: string } | null, units: Array<{ id: string, number: string, unavailableDates: Array<string> }> } };

export type InventoryUpdateRoomMutationVariables = Exact<{
  id: string | number;
  input: UpdateRoomInput;
}>;


export type InventoryUpdateRoomMutation = { updateRoom: { id: string, hotelId: string, roomTypeId: string, title: string, maxPeople: number, active: boolean, roomNumbers: Array<string>, roomType: { id: string, name: string } | null, units: Array<{ id: string, number: string, unavailableDates: Array<string> }> } };

export type InventoryDeleteRoomMutationVariables = Exact<{
  id: string | number;
}>;


export type InventoryDeleteRoomMutation = { deleteRoom: string };

export type InventoryAmenityFieldsFragment = { id: string, hotelId: string, name: string, description: string };

export type InventoryAmenitiesQueryVariables = Exact<{
  hotelId: string | number;
}>;


export type InventoryAmenitiesQuery = { amenities: Array<{ id: string, hotelId: string, name: string, description: string }> };

export type InventoryAmenityQueryVariables = Exact<{
  id: string | number;
}>;


export type InventoryAmenityQuery = { amenity: { id: string, hotelId: string, name: string, description: string } | null };

export type InventoryCreateAmenityMutationVariables = Exact<{
  input: CreateAmenityInput;
}>;


export type InventoryCreateAmenityMutation = { createAmenity: { id: string, hotelId: string, name: string, description: string } };

export type InventoryUpdateAmenityMutationVariables = Exact<{
  id: string | number;
  input: UpdateAmenityInput;
}>;


export type InventoryUpdateAmenityMutation = { updateAmenity: { id: string, hotelId: string, name: string, description: string } };

export type InventoryDeleteAmenityMutationVariables = Exact<{
  id: string | number;
}>;


export type InventoryDeleteAmenityMutation = { deleteAmenity: string };

export type InventoryActivityFieldsFragment = { id: string, hotelId: string, name: string, description: string, duration: string, maxParticipants: number, price: number | null };

export type InventoryActivitiesQueryVariables = Exact<{
  hotelId: string | number;
}>;


export type InventoryActivitiesQuery = { activities: Array<{ id: string, hotelId: string, name: string, description: string, duration: string, maxParticipants: number, price: number | null }> };

export type InventoryCreateActivityMutationVariables = Exact<{
  input: CreateActivityInput;
}>;


export type InventoryCreateActivityMutation = { createActivity: { id: string, hotelId: string, name: string, description: string, duration: string, maxParticipants: number, price: number | null } };

export type InventoryUpdateActivityMutationVariables = Exact<{
  id: string | number;
  input: UpdateActivityInput;
}>;


export type InventoryUpdateActivityMutation = { updateActivity: { id: string, hotelId: string, name: string, description: string, duration: string, maxParticipants: number, price: number | null } };

export type InventoryDeleteActivityMutationVariables = Exact<{
  id: string | number;
}>;


export type InventoryDeleteActivityMutation = { deleteActivity: string };

export type InventoryRatePresetsQueryVariables = Exact<{ [key: string]: never; }>;


export type InventoryRatePresetsQuery = { ratePresets: Array<{ name: string, description: string }> };

export type InventoryRateTypeFieldsFragment = { id: string, hotelId: string, roomTypeId: string, name: string, description: string, singleRate: number, doubleRate: number, groupRate: number, active: boolean, roomType: { id: string, name: string } | null };

export type InventoryRateTypesQueryVariables = Exact<{
  hotelId: string | number;
}>;


export type InventoryRateTypesQuery = { rateTypes: Array<{ id: string, hotelId: string, roomTypeId: string, name: string, description: string, singleRate: number, doubleRate: number, groupRate: number, active: boolean, roomType: { id: string, name: string } | null }> };

export type InventoryCreateRateTypeMutationVariables = Exact<{
  input: RateTypeInput;
}>;


export type InventoryCreateRateTypeMutation = { createRateType: { id: string, hotelId: string, roomTypeId: string, name: string, description: string, singleRate: number, doubleRate: number, groupRate: number, active: boolean, roomType: { id: string, name: string } | null } };

export type InventoryUpdateRateTypeMutationVariables = Exact<{
  id: string | number;
  input: RateTypeInput;
}>;


export type InventoryUpdateRateTypeMutation = { updateRateType: { id: string, hotelId: string, roomTypeId: string, name: string, description: string, singleRate: number, doubleRate: number, groupRate: number, active: boolean, roomType: { id: string, name: string } | null } };

export type InventoryDeleteRateTypeMutationVariables = Exact<{
  id: string | number;
}>;


export type InventoryDeleteRateTypeMutation = { deleteRateType: string };

export type InventoryRateFieldsFragment = { id: string, hotelId: string, roomTypeId: string, rateTypeId: string | null, date: string, stoRateSingle: number | null, rackRateSingle: number | null, stoRateDouble: number, rackRateDouble: number, stoRateGroup: number | null, rackRateGroup: number | null, roomType: { id: string, name: string } | null, rateType: { id: string, name: string } | null };

export type InventoryRatesQueryVariables = Exact<{
  hotelId: string | number;
  roomTypeId?: string | number | null | undefined;
  fromDate?: string | null | undefined;
}>;


export type InventoryRatesQuery = { rates: Array<{ id: string, hotelId: string, roomTypeId: string, rateTypeId: string | null, date: string, stoRateSingle: number | null, rackRateSingle: number | null, stoRateDouble: number, rackRateDouble: number, stoRateGroup: number | null, rackRateGroup: number | null, roomType: { id: string, name: string } | null, rateType: { id: string, name: string } | null }> };

export type InventoryRateFormOptionsQueryVariables = Exact<{
  hotelId: string | number;
}>;


export type InventoryRateFormOptionsQuery = { roomTypes: Array<{ id: string, name: string }>, rateTypes: Array<{ id: string, name: string, roomTypeId: string }> };

export type InventoryCreateRatesMutationVariables = Exact<{
  input: CreateRatesInput;
}>;


export type InventoryCreateRatesMutation = { createRates: Array<{ id: string, hotelId: string, roomTypeId: string, rateTypeId: string | null, date: string, stoRateSingle: number | null, rackRateSingle: number | null, stoRateDouble: number, rackRateDouble: number, stoRateGroup: number | null, rackRateGroup: number | null, roomType: { id: string, name: string } | null, rateType: { id: string, name: string } | null }> };

export type InventoryUpdateRateMutationVariables = Exact<{
  id: string | number;
  input: UpdateRateInput;
}>;


export type InventoryUpdateRateMutation = { updateRate: { id: string, hotelId: string, roomTypeId: string, rateTypeId: string | null, date: string, stoRateSingle: number | null, rackRateSingle: number | null, stoRateDouble: number, rackRateDouble: number, stoRateGroup: number | null, rackRateGroup: number | null, roomType: { id: string, name: string } | null, rateType: { id: string, name: string } | null } };

export type InventoryDeleteRateMutationVariables = Exact<{
  id: string | number;
}>;


export type InventoryDeleteRateMutation = { deleteRate: string };

export type DashboardFiguresFieldsFragment = { from: string, to: string, hotels: number, averageRating: number | null, totalBookings: number, revenue: number, occupancy: number | null, occupancyFrom: string, occupancyTo: string, openEnquiries: number | null, bookingsByStatus: Array<{ status: BookingStatus, count: number }>, bookingsPerWeek: Array<{ weekStart: string, count: number }> };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { dashboard: { from: string, to: string, hotels: number, averageRating: number | null, totalBookings: number, revenue: number, occupancy: number | null, occupancyFrom: string, occupancyTo: string, openEnquiries: number | null, bookingsByStatus: Array<{ status: BookingStatus, count: number }>, bookingsPerWeek: Array<{ weekStart: string, count: number }> } };

export type AnalyticsQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type AnalyticsQuery = { analytics: { from: string, to: string, hotels: number, averageRating: number | null, totalBookings: number, revenue: number, occupancy: number | null, occupancyFrom: string, occupancyTo: string, openEnquiries: number | null, bookingsByStatus: Array<{ status: BookingStatus, count: number }>, bookingsPerWeek: Array<{ weekStart: string, count: number }> } };

export type AgencyPoliciesFieldsFragment = { cancellationPolicy: string, terms: string, updatedAt: string | null };

export type AgencyPoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type AgencyPoliciesQuery = { policies: { cancellationPolicy: string, terms: string, updatedAt: string | null } };

export type UpdateAgencyPoliciesMutationVariables = Exact<{
  input: AgencyPoliciesInput;
}>;


export type UpdateAgencyPoliciesMutation = { updatePolicies: { cancellationPolicy: string, terms: string, updatedAt: string | null } };

type PackageCardFields_HolidayPackage_Fragment = { id: string, title: string, type: PackageType, description: string, country: string, city: string, durationDays: number, durationNights: number, fromDate: string | null, toDate: string | null, maxGuests: number | null, minAge: number | null, photos: Array<string>, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null } };

type PackageCardFields_Package_Fragment = { id: string, title: string, type: PackageType, description: string, country: string, city: string, durationDays: number, durationNights: number, fromDate: string | null, toDate: string | null, maxGuests: number | null, minAge: number | null, photos: Array<string>, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null } };

export type PackageCardFieldsFragment =
  | PackageCardFields_HolidayPackage_Fragment
  | PackageCardFields_Package_Fragment
;

export type PackageListQueryVariables = Exact<{
  type?: PackageType | null | undefined;
  types?: Array<PackageType> | PackageType | null | undefined;
  featured?: boolean | null | undefined;
  specials?: boolean | null | undefined;
  departingFrom?: string | null | undefined;
  departingTo?: string | null | undefined;
  limit: number;
}>;


export type PackageListQuery = { packages: Array<
    | { id: string, title: string, type: PackageType, description: string, country: string, city: string, durationDays: number, durationNights: number, fromDate: string | null, toDate: string | null, maxGuests: number | null, minAge: number | null, photos: Array<string>, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null } }
    | { id: string, title: string, type: PackageType, description: string, country: string, city: string, durationDays: number, durationNights: number, fromDate: string | null, toDate: string | null, maxGuests: number | null, minAge: number | null, photos: Array<string>, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null } }
  > };

export type PackageDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type PackageDetailsQuery = { package:
    | { __typename: 'HolidayPackage', exclusions: Array<string>, cancellationPolicy: string, kind: PackageKind, includes: Array<string>, amenities: Array<string>, terms: string, id: string, title: string, type: PackageType, description: string, country: string, city: string, durationDays: number, durationNights: number, fromDate: string | null, toDate: string | null, maxGuests: number | null, minAge: number | null, photos: Array<string>, destinations: Array<{ location: string, attractions: Array<string> }>, itinerary: Array<{ day: number, title: string, description: string, meals: { breakfast: boolean, lunch: boolean, dinner: boolean }, accommodation: { name: string, type: string, rating: number | null } | null, transportation: { type: string, details: string } | null }>, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null } }
    | { __typename: 'Package', kind: PackageKind, includes: Array<string>, amenities: Array<string>, terms: string, id: string, title: string, type: PackageType, description: string, country: string, city: string, durationDays: number, durationNights: number, fromDate: string | null, toDate: string | null, maxGuests: number | null, minAge: number | null, photos: Array<string>, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null } }
   | null };

export type SearchPackagesQueryVariables = Exact<{
  destination?: string | null | undefined;
  date?: string | null | undefined;
  maxPrice: number;
  page: number;
  limit: number;
}>;


export type SearchPackagesQuery = { searchPackages: { data: Array<
      | { id: string, title: string, type: PackageType, description: string, country: string, city: string, durationDays: number, durationNights: number, fromDate: string | null, toDate: string | null, maxGuests: number | null, minAge: number | null, photos: Array<string>, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null } }
      | { id: string, title: string, type: PackageType, description: string, country: string, city: string, durationDays: number, durationNights: number, fromDate: string | null, toDate: string | null, maxGuests: number | null, minAge: number | null, photos: Array<string>, price: { adult: number, child: number | null, currency: Currency, wasAdult: number | null } }
    >, pagination: { page: number, limit: number, totalItems: number, totalPages: number } } };

export type StayHotelCardFieldsFragment = { id: string, name: string, type: string, city: string, photos: Array<string>, description: string, rating: number, distanceFromCentreM: number };

export type StaySearchQueryVariables = Exact<{
  input: StaySearchInput;
}>;


export type StaySearchQuery = { staySearch: { total: number, page: number, totalPages: number, items: Array<{ cheapestRoomTypeId: string, cheapestNightly: number, cheapestTotal: number, nights: number, hotel: { id: string, name: string, type: string, city: string, photos: Array<string>, description: string, rating: number, distanceFromCentreM: number } }> } };

export type StayHotelFieldsFragment = { id: string, name: string, type: string, address: string, city: string, country: string, photos: Array<string>, description: string, rating: number, distanceFromCentreM: number, amenities: Array<{ id: string, name: string, description: string }>, activities: Array<{ id: string, name: string, description: string, duration: string, maxParticipants: number, price: number | null }> };

export type StayHotelQueryVariables = Exact<{
  id: string | number;
}>;


export type StayHotelQuery = { hotel: { id: string, name: string, type: string, address: string, city: string, country: string, photos: Array<string>, description: string, rating: number, distanceFromCentreM: number, amenities: Array<{ id: string, name: string, description: string }>, activities: Array<{ id: string, name: string, description: string, duration: string, maxParticipants: number, price: number | null }> } | null };

export type StayAvailabilityQueryVariables = Exact<{
  input: StayAvailabilityInput;
}>;


export type StayAvailabilityQuery = { stayAvailability: { checkIn: string, checkOut: string, nights: number, adults: number, children: number, rooms: number, roomTypes: Array<{ available: boolean, unitsFree: number, reason: string | null, nightly: number, total: number, roomType: { id: string, name: string, description: string, capacity: number, amenities: Array<string>, photos: Array<string> }, nights: Array<{ date: string, price: number, source: string }> }> } };

export type ReserveStayMutationVariables = Exact<{
  input: ReserveStayInput;
}>;


export type ReserveStayMutation = { reserveStay: { id: string, reference: string, status: BookingStatus, hotelName: string | null, roomTypeName: string | null, departureDate: string, returnDate: string, rooms: number | null, adults: number | null, children: number | null, total: number, fullName: string, email: string } };

export type RegisterEstablishmentMutationVariables = Exact<{
  input: RegisterEstablishmentInput;
}>;


export type RegisterEstablishmentMutation = { registerEstablishment: { token: string, expiresAt: string, isAdmin: boolean, isCoolUser: boolean, details: { id: string, username: string, email: string, role: Role, isAdmin: boolean, isCoolUser: boolean, hotels: Array<string> } } };

export type SaveEstablishmentPhotosMutationVariables = Exact<{
  id: string | number;
  input: HotelInput;
}>;


export type SaveEstablishmentPhotosMutation = { updateHotel: { id: string, photos: Array<string> } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string } };

export const AdminHotelRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHotelRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hotel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}}]} as unknown as DocumentNode<AdminHotelRowFieldsFragment, unknown>;
export const AdminHotelFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHotelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hotel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"distanceFromCentreM"}}]}}]} as unknown as DocumentNode<AdminHotelFieldsFragment, unknown>;
export const AdminHotelReservationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHotelReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnDate"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequests"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminHotelReservationFieldsFragment, unknown>;
export const AdminPackageRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPackageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravelPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<AdminPackageRowFieldsFragment, unknown>;
export const AdminPackageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravelPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"durationNights"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"minAge"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"wasAdult"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"includes"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}}]}}]} as unknown as DocumentNode<AdminPackageFieldsFragment, unknown>;
export const AdminHolidayPartsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHolidayPartsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attractions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breakfast"}},{"kind":"Field","name":{"kind":"Name","value":"lunch"}},{"kind":"Field","name":{"kind":"Name","value":"dinner"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}}]}}]} as unknown as DocumentNode<AdminHolidayPartsFieldsFragment, unknown>;
export const AdminHolidayPackageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHolidayPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPackageFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminHolidayPartsFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravelPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"durationNights"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"minAge"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"wasAdult"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"includes"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHolidayPartsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attractions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breakfast"}},{"kind":"Field","name":{"kind":"Name","value":"lunch"}},{"kind":"Field","name":{"kind":"Name","value":"dinner"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}}]}}]} as unknown as DocumentNode<AdminHolidayPackageFieldsFragment, unknown>;
export const SessionUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isCoolUser"}},{"kind":"Field","name":{"kind":"Name","value":"hotels"}}]}}]} as unknown as DocumentNode<SessionUserFieldsFragment, unknown>;
export const BookingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"packageType"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnDate"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"adultPrice"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BookingFieldsFragment, unknown>;
export const InventoryRoomTypeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRoomTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoomType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"baseRate"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]} as unknown as DocumentNode<InventoryRoomTypeFieldsFragment, unknown>;
export const InventoryRoomFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"maxPeople"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableDates"}}]}}]}}]} as unknown as DocumentNode<InventoryRoomFieldsFragment, unknown>;
export const InventoryAmenityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Amenity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<InventoryAmenityFieldsFragment, unknown>;
export const InventoryActivityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]} as unknown as DocumentNode<InventoryActivityFieldsFragment, unknown>;
export const InventoryRateTypeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRateTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"singleRate"}},{"kind":"Field","name":{"kind":"Name","value":"doubleRate"}},{"kind":"Field","name":{"kind":"Name","value":"groupRate"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<InventoryRateTypeFieldsFragment, unknown>;
export const InventoryRateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"stoRateSingle"}},{"kind":"Field","name":{"kind":"Name","value":"rackRateSingle"}},{"kind":"Field","name":{"kind":"Name","value":"stoRateDouble"}},{"kind":"Field","name":{"kind":"Name","value":"rackRateDouble"}},{"kind":"Field","name":{"kind":"Name","value":"stoRateGroup"}},{"kind":"Field","name":{"kind":"Name","value":"rackRateGroup"}}]}}]} as unknown as DocumentNode<InventoryRateFieldsFragment, unknown>;
export const DashboardFiguresFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"hotels"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"bookingsByStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalBookings"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyFrom"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyTo"}},{"kind":"Field","name":{"kind":"Name","value":"openEnquiries"}},{"kind":"Field","name":{"kind":"Name","value":"bookingsPerWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<DashboardFiguresFieldsFragment, unknown>;
export const AgencyPoliciesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgencyPoliciesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyPolicies"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AgencyPoliciesFieldsFragment, unknown>;
export const PackageCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravelPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"durationNights"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"minAge"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"wasAdult"}}]}}]}}]} as unknown as DocumentNode<PackageCardFieldsFragment, unknown>;
export const StayHotelCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StayHotelCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hotel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"distanceFromCentreM"}}]}}]} as unknown as DocumentNode<StayHotelCardFieldsFragment, unknown>;
export const StayHotelFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StayHotelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hotel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"distanceFromCentreM"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<StayHotelFieldsFragment, unknown>;
export const AdminManagedHotelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminManagedHotels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managedHotels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminHotelRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHotelRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hotel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}}]} as unknown as DocumentNode<AdminManagedHotelsQuery, AdminManagedHotelsQueryVariables>;
export const AdminHotelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminHotel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminHotelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHotelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hotel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"distanceFromCentreM"}}]}}]} as unknown as DocumentNode<AdminHotelQuery, AdminHotelQueryVariables>;
export const AdminCreateHotelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateHotel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HotelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHotel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminHotelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHotelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hotel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"distanceFromCentreM"}}]}}]} as unknown as DocumentNode<AdminCreateHotelMutation, AdminCreateHotelMutationVariables>;
export const AdminUpdateHotelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateHotel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HotelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHotel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminHotelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHotelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hotel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"distanceFromCentreM"}}]}}]} as unknown as DocumentNode<AdminUpdateHotelMutation, AdminUpdateHotelMutationVariables>;
export const AdminDeleteHotelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteHotel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHotel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteHotelMutation, AdminDeleteHotelMutationVariables>;
export const AdminHotelManagerAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminHotelManagerAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelManagerAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hotelIds"}}]}}]}}]} as unknown as DocumentNode<AdminHotelManagerAccountsQuery, AdminHotelManagerAccountsQueryVariables>;
export const AdminAssignHotelManagerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAssignHotelManager"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignHotelManager"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hotelIds"}}]}}]}}]} as unknown as DocumentNode<AdminAssignHotelManagerMutation, AdminAssignHotelManagerMutationVariables>;
export const AdminUnassignHotelManagerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUnassignHotelManager"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassignHotelManager"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hotelIds"}}]}}]}}]} as unknown as DocumentNode<AdminUnassignHotelManagerMutation, AdminUnassignHotelManagerMutationVariables>;
export const AdminHotelReservationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminHotelReservations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelReservations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminHotelReservationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHotelReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnDate"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequests"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminHotelReservationsQuery, AdminHotelReservationsQueryVariables>;
export const AdminConfirmReservationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminConfirmReservation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmReservation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminHotelReservationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHotelReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnDate"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequests"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminConfirmReservationMutation, AdminConfirmReservationMutationVariables>;
export const AdminCancelReservationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCancelReservation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelReservation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminHotelReservationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHotelReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnDate"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequests"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminCancelReservationMutation, AdminCancelReservationMutationVariables>;
export const AdminPackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPackages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPackageRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPackageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravelPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<AdminPackagesQuery, AdminPackagesQueryVariables>;
export const AdminPackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPackageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravelPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"durationNights"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"minAge"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"wasAdult"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"includes"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}}]}}]} as unknown as DocumentNode<AdminPackageQuery, AdminPackageQueryVariables>;
export const CreatePackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPackageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravelPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"durationNights"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"minAge"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"wasAdult"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"includes"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}}]}}]} as unknown as DocumentNode<CreatePackageMutation, CreatePackageMutationVariables>;
export const UpdatePackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPackageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravelPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"durationNights"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"minAge"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"wasAdult"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"includes"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}}]}}]} as unknown as DocumentNode<UpdatePackageMutation, UpdatePackageMutationVariables>;
export const DeletePackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePackageMutation, DeletePackageMutationVariables>;
export const AdminPackageViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPackageView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageCardFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPackageFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminHolidayPartsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravelPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"durationNights"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"minAge"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"wasAdult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravelPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"durationNights"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"minAge"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"wasAdult"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"includes"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHolidayPartsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attractions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breakfast"}},{"kind":"Field","name":{"kind":"Name","value":"lunch"}},{"kind":"Field","name":{"kind":"Name","value":"dinner"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}}]}}]} as unknown as DocumentNode<AdminPackageViewQuery, AdminPackageViewQueryVariables>;
export const AdminHolidayPackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminHolidayPackages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holidayPackages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attractions"}}]}}]}}]}}]} as unknown as DocumentNode<AdminHolidayPackagesQuery, AdminHolidayPackagesQueryVariables>;
export const AdminHolidayPackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminHolidayPackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holidayPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageCardFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminHolidayPackageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravelPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"durationNights"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"minAge"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"wasAdult"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"includes"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHolidayPartsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attractions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breakfast"}},{"kind":"Field","name":{"kind":"Name","value":"lunch"}},{"kind":"Field","name":{"kind":"Name","value":"dinner"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravelPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"durationNights"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"minAge"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"wasAdult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHolidayPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPackageFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminHolidayPartsFields"}}]}}]} as unknown as DocumentNode<AdminHolidayPackageQuery, AdminHolidayPackageQueryVariables>;
export const CreateHolidayPackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHolidayPackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayPackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHolidayPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminHolidayPackageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravelPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"durationNights"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"minAge"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"wasAdult"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"includes"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHolidayPartsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attractions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breakfast"}},{"kind":"Field","name":{"kind":"Name","value":"lunch"}},{"kind":"Field","name":{"kind":"Name","value":"dinner"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHolidayPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPackageFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminHolidayPartsFields"}}]}}]} as unknown as DocumentNode<CreateHolidayPackageMutation, CreateHolidayPackageMutationVariables>;
export const UpdateHolidayPackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHolidayPackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayPackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHolidayPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminHolidayPackageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravelPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"durationNights"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"minAge"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"wasAdult"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"includes"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHolidayPartsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attractions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breakfast"}},{"kind":"Field","name":{"kind":"Name","value":"lunch"}},{"kind":"Field","name":{"kind":"Name","value":"dinner"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminHolidayPackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPackageFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminHolidayPartsFields"}}]}}]} as unknown as DocumentNode<UpdateHolidayPackageMutation, UpdateHolidayPackageMutationVariables>;
export const AdminExchangeRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExchangeRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchangeRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"randPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AdminExchangeRatesQuery, AdminExchangeRatesQueryVariables>;
export const SetExchangeRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetExchangeRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"randPerUnit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setExchangeRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"randPerUnit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"randPerUnit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"randPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SetExchangeRateMutation, SetExchangeRateMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isCoolUser"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isCoolUser"}},{"kind":"Field","name":{"kind":"Name","value":"hotels"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const BookingPackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingPackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravelPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"durationNights"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"minAge"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"wasAdult"}}]}}]}}]} as unknown as DocumentNode<BookingPackageQuery, BookingPackageQueryVariables>;
export const RequestBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"packageType"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnDate"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"adultPrice"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RequestBookingMutation, RequestBookingMutationVariables>;
export const MyBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"packageType"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnDate"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"adultPrice"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyBookingsQuery, MyBookingsQueryVariables>;
export const DestinationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Destinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<DestinationsQuery, DestinationsQueryVariables>;
export const DestinationDirectoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DestinationDirectory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"packageCount"}}]}}]}}]} as unknown as DocumentNode<DestinationDirectoryQuery, DestinationDirectoryQueryVariables>;
export const SiteConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carsWidgetUrl"}},{"kind":"Field","name":{"kind":"Name","value":"toursWidgetUrl"}},{"kind":"Field","name":{"kind":"Name","value":"contactMapUrl"}},{"kind":"Field","name":{"kind":"Name","value":"externalBookingUrl"}}]}}]}}]} as unknown as DocumentNode<SiteConfigQuery, SiteConfigQueryVariables>;
export const SendTripPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTripPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TripPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTripPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SendTripPlanMutation, SendTripPlanMutationVariables>;
export const RequestInsuranceQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestInsuranceQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InsuranceQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestInsuranceQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RequestInsuranceQuoteMutation, RequestInsuranceQuoteMutationVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const InventoryRoomTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventoryRoomTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryRoomTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRoomTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoomType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"baseRate"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]} as unknown as DocumentNode<InventoryRoomTypesQuery, InventoryRoomTypesQueryVariables>;
export const InventoryRoomTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventoryRoomType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryRoomTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRoomTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoomType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"baseRate"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]} as unknown as DocumentNode<InventoryRoomTypeQuery, InventoryRoomTypeQueryVariables>;
export const InventoryCreateRoomTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InventoryCreateRoomType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRoomTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRoomType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryRoomTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRoomTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoomType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"baseRate"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]} as unknown as DocumentNode<InventoryCreateRoomTypeMutation, InventoryCreateRoomTypeMutationVariables>;
export const InventoryUpdateRoomTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InventoryUpdateRoomType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRoomTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRoomType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryRoomTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRoomTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoomType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"baseRate"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]} as unknown as DocumentNode<InventoryUpdateRoomTypeMutation, InventoryUpdateRoomTypeMutationVariables>;
export const InventoryDeleteRoomTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InventoryDeleteRoomType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRoomType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<InventoryDeleteRoomTypeMutation, InventoryDeleteRoomTypeMutationVariables>;
export const InventoryManagedHotelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventoryManagedHotels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managedHotels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<InventoryManagedHotelsQuery, InventoryManagedHotelsQueryVariables>;
export const InventoryRoomTypeOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventoryRoomTypeOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<InventoryRoomTypeOptionsQuery, InventoryRoomTypeOptionsQueryVariables>;
export const InventoryRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventoryRooms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryRoomFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"maxPeople"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableDates"}}]}}]}}]} as unknown as DocumentNode<InventoryRoomsQuery, InventoryRoomsQueryVariables>;
export const InventoryCreateRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InventoryCreateRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryRoomFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"maxPeople"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableDates"}}]}}]}}]} as unknown as DocumentNode<InventoryCreateRoomMutation, InventoryCreateRoomMutationVariables>;
export const InventoryUpdateRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InventoryUpdateRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryRoomFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"maxPeople"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableDates"}}]}}]}}]} as unknown as DocumentNode<InventoryUpdateRoomMutation, InventoryUpdateRoomMutationVariables>;
export const InventoryDeleteRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InventoryDeleteRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<InventoryDeleteRoomMutation, InventoryDeleteRoomMutationVariables>;
export const InventoryAmenitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventoryAmenities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amenities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryAmenityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Amenity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<InventoryAmenitiesQuery, InventoryAmenitiesQueryVariables>;
export const InventoryAmenityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventoryAmenity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amenity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryAmenityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Amenity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<InventoryAmenityQuery, InventoryAmenityQueryVariables>;
export const InventoryCreateAmenityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InventoryCreateAmenity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAmenityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAmenity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryAmenityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Amenity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<InventoryCreateAmenityMutation, InventoryCreateAmenityMutationVariables>;
export const InventoryUpdateAmenityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InventoryUpdateAmenity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAmenityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAmenity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryAmenityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Amenity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<InventoryUpdateAmenityMutation, InventoryUpdateAmenityMutationVariables>;
export const InventoryDeleteAmenityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InventoryDeleteAmenity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAmenity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<InventoryDeleteAmenityMutation, InventoryDeleteAmenityMutationVariables>;
export const InventoryActivitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventoryActivities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryActivityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]} as unknown as DocumentNode<InventoryActivitiesQuery, InventoryActivitiesQueryVariables>;
export const InventoryCreateActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InventoryCreateActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateActivityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryActivityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]} as unknown as DocumentNode<InventoryCreateActivityMutation, InventoryCreateActivityMutationVariables>;
export const InventoryUpdateActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InventoryUpdateActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateActivityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryActivityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]} as unknown as DocumentNode<InventoryUpdateActivityMutation, InventoryUpdateActivityMutationVariables>;
export const InventoryDeleteActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InventoryDeleteActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<InventoryDeleteActivityMutation, InventoryDeleteActivityMutationVariables>;
export const InventoryRatePresetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventoryRatePresets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratePresets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<InventoryRatePresetsQuery, InventoryRatePresetsQueryVariables>;
export const InventoryRateTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventoryRateTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryRateTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRateTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"singleRate"}},{"kind":"Field","name":{"kind":"Name","value":"doubleRate"}},{"kind":"Field","name":{"kind":"Name","value":"groupRate"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<InventoryRateTypesQuery, InventoryRateTypesQueryVariables>;
export const InventoryCreateRateTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InventoryCreateRateType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RateTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRateType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryRateTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRateTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"singleRate"}},{"kind":"Field","name":{"kind":"Name","value":"doubleRate"}},{"kind":"Field","name":{"kind":"Name","value":"groupRate"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<InventoryCreateRateTypeMutation, InventoryCreateRateTypeMutationVariables>;
export const InventoryUpdateRateTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InventoryUpdateRateType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RateTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRateType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryRateTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRateTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"singleRate"}},{"kind":"Field","name":{"kind":"Name","value":"doubleRate"}},{"kind":"Field","name":{"kind":"Name","value":"groupRate"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<InventoryUpdateRateTypeMutation, InventoryUpdateRateTypeMutationVariables>;
export const InventoryDeleteRateTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InventoryDeleteRateType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRateType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<InventoryDeleteRateTypeMutation, InventoryDeleteRateTypeMutationVariables>;
export const InventoryRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventoryRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomTypeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"roomTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomTypeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryRateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"stoRateSingle"}},{"kind":"Field","name":{"kind":"Name","value":"rackRateSingle"}},{"kind":"Field","name":{"kind":"Name","value":"stoRateDouble"}},{"kind":"Field","name":{"kind":"Name","value":"rackRateDouble"}},{"kind":"Field","name":{"kind":"Name","value":"stoRateGroup"}},{"kind":"Field","name":{"kind":"Name","value":"rackRateGroup"}}]}}]} as unknown as DocumentNode<InventoryRatesQuery, InventoryRatesQueryVariables>;
export const InventoryRateFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventoryRateFormOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeId"}}]}}]}}]} as unknown as DocumentNode<InventoryRateFormOptionsQuery, InventoryRateFormOptionsQueryVariables>;
export const InventoryCreateRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InventoryCreateRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRatesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryRateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"stoRateSingle"}},{"kind":"Field","name":{"kind":"Name","value":"rackRateSingle"}},{"kind":"Field","name":{"kind":"Name","value":"stoRateDouble"}},{"kind":"Field","name":{"kind":"Name","value":"rackRateDouble"}},{"kind":"Field","name":{"kind":"Name","value":"stoRateGroup"}},{"kind":"Field","name":{"kind":"Name","value":"rackRateGroup"}}]}}]} as unknown as DocumentNode<InventoryCreateRatesMutation, InventoryCreateRatesMutationVariables>;
export const InventoryUpdateRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InventoryUpdateRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryRateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryRateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hotelId"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"rateType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"stoRateSingle"}},{"kind":"Field","name":{"kind":"Name","value":"rackRateSingle"}},{"kind":"Field","name":{"kind":"Name","value":"stoRateDouble"}},{"kind":"Field","name":{"kind":"Name","value":"rackRateDouble"}},{"kind":"Field","name":{"kind":"Name","value":"stoRateGroup"}},{"kind":"Field","name":{"kind":"Name","value":"rackRateGroup"}}]}}]} as unknown as DocumentNode<InventoryUpdateRateMutation, InventoryUpdateRateMutationVariables>;
export const InventoryDeleteRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InventoryDeleteRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<InventoryDeleteRateMutation, InventoryDeleteRateMutationVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardFiguresFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"hotels"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"bookingsByStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalBookings"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyFrom"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyTo"}},{"kind":"Field","name":{"kind":"Name","value":"openEnquiries"}},{"kind":"Field","name":{"kind":"Name","value":"bookingsPerWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const AnalyticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Analytics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardFiguresFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"hotels"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"bookingsByStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalBookings"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyFrom"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyTo"}},{"kind":"Field","name":{"kind":"Name","value":"openEnquiries"}},{"kind":"Field","name":{"kind":"Name","value":"bookingsPerWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AnalyticsQuery, AnalyticsQueryVariables>;
export const AgencyPoliciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgencyPolicies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgencyPoliciesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgencyPoliciesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyPolicies"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AgencyPoliciesQuery, AgencyPoliciesQueryVariables>;
export const UpdateAgencyPoliciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAgencyPolicies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyPoliciesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgencyPoliciesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgencyPoliciesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyPolicies"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateAgencyPoliciesMutation, UpdateAgencyPoliciesMutationVariables>;
export const PackageListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackageList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PackageType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PackageType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"featured"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"specials"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departingFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departingTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}},{"kind":"Argument","name":{"kind":"Name","value":"featured"},"value":{"kind":"Variable","name":{"kind":"Name","value":"featured"}}},{"kind":"Argument","name":{"kind":"Name","value":"specials"},"value":{"kind":"Variable","name":{"kind":"Name","value":"specials"}}},{"kind":"Argument","name":{"kind":"Name","value":"departingFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departingFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"departingTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departingTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravelPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"durationNights"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"minAge"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"wasAdult"}}]}}]}}]} as unknown as DocumentNode<PackageListQuery, PackageListQueryVariables>;
export const PackageDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackageDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"includes"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attractions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breakfast"}},{"kind":"Field","name":{"kind":"Name","value":"lunch"}},{"kind":"Field","name":{"kind":"Name","value":"dinner"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravelPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"durationNights"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"minAge"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"wasAdult"}}]}}]}}]} as unknown as DocumentNode<PackageDetailsQuery, PackageDetailsQueryVariables>;
export const SearchPackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchPackages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"destination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"maxPrice"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchPackages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"destination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"destination"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"maxPrice"},"value":{"kind":"Variable","name":{"kind":"Name","value":"maxPrice"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TravelPackage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"durationNights"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"maxGuests"}},{"kind":"Field","name":{"kind":"Name","value":"minAge"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"wasAdult"}}]}}]}}]} as unknown as DocumentNode<SearchPackagesQuery, SearchPackagesQueryVariables>;
export const StaySearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaySearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaySearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staySearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StayHotelCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cheapestRoomTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"cheapestNightly"}},{"kind":"Field","name":{"kind":"Name","value":"cheapestTotal"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StayHotelCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hotel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"distanceFromCentreM"}}]}}]} as unknown as DocumentNode<StaySearchQuery, StaySearchQueryVariables>;
export const StayHotelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StayHotel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StayHotelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StayHotelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hotel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"distanceFromCentreM"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<StayHotelQuery, StayHotelQueryVariables>;
export const StayAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StayAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StayAvailabilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stayAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"unitsFree"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"nights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nightly"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<StayAvailabilityQuery, StayAvailabilityQueryVariables>;
export const ReserveStayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReserveStay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReserveStayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reserveStay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnDate"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ReserveStayMutation, ReserveStayMutationVariables>;
export const RegisterEstablishmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterEstablishment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterEstablishmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerEstablishment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isCoolUser"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isCoolUser"}},{"kind":"Field","name":{"kind":"Name","value":"hotels"}}]}}]} as unknown as DocumentNode<RegisterEstablishmentMutation, RegisterEstablishmentMutationVariables>;
export const SaveEstablishmentPhotosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveEstablishmentPhotos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HotelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHotel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]}}]} as unknown as DocumentNode<SaveEstablishmentPhotosMutation, SaveEstablishmentPhotosMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;