import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase, type Database, type DatabaseHandle } from '../../../src/db/client.js';
import { startRedisServer, type RedisServer } from '../../support/redis-server.js';
import { scratchDatabase, type ScratchDatabase } from '../../support/scratch-database.js';
import { buildServer, startServer, type ServerProcess } from '../../support/server-process.js';
import { TestSmtpServer } from '../../support/smtp.js';
import { startNginx, type NginxProcess } from './nginx.js';

/** Settings every app process gets, so the tests can rely on them (and on their being the same on both). */
export const TOPOLOGY_SETTINGS = {
  LOGIN_MAX_FAILURES_PER_USERNAME: 5,
  LOGIN_BACKOFF_FREE_FAILURES: 4,
  LOGIN_MAX_FAILURES_PER_ADDRESS: 8,
  MAIL_POLL_MS: 200,
} as const;

/**
 * The production topology on one machine, without Docker: a fresh database on the PostgreSQL server
 * named by DATABASE_URL, migrated once by the release step (as docker-compose.yml's `migrate` service
 * does), a Redis, TWO app processes (the compiled server, MIGRATE_ON_START=false, both running the mail
 * worker into one SMTP catcher) and nginx in front with deploy/nginx/proxy.conf.
 */
export interface Topology {
  /** nginx: what visitors reach. */
  readonly url: string;
  readonly apps: readonly [ServerProcess, ServerProcess];
  readonly smtp: TestSmtpServer;
  readonly redis: RedisServer;
  readonly nginx: NginxProcess;
  /** The same database the apps use, for factories and for counting rows. */
  readonly db: Database;
  readonly scratch: ScratchDatabase;
  /** The compiled server both apps run (for tests that start more processes of it). */
  readonly build: string;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  /** Let the release step seed the demo catalogue (the benchmark reads it); the tests build their own data. */
  seed?: boolean;
  /** More settings for both app processes (the benchmark turns the response cache off). */
  env?: Record<string, string>;
}

export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  if (!process.env.DATABASE_URL) {
    throw new Error('The topology tests need a PostgreSQL server: set DATABASE_URL (CI\'s "topology" stage does).');
  }
  const dir = mkdtempSync(join(tmpdir(), 'topology-'));
  const started: { stop(): Promise<void> }[] = [];
  let build: string | undefined;
  let handle: DatabaseHandle | undefined;
  const stopAll = async () => {
    // Last started first: nginx, then the apps, then what they depend on.
    await handle?.close().catch(() => undefined);
    for (const part of started.reverse()) await part.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [compiled, scratch] = await Promise.all([buildServer(), scratchDatabase('topology')]);
    build = compiled;
    started.push({ stop: () => scratch.drop() });
    const smtp = new TestSmtpServer();
    await smtp.start();
    started.push({ stop: () => smtp.stop() });
    const redis = await startRedisServer();
    started.push(redis);

    // The release step, once, before any app starts; the apps only check that the schema is current.
    await promisify(execFile)(process.execPath, [join(build, 'scripts', 'release.js')], {
      cwd: join(build, '..', '..'),
      env: { ...process.env, ...scratch.env, NODE_ENV: 'test', SEED_ON_START: String(options.seed ?? false), SEED_DEMO_USERS: 'false' },
    });

    const env: Record<string, string> = {
      ...scratch.env,
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      MAIL_WORKER: 'true',
      MIGRATE_ON_START: 'false',
      SEED_ON_START: 'false',
      // Behind nginx, as in production: the client's address is the X-Forwarded-For entry nginx adds.
      TRUST_PROXY: '1',
      WEB_DIST: '',
      LOG_LEVEL: 'info',
      ...Object.fromEntries(Object.entries(TOPOLOGY_SETTINGS).map(([k, v]) => [k, String(v)])),
      ...options.env,
    };
    // One after the other: two cold starts at once on a busy 2-core machine only take longer each.
    const a = await startServer(build, env);
    started.push(processStopper(a));
    const b = await startServer(build, env);
    started.push(processStopper(b));
    const nginx = await startNginx(dir, [a.port, b.port]);
    started.push(nginx);

    handle = await openDatabase({ url: scratch.env.DATABASE_URL, dataDir: '', poolSize: 4 });
    return { url: nginx.url, apps: [a, b], smtp, redis, nginx, db: handle.db, scratch, build, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function processStopper(server: ServerProcess): { stop(): Promise<void> } {
  return {
    stop: async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
      await server.exited;
    },
  };
}
