/// <reference types="vitest/config" />
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { chakraLazyGlobalCss, chakraOrderedMemo } from './vite/chakra.ts';
import { devServerRendering } from './vite/dev-ssr.ts';
import { EARLY_BOOT_GLOBAL, installEarlyBoot } from './src/ssr/early-boot.ts';

// The API `npm run dev -w server` starts; DEV_API_URL points the dev server at another one (the dev
// server-rendering test, e2e/dev-server-rendering.spec.ts, uses the browser journeys' server).
const api = process.env.DEV_API_URL ?? 'http://localhost:3000';
const publicDir = fileURLToPath(new URL('./public', import.meta.url));

// Seed photos live in web/public/photos; serve those straight from Vite so the home page still has
// pictures while the API is down, and proxy the rest (photos the server adds) to the API.
const photos: ProxyOptions = {
  target: api,
  bypass: (req) => {
    const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
    return !path.includes('..') && existsSync(publicDir + path) ? req.url : undefined;
  },
};

const generatedDocuments = fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url));
const DOCUMENT_MODULE = 'virtual:gql-document/';

/** `export const FooDocument = {...} as unknown as DocumentNode<...>;` lines of src/gql/graphql.ts, by name. */
const readGeneratedDocuments = (): Map<string, string> => {
  const documents = new Map<string, string>();
  const line = /^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
  for (const [, name, json] of readFileSync(generatedDocuments, 'utf8').matchAll(line)) documents.set(name!, json!);
  return documents;
};

/**
 * Replaces each `graphql(`...`)` call with the document codegen generated for it (`query Foo` →
 * `FooDocument`, `fragment Bar` → `BarFragmentDoc` in src/gql/graphql.ts), as the client preset's
 * Babel plugin does. Without it, `graphql()` looks documents up in one map holding every document of
 * the app (src/gql/gql.ts), so the entry chunk carried the admin portal's queries too. Each document
 * becomes a tiny module of its own: were they imported from graphql.ts, that one module would sit in
 * one shared chunk with every document any page uses. The documents are the same objects the map
 * returns, so types and runtime behaviour do not change.
 */
const graphqlDocuments = (): Plugin => {
  let documents = new Map<string, string>();
  return {
    name: 'graphql-documents',
    enforce: 'pre',
    buildStart() {
      documents = readGeneratedDocuments();
    },
    resolveId(id) {
      return id.startsWith(DOCUMENT_MODULE) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${DOCUMENT_MODULE}`)) return null;
      // Codegen may have run since the build started (dev server, watch mode).
      const name = id.slice(DOCUMENT_MODULE.length + 1);
      const json = documents.get(name) ?? readGeneratedDocuments().get(name);
      if (!json) throw new Error(`${name} is not in src/gql/graphql.ts: run npm run codegen`);
      return `export default ${json};`;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(`')) return null;
      const names = new Set<string>();
      let unresolved = false;
      const replaced = code.replace(/\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g, (call, source: string) => {
        const definition = /^\s*(query|mutation|subscription|fragment)\s+(\w+)/.exec(source);
        if (!definition) {
          unresolved = true;
          return call;
        }
        const name = `${definition[2]}${definition[1] === 'fragment' ? 'FragmentDoc' : 'Document'}`;
        names.add(name);
        return `__gql_${name}`;
      });
      if (names.size === 0) return null;
      const imports = [...names].map((name) => `import __gql_${name} from '${DOCUMENT_MODULE}${name}';`).join(' ');
      // The runtime `graphql` import goes once no call is left, so the map is never bundled. Imports are
      // added on the first line, so the other lines keep their numbers.
      const withoutMap = unresolved ? replaced : replaced.replace(/^import \{ graphql \} from '[./]+\/gql';$/m, '');
      return { code: `${imports} ${withoutMap}`, map: null };
    },
  };
};

/**
 * Gives each `lazyPage(() => import('./pages/x'), (m) => m.X)` call (src/lib/lazy-page.tsx) the source
 * path of the module it loads, as its third argument ('src/features/.../pages/x.tsx', the key of that
 * module in Vite's build manifest). The server render records the paths of the pages it rendered and
 * preloads their chunks; written by hand, a path could silently drift from the import.
 */
