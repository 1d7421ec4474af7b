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
import { dirname, join, resolve } from 'node:path';
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
    // The server imports @travel/contract, which Node resolves to the contract's build; dist/main.js is
    // the launcher of the bundle beside it.
    alsoNeeds: ['contract/dist/index.js', 'server/dist/main.bundle.cjs'],
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

/**
 * A file's size and modification time, the cheap first look: an input whose signature matches the one
 * recorded at the last build keeps the hash recorded with it, so an up-to-date start reads no file's
 * content (about 800 files: a few milliseconds instead of ~150). A copy or a checkout that only touches
 * times changes the signature, and the file is hashed as before: content still decides.
 */
const signatureOf = (stat) => `${stat.size}:${stat.mtimeMs}`;
/**
 * A signature is only recorded for a file last modified this long before its hashing: a file edited again
 * within the same tick of the clock could otherwise keep its signature with new content.
 */
const SETTLED_MS = 2_000;

function walk(path, skip, known, found) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(full)) walk(`${path}/${entry}`, skip, known, found);
  } else if (!skip(path)) {
    const signature = signatureOf(stat);
    const recorded = known.files?.[path];
    const hash =
      recorded !== undefined && known.signatures?.[path] === signature ? recorded : createHash('sha1').update(readFileSync(full)).digest('hex');
    found.files.set(path, hash);
    if (Date.now() - stat.mtimeMs > SETTLED_MS) found.signatures[path] = signature;
  }
}

/** Every input's content hash (reused from `stamp` where the file's signature is unchanged), and one digest of them all. */
function hashInputs(target, stamp) {
  const found = { files: new Map(), signatures: {} };
  for (const input of target.inputs) walk(input, target.skip, stamp ?? {}, found);
  const sorted = [...found.files.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  const digest = createHash('sha1');
  for (const [path, hash] of sorted) digest.update(`${path}\0${hash}\n`);
  return { digest: digest.digest('hex'), files: Object.fromEntries(sorted), signatures: found.signatures };
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
function staleness(target, inputs, stamp) {
  const output = outputFingerprint(target);
  if (!output) return `no ${target.output}`;
  const missing = (target.alsoNeeds ?? []).find((path) => !existsSync(join(root, path)));
  if (missing) return `no ${missing}`;
  if (!stamp) return 'no record of the last build';
  if (stamp.output !== output) return `${target.output} was rebuilt by other means since`;
  if (stamp.digest === inputs.digest) return undefined;
  const changed = [];
  for (const [path, hash] of Object.entries(inputs.files)) if (stamp.files?.[path] !== hash) changed.push(path);
  for (const path of Object.keys(stamp.files ?? {})) if (!(path in inputs.files)) changed.push(`${path} (deleted)`);
  return `changed: ${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ` and ${changed.length - 5} more` : ''}`;
}

function sameSignatures(recorded = {}, current) {
  const paths = Object.keys(current);
  return paths.length === Object.keys(recorded).length && paths.every((path) => recorded[path] === current[path]);
}

/**
 * Rebuilds what is stale; returns the exit status (0 when everything is up to date or was rebuilt).
 * `npm start` (scripts/start.mjs) calls it in its own process rather than starting another Node.
 */
export function buildIfStale(argv = []) {
  const args = new Set(argv);
  const force = args.has('--force');
  const checkOnly = args.has('--check');
  const only = [...args].filter((arg) => !arg.startsWith('--'));
  let stale = false;
  for (const target of TARGETS.filter((t) => only.length === 0 || only.includes(t.name))) {
    const started = Date.now();
    const stamp = readStamp(target);
    const inputs = hashInputs(target, stamp);
    const reason = force ? 'forced' : staleness(target, inputs, stamp);
    if (!reason) {
      // Signatures recorded now spare the next start the hashing (a checkout or a copy changes them all).
      if (!checkOnly && !sameSignatures(stamp.signatures, inputs.signatures)) writeFileSync(stampPath(target), JSON.stringify({ ...stamp, signatures: inputs.signatures }));
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
      return result.status ?? 1;
    }
    writeFileSync(
      stampPath(target),
      JSON.stringify({ digest: inputs.digest, output: outputFingerprint(target), builtAt: new Date().toISOString(), files: inputs.files, signatures: inputs.signatures }),
    );
  }
  return checkOnly && stale ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const status = buildIfStale(process.argv.slice(2));
  if (status !== 0) process.exit(status);
}
