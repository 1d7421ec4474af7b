/**
 * Demo content: destinations, packages, hotels with their inventory and rates, and (in demo mode only)
 * the demo accounts.
 *
 * Idempotent by natural key (destination name, package title, hotel name, username or e-mail): a
 * second run inserts nothing, and rows an admin has since edited are left alone. A hotel or package
 * that already exists is skipped with everything under it, so the seed never resurrects rooms or
 * itinerary days someone deliberately deleted. Everything runs in one transaction under an advisory
 * lock, so a failure leaves nothing half-written and two servers starting together cannot both seed.
 */
import { inArray, or, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import { RATE_PRESETS, type RatePresetName } from '../common/rate-presets.js';
import type { Database, Transaction } from '../db/client.js';
import {
  agencyPolicies,
  activities,
  amenities,
  destinations,
  hotelManagers,
  hotels,
  packageDestinations,
  packageItineraryDays,
  packages,
  rates,
  rateTypes,
  roomTypes,
  roomUnits,
  roomUnitNights,
  rooms,
  users,
} from '../db/schema.js';
import { addDays, dayOfWeek, isLocalDate, todayInSouthAfrica } from '../common/dates.js';
import { DESTINATIONS } from './destinations.data.js';
import { GROUP_FACTOR, HOTELS, RATE_FACTORS, SINGLE_FACTOR, type HotelSeed } from './hotels.data.js';
import { AGENCY_TERMS, CANCELLATION_STANDARD } from './package-options.data.js';
import { PACKAGES, type PackageSeed } from './packages.data.js';
import { DEMO_MANAGER_USERNAME, DEMO_PASSWORD, DEMO_USERS } from './users.data.js';

export { DEMO_PASSWORD, DEMO_USERNAMES, DEMO_USERS } from './users.data.js';

export interface SeedOptions {
  /** Create the demo accounts with the published password: only in demo mode. */
  demoUsers: boolean;
  /** `YYYY-MM-DD` that package dates and nightly rates are relative to; defaults to today in South Africa. */
  today?: string;
}

/** Rows inserted per table by one run. */
export interface SeedSummary {
  destinations: number;
  packages: number;
  packageDestinations: number;
  packageItineraryDays: number;
  hotels: number;
  roomTypes: number;
  rooms: number;
  roomUnits: number;
  roomUnitUnavailableDates: number;
  amenities: number;
  activities: number;
  rateTypes: number;
  rates: number;
  users: number;
  hotelManagers: number;
}

/** How many days of nightly rates each new room type gets, starting today. */
export const RATE_DAYS = 60;

// Any constant unique to the seed; migrations use another key.
const SEED_LOCK_KEY = 727275;
// Far below PostgreSQL's 65,535 bind parameters per statement for every table here.
const BATCH_SIZE = 500;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  // One statement: at start-up, on the embedded engine, each statement costs a round of its own.
  const probe = await db.execute<{ empty: boolean }>(
    sql`select not (exists (select 1 from ${users}) or exists (select 1 from ${packages}) or exists (select 1 from ${hotels})) as empty`,
  );
  return (probe as unknown as { rows: { empty: boolean }[] }).rows[0]?.empty === true;
}

export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const today = options.today ?? todayInSouthAfrica();
  if (!isLocalDate(today)) throw new Error(`seedDatabase: today must be a YYYY-MM-DD date, got "${today}".`);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const summary = emptySummary();
    await seedDestinations(tx, summary);
    await seedPackages(tx, today, summary);
    await seedHotels(tx, today, summary);
    await seedAgencyPolicies(tx);
    if (options.demoUsers) await seedDemoUsers(tx, summary);
    return summary;
  });
}

function emptySummary(): SeedSummary {
  return {
    destinations: 0,
    packages: 0,
    packageDestinations: 0,
    packageItineraryDays: 0,
    hotels: 0,
    roomTypes: 0,
    rooms: 0,
    roomUnits: 0,
    roomUnitUnavailableDates: 0,
    amenities: 0,
    activities: 0,
    rateTypes: 0,
    rates: 0,
    users: 0,
    hotelManagers: 0,
  };
}

/**
 * The agency's terms and default cancellation policy (/policies), so the demo's quotes are sent with terms
 * a customer accepts. Never over an admin's own texts: only where none are saved yet.
 */
async function seedAgencyPolicies(tx: Transaction): Promise<void> {
  await tx
    .insert(agencyPolicies)
    .values([
      { key: 'terms', body: AGENCY_TERMS },
      { key: 'cancellation', body: CANCELLATION_STANDARD },
    ])
    .onConflictDoNothing();
}

