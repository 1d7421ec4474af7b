import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import type { GraphQLAnswer, GraphQLExecutor, RenderResult } from '../src/entry-server';

type EntryServer = typeof import('../src/entry-server');

const indexHtml = fileURLToPath(new URL('../index.html', import.meta.url));

/**
 * Paths that are never pages: what the proxy sends to the API (as production's server skips them,
 * NOT_PAGES in server/src/web/page-cache.ts) and Vite's own module paths.
 */
const NOT_PAGES = /^\/(?:api(?:\/|$)|graphql(?:\/|$)|uploads\/|photos\/|assets\/|health$|ready$|@|src\/|node_modules\/|__)/;

/** Longer than production's 5 s: the first render of a page compiles its lazily loaded modules. */
const RENDER_TIMEOUT_MS = 20_000;

/** A navigation to a page: GET, asking for HTML, not the API, a Vite module or a file. */
const isPageRequest = (method: string | undefined, accept: string | undefined, url: string): boolean => {
  if (method !== 'GET' || !accept?.includes('text/html')) return false;
  const path = url.split(/[?#]/)[0] ?? '/';
  return !NOT_PAGES.test(path) && !/\.[^/]*$/.test(path);
};

/**
 * `npm run dev` renders the public pages on the server as production does (server/src/web), so what
 * a developer sees on :5173 is what visitors get: the page's HTML and head tags before any script, then
 * hydration (where a mismatch shows in the browser console at once, with React's development details).
 *
 * Each page navigation loads src/entry-server.tsx through Vite (ssrLoadModule): an edited component is
 * in the next page load's HTML, while the open page updates in place by React Fast Refresh as before.
 * Data comes from the API's /graphql over HTTP as an anonymous visitor (no cookie, no Authorization),
 * as production renders in-process. Client-only routes (admin portal, staff inbox, account pages) get
 * the shell. A render that fails is logged with its source-mapped stack and the page is sent as the
 * shell, so the browser still renders it (and shows the error overlay if it fails there too).
 */
export const devServerRendering = ({ api }: { api: string }): Plugin => ({
  name: 'dev-server-rendering',
  apply: 'serve',
  configureServer(server) {
    // Returned, so it runs after Vite's own middlewares (the proxy, modules, public files) and its SPA
    // fallback, which leaves the page's address in originalUrl.
    return () => {
      server.middlewares.use((req: Connect.IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
        const url = req.originalUrl ?? req.url ?? '/';
        if (!isPageRequest(req.method, req.headers.accept, url)) return next();
        answer(server, api, req, url, res).catch(next);
      });
    };
  },
});

async function answer(server: ViteDevServer, api: string, req: IncomingMessage, url: string, res: ServerResponse): Promise<void> {
  const template = await server.transformIndexHtml(url, readFileSync(indexHtml, 'utf8'), url);
  const page = await renderPage(server, api, req, url, template);
  res.statusCode = page.status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(page.html);
}

async function renderPage(
  server: ViteDevServer,
  api: string,
  req: IncomingMessage,
  url: string,
  template: string,
): Promise<{ status: number; html: string }> {
  const logger = server.config.logger;
  const shell = (status: number) => ({ status, html: template });
  let signal: AbortSignal | undefined;
  let executor: ReturnType<typeof httpExecutor> | undefined;
  let result: RenderResult;
  try {
    const { render } = (await server.ssrLoadModule('/src/entry-server.tsx')) as EntryServer;
    // Counted from here: loading the entry after a start compiles most of the app, which takes long.
    signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    executor = httpExecutor(`${api}/graphql`, signal);
    result = await render({ url, origin: `http://${req.headers.host ?? 'localhost'}`, template, manifest: {}, execute: executor.execute, signal });
  } catch (error) {
    if (signal?.aborted) {
      logger.warn(`[dev-ssr] ${url}: render took over ${RENDER_TIMEOUT_MS} ms; sent the shell`, { timestamp: true });
      return shell(503);
    }
    if (error instanceof Error) server.ssrFixStacktrace(error);
    logger.error(`[dev-ssr] ${url}: render failed; sent the shell (the browser renders the page)\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, {
      timestamp: true,
    });
    return shell(500);
  }
  if (result.kind === 'client-only') return shell(200);
  // Rendered without data, the page would show its error state, which the browser (loading the data
  // itself) would not hydrate to: send the shell and say why.
  if (executor?.unreachable()) {
    logger.warn(`[dev-ssr] ${url}: the API at ${api} did not answer (is \`npm run dev -w server\` running?); sent the shell`, { timestamp: true });
    return shell(503);
  }
  return { status: result.status, html: result.html };
}

/** GraphQL over HTTP to the API, as a signed-out visitor: the request's cookies and Authorization are never passed on. */
function httpExecutor(endpoint: string, signal: AbortSignal): { execute: GraphQLExecutor; unreachable: () => boolean } {
  let failed = false;
  const execute: GraphQLExecutor = async (request) => {
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
        body: JSON.stringify(request),
        signal,
      });
      return (await response.json()) as GraphQLAnswer;
    } catch (error) {
      if (!signal.aborted) failed = true;
      throw error;
    }
  };
  return { execute, unreachable: () => failed };
}
