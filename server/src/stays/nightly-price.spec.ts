import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DatabaseHandle } from '../db/client.js';
import { eq, inArray } from 'drizzle-orm';
import { hotels, rates, rateTypes, rooms, roomTypeNightPrices, roomTypes, roomUnits } from '../db/schema.js';
import { openTestPglite } from '../../test/support/pglite-template.js';
import { RATE_PRESET_NAMES } from '../common/rate-presets.js';
import {
  guestsPerRoom,
  isPublicRate,
  isWeekendNight,
  occupancyTier,
  priceNight,
  priceStay,
  stayNights,
  type DatedRate,
  type OccupancyTier,
  type RateTypeRate,
  type RoomTypePricing,
} from './nightly-price.js';
import { loadPricing } from './stay-inventory.js';
import { StayPriceGrid } from './stay-price-grid.js';
import { StaysService } from './stays.service.js';

// 2030-01-04 is a Friday, 2030-01-05 a Saturday, 2030-01-07 a Monday.
const FRI = '2030-01-04';
const SAT = '2030-01-05';
const MON = '2030-01-07';

const rack = (over: Partial<RateTypeRate> = {}): RateTypeRate => ({
  name: 'Rack Rate',
  active: true,
  singleRateCents: 80_000,
  doubleRateCents: 100_000,
  groupRateCents: 150_000,
  ...over,
});
const dated = (over: Partial<DatedRate> = {}): DatedRate => ({
  date: MON,
  rateType: null,
  rackRateSingleCents: null,
  rackRateDoubleCents: 120_000,
  rackRateGroupCents: null,
  ...over,
});
const pricing = (over: Partial<RoomTypePricing> = {}): RoomTypePricing => ({ baseRateCents: 50_000, rateTypes: [], rates: [], ...over });

describe('occupancy', () => {
  it.each([
    [1, 0, 1, 1, 'single'],
    [2, 0, 1, 2, 'double'],
    [1, 1, 1, 2, 'double'],
    [2, 1, 1, 3, 'group'],
    [3, 0, 2, 2, 'double'],
    [4, 1, 2, 3, 'group'],
    [2, 0, 2, 1, 'single'],
  ])('%i adults, %i children in %i rooms: %i per room, %s', (adults, children, rooms, perRoom, tier) => {
    expect(guestsPerRoom(adults, children, rooms)).toBe(perRoom);
    expect(occupancyTier(perRoom)).toBe(tier);
  });
});

