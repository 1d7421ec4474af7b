import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every setting the server reads, from the environment, in one place (documented in the README). */
export interface AppConfig {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  /** PostgreSQL server; unset means the embedded database under `dataDir`. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly jwtSecret: string;
  /** Token lifetime in seconds. */
  readonly jwtExpiresInSeconds: number;
  /** Seed the catalogue when the database is empty at start-up. */
  readonly seedOnStart: boolean;
  /**
   * Demo mode: the embedded database or a non-production run. Only then does the seed create the
   * demo accounts with their published password.
   */
  readonly demoMode: boolean;
  /** Create the demo accounts when seeding: demo mode, or SEED_DEMO_USERS=true (a demo stack). */
  readonly seedDemoUsers: boolean;
  /** Built web app to serve (production mode); unset or missing folder means API only. */
  readonly webDist: string | undefined;
  /** Uploaded photos, served at /uploads (created on the first upload). */
  readonly uploadsDir: string;
}

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const databaseUrl = env.DATABASE_URL || undefined;
  const rawDataDir = env.DATA_DIR ?? 'data/pglite';
  const dataDir = rawDataDir.startsWith('memory://') ? rawDataDir : resolve(REPO_ROOT, rawDataDir);
  const demoMode = mode !== 'production' || !databaseUrl;
  const jwtSecret = env.JWT_SECRET ?? (demoMode ? localJwtSecret(dataDir) : '');
  if (jwtSecret.length < 32) {
    // A guessable signing key lets anyone mint an admin token: refuse to start.
    throw new Error('JWT_SECRET must be set to at least 32 characters in production with a PostgreSQL server.');
  }
  return {
    env: mode,
    port: parsePort(env.PORT ?? '3000'),
    databaseUrl,
    dataDir,
    jwtSecret,
    jwtExpiresInSeconds: parsePositiveInt(env.JWT_EXPIRES_IN_SECONDS ?? String(8 * 60 * 60), 'JWT_EXPIRES_IN_SECONDS'),
    seedOnStart: env.SEED_ON_START ? env.SEED_ON_START === 'true' : demoMode,
    demoMode,
    seedDemoUsers: env.SEED_DEMO_USERS ? env.SEED_DEMO_USERS === 'true' : demoMode,
    webDist: env.WEB_DIST === '' ? undefined : resolve(REPO_ROOT, env.WEB_DIST ?? 'web/dist'),
    uploadsDir: uploadsDirOf(env.UPLOADS_DIR, dataDir),
  };
}

/** A throw-away database (tests) gets a throw-away folder, so no run ever writes photos into the repo. */
function uploadsDirOf(value: string | undefined, dataDir: string): string {
  if (value) return resolve(REPO_ROOT, value);
  if (dataDir.startsWith('memory://')) return join(tmpdir(), `travel-agency-uploads-${randomBytes(8).toString('hex')}`);
  return resolve(REPO_ROOT, 'data/uploads');
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${value}".`);
  return port;
}

function parsePositiveInt(value: string, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}".`);
  return n;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/**
 * Without JWT_SECRET a random key is made once and kept beside the embedded database, so tokens
 * survive restarts but no two installations share a key.
 */
function localJwtSecret(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return randomBytes(32).toString('hex');
  const file = resolve(dirname(dataDir), 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
