/**
 * The `uploads` section of `npm run bench` (issue 16's "24 concurrent large uploads leave other users'
 * reads under 1 s p95"). Against the running app with its response cache off (every read reaches the
 * database), a hotel manager signs in and sends 24 simultaneous 39.6-megapixel PNGs (just under the
 * 40-megapixel limit; a PNG must be decoded whole, the costliest photo there is) while other clients read
 * the catalogue: anonymous package search and detail (GraphQL and REST), the hotel list (REST) and a
 * signed-in customer's `me` / `myBookings`. First the same reads alone, for comparison.
 *
 * Reported: the reads' p50/p95/p99/max, alone and during the uploads, with the target "reads p95 < 1 s
 * during the uploads" shown met or missed (a timing never fails the run); what each upload was answered
 * (stored, 503 busy, 429 over the account's rate, each refusal with Retry-After). Checks, which do fail
 * the run: every read answered correctly, every upload was stored or refused with Retry-After, at least
 * one was stored.
 */
import sharp from 'sharp';
import { graphqlBody } from './lib/http.js';
import { type BenchContext, type SectionCheck, type SectionResult } from './lib/types.js';

const UPLOADS = 24;
const READERS = 3;
const TARGET_P95_MS = 1_000;
/** Reads alone before the uploads: long enough for a stable median, short enough for CI. */
const IDLE_READ_MS = 3_000;
const WIDTH = 7_200;
const HEIGHT = 5_500;

const SEARCH = `query BenchUploadsSearch($maxPrice: Float!) { searchPackages(maxPrice: $maxPrice, page: 1, limit: 10) { data { id title } pagination { totalItems } } }`;
const DETAIL = `query BenchUploadsDetail($id: ID!) { package(id: $id) { id title } }`;
const MINE = `query BenchUploadsMine { me { id username } myBookings { id } }`;

interface Read {
  label: string;
  run(origin: string): Promise<void>;
}

/** A 39.6-megapixel PNG of a few hundred KB: every row the same gradient, so it compresses, but decodes whole. */
async function largePng(): Promise<Buffer> {
  const row = Buffer.alloc(WIDTH * 3);
  for (let x = 0; x < WIDTH; x++) row.set([x % 256, (x >> 3) % 256, 255 - (x % 256)], x * 3);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) row.copy(pixels, y * WIDTH * 3);
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).png({ compressionLevel: 6 }).toBuffer();
}

async function expectOk(res: Response, what: string, isRight: (body: unknown) => boolean): Promise<void> {
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${what} answered ${res.status}: ${text.slice(0, 200)}`);
  }
  if (!res.ok || !isRight(body)) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 200)}`);
}

function reads(packageIds: string[], customerToken: string): Read[] {
  let next = 0;
  const id = () => packageIds[next++ % packageIds.length]!;
  const post = (origin: string, document: string, variables: Record<string, unknown>, token?: string) =>
    fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: graphqlBody(document, variables),
      signal: AbortSignal.timeout(60_000),
    });
  const graphqlOk = (body: unknown) => !(body as { errors?: unknown }).errors && (body as { data?: unknown }).data != null;
  return [
    { label: 'GraphQL searchPackages', run: async (o) => expectOk(await post(o, SEARCH, { maxPrice: 1_000_000 }), 'searchPackages', graphqlOk) },
    { label: 'GraphQL package', run: async (o) => expectOk(await post(o, DETAIL, { id: id() }), 'package', (b) => graphqlOk(b) && (b as { data: { package: unknown } }).data.package !== null) },
    {
      label: 'REST package',
      run: async (o) => expectOk(await fetch(`${o}/api/packages/${id()}`, { signal: AbortSignal.timeout(60_000) }), 'GET /api/packages/{id}', (b) => typeof ((b as { id?: unknown; _id?: unknown }).id ?? (b as { _id?: unknown })._id) === 'string'),
    },
    { label: 'REST hotel list', run: async (o) => expectOk(await fetch(`${o}/api/hotels`, { signal: AbortSignal.timeout(60_000) }), 'GET /api/hotels', Array.isArray) },
    { label: "GraphQL customer's me + myBookings", run: async (o) => expectOk(await post(o, MINE, {}, customerToken), 'me + myBookings', graphqlOk) },
  ];
}

