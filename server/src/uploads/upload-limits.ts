import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RetryLaterError } from '../common/errors.js';
import { AppError, ErrorCode } from '../common/errors.js';
import { APP_CONFIG, type AppConfig, type UploadLimitsConfig } from '../config/config.js';
import { RedisFailureLog } from '../redis/redis-client.js';
import { InjectRedis } from '../redis/redis.module.js';
import { admit } from '../redis/sliding-window.js';

export const UPLOADS_BUSY = 'Many photos are being processed right now. Please try again in a moment.';
export const uploadRateMessage = (minutes: number) =>
  `You have uploaded many photos in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/**
 * A bounded queue: at most `concurrency` jobs run, at most `maxWaiting` wait; beyond that the job is
 * refused at once (503, the filter adds Retry-After) rather than piling up memory and latency for
 * everyone. Image work is CPU-bound: two at a time on a small machine leave cores for other requests.
 */
export class ProcessingQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else if (this.waiting.length < this.maxWaiting) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, UPLOADS_BUSY);
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter (running stays the same), or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

const ACCOUNT_PREFIX = 'travel:upload:account:';

/**
 * Uploads per account over a sliding window: in Redis with REDIS_URL (every process together), else in
 * this process's memory (with several processes and no Redis each counts alone: the queue above bounds
 * the work per process anyway). Counted before the image is decoded, so a refused upload costs nothing.
 */
@Injectable()
export class UploadLimits {
  readonly queue: ProcessingQueue;
  private readonly limits: UploadLimitsConfig;
  private readonly hits = new Map<string, number[]>();
  private readonly failures = new RedisFailureLog('UploadLimits', 'counting uploads in memory');

  constructor(@Inject(APP_CONFIG) config: AppConfig, @InjectRedis() private readonly redis: Redis | null) {
    this.limits = config.uploadLimits;
    this.queue = new ProcessingQueue(this.limits.concurrency, this.limits.maxWaiting);
  }

  /** Counts one upload of `accountId`, or throws TOO_MANY_REQUESTS (with Retry-After) past the limit. */
  async count(accountId: string): Promise<void> {
    const { perAccount, windowSeconds } = this.limits;
    if (this.redis) {
      try {
        const admission = await admit(this.redis, randomUUID(), [{ key: ACCOUNT_PREFIX + accountId, max: perAccount }], windowSeconds);
        this.failures.succeeded();
        if (!admission.admitted) throw refused(admission.retryAfterSeconds);
        return;
      } catch (error) {
        if (error instanceof RetryLaterError) throw error;
        this.failures.failed('count an upload in Redis', error);
      }
    }
    const now = Date.now();
    const recent = (this.hits.get(accountId) ?? []).filter((at) => at > now - windowSeconds * 1000);
    if (recent.length >= perAccount) {
      this.hits.set(accountId, recent);
      throw refused(Math.ceil((recent[recent.length - perAccount]! + windowSeconds * 1000 - now) / 1000));
    }
    recent.push(now);
    this.hits.set(accountId, recent);
    this.forgetIdle(now);
  }

  /** Accounts with nothing left in the window go, so the map does not grow for good. */
  private forgetIdle(now: number): void {
    if (this.hits.size < 1000) return;
    for (const [account, times] of this.hits) if (!times.some((at) => at > now - this.limits.windowSeconds * 1000)) this.hits.delete(account);
  }
}

function refused(retryAfterSeconds: number): RetryLaterError {
  const seconds = Math.max(1, retryAfterSeconds);
  return new RetryLaterError(seconds, uploadRateMessage(Math.max(1, Math.ceil(seconds / 60))));
}
