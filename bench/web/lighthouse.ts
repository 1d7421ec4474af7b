/**
 * Lighthouse on the public pages, driving Debian's Chromium through chrome-launcher.
 *
 * Two kinds of run:
 * - performance runs: every category, Lighthouse's default profile (a mid-range phone on a slow 4G
 *   link, simulated throttling), `performanceRuns` times a page, each in a fresh browser; the median of each figure is
 *   reported, since one run on a shared 2-CPU machine is noisy. Report-only.
 * - compliance: accessibility and SEO, which are checks rather than timings (issue 8: both 100 on
 *   every page). Every run's scores and the audits that lost points are kept. With no performance
 *   runs (CI's small scale), one run of those two categories alone per page and form factor, which
 *   takes seconds; otherwise the mobile performance runs serve and a desktop run is added per
 *   page when asked.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import type { WebRoute } from './app.js';
import { CHROMIUM_ARGS } from './bundles.js';

/** Headless flags for chrome-launcher (it adds its own profile and debugging port). */
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless')];

/** The categories whose score must be 100 on every page: checks, not timings. */
export const COMPLIANCE_CATEGORIES = ['accessibility', 'seo'] as const;
export type ComplianceCategory = (typeof COMPLIANCE_CATEGORIES)[number];
export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest contentful paint, ms (simulated). */
  lcpMs: number;
  cls: number;
  /** Total blocking time, ms (simulated). */
  tbtMs: number;
  /** First contentful paint, ms (simulated). */
  fcpMs: number;
}

/** An audit of a compliance category that lost points, with a few of the elements it names. */
export interface FailingAudit {
  category: ComplianceCategory;
  id: string;
  title: string;
  /** 0–1 (binary audits: 0). */
  score: number;
  /** HTML snippets or labels of the first elements Lighthouse names (up to 3). */
  nodes: string[];
}

/** Accessibility and SEO of one run. */
export interface ComplianceRun {
  formFactor: FormFactor;
  accessibility: number;
  seo: number;
  failing: FailingAudit[];
}

export interface LighthousePage {
  key: string;
  label: string;
  path: string;
  /** Performance runs (mobile, every category); empty when only compliance was run. */
  runs: LighthouseFigures[];
  /** Median of `runs`; null when there were none. */
  median: LighthouseFigures | null;
  /** What Lighthouse names as the LCP element in the median run, to know what to make faster. */
  lcpElement: string | null;
  /** The elements that moved in the worst run, when CLS is not 0. */
  layoutShifts: string[];
  /** Every run's accessibility and SEO (the performance runs' own, and the compliance-only runs). */
  compliance: ComplianceRun[];
}

