/**
 * The Destinations page's counts are kept by the database (migration 0019: destination_package_matches
 * and destination_package_counts, written by triggers on packages, package_destinations and
 * destinations). What they must be is what the search finds: for every destination, the total of a
 * search for its name when it has real matches, 0 when the search only finds near spellings. Random
 * writes of every kind (packages added, renamed, moved, deleted; their destinations added, changed,
 * moved, deleted; destinations added, renamed, deleted), checked against the search after each round,
 * through GraphQL and REST. On a database of its own, with the response cache off so every read is
 * the database's.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { destinationPackageCounts, destinationPackageMatches, destinations, packageDestinations, packages } from '../src/db/schema.js';
import { createPackage } from './support/factories.js';
import { graphqlRequest } from './support/graphql.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Names that match, half-match, look alike or carry what LIKE and regexes read as operators. */
const PLACES = [
  'Paris', 'Paris Disneyland', 'National Park', 'Rome', 'Romance Bay', 'Cape Town', 'Cape Point', 'Sun City', 'Sunset Strip',
  'Côte d’Azur', 'Cote d’Azur', 'São Paulo', '100% Bali', 'Bali', 'St. Helena', 'St Helena', 'Kruger (North)', 'Kruger', 'a_b', 'Zanzibar',
];
const COUNTRIES = ['France', 'Italy', 'South Africa', 'Brazil', 'Indonesia', 'Tanzania'];
const DESTINATION_NAMES = ['Paris', 'Rome', 'Cape', 'Cape Town', 'Sun City', 'Côte d’Azur', 'Sao Paulo', '100%', 'Bali', 'St. Helena', 'Kruger (North)', 'a_b', 'Zanzi', 'Nowhere'];

