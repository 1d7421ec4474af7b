import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig, type RegistrationThrottleConfig } from '../config/config.js';
import type { Database } from '../db/client.js';
import { registrationAttempts } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { RedisFailureLog } from '../redis/redis-client.js';
import { InjectRedis } from '../redis/redis.module.js';
import { admit } from '../redis/sliding-window.js';
import { countedHitsHorizonSeconds } from '../write-limits/write-limits.js';
import { RetryLaterError } from '../common/errors.js';

export function registrationThrottledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many registrations from your network. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export class RegistrationThrottledError extends RetryLaterError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, registrationThrottledMessage(retryAfterSeconds));
  }
}

/** Old attempts deleted per counted attempt: keeps the table small without one long delete. */
const PRUNE_BATCH = 200;
const ADDRESS_PREFIX = 'travel:register:address:';

/**
 * Registrations per client address over a sliding window, in Redis with REDIS_URL, else in PostgreSQL
 * (both shared by every process; PostgreSQL meanwhile while Redis is away, as the sign-in throttle does).
 * Every attempt that gets as far as the "taken?" check counts, whatever its outcome: a success and a
 * "that e-mail already has an account" are both answers about e-mails. Input errors are not counted.
 * No address (a unix socket) is never counted.
 */
@Injectable()
export class RegistrationThrottle {
  private readonly limits: RegistrationThrottleConfig;
  /** The table also keeps the write limits' hits (write-limits/write-limits.ts): pruned past the longest window of either. */
  private readonly pruneAfterSeconds: number;
  private readonly failures = new RedisFailureLog('RegistrationThrottle', 'counting registrations in PostgreSQL');

  constructor(
    @InjectDb() private readonly db: Database,
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRedis() private readonly redis: Redis | null,
  ) {
    this.limits = config.security.registrationThrottle;
    this.pruneAfterSeconds = countedHitsHorizonSeconds(config);
  }

  /** Counts one attempt, or throws RegistrationThrottledError (nothing counted) when the address is at its limit. */
  async count(address: string | null): Promise<void> {
    if (!address) return;
    if (this.redis) {
      try {
        const admission = await admit(this.redis, randomUUID(), [{ key: ADDRESS_PREFIX + address, max: this.limits.maxPerAddress }], this.limits.windowSeconds);
        this.failures.succeeded();
        if (!admission.admitted) throw new RegistrationThrottledError(admission.retryAfterSeconds);
        return;
      } catch (error) {
        if (error instanceof RegistrationThrottledError) throw error;
        this.failures.failed('count a registration in Redis', error);
      }
    }
    await this.countInPostgres(address);
  }

  /** Reserve, then count the rows before it: attempts sent at once see each other (as login_failures). */
  private async countInPostgres(address: string): Promise<void> {
    const [row] = await this.db.insert(registrationAttempts).values({ clientAddress: address }).returning({ id: registrationAttempts.id });
    const id = row!.id;
    const inWindow = sql`${registrationAttempts.attemptedAt} > now() - make_interval(secs => ${this.limits.windowSeconds})`;
    const before = and(eq(registrationAttempts.clientAddress, address), inWindow, lt(registrationAttempts.id, id));
    const [counted] = await this.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(registrationAttempts).where(before);
    if ((counted?.n ?? 0) < this.limits.maxPerAddress) {
      const expired = this.db
        .select({ id: registrationAttempts.id })
        .from(registrationAttempts)
        .where(sql`${registrationAttempts.attemptedAt} <= now() - make_interval(secs => ${this.pruneAfterSeconds})`)
        .limit(PRUNE_BATCH);
      await this.db.delete(registrationAttempts).where(sql`${registrationAttempts.id} in ${expired}`);
      return;
    }
    // Room again when the max-th newest attempt before this one leaves the window.
    const [oldest] = await this.db
      .select({
        seconds: sql<number>`extract(epoch from (${registrationAttempts.attemptedAt} + make_interval(secs => ${this.limits.windowSeconds}) - now()))`.mapWith(Number),
      })
      .from(registrationAttempts)
      .where(before)
      .orderBy(sql`${registrationAttempts.attemptedAt} desc`)
      .offset(this.limits.maxPerAddress - 1)
      .limit(1);
    await this.db.delete(registrationAttempts).where(eq(registrationAttempts.id, id));
    throw new RegistrationThrottledError(Math.max(1, Math.ceil(oldest?.seconds ?? this.limits.windowSeconds)));
  }
}
