/**
 * The catalog hot paths, as the web asks them:
 * - `package-search`: the search results page's `SearchPackages` document (web/src/features/search)
 *   over the seeded mix of bench/workload.ts (destinations as typed, with typos and without accents,
 *   countries; dates, budgets, both or neither; pages 1–5), 10 a page;
 * - `package-detail`: the package page's `PackageDetails` document (web/src/features/packages) for
 *   packages sampled from the data, a third of them holiday packages with destinations and itinerary.
 *
 * Variants: GraphQL and the spec's REST path with the response cache on (primed: see primeCache), the
 * bare baseline (bench/baseline/catalog.ts, the app's SQL), GraphQL and REST with the cache off; 50
 * connections each (issue 21's figure for these targets).
 */
import type autocannon from 'autocannon';
import { expectSame, getJson, graphql, graphqlRequest, noGraphqlErrors, restRequest } from '../lib/http.js';
import type { BenchContext, HotPath, PathTarget, Variant, VariantResult } from '../lib/types.js';
import type { SearchArgs } from '../search-sql.js';
import { buildWorkload } from '../workload.js';

/** The concurrency for the package targets. */
const CONNECTIONS = 50;
const SEARCHES = 200;
const DETAIL_PACKAGES = 300;

/** As web/src/features/packages/graphql.ts. */
const CARD_FIELDS = `fragment PackageCardFields on TravelPackage {
  id title type description country city durationDays durationNights fromDate toDate maxGuests minAge photos
  price { adult child currency wasAdult }
}`;

/** As web/src/features/search/graphql.ts. */
const SEARCH = `query SearchPackages($destination: String, $date: LocalDate, $maxPrice: Float!, $page: Int!, $limit: Int!) {
  searchPackages(destination: $destination, date: $date, maxPrice: $maxPrice, page: $page, limit: $limit) {
    data { ...PackageCardFields }
    pagination { page limit totalItems totalPages }
  }
}
${CARD_FIELDS}`;

/** As web/src/features/packages/graphql.ts (PackageDetailsQuery). */
const DETAILS = `query PackageDetails($id: ID!) {
  package(id: $id) {
    __typename
    ...PackageCardFields
    kind includes amenities terms
    ... on HolidayPackage {
      destinations { location attractions }
      itinerary {
        day title description
        meals { breakfast lunch dinner }
        accommodation { name type rating }
        transportation { type details }
      }
      exclusions cancellationPolicy
    }
  }
}
${CARD_FIELDS}`;

// ---------------------------------------------------------------------------------------------
// Targets
// ---------------------------------------------------------------------------------------------

function find(results: VariantResult[], target: string): VariantResult | undefined {
  return results.find((r) => r.target === target);
}

/**
 * Issue 21's targets: through GraphQL and REST, the response cache off ≥ 0.6× the baseline's req/s and the
 * cache on (hits) ≥ 2×; for package detail also p99 < 50 ms at 50 connections with the cache off.
 */
function packageTargets(withP99: boolean): PathTarget[] {
  const ratio = (target: string, min: number): PathTarget['evaluate'] => (results) => {
    const app = find(results, target);
    const base = find(results, 'baseline');
    if (!app || !base || base.requestsPerSecond <= 0) return { met: false, measured: 'not measured' };
    const r = app.requestsPerSecond / base.requestsPerSecond;
    return { met: r >= min, measured: `${r.toFixed(2)}× (${app.requestsPerSecond.toFixed(0)} vs ${base.requestsPerSecond.toFixed(0)} req/s)` };
  };
  const p99 = (target: string): PathTarget['evaluate'] => (results) => {
    const app = find(results, target);
    if (!app) return { met: false, measured: 'not measured' };
    return { met: app.latencyMs.p99 < 50 && app.errors + app.non2xx + app.mismatches === 0, measured: `p99 ${app.latencyMs.p99.toFixed(0)} ms` };
  };
  return [
    { description: 'GraphQL, cache off: ≥ 0.6× the baseline’s req/s', evaluate: ratio('graphql', 0.6) },
    { description: 'REST, cache off: ≥ 0.6× the baseline’s req/s', evaluate: ratio('rest', 0.6) },
    { description: 'GraphQL, cache on (hits): ≥ 2× the baseline’s req/s', evaluate: ratio('graphql-cached', 2) },
    { description: 'REST, cache on (hits): ≥ 2× the baseline’s req/s', evaluate: ratio('rest-cached', 2) },
    ...(withP99
      ? [
          { description: `GraphQL, cache off: p99 < 50 ms at ${CONNECTIONS} connections`, evaluate: p99('graphql') },
          { description: `REST, cache off: p99 < 50 ms at ${CONNECTIONS} connections`, evaluate: p99('rest') },
        ]
      : []),
  ];
}

