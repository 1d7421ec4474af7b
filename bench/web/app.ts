/**
 * The app the web section measures: the production build (`node server/dist/main.js` serving
 * web/dist), on a throw-away in-memory database seeded with the demo catalogue, so every page has
 * the real demo content and photos. Started and stopped by the section itself, independent of the
 * runner's benchmark database (whose generated packages have no photos).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface WebApp {
  origin: string;
  /** Where the app's output went (kept when the start fails, for the message). */
  logFile: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the built app; resolves once /api/health answers. Throws (after stopping it) otherwise. */
export async function startWebApp(root: string, webDist: string, log: (message: string) => void): Promise<WebApp> {
  const main = join(root, 'server/dist/main.js');
  const webIndex = join(webDist, 'index.html');
  if (!existsSync(main) || !existsSync(webIndex)) {
    throw new Error('The web section measures the production build: run `npm run build` first (server/dist and web/dist).');
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logFile = join(mkdtempSync(join(tmpdir(), 'bench-web-')), 'app.log');
  const out = createWriteStream(logFile);
  const child = spawn(process.execPath, [main], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      // Embedded and in memory: the demo seed (packages with photos, hotels) on every start, nothing left
      // behind. WEB_BENCH_DATABASE_URL: an empty scratch PostgreSQL database instead (issue 15 measures
      // Lighthouse on PostgreSQL), seeded on start.
      DATABASE_URL: process.env.WEB_BENCH_DATABASE_URL ?? '',
      // The demo accounts too (the admin dashboard's bundle is measured signed in): a production server on
      // PostgreSQL creates them only when asked.
      SEED_DEMO_USERS: 'true',
      DATA_DIR: 'memory://',
      SEED_ON_START: 'true',
      WEB_DIST: webDist,
      JWT_SECRET: 'bench-web-only-secret-not-for-production-0123456789',
      MAIL_WORKER: 'false',
      // The address the pages' canonical links and sitemap name, as a deployment configures it: the
      // server never takes it from a request's Host (issue 39), and Lighthouse checks it is this page's.
      PUBLIC_SITE_URL: origin,
    },
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const stop = async () => {
    await stopChild(child);
    out.end();
  };

  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) {
        log(`web: app on ${origin} (log ${logFile})`);
        return { origin, logFile, stop };
      }
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`The app did not become healthy on ${origin}; see ${logFile}`);
}

async function graphql<T>(origin: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!response.ok || !body.data) throw new Error(`GraphQL ${response.status}: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The pages measured, with real ids from the demo seed. */
export interface WebRoute {
  key: string;
  label: string;
  /** Path and query, relative to the origin. */
  path: string;
  /** Needs the demo agency admin's session (the admin portal). */
  admin?: boolean;
  /** One of the five pages Lighthouse scores. */
  lighthouse?: boolean;
}

export async function demoRoutes(origin: string): Promise<WebRoute[]> {
  const { packages } = await graphql<{ packages: { id: string }[] }>(origin, '{ packages(featured: true, limit: 1) { id } }');
  const packageId = packages[0]?.id;
  if (!packageId) throw new Error('The demo seed has no featured package');

  // A month out, 7 nights: the stay search the Stays tab sends by default for a city of the demo seed.
  const checkIn = new Date(Date.now() + 30 * 86_400_000);
  const checkOut = new Date(checkIn.getTime() + 7 * 86_400_000);
  const stay = { destination: 'Cape Town', checkIn: isoDate(checkIn), checkOut: isoDate(checkOut), adults: 2, children: 0, rooms: 1 };
  const { staySearch } = await graphql<{ staySearch: { items: { hotel: { id: string } }[] } }>(
    origin,
    'query ($input: StaySearchInput!) { staySearch(input: $input) { items { hotel { id } } } }',
    { input: { ...stay, maxPrice: 100_000 } },
  );
  const hotelId = staySearch.items[0]?.hotel.id;
  if (!hotelId) throw new Error('The demo seed has no hotel free in Cape Town a month from now');
  const query = new URLSearchParams(Object.entries(stay).map(([k, v]) => [k, String(v)])).toString();

  return [
    { key: 'home', label: 'Home `/`', path: '/', lighthouse: true },
    // A country-wide search (issue 15): the longest result list of the demo data.
    { key: 'search', label: 'Search results', path: '/SearchResultsList?destination=South%20Africa', lighthouse: true },
    { key: 'package', label: 'Package detail', path: `/Details/${packageId}`, lighthouse: true },
    { key: 'hotels', label: 'Hotel list `/hotels`', path: '/hotels', lighthouse: true },
    { key: 'hotel', label: 'Hotel page', path: `/hotels/${hotelId}?${query}`, lighthouse: true },
    { key: 'login', label: 'Login', path: '/login' },
    { key: 'admin', label: 'Admin dashboard (signed in)', path: '/dashboard', admin: true },
  ];
}
