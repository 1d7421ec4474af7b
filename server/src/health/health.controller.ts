import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { sql } from 'drizzle-orm';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { Public } from '../auth/decorators.js';
import type { DatabaseHandle } from '../db/client.js';
import { DATABASE_HANDLE } from '../database/database.module.js';
import { FILE_STORAGE, type FileStorage } from '../uploads/storage/file-storage.js';
import { redisAnswers } from '../redis/redis-client.js';
import { InjectRedis } from '../redis/redis.module.js';
import { RETRY_AFTER_SECONDS } from './database-errors.js';

/** A database that does not answer `select 1` within this long counts as down (fast answers for probes). */
export const PROBE_TIMEOUT_MS = 1000;

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: { engine: DatabaseHandle['driver']; status: 'up' | 'down' };
  /** Only with a storage the server can lose (S3): whether its bucket answers. */
  storage?: { kind: FileStorage['kind']; status: 'up' | 'down' };
  /** Only with REDIS_URL: whether Redis answers a PING within the probe timeout. */
  redis?: { status: 'up' | 'down' };
}

/** The paths createApp() keeps at the root, outside the /api prefix (app.factory.ts). */
export const ROOT_HEALTH_PATHS = ['health', 'ready', 'api/health'];

/**
 * Probes for load balancers, orchestrators and test runners, at the root:
 * - GET /health (liveness): 200 while the process runs, whatever the database does; the body says
 *   whether the database answers. Restarting the process would not bring a lost database back.
 * - GET /ready (readiness): 200 only when the database answers within a second, else 503 with the same
 *   body and Retry-After, so traffic goes elsewhere until it is back.
 * - GET /api/health: /ready under its historical path (Playwright, the benchmarks and CI wait on it).
 * With REDIS_URL both bodies also say whether Redis answers. Redis down does NOT make the app unready:
 * every process degrades the same way without it (catalog reads uncached, rate limits counted in
 * PostgreSQL), so taking processes out of the balancer would turn a slower site into no site. Alert on
 * `"redis": {"status": "down"}` instead.
 */
@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @InjectRedis() private readonly redis: Redis | null,
  ) {}

  @Public()
  @Get('health')
  @ApiOkResponse({ schema: { example: { status: 'ok', database: { engine: 'pglite', status: 'up' } } } })
  async health(): Promise<HealthReport> {
    const [up, storage, redis] = await Promise.all([this.databaseAnswers(), this.storageReport(), this.redisReport()]);
    return { status: 'ok', database: { engine: this.database.driver, status: up ? 'up' : 'down' }, ...storage, ...redis };
  }

  @Public()
  @Get('ready')
  @ApiOkResponse({ schema: { example: { status: 'ok', database: { engine: 'postgres', status: 'up' }, redis: { status: 'up' } } } })
  @ApiServiceUnavailableResponse({ schema: { example: { status: 'unavailable', database: { engine: 'postgres', status: 'down' } } } })
  ready(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    return this.readiness(res);
  }

  @Public()
  @Get('api/health')
  @ApiOkResponse({ description: 'The same as GET /ready.' })
  legacy(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    return this.readiness(res);
  }

  /**
   * Ready means the database answers. The bucket is reported but does not decide, for the same reason as
   * Redis (class comment): when it is away every server has lost it alike, and taking them all out of the
   * balancer would stop the catalogue and bookings too, which do not need it (uploads answer 503 meanwhile).
   */
  private async readiness(res: Response): Promise<HealthReport> {
    const [up, storage, redis] = await Promise.all([this.databaseAnswers(), this.storageReport(), this.redisReport()]);
    if (!up) {
      res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    return { status: up ? 'ok' : 'unavailable', database: { engine: this.database.driver, status: up ? 'up' : 'down' }, ...storage, ...redis };
  }

  /** A HeadBucket within PROBE_TIMEOUT_MS when photos are in S3; nothing for the local folder. */
  private async storageReport(): Promise<Pick<HealthReport, 'storage'>> {
    if (!this.storage.probe) return {};
    const up = await this.storage.probe(PROBE_TIMEOUT_MS);
    return { storage: { kind: this.storage.kind, status: up ? 'up' : 'down' } };
  }

  private async redisReport(): Promise<Pick<HealthReport, 'redis'>> {
    if (!this.redis) return {};
    return { redis: { status: (await redisAnswers(this.redis, PROBE_TIMEOUT_MS)) ? 'up' : 'down' } };
  }

  /** `select 1` within PROBE_TIMEOUT_MS; any failure (refused, cut, pool closed, too slow) is "down". */
  private async databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    });
    const probe = this.database.db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