type Asked = { graphql: autocannon.Request; rest: autocannon.Request; baseline: autocannon.Request };

/**
 * Asks the cached app every distinct GraphQL request once, so that the cached variant measures what
 * it is for: repeated anonymous reads answered from the cache (a real catalogue's popular searches
 * and packages). Without it, a short run of 200–300 distinct requests would be mostly first asks.
 */
async function primeCache(ctx: BenchContext, asked: Asked[]): Promise<void> {
  const queue = [...asked];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const res = await fetch(`${ctx.app}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: next.graphql.body as string });
      if (!res.ok || !noGraphqlErrors(await res.text())) throw new Error(`Priming the cache: ${res.status} for ${String(next.graphql.body)}`);
      const rest = await fetch(`${ctx.app}${next.rest.path ?? ''}`);
      if (!rest.ok) throw new Error(`Priming the cache: ${rest.status} for ${String(next.rest.path)}`);
      await rest.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/**
 * The cached variants run first, right after the cache is primed (well inside its 60 s lifetime); then
 * the baseline and the uncached app take turns (HotPath.inTurns).
 */
async function variantsOf(ctx: BenchContext, asked: Asked[]): Promise<Variant[]> {
  const started = Date.now();
  await primeCache(ctx, asked);
  ctx.log(`  primed the response cache with ${asked.length} distinct GraphQL and REST requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return [
    {
      target: 'graphql-cached',
      label: 'GraphQL, cache on (warm)',
      origin: ctx.app,
      requests: asked.map((a) => a.graphql),
      verifyBody: noGraphqlErrors,
      connections: CONNECTIONS,
      measuredFirst: true,
    },
    { target: 'rest-cached', label: 'REST, cache on (warm)', origin: ctx.app, requests: asked.map((a) => a.rest), connections: CONNECTIONS, measuredFirst: true },
    { target: 'baseline', label: 'baseline (node:http + SQL)', origin: ctx.baseline, requests: asked.map((a) => a.baseline), connections: CONNECTIONS },
    {
      target: 'graphql',
      label: 'GraphQL, cache off',
      origin: ctx.appUncached,
      requests: asked.map((a) => a.graphql),
      verifyBody: noGraphqlErrors,
      connections: CONNECTIONS,
    },
    { target: 'rest', label: 'REST, cache off', origin: ctx.appUncached, requests: asked.map((a) => a.rest), connections: CONNECTIONS },
  ];
}

// ---------------------------------------------------------------------------------------------
// package-search
// ---------------------------------------------------------------------------------------------

/** Fixed questions first (accents, typos, a country, dates, budgets, later pages, past the end), then the mix. */
const CHECK_SEARCHES: SearchArgs[] = [
  { destination: 'Réunion', maxPrice: 0, page: 1, limit: 10 },
  { destination: 'sao tome', maxPrice: 0, page: 1, limit: 10 },
  { destination: 'zanzibr', maxPrice: 0, page: 1, limit: 10 },
  { destination: 'South Africa', maxPrice: 30_000, page: 2, limit: 10 },
  { destination: 'Cape Town', date: '2026-12-15', maxPrice: 0, page: 2, limit: 10 },
  { destination: 'kraków', maxPrice: 0, page: 1, limit: 10 },
  { maxPrice: 10_000, page: 3, limit: 10 },
  { date: '2027-03-01', maxPrice: 0, page: 2, limit: 10 },
  { maxPrice: 0, page: 1, limit: 10 },
  { destination: 'Nowhere-at-all', maxPrice: 0, page: 2, limit: 10 },
  { destination: 'Cape Town', maxPrice: 0, page: 10_000, limit: 10 },
];

function searchVariables(args: SearchArgs): Record<string, unknown> {
  return {
    ...(args.destination ? { destination: args.destination } : {}),
    ...(args.date ? { date: args.date } : {}),
    maxPrice: args.maxPrice,
    page: args.page,
    limit: args.limit,
  };
}

function searchQueryString(args: SearchArgs): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(searchVariables(args))) q.set(key, String(value));
  return q.toString();
}

