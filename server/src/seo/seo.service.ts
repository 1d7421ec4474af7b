import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { HotelsService } from '../hotels/hotels.service.js';
import { PackagesService } from '../packages/packages.service.js';

/**
 * The web app's public pages without parameters (web/src/config/paths.ts), as a crawler should find
 * them: home, the catalogue pages, the forms and the stay search.
 */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/Packages',
  '/Destinations',
  '/Specials',
  '/Insurance',
  '/Services',
  '/TripPlan',
  '/Contact',
  '/Cruise',
  '/Cars',
  '/ValueForMoney',
  '/Flights',
  '/terms',
  '/privacy',
  '/hotels',
] as const;

/**
 * What crawlers may not visit (robots.txt matches by prefix, case-sensitively): the admin portal, the
 * staff inbox, a visitor's own account pages, and the APIs. Each entry is the fixed start of a route
 * of web/src/config/paths.ts; a trailing slash where the bare word would also cover a public page
 * (`/hotel/` must not cover `/hotels`).
 */
export const ROBOTS_DISALLOWED_PATHS = [
  // Admin portal
  '/admin',
  '/dashboard',
  '/hotel/',
  '/createhotel',
  '/viewhotel/',
  '/edithotel/',
  '/rooms',
  '/roomtypes',
  '/viewroomtype/',
  '/editroomtype/',
  '/amenities',
  '/viewamenity/',
  '/editamenity/',
  '/activities',
  '/rates',
  '/ratetypes',
  '/holiday-packages',
  '/holidayPackages/',
  '/packages/create',
  '/packages/edit/',
  '/packages/view/',
  '/users',
  '/policies',
  '/analytics',
  // Staff inbox and a signed-in visitor's own pages
  '/internal',
  '/my-bookings',
  '/account',
  // APIs and the GraphQL IDE
  '/api/',
  '/graphql',
  '/graphiql',
] as const;

/** The sitemap protocol's limit of addresses per file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * robots.txt and sitemap.xml: what search engines may crawl, and every public page they should find,
 * including each package (/Details/{id}) and hotel (/hotels/{id}). Rows come from the packages' and
 * hotels' own services (one query each).
 */
@Injectable()
export class SeoService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly packages: PackagesService,
    private readonly hotels: HotelsService,
  ) {}

  /** The site's origin, PUBLIC_SITE_URL (config.ts): never a request's Host, which the client chooses. */
  origin(): string {
    return this.config.publicSiteUrl;
  }

  robotsTxt(origin: string): string {
    return [
      '# Ubuntu Horizons Travel: the public site is open to crawlers; the admin portal, staff pages,',
      "# visitors' own pages and the APIs are not.",
      'User-agent: *',
      'Allow: /',
      ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  }

  async sitemapXml(origin: string): Promise<string> {
    const room = SITEMAP_MAX_URLS - SITEMAP_STATIC_PATHS.length;
    const packages = await this.packages.sitemapEntries(room);
    const hotels = await this.hotels.sitemapEntries(room - packages.length);
    const urls = [
      ...SITEMAP_STATIC_PATHS.map((path) => urlEntry(`${origin}${path}`)),
      ...packages.map((row) => urlEntry(`${origin}/Details/${encodeURIComponent(row.id)}`, row.updatedAt)),
      ...hotels.map((row) => urlEntry(`${origin}/hotels/${encodeURIComponent(row.id)}`, row.updatedAt)),
    ];
    return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
  }
}

function urlEntry(loc: string, lastModified?: Date): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>` : '';
  return `  <url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`;
}

/** The five characters XML gives meaning to, as entities (sitemaps.org asks for all five in <loc>). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}
