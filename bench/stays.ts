/**
 * Stay search benchmark: loads a hotel inventory (2 000 hotels × 10 room types × a year of dated
 * rates on PostgreSQL; generated set-wise in SQL, see generate-hotels.ts), starts the built app and
 * drives GraphQL `staySearch` with autocannon over a replayed mix of city searches for 7-night stays,
 * then reports requests/s, p50/p95/p99 latency, the rows per table and EXPLAIN (ANALYZE, BUFFERS) of
 * the SQL one typical search runs (captured from the app by sql-capture.mjs). See bench/README.md.
 *
 *   npm run bench:stays                                   # embedded PGlite, 200 hotels
 *   DATABASE_URL=postgres://... npm run bench:stays       # a scratch database on that server, 2 000 hotels
 *   npm run bench:stays -- --hotels 500 --duration 30 --connections 10 --keep
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateHotels, withoutIndexes, STAY_TABLES, type HotelsSummary } from './generate-hotels.js';
import { connect, createBenchDatabase, type DbTarget } from './lib/database.js';
import { graphqlRequest, noGraphqlErrors } from './lib/http.js';
import { failures, percentile, round, runLoad } from './lib/load.js';
import { Cleanups, createLog, freePort, ROOT, sleep, startProcess, type Started } from './lib/processes.js';
import { gitCommit, machine } from './lib/report.js';
import type { VariantResult } from './lib/types.js';
import { addDays, buildStayWorkload, DEFAULT_BAND, STAY_NIGHTS, todayInSouthAfrica, type StayQuery, type StayQueryKind, type StaySearchArgs } from './stays-workload.js';

const RESULTS_DIR = join(ROOT, 'bench', 'results');

const HELP = `Usage: npm run bench:stays -- [options]

Without DATABASE_URL: an embedded PGlite database in a temp folder (default 200 hotels).
With DATABASE_URL (a PostgreSQL server whose role may CREATE DATABASE): a scratch database
bench_<random> on that server (default 2 000 hotels), dropped at the end.

  --hotels N        hotels to generate (each: 10 room types, 30 rooms, ~90 room numbers, 3 650 dated rates)
  --duration S      seconds of measured load (15)
  --warmup S        seconds of unmeasured load before it (3)
  --connections N   concurrent connections (10)
  --queries N       distinct searches in the replayed mix (200)
  --seed N          seed of the data and of the searches (2026)
  --keep            keep the scratch database / temp folder and print where it is
  --prepare-only    generate and VACUUM ANALYZE, print the row counts, then stop (with --keep: a loaded
                    database to try the stays SQL or indexes on with psql)
  --skip-build      do not run \`npm run build -w server\` first
  --help`;

const { values: flags } = parseArgs({
  options: {
    hotels: { type: 'string' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    queries: { type: 'string', default: '200' },
    seed: { type: 'string', default: '2026' },
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
  hotels: wholeNumber('hotels', flags.hotels, engine === 'postgres' ? 2_000 : 200),
  duration: wholeNumber('duration', flags.duration, 15),
  warmup: wholeNumber('warmup', flags.warmup, 3, 0),
  connections: wholeNumber('connections', flags.connections, 10),
  queries: wholeNumber('queries', flags.queries, 200),
  seed: wholeNumber('seed', flags.seed, 2026, 0),
};

const log = createLog();
/** The app's stdout and stderr, shown when the run fails after the app started. */
let appLogFile: string | undefined;

/** Undone in reverse order at the end, also after a failure or Ctrl-C. */
const cleanups = new Cleanups();
cleanups.onSignals();

// ---------------------------------------------------------------------------------------------
// The database: a scratch database on the server, or a PGlite folder
// ---------------------------------------------------------------------------------------------

