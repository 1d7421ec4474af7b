/**
 * Package search on a database of its own (this file's app): only these packages exist, so
 * results and their order can be asserted exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { packageDestinations } from '../src/db/schema.js';
import { createPackage } from './support/factories.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';

describe('search (GET /api/packages/getSearchedPackages and searchPackages)', () => {
  let s: TestApp;
  let zanzibar: string, reunion: string, usd: string, cheap: string, holidayId: string;
  let anonymous: Caller, sAdmin: Caller, sManager: Caller;

  afterAll(async () => {
    await s.close();
  });

  beforeAll(async () => {
    s = await createTestApp();
    anonymous = await s.as('anonymous');
    sAdmin = await s.as('AGENCY_ADMIN');
    sManager = await s.as('HOTEL_MANAGER');
    zanzibar = (await createPackage(s.db, { title: `Zanzibar Spice`, country: 'Tanzania', city: 'Zanzibar', priceAdultCents: 3_000_000, fromDate: '2031-05-01', toDate: '2031-05-08' })).id;
    reunion = (await createPackage(s.db, { title: `Île de la Réunion`, country: 'France', city: 'Saint-Denis', priceAdultCents: 2_500_000 })).id;
    usd = (await createPackage(s.db, { title: `Vegas Lights`, country: 'United States', city: 'Las Vegas', currency: 'USD', priceAdultCents: 200_000 })).id;
    cheap = (await createPackage(s.db, { title: `Zanzibar Budget`, country: 'Tanzania', city: 'Zanzibar', priceAdultCents: 900_000 })).id;
    const holiday = await createPackage(s.db, { kind: 'HOLIDAY', title: `Island Circuit`, country: 'Seychelles', city: 'Mahé' });
    holidayId = holiday.id;
    await s.db.insert(packageDestinations).values({ packageId: holiday.id, position: 0, location: `Praslin`, attractions: ['Vallée de Mai'] });
  });

  const search = (query: string) => request(s.http).get(`/api/packages/getSearchedPackages?${query}`);

  it('matches the destination in the title, country or city, cheapest first, in the spec shape', async () => {
    const res = await search(`destination=${encodeURIComponent(`zanzibar`)}&maxPrice=0&page=1&limit=10`).expect(200);
    expect(res.body.data.map((p: { _id: string }) => p._id).slice(0, 2)).toEqual([cheap, zanzibar]);
    expect(res.body.pagination).toMatchObject({ page: 1, limit: 10, totalPages: 1, totalItems: 2 });
  });

  it('forgives accents and small typos', async () => {
    const accentless = await search(`destination=${encodeURIComponent(`ile de la reunion`)}`).expect(200);
    expect(accentless.body.data.map((p: { _id: string }) => p._id)).toContain(reunion);
    const typo = await search(`destination=${encodeURIComponent(`Zanzibr Spice`)}`).expect(200);
    expect(typo.body.data.map((p: { _id: string }) => p._id)).toContain(zanzibar);
  });

  it("finds a holiday package by one of its destinations' locations", async () => {
    const res = await search(`destination=praslin`).expect(200);
    expect(res.body.data.map((p: { _id: string }) => p._id)).toEqual([holidayId]);
  });

  it('keeps packages whose travel window contains the date', async () => {
    const inside = await search(`destination=${encodeURIComponent(`zanzibar spice`)}&date=2031-05-04`).expect(200);
    expect(inside.body.data.map((p: { _id: string }) => p._id)).toEqual([zanzibar]);
    const outside = await search(`destination=${encodeURIComponent(`zanzibar spice`)}&date=2031-06-04`).expect(200);
    expect(outside.body.data).toEqual([]);
  });

  it('compares the budget in rand, converting USD at the rate an agency admin sets', async () => {
    const q = `destination=${encodeURIComponent(`vegas`)}&maxPrice=40000`;
    // USD 2 000 at the default R18.50 = R37 000: inside a R40 000 budget.
    expect((await search(q).expect(200)).body.data.map((p: { _id: string }) => p._id)).toEqual([usd]);
    const set = await sAdmin.gql('mutation { setExchangeRate(currency: USD, randPerUnit: 21) { randPerUnit } }');
    expect(set.body.data.setExchangeRate.randPerUnit).toBe(21);
    // Now R42 000: over budget.
    expect((await search(q).expect(200)).body.data).toEqual([]);
    const refused = await sManager.gql('mutation { setExchangeRate(currency: USD, randPerUnit: 19) { randPerUnit } }');
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    await sAdmin.gql('mutation { setExchangeRate(currency: USD, randPerUnit: 18.5) { randPerUnit } }');
  });

  it('pages through results', async () => {
    const q = 'limit=2';
    const first = await search(`${q}&page=1`).expect(200);
    expect(first.body.pagination).toMatchObject({ totalItems: 5, totalPages: 3 });
    const third = await search(`${q}&page=3`).expect(200);
    expect(third.body.data).toHaveLength(1);
    const beyond = await search(`${q}&page=4`).expect(200);
    expect(beyond.body).toMatchObject({ data: [], pagination: { totalItems: 5, totalPages: 3 } });
  });

  it.each([
    ['page=0', 'Page must be at least 1.'],
    ['limit=10000', 'Limit must be at most 50.'],
    ['maxPrice=-5', 'Budget cannot be negative.'],
    ['maxPrice=lots', 'Budget must be a number.'],
    ['date=21/11/2026', 'Dates must be real calendar dates written YYYY-MM-DD.'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await search(query).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('treats LIKE wildcards in the destination as plain text', async () => {
    const res = await search('destination=%25%25%25').expect(200);
    expect(res.body.data).toEqual([]);
  });

  it('answers the same through GraphQL, with the holiday package typed', async () => {
    const res = await anonymous.gql(
      `query($d: String) { searchPackages(destination: $d) { data { id __typename ... on HolidayPackage { destinations { location } } } pagination { totalPages } } }`,
      { d: `praslin` },
    ).expect(200);
    expect(res.body.data.searchPackages.data).toEqual([{ id: holidayId, __typename: 'HolidayPackage', destinations: [{ location: `Praslin` }] }]);
  });
});

