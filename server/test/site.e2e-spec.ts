/**
 * siteConfig: the public query the web app reads to embed the car and tours widgets and the contact
 * map, and to point Hotels/Flights at the external booking site. One app (one per file): two
 * addresses configured, two left unset, so both the values and the nulls are checked over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../src/config/config.js';
import { createUser, tokenFor } from './support/factories.js';
import { graphqlRequest } from './support/graphql.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const CARS = 'https://cars.partner.example/widget?currency=ZAR&location=JNB&lang=en';
const MAP = 'https://maps.partner.example/embed?q=Centurion';

let t: TestApp;
beforeAll(async () => {
  const env = { NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(48), CARS_WIDGET_URL: CARS, CONTACT_MAP_URL: MAP };
  // Through loadConfig, as at start-up: the environment variables are what an operator sets.
  t = await createTestApp({ embeds: loadConfig(env).embeds });
});
afterAll(async () => {
  await t.close();
});

const SITE_CONFIG = `{ siteConfig { carsWidgetUrl toursWidgetUrl contactMapUrl externalBookingUrl } }`;

describe('siteConfig', () => {
  it('answers anonymous visitors with the configured addresses and null for the unset ones', async () => {
    const res = await graphqlRequest(t.http, SITE_CONFIG).expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.siteConfig).toEqual({
      carsWidgetUrl: CARS,
      toursWidgetUrl: null,
      contactMapUrl: MAP,
      externalBookingUrl: null,
    });
  });

  // Who may call each operation: siteConfig is public, so every role gets the same answer.
  it.each(['CUSTOMER', 'STAFF', 'HOTEL_MANAGER', 'AGENCY_ADMIN'] as const)('answers a signed-in %s the same', async (role) => {
    const token = await tokenFor(t.http, await createUser(t.db, role));
    const res = await graphqlRequest(t.http, SITE_CONFIG, undefined, token).expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.siteConfig.carsWidgetUrl).toBe(CARS);
  });
});

describe('EMBEDS configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(48) };

  it('reads all four addresses and leaves empty ones unset', () => {
    const embeds = loadConfig({
      ...base,
      CARS_WIDGET_URL: CARS,
      TOURS_WIDGET_URL: 'https://tours.partner.example/widget.js',
      CONTACT_MAP_URL: '',
      EXTERNAL_BOOKING_URL: 'https://book.partner.example/',
    }).embeds;
    expect(embeds).toEqual({
      carsWidgetUrl: CARS,
      toursWidgetUrl: 'https://tours.partner.example/widget.js',
      contactMapUrl: undefined,
      externalBookingUrl: 'https://book.partner.example/',
    });
  });

  it('refuses to start with an address that is not http(s)', () => {
    expect(() => loadConfig({ ...base, TOURS_WIDGET_URL: 'javascript:alert(1)' })).toThrow(
      'TOURS_WIDGET_URL must be an http(s) address',
    );
  });
});
