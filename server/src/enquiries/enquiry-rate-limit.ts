import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { AppError, ErrorCode } from '../common/errors.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Transaction } from '../db/client.js';
import { enquiries } from '../db/schema.js';
import { RedisFailureLog } from '../redis/redis-client.js';
import { InjectRedis } from '../redis/redis.module.js';
import { admit, withdraw } from '../redis/sliding-window.js';

export const RATE_LIMITED = 'You have sent several messages in a short time. Please try again in a few minutes.';

/** Takes a counted send back when its enquiry is not stored after all (the transaction rolled back). */
export type Undo = () => Promise<void>;

/**
 * The public forms' per-address limit: at most `max` new enquiries per client address per window.
 * admit() runs inside the enquiry's transaction, after the duplicate check (a resend is answered with its
 * first receipt and never counted), and throws TOO_MANY_REQUESTS when the address is at its limit.
 */
export interface EnquiryRateLimit {
  admit(tx: Transaction, address: string): Promise<Undo>;
}

const nothingToUndo: Undo = async () => undefined;

/**
 * Counts the address's stored enquiries in the window. Simultaneous sends from one address wait for each
 * other on an advisory lock held until commit, so they cannot race past the limit; the rolled-back
 * transaction takes its row, and so its count, with it.
 */
export class PostgresEnquiryRateLimit implements EnquiryRateLimit {
  constructor(private readonly limit: AppConfig['enquiryRateLimit']) {}

  async admit(tx: Transaction, address: string): Promise<Undo> {
    await lock(tx, `enquiry-address:${address}`);
    const [recent] = await tx
      .select({ n: count() })
      .from(enquiries)
      .where(and(eq(enquiries.clientAddress, address), gt(enquiries.createdAt, sql`now() - make_interval(secs => ${this.limit.windowSeconds})`)));
    if ((recent?.n ?? 0) >= this.limit.max) throw new AppError(ErrorCode.TOO_MANY_REQUESTS, RATE_LIMITED);
    return nothingToUndo;
  }
}

const ADDRESS_PREFIX = 'travel:enquiry:address:';

/** Counts admitted sends in a Redis sorted set per address (redis/sliding-window.ts): one atomic script, no lock. */
export class RedisEnquiryRateLimit implements EnquiryRateLimit {
  constructor(
    private readonly redis: Redis,
    private readonly limit: AppConfig['enquiryRateLimit'],
  ) {}

  async admit(_tx: Transaction, address: string): Promise<Undo> {
    const member = randomUUID();
    const key = ADDRESS_PREFIX + address;
    const admission = await admit(this.redis, member, [{ key, max: this.limit.max }], this.limit.windowSeconds);
    if (!admission.admitted) throw new AppError(ErrorCode.TOO_MANY_REQUESTS, RATE_LIMITED);
    return () => withdraw(this.redis, member, [key]);
  }
}

/**
 * The limit the enquiry service uses: Redis when REDIS_URL is set, else PostgreSQL (shared by every
 * process too, which memory would not be). While Redis is away the send is counted in PostgreSQL: never
 * let through uncounted, never refused for Redis's sake.
 */
@Injectable()
export class EnquiryRateLimiter implements EnquiryRateLimit {
  private readonly postgres: PostgresEnquiryRateLimit;
  private readonly redis: RedisEnquiryRateLimit | undefined;
  private readonly failures = new RedisFailureLog('EnquiryRateLimit', 'counting enquiries in PostgreSQL');

  constructor(@Inject(APP_CONFIG) config: AppConfig, @InjectRedis() redis: Redis | null) {
    this.postgres = new PostgresEnquiryRateLimit(config.enquiryRateLimit);
    this.redis = redis ? new RedisEnquiryRateLimit(redis, config.enquiryRateLimit) : undefined;
  }

  async admit(tx: Transaction, address: string): Promise<Undo> {
    if (!this.redis) return this.postgres.admit(tx, address);
    try {
      const undo = await this.redis.admit(tx, address);
      this.failures.succeeded();
      // An undo that cannot reach Redis leaves one send counted too many, for one window: not worth an error.
      return () => undo().catch((error: unknown) => this.failures.failed('take back an enquiry count in Redis', error));
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.failures.failed('count an enquiry in Redis', error);
      return this.postgres.admit(tx, address);
    }
  }
}

/** A transaction-scoped advisory lock on a text key (64-bit key from its sha256). */
export async function lock(tx: Transaction, key: string): Promise<void> {
  const id = BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(key).digest('hex').slice(0, 16)}`));
  await tx.execute(sql`select pg_advisory_xact_lock(${id.toString()}::bigint)`);
}
