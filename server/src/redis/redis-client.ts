import { Logger } from '@nestjs/common';
import { loadOnFirstUse } from '../common/load-on-first-use.js';
import type { Redis } from 'ioredis';

/**
 * A command slower than this fails and its caller degrades (cache miss, PostgreSQL counting): a Redis
 * that hangs must not hang every request. A local or same-zone Redis answers in well under a millisecond.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2000;
/** Reconnection never stops; it backs off to one try every two seconds. */
const MAX_RECONNECT_DELAY_MS = 2000;

/** ioredis (a few hundred milliseconds of module loading) is loaded with the first client: only with REDIS_URL. */
const ioredis = loadOnFirstUse<typeof import('ioredis')>('ioredis');

/**
 * The app's one connection to Redis (REDIS_URL). Built so that Redis being away costs nothing but the
 * shared state:
 * - `enableOfflineQueue: false`: while disconnected a command fails at once instead of waiting in a
 *   queue for a reconnect (which would hold the request for as long as Redis is away);
 * - `maxRetriesPerRequest: 0`: a command in flight when the connection drops fails instead of being
 *   resent later;
 * - `commandTimeout`: a Redis that accepts the connection but does not answer fails too;
 * - one warning when Redis goes away and one line when it is back, not one per request.
 * The app starts without waiting for Redis: it serves (uncached, counting in PostgreSQL) until it connects.
 */
export function createRedisClient(url: string): Redis {
  const logger = new Logger('Redis');
  const client = new (ioredis().Redis)(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
    // Reconnects re-run nothing: every command of ours is safe to lose (see above).
    autoResendUnfulfilledCommands: false,
  });
  let connectedOnce = false;
  let away = false;
  const wentAway = (reason: string) => {
    if (away) return;
    away = true;
    logger.warn(
      `Redis unreachable (${reason}): answering without the shared response cache and counting rate limits in PostgreSQL until it is back.`,
    );
  };
  client.on('ready', () => {
    if (away || !connectedOnce) logger.log(connectedOnce ? 'Redis reachable again.' : 'Connected to Redis.');
    connectedOnce = true;
    away = false;
  });
  // Without an 'error' listener ioredis prints every failed reconnect to stderr.
  client.on('error', (error: Error) => wentAway(error.message));
  client.on('close', () => {
    if (client.status !== 'end') wentAway('connection closed');
  });
  return client;
}

/** Whether Redis answers a PING within `timeoutMs` (readiness report). */
export async function redisAnswers(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([client.ping().then((answer) => answer === 'PONG', () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * QUIT (Redis answers what it has, then closes), then the socket is closed and reconnection stops; resolves
 * once the connection has ended, within a bound either way.
 */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
  await bounded(client.quit().then(() => undefined, () => undefined), CONNECT_TIMEOUT_MS);
  client.disconnect();
  await bounded(ended, CONNECT_TIMEOUT_MS);
}

async function bounded(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One warning per run of failed commands that the connection does not report itself: a timeout (a hung
 * Redis) or an error answer (out of memory, a script error). A lost connection is reported once by
 * createRedisClient; its per-command failures are not repeated here.
 */
export class RedisFailureLog {
  private failing = false;
  private readonly logger: Logger;

  constructor(
    context: string,
    private readonly consequence: string,
  ) {
    this.logger = new Logger(context);
  }

  failed(what: string, error: unknown): void {
    if (this.failing || !(error instanceof ioredis().ReplyError || (error instanceof Error && /timed out/i.test(error.message)))) return;
    this.failing = true;
    this.logger.warn(`Could not ${what}, ${this.consequence}: ${error instanceof Error ? error.message : String(error)}`);
  }

  succeeded(): void {
    this.failing = false;
  }
}
