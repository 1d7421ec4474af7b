/**
 * What each route makes the browser download: every JavaScript and CSS file requested while the page
 * loads in headless Chromium, until the network is idle, and the part of it requested before the page
 * became interactive. Sizes come from the files in web/dist
 * (raw, and gzip at level 9 computed here), so the figures do not depend on whether the server
 * compresses or caches.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright';
import type { WebRoute } from './app.js';

/** The flags of e2e/playwright.config.ts: no sandbox (root in CI), no background traffic to Google. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface AssetSize {
  /** Site path, e.g. /assets/index-abc123.js. */
  path: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
}

export interface RouteBundle {
  key: string;
  label: string;
  path: string;
  files: AssetSize[];
  js: { raw: number; gzip: number; files: number };
  /**
   * The JavaScript requested before the page became interactive (`html[data-app-ready]`, set once
   * React has hydrated or rendered it): what the first paint-to-interactive path needs. `js` adds what
   * loads after, when the browser is idle (the top bar's menus).
   */
  jsUntilInteractive: { raw: number; gzip: number; files: number };
  css: { raw: number; gzip: number; files: number };
  /** Requested files that only the admin portal needs (must be empty on visitors' pages). */
  adminChunks: string[];
}

const kindOf = (path: string): AssetSize['kind'] | null =>
  path.endsWith('.js') || path.endsWith('.mjs') ? 'js' : path.endsWith('.css') ? 'css' : null;

/** The admin portal's and staff area's feature folders: visitors must never download their code. */
const ADMIN_SOURCES = /^src\/features\/(admin|admin-hotels|admin-packages|hotel-inventory|insights|staff|graphiql|audit)\//;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The files only the admin portal needs, from Vite's build manifest (web/dist/.vite/manifest.json):
 * everything the admin pages' lazy chunks load, minus anything the entry or a public page's chunk
 * also loads (shared libraries are allowed on both sides).
 */
export function adminOnlyFiles(distDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: string[]): Set<string> => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      files.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) files.add(`/${css}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return files;
  };
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry || c.isDynamicEntry);
  const isAdmin = (c: ManifestChunk) => ADMIN_SOURCES.test(c.src ?? '');
  const admin = closure(entries.filter(([, c]) => isAdmin(c)).map(([k]) => k));
  const visitors = closure(entries.filter(([, c]) => !isAdmin(c)).map(([k]) => k));
  return new Set([...admin].filter((file) => !visitors.has(file)));
}

function sizeOf(distDir: string, path: string, cache: Map<string, AssetSize>): AssetSize | null {
  const kind = kindOf(path);
  if (!kind) return null;
  const cached = cache.get(path);
  if (cached) return cached;
  let bytes: Buffer;
  try {
    bytes = readFileSync(join(distDir, path));
  } catch {
    throw new Error(`${path} was requested but is not in ${distDir}: is web/dist the build the app serves?`);
  }
  const size: AssetSize = { path, kind, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  cache.set(path, size);
  return size;
}

const sum = (files: AssetSize[]) => ({
  raw: files.reduce((total, f) => total + f.raw, 0),
  gzip: files.reduce((total, f) => total + f.gzip, 0),
  files: files.length,
});

/** Logs the demo agency admin in through the login page and returns the signed-in storage (local storage token). */
async function adminStorage(browser: Browser, origin: string) {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('Password123!');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export async function measureBundles(options: {
  origin: string;
  routes: WebRoute[];
  distDir: string;
  chromium: string;
  log(message: string): void;
}): Promise<RouteBundle[]> {
  const browser = await chromium.launch({ executablePath: options.chromium, args: CHROMIUM_ARGS });
  const sizes = new Map<string, AssetSize>();
  const adminOnly = adminOnlyFiles(options.distDir);
  try {
    const signedIn = options.routes.some((r) => r.admin) ? await adminStorage(browser, options.origin) : undefined;
    const results: RouteBundle[] = [];
    for (const route of options.routes) {
      // A fresh context per route: an empty cache, so every file the route needs is requested.
      const context = await browser.newContext({
        baseURL: options.origin,
        storageState: route.admin ? signedIn : undefined,
      });
      try {
        const page = await context.newPage();
        // When the app marks itself interactive, in the page's own clock (that of resource timings).
        // A string: this file is compiled without the DOM's types (init scripts are not subject to the CSP).
        await page.addInitScript({
          // The document, not <html>: this runs before the parser has made <html>.
          content: `new MutationObserver((_, observer) => {
            if (!document.documentElement || !document.documentElement.hasAttribute('data-app-ready')) return;
            window.__appReadyAt = performance.now();
            observer.disconnect();
          }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready'] });`,
        });
        const requested = new Set<string>();
        let lastRequest = Date.now();
        page.on('request', (request) => {
          lastRequest = Date.now();
          const url = new URL(request.url());
          if (url.origin === options.origin && kindOf(url.pathname)) requested.add(url.pathname);
        });
        await page.goto(route.path, { waitUntil: 'networkidle', timeout: 60_000 });
        // "Network idle" can come while the entry script is still being parsed on a busy machine, before
        // it asks for the route's lazy chunk: wait for the page's own heading (every page has one h1),
        // then for two quiet seconds.
        await page.locator('h1').first().waitFor({ timeout: 60_000 });
        const quietSince = Date.now();
        while (Date.now() - Math.max(lastRequest, quietSince) < 2_000 && Date.now() - quietSince < 30_000) {
          await page.waitForTimeout(250);
        }
        if (new URL(page.url()).pathname === '/login' && route.path !== '/login') {
          throw new Error(`${route.path} redirected to the login page: the admin session was not accepted`);
        }
        // Functions, not strings: the page's Content-Security-Policy forbids evaluating strings.
        type ReadyWindow = { __appReadyAt?: number };
        await page.waitForFunction(() => typeof (globalThis as ReadyWindow).__appReadyAt === 'number', null, { timeout: 60_000 });
        const timing = await page.evaluate(() => ({
          readyAt: (globalThis as ReadyWindow).__appReadyAt!,
          starts: performance.getEntriesByType('resource').map((e): [string, number] => [new URL(e.name).pathname, e.startTime]),
        }));
        const startedAt = new Map(timing.starts);
        const files = [...requested]
          .map((path) => sizeOf(options.distDir, path, sizes))
          .filter((f): f is AssetSize => f !== null)
          .sort((a, b) => b.gzip - a.gzip);
        const js = files.filter((f) => f.kind === 'js');
        const beforeReady = js.filter((f) => (startedAt.get(f.path) ?? Infinity) < timing.readyAt);
        const css = files.filter((f) => f.kind === 'css');
        const bundle: RouteBundle = {
          key: route.key,
          label: route.label,
          path: route.path,
          files,
          js: sum(js),
          jsUntilInteractive: sum(beforeReady),
          css: sum(css),
          adminChunks: files.filter((f) => adminOnly.has(f.path)).map((f) => f.path),
        };
        options.log(
          `web: ${route.key}: ${bundle.js.files} JS files ${kb(bundle.js.gzip)} KB gzip (${kb(bundle.js.raw)} KB raw; ` +
            `${kb(bundle.jsUntilInteractive.gzip)} KB gzip until interactive), ` +
            `${bundle.css.files} CSS ${kb(bundle.css.gzip)} KB gzip`,
        );
        results.push(bundle);
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Kilobytes (1 KB = 1024 bytes), one decimal. */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
