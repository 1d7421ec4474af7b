import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { RetryLaterError } from '../common/errors.js';
import { APP_CONFIG, type AppConfig, type WriteLimitConfig, type WriteLimitKind } from '../config/config.js';
import type { Database, Transaction } from '../db/client.js';
import { registrationAttempts } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { RedisFailureLog } from '../redis/redis-client.js';
import { InjectRedis } from '../redis/redis.module.js';
import { admit, withdraw, type WindowLimit } from '../redis/sliding-window.js';

/**
 * What each limited write answers past its limit. The enquiry forms keep the wording they always had
 * (the web shows it under the form); the others say how long to wait, as sign-in and registration do.
 */
const REFUSALS: Record<WriteLimitKind, (retryAfterSeconds: number) => string> = {
  enquiry: () => 'You have sent several messages in a short time. Please try again in a few minutes.',
  booking: (seconds) => `You have sent several booking requests in a short time. Please try again in ${minutes(seconds)}.`,
  reservation: (seconds) => `You have sent several reservations in a short time. Please try again in ${minutes(seconds)}.`,
  quoteQuestion: (seconds) => `You have sent several questions about this quote in a short time. Please try again in ${minutes(seconds)}.`,
};

function minutes(seconds: number): string {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `${n} ${n === 1 ? 'minute' : 'minutes'}`;
}

export function writeLimitedMessage(kind: WriteLimitKind, retryAfterSeconds: number): string {
  return REFUSALS[kind](retryAfterSeconds);
}

export class WriteLimitedError extends RetryLaterError {
  constructor(
    readonly kind: WriteLimitKind,
    retryAfterSeconds: number,
  ) {
    super(retryAfterSeconds, writeLimitedMessage(kind, retryAfterSeconds));
  }
}

/**
 * Who a limited write is counted against: the client's address (req.ip, see auth/client-address.ts) and
 * the one it mails or concerns (the e-mail in the body, a quote's link). Either may be missing: a unix
 * socket has no address, an enquiry may leave only a phone number; what is missing is not counted.
 */
export interface WriteSubject {
  readonly clientAddress: string | null;
  readonly recipient?: string | null;
}

/** Takes a counted write back when it was not stored after all (refused later, rolled back, a replay). */
export type Undo = () => Promise<void>;

/**
 * Old hits deleted now and then: a batch of 200 in one admission of 16 on average, more than the two
 * hits each writes, so the table stays small without a long delete or a statement on every write.
 */
const PRUNE_BATCH = 200;
const PRUNE_CHANCE = 1 / 16;

/**
 * The age past which no count of the shared table needs a hit: the longest window of any limit kept
 * there (the registration throttle prunes with it too, so neither deletes the other's live hits).
 */
export function countedHitsHorizonSeconds(config: Pick<AppConfig, 'writeLimits' | 'security'>): number {
  return Math.max(config.security.registrationThrottle.windowSeconds, ...Object.values(config.writeLimits).map((limit) => limit.windowSeconds));
}

/**
 * A counted thing's key. The recipient is a mail address or a link's token: only its hash is kept, so
 * neither Redis nor the table holds personal data or a credential (and any spelling of one address,
 * whatever its case or spaces, is one recipient).
 */
function keysOf(kind: WriteLimitKind, subject: WriteSubject, limit: WriteLimitConfig): WindowLimit[] {
  const keys: WindowLimit[] = [];
  if (subject.clientAddress) keys.push({ key: `${kind}:address:${subject.clientAddress}`, max: limit.perAddress });
  const recipient = subject.recipient?.trim().toLowerCase();
  if (recipient) keys.push({ key: `${kind}:recipient:${createHash('sha256').update(recipient).digest('hex')}`, max: limit.perRecipient });
  return keys;
}

/**
 * Sliding-window counts in PostgreSQL, in the table the registration throttle started
 * (`registration_attempts`, whose `client_address` column holds the counted key: no table of its own
 * needed). Each hit is written first and then the hits before it (smaller ids) are counted, as the
 * sign-in throttle counts its reservations, so writes sent at once see each other. Inside a caller's
 * transaction an advisory lock per key makes them wait for each other until commit (the enquiry forms),
 * and a rollback takes the hit with it.
 */
class PostgresWriteCounts {
  constructor(
    private readonly db: Database,
    private readonly horizonSeconds: number,
  ) {}

