// ESLint 9 flat config for the whole monorepo: `npm run lint` (= `eslint .` at the root).
import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app's import boundaries (in the spirit of bulletproof-react's `import/no-restricted-paths`
// zones), as a small local ESLint rule: eslint-plugin-import is not among this repository's tools.
//
// web/src is layered:
//   app/                  router, providers, layouts: may import any feature (it composes them).
//   features/<name>/      one feature. Its folders (components/, pages/, ...) are private; its top-level
//                         modules (graphql.ts documents, schemas, hooks such as use-site-config.ts,
//                         testing.ts mocks) are what it offers others. routes.tsx is for app/ only.
//   components/, lib/,    shared by every feature: they import no feature, except a feature's graphql.ts
//   config/               (the typed documents are the server's contract, not a feature's internals).
//   test/                 cross-cutting tests and test helpers: may import anything.
//
// A test that follows a journey across features may render another feature's page at its route (as
// app/routes.tsx would), so `*.test.tsx` files may import other features' `pages/`; never their components.
const webSrc = resolve(import.meta.dirname, 'web/src');

/** A path below web/src as its parts, or null outside it. */
const partsIn = (file) => {
  const rel = relative(webSrc, file);
  return rel.startsWith('..') || rel === '' ? null : rel.split(sep);
};

const SHARED = new Set(['components', 'lib', 'config']);
const stem = (name) => name.replace(/\.(tsx?|jsx?)$/, '');

/** @type {import('eslint').Rule.RuleModule} */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports another feature only through its public top-level modules; shared code imports no feature.' },
    schema: [],
    messages: {
      privateFolder:
        "'{{source}}' is inside feature '{{target}}' ({{folder}}/), which is private to it. Move what both features need to components/, components/admin/ or lib/.",
      routes: "'{{source}}': a feature's routes.tsx is imported by app/routes.tsx only.",
      sharedImportsFeature:
        "'{{source}}': {{area}}/ is shared by every feature and may import only a feature's graphql.ts. Move the piece into components/ or lib/ instead.",
    },
  },
  create(context) {
    const from = partsIn(context.filename);
    if (!from) return {};
    const area = from[0];
    if (area === 'app' || area === 'test' || area === 'gql' || area === 'ssr' || from.length === 1) return {};
    const fromFeature = area === 'features' ? from[1] : null;
    if (!fromFeature && !SHARED.has(area)) return {};
    const isTest = /\.test\.tsx?$/.test(context.filename);

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = partsIn(resolve(dirname(context.filename), source));
      if (!target || target[0] !== 'features' || target.length < 3) return;
      const [, feature, first] = target;
      if (feature === fromFeature) return;
      const data = { source, target: feature, folder: first, area };
      const inFolder = target.length > 3;
      if (!fromFeature) {
        if (!inFolder && stem(first) === 'graphql') return;
        context.report({ node, messageId: 'sharedImportsFeature', data });
        return;
      }
      if (inFolder) {
        if (isTest && first === 'pages') return;
        context.report({ node, messageId: 'privateFolder', data });
        return;
      }
      if (stem(first) === 'routes') context.report({ node, messageId: 'routes', data });
    };

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-ssr/**', // the server render's build
      'server/.test-dist-*/**', // the server as the process tests build it (server/test/support/server-process.ts)
      '**/coverage/**',
      '**/data/**',
      'web/src/gql/**', // codegen output
      'server/drizzle/**', // drizzle-kit output
      'e2e/playwright-report/**',
      'e2e/test-results/**',
      'bench/results/tmp/**', // scratch output of the benchmarks (the stack floor's build)
    ],
  },

  js.configs.recommended,
  ...tseslint.configs.recommended,

  {
    rules: {
      // Unused arguments and destructured leftovers are fine when named so on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  // A few type-aware rules that catch real bugs cheaply: a promise nobody awaits (a DB write that may
  // not happen, a Playwright step that races the next), or an async function where a callback's
  // return value matters. Only TypeScript files that a workspace tsconfig includes.
  {
    files: ['contract/src/**/*.ts', 'contract/*.ts', 'server/{src,test}/**/*.ts', 'server/drizzle.config.ts', 'web/src/**/*.{ts,tsx}', 'web/vite.config.ts', 'web/vite/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // React's onClick/onSubmit ignore the returned promise on purpose.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },

  // Node code: the server, scripts, tests that drive a browser from Node, the CI helpers, configs.
  {
    files: ['server/**/*.{ts,js,mjs}', 'e2e/**/*.{ts,js,mjs}', '.ci/**/*.{js,mjs}', '*.{js,mjs,cjs,ts}', 'web/*.{js,ts}', 'web/vite/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },

  // The server's Jest tests.
  {
    files: ['server/**/*.spec.ts', 'server/test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },

  // The web app runs in the browser; hooks live in .tsx components and in .ts `useX` modules alike.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  // Feature folders stay apart (featureBoundaries above says what a feature may import from another).
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { web: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'web/feature-boundaries': 'error' },
  },
  // Web test files share one module graph per worker (web/vite.config.ts, isolate: false): a module mock
  // would leak into, or miss, modules other files imported first.
  {
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'Test files share modules (isolate: false): stub globals (vi.stubGlobal) or pass the dependency in instead.' },
        { object: 'vi', property: 'doMock', message: 'Test files share modules (isolate: false): stub globals (vi.stubGlobal) or pass the dependency in instead.' },
      ],
    },
  },
);