describe('destination package counts kept by the database', () => {
  let t: TestApp;
  let seed = 20_261_127;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

  beforeAll(async () => {
    t = await createTestApp({ responseCache: { enabled: false, ttlSeconds: 60, maxEntries: 1000, maxMegabytes: 64 } });
  });

  afterAll(async () => {
    await t.close();
  });

  /** What a visitor following the destination's link finds: real matches only. */
  const searchTotal = async (name: string): Promise<number> => {
    const res = await graphqlRequest(t.http, 'query($d: String) { searchPackages(destination: $d) { approximate pagination { totalItems } } }', { d: name }).expect(200);
    const found = res.body.data.searchPackages as { approximate: boolean; pagination: { totalItems: number } };
    return found.approximate ? 0 : found.pagination.totalItems;
  };

  const expectCountsAsSearched = async (round: string) => {
    const res = await graphqlRequest(t.http, '{ destinations { name packageCount } }').expect(200);
    const counted = res.body.data.destinations as { name: string; packageCount: number }[];
    const searched = await Promise.all(counted.map(async ({ name }) => ({ name, packageCount: await searchTotal(name) })));
    expect({ round, counts: counted }).toEqual({ round, counts: searched });
    const viaRest = (await request(t.http).get('/api/destinations').expect(200)).body as { name: string; packageCount: number }[];
    expect(viaRest.map(({ name, packageCount }) => ({ name, packageCount }))).toEqual(counted);
  };

  const packageIds = async () => (await t.db.select({ id: packages.id }).from(packages)).map((r) => r.id);
  const destinationRows = async () => t.db.select({ id: destinations.id, name: destinations.name }).from(destinations);

  async function randomWrite(): Promise<void> {
    const ids = await packageIds();
    const kind = random();
    if (kind < 0.25 || ids.length < 3) {
      const holiday = random() < 0.5;
      const row = await createPackage(t.db, { kind: holiday ? 'HOLIDAY' : 'PACKAGE', title: `${pick(PLACES)} ${pick(['Escape', 'Tour', 'Getaway'])}`, country: pick(COUNTRIES), city: pick(PLACES) });
      if (holiday) {
        const stops = 1 + Math.floor(random() * 3);
        await t.db.insert(packageDestinations).values(Array.from({ length: stops }, (_, position) => ({ packageId: row.id, position, location: pick(PLACES), attractions: [] })));
      }
    } else if (kind < 0.4) {
      await t.db.update(packages).set(random() < 0.5 ? { title: `${pick(PLACES)} Special` } : { city: pick(PLACES), country: pick(COUNTRIES) }).where(eq(packages.id, pick(ids)));
    } else if (kind < 0.5) {
      await t.db.delete(packages).where(eq(packages.id, pick(ids)));
    } else if (kind < 0.6) {
      await t.db.insert(packageDestinations).values({ packageId: pick(ids), position: 10 + Math.floor(random() * 1000), location: pick(PLACES), attractions: [] }).onConflictDoNothing();
    } else if (kind < 0.7) {
      const [stop] = await t.db.select().from(packageDestinations).orderBy(sql`random()`).limit(1);
      if (stop) await t.db.update(packageDestinations).set({ location: pick(PLACES) }).where(eq(packageDestinations.packageId, stop.packageId));
    } else if (kind < 0.77) {
      // A stop moved to another package: both packages' matches change.
      const [stop] = await t.db.select().from(packageDestinations).orderBy(sql`random()`).limit(1);
      if (stop) {
        await t.db
          .update(packageDestinations)
          .set({ packageId: pick(ids), position: 2000 + Math.floor(random() * 1000) })
          .where(sql`${packageDestinations.packageId} = ${stop.packageId} and ${packageDestinations.position} = ${stop.position}`);
      }
    } else if (kind < 0.84) {
      await t.db.delete(packageDestinations).where(eq(packageDestinations.packageId, pick(ids)));
    } else {
      const existing = await destinationRows();
      const free = DESTINATION_NAMES.filter((name) => !existing.some((d) => d.name === name));
      const choice = random();
      if (choice < 0.4 && free.length) await t.db.insert(destinations).values({ name: pick(free), country: pick(COUNTRIES), position: existing.length + 1 });
      else if (choice < 0.75 && free.length && existing.length) await t.db.update(destinations).set({ name: pick(free) }).where(eq(destinations.id, pick(existing).id));
      else if (existing.length > 2) await t.db.delete(destinations).where(eq(destinations.id, pick(existing).id));
    }
  }

  it('equal the search totals after random writes of packages, their destinations and destinations', async () => {
    await t.db.insert(destinations).values(DESTINATION_NAMES.slice(0, 8).map((name, i) => ({ name, country: pick(COUNTRIES), position: i + 1 })));
    for (let i = 0; i < 12; i++) await randomWrite();
    await expectCountsAsSearched('start');
    for (let round = 1; round <= 6; round++) {
      // Several writes in one transaction too: each trigger must see the others' rows.
      await t.db.transaction(async (tx) => {
        const row = await createPackage(tx as unknown as typeof t.db, { kind: 'HOLIDAY', title: 'Grand Tour', country: 'Italy', city: pick(PLACES) });
        await tx.insert(packageDestinations).values([
          { packageId: row.id, position: 0, location: pick(PLACES), attractions: [] },
          { packageId: row.id, position: 1, location: pick(PLACES), attractions: [] },
        ]);
        await tx.update(packages).set({ title: `${pick(PLACES)} Grand Tour` }).where(eq(packages.id, row.id));
      });
      for (let i = 0; i < 15; i++) await randomWrite();
      await expectCountsAsSearched(`round ${round}`);
    }
    // Something was counted: the rounds did not pass on empty lists.
    const counts = await t.db.select({ n: destinationPackageCounts.packageCount }).from(destinationPackageCounts);
    expect(counts.some((c) => c.n > 0)).toBe(true);
  });

  it('a rolled-back write leaves the counts as they were', async () => {
    const before = (await graphqlRequest(t.http, '{ destinations { name packageCount } }').expect(200)).body.data.destinations as unknown[];
    await expect(
      t.db.transaction(async (tx) => {
        await createPackage(tx as unknown as typeof t.db, { title: 'Paris Rome Cape Town Bali', country: 'France', city: 'Paris' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = (await graphqlRequest(t.http, '{ destinations { name packageCount } }').expect(200)).body.data.destinations as unknown[];
    expect(after).toEqual(before);
  });

  it('refuses to edit the derived rows by hand', async () => {
    const [match] = await t.db.select().from(destinationPackageMatches).limit(1);
    expect(match).toBeDefined();
    await expect(t.db.update(destinationPackageMatches).set({ packageId: match!.packageId }).where(eq(destinationPackageMatches.packageId, match!.packageId))).rejects.toThrow();
    await expect(t.db.update(destinationPackageCounts).set({ packageCount: -1 })).rejects.toThrow();
  });
});
