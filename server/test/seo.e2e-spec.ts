/**
 * Findable: /robots.txt and /sitemap.xml at the root, over HTTP on a real database. The sitemap lists
 * the public pages of web/src/config/paths.ts and every package and hotel a visitor can open, with
 * absolute addresses on PUBLIC_SITE_URL (or the request's own origin), escaped as XML.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { AppConfig } from '../src/config/config.js';
import { ROBOTS_DISALLOWED_PATHS, SITEMAP_STATIC_PATHS, escapeXml } from '../src/seo/seo.service.js';
import { createHotel, createPackage, createUser, tokenFor } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let adminToken: string;
// A stand-in web build, so the SPA fallback (deep links) is in place as in production.
const webDist = mkdtempSync(join(tmpdir(), 'seo-web-'));
const SPA = '<!doctype html><html lang="en-ZA"><head><title>SPA shell</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), SPA);
  t = await createTestApp({ webDist });
  adminToken = await tokenFor(t.http, await createUser(t.db, 'AGENCY_ADMIN'));
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** Sets PUBLIC_SITE_URL for one callback: the app reads the same config object it was given. */
async function withPublicSiteUrl<T>(url: string, run: () => Promise<T>): Promise<T> {
  const config = t.config as { -readonly [K in keyof AppConfig]: AppConfig[K] };
  const before = config.publicSiteUrl;
  config.publicSiteUrl = url;
  try {
    return await run();
  } finally {
    config.publicSiteUrl = before;
  }
}

/**
 * A small well-formedness check for the sitemap's flat XML: one declaration, tags that nest and close
 * in order, no stray `<` or `&` in text (every `&` starts one of XML's five entities).
 */
function assertWellFormed(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('\n') + 1);
  const open: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const match of body.matchAll(token)) {
    const [, closing, name, , selfClosing, text, strayLt] = match;
    if (strayLt) throw new Error(`a stray "<" at ${match.index}`);
    if (text !== undefined) {
      expect(text.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/[&<>]/);
      continue;
    }
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name!);
  }
  expect(open).toEqual([]);
}

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('GET /robots.txt', () => {
  it('lets crawlers into the public site, keeps them out of the admin, staff and account pages and the APIs', async () => {
    const res = await withPublicSiteUrl('http://travel.example:8080', () => request(t.http).get('/robots.txt').set('Host', 'other.example').expect(200));
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/dashboard', '/internal', '/my-bookings', '/account', '/graphql', '/graphiql', '/api/', '/hotel/', '/users']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: http://travel.example:8080/sitemap.xml');
    // No rule covers a public page (prefix match, case-sensitive as crawlers read it).
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    const publicPages = [...SITEMAP_STATIC_PATHS, '/Details/x', '/packages/x', '/hotels/x', '/SearchResultsList', '/booking/x', '/login', '/register', '/addhotel'];
    for (const page of publicPages) expect(disallowed.filter((rule) => page.startsWith(rule))).toEqual([]);
  });

  it('names the sitemap on PUBLIC_SITE_URL when it is set', async () => {
    const res = await withPublicSiteUrl('https://www.ubuntuhorizons.co.za', () => request(t.http).get('/robots.txt').expect(200));
    expect(res.text).toContain('\nSitemap: https://www.ubuntuhorizons.co.za/sitemap.xml\n');
  });

  it('is served at the root only, not under /api', async () => {
    await request(t.http).get('/api/robots.txt').expect(404);
    await request(t.http).get('/api/sitemap.xml').expect(404);
  });
});

