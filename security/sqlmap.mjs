#!/usr/bin/env node
/**
 * `npm run security:sqlmap`: points sqlmap (Debian's package) at every place where a caller's text
 * reaches SQL — package search (REST and GraphQL), stay search, sign-in (REST and GraphQL) and the
 * REST writes (booking request, contact message, hotel update as the agency admin) — and fails when
 * sqlmap finds any parameter injectable.
 *
 *   npm run security:sqlmap                      # embedded database (PGlite) in a throw-away folder
 *   DATABASE_URL=postgres://... npm run security:sqlmap   # a scratch database on that server, dropped after
 *   SQLMAP_LEVEL=3 SQLMAP_RISK=2 npm run security:sqlmap  # deeper (much slower) than the default 2 / 1
 *   SQLMAP_ONLY=booking npm run security:sqlmap           # the targets whose name contains this
 *   SQLMAP_DRY_RUN=1 npm run security:sqlmap              # only check that each target's request is accepted
 *
 * Steps: installs sqlmap with apt-get when missing (as root), brings the build up to date
 * (scripts/build-if-stale.mjs, the server only), starts the built server on its own port with the demo data and the
 * rate limits raised out of sqlmap's way, signs in as the demo admin, runs sqlmap once per target and
 * writes security/results/sqlmap-<engine>.md. The server, the database and sqlmap's files go at the end.
 *
 * Plain JavaScript on purpose, like scripts/: it runs before anything is compiled (it builds first).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, URL } from 'node:url';

/* global fetch -- Node's own (18+), which has no module to import it from */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Level 2 tries more boundaries and payloads per parameter than sqlmap's default (and the Cookie
// header); risk 1 keeps to payloads that cannot damage data, time-based (pg_sleep) ones included.
// Chosen so the whole run takes minutes on a 2-CPU machine; deeper runs (level 3 adds User-Agent and
// Referer, risk 2 heavy time-based queries) are one environment variable away. Risk 3 (OR-based
// payloads) is best left out: on an UPDATE it rewrites every row.
const LEVEL = Number(process.env.SQLMAP_LEVEL ?? 2);
const RISK = Number(process.env.SQLMAP_RISK ?? 1);
const DEMO_ADMIN = { username: 'admin', password: 'Password123!' };
// A stuck sqlmap run (a time-based test against a very slow machine) must not hang CI forever.
const TARGET_TIMEOUT_MS = 20 * 60_000;

