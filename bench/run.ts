/**
 * `npm run bench`: the whole benchmark suite in one run. Builds the app, loads ONE database with all
 * the data (packages, hotels, users, bookings, enquiries), starts the built app twice (response
 * cache on and off) and the bare baseline (bench/baseline/server.ts), logs the bench accounts in,
 * then for each hot path (bench/paths/*.ts): check that the app and the baseline answer the same →
 * load every variant with autocannon → verify nothing was lost; then the uploads section (24 large
 * uploads while others read, on the running app); then the web and start-up sections;
 * writes bench/results/bench-<engine>-<scale>.json and .md and prints the tables. See bench/README.md.
 *
 * Exit code 1 when a check or a verify fails, a variant has failed requests, a section breaks or a
 * section's check fails (Lighthouse accessibility or SEO below 100 on a page); timings never fail the
 * run (missed targets are reported, not fatal).
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateHotels, withoutIndexes } from './generate-hotels.js';
import { generateOperations } from './generate-operations.js';
import { generatePackages, withoutGinIndexes } from './generate-packages.js';
import { connect, createBenchDatabase, sqlPortQueryable, vacuumAnalyze, type BenchDatabase, type Connection } from './lib/database.js';
import { graphql } from './lib/http.js';
import { failures, runLoad, runLoadInTurns } from './lib/load.js';
import { Cleanups, createLog, freePort, ROOT, startProcess, type Started } from './lib/processes.js';
import { gitCommit, loadFailures, machine, renderMarkdown, writeReport, type PathReport, type Report, type SectionReport } from './lib/report.js';
import { BENCH_PASSWORD, type BenchAccounts, type BenchContext, type Queryable, type Scale, type SectionOptions, type SectionResult, type VariantResult } from './lib/types.js';
import { PATHS } from './paths/index.js';
import { todayInSouthAfrica } from './stays-workload.js';

const HELP = `Usage: npm run bench -- [options]

Without DATABASE_URL: an embedded PGlite database in a temp folder (scale "embedded").
With DATABASE_URL (a PostgreSQL server whose role may CREATE DATABASE): a scratch database
bench_<random> on that server (scale "full"), dropped at the end.

  --scale S         full | embedded | small: how much data (see bench/README.md)
  --only KEYS       comma-separated hot path keys (e.g. home,package-search); sections only with --only
                    naming them: uploads, web, startup
  --duration S      measured seconds per variant (full 15, embedded 10, small 1)
  --warmup S        unmeasured seconds before each variant (full 3, embedded 2, small 0)
  --connections N   concurrent connections (10; a path's variant may set its own, e.g. 50)
  --seed N          seed of the data and of the workloads (2026)
  --skip-build      do not build first (default: server and web, only what changed since the last build)
  --skip-uploads    no uploads section (24 large uploads while other users read)
  --skip-web        no web section (bundles, Lighthouse), and no web build
  --skip-startup    no start-up section
  --keep            keep the scratch database / temp folder and print where they are
  --ci-report FILE  also write the outcome as a Jest-shaped JSON file (one test per hot path, section
                    and section check such as a page's Lighthouse accessibility), which CI's summary
                    counts with the other test suites
  --help`;

const { values: flags } = parseArgs({
  options: {
    scale: { type: 'string' },
    only: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string', default: '10' },
    seed: { type: 'string', default: '2026' },
    'skip-build': { type: 'boolean', default: false },
    'skip-uploads': { type: 'boolean', default: false },
    'skip-web': { type: 'boolean', default: false },
    'skip-startup': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'ci-report': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(HELP);
  process.exit(0);
}

interface ScaleSettings {
  packages: number;
  hotels: number;
  /** Package bookings and enquiries: this many of each. */
  bookings: number;
  users: number;
  duration: number;
  warmup: number;
}

/** Paths measured in turns (HotPath.inTurns): three rounds, when each slice still gets at least 3 s. */
const TURNS = 3;
const MIN_SECONDS_PER_TURN = 3;