describe('priceNight', () => {
  it('falls back to the base rate when nothing else applies', () => {
    expect(priceNight(MON, 'double', pricing())).toEqual({ date: MON, priceCents: 50_000, source: 'Base rate' });
  });

  it('uses the active Rack Rate type before the base rate, at the occupancy price', () => {
    const p = pricing({ rateTypes: [rack()] });
    expect(priceNight(MON, 'single', p)).toMatchObject({ priceCents: 80_000, source: 'Rack Rate' });
    expect(priceNight(MON, 'double', p)).toMatchObject({ priceCents: 100_000, source: 'Rack Rate' });
    expect(priceNight(MON, 'group', p)).toMatchObject({ priceCents: 150_000, source: 'Rack Rate' });
    expect(priceNight(MON, 'double', pricing({ rateTypes: [rack({ active: false })] }))).toMatchObject({ source: 'Base rate' });
  });

  it('uses the Weekend Rate on Friday and Saturday nights only', () => {
    const p = pricing({ rateTypes: [rack(), rack({ name: 'Weekend Rate', doubleRateCents: 140_000 })] });
    expect(isWeekendNight(FRI) && isWeekendNight(SAT) && !isWeekendNight(MON) && !isWeekendNight('2030-01-06')).toBe(true);
    expect(priceNight(FRI, 'double', p)).toMatchObject({ priceCents: 140_000, source: 'Weekend Rate' });
    expect(priceNight(SAT, 'double', p)).toMatchObject({ priceCents: 140_000, source: 'Weekend Rate' });
    expect(priceNight('2030-01-06', 'double', p)).toMatchObject({ priceCents: 100_000, source: 'Rack Rate' });
    // Without a rack rate a weekday falls through to the base rate, even with a weekend rate.
    expect(priceNight(MON, 'double', pricing({ rateTypes: [rack({ name: 'Weekend Rate' })] }))).toMatchObject({ source: 'Base rate' });
  });

  it('ignores rate types that are neither Rack nor Weekend when there is no dated rate', () => {
    expect(priceNight(MON, 'double', pricing({ rateTypes: [rack({ name: 'Seasonal Rate', doubleRateCents: 1 })] }))).toMatchObject({
      source: 'Base rate',
    });
  });

  it('a dated rate beats every rate type, even a cheaper one', () => {
    const p = pricing({ rateTypes: [rack({ doubleRateCents: 10_000 })], rates: [dated()] });
    expect(priceNight(MON, 'double', p)).toEqual({ date: MON, priceCents: 120_000, source: 'Rate' });
    expect(priceNight('2030-01-08', 'double', p)).toMatchObject({ source: 'Rack Rate' });
  });

  it('the lowest public dated rate wins, named after its rate type', () => {
    const p = pricing({
      rates: [
        dated({ rackRateDoubleCents: 120_000 }),
        dated({ rateType: { name: 'Seasonal Rate', active: true }, rackRateDoubleCents: 110_000 }),
        dated({ rateType: { name: 'Family Rate', active: true }, rackRateDoubleCents: 115_000 }),
      ],
    });
    expect(priceNight(MON, 'double', p)).toMatchObject({ priceCents: 110_000, source: 'Seasonal Rate' });
  });

  it.each(['STO Rate', 'Wholesale Rate', 'Corporate Rate', 'Student Rate', 'Senior Citizen Rate'])('never sells a %s to the public', (name) => {
    const p = pricing({ rates: [dated(), dated({ rateType: { name, active: true }, rackRateDoubleCents: 1_000 })] });
    expect(priceNight(MON, 'double', p)).toMatchObject({ priceCents: 120_000, source: 'Rate' });
    const onlyTrade = pricing({ rateTypes: [rack()], rates: [dated({ rateType: { name, active: true }, rackRateDoubleCents: 1_000 })] });
    expect(priceNight(MON, 'double', onlyTrade)).toMatchObject({ source: 'Rack Rate' });
  });

  it('skips dated rates of an inactive rate type', () => {
    const p = pricing({ rates: [dated({ rateType: { name: 'Seasonal Rate', active: false }, rackRateDoubleCents: 1_000 })] });
    expect(priceNight(MON, 'double', p)).toMatchObject({ source: 'Base rate' });
  });

  it('prices a dated rate by occupancy, falling back to the double rack rate', () => {
    const full = dated({ rackRateSingleCents: 90_000, rackRateDoubleCents: 120_000, rackRateGroupCents: 200_000 });
    expect(priceNight(MON, 'single', pricing({ rates: [full] })).priceCents).toBe(90_000);
    expect(priceNight(MON, 'double', pricing({ rates: [full] })).priceCents).toBe(120_000);
    expect(priceNight(MON, 'group', pricing({ rates: [full] })).priceCents).toBe(200_000);
    expect(priceNight(MON, 'single', pricing({ rates: [dated()] })).priceCents).toBe(120_000);
    expect(priceNight(MON, 'group', pricing({ rates: [dated()] })).priceCents).toBe(120_000);
  });
});

describe('priceStay', () => {
  it('sums the nights, multiplies by rooms and averages to the cent', () => {
    const p = pricing({ baseRateCents: 10_001, rateTypes: [rack({ name: 'Weekend Rate', doubleRateCents: 20_000 })] });
    const stay = priceStay(p, '2030-01-03', '2030-01-06', 'double', 2);
    expect(stay.nights.map((n) => [n.date, n.priceCents, n.source])).toEqual([
      ['2030-01-03', 10_001, 'Base rate'],
      [FRI, 20_000, 'Weekend Rate'],
      [SAT, 20_000, 'Weekend Rate'],
    ]);
    expect(stay).toMatchObject({ perRoomCents: 50_001, totalCents: 100_002, nightlyCents: 16_667 });
  });

  it('lists the nights from check-in to the night before check-out, across a month end', () => {
    expect(stayNights('2030-01-30', '2030-02-02')).toEqual(['2030-01-30', '2030-01-31', '2030-02-01']);
  });
});

/**
 * The search prices from room_type_night_prices (kept by triggers) plus the rate types and base rate,
 * kept in memory by StayPriceGrid; the hotel page and the reservation price with priceStay. Random rates for many room types,
 * each in its own hotel: the search's price of every hotel must equal priceStay's, and every stored
 * night must be priceNight's dated price. Then random writes of every kind (rates changed, moved,
 * deleted and added; rate types renamed, switched off and on, deleted; base rates changed) and the
 * same checks again: the derived table follows every write.
 */
