/**
 * Package search benchmark: seeds a catalogue, starts the built app and a bare baseline (node:http
 * + the same SQL), checks that they agree, then drives GraphQL `searchPackages`, REST
 * `GET /api/packages/getSearchedPackages` and the baseline with autocannon over loopback and
 * reports requests/s and p50/p95/p99 latency. See bench/README.md.
 *
 *   npm run bench:search                                  # embedded PGlite, 20 000 packages
 *   DATABASE_URL=postgres://... npm run bench:search      # a scratch database on that server, 100 000
 *   npm run bench:search -- --packages 50000 --duration 10 --connections 10 --keep
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { generatePackages, withoutGinIndexes, type GenerateSummary } from './generate-packages.js';
import { connect, createBenchDatabase, type Connection } from './lib/database.js';
import { failures, round, runLoad } from './lib/load.js';
import { Cleanups, createLog, freePort, ROOT, startProcess } from './lib/processes.js';
import { gitCommit, machine } from './lib/report.js';
import type { VariantResult } from './lib/types.js';
import { CURRENT_SQL, type SearchArgs, type SearchSql } from './search-sql.js';
import { buildWorkload, type WorkloadQuery } from './workload.js';

const RESULTS_DIR = join(ROOT, 'bench', 'results');

const HELP = `Usage: npm run bench:search -- [options]

Without DATABASE_URL: an embedded PGlite database in a temp folder (default 20 000 packages).
With DATABASE_URL (a PostgreSQL server whose role may CREATE DATABASE): a scratch database
bench_<random> on that server (default 100 000 packages), dropped at the end.

  --packages N      packages to generate
  --duration S      seconds of measured load per target (15)
  --warmup S        seconds of unmeasured load before each target (3)
  --connections N   concurrent connections (10)
  --queries N       distinct searches in the replayed mix (200)
  --seed N          seed of the data and of the searches (2026)
  --targets LIST    comma-separated, from baseline,rest,graphql (all three)
  --keep            keep the scratch database / temp folder and print where it is
  --prepare-only    seed, VACUUM ANALYZE and EXPLAIN, then stop (with --keep: a database to try
                    index or query changes on with psql)
  --skip-build      do not run \`npm run build -w server\` first
  --help`;

const { values: flags } = parseArgs({
  options: {
    packages: { type: 'string' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    queries: { type: 'string', default: '200' },
    seed: { type: 'string', default: '2026' },
    targets: { type: 'string', default: 'baseline,rest,graphql' },
    keep: { type: 'boolean', default: false },
    'prepare-only': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(HELP);
  process.exit(0);
}

function wholeNumber(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number of at least ${min}, got "${value}".`);
  return n;
}

const baseUrl = process.env.DATABASE_URL || undefined;
const engine: 'postgres' | 'pglite' = baseUrl ? 'postgres' : 'pglite';
const settings = {
  packages: wholeNumber('packages', flags.packages, engine === 'postgres' ? 100_000 : 20_000),
  duration: wholeNumber('duration', flags.duration, 15),
  warmup: wholeNumber('warmup', flags.warmup, 3, 0),
  connections: wholeNumber('connections', flags.connections, 10),
  queries: wholeNumber('queries', flags.queries, 200),
  seed: wholeNumber('seed', flags.seed, 2026, 0),
};
const targetNames = flags.targets.split(',').map((t) => t.trim());
for (const t of targetNames) if (!['baseline', 'rest', 'graphql'].includes(t)) throw new Error(`Unknown target "${t}".`);

const log = createLog();
/** Undone in reverse order at the end, also after a failure or Ctrl-C. */
const cleanups = new Cleanups();
cleanups.onSignals();

// ---------------------------------------------------------------------------------------------
// The database: a scratch database on the server, or a PGlite folder
// ---------------------------------------------------------------------------------------------