const started = Date.now();
const cleanups = [];
// Ctrl-C or a CI timeout: stop the server and drop the database on the way out too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
    process.exit(1);
  });
}
let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`security:sqlmap failed: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`cleanup: ${String(error)}`);
    }
  }
}
process.exit(exitCode);

async function main() {
  const sqlmapVersion = ensureSqlmap();
  console.log(`sqlmap ${sqlmapVersion}, level ${LEVEL}, risk ${RISK}`);

  const build = spawnSync(process.execPath, [join(root, 'scripts/build-if-stale.mjs'), 'server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');

  const engine = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
  const database = engine === 'postgresql' ? await scratchDatabase(process.env.DATABASE_URL) : embeddedDatabase();
  cleanups.push(database.drop);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  await startServer(port, database.env);
  console.log(`server up at ${base} on ${engine}`);

  const token = await signIn(base);
  const packageId = (await getJson(`${base}/api/packages?limit=1`))[0]?._id;
  const hotel = (await getJson(`${base}/api/hotels`))[0];
  if (!packageId || !hotel) throw new Error('the demo data has no package or no hotel');

  const work = mkdtempSync(join(tmpdir(), 'sqlmap-run-'));
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));

  const results = [];
  const only = process.env.SQLMAP_ONLY?.toLowerCase();
  for (const target of targets(base, { token, packageId, hotel }).filter((t) => !only || t.name.toLowerCase().includes(only))) {
    console.log(`\n==> ${target.name}`);
    // sqlmap compares answers to the one of the untouched request: if that one is refused (a 400 from
    // validation), every payload is refused the same way and "not injectable" would prove nothing.
    const refused = await preflight(target);
    if (refused) {
      console.error(`${target.name}: the untouched request is refused: ${refused}`);
      results.push({ name: target.name, request: target.request, marked: markedFields(target.args), parameters: [], verdict: 'ERROR', seconds: 0 });
      continue;
    }
    if (process.env.SQLMAP_DRY_RUN) {
      results.push({ name: target.name, verdict: 'accepted' });
      continue;
    }
    results.push(await runSqlmap(target, join(work, String(results.length))));
    const last = results.at(-1);
    console.log(`<== ${target.name}: ${last.verdict} (${last.parameters.length} parameters, ${last.seconds}s)`);
  }

  if (results.length === 0) throw new Error('no target matches SQLMAP_ONLY');
  if (process.env.SQLMAP_DRY_RUN) return results.some((r) => r.verdict === 'ERROR') ? 1 : 0;
  const file = join(root, 'security', 'results', `sqlmap-${engine}.md`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, report({ engine, sqlmapVersion, results, seconds: Math.round((Date.now() - started) / 1000) }));
  console.log(`\nWrote ${file}`);

  const injectable = results.filter((r) => r.verdict === 'INJECTABLE');
  const broken = results.filter((r) => r.verdict === 'ERROR');
  if (injectable.length > 0) console.error(`INJECTABLE: ${injectable.map((r) => r.name).join(', ')}`);
  if (broken.length > 0) console.error(`sqlmap did not finish: ${broken.map((r) => r.name).join(', ')}`);
  if (injectable.length === 0 && broken.length === 0) console.log('No parameter injectable.');
  return injectable.length === 0 && broken.length === 0 ? 0 : 1;
}

/** sqlmap's version, installing Debian's package first when it is missing. */
function ensureSqlmap() {
  const version = () => spawnSync('sqlmap', ['--version'], { encoding: 'utf8' });
  let probe = version();
  if (probe.error) {
    if (process.getuid?.() !== 0) throw new Error('sqlmap is not installed: run `apt-get install -y sqlmap` as root');
    console.log('Installing sqlmap (apt-get)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    let install = spawnSync('apt-get', ['install', '-y', 'sqlmap'], { stdio: 'inherit', env });
    if (install.status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
      install = spawnSync('apt-get', ['install', '-y', 'sqlmap'], { stdio: 'inherit', env });
    }
    if (install.status !== 0) throw new Error('apt-get install sqlmap failed');
    probe = version();
  }
  return /\d+\.\d+(\.\d+)*/.exec(probe.stdout)?.[0] ?? probe.stdout.trim();
}

function embeddedDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'sqlmap-db-'));
  return { env: { DATA_DIR: join(dir, 'pglite') }, drop: () => rmSync(dir, { recursive: true, force: true }) };
}

async function scratchDatabase(serverUrl) {
  const { default: pg } = await import('pg');
  const name = `sqlmap_${randomBytes(6).toString('hex')}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => run(`drop database if exists ${name}`) };
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The built server on its own port; stopped (SIGTERM, then SIGKILL) at the end. */
async function startServer(port, databaseEnv) {
  const env = {
    ...process.env,
    DATABASE_URL: '',
    ...databaseEnv,
    NODE_ENV: 'production',
    PORT: String(port),
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_ON_START: 'true',
    SEED_DEMO_USERS: 'true',
    WEB_DIST: '',
    MAIL_WORKER: 'false',
    // sqlmap sends thousands of requests: the throttles would answer 429 and hide the code behind them.
    ENQUIRY_RATE_LIMIT: '1000000',
    LOGIN_MAX_FAILURES_PER_USERNAME: '1000000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
    // Every payload must reach the database, not a cached answer.
    RESPONSE_CACHE: 'off',
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, [join(root, 'server/dist/main.js')], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  let exited = false;
  child.once('exit', () => (exited = true));
  cleanups.push(async () => {
    if (exited) return;
    child.kill('SIGTERM');
    for (let i = 0; i < 100 && !exited; i++) await sleep(100);
    if (!exited) child.kill('SIGKILL');
  });
  // Seeding the demo data on a fresh database takes a while on a slow machine.
  for (let waited = 0; waited < 300_000; waited += 500) {
    if (exited) throw new Error('the server exited during start-up');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error('the server did not become ready within 5 minutes');
}

async function getJson(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function signIn(base) {
  const body = await getJson(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (typeof body.token !== 'string') throw new Error('the demo admin could not sign in');
  return body.token;
}

function isoDays(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * What sqlmap attacks. In JSON bodies a `*` marks each value tested (sqlmap's custom injection
 * marker); only string values are marked: a GraphQL Int or Float variable that receives text is
 * refused by GraphQL's own coercion before any resolver runs. GET targets test every query parameter.
 */
function targets(base, { token, packageId, hotel }) {
  const json = (value) => JSON.stringify(value);
  const graphql = (query, variables) => json({ query, variables });
  const bearer = [`Authorization: Bearer ${token}`];
  // Every field HotelInput requires, the hotel's own values where the list shows them.
  const hotelId = hotel._id;
  const hotelBody = {
    name: `${hotel.name}*`,
    type: `${hotel.type ?? 'Hotel'}*`,
    address: `${hotel.address ?? '1 Long Street'}*`,
    country: 'South Africa*',
    city: `${hotel.city ?? 'Cape Town'}*`,
    postalCode: '8001*',
    email: 'stay@example.co.za*',
    phone: '+27 21 555 0100*',
    photos: [],
    description: `${hotel.description ?? hotel.desc ?? 'A quiet hotel.'}*`,
    rating: 4,
  };
  return [
    {
      name: 'Package list (REST)',
      request: 'GET /api/packages',
      args: ['-u', `${base}/api/packages?type=Adventure&departingFrom=${isoDays(30)}&departingTo=${isoDays(400)}&limit=5`],
    },
    {
      name: 'Package search (REST)',
      request: 'GET /api/packages/getSearchedPackages',
      args: ['-u', `${base}/api/packages/getSearchedPackages?destination=cape&date=${isoDays(30)}&maxPrice=0&type=Adventure&page=1&limit=5`],
    },
    {
      name: 'Package search (GraphQL searchPackages)',
      request: 'POST /graphql searchPackages',
      args: [
        '-u', `${base}/graphql`,
        '--data', graphql(
          'query Search($destination: String, $date: LocalDate, $type: PackageType) { searchPackages(destination: $destination, date: $date, type: $type) { pagination { totalItems } data { id title } } }',
          { destination: 'cape*', date: `${isoDays(30)}*`, type: 'Adventure*' },
        ),
      ],
    },
    {
      name: 'Stay search (GraphQL staySearch)',
      request: 'POST /graphql staySearch',
      args: [
        '-u', `${base}/graphql`,
        '--data', graphql(
          'query Stays($input: StaySearchInput!) { staySearch(input: $input) { total items { cheapestNightly cheapestRoomTypeId } } }',
          { input: { destination: 'cape*', checkIn: `${isoDays(20)}*`, checkOut: `${isoDays(23)}*`, adults: 2 } },
        ),
      ],
    },
    {
      name: 'Sign-in (REST)',
      request: 'POST /api/auth/login',
      // A wrong password answers 401: part of the answers compared, not a reason to stop.
      args: ['-u', `${base}/api/auth/login`, '--data', json({ username: 'admin*', password: 'Password123!*' }), '--ignore-code=401'],
    },
    {
      name: 'Sign-in (GraphQL login)',
      request: 'POST /graphql login',
      args: [
        '-u', `${base}/graphql`,
        '--data', graphql('mutation SignIn($input: LoginInput!) { login(input: $input) { token } }', {
          input: { username: 'admin*', password: 'Password123!*' },
        }),
      ],
    },
    {
      name: 'Booking request (REST)',
      request: 'POST /api/bookings',
      args: [
        '-u', `${base}/api/bookings`,
        '--data', json({
          packageId: `${packageId}*`,
          fullName: 'Thandi Mokoena*',
          email: 'thandi@example.co.za*',
          phone: '+27 82 555 0123*',
          guests: 2,
          departureDate: `${isoDays(30)}*`,
          returnDate: `${isoDays(35)}*`,
          specialRequests: 'Vegetarian meals*',
        }),
      ],
    },
    {
      name: 'Contact message (REST)',
      request: 'POST /api/enquiries/contact',
      args: [
        '-u', `${base}/api/enquiries/contact`,
        '--data', json({ firstName: 'Thandi*', lastName: 'Mokoena*', email: 'thandi@example.co.za*', message: 'Do you arrange visas?*' }),
      ],
    },
    {
      name: 'Hotel update as agency admin (REST)',
      request: 'PUT /api/hotels/:id',
      args: ['-u', `${base}/api/hotels/${hotelId}`, '--method', 'PUT', '--data', json(hotelBody), ...bearer.flatMap((h) => ['-H', h])],
    },
    {
      // Its own run: with markers in the body too, sqlmap tests only the body's.
      name: 'Hotel update as agency admin, the id in the path (REST)',
      request: 'PUT /api/hotels/:id',
      args: [
        '-u', `${base}/api/hotels/${hotelId}*`,
        '--method', 'PUT',
        '--data', json(Object.fromEntries(Object.entries(hotelBody).map(([k, v]) => [k, typeof v === 'string' ? v.replace(/\*$/, '') : v]))),
        ...bearer.flatMap((h) => ['-H', h]),
      ],
    },
  ];
}

/** The target's request without its markers, as sqlmap first sends it; answers why it is refused, if it is. */
async function preflight(target) {
  const option = (name) => {
    const at = target.args.indexOf(name);
    return at === -1 ? undefined : target.args[at + 1];
  };
  const unmark = (text) => text?.replace(/\*(?=")/g, '').replace(/\*$/, '');
  const headers = { 'content-type': 'application/json' };
  for (let i = 0; i < target.args.length; i++) {
    if (target.args[i] === '-H') {
      const [name, ...value] = target.args[i + 1].split(':');
      headers[name.trim()] = value.join(':').trim();
    }
  }
  const data = unmark(option('--data'));
  const method = option('--method') ?? (data === undefined ? 'GET' : 'POST');
  const res = await fetch(unmark(option('-u')), { method, headers, body: data });
  const body = await res.text();
  if (!res.ok) return `${res.status} ${body.slice(0, 300)}`;
  if (body.includes('"errors"')) return `GraphQL errors: ${body.slice(0, 300)}`;
  return undefined;
}

/** One sqlmap run: which parameters it tested, whether any is injectable, how long it took. */
async function runSqlmap(target, outputDir) {
  const args = [
    ...target.args,
    '--batch',
    '--flush-session',
    '--dbms=PostgreSQL',
    `--level=${LEVEL}`,
    `--risk=${RISK}`,
    '--threads=4',
    '--disable-coloring',
    `--output-dir=${outputDir}`,
    '-H', 'Content-Type: application/json',
  ];
  const begin = Date.now();
  const { output, code } = await new Promise((resolve) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => (text += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), TARGET_TIMEOUT_MS);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ output: text, code: status });
    });
  });
  const seconds = Math.round((Date.now() - begin) / 1000);
  const parameters = [...new Set([...output.matchAll(/testing if (.+? parameter '[^']+') is dynamic/g)].map((m) => m[1]))];
  // sqlmap writes the injection points it confirmed to <output>/<host>/log; a clean run leaves it empty.
  const confirmed = /identified the following injection point|\bis vulnerable\b/i.test(output) || injectionLogWritten(outputDir);
  const finished = /all tested parameters do not appear to be injectable|do not appear to be injectable/i.test(output);
  let verdict = 'not injectable';
  if (confirmed) verdict = 'INJECTABLE';
  else if (code !== 0 || !finished || parameters.length === 0) verdict = 'ERROR';
  return { name: target.name, request: target.request, marked: markedFields(target.args), parameters, verdict, seconds, code };
}

/** The names of the values carrying sqlmap's `*` marker (sqlmap itself calls them "JSON #1*"...). */
function markedFields(args) {
  const names = [];
  for (const arg of args) {
    for (const match of arg.matchAll(/"([^"]+)":"[^"]*\*"/g)) names.push(match[1]);
    if (/^http.*\*$/.test(arg)) names.push('id (in the path)');
  }
  return names;
}

function injectionLogWritten(outputDir) {
  try {
    return readdirSync(outputDir).some((host) => {
      const log = join(outputDir, host, 'log');
      try {
        return statSync(log).size > 0 && readFileSync(log, 'utf8').trim().length > 0;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

function report({ engine, sqlmapVersion, results, seconds }) {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const verdict = results.every((r) => r.verdict === 'not injectable')
    ? 'No parameter injectable.'
    : `FAILED: ${results.filter((r) => r.verdict !== 'not injectable').map((r) => `${r.name} (${r.verdict})`).join(', ')}`;
  const rows = results.map(
    (r) =>
      `| ${r.name} | \`${r.request}\` | ${r.marked.length > 0 ? `${r.marked.join(', ')}; ` : ''}sqlmap: ${r.parameters.map((p) => `\`${p}\``).join(', ') || 'none'} | ${r.verdict} | ${r.seconds} s |`,
  );
  return [
    `# sqlmap against the server on ${engine === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL'}`,
    '',
    `Written by \`npm run security:sqlmap\` (security/sqlmap.mjs); see security/README.md.`,
    '',
    `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit} (working tree as built)`,
    `- sqlmap ${sqlmapVersion} (Debian), \`--level=${LEVEL} --risk=${RISK} --dbms=PostgreSQL --batch\``,
    `- Server: the production build (NODE_ENV=production), demo data, rate limits raised, response cache off`,
    `- Duration: ${Math.floor(seconds / 60)} min ${seconds % 60} s in all`,
    `- **Verdict: ${verdict}**`,
    '',
    '| Target | Request | Parameters tested | Verdict | Duration |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
