import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '../db/client.js';
import { hotels, rates, rateTypes, roomTypes, stayPriceVersions } from '../db/schema.js';
import { openTestPglite } from '../../test/support/pglite-template.js';
import { addDays } from '../common/dates.js';
import { StayPriceGrid, type RunQuery, type VersionedHotel } from './stay-price-grid.js';
import { stayNights } from './nightly-price.js';
import { cityHotelsStatement } from './stay-search-sql.js';

/**
 * What the stay search keeps in memory, and how it knows it is stale. Prices themselves are checked
 * against priceStay in nightly-price.spec.ts; here: the versions the triggers of migration 0020 keep,
 * and what the grid loads (once, only what is missing, within its budget).
 */
describe('stay prices kept in memory', () => {
  let handle: DatabaseHandle;
  const dialect = new PgDialect();
  /** Every query the grid sends, as its first words and its parameters. */
  let sent: { sql: string; params: unknown[] }[] = [];
  let run: RunQuery;

  beforeAll(async () => {
    handle = await openTestPglite();
    await handle.migrate();
    run = async (query: SQL) => {
      const rendered = dialect.sqlToQuery(query);
      sent.push({ sql: rendered.sql.replace(/\s+/g, ' ').trim(), params: rendered.params });
      return ((await handle.db.execute(query)) as unknown as { rows: never[] }).rows;
    };
  });
  afterAll(async () => {
    await handle.close();
  });

  const addHotel = async (name: string, city = 'Gridville') => {
    const [hotel] = await handle.db
      .insert(hotels)
      .values({ name, type: 'Hotel', address: 'a', country: 'ZA', city, postalCode: '1', email: 'h@x.test', phone: '1', description: 'd' })
      .returning();
    const [type] = await handle.db.insert(roomTypes).values({ hotelId: hotel!.id, name: 'Double', capacity: 2, baseRateCents: 100_000 }).returning();
    return { hotelId: hotel!.id, roomTypeId: type!.id };
  };
  const versionOf = async (hotelId: string) =>
    (await handle.db.select().from(stayPriceVersions).where(eq(stayPriceVersions.hotelId, hotelId)))[0]?.version ?? 0;
  const cityHotels = async (city: string) => run<VersionedHotel & Record<string, unknown>>(cityHotelsStatement(city).query);
  const stay = (checkIn: string, nights = 7) => ({ checkIn, nights: stayNights(checkIn, addDays(checkIn, nights)), perRoom: 2, tier: 'double' as const });
  const band = { minCents: 0, maxCents: 10_000_000 };
  const nightLoads = () => sent.filter((q) => q.sql.includes('from room_type_night_prices'));
  const typeLoads = () => sent.filter((q) => q.sql.includes('from room_types rt'));

  it('gives a hotel a new version with every write that changes its prices, once per transaction', async () => {
    const { hotelId, roomTypeId } = await addHotel('Versioned');
    const other = await addHotel('Untouched');
    const v0 = await versionOf(hotelId);
    const untouched = await versionOf(other.hotelId);

    await handle.db.insert(rates).values({ hotelId, roomTypeId, date: '2030-03-01', rackRateDoubleCents: 90_000, stoRateDoubleCents: 80_000 });
    const v1 = await versionOf(hotelId);
    expect(v1).not.toEqual(v0);

    // Many writes in one transaction: one new version, whatever their number (the first write's).
    const seen = await handle.db.transaction(async (tx) => {
      const versionNow = async () => (await tx.select().from(stayPriceVersions).where(eq(stayPriceVersions.hotelId, hotelId)))[0]!.version;
      await tx.insert(rates).values({ hotelId, roomTypeId, date: '2030-03-02', rackRateDoubleCents: 90_000, stoRateDoubleCents: 80_000 });
      const afterFirst = await versionNow();
      await tx.update(roomTypes).set({ baseRateCents: 110_000 }).where(eq(roomTypes.id, roomTypeId));
      await tx.insert(rateTypes).values({ hotelId, roomTypeId, name: 'Rack Rate', singleRateCents: 1, doubleRateCents: 2, groupRateCents: 3 });
      return { afterFirst, afterLast: await versionNow() };
    });
    const v2 = await versionOf(hotelId);
    expect(seen).toEqual({ afterFirst: v2, afterLast: v2 });
    expect(v2).not.toEqual(v1);

    await handle.db.update(rateTypes).set({ active: false }).where(eq(rateTypes.roomTypeId, roomTypeId));
    const v3 = await versionOf(hotelId);
    expect(v3).not.toEqual(v2);
    // A room type moved to another hotel changes both.
    await handle.db.update(roomTypes).set({ hotelId: other.hotelId }).where(eq(roomTypes.id, roomTypeId));
    expect(await versionOf(hotelId)).not.toEqual(v3);
    expect(await versionOf(other.hotelId)).not.toEqual(untouched);
    // A hotel that is deleted takes its version with it (its room types' deletion adds none back).
    await handle.db.delete(hotels).where(eq(hotels.id, other.hotelId));
    expect(await handle.db.select().from(stayPriceVersions).where(eq(stayPriceVersions.hotelId, other.hotelId))).toEqual([]);
  });

  it('loads a cold city once for searches at the same time, then only the nights it lacks', async () => {
    for (let i = 0; i < 3; i++) await addHotel(`Cold ${i}`, 'Coldtown');
    const grid = new StayPriceGrid(64 * 2 ** 20);
    const city = await cityHotels('Coldtown');
    sent = [];
    const answers = await Promise.all(Array.from({ length: 5 }, () => grid.price(run, city, stay('2030-05-01'), band)));
    expect(answers.every((a) => a.hotelIds.length === 3)).toBe(true);
    expect({ types: typeLoads().length, nights: nightLoads().length }).toEqual({ types: 1, nights: 1 });

    // Warm: nothing is read again. Two nights more: only those two are read, for the three hotels.
    sent = [];
    await grid.price(run, city, stay('2030-05-01'), band);
    expect(sent).toEqual([]);
    await grid.price(run, city, stay('2030-05-03', 7), band);
    expect(nightLoads().map((q) => [...new Set(q.params.filter((p) => /^\d{4}-/.test(String(p))))])).toEqual([['2030-05-08', '2030-05-10']]);
    expect(typeLoads()).toEqual([]);

    // A price written since: that hotel (and only it) is read again under its new version.
    const [first] = await handle.db.select().from(roomTypes).where(eq(roomTypes.hotelId, city[0]!.id));
    await handle.db
      .insert(rates)
      .values({ hotelId: first!.hotelId, roomTypeId: first!.id, date: '2030-05-02', rackRateDoubleCents: 1_000, stoRateDoubleCents: 900 });
    sent = [];
    const fresh = await grid.price(run, await cityHotels('Coldtown'), stay('2030-05-01'), band);
    expect(nightLoads()).toHaveLength(1);
    expect(nightLoads()[0]!.params).toContain(`{${first!.hotelId}}`);
    const i = fresh.roomTypeIds.indexOf(first!.id);
    expect(fresh.perRoomCents[i]).toBe(6 * 100_000 + 1_000);
  });

  it('keeps no more than its budget, dropping the hotels searched least recently', async () => {
    for (let i = 0; i < 4; i++) await addHotel(`Budget ${i}`, 'Budgetburg');
    const city = await cityHotels('Budgetburg');
    const unbounded = new StayPriceGrid(64 * 2 ** 20);
    await unbounded.price(run, city, stay('2030-06-01'), band);
    const perHotel = unbounded.size / city.length;

    const grid = new StayPriceGrid(Math.floor(perHotel * 2.5));
    const first = await grid.price(run, city, stay('2030-06-01'), band);
    expect(grid.size).toBeLessThanOrEqual(perHotel * 2.5);
    // The dropped hotels are read again, with the same prices.
    sent = [];
    const again = await grid.price(run, city, stay('2030-06-01'), band);
    expect(nightLoads()).toHaveLength(1);
    expect(again).toEqual(first);

    const none = new StayPriceGrid(0);
    expect(await none.price(run, city, stay('2030-06-01'), band)).toEqual(first);
    expect(none.size).toBe(0);
  });
});