interface Prepared {
  /** DATABASE_URL of the scratch database (server) or DATA_DIR of the app's copy (PGlite). */
  appEnv: Record<string, string>;
  baselineEnv: Record<string, string>;
  summary: GenerateSummary;
  loadSeconds: number;
  version: string;
  explain: ExplainResult[];
}

interface ExplainResult {
  name: string;
  args: SearchArgs;
  plan: string[];
}

async function prepareDatabase(tmp: string): Promise<Prepared> {
  // A scratch database (or a PGlite folder), migrated by the app's own code.
  const db = await createBenchDatabase({ serverUrl: baseUrl, tmp, keep: flags.keep, cleanups, log });
  const loader = await connect(db.target);
  let prepared: Omit<Prepared, 'appEnv' | 'baselineEnv'>;
  try {
    const t0 = performance.now();
    let lastReport = t0;
    const { result: summary, rebuildSeconds } = await withoutGinIndexes(loader, () =>
      generatePackages(loader, {
        count: settings.packages,
        seed: settings.seed,
        onProgress: (n) => {
          if (performance.now() - lastReport > 5_000 || n === settings.packages) {
            lastReport = performance.now();
            log(`  ${n.toLocaleString('en-ZA')} packages`);
          }
        },
      }),
    );
    const loadSeconds = (performance.now() - t0) / 1000;
    log(
      `Generated ${summary.packages} packages (${summary.holidayPackages} holiday packages, ${summary.destinations} destinations, ` +
        `${summary.itineraryDays} itinerary days) in ${loadSeconds.toFixed(1)} s, of which ${rebuildSeconds.toFixed(1)} s rebuilding the trigram indexes`,
    );
    // A freshly loaded table as autovacuum would leave it: statistics, visibility map, GIN pending lists merged.
    const t1 = performance.now();
    await loader.query('vacuum (analyze) packages, package_destinations, package_itinerary_days, exchange_rates');
    log(`VACUUM (ANALYZE) in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
    const version = (await loader.query<{ version: string }>('select version()')).rows[0]?.version ?? '?';
    const explain = await explainQueries(loader);
    prepared = { summary, loadSeconds, version, explain };
  } finally {
    await loader.close();
  }
  // PGlite is one process's database: the app and the baseline each get their own copy of the loaded files.
  return { ...prepared, appEnv: db.forProcess('app'), baselineEnv: db.forProcess('baseline', { last: true }) };
}

const EXPLAINED: { name: string; args: SearchArgs }[] = [
  { name: 'destination', args: { destination: 'Cape Town', maxPrice: 0, page: 1, limit: 10 } },
  { name: 'destination+date+budget', args: { destination: 'zanzibar', date: '2026-12-15', maxPrice: 40_000, page: 1, limit: 10 } },
  { name: 'budget only', args: { maxPrice: 20_000, page: 1, limit: 10 } },
];

async function explainQueries(db: Connection): Promise<ExplainResult[]> {
  const variants: { label: string; sql: SearchSql }[] = [{ label: 'app SQL', sql: CURRENT_SQL }];
  const out: ExplainResult[] = [];
  for (const { label, sql } of variants) {
    for (const { name, args } of EXPLAINED) {
      const statement = sql.page(args);
      await db.query('begin');
      try {
        await db.query(sql.settings.text, sql.settings.params);
        await db.query(statement.text, statement.params); // once to warm the cache, as under load
        const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.text}`, statement.params);
        out.push({ name: `${label}, ${name}`, args, plan: rows.map((r) => r['QUERY PLAN']) });
      } finally {
        await db.query('rollback');
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The two servers
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// Targets: how each one is asked the same search
// ---------------------------------------------------------------------------------------------

const SEARCH_DOCUMENT = `query SearchPackages($destination: String, $date: LocalDate, $maxPrice: Float!, $page: Int!, $limit: Int!) {
  searchPackages(destination: $destination, date: $date, maxPrice: $maxPrice, page: $page, limit: $limit) {
    data { ...PackageCardFields }
    pagination { page limit totalItems totalPages }
  }
}
fragment PackageCardFields on TravelPackage {
  id title type description country city durationDays durationNights fromDate toDate maxGuests minAge photos
  price { adult child currency wasAdult }
}`;

interface Target {
  name: 'baseline' | 'rest' | 'graphql';
  label: string;
  origin: string;
  request(args: SearchArgs): autocannon.Request;
  /** Package ids and total of one search, for the agreement check. */
  fetchIds(args: SearchArgs): Promise<{ ids: string[]; totalItems: number }>;
  verifyBody?: (body: string) => boolean;
}

function queryString(args: SearchArgs): string {
  const q = new URLSearchParams();
  if (args.destination) q.set('destination', args.destination);
  if (args.date) q.set('date', args.date);
  if (args.maxPrice > 0) q.set('maxPrice', String(args.maxPrice));
  q.set('page', String(args.page));
  q.set('limit', String(args.limit));
  return q.toString();
}

function graphqlBody(args: SearchArgs): string {
  return JSON.stringify({
    operationName: 'SearchPackages',
    query: SEARCH_DOCUMENT,
    variables: { destination: args.destination ?? null, date: args.date ?? null, maxPrice: args.maxPrice, page: args.page, limit: args.limit },
  });
}

interface PageJson {
  data: { id: string }[];
  pagination: { totalItems: number };
}

async function getJson(url: string, init?: RequestInit): Promise<unknown> {
  const res = await fetch(url, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as unknown;
}

function restTarget(name: 'baseline' | 'rest', label: string, origin: string, path: string): Target {
  return {
    name,
    label,
    origin,
    request: (args) => ({ method: 'GET', path: `${path}?${queryString(args)}` }),
    fetchIds: async (args) => {
      const page = (await getJson(`${origin}${path}?${queryString(args)}`)) as PageJson;
      return { ids: page.data.map((p) => p.id), totalItems: page.pagination.totalItems };
    },
  };
}

function graphqlTarget(origin: string): Target {
  const headers = { 'content-type': 'application/json' };
  return {
    name: 'graphql',
    label: 'GraphQL searchPackages',
    origin,
    request: (args) => ({ method: 'POST', path: '/graphql', headers, body: graphqlBody(args) }),
    fetchIds: async (args) => {
      const json = (await getJson(`${origin}/graphql`, { method: 'POST', headers, body: graphqlBody(args) })) as {
        data?: { searchPackages: PageJson };
        errors?: unknown;
      };
      if (json.errors || !json.data) throw new Error(`GraphQL errors: ${JSON.stringify(json.errors)}`);
      return { ids: json.data.searchPackages.data.map((p) => p.id), totalItems: json.data.searchPackages.pagination.totalItems };
    },
    // Apollo answers resolver errors with 200: count them as failures too.
    verifyBody: (body) => !body.includes('"errors"'),
  };
}

// ---------------------------------------------------------------------------------------------
// Correctness first, then load
// ---------------------------------------------------------------------------------------------

const AGREEMENT_QUERIES: SearchArgs[] = [
  { destination: 'Réunion', maxPrice: 0, page: 1, limit: 10 },
  { destination: 'sao tome', maxPrice: 0, page: 1, limit: 10 },
  { destination: 'zanzibr', maxPrice: 0, page: 1, limit: 10 },
  { destination: 'curacao', maxPrice: 30_000, page: 1, limit: 10 },
  { destination: 'Cape Town', date: '2026-12-15', maxPrice: 0, page: 2, limit: 10 },
  { destination: 'Mauritius', date: '2026-07-01', maxPrice: 40_000, page: 1, limit: 10 },
  { destination: 'kraków', maxPrice: 0, page: 1, limit: 10 },
  { maxPrice: 10_000, page: 3, limit: 10 },
  { date: '2027-03-01', maxPrice: 0, page: 2, limit: 10 },
  { destination: 'Nowhere-at-all', maxPrice: 0, page: 2, limit: 10 },
];

async function checkAgreement(targets: Target[], workload: WorkloadQuery[]): Promise<number> {
  const queries = [...AGREEMENT_QUERIES, ...workload.slice(0, 5).map((q) => q.args)];
  let withResults = 0;
  for (const args of queries) {
    const answers = await Promise.all(targets.map(async (t) => ({ t, ...(await t.fetchIds(args)) })));
    const [first, ...rest] = answers;
    for (const other of rest) {
      if (other.totalItems !== first!.totalItems || other.ids.join() !== first!.ids.join()) {
        throw new Error(
          `Targets disagree for ${JSON.stringify(args)}:\n` +
            answers.map((a) => `  ${a.t.label}: total ${a.totalItems}, ids ${a.ids.join(', ') || '(none)'}`).join('\n') +
            '\nWhen the app and the baseline disagree, bench/search-sql.ts no longer matches PackagesService.search(): update the copy ' +
            'before measuring.',
        );
      }
    }
    if (first!.ids.length) withResults++;
  }
  if (withResults < queries.length / 2) throw new Error(`Only ${withResults} of ${queries.length} check searches found anything: is the data there?`);
  return queries.length;
}

async function measure(target: Target, workload: WorkloadQuery[]): Promise<VariantResult> {
  return runLoad('package-search', {
    target: target.name,
    label: target.label,
    origin: target.origin,
    requests: workload.map((q) => target.request(q.args)),
    ...(target.verifyBody ? { verifyBody: target.verifyBody } : {}),
  }, settings);
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

function markdownTable(results: VariantResult[]): string {
  const base = results.find((r) => r.target === 'baseline');
  const ratio = (a: number, b: number | undefined) => (b && Number.isFinite(a / b) ? `${(a / b).toFixed(2)}×` : '–');
  const ms = (n: number) => (Number.isFinite(n) ? String(n) : '–');
  const lines = [
    '| target | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | req/s ÷ baseline | p50 ÷ baseline | p95 ÷ baseline |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    const failed = r.errors + r.timeouts + r.mismatches;
    lines.push(
      `| ${r.label} | ${r.requestsPerSecond} | ${ms(r.latencyMs.p50)} | ${ms(r.latencyMs.p95)} | ${ms(r.latencyMs.p99)} | ${r.non2xx} | ${failed} | ` +
        `${ratio(r.requestsPerSecond, base?.requestsPerSecond)} | ${ratio(r.latencyMs.p50, base?.latencyMs.p50)} | ${ratio(r.latencyMs.p95, base?.latencyMs.p95)} |`,
    );
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  log(
    `Search benchmark on ${engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}: ${settings.packages} packages, ` +
      `${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s per target`,
  );
  const machineInfo = machine();
  if (machineInfo.loadAverageAtStart[0]! > machineInfo.cpus) {
    log(`Note: the machine is busy (load average ${machineInfo.loadAverageAtStart[0]} on ${machineInfo.cpus} CPUs): expect noisy numbers.`);
  }
  if (!flags['skip-build']) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('npm run build -w server failed');
    log('Built the server (server/dist)');
  }

  const tmp = mkdtempSync(join(os.tmpdir(), 'travel-search-bench-'));
  cleanups.add(() => {
    if (flags.keep) log(`Kept ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
  });

  const prepared = await prepareDatabase(tmp);
  console.log('\nEXPLAIN (ANALYZE, BUFFERS), top of each plan:');
  for (const e of prepared.explain) {
    console.log(`\n-- ${e.name}: ${JSON.stringify(e.args)}`);
    console.log(e.plan.slice(0, 18).map((l) => `   ${l}`).join('\n'));
    // The summary lines, JIT's compile time among them (PostgreSQL only).
    const summary = e.plan.filter((l) => /^(Planning Time|Execution Time|\s*Timing:)/.test(l)).map((l) => l.trim());
    if (e.plan.length > 18) console.log(`   ... (${e.plan.length - 18} more lines)`);
    console.log(`   ${summary.join('; ')}`);
  }
  console.log('');
  if (flags['prepare-only']) return;

  const appPort = await freePort();
  const baselinePort = await freePort();
  await startProcess({
    name: 'the app',
    args: ['server/dist/main.js'],
    env: {
      ...prepared.appEnv,
      PORT: String(appPort),
      NODE_ENV: 'production',
      SEED_ON_START: 'false',
      JWT_SECRET: randomBytes(20).toString('hex'),
      WEB_DIST: '',
      // The search itself is measured: the anonymous response cache would answer the replayed mix instead.
      RESPONSE_CACHE: 'off',
      UPLOADS_DIR: join(tmp, 'uploads'),
    },
    logFile: join(tmp, 'app.log'),
    healthUrl: `http://127.0.0.1:${appPort}/api/health`,
    cleanups,
  });
  log(`App (node server/dist/main.js) on 127.0.0.1:${appPort}`);
  const tsx = import.meta.resolve('tsx');
  await startProcess({
    name: 'the baseline',
    args: ['--import', tsx, 'bench/baseline/server.ts'],
    env: { ...prepared.baselineEnv, BASELINE_PORT: String(baselinePort) },
    logFile: join(tmp, 'baseline.log'),
    healthUrl: `http://127.0.0.1:${baselinePort}/health`,
    cleanups,
  });
  log(`Baseline (node:http + ${engine === 'postgres' ? 'pg.Pool' : 'PGlite'}) on 127.0.0.1:${baselinePort}`);

  const app = `http://127.0.0.1:${appPort}`;
  const all: Target[] = [
    restTarget('baseline', 'baseline (node:http + same SQL)', `http://127.0.0.1:${baselinePort}`, '/packages/search'),
    restTarget('rest', 'REST getSearchedPackages', app, '/api/packages/getSearchedPackages'),
    graphqlTarget(app),
  ].filter((t) => t.name === 'baseline' || targetNames.includes(t.name));

  const workload = buildWorkload(settings.queries, settings.seed);
  const checked = await checkAgreement(all, workload);
  log(`Agreement: ${all.map((t) => t.name).join(', ')} return the same packages for ${checked} searches`);

  const kinds: Record<string, number> = {};
  for (const q of workload) kinds[q.kind] = (kinds[q.kind] ?? 0) + 1;
  log(`Workload: ${workload.length} searches: ${Object.entries(kinds).map(([kind, n]) => `${kind} ${n}`).join(', ')}`);

  const results: VariantResult[] = [];
  for (const target of all.filter((t) => targetNames.includes(t.name))) {
    log(`Load: ${target.label} ...`);
    const r = await measure(target, workload);
    results.push(r);
    const failed = failures(r);
    log(`  ${r.requestsPerSecond} req/s, p50 ${r.latencyMs.p50} ms, p95 ${r.latencyMs.p95} ms, p99 ${r.latencyMs.p99} ms${failed ? `, FAILED: ${failed}` : ''}`);
  }

  const table = markdownTable(results);
  const cpus = os.cpus();
  const report = {
    benchmark: 'package search',
    date: new Date().toISOString(),
    commit: gitCommit(),
    engine,
    engineVersion: prepared.version,
    data: { ...prepared.summary, loadSeconds: round(prepared.loadSeconds) },
    machine: { ...machineInfo, loadAverageAtEnd: os.loadavg().map((n) => round(n, 2)) },
    settings: { ...settings, targets: targetNames },
    workload: kinds,
    results,
    explain: prepared.explain,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `search-${engine}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

  console.log(
    `\n### Package search, ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${prepared.summary.packages.toLocaleString('en-ZA')} packages, ` +
      `${settings.connections} connections, ${settings.duration} s per target, ${cpus.length} CPUs, Node ${process.version}\n`,
  );
  console.log(table);
  console.log(`\nWritten ${file.slice(ROOT.length)}`);
  if (results.some((r) => failures(r))) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanups.run();
}
