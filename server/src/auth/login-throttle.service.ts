import { Inject, Injectable } from '@nestjs/common';
import { and, eq, lt, sql } from 'drizzle-orm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AppError, ErrorCode } from '../common/errors.js';
import type { Database } from '../db/client.js';
import { loginFailures } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';

/** Old failures deleted per recorded failure: keeps the table small without one long delete. */
const PRUNE_BATCH = 200;

export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** TOO_MANY_REQUESTS with the seconds until one more attempt is allowed (REST answers it as Retry-After). */
export class LoginThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(ErrorCode.TOO_MANY_REQUESTS, throttledMessage(retryAfterSeconds));
  }
}

/** Who is trying: the username as typed (lower case, existing or not) and the client's address. */
export interface LoginAttempt {
  readonly username: string;
  readonly clientAddress: string | null;
}

/** One attempt in progress: settle it with succeeded() or failed(). */
export interface AttemptTicket {
  readonly id: number;
  readonly usernameKey: string;
}

/**
 * Login throttling over a sliding window, per username and per client address, counted in
 * login_failures so that every app process sees the same failures.
 *
 * Race safety: an attempt first writes its row (a reservation) and then counts the rows written
 * before it (smaller ids). Twenty guesses sent at once therefore see each other: only the first
 * `max` find room and reach the password check; the rest are refused and their reservations removed.
 * A reservation that turns out to be a wrong password simply stays as the failure it is. The only slack
 * is a reservation not yet visible to a concurrent count (a few, bounded by the concurrency).
 *
 * The check runs before the user is looked up and before any password is verified, so a locked
 * account cannot be probed, and a locked unknown username answers exactly like a locked real one.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @InjectDb() private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Reserves an attempt, or throws LoginThrottledError when the username or address is over its limit. */
  async begin(attempt: LoginAttempt): Promise<AttemptTicket> {
    const usernameKey = attempt.username.trim().toLowerCase();
    // No address (a unix socket): the username limit still applies; '' is never counted as an address.
    const address = attempt.clientAddress ?? '';
    const [row] = await this.db
      .insert(loginFailures)
      .values({ usernameKey, clientAddress: address })
      .returning({ id: loginFailures.id });
    const ticket = { id: row!.id, usernameKey };

    const { maxPerUsername, maxPerAddress } = this.config.security.loginThrottle;
    const [counts] = await this.db
      .select({
        byUsername: sql<number>`count(*) filter (where ${loginFailures.usernameKey} = ${usernameKey})`.mapWith(Number),
        byAddress: sql<number>`count(*) filter (where ${loginFailures.clientAddress} = ${address} and ${address} <> '')`.mapWith(Number),
      })
      .from(loginFailures)
      .where(and(this.inWindow(), lt(loginFailures.id, ticket.id), sql`(${loginFailures.usernameKey} = ${usernameKey} or ${loginFailures.clientAddress} = ${address})`));

    const overUsername = (counts?.byUsername ?? 0) >= maxPerUsername;
    const overAddress = address !== '' && (counts?.byAddress ?? 0) >= maxPerAddress;
    if (!overUsername && !overAddress) return ticket;

    const waits = await Promise.all([
      overUsername ? this.secondsUntilRoom(eq(loginFailures.usernameKey, usernameKey), ticket.id, maxPerUsername) : 0,
      overAddress ? this.secondsUntilRoom(eq(loginFailures.clientAddress, address), ticket.id, maxPerAddress) : 0,
    ]);
    // A refused attempt is not a failure of its own: it must not push the lock further out.
    await this.db.delete(loginFailures).where(eq(loginFailures.id, ticket.id));
    throw new LoginThrottledError(Math.max(1, ...waits));
  }

  /** The password was right: this username starts afresh (its address keeps other usernames' failures). */
  async succeeded(ticket: AttemptTicket): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.usernameKey, ticket.usernameKey));
  }

  /** The password was wrong: the reservation stays as the failure; a few expired rows go. */
  async failed(_ticket: AttemptTicket): Promise<void> {
    const expired = this.db
      .select({ id: loginFailures.id })
      .from(loginFailures)
      .where(sql`${loginFailures.failedAt} <= now() - make_interval(secs => ${this.windowSeconds()})`)
      .limit(PRUNE_BATCH);
    await this.db.delete(loginFailures).where(sql`${loginFailures.id} in ${expired}`);
  }

  /** The attempt did not get as far as a password check (an error): it is no failure. */
  async abandoned(ticket: AttemptTicket): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.id, ticket.id));
  }

  /**
   * Seconds until fewer than `max` of the failures before this attempt are inside the window: when the
   * max-th newest of them ages out.
   */
  private async secondsUntilRoom(key: ReturnType<typeof eq>, ticketId: number, max: number): Promise<number> {
    const [row] = await this.db
      .select({
        seconds: sql<number>`extract(epoch from (${loginFailures.failedAt} + make_interval(secs => ${this.windowSeconds()}) - now()))`.mapWith(Number),
      })
      .from(loginFailures)
      .where(and(key, this.inWindow(), lt(loginFailures.id, ticketId)))
      .orderBy(sql`${loginFailures.failedAt} desc`)
      .offset(max - 1)
      .limit(1);
    return Math.ceil(row?.seconds ?? this.windowSeconds());
  }

  private inWindow() {
    return sql`${loginFailures.failedAt} > now() - make_interval(secs => ${this.windowSeconds()})`;
  }

  private windowSeconds(): number {
    return this.config.security.loginThrottle.windowSeconds;
  }
}
