#!/usr/bin/env node
/**
 * The production entry point as a bundle: `npm run build -w server` compiles src/ with tsc into dist/
 * (one file per module, as scripts, tests and `npm run dev` use them), then this script bundles
 * dist/main.js and the packages it loads into dist/main.js itself, plus shared chunks beside it.
 *
 * Why: Node 20's module loader spends most of a start resolving, reading and compiling about 3,000
 * files one by one (Nest, Apollo, es-toolkit's 540 files, rxjs, the app's own ~270). One bundle loads
 * in a third of the time, and `npm start` answers its first request within the 3 s issue 21 asks.
 *
 * - tsc's output is the input, so decorator metadata (emitDecoratorMetadata) is already in the code;
 *   `keepNames` keeps class names, which Nest and the GraphQL schema use as type names.
 * - Code splitting keeps the app's lazy imports lazy (pdf-lib for documents, sharp for photos).
 * - `import.meta.url` of each module is rewritten to the URL that module had in dist/, so paths found
 *   relative to it (the repo root, migrations, schema.graphql) resolve as before. Every output file is
 *   written to dist/ itself, where those relative URLs hold.
 * - Left outside the bundle (loaded from node_modules at run time): packages that find their own files
 *   next to their code (PGlite's wasm, Swagger UI, pino's workers, fonts), native addons, packages our
 *   code loads lazily (graphql-jit, ioredis, the S3 SDK, pdf-lib, sharp), packages another external one
 *   must share with the bundle (graphql: graphql-jit checks the schema is its own graphql's; pg:
 *   the bench's SQL capture patches it), reflect-metadata (loaded first, below) and Nest's optional
 *   packages that are not installed.
 *
 * Plain JavaScript on purpose: it runs right after tsc, from the server's folder.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(serverDir, 'dist');

const EXTERNAL = [
  // Find files next to their own code, or are native addons.
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'swagger-ui-dist',
  'pino',
  'thread-stream',
  'dejavu-fonts-ttf',
  'dejavu-fonts-ttf/*',
  '@node-rs/*',
  '*.node',
  'sharp',
  // Loaded lazily by our code (see each import).
  'pdf-lib',
  '@pdf-lib/*',
  'graphql-jit',
  'ioredis',
  '@aws-sdk/*',
  // Shared with an external package: one instance for both.
  'graphql',
  'graphql/*',
  'pg',
  'pg-native',
  'reflect-metadata',
  // Nest's optional packages, not installed: Nest's own loader reports them if ever needed.
  '@nestjs/microservices',
  '@nestjs/microservices/*',
  '@nestjs/websockets',
  '@nestjs/websockets/*',
  '@nestjs/platform-fastify',
  '@fastify/*',
  '@as-integrations/fastify',
  '@apollo/subgraph',
  '@apollo/subgraph/*',
  '@apollo/gateway',
  // Nest loads these with import() and reads their named exports, which a bundled CommonJS module lacks;
  // our DTOs' decorators must register in the same copy Nest validates with.
  'class-transformer',
  'class-transformer/*',
  'class-validator',
  'ts-morph',
];

/** Rewrites `import.meta.url` in a module of dist/ to that module's own URL, relative to the bundle's folder. */
const keepModuleUrls = {
  name: 'keep-module-urls',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.js$/ }, async (args) => {
      if (!args.path.startsWith(distDir + '/')) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const own = `./${relative(distDir, args.path).split('\\').join('/')}`;
      return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(own)}, import.meta.url).href`), loader: 'js' };
    });
  },
};

/** First line of every output file: how a second run tells the bundle from tsc's main.js. */
const MARK = '// Bundled by server/scripts/bundle.mjs from tsc\'s output: do not edit.';

const entry = join(distDir, 'main.js');
if ((await readFile(entry, 'utf8')).startsWith(MARK)) {
  console.error('bundle: dist/main.js is already the bundle. Run `npm run build -w server` (tsc first, then this).');
  process.exit(1);
}

const started = performance.now();
for (const name of await readdir(distDir)) if (name.startsWith('bundle-')) await rm(join(distDir, name));
const result = await build({
  entryPoints: [entry],
  outdir: distDir,
  allowOverwrite: true,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  keepNames: true,
  external: EXTERNAL,
  // reflect-metadata before any decorator runs; `require` for the CommonJS packages inside the bundle.
  banner: {
    js: `${MARK}\nimport 'reflect-metadata'; import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);`,
  },
  // In dist/ itself (see keepModuleUrls); the previous build's chunks are removed first.
  chunkNames: 'bundle-[name]-[hash]',
  plugins: [keepModuleUrls],
  logLevel: 'warning',
  metafile: true,
});
const outputs = Object.keys(result.metafile.outputs).length;
console.log(`bundle: dist/main.js and ${outputs - 1} chunks in ${Math.round(performance.now() - started)} ms`);
