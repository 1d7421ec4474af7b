/**
 * The people and objects the authorization tests act on: one user per principal, hotel A (managed by
 * "managerOwn") and hotel B (managed by "managerOther" only), and what hangs off hotel A. Every call of
 * the matrix targets hotel A's objects, so "managerOther" is always a hotel manager reaching for a
 * hotel that is not theirs, and "customer" a signed-in customer reaching for someone else's booking.
 */
import type { Type } from '@nestjs/common';
import request from 'supertest';
import { bookings, hotelManagers, type HotelRow, type PackageRow, type UserRow } from '../../../src/db/schema.js';
import { addDays, todayInSouthAfrica } from '../../../src/common/dates.js';
import type { AppConfig } from '../../../src/config/config.js';
import type { Role } from '../../../src/auth/role.js';
import {
  createHotel,
  createPackage,
  createRoom,
  createRoomType,
  createUser,
  isoDaysFromNow,
  tokenFor,
  uniqueName,
  type RoomTypeRow,
} from '../factories.js';
import { graphqlRequest } from '../graphql.js';
import { createTestApp, type TestApp } from '../test-app.js';

export const PRINCIPALS = ['anonymous', 'customer', 'managerOwn', 'managerOther', 'staff', 'admin'] as const;
export type Principal = (typeof PRINCIPALS)[number];
export type SignedIn = Exclude<Principal, 'anonymous'>;

/** The role each signed-in principal has; the two managers differ only in the hotels they run. */
export const ROLE_OF: Record<SignedIn, Role> = {
  customer: 'CUSTOMER',
  managerOwn: 'HOTEL_MANAGER',
  managerOther: 'HOTEL_MANAGER',
  staff: 'STAFF',
  admin: 'AGENCY_ADMIN',
};

export interface World {
  t: TestApp;
  users: Record<SignedIn, UserRow>;
  tokens: Partial<Record<Principal, string>>;
  hotelA: HotelRow;
  hotelB: HotelRow;
  /** Hotel A's room type with a room of many numbers: every public reservation of the matrix fits. */
  roomTypeA: RoomTypeRow;
  pkg: PackageRow;
  holidayPackageId: string;
}

