import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user.js';
import type { BookingRow, packages } from '../db/schema.js';

/** What a booking request needs of its package: the price and the guest limit (not the itinerary). */
export type BookablePackage = Pick<
  typeof packages.$inferSelect,
  'id' | 'title' | 'type' | 'maxGuests' | 'priceAdultCents' | 'currency' | 'fromDate' | 'toDate'
>;

/** What a package request says (BookingInput once validated; plain here so that code outside Nest can use it). */
export interface PackageRequest {
  packageId: string;
  fullName: string;
  email: string;
  phone: string;
  guests: number;
  departureDate: string;
  returnDate: string;
  specialRequests: string;
}

/** The row a package request stores, every column as the database would answer it (kind, status and stay fields by default). */
export function newPackageBooking(pkg: BookablePackage, input: PackageRequest, user: AuthUser | undefined, reference: string): BookingRow {
  const now = new Date();
  return {
    id: randomUUID(),
    reference,
    kind: 'PACKAGE',
    packageId: pkg.id,
    userId: user?.id ?? null,
    status: 'PENDING',
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    guests: input.guests,
    departureDate: input.departureDate,
    returnDate: input.returnDate,
    specialRequests: input.specialRequests,
    packageTitle: pkg.title,
    packageType: pkg.type,
    adultPriceCents: pkg.priceAdultCents,
    hotelId: null,
    roomTypeId: null,
    hotelName: null,
    roomTypeName: null,
    adults: null,
    children: null,
    roomCount: null,
    totalCents: pkg.priceAdultCents * input.guests,
    currency: pkg.currency,
    assignedToId: null,
    idempotencyKey: null,
    idempotencyFingerprint: null,
    createdAt: now,
    updatedAt: now,
  };
}