const SCALES: Record<Scale, ScaleSettings> = {
  full: { packages: 100_000, hotels: 2_000, bookings: 50_000, users: 20_000, duration: 15, warmup: 3 },
  embedded: { packages: 20_000, hotels: 100, bookings: 10_000, users: 5_000, duration: 10, warmup: 2 },
  // CI: the point is that every path still answers correctly, so no warm-up and a second of load.
  small: { packages: 2_000, hotels: 10, bookings: 1_000, users: 500, duration: 1, warmup: 0 },
};

function number(name: string, value: string | undefined, fallback: number, { min = 0, whole = false } = {}): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || (whole && !Number.isInteger(n))) {
    throw new Error(`--${name} must be a ${whole ? 'whole ' : ''}number of at least ${min}, got "${value}".`);
  }
  return n;
}

const serverUrl = process.env.DATABASE_URL || undefined;
const scale = (flags.scale ?? (serverUrl ? 'full' : 'embedded')) as Scale;
if (!(scale in SCALES)) throw new Error(`--scale must be full, embedded or small, got "${flags.scale}".`);
const size = SCALES[scale];
const settings = {
  scale,
  ...size,
  duration: number('duration', flags.duration, size.duration, { min: 0.5 }),
  warmup: number('warmup', flags.warmup, size.warmup),
  connections: number('connections', flags.connections, 10, { min: 1, whole: true }),
  seed: number('seed', flags.seed, 2026, { whole: true }),
};
const only = flags.only ? new Set(flags.only.split(',').map((k) => k.trim()).filter(Boolean)) : undefined;

const log = createLog();
const cleanups = new Cleanups();
cleanups.onSignals();

// ---------------------------------------------------------------------------------------------