describe('GET /sitemap.xml', () => {
  it('is well-formed XML listing the public pages and every package and hotel, with their last change', async () => {
    const pkg = await createPackage(t.db);
    const hotel = await createHotel(t.db);
    const res = await withPublicSiteUrl('http://travel.example:8080', () => request(t.http).get('/sitemap.xml').expect(200));
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    assertWellFormed(res.text);
    expect(res.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const all = locs(res.text);
    for (const path of SITEMAP_STATIC_PATHS) expect(all).toContain(`http://travel.example:8080${path}`);
    const lastmod = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect(res.text).toContain(`<url><loc>http://travel.example:8080/Details/${pkg.id}</loc><lastmod>${lastmod(pkg.updatedAt)}</lastmod></url>`);
    expect(res.text).toContain(`<url><loc>http://travel.example:8080/hotels/${hotel.id}</loc><lastmod>${lastmod(hotel.updatedAt)}</lastmod></url>`);
    // Every address once.
    expect(new Set(all).size).toBe(all.length);
  });

  it('follows the catalogue: a deleted package or hotel is gone at once (no stale cache of ours)', async () => {
    const pkg = await createPackage(t.db);
    const hotel = await createHotel(t.db);
    expect(locs((await request(t.http).get('/sitemap.xml').expect(200)).text).filter((l) => l.endsWith(pkg.id) || l.endsWith(hotel.id))).toHaveLength(2);
    await request(t.http).delete(`/api/packages/${pkg.id}`).set('authorization', `Bearer ${adminToken}`).expect(200);
    await request(t.http).delete(`/api/hotels/${hotel.id}`).set('authorization', `Bearer ${adminToken}`).expect(200);
    const after = locs((await request(t.http).get('/sitemap.xml').expect(200)).text);
    expect(after.filter((l) => l.endsWith(pkg.id) || l.endsWith(hotel.id))).toEqual([]);
  });

  it('uses PUBLIC_SITE_URL for every address when set, whatever Host the request carries, escaped as XML', async () => {
    const pkg = await createPackage(t.db);
    // "&" and "'" are legal in a host name as URLs parse it; the sitemap must still be well-formed.
    const res = await withPublicSiteUrl("https://tom&jerry's.example", () =>
      request(t.http).get('/sitemap.xml').set('Host', 'attacker.example').expect(200),
    );
    assertWellFormed(res.text);
    expect(res.text).not.toContain('attacker.example');
    expect(res.text).toContain(`<loc>https://tom&amp;jerry&apos;s.example/Details/${pkg.id}</loc>`);
    expect(locs(res.text).every((loc) => loc.startsWith('https://tom&amp;jerry&apos;s.example/'))).toBe(true);
  });

  // Every way a request may name a host: none of them reaches the publicly cached answers.
  const HOSTS: [string, Record<string, string>][] = [
    ['a plain Host', { Host: 'Travel.Example' }],
    ['a spoofed Host', { Host: 'attacker.example' }],
    ['X-Forwarded-Host and -Proto', { Host: 'travel.example', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'attacker.example' }],
    ['a Host that is no host name', { Host: 'evil.example/<x>' }],
    ['a Host with a space', { Host: 'a b' }],
    ['a Host with a quote', { Host: 'x"y' }],
    ['a Host with a port', { Host: 'attacker.example:8443' }],
  ];
  it.each(HOSTS)('%s: every address of the sitemap and robots.txt is on the configured origin (the demo default: http://localhost:PORT)', async (_label, headers) => {
    for (const url of [t.config.publicSiteUrl, 'https://www.ubuntuhorizons.co.za']) {
      await withPublicSiteUrl(url, async () => {
        const sitemap = await request(t.http).get('/sitemap.xml').set(headers).expect(200);
        assertWellFormed(sitemap.text);
        expect(locs(sitemap.text).every((loc) => loc.startsWith(`${url}/`))).toBe(true);
        const robots = await request(t.http).get('/robots.txt').set(headers).expect(200);
        expect(robots.text).toContain(`\nSitemap: ${url}/sitemap.xml\n`);
        for (const text of [sitemap.text, robots.text]) expect(text).not.toMatch(/attacker|evil|travel\.example/i);
      });
    }
  });

  it('the demo default is the server’s own http://localhost:PORT', () => {
    expect(t.config.publicSiteUrl).toBe(`http://localhost:${t.config.port}`);
  });

  it('reads the catalogue in one query per table, whatever its size (no query per row)', async () => {
    for (let i = 0; i < 5; i += 1) {
      await createPackage(t.db);
      await createHotel(t.db);
    }
    const { count } = await t.queries.during(() => request(t.http).get('/sitemap.xml').expect(200));
    expect(count).toBeLessThanOrEqual(2);
  });
});

describe('deep links beside robots.txt and sitemap.xml', () => {
  it.each(['/Details/0b7c6a52-2f55-4a53-9d0c-1f2e3d4c5b6a', '/hotels/0b7c6a52-2f55-4a53-9d0c-1f2e3d4c5b6a', '/Packages', '/no/such/page'])(
    'GET %s answers the web app (its router shows the page, or its friendly 404)',
    async (path) => {
      const res = await request(t.http).get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toBe(SPA);
    },
  );

  it('the SPA fallback does not swallow robots.txt or sitemap.xml', async () => {
    expect((await request(t.http).get('/robots.txt').expect(200)).text).toContain('User-agent: *');
    expect((await request(t.http).get('/sitemap.xml').expect(200)).text).toContain('<urlset');
  });
});

describe('XML escaping', () => {
  it('escapes the five characters XML gives meaning to', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });
});

describe('the lists follow the web app’s routes (web/src/config/paths.ts)', () => {
  const source = readFileSync(new URL('../../web/src/config/paths.ts', import.meta.url), 'utf8');
  const patterns = [...source.matchAll(/pattern: '([^']+)'/g)].map((m) => m[1]!);
  const adminStart = source.indexOf('// Admin portal');
  const adminPatterns = [...source.slice(adminStart).matchAll(/pattern: '([^']+)'/g)].map((m) => m[1]!);

  it('every static public page is in the sitemap', () => {
    const publicStatic = patterns
      .filter((p) => !adminPatterns.includes(p) && !p.includes(':'))
      // Not pages to list: search results need criteria, the account pages are a visitor's own, the staff
      // area (/internal…) is for staff, the IDE is a tool.
      .filter((p) => !['/SearchResultsList', '/my-bookings', '/account', '/login', '/register', '/addhotel', '/graphiql'].includes(p) && !/^\/internal(\/|$)/.test(p));
    expect([...publicStatic].sort()).toEqual([...SITEMAP_STATIC_PATHS].sort());
  });

  it('every admin route is kept from crawlers by robots.txt', () => {
    expect(adminPatterns.length).toBeGreaterThan(20);
    const uncovered = adminPatterns.filter((p) => !ROBOTS_DISALLOWED_PATHS.some((rule) => p.replace(/:\w+/g, 'x').startsWith(rule)));
    expect(uncovered).toEqual([]);
  });
});