interface Prepared {
  target: DbTarget;
  /** DATABASE_URL of the scratch database (server) or DATA_DIR (PGlite), for the app. */
  appEnv: Record<string, string>;
  summary: HotelsSummary;
  timings: { generateSeconds: number; rebuildSeconds: number; vacuumSeconds: number };
  version: string;
  sizes: { table: string; totalMiB: number }[];
}

async function prepareDatabase(tmp: string): Promise<Prepared> {
  // A scratch database (or a PGlite folder), migrated by the app's own code.
  const db = await createBenchDatabase({ serverUrl: baseUrl, tmp, keep: flags.keep, cleanups, log });
  const target = db.target;
  // The app reads the loaded data as it is (this benchmark writes nothing); EXPLAIN runs on it after the app stops.
  const appEnv: Record<string, string> = 'url' in target ? { DATABASE_URL: target.url } : { DATA_DIR: target.dataDir };

  const loader = await connect(target);
  try {
    // Index builds after the load sort millions of rows: give them memory (this session only).
    if (engine === 'postgres') await loader.query(`set maintenance_work_mem = '256MB'`);
    const today = todayInSouthAfrica();
    const t0 = performance.now();
    const { result: summary, rebuildSeconds } = await withoutIndexes(loader, ['rates', 'room_unit_nights', 'bookings'], () =>
      generateHotels(loader, {
        hotels: settings.hotels,
        seed: settings.seed,
        today,
        onStep: (step, seconds) => log(`  ${step}${seconds ? ` in ${seconds.toFixed(1)} s` : ''}`),
      }),
    );
    const generateSeconds = (performance.now() - t0) / 1000;
    log(`Generated in ${generateSeconds.toFixed(1)} s, of which ${rebuildSeconds.toFixed(1)} s rebuilding indexes and keys of rates, room_unit_nights, bookings`);
    // Statistics and the visibility map, as autovacuum would leave a loaded database.
    const t1 = performance.now();
    await loader.query(`vacuum (analyze) ${STAY_TABLES.join(', ')}`);
    const vacuumSeconds = (performance.now() - t1) / 1000;
    log(`VACUUM (ANALYZE) in ${vacuumSeconds.toFixed(1)} s`);
    const version = (await loader.query<{ version: string }>('select version()')).rows[0]?.version ?? '?';
    const { rows: sizes } = await loader.query<{ table: string; bytes: string }>(
      `select t as table, pg_total_relation_size(t::regclass)::text as bytes from unnest($1::text[]) t`,
      [[...STAY_TABLES]],
    );
    return {
      target,
      appEnv,
      summary,
      timings: { generateSeconds: round(generateSeconds), rebuildSeconds: round(rebuildSeconds), vacuumSeconds: round(vacuumSeconds) },
      version,
      sizes: sizes.map((s) => ({ table: s.table, totalMiB: round(Number(s.bytes) / 2 ** 20) })),
    };
  } finally {
    await loader.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The app
// ---------------------------------------------------------------------------------------------

/** The app with sql-capture.mjs preloaded: it records the SQL of one search for EXPLAIN (only while its flag file exists). */
async function startApp(env: Record<string, string>, logFile: string, healthUrl: string): Promise<Started> {
  return startProcess({ name: 'The app', args: ['--import', './bench/sql-capture.mjs', 'server/dist/main.js'], env, logFile, healthUrl, cleanups });
}

// ---------------------------------------------------------------------------------------------
// GraphQL staySearch: the fields the /hotels list shows
// ---------------------------------------------------------------------------------------------

const STAY_SEARCH_DOCUMENT = `query StaySearch($input: StaySearchInput!) {
  staySearch(input: $input) {
    items {
      hotel { id name type city country photos description rating distanceFromCentreM }
      cheapestRoomTypeId cheapestNightly cheapestTotal nights
    }
    total page totalPages
  }
}`;

const GRAPHQL_HEADERS = { 'content-type': 'application/json' };
/** Searches of the mix timed one at a time after the load (a search alone, no queue). */
const SERIAL_SEARCHES = 50;

function graphqlBody(args: StaySearchArgs): string {
  return JSON.stringify({ operationName: 'StaySearch', query: STAY_SEARCH_DOCUMENT, variables: { input: args } });
}

interface StaySearchJson {
  data?: { staySearch: { items: { hotel: { id: string; city: string }; cheapestNightly: number }[]; total: number } } | null;
  errors?: { message: string }[];
}

async function staySearch(origin: string, args: StaySearchArgs, timeoutMs = 120_000): Promise<NonNullable<StaySearchJson['data']>['staySearch']> {
  const t0 = performance.now();
  let res: Response;
  try {
    res = await fetch(`${origin}/graphql`, { method: 'POST', headers: GRAPHQL_HEADERS, body: graphqlBody(args), signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new Error(`staySearch ${JSON.stringify(args)} got no answer after ${((performance.now() - t0) / 1000).toFixed(1)} s: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await res.text();
  let json: StaySearchJson;
  try {
    json = JSON.parse(text) as StaySearchJson;
  } catch {
    throw new Error(`POST /graphql answered ${res.status}: ${text.slice(0, 500)}`);
  }
  if (json.errors?.length || !json.data) {
    const messages = (json.errors ?? []).map((e) => e.message).join('; ');
    if (/Cannot query field "staySearch"|Unknown type "StaySearchInput"/.test(messages)) {
      throw new Error('This build of the app has no staySearch query yet (server/src/stays): build the server with it, then run again.');
    }
    throw new Error(`staySearch ${JSON.stringify(args)} failed (HTTP ${res.status}): ${messages || text.slice(0, 500)}`);
  }
  return json.data.staySearch;
}

/** Before measuring: searches answer without errors, find hotels in the asked city, and the prices sit in the band. */
async function checkAnswers(origin: string, workload: StayQuery[], typical: StaySearchArgs): Promise<{ checked: number; withResults: number }> {
  const first = await staySearch(origin, typical);
  if (!first.items.length) throw new Error(`The typical search ${JSON.stringify(typical)} found nothing: is the data there?`);
  // A page past the last one first (the mix has some): the service must still count the hotels.
  const pastTheEnd = { ...typical, page: 1_000 };
  const t0 = performance.now();
  const beyond = await staySearch(origin, pastTheEnd, 60_000).catch((error: unknown) => {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n(A page past the last one. On PGlite, one connection, a query run outside the ` +
        'open transaction, e.g. a second count on this.db inside db.transaction(), waits for that transaction forever.)',
    );
  });
  if (beyond.items.length) throw new Error(`Page ${pastTheEnd.page} of ${JSON.stringify(typical)} returned hotels.`);
  if (beyond.total !== first.total) throw new Error(`Page ${pastTheEnd.page} says ${beyond.total} hotels, page 1 says ${first.total}.`);
  log(`  a page past the last one answers in ${Math.round(performance.now() - t0)} ms with the same total`);

  const queries = workload.slice(0, 20).map((q) => q.args);
  let withResults = 0;
  for (const args of queries) {
    const page = await staySearch(origin, args);
    if (page.items.length) withResults++;
    for (const item of page.items) {
      if (item.cheapestNightly < args.minPrice || item.cheapestNightly > args.maxPrice) {
        throw new Error(`staySearch ${JSON.stringify(args)} returned hotel ${item.hotel.id} at R${item.cheapestNightly} a night, outside the band.`);
      }
    }
  }
  if (withResults < queries.length / 2) throw new Error(`Only ${withResults} of ${queries.length} check searches found anything.`);
  return { checked: queries.length + 2, withResults };
}

// ---------------------------------------------------------------------------------------------
// Load
// ---------------------------------------------------------------------------------------------

async function measure(origin: string, workload: StayQuery[]): Promise<VariantResult> {
  return runLoad(
    'stay-search',
    {
      target: 'graphql',
      label: 'GraphQL staySearch',
      origin,
      requests: workload.map((q) => graphqlRequest(STAY_SEARCH_DOCUMENT, { input: q.args })),
      verifyBody: noGraphqlErrors,
    },
    settings,
  );
}

interface SerialResult {
  searches: number;
  latencyMs: { p50: number; p95: number; max: number };
  /** The slowest searches, each alone on the app: what the tail under load is made of. */
  slowest: { ms: number; total: number; kind: StayQueryKind; args: StaySearchArgs }[];
}

/** Each of the first `count` searches of the mix once, one at a time: its own time, without queueing. */
async function serialPass(origin: string, workload: StayQuery[], count: number): Promise<SerialResult> {
  const timed: SerialResult['slowest'] = [];
  for (const q of workload.slice(0, count)) {
    const t0 = performance.now();
    const page = await staySearch(origin, q.args);
    timed.push({ ms: round(performance.now() - t0), total: page.total, kind: q.kind, args: q.args });
  }
  const sorted = Float64Array.from(timed.map((t) => t.ms)).sort();
  return {
    searches: timed.length,
    latencyMs: { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted[sorted.length - 1] ?? NaN) },
    slowest: timed.sort((a, b) => b.ms - a.ms).slice(0, 5),
  };
}

// ---------------------------------------------------------------------------------------------
// The SQL of one search, captured from the app, then EXPLAINed
// ---------------------------------------------------------------------------------------------

interface Captured {
  text: string;
  params: unknown[];
}

interface ExplainResult {
  statement: string;
  params: unknown[];
  plan: string[];
}

async function captureSql(origin: string, file: string, args: StaySearchArgs): Promise<Captured[]> {
  // sql-capture.mjs in the app records while this flag file exists (it looks every 50 ms).
  const flag = `${file}.on`;
  writeFileSync(flag, '');
  await sleep(300);
  try {
    await staySearch(origin, args);
  } finally {
    await sleep(100);
    rmSync(flag, { force: true });
    await sleep(300);
  }
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Captured);
}

const TRANSACTION_CONTROL = /^\s*(begin|start transaction|commit|rollback|savepoint|release)\b/i;
const READ = /^\s*(select|with)\b/i;
/** `select set_config(...)`: a setting for the transaction, run as is, not worth a plan. */
const SETTING = /^\s*(set\b|select\s+set_config\s*\()/i;

/** Replays the statements in one rolled-back transaction: reads are run once (warm cache, as under load), then EXPLAINed. */
async function explainCaptured(target: DbTarget, statements: Captured[]): Promise<ExplainResult[]> {
  const db = await connect(target);
  const out: ExplainResult[] = [];
  try {
    await db.query('begin');
    try {
      for (const s of statements) {
        if (TRANSACTION_CONTROL.test(s.text)) continue;
        if (SETTING.test(s.text) || !READ.test(s.text)) {
          await db.query(s.text, s.params); // e.g. SET LOCAL: part of how the search runs
          continue;
        }
        await db.query(s.text, s.params);
        const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.text}`, s.params);
        out.push({ statement: s.text, params: s.params, plan: rows.map((r) => r['QUERY PLAN']) });
      }
    } finally {
      await db.query('rollback');
    }
  } finally {
    await db.close();
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

function dataTable(prepared: Prepared): string {
  const sizes = new Map(prepared.sizes.map((s) => [s.table, s.totalMiB]));
  const lines = ['| table | rows | MiB (with indexes) |', '| --- | ---: | ---: |'];
  for (const [table, rows] of Object.entries(prepared.summary.rows)) {
    lines.push(`| ${table} | ${rows.toLocaleString('en-ZA')} | ${sizes.get(table) ?? ''} |`);
  }
  return lines.join('\n');
}

function printPlans(explain: ExplainResult[]): void {
  for (const [i, e] of explain.entries()) {
    const oneLine = e.statement.replace(/\s+/g, ' ');
    console.log(`\n-- statement ${i + 1}: ${oneLine.slice(0, 160)}${oneLine.length > 160 ? ' ...' : ''}`);
    console.log(e.plan.slice(0, 24).map((l) => `   ${l}`).join('\n'));
    if (e.plan.length > 24) {
      console.log(`   ... (${e.plan.length - 24} more lines in the JSON)`);
      // The summary lines, JIT's compile time among them (PostgreSQL only).
      const summary = e.plan.filter((l) => /^(Planning Time|Execution Time|\s*Timing:)/.test(l)).map((l) => l.trim());
      console.log(`   ${summary.join('; ')}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  log(
    `Stay search benchmark on ${engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}: ${settings.hotels} hotels, ` +
      `${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s`,
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

  const tmp = mkdtempSync(join(os.tmpdir(), 'travel-stays-bench-'));
  cleanups.add(() => {
    if (flags.keep) log(`Kept ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
  });

  const prepared = await prepareDatabase(tmp);
  console.log(`\nData (rates and stays from ${prepared.summary.today} for 365 days):\n\n${dataTable(prepared)}\n`);
  const topCities = [...prepared.summary.cities].sort((a, b) => b.hotels - a.hotels);
  log(`Cities: ${prepared.summary.cities.length}; most hotels: ${topCities.slice(0, 5).map((c) => `${c.city} ${c.hotels}`).join(', ')}`);
  if (flags['prepare-only']) {
    log('--prepare-only: no app, no load, no EXPLAIN (the stays SQL is captured from the running app).');
    return;
  }

  const port = await freePort();
  const captureFile = join(tmp, 'captured-sql.jsonl');
  const app = await startApp(
    {
      ...prepared.appEnv,
      PORT: String(port),
      NODE_ENV: 'production',
      SEED_ON_START: 'false',
      JWT_SECRET: randomBytes(20).toString('hex'),
      WEB_DIST: '',
      // The search itself is measured: the anonymous response cache would answer the replayed mix instead.
      RESPONSE_CACHE: 'off',
      UPLOADS_DIR: join(tmp, 'uploads'),
      SQL_CAPTURE_FILE: captureFile,
    },
    (appLogFile = join(tmp, 'app.log')),
    `http://127.0.0.1:${port}/api/health`,
  );
  const origin = `http://127.0.0.1:${port}`;
  log(`App (node server/dist/main.js) on 127.0.0.1:${port}`);

  const workload = buildStayWorkload(settings.queries, settings.seed, prepared.summary.cities, prepared.summary.today);
  // The typical search: the biggest city, a month out, two adults in one room, the default band.
  const checkIn = addDays(prepared.summary.today, 30);
  const typical: StaySearchArgs = {
    destination: topCities[0]!.city,
    checkIn,
    checkOut: addDays(checkIn, STAY_NIGHTS),
    adults: 2,
    children: 0,
    rooms: 1,
    minPrice: DEFAULT_BAND[0],
    maxPrice: DEFAULT_BAND[1],
    page: 1,
    limit: 10,
  };
  const check = await checkAnswers(origin, workload, typical);
  log(`Checked ${check.checked} searches: no errors, ${check.withResults} found hotels, every price inside its band`);
  const captured = await captureSql(origin, captureFile, typical);
  log(`Captured ${captured.length} SQL statements of the typical search (${typical.destination}, ${typical.checkIn}, 2 adults)`);

  const tally = (key: (q: StayQuery) => string) => {
    const out: Record<string, number> = {};
    for (const q of workload) out[key(q)] = (out[key(q)] ?? 0) + 1;
    return out;
  };
  const mix = {
    band: tally((q) => q.kind),
    spelling: tally((q) => q.spelling),
    party: tally((q) => `${q.args.adults}a${q.args.children}c${q.args.rooms}r`),
    page: tally((q) => `page ${q.args.page}`),
  };
  log(`Workload: ${workload.length} searches; ${Object.entries(mix.band).map(([k, n]) => `${k} ${n}`).join(', ')}`);

  log('Load: GraphQL staySearch ...');
  const result = await measure(origin, workload);
  const failed = failures(result);
  log(`  ${result.requestsPerSecond} req/s, p50 ${result.latencyMs.p50} ms, p95 ${result.latencyMs.p95} ms, p99 ${result.latencyMs.p99} ms${failed ? `, FAILED: ${failed}` : ''}`);

  const serial = await serialPass(origin, workload, SERIAL_SEARCHES);
  log(`One at a time, ${serial.searches} searches of the mix: p50 ${serial.latencyMs.p50} ms, p95 ${serial.latencyMs.p95} ms, max ${serial.latencyMs.max} ms; slowest:`);
  for (const q of serial.slowest) {
    const a = q.args;
    log(`  ${q.ms} ms: "${a.destination}" ${a.checkIn}, ${a.adults} adults ${a.children} children ${a.rooms} rooms, R${a.minPrice}–${a.maxPrice}, page ${a.page} (${q.total} hotels)`);
  }

  // PGlite is one process's database: EXPLAIN once the app has let go of it.
  await app.stop();
  let explain: ExplainResult[] = [];
  let explainNote: string | undefined;
  try {
    explain = await explainCaptured(prepared.target, captured);
    if (!explain.length) explainNote = 'No SELECT was captured from the typical search.';
  } catch (error) {
    explainNote = `EXPLAIN failed: ${error instanceof Error ? error.message : String(error)}`;
  }
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the typical search's SQL, ${typical.destination} ${typical.checkIn} + ${STAY_NIGHTS} nights:`);
  if (explainNote) console.log(`   ${explainNote}`);
  printPlans(explain);

  const cpus = os.cpus();
  const report = {
    benchmark: 'stay search',
    date: new Date().toISOString(),
    commit: gitCommit(),
    engine,
    engineVersion: prepared.version,
    data: { hotels: settings.hotels, rows: prepared.summary.rows, sizesMiB: prepared.sizes, cities: prepared.summary.cities, from: prepared.summary.today, ...prepared.timings },
    machine: { ...machineInfo, loadAverageAtEnd: os.loadavg().map((n) => round(n, 2)) },
    settings,
    workload: mix,
    typicalSearch: typical,
    result,
    serial,
    explain,
    ...(explainNote ? { explainNote } : {}),
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `stays-${engine}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

  const rows = prepared.summary.rows;
  console.log(
    `\n### Stay search, ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${settings.hotels.toLocaleString('en-ZA')} hotels, ` +
      `${(rows.room_types ?? 0).toLocaleString('en-ZA')} room types, ${(rows.rates ?? 0).toLocaleString('en-ZA')} dated rates, ` +
      `${STAY_NIGHTS}-night searches, ${settings.connections} connections, ${settings.duration} s, ${cpus.length} CPUs, Node ${process.version}\n`,
  );
  console.log('| target | req/s | p50 ms | p95 ms | p99 ms | max ms | non-2xx | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| GraphQL staySearch | ${result.requestsPerSecond} | ${result.latencyMs.p50} | ${result.latencyMs.p95} | ${result.latencyMs.p99} | ` +
      `${result.latencyMs.max} | ${result.non2xx} | ${result.errors + result.timeouts + result.mismatches} |`,
  );
  console.log(`| the same, one search at a time (${serial.searches}) | – | ${serial.latencyMs.p50} | ${serial.latencyMs.p95} | – | ${serial.latencyMs.max} | 0 | 0 |`);
  console.log(`\nWritten ${file.slice(ROOT.length)}`);
  if (failed) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  if (appLogFile && existsSync(appLogFile)) {
    console.error(`\nThe app's log (last 20 lines):\n${readFileSync(appLogFile, 'utf8').split('\n').slice(-20).join('\n')}`);
  }
  process.exitCode = 1;
} finally {
  await cleanups.run();
}