function build(): void {
  // The web build too, even with --skip-web: the `pages` path serves its server-rendered pages.
  // npm start's own step: rebuilds only what changed and leaves the stamps that let the start-up
  // section's `npm start` go straight to serving (a plain `npm run build` would make it rebuild once more).
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error('node scripts/build-if-stale.mjs failed');
  log(`node scripts/build-if-stale.mjs in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

type DestinationsModule = typeof import('../server/src/seed/destinations.data.js');

interface Loaded {
  accounts: BenchAccounts;
  engineVersion: string;
  timings: Record<string, number>;
}

/** Every generator into the one database, then VACUUM ANALYZE. */
async function load(loader: Connection, today: string): Promise<Loaded> {
  const timings: Record<string, number> = {};
  const seconds = (t0: number) => Math.round((performance.now() - t0) / 100) / 10;
  const engineVersion = (await loader.query<{ version: string }>('select version()')).rows[0]?.version ?? '?';
  // Index builds after the load sort millions of rows: give them memory (this session only).
  if (serverUrl) await loader.query(`set maintenance_work_mem = '256MB'`);

  let t0 = performance.now();
  let lastReport = t0;
  // No destination exists yet (they come next), so no package can match one: the triggers that keep
  // each destination's matches (migration 0019) would only cost the load time. The destinations'
  // own trigger computes their matches when they are inserted below.
  await loader.query('alter table packages disable trigger packages_destination_matches_inserted');
  await loader.query('alter table package_destinations disable trigger package_destinations_destination_matches');
  await withoutGinIndexes(loader, () =>
    generatePackages(loader, {
      count: settings.packages,
      seed: settings.seed,
      onProgress: (n) => {
        if (performance.now() - lastReport > 10_000) {
          lastReport = performance.now();
          log(`  ${n.toLocaleString('en-ZA')} packages`);
        }
      },
    }),
  );
  await loader.query('alter table packages enable trigger packages_destination_matches_inserted');
  await loader.query('alter table package_destinations enable trigger package_destinations_destination_matches');
  timings.packagesSeconds = seconds(t0);
  log(`Packages: ${settings.packages.toLocaleString('en-ZA')} in ${timings.packagesSeconds} s`);

  // The home page's destination select: the agency's own list, as the app's seed makes it.
  const { DESTINATIONS } = (await import(new URL('../server/dist/seed/destinations.data.js', import.meta.url).href)) as DestinationsModule;
  await loader.query(
    `insert into destinations (name, country, position) select n, c, p::int from unnest($1::text[], $2::text[], $3::int[]) as d(n, c, p)
     on conflict do nothing`,
    [DESTINATIONS.map((d) => d.name), DESTINATIONS.map((d) => d.country), DESTINATIONS.map((_, i) => i + 1)],
  );

  t0 = performance.now();
  await withoutIndexes(loader, ['rates', 'room_unit_nights', 'bookings'], () =>
    generateHotels(loader, { hotels: settings.hotels, seed: settings.seed, today }),
  );
  timings.hotelsSeconds = seconds(t0);
  log(`Hotels: ${settings.hotels.toLocaleString('en-ZA')} with a year of rates and stays in ${timings.hotelsSeconds} s`);

  t0 = performance.now();
  const { accounts } = await generateOperations(loader, {
    users: settings.users,
    bookings: settings.bookings,
    enquiries: settings.bookings,
    seed: settings.seed,
    today,
  });
  timings.operationsSeconds = seconds(t0);
  log(`Users, package bookings and enquiries in ${timings.operationsSeconds} s`);

  t0 = performance.now();
  timings.vacuumSeconds = Math.round((await vacuumAnalyze(loader)) * 10) / 10;
  log(`VACUUM (ANALYZE) in ${timings.vacuumSeconds} s`);
  return { accounts, engineVersion, timings };
}

/** Rows of every table of the public schema, exactly. */
async function countTables(db: Queryable): Promise<Record<string, number>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  if (!tables.length) return {};
  const { rows } = await db.query<Record<string, string | number>>(
    `select ${tables.map((t) => `(select count(*) from "${t.name}") as "${t.name}"`).join(', ')}`,
  );
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
}

interface Servers {
  app: Started & { origin: string };
  appUncached: Started & { origin: string };
  baseline: Started & { origin: string };
  /** Where the runner reads what a write left behind, per origin. */
  dbAt: Map<string, Queryable>;
}

async function startServers(db: BenchDatabase, tmp: string, runnerDb: Queryable): Promise<Servers> {
  const jwtSecret = randomBytes(24).toString('hex');
  const pglite = db.engine === 'pglite';
  const dbAt = new Map<string, Queryable>();
  const start = async (name: string, script: string[], env: Record<string, string>, health: string, last = false) => {
    const port = await freePort();
    const sqlPort = pglite ? await freePort() : 0;
    const started = await startProcess({
      name,
      // On PGlite, pglite-sql.mjs lets the runner read the child's own copy of the data.
      args: [...(pglite ? ['--import', './bench/lib/pglite-sql.mjs'] : []), ...script],
      env: { ...db.forProcess(name, { last }), ...env, PORT: String(port), BASELINE_PORT: String(port), ...(pglite ? { BENCH_SQL_PORT: String(sqlPort) } : {}) },
      logFile: join(tmp, `${name}.log`),
      healthUrl: `http://127.0.0.1:${port}${health}`,
      cleanups,
    });
    const origin = `http://127.0.0.1:${port}`;
    dbAt.set(origin, pglite ? sqlPortQueryable(sqlPort) : runnerDb);
    log(`${name} on ${origin}`);
    return { ...started, origin };
  };
  const appEnv = {
    NODE_ENV: 'production',
    SEED_ON_START: 'false',
    JWT_SECRET: jwtSecret,
    // The built web app: the `pages` path measures its server-rendered pages (the web section measures
    // what browsers download and Lighthouse, on a server of its own).
    WEB_DIST: join(ROOT, 'web/dist'),
    MAIL_WORKER: 'false',
    // Every booking request, reservation and enquiry of the load comes from 127.0.0.1, to few addresses.
    ENQUIRY_RATE_LIMIT: '1000000000',
    ENQUIRY_RATE_LIMIT_PER_RECIPIENT: '1000000000',
    BOOKING_RATE_LIMIT: '1000000000',
    BOOKING_RATE_LIMIT_PER_RECIPIENT: '1000000000',
    RESERVATION_RATE_LIMIT: '1000000000',
    RESERVATION_RATE_LIMIT_PER_RECIPIENT: '1000000000',
    UPLOADS_DIR: join(tmp, 'uploads'),
  };
  // One after the other: on 2 CPUs, parallel start-ups only slow each other down.
  const app = await start('app', ['server/dist/main.js'], { ...appEnv, RESPONSE_CACHE: 'on' }, '/api/health');
  const appUncached = await start('app-uncached', ['server/dist/main.js'], { ...appEnv, RESPONSE_CACHE: 'off' }, '/api/health');
  const tsx = import.meta.resolve('tsx');
  const baseline = await start('baseline', ['--import', tsx, 'bench/baseline/server.ts'], {}, '/health', true);
  return { app, appUncached, baseline, dbAt };
}

