/**
 * The two floors: pages of one heading and twelve cards, server-rendered and hydrated the way the app
 * hydrates its pages, scored by Lighthouse in the same run as the app's pages.
 * - the plain floor (web/bench-floor/plain/): React, Apollo Client and react-router, the cards plain
 *   elements styled by one static stylesheet: what the libraries the design requires cost by themselves;
 * - the Chakra floor (web/bench-floor/): the same with Chakra UI v3 styling every element at run time.
 * Built here with the web workspace's Vite (and, for the Chakra floor, the app's Chakra build plugins),
 * served by a plain node:http server (brotli or gzip, like the app's precompressed files).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

export type FloorVariant = 'plain' | 'chakra';

export interface FloorBuild {
  dir: string;
  /** The page's JavaScript (all of it loads on the first visit), gzip level 9 like bundles.ts. */
  js: { raw: number; gzip: number; files: number };
}

interface ViteModule {
  build(config: Record<string, unknown>): Promise<unknown>;
}
interface ChakraPlugins {
  chakraOrderedMemo(): unknown;
  chakraLazyGlobalCss(): unknown;
}

/** A package's ES entry as the web workspace resolves it (Vite and its React plugin live there). */
function webPackageEntry(root: string, name: string): string {
  for (const base of [join(root, 'web/node_modules'), join(root, 'node_modules')]) {
    const dir = join(base, name);
    if (!existsSync(join(dir, 'package.json'))) continue;
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports?: Record<string, unknown>; module?: string };
    // Both packages export one ES module: `"exports": { ".": "./dist/…js" }` (or `{ import: … }`).
    const dot = pkg.exports?.['.'];
    const file = typeof dot === 'string' ? dot : ((dot as { import?: string } | undefined)?.import ?? pkg.module);
    if (typeof file === 'string') return pathToFileURL(join(dir, file)).href;
  }
  throw new Error(`${name} is not installed in the web workspace: run npm install`);
}

/**
 * The same start-up rule as the app's early boot (web/src/ssr/early-boot.ts): the page's script is
 * requested once the page has loaded and painted, one frame later.
 */
const bootScript = (entry: string) =>
  `<script>(function(){var loaded=false,painted=false;function go(){if(loaded&&painted)requestAnimationFrame(function(){setTimeout(function(){` +
  `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.appendChild(s)},0)})}` +
  `new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();painted=true;go()}}).observe({type:'paint',buffered:true});` +
  `addEventListener('load',function(){loaded=true;go()})})()</script>`;

export async function buildFloor(root: string, outDir: string, variant: FloorVariant): Promise<FloorBuild> {
  const source = join(root, variant === 'plain' ? 'web/bench-floor/plain' : 'web/bench-floor');
  const vite = (await import(webPackageEntry(root, 'vite'))) as ViteModule;
  const react = ((await import(webPackageEntry(root, '@vitejs/plugin-react'))) as { default: () => unknown }).default;
  const chakra = (await import(pathToFileURL(join(root, 'web/vite/chakra.ts')).href)) as ChakraPlugins;
  const plugins = () => (variant === 'plain' ? [react()] : [chakra.chakraOrderedMemo(), chakra.chakraLazyGlobalCss(), react()]);
  await vite.build({ root: source, configFile: false, logLevel: 'warn', plugins: plugins(), build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 } });
  // The server bundle keeps its imports of node_modules, so it must sit where they resolve.
  const ssrDir = join(root, `web/node_modules/.cache/bench-floor-ssr-${variant}`);
  await vite.build({ root: source, configFile: false, logLevel: 'warn', plugins: plugins(), build: { outDir: ssrDir, emptyOutDir: true, ssr: join(source, 'server.tsx') } });
  const { render } = (await import(`${pathToFileURL(join(ssrDir, 'server.js')).href}?t=${Date.now()}`)) as { render(): { html: string; styles: string; state: string } };
  const { html, styles, state } = render();

  const indexFile = join(outDir, 'index.html');
  let page = readFileSync(indexFile, 'utf8');
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(page);
  if (!entryTag) throw new Error('The stack-floor build has no module script in index.html');
  page = page
    .replace(entryTag[0], '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace('<!--styles-->', styles + bootScript(entryTag[1]!))
    .replace('<!--app-->', html)
    .replace('<!--state-->', state);
  writeFileSync(indexFile, page);

  const js = { raw: 0, gzip: 0, files: 0 };
  for (const file of readdirSync(join(outDir, 'assets'))) {
    if (!file.endsWith('.js')) continue;
    const bytes = readFileSync(join(outDir, 'assets', file));
    js.raw += bytes.length;
    js.gzip += gzipSync(bytes, { level: 9 }).length;
    js.files += 1;
  }
  return { dir: outDir, js };
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.jpg': 'image/jpeg' };

/** Serves the built floor page and the app's seed photos on a free port of 127.0.0.1. */
export async function serveFloor(build: FloorBuild, photosDir: string): Promise<{ origin: string; stop(): Promise<void> }> {
  const compressed = new Map<string, { br: Buffer; gzip: Buffer }>();
  const server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0]!);
    const file = path === '/' ? join(build.dir, 'index.html') : path.startsWith('/photos/') ? join(photosDir, path.slice('/photos/'.length)) : join(build.dir, path);
    if (path.includes('..') || !normalize(file).startsWith(path.startsWith('/photos/') ? photosDir : build.dir)) {
      response.writeHead(404).end();
      return;
    }
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      response.writeHead(404).end();
      return;
    }
    const extension = file.slice(file.lastIndexOf('.'));
    const headers: Record<string, string> = {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (extension !== '.jpg') {
      let packed = compressed.get(file);
      if (!packed) {
        packed = { br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(body, { level: 9 }) };
        compressed.set(file, packed);
      }
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (accepts.includes('br')) [body, headers['content-encoding']] = [packed.br, 'br'];
      else if (accepts.includes('gzip')) [body, headers['content-encoding']] = [packed.gzip, 'gzip'];
    }
    response.writeHead(200, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Where a floor is built: under bench/results/tmp, which git ignores. */
export function floorDir(root: string, variant: FloorVariant): string {
  const dir = join(root, `bench/results/tmp/${variant}-floor`);
  mkdirSync(dir, { recursive: true });
  return dir;
}