interface SearchAnswer {
  ids: string[];
  totalItems: number;
  totalPages: number;
}

async function searchAnswers(ctx: BenchContext, args: SearchArgs): Promise<[string, SearchAnswer][]> {
  type Page = { data: { id: string }[]; pagination: { totalItems: number; totalPages: number } };
  const fromPage = (p: Page): SearchAnswer => ({ ids: p.data.map((x) => x.id), totalItems: p.pagination.totalItems, totalPages: p.pagination.totalPages });
  const viaGraphql = async (origin: string) => fromPage((await graphql<{ searchPackages: Page }>(origin, SEARCH, searchVariables(args))).searchPackages);
  return [
    ['baseline', fromPage(await getJson<Page>(`${ctx.baseline}/packages/search?${searchQueryString(args)}`))],
    ['GraphQL (cache off)', await viaGraphql(ctx.appUncached)],
    // Twice on the cached app: the second answer comes from the cache and must be the same.
    ['GraphQL (cache on, first)', await viaGraphql(ctx.app)],
    ['GraphQL (cache on, again)', await viaGraphql(ctx.app)],
    ['REST (cache off)', fromPage(await getJson<Page>(`${ctx.appUncached}/api/packages/getSearchedPackages?${searchQueryString(args)}`))],
  ];
}

async function checkSearch(ctx: BenchContext): Promise<string> {
  const searches = [...CHECK_SEARCHES, ...buildWorkload(10, ctx.seed).map((q) => q.args)];
  let withResults = 0;
  for (const args of searches) {
    const [first, ...others] = await searchAnswers(ctx, args);
    const [baseLabel, base] = first!;
    for (const [label, answer] of others) expectSame(`Search ${JSON.stringify(args)} (ids in order, totals)`, [label, baseLabel], answer, base);
    if (base.ids.length) withResults++;
  }
  if (withResults < searches.length / 2) throw new Error(`Only ${withResults} of ${searches.length} check searches found packages: is the data there?`);
  return `GraphQL (cache off, on and from the cache) and REST return the baseline's packages in its order with its totals for ${searches.length} searches (${withResults} with results)`;
}

async function searchVariants(ctx: BenchContext): Promise<Variant[]> {
  const asked = buildWorkload(SEARCHES, ctx.seed).map(({ args }) => ({
    graphql: graphqlRequest(SEARCH, searchVariables(args)),
    rest: restRequest('GET', `/api/packages/getSearchedPackages?${searchQueryString(args)}`),
    baseline: restRequest('GET', `/packages/search?${searchQueryString(args)}`),
  }));
  return variantsOf(ctx, asked);
}

// ---------------------------------------------------------------------------------------------
// package-detail
// ---------------------------------------------------------------------------------------------

/** Packages spread over the table, the same for a seed; holiday packages in their natural share. */
async function sampleIds(ctx: BenchContext, count: number): Promise<string[]> {
  const { rows } = await ctx.db.query<{ id: string }>(
    `select id::text as id from packages order by md5(id::text || $1::text) limit $2`,
    [String(ctx.seed), count],
  );
  if (!rows.length) throw new Error('No packages to ask for: is the data there?');
  return rows.map((r) => r.id);
}

/** What the detail page shows, from any of the three shapes. */
interface Detail {
  id: string;
  kind: string;
  title: string;
  adultCents: number;
  currency: string;
  fromDate: string | null;
  toDate: string | null;
  photos: string[];
  includes: string[];
  terms: string;
  destinations: string[];
  itinerary: string[];
}

type BaselineRow = Record<string, unknown> & {
  destinations: { location: string }[] | null;
  itinerary: { day: number; title: string }[] | null;
};

/** pg gives dates as strings (the baseline's parser); PGlite as timestamps at midnight UTC, sent as ISO text. */
function calendarDate(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value).slice(0, 10);
}

function fromBaseline(r: BaselineRow): Detail {
  return {
    id: String(r.id),
    kind: String(r.kind),
    title: String(r.title),
    adultCents: Number(r.price_adult_cents),
    currency: String(r.currency),
    fromDate: calendarDate(r.from_date),
    toDate: calendarDate(r.to_date),
    photos: r.photos as string[],
    includes: r.includes as string[],
    terms: String(r.terms),
    destinations: (r.destinations ?? []).map((d) => d.location),
    itinerary: (r.itinerary ?? []).map((d) => `${d.day}. ${d.title}`),
  };
}