const LOGIN = `mutation BenchLogin($input: LoginInput!) { login(input: $input) { token } }`;

async function login(origin: string, username: string): Promise<string> {
  const data = await graphql<{ login: { token: string } }>(origin, LOGIN, { input: { username, password: BENCH_PASSWORD } });
  return data.login.token;
}

// ---------------------------------------------------------------------------------------------

type SectionFn = (options: SectionOptions) => Promise<SectionResult>;

/** The sections not timed under load. Imported when they run: Lighthouse is a heavy module. */
const SECTIONS: { key: 'web' | 'startup'; title: string; skip: boolean; load(): Promise<SectionFn> }[] = [
  { key: 'web', title: 'Web: bundles and Lighthouse', skip: flags['skip-web'], load: async () => (await import('./web/index.js')).runWebBench },
  { key: 'startup', title: 'Start-up', skip: flags['skip-startup'], load: async () => (await import('./startup.js')).measureStartup },
];

async function runSections(): Promise<SectionReport[]> {
  const reports: SectionReport[] = [];
  const options: SectionOptions = { root: ROOT, scale, chromium: process.env.CHROMIUM_PATH || '/usr/bin/chromium', log };
  for (const s of SECTIONS) {
    if (only && !only.has(s.key)) continue;
    if (s.skip) {
      log(`Section ${s.key}: skipped (--skip-${s.key})`);
      continue;
    }
    log(`Section ${s.key} ...`);
    try {
      const result = await (await s.load())(options);
      reports.push({ title: result.title, result });
      log(`  ${result.targets.map((t) => `${t.description}: ${t.measured} (${t.met ? 'met' : 'missed'})`).join('; ') || 'done'}`);
      for (const check of result.checks ?? []) log(`  ${check.passed ? 'passed' : 'FAILED'}: ${check.name}${check.passed ? '' : `: ${check.detail}`}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      reports.push({ title: s.title, error: message });
      log(`  FAILED: ${message}`);
    }
  }
  return reports;
}

/** The uploads section (bench/uploads.ts): needs the app running, so it runs before the servers stop. */
async function runUploads(ctx: BenchContext): Promise<SectionReport> {
  const title = 'Uploads: 24 large photos at once, reads meanwhile';
  log('Section uploads ...');
  try {
    const result = await (await import('./uploads.js')).runUploadsSection(ctx);
    for (const t of result.targets) log(`  ${t.description}: ${t.measured} (${t.met ? 'met' : 'missed'})`);
    for (const check of result.checks ?? []) log(`  ${check.passed ? 'passed' : 'FAILED'}: ${check.name}${check.passed ? '' : `: ${check.detail}`}`);
    return { title: result.title, result };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`  FAILED: ${message}`);
    return { title, error: message };
  }
}

async function main(): Promise<boolean> {
  const unknown = only ? [...only].filter((k) => k !== 'uploads' && !SECTIONS.some((s) => s.key === k) && !PATHS.some((p) => p.key === k)) : [];
  if (unknown.length) throw new Error(`--only: no hot path ${unknown.join(', ')} (known: ${PATHS.map((p) => p.key).join(', ')}, uploads, web, startup).`);
  const paths = PATHS.filter((p) => !only || only.has(p.key));

  const engine = serverUrl ? 'postgres' : 'pglite';
  log(
    `Benchmark on ${engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}, scale ${scale}: ${settings.packages.toLocaleString('en-ZA')} packages, ` +
      `${settings.hotels.toLocaleString('en-ZA')} hotels, ${settings.bookings.toLocaleString('en-ZA')} package bookings and as many enquiries, ` +
      `${settings.users.toLocaleString('en-ZA')} users; ${settings.warmup} s warm-up + ${settings.duration} s per variant; paths: ${paths.map((p) => p.key).join(', ') || 'none'}`,
  );
  const machineInfo = machine();
  if (machineInfo.loadAverageAtStart[0]! > machineInfo.cpus) {
    log(`Note: the machine is busy (load average ${machineInfo.loadAverageAtStart[0]} on ${machineInfo.cpus} CPUs): expect noisy numbers.`);
  }
  if (!flags['skip-build']) build();

  const tmp = mkdtempSync(join(os.tmpdir(), 'travel-bench-'));
  cleanups.add(() => {
    if (flags.keep) log(`Kept ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
  });

  const db = await createBenchDatabase({ serverUrl, tmp, keep: flags.keep, cleanups, log });
  const today = todayInSouthAfrica();
  const loader = await connect(db.target);
  let loaded: Loaded;
  let data: Record<string, number>;
  try {
    loaded = await load(loader, today);
    data = await countTables(loader);
  } finally {
    await loader.close();
  }

  // The runner's own view of the data (sampling ids; counting rows on PostgreSQL).
  const runnerDb = await connect(db.engine === 'pglite' ? { dataDir: db.forProcess('runner').DATA_DIR! } : db.target);
  cleanups.add(() => runnerDb.close());
  const servers = await startServers(db, tmp, runnerDb);

  const accounts = loaded.accounts;
  const tokens = {
    agencyAdmin: await login(servers.app.origin, accounts.agencyAdmin),
    staff: await login(servers.app.origin, accounts.staff),
    hotelManager: await login(servers.app.origin, accounts.hotelManager),
    customer: await login(servers.app.origin, accounts.customers[0] ?? ''),
  };
  log('Logged in the bench accounts through GraphQL login');

  const ctx: BenchContext = {
    engine: db.engine,
    scale,
    seed: settings.seed,
    app: servers.app.origin,
    appUncached: servers.appUncached.origin,
    baseline: servers.baseline.origin,
    db: runnerDb,
    accounts,
    tokens,
    data,
    log,
    dbAt: (origin) => servers.dbAt.get(origin) ?? runnerDb,
  };

  const pathReports: PathReport[] = [];
  for (const path of paths) {
    log(`== ${path.title} (${path.key})`);
    const report: PathReport = { key: path.key, title: path.title, results: [], targets: [] };
    pathReports.push(report);
    try {
      report.check = await path.check(ctx);
      log(`  check: ${report.check}`);
      const variants = await path.variants(ctx);
      const logResult = (r: VariantResult) => {
        const failed = failures(r);
        log(`  ${r.label}: ${r.requestsPerSecond} req/s, p50 ${r.latencyMs.p50} ms, p95 ${r.latencyMs.p95} ms, p99 ${r.latencyMs.p99} ms` + (failed ? ` FAILED: ${failed}` : ''));
      };
      if (path.inTurns) {
        for (const variant of variants.filter((v) => v.measuredFirst)) {
          const r = await runLoad(path.key, variant, settings);
          report.results.push(r);
          logResult(r);
        }
        const turns = settings.duration >= MIN_SECONDS_PER_TURN * TURNS ? TURNS : 1;
        for (const r of await runLoadInTurns(path.key, variants.filter((v) => !v.measuredFirst), settings, turns)) {
          report.results.push(r);
          logResult(r);
        }
      } else {
        for (const variant of variants) {
          const r = await runLoad(path.key, variant, settings);
          report.results.push(r);
          logResult(r);
        }
      }
      if (path.verify) {
        report.verify = await path.verify(ctx, report.results);
        log(`  verify: ${report.verify}`);
      }
      report.error = loadFailures(report.results);
    } catch (error) {
      report.error = error instanceof Error ? error.message : String(error);
      log(`  FAILED: ${report.error}`);
    }
    for (const target of path.targets ?? []) {
      if (!report.results.length) continue;
      try {
        report.targets.push({ description: target.description, ...target.evaluate(report.results) });
      } catch (error) {
        // A target that cannot be judged (a variant missing after a failure) is reported as missed, not fatal.
        report.targets.push({ description: target.description, met: false, measured: `not measured: ${error instanceof Error ? error.message : String(error)}` });
      }
    }
  }

  // After the hot paths (its uploads and their CPU must not disturb their figures), on the running app.
  const live: SectionReport[] = [];
  if (flags['skip-uploads']) log('Section uploads: skipped (--skip-uploads)');
  else if (!only || only.has('uploads')) live.push(await runUploads(ctx));

  // The load is over: stop the servers before the sections (Lighthouse and start-up want the CPUs).
  for (const s of [servers.app, servers.appUncached, servers.baseline]) await s.stop();
  const sections = [...live, ...(await runSections())];

  const report: Report = {
    benchmark: 'npm run bench',
    date: new Date().toISOString(),
    commit: gitCommit(),
    engine: db.engine,
    engineVersion: loaded.engineVersion,
    scale,
    settings: { ...settings, only: only ? [...only] : undefined },
    machine: { ...machineInfo, loadAverageAtEnd: os.loadavg().map((n) => Math.round(n * 100) / 100) },
    data,
    timings: loaded.timings,
    paths: pathReports,
    sections,
  };
  const files = writeReport(report);
  console.log(`\n${renderMarkdown(report)}`);
  log(`Written ${files.json.slice(ROOT.length)} and ${files.markdown.slice(ROOT.length)}`);
  for (const p of pathReports) outcomes.push({ name: p.key, ...(p.error ? { failure: p.error } : {}) });
  for (const s of sections) {
    outcomes.push({ name: s.title, ...(s.error ? { failure: s.error } : {}) });
    // Each check (Lighthouse accessibility 100 on a page...) is a test of its own for CI's summary.
    for (const check of s.result?.checks ?? []) outcomes.push({ name: check.name, ...(check.passed ? {} : { failure: check.detail }) });
  }
  const failedPaths = pathReports.filter((p) => p.error);
  const failedSections = sections.filter((s) => s.error);
  const failedChecks = sections.flatMap((s) => (s.result?.checks ?? []).filter((c) => !c.passed));
  if (failedPaths.length || failedSections.length || failedChecks.length) {
    console.error(`\nFailed: ${[...failedPaths.map((p) => p.key), ...failedSections.map((s) => s.title), ...failedChecks.map((c) => c.name)].join(', ')}`);
    for (const c of failedChecks) console.error(`- ${c.name}: ${c.detail}`);
    return false;
  }
  return true;
}

/** One line per hot path, section and section check for --ci-report: passed, or failed with why. */
const outcomes: { name: string; failure?: string }[] = [];

/** Jest's JSON shape (what .ci/summarize.mjs reads): timings never fail a test, broken answers and failed checks do. */
function writeCiReport(file: string): void {
  const failed = outcomes.filter((o) => o.failure);
  const report = {
    numPassedTests: outcomes.length - failed.length,
    numFailedTests: failed.length,
    numPendingTests: 0,
    numTodoTests: 0,
    success: failed.length === 0 && outcomes.length > 0,
    testResults: [
      {
        name: 'bench/run.ts',
        status: failed.length ? 'failed' : 'passed',
        message: failed.map((o) => `${o.name}: ${o.failure}`).join('\n'),
        assertionResults: outcomes.map((o) => ({
          title: o.name,
          fullName: `npm run bench --scale ${scale} > ${o.name}`,
          status: o.failure ? 'failed' : 'passed',
          failureMessages: o.failure ? [o.failure] : [],
        })),
      },
    ],
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(`\nBenchmark failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
  outcomes.push({ name: 'setup (build, data, servers, logins)', failure: error instanceof Error ? error.message.split('\n')[0]! : String(error) });
} finally {
  await cleanups.run();
}
if (flags['ci-report']) writeCiReport(flags['ci-report']);
process.exitCode = ok ? 0 : 1;
// Keep-alive sockets and timers of the servers' clients must not hold the process open.
if (!ok) setTimeout(() => process.exit(1), 2_000).unref();
