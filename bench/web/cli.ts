/**
 * `npm run bench:web`: only the web section (bundles per route, Lighthouse), without the databases
 * and load tests of `npm run bench`. Builds the app first unless --skip-build; writes
 * bench/results/web-<scale>.json and .md and prints the table. Exits 1 when Lighthouse accessibility
 * or SEO is below 100 on a page.
 *
 *   npm run bench:web                      # 3 Lighthouse runs a page, and a desktop accessibility + SEO run
 *   npm run bench:web -- --scale small     # accessibility + SEO only, once a page (CI)
 *   npm run bench:web -- --skip-build
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Scale } from '../lib/types.js';
import { runWebBench } from './index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'full' },
    'skip-build': { type: 'boolean', default: false },
    // Another build of the web app (built with `vite build --manifest`); implies --skip-build.
    'web-dist': { type: 'string' },
    // Written as bench/results/web-<scale>-<label>.json/.md instead of web-<scale>.*.
    label: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('npm run bench:web -- [--scale full|embedded|small] [--skip-build] [--web-dist DIR --label NAME]');
  process.exit(0);
}
const scale = values.scale as Scale;
if (!['full', 'embedded', 'small'].includes(scale)) throw new Error(`--scale must be full, embedded or small, got ${scale}`);

const started = performance.now();
const log = (message: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)}s] ${message}`);

const webDist = values['web-dist'] ? resolve(values['web-dist']) : undefined;
if (!values['skip-build'] && !webDist) {
  log('npm run build (server and web)');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const loadAverageAtStart = loadavg()[0]!;
const section = await runWebBench({ root, scale, chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', log, webDist });
const machine = { cpus: cpus().length, node: process.version, loadAverageAtStart, loadAverageAtEnd: loadavg()[0]! };
const failedChecks = (section.checks ?? []).filter((c) => !c.passed);
const targets = section.targets.map((t) => `| ${t.description} | ${t.measured} | ${t.met ? 'met' : '**missed**'} |`);
const markdown = [
  `## ${section.title}`,
  '',
  `${new Date().toISOString().slice(0, 10)}, ${machine.cpus} CPUs, Node ${machine.node}, load average ${loadAverageAtStart.toFixed(1)} at the start.`,
  '',
  section.markdown,
  '',
  '| target | measured | |',
  '| --- | --- | --- |',
  ...targets,
  '',
  ...failedChecks.map((c) => `**Failed:** ${c.name}: ${c.detail}\n`),
].join('\n');

const dir = join(root, 'bench/results');
mkdirSync(dir, { recursive: true });
const name = values.label ? `web-${scale}-${values.label.replace(/[^\w.-]/g, '_')}` : `web-${scale}`;
writeFileSync(join(dir, `${name}.json`), JSON.stringify({ date: new Date().toISOString(), scale, machine, webDist, ...section }, null, 2) + '\n');
writeFileSync(join(dir, `${name}.md`), markdown);
console.log('\n' + markdown);
log(`wrote bench/results/${name}.json and .md`);
// Accessibility and SEO below 100 are defects, not noise: fail like `npm run bench` does.
if (failedChecks.length) {
  console.error(`\nFailed: ${failedChecks.map((c) => c.name).join(', ')}`);
  process.exitCode = 1;
}