const lazyPageIds = (): Plugin => {
  let root = '';
  const call = /lazyPage\(\s*\(\)\s*=>\s*import\((['"])([^'"]+)\1\)\s*,\s*(\(\w*\)\s*=>\s*[\w.]+)\s*\)/g;
  return {
    name: 'lazy-page-ids',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!code.includes('lazyPage(') || !/\/src\/.*\.tsx?$/.test(id) || id.endsWith('/lazy-page.tsx')) return null;
      const calls = [...code.matchAll(call)];
      if (calls.length === 0) return null;
      let result = code;
      for (const [whole, quote, specifier, pick] of calls) {
        const resolved = await this.resolve(specifier!, id);
        if (!resolved) throw new Error(`lazyPage: cannot resolve ${specifier} from ${id}`);
        const moduleId = relative(root, resolved.id.split('?')[0]!).split('\\').join('/');
        result = result.replace(whole, `lazyPage(() => import(${quote}${specifier}${quote}), ${pick}, ${JSON.stringify(moduleId)})`);
      }
      return { code: result, map: null };
    },
  };
};

/**
 * The start-up script of server-rendered pages (src/ssr/early-boot.ts), inlined at the top of
 * index.html's head: it must run before anything else, without a request. The server's
 * Content-Security-Policy allows it by its hash (read from the built index.html).
 */
const earlyBoot = (): Plugin => ({
  name: 'early-boot',
  transformIndexHtml: {
    order: 'pre',
    handler: () => [
      {
        tag: 'script',
        children: `window.${EARLY_BOOT_GLOBAL} = (${installEarlyBoot.toString()})(window, document);`,
        injectTo: 'head-prepend',
      },
    ],
  },
});

/**
 * Brotli (quality 11) and gzip (level 9) copies of every script and stylesheet of the browser build,
 * beside it (`x.js.br`, `x.js.gz`): the server sends them as they are (server/src/web/static-files.ts),
 * smaller than on-the-fly compression makes them and with no CPU spent per request.
 */
const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : join(config.root, config.build.outDir, 'assets');
    },
    closeBundle() {
      if (!outDir || !existsSync(outDir)) return;
      for (const name of readdirSync(outDir)) {
        if (!/\.(?:js|css|svg|json)$/.test(name)) continue;
        const source = readFileSync(join(outDir, name));
        if (source.length < 1024) continue;
        writeFileSync(join(outDir, `${name}.br`), brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } }));
        writeFileSync(join(outDir, `${name}.gz`), gzipSync(source, { level: 9 }));
      }
    },
  };
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [lazyPageIds(), graphqlDocuments(), chakraOrderedMemo(), chakraLazyGlobalCss(), earlyBoot(), react(), precompress(), devServerRendering({ api })],
  // @travel/contract (the rules shared with the server) from its TypeScript sources, its package.json's
  // "travel-source" export, in the browser build, the server render, the dev server and Vitest alike: the
  // web never needs contract/dist. tsconfig.json's customConditions says the same to the type-checker. Not
  // the common "source" condition: other packages (@internationalized/date) publish their TypeScript under it.
  resolve: { conditions: ['travel-source', ...defaultClientConditions] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': api,
      '/api': api,
      '/photos': photos,
      '/uploads': api,
      // Served by the API at the root (server/src/seo), as in production.
      '/robots.txt': api,
      '/sitemap.xml': api,
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/graphql': api,
      '/api': api,
      '/photos': api,
      '/uploads': api,
      '/robots.txt': api,
      '/sitemap.xml': api,
    },
  },
  optimizeDeps: {
    // GraphiQL's worker setup imports Monaco workers with `?worker`, which the dependency pre-bundler
    // cannot load (graphql/graphiql#4038); served as plain modules, Vite's own worker plugin handles them.
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
    // The dev server pre-bundles Chakra for the browser without the plugins' transform hooks: the
    // browser's memo would sort keys while the dev server's render (vite/dev-ssr.ts) does not, the
    // mismatch chakraOrderedMemo exists to prevent.
    rolldownOptions: { plugins: [chakraOrderedMemo(), chakraLazyGlobalCss()] },
  },
  // The server render (src/entry-server.tsx, `npm run build:ssr`) is one self-contained module for Node:
  // every library bundled in, so Emotion, Chakra and Apollo are the very instances the render uses, and
  // Node never has to load their browser-oriented ESM/CJS mixes.
  // The dev server's render (vite/dev-ssr.ts) cannot run CommonJS packages through Vite (rxjs, React:
  // "exports is not defined"), so there Node loads the libraries itself, one instance of each as in the
  // bundle, except Chakra: its memo must go through chakraOrderedMemo (and its charts must see that copy).
  // Vitest runs under `serve` too and takes the same list: every other library is loaded by Node once per
  // worker instead of being transformed by Vite (inlining them all was most of the web tests' time).
  // @travel/contract is a linked workspace, so Vite compiles it rather than leave it to Node (which could
  // only load its build).
  ssr: {
    noExternal: command === 'serve' ? [/^@chakra-ui\//, '@travel/contract'] : true,
    target: 'node',
    resolve: { conditions: ['travel-source', ...defaultServerConditions] },
  },
  build: isSsrBuild
    ? {
        // Not under dist/: that folder is served to browsers.
        outDir: 'dist-ssr',
        emptyOutDir: true,
        // The photos and icons of public/ are served from dist/; the server render only needs its module.
        copyPublicDir: false,
        manifest: false,
        rollupOptions: { output: { entryFileNames: '[name].js' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json maps source modules to chunks: the server render preloads the chunks
        // of the page it rendered, and the web benchmark (bench/web) proves that no admin-only chunk
        // loads on a visitor's page. The server does not serve dot folders.
        manifest: true,
        rollupOptions: {
          output: {
            // Every module the entry loads before the first render in one chunk: left to itself the
            // bundler split them into ~30 small files (each also imported by some lazy page), i.e. 30
            // more requests on a phone's connection and ≈0.5 ms of the main thread to start each one.
            // Lazy pages keep their own chunks and import what they share from this one.
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
          },
          onwarn(warning, warn) {
            // GraphiQL's packages carry React-compiler directives ("use no memo") that bundling drops
            // harmlessly; the warning repeats for each of their files.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Component tests render whole pages with Chakra and Apollo: 5 s is too tight on a busy 2-core machine.
    testTimeout: 20_000,
    // One module graph per worker instead of one per test file: importing Chakra, Ark and Apollo again for
    // each of ~70 files was over half of the suite's time. setup.ts cleans the DOM, storage and mocks after
    // each test, so files do not see each other's state.
    isolate: false,
    // One worker per core, not Vitest's default of one fewer (a single worker on 2 cores): files share
    // nothing but the module graph of their own worker. VITEST_MAX_WORKERS overrides it.
    maxWorkers: process.env.VITEST_MAX_WORKERS ? Number(process.env.VITEST_MAX_WORKERS) : '100%',
    // On CI a failed test runs once more before it counts: page tests race their mocked answers under
    // load now and then (a different one each run; see docs/stack-notes.md). A test that fails twice still
    // fails the run, and vitest's report marks the retried ones, so flakiness stays visible.
    retry: process.env.CI ? 1 : 0,
  },
}));
