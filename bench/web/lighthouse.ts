/**
 * Lighthouse (its default profile: a mid-range phone on a slow 4G link, simulated throttling) on the
 * public pages, driving Debian's Chromium through chrome-launcher. Each page is scored `runs` times;
 * the median of each figure is reported, since one run on a shared 2-CPU machine is noisy.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { WebRoute } from './app.js';
import { CHROMIUM_ARGS } from './bundles.js';

/** Headless flags for chrome-launcher (it adds its own profile and debugging port). */
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless')];

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

export interface LighthousePage {
  key: string;
  label: string;
  path: string;
  runs: LighthouseFigures[];
  median: LighthouseFigures;
  /** What Lighthouse names as the LCP element in the median run, to know what to make faster. */
  lcpElement: string | null;
  /** The elements that moved in the worst run, when CLS is not 0. */
  layoutShifts: string[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

interface AuditDetails {
  items?: { node?: { snippet?: string; nodeLabel?: string }; items?: { node?: { snippet?: string } }[] }[];
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

export async function runLighthouse(options: {
  origin: string;
  routes: WebRoute[];
  runs: number;
  chromium: string;
  log(message: string): void;
}): Promise<LighthousePage[]> {
  const chrome = await chromeLauncher.launch({ chromePath: options.chromium, chromeFlags: FLAGS, logLevel: 'silent' });
  try {
    const pages: LighthousePage[] = [];
    for (const route of options.routes) {
      const url = options.origin + route.path;
      const runs: LighthouseFigures[] = [];
      let lcpElement: string | null = null;
      let layoutShifts: string[] = [];
      let worstCls = -1;
      const lcpByRun: (string | null)[] = [];
      for (let i = 0; i < options.runs; i++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id];
        const figures: LighthouseFigures = {
          performance: score(lhr.categories.performance?.score),
          accessibility: score(lhr.categories.accessibility?.score),
          bestPractices: score(lhr.categories['best-practices']?.score),
          seo: score(lhr.categories.seo?.score),
          lcpMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? NaN),
          cls: Number((audit('cumulative-layout-shift')?.numericValue ?? NaN).toFixed(3)),
          tbtMs: Math.round(audit('total-blocking-time')?.numericValue ?? NaN),
          fcpMs: Math.round(audit('first-contentful-paint')?.numericValue ?? NaN),
        };
        runs.push(figures);
        lcpByRun.push(nodesOf(audit('largest-contentful-paint-element')?.details)[0] ?? null);
        if (figures.cls > worstCls) {
          worstCls = figures.cls;
          layoutShifts = figures.cls > 0 ? nodesOf(audit('layout-shifts')?.details).slice(0, 5) : [];
        }
        options.log(
          `web: lighthouse ${route.key} run ${i + 1}/${options.runs}: performance ${figures.performance}, ` +
            `LCP ${figures.lcpMs} ms, CLS ${figures.cls}, TBT ${figures.tbtMs} ms`,
        );
      }
      const pick = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key]));
      const medianFigures: LighthouseFigures = {
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
      const medianRun = runs.findIndex((r) => r.performance === medianFigures.performance);
      lcpElement = lcpByRun[medianRun >= 0 ? medianRun : 0] ?? null;
      pages.push({ key: route.key, label: route.label, path: route.path, runs, median: medianFigures, lcpElement, layoutShifts });
    }
    return pages;
  } finally {
    chrome.kill();
  }
}
