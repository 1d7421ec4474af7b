/**
 * The `pages` hot path: the public site's pages rendered on the server (issue 15, server/src/web), as a
 * browser asks for them (GET, `Accept: text/html`, brotli accepted): the home page and package pages.
 *
 * Variants:
 * - the app with its page cache: each page rendered once, then answered from the cache (stored
 *   compressed, before any other middleware), which is what nearly every visitor gets;
 * - the app without it, one request at a time: every answer is a full render (the page's GraphQL
 *   operations run in-process, React renders, Emotion extracts the critical CSS), so its latency is
 *   the render's own cost, not a queue behind other renders;
 * - the bare baseline's package detail by id (bench/baseline/catalog.ts): the yardstick for
 *   cached pages ("at least the bare package-detail throughput").
 */
import type autocannon from 'autocannon';
import { graphql } from '../lib/http.js';
import type { BenchContext, HotPath, PathTarget, Variant, VariantResult } from '../lib/types.js';

/** Package pages in the mix, besides the home page. */
const PACKAGES = 40;
/** Issue 15: an uncached render's p95 on the small data set. */
const UNCACHED_P95_MS = 150;

const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' };

const pageRequest = (path: string): autocannon.Request => ({ method: 'GET', path, headers: PAGE_HEADERS });

async function sampleIds(ctx: BenchContext, count: number): Promise<string[]> {
  const { rows } = await ctx.db.query<{ id: string }>(
    `select id::text as id from packages order by md5(id::text || $1::text || 'pages') limit $2`,
    [String(ctx.seed), count],
  );
  if (!rows.length) throw new Error('No packages to render: is the data there?');
  return rows.map((r) => r.id);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function getPage(url: string): Promise<{ status: number; html: string }> {
  const res = await fetch(url, { headers: { accept: PAGE_HEADERS.accept }, signal: AbortSignal.timeout(60_000) });
  return { status: res.status, html: await res.text() };
}

/** A rendered page, not the shell: the root is marked and the page's own title is in the HTML. */
function expectRendered(what: string, page: { status: number; html: string }, mustContain: string): void {
  if (page.status !== 200) throw new Error(`${what} answered ${page.status}`);
  if (!page.html.includes('data-server-rendered')) {
    throw new Error(`${what} came as the shell, not rendered: is web/dist-ssr built and WEB_DIST set for the bench's apps?`);
  }
  if (!page.html.includes(mustContain)) throw new Error(`${what} does not contain ${JSON.stringify(mustContain)}`);
}

async function check(ctx: BenchContext): Promise<string> {
  const ids = (await sampleIds(ctx, PACKAGES)).slice(0, 5);
  for (const origin of [ctx.appUncached, ctx.app, ctx.app]) {
    expectRendered(`GET ${origin}/`, await getPage(`${origin}/`), '</h1>');
    for (const id of ids) {
      const { package: pkg } = await graphql<{ package: { title: string } }>(origin, 'query ($id: ID!) { package(id: $id) { title } }', { id });
      expectRendered(`GET ${origin}/Details/${id}`, await getPage(`${origin}/Details/${id}`), escapeHtml(pkg.title));
    }
  }
  const missing = await getPage(`${ctx.appUncached}/Details/00000000-0000-4000-8000-000000000000`);
  if (missing.status !== 404) throw new Error(`A package page for an unknown id answered ${missing.status}, not 404`);
  return `the home page and ${ids.length} package pages come rendered (their own title in the HTML) from both apps, the second time from the page cache; an unknown package answers 404`;
}

async function variants(ctx: BenchContext): Promise<Variant[]> {
  const ids = await sampleIds(ctx, PACKAGES);
  const pages = ['/', ...ids.map((id) => `/Details/${id}`)];
  // Every page once into the cache first: the cached variant measures hits, as a visitor gets them.
  for (const path of pages) await getPage(`${ctx.app}${path}`);
  const isPage = (body: string) => body.length > 0;
  return [
    { target: 'cached', label: 'rendered page, from the page cache', origin: ctx.app, requests: pages.map(pageRequest), verifyBody: isPage },
    {
      target: 'uncached',
      label: 'rendered page, rendered each time (1 at a time)',
      origin: ctx.appUncached,
      requests: pages.map(pageRequest),
      verifyBody: isPage,
      connections: 1,
    },
    {
      target: 'baseline',
      label: 'baseline package detail (node:http + SQL)',
      origin: ctx.baseline,
      requests: ids.map((id) => ({ method: 'GET', path: `/packages/detail?id=${id}` })),
    },
  ];
}

const find = (results: VariantResult[], target: string) => results.find((r) => r.target === target);
const clean = (r: VariantResult) => r.errors + r.non2xx + r.mismatches + r.timeouts === 0;

const targets: PathTarget[] = [
  {
    description: 'Rendered pages from the cache: ≥ 1× the baseline’s package-detail req/s',
    evaluate: (results) => {
      const cached = find(results, 'cached');
      const base = find(results, 'baseline');
      if (!cached || !base || base.requestsPerSecond <= 0) return { met: false, measured: 'not measured' };
      const ratio = cached.requestsPerSecond / base.requestsPerSecond;
      return {
        met: ratio >= 1 && clean(cached),
        measured: `${ratio.toFixed(2)}× (${cached.requestsPerSecond.toFixed(0)} vs ${base.requestsPerSecond.toFixed(0)} req/s)`,
      };
    },
  },
  {
    description: `Rendered pages, uncached: p95 ≤ ${UNCACHED_P95_MS} ms a render`,
    evaluate: (results) => {
      const uncached = find(results, 'uncached');
      if (!uncached) return { met: false, measured: 'not measured' };
      return { met: uncached.latencyMs.p95 <= UNCACHED_P95_MS && clean(uncached), measured: `p95 ${uncached.latencyMs.p95.toFixed(0)} ms (p50 ${uncached.latencyMs.p50.toFixed(0)} ms)` };
    },
  },
];

export const paths: HotPath[] = [
  {
    key: 'pages',
    title: `Server-rendered pages (home and ${PACKAGES} package pages, as a browser asks for them)`,
    check,
    variants,
    targets,
  },
];
