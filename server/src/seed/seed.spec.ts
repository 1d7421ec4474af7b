import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { verifyPassword } from '../auth/password.js';
import { RATE_PRESET_NAMES } from '../common/rate-presets.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import {
  destinations,
  hotelManagers,
  hotels,
  packageItineraryDays,
  packages,
  packageType,
  rates,
  rateTypes,
  roomTypes,
  roomUnits,
  users,
} from '../db/schema.js';
import { openTestPglite } from '../../test/support/pglite-template.js';
import { addDays } from '../common/dates.js';
import { HOTELS } from './hotels.data.js';
import { PACKAGES } from './packages.data.js';
import { PHOTO, PHOTO_CREDITS } from './photos.data.js';
import { DEMO_PASSWORD, DEMO_USERNAMES, RATE_DAYS, isDatabaseEmpty, seedDatabase, type SeedSummary } from './seed.js';

const TODAY = '2025-03-10';

async function freshDatabase(): Promise<DatabaseHandle> {
  const handle = await openTestPglite();
  await handle.migrate();
  return handle;
}

async function rowCount(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** Runs the seed with a trigger that fails the insert of nightly rates, near the end of the seed. */
async function seedWithInjectedFailure(db: Database) {
  await db.execute(
    sql.raw(`create function seed_spec_fail() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`),
  );
  await db.execute(sql.raw('create trigger seed_spec_fail before insert on rates execute function seed_spec_fail()'));
  let error: unknown;
  try {
    await seedDatabase(db, { demoUsers: true, today: TODAY });
  } catch (e) {
    error = e;
  }
  await db.execute(sql.raw('drop trigger seed_spec_fail on rates'));
  await db.execute(sql.raw('drop function seed_spec_fail()'));
  return { error, destinationsAfter: await rowCount(db, destinations), emptyAfter: await isDatabaseEmpty(db) };
}

const total = (summary: SeedSummary): number => Object.values(summary).reduce((a, b) => a + b, 0);

// One database for the whole file: opening PGlite is the slow part (seconds on a busy machine), the
// seed itself is not. The catalogue is seeded first without accounts, then again in demo mode.
describe('seedDatabase', () => {
  let handle: DatabaseHandle;
  let db: Database;
  let catalogue: SeedSummary;
  let demo: SeedSummary;
  let failedRun: { error: unknown; destinationsAfter: number; emptyAfter: boolean };

  beforeAll(async () => {
    handle = await freshDatabase();
    db = handle.db;
    expect(await isDatabaseEmpty(db)).toBe(true);
    failedRun = await seedWithInjectedFailure(db);
    catalogue = await seedDatabase(db, { demoUsers: false, today: TODAY });
    demo = await seedDatabase(db, { demoUsers: true, today: TODAY });
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('writes nothing when it fails part-way (one transaction)', () => {
    // drizzle wraps the driver error: look through the cause chain for the injected one.
    const messages: string[] = [];
    for (let e: unknown = failedRun.error; e instanceof Error; e = e.cause) messages.push(e.message);
    expect(messages.join(' | ')).toMatch(/injected failure/);
    expect(failedRun.destinationsAfter).toBe(0);
    expect(failedRun.emptyAfter).toBe(true);
  });

  it('reports what it inserted and leaves the database non-empty', async () => {
    expect(await isDatabaseEmpty(db)).toBe(false);
    expect(catalogue.destinations).toBe(await rowCount(db, destinations));
    expect(catalogue.packages).toBe(await rowCount(db, packages));
    expect(catalogue.hotels).toBe(5);
    expect(catalogue.rates).toBe(await rowCount(db, rates));
  });

  it('creates accounts only in demo mode, and then nothing else', () => {
    expect(catalogue.users).toBe(0);
    expect(catalogue.hotelManagers).toBe(0);
    expect(demo).toMatchObject({ users: 4, destinations: 0, packages: 0, hotels: 0, rates: 0 });
    expect(demo.hotelManagers).toBeGreaterThan(0);
    expect(demo.hotelManagers).toBeLessThan(5);
  });

  it('has about 60 destinations in select order', async () => {
    const rows = await db.select().from(destinations).orderBy(destinations.position);
    expect(rows.length).toBeGreaterThanOrEqual(55);
    expect(rows.length).toBeLessThanOrEqual(65);
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Maldives', 'Bali', 'Kyoto', 'Paris', 'Cape Town']));
  });

  it('covers every package type, both currencies and the holiday kind', async () => {
    const rows = await db.select().from(packages);
    expect(rows.length).toBeGreaterThanOrEqual(32);
    for (const type of packageType.enumValues) {
      expect(rows.filter((p) => p.type === type).length).toBeGreaterThanOrEqual(type === 'Cruise' ? 5 : 3);
    }
    expect(rows.filter((p) => p.currency === 'USD').length).toBeGreaterThanOrEqual(4);
    const holidays = rows.filter((p) => p.kind === 'HOLIDAY');
    expect(holidays.length).toBeGreaterThanOrEqual(Math.floor(rows.length / 4));
    expect(rows.filter((p) => p.featured).length).toBeGreaterThan(rows.length / 2);
  });

  it('keeps dates, durations, prices and photos consistent', async () => {
    const rows = await db.select().from(packages);
    for (const p of rows) {
      expect(p.fromDate).not.toBeNull();
      expect(p.toDate).toBe(addDays(p.fromDate ?? '', p.durationNights));
      expect(p.durationDays).toBe(p.durationNights + 1);
      expect(p.photos.length).toBeGreaterThanOrEqual(1);
      expect(p.photos.length).toBeLessThanOrEqual(4);
      if (p.currency === 'ZAR') {
        expect(p.priceAdultCents).toBeGreaterThanOrEqual(8_000_00);
        expect(p.priceAdultCents).toBeLessThanOrEqual(120_000_00);
      }
      expect(p.priceAdultCents % 100).toBe(0);
    }
    const days = await db.select().from(packageItineraryDays);
    for (const p of rows.filter((r) => r.kind === 'HOLIDAY')) {
      const own = days.filter((d) => d.packageId === p.id).map((d) => d.day);
      expect(own.sort((a, b) => a - b)).toEqual(Array.from({ length: p.durationDays }, (_, i) => i + 1));
    }
  });

  it('puts cruise and adventure deals in the home page window of 3 months around today', async () => {
    const from = addDays(TODAY, -92);
    const to = addDays(TODAY, 92);
    const rows = await db.select().from(packages);
    const inWindow = (type: string) =>
      rows.filter((p) => p.type === type && p.fromDate !== null && p.fromDate >= from && p.fromDate <= to);
    expect(inWindow('Cruise').length).toBeGreaterThanOrEqual(3);
    expect(inWindow('Adventure').length).toBeGreaterThanOrEqual(3);
    expect(rows.some((p) => p.fromDate !== null && p.fromDate < TODAY)).toBe(true);
  });

  it('creates 5 hotels with rooms, rate types from the presets and nightly rates for every room type', async () => {
    const hotelRows = await db.select().from(hotels);
    expect(hotelRows).toHaveLength(5);
    expect(new Set(hotelRows.map((h) => h.city)).size).toBeGreaterThanOrEqual(4);
    for (const h of hotelRows) {
      expect(h.phone).toMatch(/^\+27 /);
      expect(h.rating).toBeGreaterThanOrEqual(0);
      expect(h.rating).toBeLessThanOrEqual(5);
    }

    const types = await db.select().from(roomTypes);
    for (const h of hotelRows) {
      const own = types.filter((t) => t.hotelId === h.id).length;
      expect(own).toBeGreaterThanOrEqual(2);
      expect(own).toBeLessThanOrEqual(4);
    }
    expect(await rowCount(db, roomUnits)).toBeGreaterThan(40);

    const rateTypeRows = await db.select().from(rateTypes);
    for (const rt of rateTypeRows) expect(RATE_PRESET_NAMES).toContain(rt.name);

    const perRoomType = await db.select({ roomTypeId: rates.roomTypeId, n: count() }).from(rates).groupBy(rates.roomTypeId);
    expect(perRoomType).toHaveLength(types.length);
    for (const r of perRoomType) expect(r.n).toBe(RATE_DAYS);

    // Weekend uplift: a Saturday night costs more than the Monday before it.
    const [roomType] = types;
    const roomTypeRates = await db.select().from(rates).where(eq(rates.roomTypeId, roomType?.id ?? ''));
    const monday = roomTypeRates.find((r) => r.date === TODAY); // 2025-03-10 is a Monday
    const saturday = roomTypeRates.find((r) => r.date === addDays(TODAY, 5));
    expect(saturday?.rackRateDoubleCents).toBeGreaterThan(monday?.rackRateDoubleCents ?? Infinity);
    expect(monday?.stoRateDoubleCents).toBeLessThan(monday?.rackRateDoubleCents ?? 0);
  });

  it('creates the demo users, whose password verifies, and a manager with some but not all hotels', async () => {
    const rows = await db.select().from(users);
    expect(rows.map((u) => u.username).sort()).toEqual([...DEMO_USERNAMES].sort());
    expect(Object.fromEntries(rows.map((u) => [u.username, u.role]))).toEqual({
      admin: 'AGENCY_ADMIN',
      manager: 'HOTEL_MANAGER',
      staff: 'STAFF',
      traveller: 'CUSTOMER',
    });
    for (const u of rows) {
      expect(await verifyPassword(u.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(u.passwordHash, 'wrong-password')).toBe(false);
    }

    const manager = rows.find((u) => u.username === 'manager');
    const owned = await db.select().from(hotelManagers).where(eq(hotelManagers.userId, manager?.id ?? ''));
    expect(owned.length).toBeGreaterThan(0);
    expect(owned.length).toBeLessThan(5);
    expect(await rowCount(db, hotelManagers)).toBe(owned.length);
  });

  it('inserts nothing when run again, even on a later day', async () => {
    const before = await rowCount(db, rates);
    const again = await seedDatabase(db, { demoUsers: true, today: TODAY });
    expect(total(again)).toBe(0);
    const later = await seedDatabase(db, { demoUsers: true, today: addDays(TODAY, 1) });
    expect(total(later)).toBe(0);
    expect(await rowCount(db, rates)).toBe(before);
    expect(await rowCount(db, packages)).toBe(catalogue.packages);
    expect(await rowCount(db, users)).toBe(4);
  });

  it('rejects a malformed today', async () => {
    await expect(seedDatabase(db, { demoUsers: false, today: '10/03/2025' })).rejects.toThrow(/YYYY-MM-DD/);
  });
});

describe('demo photos', () => {
  const photosDir = fileURLToPath(new URL('../../../web/public/photos/', import.meta.url));

  it('exist in web/public/photos and are credited in CREDITS.md', () => {
    const credits = readFileSync(`${photosDir}CREDITS.md`, 'utf8');
    for (const url of Object.values(PHOTO)) {
      const file = url.replace('/photos/', '');
      expect(existsSync(`${photosDir}${file}`)).toBe(true);
      expect(credits).toContain(file);
      expect(PHOTO_CREDITS.map((c) => c.file)).toContain(file);
    }
  });

  it('fit what they illustrate: a safari shows a savanna, Dubai its city or desert, never a bird, dandelions or a kite', () => {
    const subjects = [
      ...PACKAGES.map((p) => ({ name: p.title, city: p.city, photos: p.photos as readonly string[] })),
      ...HOTELS.map((h) => ({ name: h.name, city: h.city, photos: h.photos as readonly string[] })),
    ];
    const offSubject = /bird|nuthatch|dandelion|kite/;
    for (const { name, city, photos } of subjects) {
      expect({ name, offSubject: photos.filter((url) => offSubject.test(url)) }).toEqual({ name, offSubject: [] });
      // A game-reserve safari (Dubai's "desert safari" is a drive in the dunes, its own subject below).
      if (/safari|bush lodge/i.test(name) && city !== 'Dubai') expect({ name, cover: photos[0] }).toEqual({ name, cover: PHOTO.safariSavanna });
      if (city === 'Dubai') expect({ name, cover: [PHOTO.citySkyline, PHOTO.desertDunes].includes(photos[0] as never) }).toEqual({ name, cover: true });
    }
  });
});
