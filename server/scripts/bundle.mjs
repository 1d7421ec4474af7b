#!/usr/bin/env node
/**
 * The production entry point as a bundle: `npm run build -w server` compiles src/ with tsc into dist/
 * (one file per module, as scripts, tests and `npm run dev` use them), then this script bundles
 * dist/server.js and the packages it loads into one CommonJS file, dist/main.bundle.cjs, and replaces
 * dist/main.js with a launcher that runs it through V8's code cache (src/launch/run-bundle.ts).
 *
 * Why: Node 20's module loader spends most of a start resolving, reading and compiling about 3,000
 * files one by one (Nest, Apollo, es-toolkit's 540 files, rxjs, the app's own ~270). One bundle loads
 * in a third of the time; compiled from the code cache, in less again (~0.5 s of the start), and
 * `npm start` answers its first request within the 3 s issue 21 asks. CommonJS because Node 20 keeps
 * no code cache of ES modules.
 *
 * - tsc's output is the input, so decorator metadata (emitDecoratorMetadata) is already in the code;
 *   `keepNames` keeps class names, which Nest and the GraphQL schema use as type names.
 * - One file: esbuild splits only ES module output. The app's lazy imports become functions run on
 *   first use, and V8 compiles a function only when it first runs (or takes it from the cache).
 * - No import() is left in the bundle: code from the code cache cannot run one on Node 20 (the cache
 *   drops what it needs, nodejs/node#43663). Packages are required; an ES module file outside the bundle
 *   (the web app's server entry) is imported through the launcher (src/common/import-file.ts).
 * - `import.meta.url` of each of the app's modules is rewritten to the URL that module had in dist/, so
 *   paths found relative to it (the repo root, migrations, schema.graphql) resolve as before; in a
 *   package's module, to the bundle's own URL (as in an ES module bundle). The bundle is written to dist/
 *   itself, where those relative URLs hold.
 * - Left outside the bundle (loaded from node_modules at run time): packages that find their own files
 *   next to their code (PGlite's wasm, Swagger UI, pino's workers, fonts), native addons, large packages
 *   our code loads lazily (ioredis, the S3 SDK, pdf-lib, sharp), pg (the bench's SQL capture patches it),
 *   reflect-metadata (loaded first, below) and Nest's optional packages that are not installed. Every one
 *   of them has a CommonJS entry, which is what is required.
 *   Everything else is inside, graphql and class-validator included: one copy of each, and no module
 *   resolution at start-up for their hundreds of files.
 *
 * Plain JavaScript on purpose: it runs right after tsc, from the server's folder.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
  // Loaded lazily by our code (see each import), and large.
  'pdf-lib',
  '@pdf-lib/*',
  'ioredis',
  '@aws-sdk/*',
  // The bench's SQL capture patches pg (bench/sql-capture.mjs); reflect-metadata is required first (banner).
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
  'ts-morph',
  // Nest mapped-types' fallback for class-transformer versions without cjs/storage: never reached.
  'class-transformer/storage',
];

/**
 * A package's ES module that makes itself a `require` (Nest's mapped-types, serve-static, Swagger) would
 * load its packages from node_modules at run time: a second copy of class-validator beside the bundle's
 * (whose metadata our DTOs' decorators fill) or of Express. Without that line, its require() calls are the
 * bundle's own: esbuild resolves them from the same file, so one copy serves all.
 */
const OWN_REQUIRE = /^const require = createRequire\(import\.meta\.url\);$/m;

/**
 * Rewrites `import.meta.url`, which a CommonJS bundle lacks: in a module of dist/, to that module's own
 * URL (relative to the bundle's); in a package's ES module, to the bundle's URL (see OWN_REQUIRE too).
 */
const keepModuleUrls = {
  name: 'keep-module-urls',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.m?js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      if (!args.path.startsWith(distDir + '/')) {
        return { contents: source.replace(OWN_REQUIRE, '').replaceAll('import.meta.url', BUNDLE_URL), loader: 'js' };
      }
      const own = `./${relative(distDir, args.path).split('\\').join('/')}`;
      return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(own)}, ${BUNDLE_URL}).href`), loader: 'js' };
    });
  },
};

/** The bundle's file URL, defined by its first line (below). */
const BUNDLE_URL = '__bundleUrl';

/** First line of every output file: how a second run tells the bundle from tsc's main.js. */
const MARK = '// Bundled by server/scripts/bundle.mjs from tsc\'s output: do not edit.';

const main = join(distDir, 'main.js');
if ((await readFile(main, 'utf8')).startsWith(MARK)) {
  console.error('bundle: dist/main.js is already the launcher. Run `npm run build -w server` (tsc first, then this).');
  process.exit(1);
}

const started = performance.now();
// The ES module chunks of earlier builds.
for (const name of await readdir(distDir)) if (name.startsWith('bundle-')) await rm(join(distDir, name));
const result = await build({
  entryPoints: [join(distDir, 'server.js')],
  outfile: join(distDir, 'main.bundle.cjs'),
  allowOverwrite: true,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  // import() becomes a require (see above).
  supported: { 'dynamic-import': false },
  keepNames: true,
  external: EXTERNAL,
  // reflect-metadata before any decorator runs.
  banner: { js: `${MARK}\nrequire('reflect-metadata'); const ${BUNDLE_URL} = require('node:url').pathToFileURL(__filename).href;` },
  plugins: [keepModuleUrls],
  logLevel: 'warning',
  metafile: true,
});
// esbuild escapes every non-ASCII character of the code, but not of the comments it keeps. Escaped there
// too, the file is ASCII, which the launcher decodes as Latin-1 (a copy) instead of UTF-8 (a scan of 8 MB).
const bundleFile = join(distDir, 'main.bundle.cjs');
const bundled = await readFile(bundleFile, 'utf8');
const NON_ASCII = /[\u0080-\uffff]/g;
if (NON_ASCII.test(bundled)) {
  await writeFile(bundleFile, bundled.replace(NON_ASCII, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}
await writeFile(
  main,
  `${MARK}\nimport { runBundle } from './launch/run-bundle.js';\n\nawait runBundle(new URL('./main.bundle.cjs', import.meta.url));\n`,
);
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`bundle: dist/main.bundle.cjs (${(bytes / 1e6).toFixed(1)} MB) and its launcher dist/main.js in ${Math.round(performance.now() - started)} ms`);
