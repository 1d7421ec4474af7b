// ESLint 9 flat config for the whole monorepo: `npm run lint` (= `eslint .` at the root).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['server/{src,test}/**/*.ts', 'server/drizzle.config.ts', 'web/src/**/*.{ts,tsx}', 'web/vite.config.ts', 'web/vite/**/*.ts', 'e2e/**/*.ts'],
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
