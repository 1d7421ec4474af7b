/**
 * What a search for a destination finds, and in which order, on a catalogue shaped like the demo's:
 * names that look alike to trigrams (Paris / national park, Rome / romance, route) must not come
 * back as matches. On a database of its own, so only these packages exist.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { destinations, packageDestinations } from '../src/db/schema.js';
import { createPackage } from './support/factories.js';
import { graphqlRequest } from './support/graphql.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('search relevance: real matches first, near spellings only when nothing matches', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const add = async (key: string, values: Parameters<typeof createPackage>[1], places: string[] = []) => {
      const row = await createPackage(t.db, { kind: places.length ? 'HOLIDAY' : 'PACKAGE', ...values });
      ids[key] = row.id;
      if (places.length) {
        await t.db.insert(packageDestinations).values(places.map((location, position) => ({ packageId: row.id, position, location, attractions: [] })));
      }
    };
    // The demo catalogue's look-alikes, cheaper than the real matches so that price alone would put them first.
    await add('kruger', { title: 'Kruger Big Five Safari', country: 'South Africa', city: 'Kruger National Park', priceAdultCents: 100_000 });
    await add('dubai', { title: 'Dubai Family Fun: Theme Parks and Desert Safari', country: 'United Arab Emirates', city: 'Dubai', priceAdultCents: 110_000 });
    await add('chobe', { title: 'Victoria Falls and Chobe Group Tour', country: 'Zimbabwe', city: 'Victoria Falls', priceAdultCents: 120_000 }, ['Victoria Falls', 'Chobe National Park']);
    await add('bali', { title: 'Bali Romance Escape: Ubud and Seminyak', country: 'Indonesia', city: 'Bali', priceAdultCents: 130_000 });
    await add('kili', { title: 'Kilimanjaro Machame Route Climb', country: 'Tanzania', city: 'Kilimanjaro', priceAdultCents: 140_000 });
    await add('paris', { title: 'Paris Luxury Escape', country: 'France', city: 'Paris', priceAdultCents: 5_000_000 });
    await add('europe', { title: 'Tailor-Made Europe', country: 'United Kingdom', city: 'London', priceAdultCents: 6_000_000 }, ['London', 'Paris', 'Rome']);
    await add('rome', { title: 'Western Mediterranean Cruise from Rome', country: 'Italy', city: 'Rome', priceAdultCents: 7_000_000 });
    await add('sunCity', { title: 'Sun City and Pilanesberg Family Safari', country: 'South Africa', city: 'Sun City', priceAdultCents: 900_000 });
    await add('santorini', { title: 'Santorini Sunset Honeymoon', country: 'Greece', city: 'Santorini', priceAdultCents: 800_000 });
    await t.db.insert(destinations).values([
      { name: 'Paris', country: 'France', position: 1 },
      { name: 'Rome', country: 'Italy', position: 2 },
      { name: 'Sun City', country: 'South Africa', position: 3 },
    ]);
  });

  afterAll(async () => {
    await t.close();
  });

  const rest = async (destination: string, extra = '') => {
    const res = await request(t.http).get(`/api/packages/getSearchedPackages?destination=${encodeURIComponent(destination)}${extra}`).expect(200);
    return res.body as { data: { _id: string }[]; approximate: boolean; pagination: { totalItems: number } };
  };
  const gql = async (destination: string) => {
    const res = await graphqlRequest(t.http, 'query($d: String) { searchPackages(destination: $d) { data { id } approximate pagination { totalItems } } }', { d: destination }).expect(200);
    return res.body.data.searchPackages as { data: { id: string }[]; approximate: boolean; pagination: { totalItems: number } };
  };

  it('"Paris" finds the packages in Paris or visiting it, and no national park or theme park', async () => {
    const found = await rest('Paris');
    expect(found.data.map((p) => p._id)).toEqual([ids.paris, ids.europe]);
    expect(found.approximate).toBe(false);
    const viaGraphql = await gql('Paris');
    expect(viaGraphql.data.map((p) => p.id)).toEqual([ids.paris, ids.europe]);
    expect(viaGraphql.approximate).toBe(false);
  });

  it('"Rome" finds Rome, not "Romance" nor "Route"', async () => {
    expect((await rest('rome')).data.map((p) => p._id)).toEqual([ids.europe, ids.rome]);
  });

  it('a word\'s beginning is a match ("Kilim", "chob"), below a whole word whatever the price', async () => {
    expect((await rest('Kilim')).data.map((p) => p._id)).toEqual([ids.kili]);
    expect((await rest('chob')).data.map((p) => p._id)).toEqual([ids.chobe]);
    // "Sun" is a whole word of Sun City and only the beginning of "Sunset": Sun City first, though dearer.
    expect((await gql('sun')).data.map((p) => p.id)).toEqual([ids.sunCity, ids.santorini]);
  });

  it('a misspelling finds the near spellings, flagged approximate, closest first', async () => {
    const found = await gql('Pariss');
    expect(found.approximate).toBe(true);
    expect(found.data[0]?.id).toBe(ids.paris);
    expect((await rest('Pariss')).approximate).toBe(true);
  });

  it('a destination spelt right but outside the filters finds nothing, not its look-alikes', async () => {
    // No Paris package costs under R2 000; the cheap "national park" packages do, and must not stand in.
    const found = await rest('Paris', '&maxPrice=2000');
    expect(found).toMatchObject({ data: [], approximate: false, pagination: { totalItems: 0 } });
  });

  it('the Destinations page counts what its links find', async () => {
    const res = await graphqlRequest(t.http, '{ destinations { name packageCount } }').expect(200);
    const counts = res.body.data.destinations as { name: string; packageCount: number }[];
    for (const { name, packageCount } of counts) {
      expect({ name, packageCount }).toEqual({ name, packageCount: (await gql(name)).pagination.totalItems });
    }
    expect(counts).toEqual([
      { name: 'Paris', packageCount: 2 },
      { name: 'Rome', packageCount: 2 },
      { name: 'Sun City', packageCount: 1 },
    ]);
  });
});