describe('the stay search prices exactly like priceStay', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestPglite();
    await handle.migrate();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('on random rates, rate types and occupancies, before and after random writes', async () => {
    const db = handle.db;
    let seed = 20260;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const cents = () => 10_000 + Math.floor(random() * 500) * 100 + (random() < 0.3 ? 1 : 0);
    const from = '2030-01-01';
    const dates = stayNights(from, '2030-01-15');
    const names = [...RATE_PRESET_NAMES, 'Rack Rate', 'Weekend Rate', 'Weekend Rate'];
    const types: { id: string; baseRateCents: number }[] = [];
    const rateTypeIds: string[] = [];
    const datedRate = (hotelId: string, roomTypeId: string, rateTypeId: string | null, date: string): typeof rates.$inferInsert => ({
      hotelId,
      roomTypeId,
      rateTypeId,
      date,
      stoRateDoubleCents: cents(),
      rackRateDoubleCents: cents(),
      rackRateSingleCents: random() < 0.5 ? cents() : null,
      rackRateGroupCents: random() < 0.5 ? cents() : null,
    });
    for (let i = 0; i < 40; i++) {
      const [hotel] = await db.insert(hotels).values({ name: `H${i}`, type: 'Hotel', address: 'a', country: 'ZA', city: 'Pricetown', postalCode: '1', email: 'h@x.test', phone: '1', description: 'd' }).returning();
      const [type] = await db.insert(roomTypes).values({ hotelId: hotel!.id, name: 'T', capacity: 6, baseRateCents: cents() }).returning();
      const [room] = await db.insert(rooms).values({ hotelId: hotel!.id, roomTypeId: type!.id, title: 'R', maxPeople: 6 }).returning();
      await db.insert(roomUnits).values([1, 2, 3].map((n) => ({ roomId: room!.id, hotelId: hotel!.id, number: String(n) })));
      const typeIds: string[] = [];
      // One rate name per room type (a database rule): each new rate type takes a name not used yet.
      const unused = [...new Set(names)];
      for (let k = Math.floor(random() * 4); k > 0; k--) {
        const name = unused.splice(Math.floor(random() * unused.length), 1)[0]!;
        const [rt] = await db
          .insert(rateTypes)
          .values({ hotelId: hotel!.id, roomTypeId: type!.id, name, active: random() < 0.8, singleRateCents: cents(), doubleRateCents: cents(), groupRateCents: cents() })
          .returning();
        typeIds.push(rt!.id);
      }
      const rows: (typeof rates.$inferInsert)[] = [];
      for (const rateTypeId of [null, ...typeIds]) {
        for (const date of dates) {
          if (random() < 0.5) continue;
          rows.push(datedRate(hotel!.id, type!.id, rateTypeId, date));
        }
      }
      if (rows.length) await db.insert(rates).values(rows);
      types.push({ id: type!.id, baseRateCents: type!.baseRateCents });
      rateTypeIds.push(...typeIds);
    }

    // One service keeps its prices across the rewrites below (they must be seen through the versions
    // the triggers change); the other keeps nothing (a budget of 0 drops every hotel after each search).
    const services = [new StaysService(db, new StayPriceGrid(64 * 2 ** 20)), new StaysService(db, new StayPriceGrid(0))];
    const parties: [number, number, number, OccupancyTier][] = [
      [1, 0, 1, 'single'],
      [2, 0, 1, 'double'],
      [2, 2, 1, 'group'],
      [3, 1, 2, 'double'],
    ];
    const expectSearchToFollowTheRule = async () => {
      const current = await db.select({ id: roomTypes.id, baseRateCents: roomTypes.baseRateCents }).from(roomTypes).where(inArray(roomTypes.id, types.map((t) => t.id)));
      const stored = await db.select().from(roomTypeNightPrices).where(inArray(roomTypeNightPrices.roomTypeId, types.map((t) => t.id)));
      const allNights = await loadPricing(db, current, from, '2030-01-15');
      for (const type of current) {
        for (const date of dates) {
          const row = stored.find((r) => r.roomTypeId === type.id && r.night === date);
          const pricing = allNights.get(type.id)!;
          const hasPublicRate = pricing.rates.some((r) => r.date === date && isPublicRate(r));
          expect({ type: type.id, date, stored: row !== undefined }).toEqual({ type: type.id, date, stored: hasPublicRate });
          if (!row) continue;
          expect({ type: type.id, date, single: row.singleCents, double: row.doubleCents, group: row.groupCents }).toEqual({
            type: type.id,
            date,
            single: priceNight(date, 'single', pricing).priceCents,
            double: priceNight(date, 'double', pricing).priceCents,
            group: priceNight(date, 'group', pricing).priceCents,
          });
        }
      }
      for (const [checkIn, checkOut] of [
        [from, '2030-01-08'],
        ['2030-01-04', '2030-01-05'],
        ['2030-01-03', '2030-01-15'],
      ] as const) {
        const pricingByType = await loadPricing(db, current, checkIn, checkOut);
        for (const [adults, children, roomCount, tier] of parties) {
          const perRoom = guestsPerRoom(adults, children, roomCount);
          const nights = stayNights(checkIn, checkOut);
          const stay = { checkIn, checkOut, adults, children, rooms: roomCount, nights, perRoom, tier };
          for (const service of services) {
            const search = (minCents: number, maxCents: number) =>
              service.searchOffers(stay, { destination: 'pricetown', minCents, maxCents, limit: 50, offset: 0 });
            const { rows } = await search(0, 100_000_000);
            expect(rows).toHaveLength(types.length);
            for (const row of rows) {
              const expected = priceStay(pricingByType.get(row.roomTypeId)!, checkIn, checkOut, tier, roomCount);
              expect({ type: row.roomTypeId, perRoom: row.perRoomCents, nightly: row.nightlyCents }).toEqual({
                type: row.roomTypeId,
                perRoom: expected.perRoomCents,
                nightly: expected.nightlyCents,
              });
            }
            // A price band keeps exactly the hotels whose rounded average night is within it, at its
            // edges too (the search checks the band on the stay's sum: StayPriceGrid.price).
            const edge = rows[Math.floor(random() * rows.length)]!.nightlyCents;
            for (const [minCents, maxCents] of [[edge, edge], [edge + 1, 100_000_000], [0, edge - 1], [edge - 1, edge + 1]] as const) {
              const banded = await search(minCents, maxCents);
              const within = rows.filter((r) => r.nightlyCents >= minCents && r.nightlyCents <= maxCents);
              expect({ minCents, maxCents, types: banded.rows.map((r) => r.roomTypeId).sort() }).toEqual({ minCents, maxCents, types: within.map((r) => r.roomTypeId).sort() });
            }
          }
        }
      }
    };
    await expectSearchToFollowTheRule();

    // Random writes, as the inventory services make them (and as any other writer could). A write
    // that would give a room type two rates of one rate type on one night is refused by the unique
    // key and skipped; any other error fails the test.
    const unlessTaken = (error: unknown) => {
      if (!String((error as { cause?: unknown }).cause ?? error).includes('rates_room_type_rate_type_date_key')) throw error;
    };
    // A rename to a name another rate type of the room type has is refused (one rate name per room type).
    const unlessNameTaken = (error: unknown) => {
      if (!String((error as { cause?: unknown }).cause ?? error).includes('rate_types_room_type_name_key')) throw error;
    };
    const allRates = await db.select().from(rates).where(inArray(rates.roomTypeId, types.map((t) => t.id)));
    for (const rate of allRates) {
      const roll = random();
      if (roll < 0.1) await db.delete(rates).where(eq(rates.id, rate.id));
      else if (roll < 0.2) {
        await db.update(rates).set({ rackRateDoubleCents: cents(), rackRateSingleCents: random() < 0.5 ? cents() : null }).where(eq(rates.id, rate.id));
      } else if (roll < 0.25) {
        // Another night, when that night is free for the rate's room type and rate type.
        await db
          .update(rates)
          .set({ date: pick(dates) })
          .where(eq(rates.id, rate.id))
          .catch(unlessTaken);
      } else if (roll < 0.28 && rate.rateTypeId) await db.update(rates).set({ rateTypeId: null }).where(eq(rates.id, rate.id)).catch(unlessTaken);
    }
    for (const id of rateTypeIds) {
      const roll = random();
      // Its rates lose their rate type (ON DELETE SET NULL), unless one without a type holds the night.
      if (roll < 0.15) await db.delete(rateTypes).where(eq(rateTypes.id, id)).catch(unlessTaken);
      else if (roll < 0.35) await db.update(rateTypes).set({ active: random() < 0.5 }).where(eq(rateTypes.id, id));
      else if (roll < 0.5) await db.update(rateTypes).set({ name: pick(names), doubleRateCents: cents() }).where(eq(rateTypes.id, id)).catch(unlessNameTaken);
    }
    for (const type of types) {
      if (random() < 0.3) await db.update(roomTypes).set({ baseRateCents: cents() }).where(eq(roomTypes.id, type.id));
      const [hotel] = await db.select({ id: roomTypes.hotelId }).from(roomTypes).where(eq(roomTypes.id, type.id));
      if (random() < 0.3) await db.insert(rates).values(datedRate(hotel!.id, type.id, null, pick(dates))).onConflictDoNothing();
    }
    await expectSearchToFollowTheRule();
  });
});
