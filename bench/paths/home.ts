/**
 * The `home` hot path: the data the web home page loads (web/src/features/home): the search panel's
 * destination select (`Destinations`), "Best Package Deals" (`PackageList`, featured, 8 cards) and
 * "Best Cruise deals" (`PackageList`, featured cruises and adventures departing within 3 months either
 * side of today, 8 cards); both grids show only deals that can still be booked. A page view is these three requests; each variant replays them in turn.
 *
 * Variants: GraphQL with the anonymous response cache off and on, the spec's REST twins
 * (`/api/destinations`, `/api/packages`, `/api/packages/getFeaturedCruiseDeals`) likewise, and the
 * bare baseline (bench/baseline/home.ts).
 */
import type autocannon from 'autocannon';
import { expectSame, getJson, graphql, graphqlRequest, noGraphqlErrors, restRequest } from '../lib/http.js';
import type { BenchContext, HotPath, Variant } from '../lib/types.js';
import { todayInSouthAfrica } from '../stays-workload.js';

/** As web/src/features/destinations/graphql.ts. */
const DESTINATIONS = `query Destinations {
  destinations { id name country }
}`;

/** As web/src/features/packages/graphql.ts (PackageListQuery with PackageCardFields). */
const PACKAGE_LIST = `query PackageList($type: PackageType, $types: [PackageType!], $featured: Boolean, $specials: Boolean,
    $bookable: Boolean, $departingFrom: LocalDate, $departingTo: LocalDate, $limit: Int!) {
  packages(type: $type, types: $types, featured: $featured, specials: $specials, bookable: $bookable,
      departingFrom: $departingFrom, departingTo: $departingTo, limit: $limit) {
    ...PackageCardFields
  }
}
fragment PackageCardFields on TravelPackage {
  id title type description country city durationDays durationNights fromDate toDate maxGuests minAge photos bookable
  price { adult child currency wasAdult }
}`;

/** PackageSection's default. */
const CARDS = 8;
/** web/src/features/home/cruise-window.ts. */
const CRUISE_WINDOW_MONTHS = 3;
const CRUISE_TYPES = ['Cruise', 'Adventure'];

/** web/src/features/packages/dates.ts addMonths: the same day, clamped to the month's end. */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

function cruiseWindow(): { departingFrom: string; departingTo: string } {
  const today = todayInSouthAfrica();
  return { departingFrom: addMonths(today, -CRUISE_WINDOW_MONTHS), departingTo: addMonths(today, CRUISE_WINDOW_MONTHS) };
}

interface Asked {
  graphql: autocannon.Request;
  rest: autocannon.Request;
  baseline: autocannon.Request;
}

/** The three questions of a home page view, as each variant asks them. */
function questions(): Asked[] {
  const window = cruiseWindow();
  const cruise = new URLSearchParams({ ...window, featured: 'true', limit: String(CARDS) });
  return [
    {
      graphql: graphqlRequest(DESTINATIONS),
      rest: restRequest('GET', '/api/destinations'),
      baseline: restRequest('GET', '/home/destinations'),
    },
    {
      graphql: graphqlRequest(PACKAGE_LIST, { featured: true, bookable: true, limit: CARDS }),
      rest: restRequest('GET', `/api/packages?featured=true&bookable=true&limit=${CARDS}`),
      baseline: restRequest('GET', `/home/packages?featured=true&bookable=true&limit=${CARDS}`),
    },
    {
      graphql: graphqlRequest(PACKAGE_LIST, { types: CRUISE_TYPES, featured: true, bookable: true, ...window, limit: CARDS }),
      // getFeaturedCruiseDeals only ever answers bookable deals.
      rest: restRequest('GET', `/api/packages/getFeaturedCruiseDeals?${cruise.toString()}`),
      baseline: restRequest('GET', `/home/packages?types=${CRUISE_TYPES.join(',')}&bookable=true&${cruise.toString()}`),
    },
  ];
}

/** Ids in order: what every variant must agree on. */
type Answer = { destinations: string[]; featured: string[]; cruises: string[] };

async function graphqlAnswer(origin: string): Promise<Answer> {
  const [destinations, featured, cruises] = questions().map((q) => JSON.parse(q.graphql.body!) as { query: string; variables: Record<string, unknown> });
  const d = await graphql<{ destinations: { id: string }[] }>(origin, destinations!.query, destinations!.variables);
  const f = await graphql<{ packages: { id: string }[] }>(origin, featured!.query, featured!.variables);
  const c = await graphql<{ packages: { id: string }[] }>(origin, cruises!.query, cruises!.variables);
  return { destinations: d.destinations.map((x) => x.id), featured: f.packages.map((x) => x.id), cruises: c.packages.map((x) => x.id) };
}

async function restAnswer(origin: string, which: 'rest' | 'baseline'): Promise<Answer> {
  const [d, f, c] = await Promise.all(questions().map((q) => getJson<{ id: string }[]>(`${origin}${q[which].path!}`)));
  return { destinations: d!.map((x) => String(x.id)), featured: f!.map((x) => x.id), cruises: c!.map((x) => x.id) };
}

async function check(ctx: BenchContext): Promise<string> {
  const baseline = await restAnswer(ctx.baseline, 'baseline');
  if (!baseline.destinations.length || !baseline.featured.length) {
    throw new Error(`The baseline found ${baseline.destinations.length} destinations and ${baseline.featured.length} featured packages: is the data there?`);
  }
  const others: [string, Answer][] = [
    ['GraphQL (uncached)', await graphqlAnswer(ctx.appUncached)],
    // Twice on the cached app: the second answer comes from the cache, and must be the same.
    ['GraphQL (cached, first)', await graphqlAnswer(ctx.app)],
    ['GraphQL (cached, again)', await graphqlAnswer(ctx.app)],
    ['REST (uncached)', await restAnswer(ctx.appUncached, 'rest')],
    ['REST (cached)', await restAnswer(ctx.app, 'rest')],
  ];
  for (const [label, answer] of others) expectSame('The home page data (ids in order)', [label, 'baseline'], answer, baseline);
  return (
    `GraphQL and REST (cache off and on) and the baseline return the same ${baseline.destinations.length} destinations, ` +
    `${baseline.featured.length} featured packages and ${baseline.cruises.length} cruise deals, in the same order`
  );
}

async function variants(ctx: BenchContext): Promise<Variant[]> {
  const asked = questions();
  return [
    { target: 'graphql', label: 'GraphQL, cache off', origin: ctx.appUncached, requests: asked.map((q) => q.graphql), verifyBody: noGraphqlErrors },
    { target: 'graphql-cached', label: 'GraphQL, cache on', origin: ctx.app, requests: asked.map((q) => q.graphql), verifyBody: noGraphqlErrors },
    { target: 'rest', label: 'REST, cache off', origin: ctx.appUncached, requests: asked.map((q) => q.rest) },
    { target: 'rest-cached', label: 'REST, cache on', origin: ctx.app, requests: asked.map((q) => q.rest) },
    { target: 'baseline', label: 'baseline (node:http + SQL)', origin: ctx.baseline, requests: asked.map((q) => q.baseline) },
  ];
}

export const paths: HotPath[] = [
  {
    key: 'home',
    title: 'Home page data (destinations + 2 package grids, 3 requests a view)',
    check,
    variants,
  },
];
