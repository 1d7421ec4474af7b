/**
 * `npm run bench:topology`: how throughput scales from one app process to two. Starts the topology of
 * CI's topology test (server/test/topology: a scratch database on DATABASE_URL's server seeded with the
 * demo catalogue, Redis, two app processes, nginx with deploy/nginx/proxy.conf), then loads each workload
 * once against ONE process directly and once through nginx spread over BOTH, and prints the ratio.
 * Response cache off, so reads reach PostgreSQL (with it on, a catalog read is a Redis lookup and the
 * figure says little about the app). Needs DATABASE_URL, redis-server and nginx (Debian's packages).
 *
 * Two processes can only beat one when there are spare cores: on a 2-core machine the second process
 * competes with PostgreSQL, nginx, Redis and the load generator itself. The report prints the cores.
 *
 *   node --import tsx bench/topology.ts [--duration 10] [--connections 20]
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { restRequest } from './lib/http.js';
import { runLoad, round } from './lib/load.js';
import { ROOT } from './lib/processes.js';
import type { Variant, VariantResult } from './lib/types.js';
import { startTopology } from '../server/test/topology/support/topology.js';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '20' },
  },
});
const settings = { duration: Number(flags.duration), warmup: Number(flags.warmup), connections: Number(flags.connections) };

interface Workload {
  key: string;
  label: string;
  requests(origin: string, packageId: string, departure: string, returning: string): Variant['requests'];
}

const WORKLOADS: Workload[] = [
  {
    key: 'package-list',
    label: 'GET /api/packages?limit=20 (catalog read, PostgreSQL)',
    requests: () => [restRequest('GET', '/api/packages?limit=20')],
  },
  {
    key: 'booking-request',
    label: 'POST /api/bookings (package booking request: a row, its audit entry and 2 queued mails)',
    requests: (_origin, packageId, departureDate, returnDate) => [
      restRequest('POST', '/api/bookings', {
        packageId,
        fullName: 'Bench Visitor',
        email: 'bench@example.co.za',
        phone: '+27 82 555 0155',
        guests: 1,
        departureDate,
        returnDate,
      }),
    ],
  },
];

const loadBefore = os.loadavg()[0]!;
const topology = await startTopology({ seed: true, env: { RESPONSE_CACHE: 'off', LOG_LEVEL: 'warn', MAIL_WORKER: 'false', ENQUIRY_RATE_LIMIT: '1000000', ENQUIRY_RATE_LIMIT_PER_RECIPIENT: '1000000', BOOKING_RATE_LIMIT: '1000000', BOOKING_RATE_LIMIT_PER_RECIPIENT: '1000000', RESERVATION_RATE_LIMIT: '1000000', RESERVATION_RATE_LIMIT_PER_RECIPIENT: '1000000' } });
const rows: { workload: string; one: VariantResult; two: VariantResult }[] = [];
try {
  const packages = (await (await fetch(`${topology.url}/api/packages?limit=100`)).json()) as { _id: string; fromDate?: string | null; toDate?: string | null }[];
  // A trip inside a package's travel window, starting two days from now (clear of South Africa's
  // date being a day ahead of UTC late at night): the server refuses dates outside the window.
  const soonest = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const pkg = packages.find((p) => p.fromDate && p.toDate && p.toDate > soonest && p.toDate > p.fromDate);
  if (!pkg?.fromDate || !pkg.toDate) throw new Error('The seeded catalogue has no package with travel dates ahead.');
  const departure = pkg.fromDate > soonest ? pkg.fromDate : soonest;
  const returning = pkg.toDate;
  for (const workload of WORKLOADS) {
    const variant = (target: string, origin: string): Variant => ({
      target,
      label: target,
      origin,
      requests: workload.requests(origin, pkg._id, departure, returning),
    });
    const one = await runLoad(workload.key, variant('1 process', topology.apps[0].url), settings);
    const two = await runLoad(workload.key, variant('2 processes via nginx', topology.url), settings);
    for (const r of [one, two]) {
      if (r.non2xx + r.errors + r.timeouts > 0) throw new Error(`${workload.key} / ${r.target}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
    }
    rows.push({ workload: workload.label, one, two });
  }
} finally {
  await topology.stop();
}

const cores = os.cpus().length;
const lines = [
  `# Throughput from one app process to two (${new Date().toISOString().slice(0, 10)})`,
  '',
  `${cores} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load average ${loadBefore.toFixed(1)} before the run; ` +
    `PostgreSQL, Redis, nginx, both app processes and autocannon on the same machine; ${settings.connections} connections, ` +
    `${settings.duration} s measured after ${settings.warmup} s warm-up, response cache off.`,
  '',
  '| workload | 1 process req/s | p99 ms | 2 processes (nginx) req/s | p99 ms | ratio |',
  '|---|---:|---:|---:|---:|---:|',
  ...rows.map(
    ({ workload, one, two }) =>
      `| ${workload} | ${one.requestsPerSecond} | ${one.latencyMs.p99} | ${two.requestsPerSecond} | ${two.latencyMs.p99} | ${round(two.requestsPerSecond / one.requestsPerSecond, 2)}× |`,
  ),
];
console.log(lines.join('\n'));
const out = join(ROOT, 'bench', 'results', 'topology.md');
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`\nwritten to ${out}`);