/** Lighthouse's runtime errors whose message is "Something went wrong with recording the trace... run Lighthouse again". */
const BAD_TRACE_RECORDING = new Set(['NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'NO_NAVSTART', 'NO_DCL', 'NO_FMP']);

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

interface AuditDetails {
  items?: { node?: { snippet?: string; nodeLabel?: string }; items?: { node?: { snippet?: string } }[]; source?: { url?: string }; text?: string; href?: string }[];
}

const nodesOf = (details: unknown): string[] => {
  const items = (details as AuditDetails | undefined)?.items ?? [];
  const out: string[] = [];
  for (const item of items) {
    if (item.node?.snippet) out.push(item.node.snippet);
    for (const inner of item.items ?? []) if (inner.node?.snippet) out.push(inner.node.snippet);
  }
  return out;
};

/** What an SEO audit's table rows name when they are not elements (link-text: the text and href). */
const rowsOf = (details: unknown): string[] =>
  ((details as AuditDetails | undefined)?.items ?? []).map((item) => [item.text, item.href].filter(Boolean).join(' → ')).filter(Boolean);

/** The audits of a category that count towards its score and did not get full marks. */
export function failingAudits(lhr: Result, category: ComplianceCategory): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const out: FailingAudit[] = [];
  for (const ref of refs) {
    if (ref.weight <= 0) continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    const nodes = nodesOf(audit.details);
    out.push({ category, id: ref.id, title: audit.title, score: audit.score, nodes: (nodes.length ? nodes : rowsOf(audit.details)).slice(0, 3) });
  }
  return out;
}

const complianceOf = (lhr: Result, formFactor: FormFactor): ComplianceRun => ({
  formFactor,
  accessibility: score(lhr.categories.accessibility?.score),
  seo: score(lhr.categories.seo?.score),
  failing: COMPLIANCE_CATEGORIES.flatMap((c) => failingAudits(lhr, c)),
});

export async function runLighthouse(options: {
  origin: string;
  routes: WebRoute[];
  /** Performance runs a page (every category, mobile); 0 for accessibility and SEO alone. */
  performanceRuns: number;
  /** Form factors of the compliance-only runs (one each a page). Mobile is covered by performance runs when there are any. */
  complianceFormFactors: FormFactor[];
  chromium: string;
  log(message: string): void;
}): Promise<LighthousePage[]> {
  // A fresh browser for every run (issue 40): each run is a first visit, with no compiled code, HTTP
  // cache or warmed-up renderer left by the run before it, which one shared browser carried over.
  const audit = async (url: string, flags: Flags, formFactor: FormFactor, attempt = 1): Promise<Result> => {
    const chrome = await chromeLauncher.launch({ chromePath: options.chromium, chromeFlags: FLAGS, logLevel: 'silent' });
    let result: Awaited<ReturnType<typeof lighthouse>>;
    try {
      result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...flags }, formFactor === 'desktop' ? desktopConfig : undefined);
    } finally {
      chrome.kill();
    }
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) {
      const { code, message } = lhr.runtimeError;
      // Lighthouse's own trace recording failing says nothing about the page ("Please run Lighthouse
      // again"): seen on the busy 2-CPU machine. Once more, then it counts.
      if (attempt === 1 && BAD_TRACE_RECORDING.has(code)) {
        options.log(`web: lighthouse ${url} ${formFactor}: ${code}, running it again`);
        return audit(url, flags, formFactor, 2);
      }
      throw new Error(`Lighthouse on ${url}: ${code} ${message}`);
    }
    return lhr;
  };
  const describe = (c: ComplianceRun) =>
    `accessibility ${c.accessibility}, SEO ${c.seo}${c.failing.length ? ` (failing: ${c.failing.map((f) => f.id).join(', ')})` : ''}`;
  const pages: LighthousePage[] = [];
  for (const route of options.routes) {
    const url = options.origin + route.path;
    const runs: LighthouseFigures[] = [];
    const compliance: ComplianceRun[] = [];
    let lcpElement: string | null = null;
    let layoutShifts: string[] = [];
    let worstCls = -1;
    const lcpByRun: (string | null)[] = [];
    for (let i = 0; i < options.performanceRuns; i++) {
      const lhr = await audit(url, { onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }, 'mobile');
      const auditOf = (id: string) => lhr.audits[id];
      const figures: LighthouseFigures = {
        performance: score(lhr.categories.performance?.score),
        accessibility: score(lhr.categories.accessibility?.score),
        bestPractices: score(lhr.categories['best-practices']?.score),
        seo: score(lhr.categories.seo?.score),
        lcpMs: Math.round(auditOf('largest-contentful-paint')?.numericValue ?? NaN),
        cls: Number((auditOf('cumulative-layout-shift')?.numericValue ?? NaN).toFixed(3)),
        tbtMs: Math.round(auditOf('total-blocking-time')?.numericValue ?? NaN),
        fcpMs: Math.round(auditOf('first-contentful-paint')?.numericValue ?? NaN),
      };
      runs.push(figures);
      const checked = complianceOf(lhr, 'mobile');
      compliance.push(checked);
      lcpByRun.push(nodesOf(auditOf('largest-contentful-paint-element')?.details)[0] ?? null);
      if (figures.cls > worstCls) {
        worstCls = figures.cls;
        layoutShifts = figures.cls > 0 ? nodesOf(auditOf('layout-shifts')?.details).slice(0, 5) : [];
      }
      options.log(
        `web: lighthouse ${route.key} run ${i + 1}/${options.performanceRuns}: performance ${figures.performance}, ` +
          `LCP ${figures.lcpMs} ms, CLS ${figures.cls}, TBT ${figures.tbtMs} ms; ${describe(checked)}`,
      );
    }
    for (const formFactor of options.complianceFormFactors) {
      if (formFactor === 'mobile' && options.performanceRuns > 0) continue;
      const t0 = performance.now();
      const checked = complianceOf(await audit(url, { onlyCategories: [...COMPLIANCE_CATEGORIES] }, formFactor), formFactor);
      compliance.push(checked);
      options.log(`web: lighthouse ${route.key} ${formFactor} in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${describe(checked)}`);
    }
    let medianFigures: LighthouseFigures | null = null;
    if (runs.length) {
      const pick = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key]));
      medianFigures = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        fcpMs: pick('fcpMs'),
      };
      // The LCP element of the run whose performance score is the median one.
      const medianRun = runs.findIndex((r) => r.performance === medianFigures!.performance);
      lcpElement = lcpByRun[medianRun >= 0 ? medianRun : 0] ?? null;
    }
    pages.push({ key: route.key, label: route.label, path: route.path, runs, median: medianFigures, lcpElement, layoutShifts, compliance });
  }
  return pages;
}
