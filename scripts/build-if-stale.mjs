#!/usr/bin/env node
/**
 * `npm start`'s first step: rebuilds the server and the web app only when something they are built from
 * changed since their last build, so a start after the first build goes straight to serving.
 * Lives at the root, not in a workspace: it reads root files (the lock file, schema.graphql, codegen.ts)
 * and drives both workspaces' builds.
 *
 *   node scripts/build-if-stale.mjs            # rebuild what is stale
 *   node scripts/build-if-stale.mjs --check    # only say what is stale (exit 1 when something is)
 *   node scripts/build-if-stale.mjs --force    # rebuild both
 *   node scripts/build-if-stale.mjs server     # only the server (security/sqlmap.mjs serves no web app)
 *
 * "Changed" is decided by content, not by modification times (a checkout or a copy touches times
 * without changing anything): every input file's SHA-1 and the list of files, so a deleted or added
 * file counts, and the lock file, so a dependency update counts. After a successful build, the inputs
 * as hashed before it are written to `.build-stamp.json` inside the output folder (deleting dist/
 * deletes the stamp), with a fingerprint of the output: a build made by other means since (`npm run
 * build -w server`) changes it, so the next start rebuilds once rather than trust a stale stamp. A file
 * edited while a build runs makes the next start rebuild too.
 *
 * Plain JavaScript on purpose: this runs before anything is compiled.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The shared rules (@travel/contract) are an input of both: the server's build compiles them into
 * contract/dist, which it loads at run time; the web bundles their sources.
 */
const CONTRACT = ['contract/src', 'contract/package.json', 'contract/tsconfig.json', 'contract/tsconfig.build.json'];
const isContractTest = (path) => path.startsWith('contract/') && path.endsWith('.test.ts');

/** Files and folders (walked recursively) each build reads, relative to the root; `skip` filters walked files. */
const TARGETS = [
  {
    name: 'server',
    inputs: ['server/src', 'server/scripts', 'server/tsconfig.json', 'server/tsconfig.build.json', 'server/package.json', ...CONTRACT, 'tsconfig.json', 'package-lock.json'],
    // tsconfig.build.json leaves the unit tests out of dist/ (contract/tsconfig.build.json likewise).
    skip: (path) => path.endsWith('.spec.ts') || isContractTest(path),
    output: 'server/dist/main.js',
    // The server imports @travel/contract, which Node resolves to the contract's build.
    alsoNeeds: ['contract/dist/index.js'],
    command: ['run', 'build', '-w', 'server'],
  },
  {
    name: 'web',
    inputs: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/vite.config.ts',
      'web/tsconfig.json',
      'web/package.json',
      ...CONTRACT,
      'tsconfig.json',
      'schema.graphql',
      'codegen.ts',
      'package-lock.json',
    ],
    skip: isContractTest,
    output: 'web/dist/index.html',
    // The server render, built by the same command into its own folder (web/dist-ssr).
    alsoNeeds: ['web/dist-ssr/entry-server.js'],
    command: ['run', 'build', '-w', 'web'],
  },
];

function walk(path, skip, files) {
  if (!existsSync(join(root, path))) return;
  const stat = statSync(join(root, path));
  if (stat.isDirectory()) {
    for (const entry of readdirSync(join(root, path))) walk(`${path}/${entry}`, skip, files);
  } else if (!skip(path)) {
    files.set(path, createHash('sha1').update(readFileSync(join(root, path))).digest('hex'));
  }
}

function hashInputs(target) {
  const files = new Map();
  for (const input of target.inputs) walk(input, target.skip, files);
  const sorted = [...files.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  const digest = createHash('sha1');
  for (const [path, hash] of sorted) digest.update(`${path}\0${hash}\n`);
  return { digest: digest.digest('hex'), files: Object.fromEntries(sorted) };
}

/** Identifies the build output; any rebuild (vite empties dist/, tsc rewrites every file) changes it. */
function outputFingerprint(target) {
  const path = join(root, target.output);
  if (!existsSync(path)) return undefined;
  const stat = statSync(path);
  return `${stat.size}:${stat.mtimeMs}`;
}

const stampPath = (target) => join(root, dirname(target.output), '.build-stamp.json');

function readStamp(target) {
  try {
    return JSON.parse(readFileSync(stampPath(target), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Why the target must be rebuilt, or undefined when its output matches its inputs. */
function staleness(target, inputs) {
  const output = outputFingerprint(target);
  if (!output) return `no ${target.output}`;
  const missing = (target.alsoNeeds ?? []).find((path) => !existsSync(join(root, path)));
  if (missing) return `no ${missing}`;
  const stamp = readStamp(target);
  if (!stamp) return 'no record of the last build';
  if (stamp.output !== output) return `${target.output} was rebuilt by other means since`;
  if (stamp.digest === inputs.digest) return undefined;
  const changed = [];
  for (const [path, hash] of Object.entries(inputs.files)) if (stamp.files?.[path] !== hash) changed.push(path);
  for (const path of Object.keys(stamp.files ?? {})) if (!(path in inputs.files)) changed.push(`${path} (deleted)`);
  return `changed: ${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ` and ${changed.length - 5} more` : ''}`;
}

function main() {
  const args = new Set(process.argv.slice(2));
  const force = args.has('--force');
  const checkOnly = args.has('--check');
  const only = [...args].filter((arg) => !arg.startsWith('--'));
  let stale = false;
  for (const target of TARGETS.filter((t) => only.length === 0 || only.includes(t.name))) {
    const started = Date.now();
    const inputs = hashInputs(target);
    const reason = force ? 'forced' : staleness(target, inputs);
    if (!reason) {
      console.log(`build-if-stale: ${target.name} is up to date (${Object.keys(inputs.files).length} files checked in ${Date.now() - started} ms)`);
      continue;
    }
    stale = true;
    console.log(`build-if-stale: ${target.name} ${checkOnly ? 'is stale' : 'rebuilding'}: ${reason}`);
    if (checkOnly) continue;
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, target.command, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`build-if-stale: the ${target.name} build failed`);
      process.exit(result.status ?? 1);
    }
    writeFileSync(stampPath(target), JSON.stringify({ digest: inputs.digest, output: outputFingerprint(target), builtAt: new Date().toISOString(), files: inputs.files }));
  }
  if (checkOnly && stale) process.exit(1);
}

main();
