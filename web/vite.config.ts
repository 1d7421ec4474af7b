/// <reference types="vitest/config" />
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': api,
      '/api': api,
      '/photos': photos,
      '/uploads': api,
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/graphql': api,
      '/api': api,
      '/photos': api,
      '/uploads': api,
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
  },
});