/** What a call answered, GraphQL or REST alike. */
export interface Outcome {
  ok: boolean;
  status: number;
  code?: string;
  message?: string;
  // Each operation answers its own shape; the tests read only the fields they are about.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

export async function createWorld(extraImports: Type[] = [], overrides: Partial<AppConfig> = {}): Promise<World> {
  // Every principal sends the public forms twice (GraphQL and REST) from the same address: lift the
  // spam limit so that the matrix tests authorization, not the rate limit (tested in enquiries).
  const t = await createTestApp({ ...overrides }, extraImports);
  const users: Record<SignedIn, UserRow> = {
    customer: await createUser(t.db, ROLE_OF.customer),
    managerOwn: await createUser(t.db, ROLE_OF.managerOwn),
    managerOther: await createUser(t.db, ROLE_OF.managerOther),
    staff: await createUser(t.db, ROLE_OF.staff),
    admin: await createUser(t.db, ROLE_OF.admin),
  };
  const tokens: Partial<Record<Principal, string>> = {};
  for (const who of Object.keys(users) as SignedIn[]) tokens[who] = await tokenFor(t.http, users[who]);
  const hotelA = await createHotel(t.db, { managerId: users.managerOwn.id });
  const hotelB = await createHotel(t.db, { managerId: users.managerOther.id });
  const roomTypeA = await createRoomType(t.db, hotelA.id, { name: 'A Standard' });
  await createRoom(t.db, roomTypeA, Array.from({ length: 40 }, (_, i) => `A${100 + i}`));
  const pkg = await createPackage(t.db);
  const holiday = await graphqlRequest(
    t.http,
    'mutation($input: HolidayPackageInput!) { createHolidayPackage(input: $input) { id } }',
    { input: holidayPackageInput() },
    tokens.admin,
  );
  const holidayPackageId = holiday.body.data?.createHolidayPackage?.id as string | undefined;
  if (!holidayPackageId) throw new Error(`holiday package fixture: ${JSON.stringify(holiday.body)}`);
  return { t, users, tokens, hotelA, hotelB, roomTypeA, pkg, holidayPackageId };
}

export async function gql(w: World, who: Principal, query: string, variables?: Record<string, unknown>): Promise<Outcome> {
  const res = await graphqlRequest(w.t.http, query, variables, w.tokens[who]);
  const error = res.body.errors?.[0];
  return { ok: res.status === 200 && !error, status: res.status, code: error?.extensions?.code, message: error?.message, data: res.body.data };
}

export type Method = 'get' | 'post' | 'put' | 'delete';

export async function rest(w: World, who: Principal, method: Method, path: string, body?: object): Promise<Outcome> {
  let req = request(w.t.http)[method](path);
  const token = w.tokens[who];
  if (token) req = req.set('authorization', `Bearer ${token}`);
  const res = body === undefined ? await req : await req.send(body);
  const ok = res.status < 300;
  return { ok, status: res.status, code: ok ? undefined : res.body?.code, message: res.body?.message, data: res.body };
}

/**
 * The world as seen by a brand-new user of the principal's role: for the calls that end the caller's
 * sessions or change their password, which must not sign the shared principals out of the other calls.
 */
export async function asNewcomer(w: World, who: Principal): Promise<World> {
  if (who === 'anonymous') return w;
  const user = await createUser(w.t.db, ROLE_OF[who]);
  if (who === 'managerOwn') await w.t.db.insert(hotelManagers).values({ userId: user.id, hotelId: w.hotelA.id });
  if (who === 'managerOther') await w.t.db.insert(hotelManagers).values({ userId: user.id, hotelId: w.hotelB.id });
  return { ...w, users: { ...w.users, [who]: user }, tokens: { ...w.tokens, [who]: await tokenFor(w.t.http, user) } };
}

/** A multipart upload of a small image, as the admin photo fields send it. */
export async function upload(w: World, who: Principal, image: Buffer): Promise<Outcome> {
  let req = request(w.t.http).post('/api/uploads');
  const token = w.tokens[who];
  if (token) req = req.set('authorization', `Bearer ${token}`);
  const res = await req.attach('file', image, { filename: 'photo.jpg', contentType: 'image/jpeg' });
  const ok = res.status < 300;
  return { ok, status: res.status, code: ok ? undefined : res.body?.code, message: res.body?.message, data: res.body };
}

// ------------------------------------------------------------------ fixtures on hotel A

let nightOffset = 20;
/** A night no other call of this process uses (rates are unique per night; stays take a night each). */
export const freshNight = (): string => addDays(todayInSouthAfrica(), nightOffset++);

/** A PENDING stay at hotel A by a guest who is none of the principals. */
export async function insertReservation(w: World, overrides: Partial<typeof bookings.$inferInsert> = {}): Promise<string> {
  const night = freshNight();
  const [row] = await w.t.db
    .insert(bookings)
    .values({
      reference: uniqueName('UH').slice(0, 12),
      kind: 'STAY',
      fullName: 'Naledi Khumalo',
      email: 'naledi@example.co.za',
      phone: '+27 82 555 0111',
      guests: 2,
      departureDate: night,
      returnDate: addDays(night, 1),
      hotelId: w.hotelA.id,
      hotelName: w.hotelA.name,
      roomTypeName: 'A Standard',
      adults: 2,
      children: 0,
      roomCount: 1,
      totalCents: 100_000,
      currency: 'ZAR',
      ...overrides,
    })
    .returning();
  return row!.id;
}

export const freshPackage = async (w: World): Promise<string> => (await createPackage(w.t.db)).id;

export function hotelInput(overrides: Record<string, unknown> = {}) {
  return {
    name: uniqueName('Karoo Stars Guest House'),
    type: 'Guest House',
    address: '4 Church Street',
    country: 'South Africa',
    city: 'Graaff-Reinet',
    postalCode: '6280',
    email: 'stay@karoostars.example',
    phone: '+27 49 892 1234',
    photos: [],
    description: 'Quiet rooms under the clearest skies in the Karoo.',
    rating: 4.5,
    ...overrides,
  };
}

export function packageInput() {
  return {
    title: uniqueName('Drakensberg Escape'),
    type: 'Adventure',
    country: 'South Africa',
    city: 'Bergville',
    description: 'Four days of guided hikes below the Amphitheatre.',
    fromDate: isoDaysFromNow(40),
    toDate: isoDaysFromNow(43),
    price: { adult: 8999 },
  };
}

export function packageRestBody() {
  const { description, ...rest } = packageInput();
  return { ...rest, desc: description, duration: 4 };
}

export function holidayPackageInput() {
  return {
    name: uniqueName('Namibia Dunes'),
    packageType: 'Group',
    description: 'Dunes, canyons and a desert camp.',
    destinations: [{ location: 'Sossusvlei', attractions: ['Dune 45'] }],
    startDate: isoDaysFromNow(60),
    endDate: isoDaysFromNow(62),
    durationDays: 3,
    durationNights: 2,
    price: { adult: 21500 },
  };
}

export function holidayRestBody() {
  const { durationDays, durationNights, ...rest } = holidayPackageInput();
  return { ...rest, duration: { days: durationDays, nights: durationNights } };
}

export const registration = () => {
  const username = uniqueName('guest');
  return { username, email: `${username}@example.test`, phone: '+27 82 555 0100', country: 'South Africa', city: 'Durban', password: 'Guest-pass-2026' };
};

export const stayInput = (w: World) => {
  const checkIn = freshNight();
  return {
    hotelId: w.hotelA.id,
    roomTypeId: w.roomTypeA.id,
    checkIn,
    checkOut: addDays(checkIn, 1),
    adults: 1,
    fullName: 'Thabo Mbeki',
    email: 'thabo@example.co.za',
    phone: '+27 82 555 0144',
  };
};

export const bookingInput = (w: World) => ({
  packageId: w.pkg.id,
  fullName: 'Thandi Mokoena',
  email: 'thandi@example.co.za',
  phone: '+27 82 555 0123',
  guests: 2,
  departureDate: isoDaysFromNow(30),
  returnDate: isoDaysFromNow(35),
});
