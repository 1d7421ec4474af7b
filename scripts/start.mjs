#!/usr/bin/env node
/**
 * `npm start`: the laptop demo in one command. Brings the build up to date (build-if-stale.mjs), then
 * runs the production server (server/dist/main.js) in this same process, with NODE_ENV=production unless
 * the caller chose another mode.
 *
 * The server refuses to start in production without JWT_SECRET (at least 32 characters), whatever the
 * database: a real deployment must choose its key. Only here, for the demo on the embedded database
 * (JWT_SECRET and DATABASE_URL both unset), is a key made once and kept in `jwt-secret` beside the
 * database folder (data/jwt-secret by default, the parent of DATA_DIR otherwise; mode 600), so tokens
 * survive restarts and no two installations share a key. With DATABASE_URL the server's own refusal
 * stands: a PostgreSQL server is a deployment, not the demo. The demo also keeps the GraphQL IDE and
 * introspection on, which production turns off unless configured.
 *
 * Plain JavaScript on purpose: this runs before anything is compiled.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// In this process: a second Node just to check the build would cost its own start-up.
const { buildIfStale } = await import('./build-if-stale.mjs');
const buildStatus = buildIfStale();
if (buildStatus !== 0) process.exit(buildStatus);

process.env.NODE_ENV ||= 'production';
if (!process.env.DATABASE_URL) {
  if (!process.env.JWT_SECRET) process.env.JWT_SECRET = demoJwtSecret(process.env.DATA_DIR || 'data/pglite');
  // The demo is also where integrators try the API: the bundled GraphiQL and introspection stay on
  // (production turns both off unless configured). A caller's own setting wins.
  process.env.GRAPHQL_IDE ||= 'on';
  process.env.GRAPHQL_INTROSPECTION ||= 'on';
}

await import(pathToFileURL(join(root, 'server/dist/main.js')).href);

/** The demo's key: beside the embedded database (relative DATA_DIR from the repo root, as the server reads it). */
function demoJwtSecret(dataDir) {
  // A throw-away database (memory://) gets a throw-away key.
  if (dataDir.startsWith('memory://')) return randomBytes(32).toString('hex');
  const file = resolve(dirname(resolve(root, dataDir)), 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
