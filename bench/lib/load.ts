/**
 * Load for one variant: autocannon over loopback, a closed loop of `connections` that each replay the
 * variant's requests from their own starting point, an unmeasured warm-up, then `duration` seconds
 * measured. Percentiles are computed from every response's own time (autocannon's histograms round
 * to whole milliseconds and its p95 is missing), and a 200 answer that fails the variant's verifyBody
 * counts as a mismatch, not as a success.
 */
import autocannon from 'autocannon';
import type { LatencyMs, Variant, VariantResult } from './types.js';

export interface LoadSettings {
  /** Measured seconds. */
  duration: number;
  /** Unmeasured seconds before it (0: none). */
  warmup: number;
  /** The run's default; a variant's `connections` wins. */
  connections: number;
  /** Seconds before a request counts as a timeout. */
  timeout?: number;
}

export const round = (n: number, digits = 1) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : n);

export function percentile(sorted: Float64Array, p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function latencyOf(values: number[]): LatencyMs {
  const sorted = Float64Array.from(values).sort();
  const mean = sorted.reduce((s, v) => s + v, 0) / (sorted.length || 1);
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? NaN),
    mean: round(sorted.length ? mean : NaN),
  };
}

export async function runLoad(path: string, variant: Variant, settings: LoadSettings): Promise<VariantResult> {
  if (!variant.requests.length) throw new Error(`${path} / ${variant.target}: no requests to replay.`);
  const timed = await drive(path, variant, settings);
  if (timed.requests > 0 || timed.non2xx + timed.errors + timed.timeouts + timed.mismatches > 0) return timed;
  // Nothing completed within the window (a short CI run on a busy machine, a slow query): that is a
  // timing, which never fails the run. Once more, counted instead of timed (one request per
  // connection, each allowed the timeout), so the variant still proves that it answers correctly.
  const counted = await drive(path, variant, { ...settings, warmup: 0 }, variant.connections ?? settings.connections);
  return { ...counted, note: `no answer completed within ${settings.duration} s; figures from one request per connection` };
}

/**
 * One path's variants measured in turns instead of one after the other: each variant's warm-up first,
 * then `turns` rounds in which every variant is measured for its share of `duration`, each round in a
 * rotated order, the slices of a variant added up. Whatever runs first after another path (or after the
 * warm-ups) ran 15–20 % slower here (the booking path, 28 Nov: GraphQL 0.65× measured first, 0.82×
 * measured after the baseline), which one-after-the-other always charged to the same variant. For
 * paths whose variants may run in any order (the cached catalog variants must run right after their
 * cache is primed, and do not use this).
 */
export async function runLoadInTurns(path: string, variants: readonly Variant[], settings: LoadSettings, turns: number): Promise<VariantResult[]> {
  for (const variant of variants) {
    if (!variant.requests.length) throw new Error(`${path} / ${variant.target}: no requests to replay.`);
    if (settings.warmup > 0) await measure(variant, { ...settings, duration: settings.warmup, warmup: 0 });
  }
  const slices = variants.map((): Measured[] => []);
  const slice = { ...settings, duration: settings.duration / turns, warmup: 0 };
  for (let turn = 0; turn < turns; turn++) {
    for (let i = 0; i < variants.length; i++) {
      const index = (i + turn) % variants.length;
      slices[index]!.push(await measure(variants[index]!, slice));
    }
  }
  return Promise.all(
    variants.map(async (variant, index) => {
      const timed = summarize(path, variant, slices[index]!);
      if (timed.requests > 0 || timed.non2xx + timed.errors + timed.timeouts + timed.mismatches > 0) return timed;
      const counted = summarize(path, variant, [await measure(variant, { ...settings, warmup: 0 }, variant.connections ?? settings.connections)]);
      return { ...counted, note: `no answer completed within ${settings.duration} s; figures from one request per connection` };
    }),
  );
}

/** What one autocannon run of a variant measured. */
interface Measured {
  connections: number;
  latencies: number[];
  seconds: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  mismatches: number;
}

async function drive(path: string, variant: Variant, settings: LoadSettings, amount?: number): Promise<VariantResult> {
  return summarize(path, variant, [await measure(variant, settings, amount)]);
}

async function measure(variant: Variant, settings: LoadSettings, amount?: number): Promise<Measured> {
  const connections = variant.connections ?? settings.connections;
  const requests = variant.requests;
  // Each connection walks the whole list from its own starting point, so they do not ask in step
  // (and a response cache is not hit by ten identical requests at once).
  let clientIndex = 0;
  const stride = Math.max(1, Math.floor(requests.length / connections));
  const latencies: number[] = [];
  const instance = autocannon({
    url: variant.origin,
    connections,
    // `amount` (a number of requests) wins over `duration` when given.
    ...(amount ? { amount } : { duration: settings.duration }),
    timeout: settings.timeout ?? 30,
    ...(settings.warmup > 0 ? { warmup: { connections, duration: settings.warmup } } : {}),
    requests,
    setupClient: (client) => {
      const start = (clientIndex++ * stride) % requests.length;
      client.setRequests([...requests.slice(start), ...requests.slice(0, start)].map((r) => ({ ...r })));
    },
    ...(variant.verifyBody ? { verifyBody: variant.verifyBody } : {}),
  });
  // With a warm-up, autocannon runs it on a tracker of its own: the instance returned here only
  // reports the measured phase, and so does its result.
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  const mismatches = variant.verifyBody ? result.mismatches : 0;
  return {
    connections,
    latencies,
    seconds: result.duration || settings.duration,
    // 2xx answers that passed verifyBody: autocannon counts a response that fails it as a response
    // (by its status) and as a mismatch.
    ok: Math.max(0, result['2xx'] - mismatches),
    non2xx: result.non2xx,
    // autocannon counts a timeout as an error too: reported apart here.
    errors: Math.max(0, result.errors - result.timeouts),
    timeouts: result.timeouts,
    mismatches,
  };
}

/** A variant's figures from one or more measured runs, added up. */
function summarize(path: string, variant: Variant, runs: readonly Measured[]): VariantResult {
  const sum = (pick: (m: Measured) => number) => runs.reduce((total, m) => total + pick(m), 0);
  const ok = sum((m) => m.ok);
  return {
    path,
    target: variant.target,
    label: variant.label,
    connections: runs[0]?.connections ?? 0,
    requests: sum((m) => m.latencies.length),
    ok,
    requestsPerSecond: round(ok / sum((m) => m.seconds)),
    latencyMs: latencyOf(runs.flatMap((m) => m.latencies)),
    non2xx: sum((m) => m.non2xx),
    errors: sum((m) => m.errors),
    timeouts: sum((m) => m.timeouts),
    mismatches: sum((m) => m.mismatches),
  };
}

/** Whether a variant's result counts as failed: any non-2xx, error, timeout or mismatch, or nothing answered. */
export function failures(r: VariantResult): string | undefined {
  const parts: string[] = [];
  if (r.non2xx) parts.push(`${r.non2xx} non-2xx`);
  if (r.errors) parts.push(`${r.errors} errors`);
  if (r.timeouts) parts.push(`${r.timeouts} timeouts`);
  if (r.mismatches) parts.push(`${r.mismatches} bad bodies`);
  if (!r.ok) parts.push('no successful response');
  return parts.length ? parts.join(', ') : undefined;
}
