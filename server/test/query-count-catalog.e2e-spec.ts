/**
 * The catalog's nested GraphQL reads cost a fixed, small number of SQL statements however many
 * packages, destinations and itinerary days they return (no N+1): a search returning 2 packages and
 * one returning 10, a holiday package's detail and a plain one's, the destinations with and without
 * their package counts. The response cache is off so that every request reaches the database.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { destinations, packageDestinations, packageItineraryDays } from '../src/db/schema.js';
import { createPackage } from './support/factories.js';
import { graphqlRequest } from './support/graphql.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const CARD = `id title type description country city durationDays durationNights fromDate toDate maxGuests minAge photos
  price { adult child currency wasAdult }`;
const HOLIDAY_PARTS = `... on HolidayPackage {
  destinations { location attractions }
  itinerary { day title description meals { breakfast lunch dinner } accommodation { name type rating } transportation { type details } }
  exclusions cancellationPolicy
}`;
const SEARCH = `query($destination: String, $limit: Int!) {
  searchPackages(destination: $destination, maxPrice: 0, page: 1, limit: $limit) {
    data { __typename ${CARD} kind includes ${HOLIDAY_PARTS} }
    pagination { page limit totalItems totalPages }
  }
}`;
const DETAIL = `query($id: ID!) { package(id: $id) { __typename ${CARD} kind includes amenities terms ${HOLIDAY_PARTS} } }`;
const LIST = `query($limit: Int!) { packages(limit: $limit) { __typename ${CARD} ${HOLIDAY_PARTS} } }`;

describe('catalog reads: SQL statements per nested GraphQL request', () => {
  let t: TestApp;
  let holidayId: string;
  let plainId: string;

  const ask = async (query: string, variables?: Record<string, unknown>) => {
    const { result, count, statements } = await t.queries.during(() => graphqlRequest(t.http, query, variables));
    expect(result.body.errors).toBeUndefined();
    return { body: result.body as { data: Record<string, unknown> }, count, statements };
  };

  beforeAll(async () => {
    t = await createTestApp({ responseCache: { enabled: false, ttlSeconds: 60, maxEntries: 1000, maxMegabytes: 64 } });
    // 10 "Qcount" packages, half of them holiday packages with destinations and itinerary days;
    // only 2 of them are also "Qalpha".
    for (let i = 0; i < 10; i++) {
      const kind = i % 2 === 0 ? 'HOLIDAY' : 'PACKAGE';
      const pkg = await createPackage(t.db, { kind, title: `Qcount ${i < 2 ? 'Qalpha' : 'Qbeta'} ${i}`, city: 'Qville', priceAdultCents: 100_000 * (i + 1) });
      if (kind === 'HOLIDAY') {
        await t.db.insert(packageDestinations).values([
          { packageId: pkg.id, position: 0, location: `Qcount Isle ${i}`, attractions: ['Reef', 'Market'] },
          { packageId: pkg.id, position: 1, location: `Qcount Bay ${i}`, attractions: [] },
        ]);
        await t.db.insert(packageItineraryDays).values(
          [1, 2, 3].map((day) => ({ packageId: pkg.id, day, title: `Day ${day}`, description: 'Explore.', breakfast: true, accommodationName: 'Lodge', accommodationType: 'Lodge' })),
        );
        holidayId ??= pkg.id;
      } else {
        plainId ??= pkg.id;
      }
    }
    await t.db.insert(destinations).values([
      { name: 'Qalpha', country: 'Testland', position: 1 },
      { name: 'Qville', country: 'Testland', position: 2 },
      { name: 'Nowhere Qcount', country: 'Testland', position: 3 },
    ]);
  });

  afterAll(async () => {
    await t.close();
  });

  it('searchPackages with nested holiday parts: the same few statements for 2 and for 10 packages', async () => {
    const two = await ask(SEARCH, { destination: 'Qalpha', limit: 10 });
    const ten = await ask(SEARCH, { destination: 'Qcount', limit: 10 });
    const data = (r: typeof two) => (r.body.data.searchPackages as { data: { kind: string; destinations?: unknown[]; itinerary?: unknown[] }[] }).data;
    expect(data(two)).toHaveLength(2);
    expect(data(ten)).toHaveLength(10);
    // The nested parts really came back (so the count is of a request that needed them).
    const holidays = data(ten).filter((p) => p.kind === 'HOLIDAY');
    expect(holidays).toHaveLength(5);
    for (const h of holidays) expect([h.destinations?.length, h.itinerary?.length]).toEqual([2, 3]);
    expect(ten.count).toBe(two.count);
    // Settings and the page (with its total and the holiday parts), plus the transaction's begin and commit where the driver logs them.
    expect(ten.count).toBeGreaterThanOrEqual(2);
    expect(ten.count).toBeLessThanOrEqual(4);
  });

  it('a search without a destination (budget, date) is one statement for 2 or for 10 packages', async () => {
    const BUDGET = `query($maxPrice: Float!) { searchPackages(maxPrice: $maxPrice, page: 1, limit: 10) { data { __typename ${CARD} ${HOLIDAY_PARTS} } pagination { totalItems } } }`;
    // Prices are R1 000, R2 000 ... R10 000: a budget of R2 000 finds 2 of them.
    const two = await ask(BUDGET, { maxPrice: 2_000 });
    const ten = await ask(BUDGET, { maxPrice: 10_000 });
    expect((two.body.data.searchPackages as { data: unknown[] }).data).toHaveLength(2);
    expect((ten.body.data.searchPackages as { data: unknown[] }).data).toHaveLength(10);
    expect(two.count).toBe(1);
    expect(ten.count).toBe(1);
  });

  it('a search past the last page answers its total in the same statements', async () => {
    const past = await ask(`query { searchPackages(destination: "Qcount", maxPrice: 0, page: 5, limit: 10) { data { id } pagination { totalItems totalPages } } }`);
    const first = await ask(SEARCH, { destination: 'Qcount', limit: 3 });
    expect(past.body.data.searchPackages).toEqual({ data: [], pagination: { totalItems: 10, totalPages: 1 } });
    expect(past.count).toBe(first.count);
  });

  it('package detail with every nested field: one statement, holiday package or not', async () => {
    const holiday = await ask(DETAIL, { id: holidayId });
    const plain = await ask(DETAIL, { id: plainId });
    expect(holiday.body.data.package).toMatchObject({
      __typename: 'HolidayPackage',
      destinations: [{ location: expect.stringContaining('Isle'), attractions: ['Reef', 'Market'] }, { location: expect.stringContaining('Bay') }],
      itinerary: [{ day: 1, meals: { breakfast: true, lunch: false }, accommodation: { name: 'Lodge' } }, { day: 2 }, { day: 3 }],
    });
    expect(plain.body.data.package).toMatchObject({ __typename: 'Package', id: plainId });
    expect(holiday.count).toBe(1);
    expect(plain.count).toBe(1);
  });

  it('packages list with nested holiday parts: one statement for 2 or 10', async () => {
    const two = await ask(LIST, { limit: 2 });
    const ten = await ask(LIST, { limit: 10 });
    expect((ten.body.data.packages as unknown[]).length).toBe(10);
    expect(two.count).toBe(1);
    expect(ten.count).toBe(1);
  });

  it('destinations: one statement for the list, one more for every package count at once', async () => {
    const names = await ask('{ destinations { id name country } }');
    const counted = await ask('{ destinations { name packageCount } }');
    expect(names.count).toBe(1);
    expect(counted.count).toBe(2);
    expect(counted.body.data.destinations).toEqual([
      { name: 'Qalpha', packageCount: 2 },
      // Matched by the city of every Qcount package.
      { name: 'Qville', packageCount: 10 },
      { name: 'Nowhere Qcount', packageCount: 0 },
    ]);
  });
});