interface ReadStats {
  count: number;
  failures: string[];
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** READERS clients, each asking the reads round-robin, until `done()`. */
async function readWhile(origin: string, list: Read[], done: () => boolean): Promise<ReadStats> {
  const latencies: number[] = [];
  const failures: string[] = [];
  let turn = 0;
  const reader = async () => {
    while (!done()) {
      const read = list[turn++ % list.length]!;
      const started = performance.now();
      try {
        await read.run(origin);
        latencies.push(performance.now() - started);
      } catch (error) {
        failures.push(`${read.label}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: READERS }, reader));
  const sorted = latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n);
  return { count: sorted.length, failures, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? Number.NaN) };
}

interface UploadAnswer {
  status: number;
  retryAfter: string | null;
  ms: number;
  error?: string;
}

async function upload(origin: string, token: string, photo: Blob, n: number): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', photo, `bench-large-${n}.png`);
  const started = performance.now();
  try {
    const res = await fetch(`${origin}/api/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form, signal: AbortSignal.timeout(180_000) });
    await res.arrayBuffer();
    return { status: res.status, retryAfter: res.headers.get('retry-after'), ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 0, retryAfter: null, ms: Math.round(performance.now() - started), error: error instanceof Error ? error.message : String(error) };
  }
}

export async function runUploadsSection(ctx: BenchContext): Promise<SectionResult> {
  // The process whose reads are measured: response cache off, so each read is the database's work.
  const origin = ctx.appUncached;
  let t0 = performance.now();
  const photo = await largePng();
  ctx.log(`  uploads: a ${WIDTH}×${HEIGHT} PNG (${(photo.length / 1024).toFixed(0)} KB) made in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // Signed in by the runner before any load (the two apps share the JWT secret and the accounts).
  const manager = ctx.tokens.hotelManager;
  const { rows } = await ctx.db.query<{ id: string }>(`select id::text as id from packages order by md5(id::text || $1::text) limit 20`, [String(ctx.seed)]);
  if (!rows.length) throw new Error('No packages to read: is the data there?');
  const list = reads(rows.map((r) => r.id), ctx.tokens.customer);

  // The same reads alone first: what "normal" is on this machine right now.
  const idleUntil = performance.now() + IDLE_READ_MS;
  const idle = await readWhile(origin, list, () => performance.now() >= idleUntil);

  t0 = performance.now();
  let uploading = true;
  const blob = new Blob([new Uint8Array(photo)], { type: 'image/png' });
  const uploads = Promise.all(Array.from({ length: UPLOADS }, (_, i) => upload(origin, manager, blob, i))).finally(() => (uploading = false));
  const during = await readWhile(origin, list, () => !uploading);
  const answers = await uploads;
  const uploadSeconds = (performance.now() - t0) / 1000;

  const count = (status: number) => answers.filter((a) => a.status === status).length;
  const stored = count(201);
  const busy = count(503);
  const overRate = count(429);
  const refusedWithoutRetryAfter = answers.filter((a) => (a.status === 503 || a.status === 429) && !(Number(a.retryAfter) > 0));
  const unexpected = answers.filter((a) => a.status !== 201 && a.status !== 503 && a.status !== 429);
  const storedMs = answers.filter((a) => a.status === 201).map((a) => a.ms).sort((a, b) => a - b);

  const checks: SectionCheck[] = [
    {
      name: 'uploads: every read during 24 large uploads answered correctly',
      passed: during.failures.length === 0 && idle.failures.length === 0 && during.count > 0,
      detail: during.failures.length || idle.failures.length ? [...idle.failures, ...during.failures].slice(0, 3).join('; ') : `${idle.count + during.count} reads, none failed`,
    },
    {
      name: 'uploads: each large upload stored (201) or refused with Retry-After (503 busy, 429 over the rate)',
      passed: unexpected.length === 0 && refusedWithoutRetryAfter.length === 0 && stored > 0,
      detail:
        unexpected.length || refusedWithoutRetryAfter.length || !stored
          ? `${stored} stored; unexpected answers: ${unexpected.map((a) => a.error ?? a.status).join(', ') || 'none'}; refusals without Retry-After: ${refusedWithoutRetryAfter.length}`
          : `${stored} stored, ${busy} busy (503), ${overRate} over the rate (429), every refusal with Retry-After`,
    },
  ];
  const met = during.count > 0 && during.p95 < TARGET_P95_MS;
  const ms = (n: number) => (Number.isFinite(n) ? `${n} ms` : 'n/a');
  const markdown = [
    `${UPLOADS} simultaneous ${((WIDTH * HEIGHT) / 1e6).toFixed(1)}-megapixel PNG uploads (${(photo.length / 1024).toFixed(0)} KB each) by one hotel manager, ` +
      `against the app with its response cache off, while ${READERS} other clients read the catalogue (anonymous package search and detail over GraphQL and REST, ` +
      `the REST hotel list, a customer's \`me\` + \`myBookings\`). The uploads took ${uploadSeconds.toFixed(1)} s.`,
    '',
    '| Reads | count | p50 | p95 | p99 | max |',
    '|---|---:|---:|---:|---:|---:|',
    `| alone (${IDLE_READ_MS / 1000} s before) | ${idle.count} | ${ms(idle.p50)} | ${ms(idle.p95)} | ${ms(idle.p99)} | ${ms(idle.max)} |`,
    `| during the uploads | ${during.count} | ${ms(during.p50)} | ${ms(during.p95)} | ${ms(during.p99)} | ${ms(during.max)} |`,
    '',
    `Uploads: **${stored} stored** (201; ${storedMs.length ? `${ms(storedMs[0]!)}–${ms(storedMs.at(-1)!)} each` : 'none'}), **${busy} busy** (503), **${overRate} over the account's rate** (429), ` +
      `${unexpected.length} other; every refusal with Retry-After: ${refusedWithoutRetryAfter.length === 0 ? 'yes' : 'no'}.`,
    '',
    `Target: reads p95 < 1 s during the uploads: **${met ? 'met' : 'not met'}** (${ms(during.p95)}).`,
  ].join('\n');
  return {
    title: 'Uploads: 24 large photos at once, reads meanwhile',
    markdown,
    json: { uploads: UPLOADS, megapixels: (WIDTH * HEIGHT) / 1e6, photoBytes: photo.length, uploadSeconds, idle, during, answers: { stored, busy, overRate, unexpected: unexpected.length, storedMs } },
    targets: [{ description: "reads p95 < 1 s while 24 large uploads run (other users' catalogue and account reads, cache off)", met, measured: `p95 ${ms(during.p95)} (p50 ${ms(during.p50)}, p99 ${ms(during.p99)}, max ${ms(during.max)}; alone p95 ${ms(idle.p95)})` }],
    checks,
  };
}
