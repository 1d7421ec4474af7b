/**
 * The web section of the benchmark report: the production build's JavaScript and CSS per route
 * (gzip sizes from the files), and Lighthouse on the four public pages, against the issue's targets
 * (home page JavaScript under 150 KB gzip; performance ≥ 95 and CLS < 0.05 on each page).
 */
import { join } from 'node:path';
import type { SectionOptions, SectionResult, TargetVerdict } from '../lib/types.js';
import { demoRoutes, startWebApp } from './app.js';
import { kb, measureBundles, type RouteBundle } from './bundles.js';
import { runLighthouse, type LighthousePage } from './lighthouse.js';

export const HOME_JS_BUDGET_KB = 150;
export const PERFORMANCE_TARGET = 95;
export const CLS_TARGET = 0.05;

export interface WebBenchJson {
  origin: string;
  lighthouseRuns: number;
  bundles: RouteBundle[];
  lighthouse: LighthousePage[];
}

/**
 * `webDist` (default web/dist) lets `npm run bench:web -- --web-dist DIR` measure another build of the
 * web app, e.g. an older commit's, against the same server for a before/after comparison.
 */
export async function runWebBench(options: SectionOptions & { webDist?: string }): Promise<SectionResult> {
  const webDist = options.webDist ?? join(options.root, 'web/dist');
  const app = await startWebApp(options.root, webDist, options.log);
  try {
    const routes = await demoRoutes(app.origin);
    const bundles = await measureBundles({
      origin: app.origin,
      routes,
      distDir: webDist,
      chromium: options.chromium,
      log: options.log,
    });
    const runs = options.scale === 'small' ? 1 : 3;
    const lighthouse = await runLighthouse({
      origin: app.origin,
      // CI's small run scores the home page once: enough to keep the section from rotting, in seconds.
      routes: routes.filter((r) => r.lighthouse && (options.scale !== 'small' || r.key === 'home')),
      runs,
      chromium: options.chromium,
      log: options.log,
    });
    const json: WebBenchJson = { origin: app.origin, lighthouseRuns: runs, bundles, lighthouse };
    return { title: 'Web: bundles per route and Lighthouse', markdown: webMarkdown(json), json, targets: webTargets(json) };
  } finally {
    await app.stop();
  }
}

export function webTargets(json: WebBenchJson): TargetVerdict[] {
  const verdicts: TargetVerdict[] = [];
  const home = json.bundles.find((b) => b.key === 'home');
  if (home) {
    verdicts.push({
      description: `Home page JavaScript < ${HOME_JS_BUDGET_KB} KB gzip`,
      met: home.js.gzip < HOME_JS_BUDGET_KB * 1024,
      measured: `${kb(home.js.gzip)} KB in ${home.js.files} files`,
    });
  }
  const visitorPages = json.bundles.filter((b) => b.key !== 'admin');
  const leaks = visitorPages.filter((b) => b.adminChunks.length > 0);
  verdicts.push({
    description: 'The admin portal never loads for visitors',
    met: leaks.length === 0,
    measured: leaks.length === 0 ? `no admin-only file on ${visitorPages.length} visitor routes` : leaks.map((b) => `${b.key}: ${b.adminChunks.join(', ')}`).join('; '),
  });
  for (const page of json.lighthouse) {
    verdicts.push({
      description: `Lighthouse performance ≥ ${PERFORMANCE_TARGET} (${page.label})`,
      met: page.median.performance >= PERFORMANCE_TARGET,
      measured: `${page.median.performance} (median of ${page.runs.length})`,
    });
    verdicts.push({
      description: `CLS < ${CLS_TARGET} (${page.label})`,
      met: page.median.cls < CLS_TARGET,
      measured: String(page.median.cls),
    });
  }
  return verdicts;
}

export function webMarkdown(json: WebBenchJson): string {
  const lines: string[] = [];
  lines.push('JavaScript and CSS each route requests on a first visit (empty cache, headless Chromium, until the network is idle); sizes of the built files, gzip level 9.');
  lines.push('');
  lines.push('| route | JS files | JS gzip KB | JS raw KB | CSS gzip KB | admin-only files |');
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const b of json.bundles) {
    lines.push(`| ${b.label} | ${b.js.files} | ${kb(b.js.gzip)} | ${kb(b.js.raw)} | ${kb(b.css.gzip)} | ${b.adminChunks.length} |`);
  }
  const home = json.bundles.find((b) => b.key === 'home');
  if (home) {
    lines.push('');
    lines.push(`Files the home page loads: ${home.files.map((f) => `\`${f.path.replace('/assets/', '')}\` ${kb(f.gzip)}`).join(', ')}.`);
  }
  lines.push('');
  lines.push(
    `Lighthouse ${json.lighthouse[0] ? '' : '(no page) '}default mobile profile (simulated slow 4G, 4× CPU slowdown), median of ${json.lighthouseRuns} run(s) a page.`,
  );
  lines.push('');
  lines.push('| page | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms | FCP ms |');
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const p of json.lighthouse) {
    const m = p.median;
    lines.push(`| ${p.label} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${m.lcpMs} | ${m.cls} | ${m.tbtMs} | ${m.fcpMs} |`);
  }
  return lines.join('\n');
}