/** Inserts rows in batches and returns what each batch returned, in order. */
async function insertBatched<Row, Out>(rows: readonly Row[], insert: (batch: Row[]) => Promise<Out[]>): Promise<Out[]> {
  const out: Out[] = [];
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    out.push(...(await insert(rows.slice(i, i + BATCH_SIZE))));
  }
  return out;
}

function mustGet<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed: ${what} "${String(key)}" was not inserted.`);
  return value;
}

const cents = (amount: number): number => Math.round(amount * 100);
/** Whole rand rounded to R10, in cents: rates look like a hotel set them, not like arithmetic. */
const tenRandCents = (rand: number): number => Math.round(rand / 10) * 1000;

// ------------------------------------------------------------------------------------ destinations

async function seedDestinations(tx: Transaction, summary: SeedSummary): Promise<void> {
  const rows = DESTINATIONS.map((d, i) => ({ name: d.name, country: d.country, position: i + 1 }));
  // The name is unique: existing destinations (maybe renumbered by an admin) are left as they are.
  const inserted = await tx.insert(destinations).values(rows).onConflictDoNothing().returning({ id: destinations.id });
  summary.destinations = inserted.length;
}

// ---------------------------------------------------------------------------------------- packages

async function seedPackages(tx: Transaction, today: string, summary: SeedSummary): Promise<void> {
  const titles = PACKAGES.map((p) => p.title);
  const existing = await tx.select({ title: packages.title }).from(packages).where(inArray(packages.title, titles));
  const existingTitles = new Set(existing.map((r) => r.title));
  const missing = PACKAGES.filter((p) => !existingTitles.has(p.title));
  if (missing.length === 0) return;

  const inserted = await insertBatched(missing.map((p) => packageRow(p, today)), (batch) =>
    tx.insert(packages).values(batch).returning({ id: packages.id, title: packages.title }),
  );
  summary.packages = inserted.length;
  const idByTitle = new Map(inserted.map((r) => [r.title, r.id]));

  const destinationRows: (typeof packageDestinations.$inferInsert)[] = [];
  const dayRows: (typeof packageItineraryDays.$inferInsert)[] = [];
  for (const p of missing) {
    if (!p.holiday) continue;
    const packageId = mustGet(idByTitle, p.title, 'package');
    p.holiday.destinations.forEach((d, i) =>
      destinationRows.push({ packageId, position: i + 1, location: d.location, attractions: [...d.attractions] }),
    );
    p.holiday.itinerary.forEach((d, i) =>
      dayRows.push({
        packageId,
        day: i + 1,
        title: d.title,
        description: d.description,
        breakfast: d.meals.includes('B'),
        lunch: d.meals.includes('L'),
        dinner: d.meals.includes('D'),
        accommodationName: d.stay?.name ?? null,
        accommodationType: d.stay?.type ?? null,
        accommodationRating: d.stay?.rating ?? null,
        transportationType: d.transport?.type ?? null,
        transportationDetails: d.transport?.details ?? null,
      }),
    );
  }
  if (destinationRows.length > 0) await tx.insert(packageDestinations).values(destinationRows);
  await insertBatched(dayRows, async (batch) => {
    await tx.insert(packageItineraryDays).values(batch);
    return batch;
  });
  summary.packageDestinations = destinationRows.length;
  summary.packageItineraryDays = dayRows.length;
}

function packageRow(p: PackageSeed, today: string): typeof packages.$inferInsert {
  const fromDate = addDays(today, p.startOffsetDays);
  return {
    kind: p.holiday ? 'HOLIDAY' : 'PACKAGE',
    title: p.title,
    type: p.type,
    description: p.description,
    country: p.country,
    city: p.city,
    // A trip of N nights spans N + 1 calendar days, departure and return included.
    durationDays: p.nights + 1,
    durationNights: p.nights,
    fromDate,
    toDate: addDays(fromDate, p.nights),
    maxGuests: p.maxGuests,
    minAge: p.minAge,
    priceAdultCents: cents(p.priceAdult),
    priceChildCents: p.priceChild === undefined ? null : cents(p.priceChild),
    wasPriceAdultCents: p.wasPriceAdult === undefined ? null : cents(p.wasPriceAdult),
    currency: p.currency ?? 'ZAR',
    photos: [...p.photos],
    includes: [...p.includes],
    amenities: [...p.amenities],
    exclusions: p.holiday ? [...p.holiday.exclusions] : [],
    terms: p.terms,
    cancellationPolicy: p.holiday?.cancellationPolicy ?? '',
    featured: p.featured ?? true,
  };
}

// ------------------------------------------------------------------------------------------ hotels

async function seedHotels(tx: Transaction, today: string, summary: SeedSummary): Promise<void> {
  const names = HOTELS.map((h) => h.name);
  const existing = await tx.select({ name: hotels.name }).from(hotels).where(inArray(hotels.name, names));
  const existingNames = new Set(existing.map((r) => r.name));
  const missing = HOTELS.filter((h) => !existingNames.has(h.name));
  if (missing.length === 0) return;

  const insertedHotels = await tx
    .insert(hotels)
    .values(
      missing.map((h) => ({
        name: h.name,
        type: h.type,
        address: h.address,
        country: h.country,
        city: h.city,
        postalCode: h.postalCode,
        email: h.email,
        phone: h.phone,
        photos: [...h.photos],
        description: h.description,
        rating: h.rating,
        distanceFromCentreM: h.distanceFromCentreM,
      })),
    )
    .returning({ id: hotels.id, name: hotels.name });
  summary.hotels = insertedHotels.length;
  const hotelIdByName = new Map(insertedHotels.map((r) => [r.name, r.id]));
  const hotelId = (h: HotelSeed) => mustGet(hotelIdByName, h.name, 'hotel');

  // Room types, then everything keyed on them.
  const insertedRoomTypes = await tx
    .insert(roomTypes)
    .values(
      missing.flatMap((h) =>
        h.roomTypes.map((rt) => ({
          hotelId: hotelId(h),
          name: rt.name,
          description: rt.description,
          capacity: rt.capacity,
          baseRateCents: cents(rt.baseRate),
          amenities: [...rt.amenities],
          photos: [...rt.photos],
        })),
      ),
    )
    .returning({ id: roomTypes.id, hotelId: roomTypes.hotelId, name: roomTypes.name });
  summary.roomTypes = insertedRoomTypes.length;
  const roomTypeIdByKey = new Map(insertedRoomTypes.map((r) => [`${r.hotelId}|${r.name}`, r.id]));
  const roomTypeId = (hid: string, name: string) => mustGet(roomTypeIdByKey, `${hid}|${name}`, 'room type');

  const insertedRooms = await tx
    .insert(rooms)
    .values(
      missing.flatMap((h) =>
        h.roomTypes.flatMap((rt) =>
          rt.rooms.map((room) => ({
            hotelId: hotelId(h),
            roomTypeId: roomTypeId(hotelId(h), rt.name),
            title: room.title,
            maxPeople: rt.capacity,
            active: true,
          })),
        ),
      ),
    )
    .returning({ id: rooms.id, roomTypeId: rooms.roomTypeId, title: rooms.title });
  summary.rooms = insertedRooms.length;
  const roomIdByKey = new Map(insertedRooms.map((r) => [`${r.roomTypeId}|${r.title}`, r.id]));

  const unitRows = missing.flatMap((h) =>
    h.roomTypes.flatMap((rt) =>
      rt.rooms.flatMap((room) => {
        const roomId = mustGet(roomIdByKey, `${roomTypeId(hotelId(h), rt.name)}|${room.title}`, 'room');
        return room.numbers.map((number) => ({ roomId, hotelId: hotelId(h), number }));
      }),
    ),
  );
  const insertedUnits = await insertBatched(unitRows, (batch) =>
    tx.insert(roomUnits).values(batch).returning({ id: roomUnits.id, hotelId: roomUnits.hotelId, number: roomUnits.number }),
  );
  summary.roomUnits = insertedUnits.length;
  const unitIdByKey = new Map(insertedUnits.map((u) => [`${u.hotelId}|${u.number}`, u.id]));

  const unavailableRows = missing.flatMap((h) =>
    h.unavailable.flatMap((u) => {
      const roomUnitId = mustGet(unitIdByKey, `${hotelId(h)}|${u.number}`, `room number of ${h.name}`);
      return u.dayOffsets.map((offset) => ({ roomUnitId, night: addDays(today, offset), bookingId: null }));
    }),
  );
  if (unavailableRows.length > 0) await tx.insert(roomUnitNights).values(unavailableRows);
  summary.roomUnitUnavailableDates = unavailableRows.length;

  const amenityRows = missing.flatMap((h) => h.amenities.map((a) => ({ hotelId: hotelId(h), ...a })));
  await tx.insert(amenities).values(amenityRows);
  summary.amenities = amenityRows.length;

  const activityRows = missing.flatMap((h) =>
    h.activities.map((a) => ({
      hotelId: hotelId(h),
      name: a.name,
      description: a.description,
      duration: a.duration,
      maxParticipants: a.maxParticipants,
      priceCents: a.price === undefined ? null : cents(a.price),
    })),
  );
  await tx.insert(activities).values(activityRows);
  summary.activities = activityRows.length;

  // Rate types: Rack and STO for every room type, plus the hotel's chosen presets.
  const rateTypeRows = missing.flatMap((h) =>
    h.roomTypes.flatMap((rt) => {
      const names = [...new Set<RatePresetName>(['Rack Rate', 'STO Rate', ...rt.extraRates])];
      return names.map((name) => {
        const factor = RATE_FACTORS[name];
        return {
          hotelId: hotelId(h),
          roomTypeId: roomTypeId(hotelId(h), rt.name),
          name,
          description: presetDescription(name),
          singleRateCents: tenRandCents(rt.baseRate * factor * SINGLE_FACTOR),
          doubleRateCents: tenRandCents(rt.baseRate * factor),
          groupRateCents: tenRandCents(rt.baseRate * factor * GROUP_FACTOR),
          active: true,
        };
      });
    }),
  );
  const insertedRateTypes = await tx
    .insert(rateTypes)
    .values(rateTypeRows)
    .returning({ id: rateTypes.id, roomTypeId: rateTypes.roomTypeId, name: rateTypes.name });
  summary.rateTypes = insertedRateTypes.length;
  const rackRateTypeByRoomType = new Map(
    insertedRateTypes.filter((r) => r.name === 'Rack Rate').map((r) => [r.roomTypeId, r.id]),
  );

  // Nightly rates: one row per room type and night, carrying both the rack (public) and STO (agent)
  // prices, linked to the room type's Rack Rate. Friday and Saturday nights carry the weekend uplift.
  const stoFactor = RATE_FACTORS['STO Rate'];
  const rateRows = missing.flatMap((h) =>
    h.roomTypes.flatMap((rt) => {
      const rtId = roomTypeId(hotelId(h), rt.name);
      const rateTypeId = mustGet(rackRateTypeByRoomType, rtId, 'Rack Rate of room type');
      return Array.from({ length: RATE_DAYS }, (_, i) => {
        const date = addDays(today, i);
        const weekday = dayOfWeek(date);
        const night = rt.baseRate * (weekday === 5 || weekday === 6 ? 1 + h.weekendUpliftPercent / 100 : 1);
        return {
          hotelId: hotelId(h),
          roomTypeId: rtId,
          rateTypeId,
          date,
          rackRateSingleCents: tenRandCents(night * SINGLE_FACTOR),
          rackRateDoubleCents: tenRandCents(night),
          rackRateGroupCents: tenRandCents(night * GROUP_FACTOR),
          stoRateSingleCents: tenRandCents(night * stoFactor * SINGLE_FACTOR),
          stoRateDoubleCents: tenRandCents(night * stoFactor),
          stoRateGroupCents: tenRandCents(night * stoFactor * GROUP_FACTOR),
        };
      });
    }),
  );
  const insertedRates = await insertBatched(rateRows, (batch) =>
    tx.insert(rates).values(batch).onConflictDoNothing().returning({ id: rates.id }),
  );
  summary.rates = insertedRates.length;
}

function presetDescription(name: RatePresetName): string {
  return RATE_PRESETS.find((p) => p.name === name)?.description ?? '';
}

// -------------------------------------------------------------------------------------- demo users

async function seedDemoUsers(tx: Transaction, summary: SeedSummary): Promise<void> {
  // Usernames and e-mails are unique case-insensitively: skip a demo account when either is taken.
  const existing = await tx
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        inArray(sql<string>`lower(${users.username})`, DEMO_USERS.map((u) => u.username.toLowerCase())),
        inArray(sql<string>`lower(${users.email})`, DEMO_USERS.map((u) => u.email.toLowerCase())),
      ),
    );
  const taken = new Set(existing.flatMap((r) => [`u:${r.username.toLowerCase()}`, `e:${r.email.toLowerCase()}`]));
  const missing = DEMO_USERS.filter(
    (u) => !taken.has(`u:${u.username.toLowerCase()}`) && !taken.has(`e:${u.email.toLowerCase()}`),
  );
  if (missing.length === 0) return;

  const newUsers = await Promise.all(missing.map(async (u) => ({ ...u, passwordHash: await hashPassword(DEMO_PASSWORD) })));
  const inserted = await tx
    .insert(users)
    .values(newUsers)
    .returning({ id: users.id, username: users.username });
  summary.users = inserted.length;

  // Only a manager account created right now gets the demo hotels: an existing user who happens to
  // be called "manager" must never be granted hotels by a seed.
  const manager = inserted.find((u) => u.username === DEMO_MANAGER_USERNAME);
  if (!manager) return;
  const managedNames = HOTELS.filter((h) => h.managedByDemoManager).map((h) => h.name);
  const managed = await tx.select({ id: hotels.id }).from(hotels).where(inArray(hotels.name, managedNames));
  if (managed.length === 0) return;
  const links = await tx
    .insert(hotelManagers)
    .values(managed.map((h) => ({ userId: manager.id, hotelId: h.id })))
    .onConflictDoNothing()
    .returning({ hotelId: hotelManagers.hotelId });
  summary.hotelManagers = links.length;
}
