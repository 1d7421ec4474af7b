/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

const api = 'http://localhost:3000';
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

export default defineConfig({
  plugins: [graphqlDocuments(), react()],
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
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps source modules to chunks: the web benchmark (bench/web) uses it to
    // prove that no admin-only chunk loads on a visitor's page. The server does not serve dot folders.
    manifest: true,
    rollupOptions: {
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
});