  async admit(executor: Database | Transaction, keys: readonly WindowLimit[], windowSeconds: number): Promise<number[] | { retryAfterSeconds: number }> {
    // One fixed order, so two transactions counting the same pair of keys never wait on each other crosswise.
    const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    // Outside a transaction such a lock would end with its own statement: only a caller's transaction takes them.
    if (executor !== this.db) for (const { key } of sorted) await executor.execute(sql`select pg_advisory_xact_lock(${lockId(key)}::bigint)`);
    // The hits are written (committed at once outside a transaction), then each key's earlier hits are
    // counted: of two writes sent at once, the later one sees the earlier one's hit.
    const rows = await executor
      .insert(registrationAttempts)
      .values(sorted.map(({ key }) => ({ clientAddress: key })))
      .returning({ id: registrationAttempts.id, key: registrationAttempts.clientAddress });
    const inWindow = sql`${registrationAttempts.attemptedAt} > now() - make_interval(secs => ${windowSeconds})`;
    const full: WindowLimit[] = [];
    // One after the other: a transaction has one connection, and a pool should not lend two to one write.
    for (const row of rows) {
      const limit = sorted.find((k) => k.key === row.key)!;
      const before = and(eq(registrationAttempts.clientAddress, row.key), sql`${registrationAttempts.id} < ${row.id}`, inWindow);
      const [counted] = await executor.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(registrationAttempts).where(before);
      if ((counted?.n ?? 0) >= limit.max) full.push(limit);
    }
    const ids = rows.map((row) => row.id);
    if (full.length) {
      await executor.delete(registrationAttempts).where(inArray(registrationAttempts.id, ids));
      let wait = 1;
      for (const { key, max } of full) wait = Math.max(wait, await this.secondsUntilRoom(executor, key, max, windowSeconds));
      return { retryAfterSeconds: wait };
    }
    // Now and then a batch of hits older than any window goes (more than are written in between).
    if (Math.random() < PRUNE_CHANCE) {
      const expired = executor
        .select({ id: registrationAttempts.id })
        .from(registrationAttempts)
        .where(sql`${registrationAttempts.attemptedAt} <= now() - make_interval(secs => ${this.horizonSeconds})`)
        .limit(PRUNE_BATCH);
      await executor.delete(registrationAttempts).where(sql`${registrationAttempts.id} in ${expired}`);
    }
    return ids;
  }

  /** Room again when the max-th newest hit in the window leaves it. */
  private async secondsUntilRoom(executor: Database | Transaction, key: string, max: number, windowSeconds: number): Promise<number> {
    const [oldest] = await executor
      .select({ seconds: sql<number>`extract(epoch from (${registrationAttempts.attemptedAt} + make_interval(secs => ${windowSeconds}) - now()))`.mapWith(Number) })
      .from(registrationAttempts)
      .where(and(eq(registrationAttempts.clientAddress, key), sql`${registrationAttempts.attemptedAt} > now() - make_interval(secs => ${windowSeconds})`))
      .orderBy(sql`${registrationAttempts.attemptedAt} desc`)
      .offset(max - 1)
      .limit(1);
    return Math.ceil(oldest?.seconds ?? windowSeconds);
  }

  async withdraw(ids: readonly number[]): Promise<void> {
    await this.db.delete(registrationAttempts).where(inArray(registrationAttempts.id, [...ids]));
  }
}

/** A transaction-scoped advisory lock id for a text key (64 bits of its sha256). */
function lockId(key: string): string {
  return BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(key).digest('hex').slice(0, 16)}`)).toString();
}

const REDIS_PREFIX = 'travel:';

/**
 * The limits on anonymous writes that mail someone or hold something (booking requests, stay
 * reservations, questions about a quote, the enquiry forms): per client address and per recipient over a
 * sliding window, one rule for REST and GraphQL since both call the same services, and shared by every
 * process: in Redis with REDIS_URL (redis/sliding-window.ts, one atomic script), else in PostgreSQL.
 * While Redis is away writes are counted in PostgreSQL: never let through uncounted, never refused for
 * Redis's sake (as the sign-in throttle does).
 *
 * Callers count after their Idempotency-Key replay check (a replay is never counted nor refused) and
 * before writing; a write that is then not stored calls the returned Undo.
 */
@Injectable()
export class WriteLimiter {
  private readonly postgres: PostgresWriteCounts;
  private readonly failures = new RedisFailureLog('WriteLimiter', 'counting limited writes in PostgreSQL');

  constructor(
    @InjectDb() private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRedis() private readonly redis: Redis | null,
  ) {
    this.postgres = new PostgresWriteCounts(db, countedHitsHorizonSeconds(config));
  }

  /**
   * Counts one write of `kind` against its subject, or throws WriteLimitedError (nothing counted) when
   * its address or recipient is at the limit. `executor` is the caller's transaction when it has one.
   */
  async admit(kind: WriteLimitKind, subject: WriteSubject, executor: Database | Transaction = this.db): Promise<Undo> {
    const limit = this.config.writeLimits[kind];
    const keys = keysOf(kind, subject, limit);
    if (!keys.length) return async () => undefined;
    if (this.redis) {
      const redis = this.redis;
      const member = randomUUID();
      const redisKeys = keys.map((k) => ({ key: REDIS_PREFIX + k.key, max: k.max }));
      try {
        const admission = await admit(redis, member, redisKeys, limit.windowSeconds);
        this.failures.succeeded();
        if (!admission.admitted) throw new WriteLimitedError(kind, admission.retryAfterSeconds);
        // An undo that cannot reach Redis leaves one write counted too many, for one window: not worth an error.
        return () =>
          withdraw(
            redis,
            member,
            redisKeys.map((k) => k.key),
          ).catch((error: unknown) => this.failures.failed('take back a write count in Redis', error));
      } catch (error) {
        if (error instanceof WriteLimitedError) throw error;
        this.failures.failed('count a write in Redis', error);
      }
    }
    const counted = await this.postgres.admit(executor, keys, limit.windowSeconds);
    if (!Array.isArray(counted)) throw new WriteLimitedError(kind, counted.retryAfterSeconds);
    return () => this.postgres.withdraw(counted);
  }

  /** Counts, runs the write, and takes the count back when the write throws (it stored nothing). */
  async around<T>(kind: WriteLimitKind, subject: WriteSubject, write: () => Promise<T>): Promise<T> {
    const undo = await this.admit(kind, subject);
    try {
      return await write();
    } catch (error) {
      await undo();
      throw error;
    }
  }
}
