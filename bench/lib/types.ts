/**
 * The contract between the benchmark suite's runner (bench/run.ts, `npm run bench`) and its hot paths
 * (bench/paths/*.ts). A hot path says how to ask the app (GraphQL and, where the spec has one, REST)
 * and the bare baseline (bench/baseline/*.ts: the same SQL through `pg` behind plain node:http) the
 * same thing, checks that they answer the same before any load, and, for writes, that nothing was lost.
 */
import type autocannon from 'autocannon';
import type { Queryable } from '../generate-packages.js';

export type Engine = 'postgres' | 'pglite';

/** How big the run is: `full` on the PostgreSQL server, `embedded` on PGlite, `small` for CI (seconds). */
export type Scale = 'full' | 'embedded' | 'small';

/** Demo accounts the data generator creates, all with BENCH_PASSWORD. */
export interface BenchAccounts {
  agencyAdmin: string;
  staff: string;
  /** A hotel manager of the first generated hotels. */
  hotelManager: string;
  /** Customers who log in during the login path (many, so per-user throttling never kicks in). */
  customers: string[];
}

export const BENCH_PASSWORD = 'Bench-Password-2026!';

export interface BenchContext {
  engine: Engine;
  scale: Scale;
  seed: number;
  /** `http://127.0.0.1:PORT` of the built app (response cache on, the production default). */
  app: string;
  /** The same build with its anonymous response cache off, for the uncached measurements. */
  appUncached: string;
  /** The bare baseline server. */
  baseline: string;
  /** Direct access to the benchmark database (sampling ids, counting rows after a write load). */
  db: Queryable;
  /**
   * The database as the server at `origin` (ctx.app, ctx.appUncached, ctx.baseline) sees it: on
   * PostgreSQL the same as `db`; on PGlite each server has its own copy of the data, so rows written
   * through one are only there (the runner reads it through bench/lib/pglite-sql.mjs). Use it to
   * count what a write load left behind. Optional only for older callers: the runner always sets it.
   */
  dbAt?(origin: string): Queryable;
  accounts: BenchAccounts;
  /** Bearer tokens of the accounts, obtained through the app's own login before any load. */
  tokens: { agencyAdmin: string; staff: string; hotelManager: string; customer: string };
  /** What the generators made, for the report (rows per table and anything a path wants to sample). */
  data: Record<string, number>;
  log(message: string): void;
}

/** One way of asking: e.g. "GraphQL", "GraphQL, cached", "REST", "baseline". */
export interface Variant {
  /** Short, stable: 'graphql' | 'graphql-cached' | 'rest' | 'rest-cached' | 'baseline'. */
  target: string;
  /** Shown in the table. */
  label: string;
  /** Origin the requests go to (ctx.app, ctx.appUncached or ctx.baseline). */
  origin: string;
  /** Replayed round-robin; each connection starts at a different point of the list. */
  requests: autocannon.Request[];
  /** A 200 answer whose body fails this counts as an error (GraphQL answers errors with 200). */
  verifyBody?: (body: string) => boolean;
  /** Overrides the run's connection count for this variant (e.g. 50 for the package targets). */
  connections?: number;
  /**
   * On a path measured in turns (HotPath.inTurns): measured on its own, before the others take turns. For
   * a response cache variant whose cache was primed just before the load and would expire during turns.
   */
  measuredFirst?: boolean;
}

/** A target from the issue, checked against the measured numbers and shown in the table. */
export interface PathTarget {
  /** e.g. 'GraphQL ≥ 0.8× baseline req/s (uncached)', 'p99 < 50 ms at 50 connections'. */
  description: string;
  /** Given this path's results, whether the target is met and the measured figure that decides it. */
  evaluate(results: VariantResult[]): { met: boolean; measured: string };
}

export interface HotPath {
  /** Stable key for --only and the JSON: 'home', 'package-search', 'package-detail', 'stay-search', ... */
  key: string;
  title: string;
  /**
   * Before any load: asks every variant a few representative questions and throws, printing both
   * answers, when the app and the baseline disagree. Returns what was checked, for the log.
   */
  check(ctx: BenchContext): Promise<string>;
  /** The variants to load, baseline included. */
  variants(ctx: BenchContext): Promise<Variant[]>;
  /**
   * Measure the variants in turns (load.ts, runLoadInTurns) rather than one after the other, so that none
   * is always the one measured first after another load (or right after a given other variant). Variants
   * marked `measuredFirst` run before the turns, one after the other.
   */
  inTurns?: boolean;
  /**
   * After the load (writes): proves nothing was lost, e.g. every 2xx booking request is one row.
   * Throws when something is missing; returns a sentence for the report.
   */
  verify?(ctx: BenchContext, results: VariantResult[]): Promise<string>;
  targets?: PathTarget[];
}

export interface LatencyMs {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export interface VariantResult {
  path: string;
  target: string;
  label: string;
  connections: number;
  requests: number;
  /** Completed 2xx answers that passed verifyBody. */
  ok: number;
  requestsPerSecond: number;
  latencyMs: LatencyMs;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** 200 answers failing verifyBody (GraphQL errors). */
  mismatches: number;
  /** How the figures were obtained when not as usual (e.g. nothing answered within the window). */
  note?: string;
}

export type { Queryable };

/** A target's verdict, as shown in the report's "Targets" table. */
export interface TargetVerdict {
  description: string;
  met: boolean;
  measured: string;
}

/**
 * A pass/fail check of a section on something that is not a timing (Lighthouse accessibility at 100):
 * unlike a target, a failed check fails the run, and each is its own test in the --ci-report.
 */
export interface SectionCheck {
  name: string;
  passed: boolean;
  /** What was measured; when failed, what failed and where (page, category, audits). */
  detail: string;
}

/**
 * A self-contained part of the report that is not a load test: the web (bundles per route, Lighthouse)
 * and the start-up time. The runner calls it and puts `markdown` under `title` in the report and `json`
 * in the results file.
 */
export interface SectionResult {
  title: string;
  markdown: string;
  json: unknown;
  /** Reported, never fatal (timings). */
  targets: TargetVerdict[];
  /** Must pass: a failed one fails the run. */
  checks?: SectionCheck[];
}

export interface SectionOptions {
  /** Repository root (absolute). */
  root: string;
  scale: Scale;
  /** Debian's Chromium: /usr/bin/chromium (CHROMIUM_PATH overrides). */
  chromium: string;
  log(message: string): void;
}