type GraphqlPackage = {
  id: string;
  kind: string;
  title: string;
  price: { adult: number; currency: string };
  fromDate: string | null;
  toDate: string | null;
  photos: string[];
  includes: string[];
  terms: string;
  destinations?: { location: string }[];
  itinerary?: { day: number; title: string }[];
};

function fromGraphql(p: GraphqlPackage): Detail {
  return {
    id: p.id,
    kind: p.kind,
    title: p.title,
    adultCents: Math.round(p.price.adult * 100),
    currency: p.price.currency,
    fromDate: p.fromDate,
    toDate: p.toDate,
    photos: p.photos,
    includes: p.includes,
    terms: p.terms,
    destinations: (p.destinations ?? []).map((d) => d.location),
    itinerary: (p.itinerary ?? []).map((d) => `${d.day}. ${d.title}`),
  };
}

/** The spec's REST shape: holiday packages say `inclusions` and carry destinations and itinerary. */
function fromRest(p: GraphqlPackage & { inclusions?: string[] }): Detail {
  return fromGraphql({ ...p, includes: p.inclusions ?? p.includes });
}

async function checkDetail(ctx: BenchContext): Promise<string> {
  const ids = await sampleIds(ctx, 12);
  const { rows: holiday } = await ctx.db.query<{ id: string }>(`select id::text as id from packages where kind = 'HOLIDAY' order by id limit 1`);
  if (holiday[0]) ids.push(holiday[0].id);
  let holidays = 0;
  for (const id of ids) {
    const base = fromBaseline(await getJson<BaselineRow>(`${ctx.baseline}/packages/detail?id=${id}`));
    const viaGraphql = async (origin: string) => fromGraphql((await graphql<{ package: GraphqlPackage }>(origin, DETAILS, { id })).package);
    const answers: [string, Detail][] = [
      ['GraphQL (cache off)', await viaGraphql(ctx.appUncached)],
      ['GraphQL (cache on, first)', await viaGraphql(ctx.app)],
      ['GraphQL (cache on, again)', await viaGraphql(ctx.app)],
      ['REST (cache off)', fromRest(await getJson<GraphqlPackage>(`${ctx.appUncached}/api/packages/${id}`))],
    ];
    for (const [label, answer] of answers) expectSame(`Package ${id}`, [label, 'baseline'], answer, base);
    if (base.kind === 'HOLIDAY') {
      holidays++;
      if (!base.destinations.length || !base.itinerary.length) throw new Error(`Holiday package ${id} has no destinations or itinerary: is the data there?`);
    }
  }
  // A package that does not exist: null through GraphQL, as for the web's "not found" page.
  const missing = await graphql<{ package: unknown }>(ctx.appUncached, DETAILS, { id: '00000000-0000-4000-8000-000000000000' });
  if (missing.package !== null) throw new Error('GraphQL answered a package for an id that does not exist.');
  return `GraphQL (cache off, on and from the cache) and REST show the baseline's fields for ${ids.length} packages (${holidays} holiday packages with destinations and itinerary); an unknown id is null`;
}

async function detailVariants(ctx: BenchContext): Promise<Variant[]> {
  const asked = (await sampleIds(ctx, DETAIL_PACKAGES)).map((id) => ({
    graphql: graphqlRequest(DETAILS, { id }),
    rest: restRequest('GET', `/api/packages/${id}`),
    baseline: restRequest('GET', `/packages/detail?id=${id}`),
  }));
  return variantsOf(ctx, asked);
}

export const paths: HotPath[] = [
  {
    key: 'package-search',
    title: `Package search (the web's SearchPackages, ${SEARCHES} searches of the seeded mix, 10 a page)`,
    check: checkSearch,
    variants: searchVariants,
    inTurns: true,
    targets: packageTargets(false),
  },
  {
    key: 'package-detail',
    title: `Package detail (the web's PackageDetails, ${DETAIL_PACKAGES} sampled packages)`,
    check: checkDetail,
    variants: detailVariants,
    inTurns: true,
    targets: packageTargets(true),
  },
];
