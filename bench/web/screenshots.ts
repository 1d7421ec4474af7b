/**
 * Screenshots of the five pages Lighthouse scores, in light and dark colours, at 390 px (a phone) and
 * 1280 px, from a production build: what issue 40 compares before and after moving the public pages'
 * styles to build time (reviewed by eye; docs/screenshots/issue-40/).
 *
 *   npx tsx bench/web/screenshots.ts --out docs/screenshots/issue-40/after [--web-dist DIR]
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { demoRoutes, startWebApp } from './app.js';
import { CHROMIUM_ARGS } from './bundles.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({ options: { out: { type: 'string' }, 'web-dist': { type: 'string' } } });
if (!values.out) throw new Error('--out DIR is required');
const out = resolve(values.out);
mkdirSync(out, { recursive: true });

const log = (message: string) => console.log(message);
const app = await startWebApp(root, values['web-dist'] ? resolve(values['web-dist']) : join(root, 'web/dist'), log);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const routes = (await demoRoutes(app.origin)).filter((r) => r.lighthouse);
  for (const mode of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 844 }, colorScheme: mode, reducedMotion: 'reduce' });
      await context.addInitScript((m) => localStorage.setItem('color-mode', m), mode);
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(app.origin + route.path, { waitUntil: 'networkidle' });
        await page.waitForSelector('html[data-app-ready]', { timeout: 30_000 });
        // Lazy photos below the fold: scrolled through once so the full-page picture has them.
        // The bench's compiler options have no DOM types: the page's globals are typed here.
        type PageWindow = { scrollTo(x: number, y: number): void; document: { body: { scrollHeight: number } } };
        await page.evaluate(async () => {
          const view = globalThis as unknown as PageWindow;
          for (let y = 0; y < view.document.body.scrollHeight; y += 600) {
            view.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          view.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        const file = join(out, `${route.key}-${mode}-${width}.jpg`);
        await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 60 });
        log(`wrote ${file}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
