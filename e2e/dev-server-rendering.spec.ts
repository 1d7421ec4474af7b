import { createServer as createNetServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { scaled } from './support/timeouts.js';

/**
 * `npm run dev` renders the public pages on the server too (web/vite/dev-ssr.ts): this starts the Vite
 * dev server with the web app's own config, on a port of its own, against the journeys' API server, and
 * reads what it answers. The browser side of development (hydration without mismatches, Fast Refresh)
 * is checked by hand: see docs/server-rendering.md, "Development".
 */

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '../web');

/** The little of Vite's API used here (vite is a dependency of web/, not of this workspace). */
interface ViteDevServer {
  listen(): Promise<unknown>;
  close(): Promise<void>;
}
type CreateServer = (config: Record<string, unknown>) => Promise<ViteDevServer>;

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });

test.describe('the dev server renders public pages on the server', () => {
  test.describe.configure({ mode: 'serial', timeout: scaled(90_000) });

  let server: ViteDevServer | undefined;
  let devURL = '';

  test.beforeAll(async ({ baseURL }) => {
    // The dev server's proxy and its renders ask this API (web/vite.config.ts reads it when loaded).
    process.env.DEV_API_URL = baseURL!;
    const vite = createRequire(resolve(webDir, 'package.json')).resolve('vite');
    const { createServer } = (await import(pathToFileURL(vite).href)) as { createServer: CreateServer };
    const port = await freePort();
    server = await createServer({
      root: webDir,
      configFile: resolve(webDir, 'vite.config.ts'),
      logLevel: 'warn',
      clearScreen: false,
      // Nothing here loads the app's scripts in a browser or edits a file: no dependency pre-bundling or
      // file watching, which would only compete for the CPU with the renders under test. HMR stays on:
      // without it the React plugin leaves Fast Refresh out of the page.
      optimizeDeps: { noDiscovery: true, include: [] },
      server: { host: '127.0.0.1', port, strictPort: true, watch: null },
    });
    await server.listen();
    devURL = `http://127.0.0.1:${port}`;
  });

  test.afterAll(async () => {
    await server?.close();
  });

  const get = (path: string) => fetch(devURL + path, { headers: { accept: 'text/html' } });
  /** Whether the page holds `text`; a failure names the text, not the whole 200 kB page. */
  const expectIn = (html: string, text: string | RegExp, path: string, present = true) =>
    expect(typeof text === 'string' ? html.includes(text) : text.test(html), `${path} ${present ? 'has' : 'lacks'} ${String(text)}`).toBe(present);

  test('the home page and a package page come with their content, head and data, wired for hot reload', async ({ request }) => {
    const packages = (await (await request.get('/api/packages')).json()) as { _id?: string; id?: string; title: string }[];
    const pkg = packages[0]!;
    const cases = [
      { path: '/', heading: 'Your next journey starts here' },
      { path: `/Details/${pkg._id ?? pkg.id}`, heading: pkg.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;') },
    ];
    for (const { path, heading } of cases) {
      const response = await get(path);
      const html = await response.text();
      expect(response.status, path).toBe(200);
      expectIn(html, /<div id="root" data-server-rendered="[^"]*">/, path);
      expectIn(html, new RegExp(`<h1[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`), path);
      // The page's own title (the shell's is removed), Emotion's styles and the Apollo cache.
      expect(html.match(/<title>/g), path).toHaveLength(1);
      expectIn(html, '<title>Ubuntu Horizons Travel</title>', path, false);
      expectIn(html, '<style data-emotion="css ', path);
      expectIn(html, '<script type="application/json" id="__APOLLO_STATE__">{"ROOT_QUERY"', path);
      // Vite's client and React Fast Refresh's preamble, then the app's own module.
      expectIn(html, '<script type="module" src="/@vite/client"></script>', path);
      expectIn(html, 'from "/@react-refresh"', path);
      expectIn(html, '<script type="module" src="/src/main.tsx"></script>', path);
    }
  });

  test('a missing package answers 404 with the not-found page, as in production', async () => {
    const response = await get('/Details/00000000-0000-4000-8000-000000000000');
    expect(response.status).toBe(404);
    expectIn(await response.text(), /<title>[^<]*not found/i, '/Details/(unknown)');
  });

  test('client-only pages get the shell, and the API is still proxied', async () => {
    const response = await get('/dashboard');
    const html = await response.text();
    expect(response.status).toBe(200);
    expectIn(html, '<div id="root"></div>', '/dashboard');
    expectIn(html, 'data-server-rendered', '/dashboard', false);
    expectIn(html, '<script type="module" src="/@vite/client"></script>', '/dashboard');

    const health = await get('/api/health');
    expect(health.headers.get('content-type')).toContain('application/json');
  });
});
