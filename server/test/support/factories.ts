import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/auth/password.js';
import type { Role } from '../../src/auth/role.js';
import type { Database } from '../../src/db/client.js';
import { RATE_PRESET_NAMES, ratePresetDescription } from '../../src/common/rate-presets.js';
import {
  bookings,
  enquiries,
  hotelManagers,
  hotels,
  packages,
  rates,
  rateTypes,
  rooms,
  roomTypes,
  roomUnits,
  users,
  type HotelRow,
  type PackageRow,
  type UserRow,
} from '../../src/db/schema.js';

export const TEST_PASSWORD = 'Test-pass-2026';
let passwordHash: Promise<string> | undefined;

export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/** Inserts a user with the given role; everyone shares TEST_PASSWORD (hashed once per run). */
export async function createUser(db: Database, role: Role = 'CUSTOMER', overrides: Partial<UserRow> = {}): Promise<UserRow> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const username = overrides.username ?? uniqueName(role.toLowerCase());
  const [row] = await db
    .insert(users)
    .values({
      username,
      email: `${username}@example.test`,
      phone: '+27 82 555 0100',
      country: 'South Africa',
      city: 'Pretoria',
      passwordHash: await passwordHash,
      role,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Inserts a simple package; dates and price default to something bookable next month. */
export async function createPackage(db: Database, overrides: Partial<typeof packages.$inferInsert> = {}): Promise<PackageRow> {
  const [row] = await db
    .insert(packages)
    .values({
      title: uniqueName('Test Package'),
      type: 'Adventure',
      description: 'A test package.',
      country: 'South Africa',
      city: 'Cape Town',
      durationDays: 5,
      durationNights: 4,
      fromDate: isoDaysFromNow(30),
      // Wide enough for the trips tests book (departure +30, return up to +40): the server takes only trips inside it.
      toDate: isoDaysFromNow(40),
      maxGuests: 6,
      minAge: 0,
      priceAdultCents: 1_000_000,
      currency: 'ZAR',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A calendar date `days` from today (UTC), YYYY-MM-DD. */
export function isoDaysFromNow(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Logs in through the REST API and answers the bearer token. */
export async function tokenFor(http: import('supertest/types.js').App, user: UserRow): Promise<string> {
  const { default: request } = await import('supertest');
  const res = await request(http).post('/api/auth/login').send({ username: user.username, password: TEST_PASSWORD }).expect(200);
  return res.body.token as string;
}

// ------------------------------------------------------------------ hotels and what is under them
// Shared by the hotel, inventory and stay tests: each inserts straight into the tables (no API),
// with defaults that make a bookable hotel; pass overrides for the detail a test is about.

/** Inserts a hotel; with `managerId`, that user gets it in their hotels list. */
export async function createHotel(
  db: Database,
  options: { managerId?: string } & Partial<typeof hotels.$inferInsert> = {},
): Promise<HotelRow> {
  const { managerId, ...overrides } = options;
  const [row] = await db
    .insert(hotels)
    .values({
      name: uniqueName('Test Hotel'),
      type: 'Hotel',
      address: '1 Beach Road',
      country: 'South Africa',
      city: 'Cape Town',
      postalCode: '8001',
      email: 'stay@hotel.example.test',
      phone: '+27 21 555 0100',
      description: 'A test hotel.',
      rating: 4,
      ...overrides,
    })
    .returning();
  if (managerId) await db.insert(hotelManagers).values({ userId: managerId, hotelId: row!.id });
  return row!;
}

export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;
export type RoomUnitRow = typeof roomUnits.$inferSelect;
export type RateTypeRow = typeof rateTypes.$inferSelect;
export type RateRow = typeof rates.$inferSelect;

/** Inserts a room type of `hotelId`: sleeps 2, R 1 000 a night by default. */
export async function createRoomType(
  db: Database,
  hotelId: string,
  overrides: Partial<typeof roomTypes.$inferInsert> = {},
): Promise<RoomTypeRow> {
  const [row] = await db
    .insert(roomTypes)
    .values({ hotelId, name: uniqueName('Room Type'), capacity: 2, baseRateCents: 100_000, ...overrides })
    .returning();
  return row!;
}

/** Inserts a room of the room type's hotel with one unit per number (default one number). */
export async function createRoom(
  db: Database,
  roomType: Pick<RoomTypeRow, 'id' | 'hotelId'>,
  numbers: string[] = [uniqueName('R')],
  overrides: Partial<typeof rooms.$inferInsert> = {},
): Promise<{ room: RoomRow; units: RoomUnitRow[] }> {
  const [room] = await db
    .insert(rooms)
    .values({ hotelId: roomType.hotelId, roomTypeId: roomType.id, title: 'Test room', maxPeople: 2, ...overrides })
    .returning();
  const units = numbers.length
    ? await db
        .insert(roomUnits)
        .values(numbers.map((number) => ({ roomId: room!.id, hotelId: room!.hotelId, number })))
        .returning()
    : [];
  return { room: room!, units };
}

/**
 * Inserts a rate type for a room type with its preset description: Rack Rate by default, or the first preset
 * that room type does not have yet (one rate name per room type).
 */
export async function createRateType(
  db: Database,
  roomType: Pick<RoomTypeRow, 'id' | 'hotelId'>,
  overrides: Partial<typeof rateTypes.$inferInsert> = {},
): Promise<RateTypeRow> {
  const taken = new Set((await db.select({ name: rateTypes.name }).from(rateTypes).where(eq(rateTypes.roomTypeId, roomType.id))).map((r) => r.name));
  const name = overrides.name ?? RATE_PRESET_NAMES.find((n) => !taken.has(n)) ?? 'Rack Rate';
  const [row] = await db
    .insert(rateTypes)
    .values({
      hotelId: roomType.hotelId,
      roomTypeId: roomType.id,
      name,
      description: ratePresetDescription(name) ?? '',
      singleRateCents: 90_000,
      doubleRateCents: 120_000,
      groupRateCents: 300_000,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Inserts one dated rate for a room type (and rate type when given), 30 days from now by default. */
export async function createRate(
  db: Database,
  roomType: Pick<RoomTypeRow, 'id' | 'hotelId'>,
  overrides: Partial<typeof rates.$inferInsert> = {},
): Promise<RateRow> {
  const [row] = await db
    .insert(rates)
    .values({
      hotelId: roomType.hotelId,
      roomTypeId: roomType.id,
      date: isoDaysFromNow(30),
      stoRateDoubleCents: 110_000,
      rackRateDoubleCents: 130_000,
      ...overrides,
    })
    .returning();
  return row!;
}

// ------------------------------------------------------------------ inbox: enquiries and package requests
// Straight into the tables, like the hotel factories: the inbox tests work items, they do not send forms.

export type EnquiryRowT = typeof enquiries.$inferSelect;
export type BookingRowT = typeof bookings.$inferSelect;

let referenceSeq = 0;
/** A reference no other row of this run has (the alphabet of real ones, plus a counter). */
function testReference(prefix: 'UH' | 'EQ'): string {
  referenceSeq += 1;
  return `${prefix}-T${randomBytes(3).toString('hex').toUpperCase()}${referenceSeq}`;
}

/** Inserts an enquiry (a trip plan to Bali by default), PENDING. */
export async function createEnquiry(db: Database, overrides: Partial<typeof enquiries.$inferInsert> = {}): Promise<EnquiryRowT> {
  const [row] = await db
    .insert(enquiries)
    .values({
      reference: testReference('EQ'),
      kind: 'TRIP_PLAN',
      fullName: 'Lerato Dlamini',
      firstName: 'Lerato',
      lastName: 'Dlamini',
      email: `lerato_${randomBytes(3).toString('hex')}@example.test`,
      phone: '+27 82 555 0199',
      destination: 'Bali',
      guests: 2,
      departureDate: isoDaysFromNow(60),
      returnDate: isoDaysFromNow(70),
      message: 'Two weeks somewhere warm.',
      fingerprint: randomBytes(8).toString('hex'),
      ...overrides,
    })
    .returning();
  return row!;
}

/** Inserts a package booking request, PENDING (a snapshot of no particular package). */
export async function createBookingRequest(db: Database, overrides: Partial<typeof bookings.$inferInsert> = {}): Promise<BookingRowT> {
  const [row] = await db
    .insert(bookings)
    .values({
      reference: testReference('UH'),
      kind: 'PACKAGE',
      fullName: 'Sipho Ndlovu',
      email: `sipho_${randomBytes(3).toString('hex')}@example.test`,
      phone: '+27 82 555 0177',
      guests: 2,
      departureDate: isoDaysFromNow(40),
      returnDate: isoDaysFromNow(45),
      packageTitle: 'Kruger Safari',
      packageType: 'Adventure',
      adultPriceCents: 500_000,
      totalCents: 1_000_000,
      currency: 'ZAR',
      ...overrides,
    })
    .returning();
  return row!;
}
