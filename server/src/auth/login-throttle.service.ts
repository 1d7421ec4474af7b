import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Database } from '../db/client.js';
import { InjectDb } from '../database/database.module.js';
import { RedisFailureLog } from '../redis/redis-client.js';
import { InjectRedis } from '../redis/redis.module.js';
import { LoginThrottledError, type AttemptTicket, type CountedAttempt, type LoginFailureCounter } from './login-failures.js';
import { PostgresLoginFailures } from './postgres-login-failures.js';
import { RedisLoginFailures } from './redis-login-failures.js';

export { LoginThrottledError, throttledMessage, type AttemptTicket } from './login-failures.js';

/** Who is trying: the username as typed (lower case, existing or not) and the client's address. */
export interface LoginAttempt {
  readonly username: string;
  readonly clientAddress: string | null;
}

/**
 * Login throttling over a sliding window, per username and per client address, counted where every app
 * process sees the same failures: in Redis when REDIS_URL is set, else in PostgreSQL (login_failures).
 * PostgreSQL is the deliberate default rather than memory: with several processes a per-process count
 * would multiply the allowed guesses by the number of processes.
 *
 * While Redis is away (or times out) attempts are counted in PostgreSQL instead, never let through
 * uncounted and never refused for Redis's sake; each ticket is settled where it was counted. The two counts
 * do not add up during an outage: at most one window's worth of extra guesses, for as long as it lasts.
 *
 * The check runs before the user is looked up and before any password is verified, so a locked
 * account cannot be probed, and a locked unknown username answers exactly like a locked real one.
 */
@Injectable()
export class LoginThrottleService {
  private readonly counter: LoginFailureCounter;
  private readonly postgres: PostgresLoginFailures;
  /** Tickets counted in PostgreSQL because Redis failed: settled there. */
  private readonly countedInPostgres = new WeakSet<AttemptTicket>();
  private readonly failures = new RedisFailureLog('LoginThrottle', 'counting sign-in failures in PostgreSQL');
  /** Per (address|username) pair, the last attempt in line in this process: the next one waits for it to settle. */
  private readonly turns = new Map<string, Promise<void>>();
  private readonly releases = new WeakMap<AttemptTicket, () => void>();

  constructor(
    @InjectDb() db: Database,
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRedis() redis: Redis | null,
  ) {
    this.postgres = new PostgresLoginFailures(db, config.security.loginThrottle);
    this.counter = redis ? new RedisLoginFailures(redis, config.security.loginThrottle) : this.postgres;
  }

  /**
   * Reserves an attempt, or throws LoginThrottledError when the username or address is over its limit.
   *
   * Attempts of one (username, address) pair in this process take turns: each is counted once the one
   * before it has settled. A reservation is counted as a failure until it settles (that is what keeps
   * twenty simultaneous guesses to the free few), so without turns four correct sign-ins sent at once from
   * one office's address saw three "failures" in flight and the fourth was refused with none recorded.
   * With turns the throttle only ever sees failures that happened; the wait is one password check per
   * attempt ahead. (Attempts of one pair spread over several processes still see each other's
   * reservations: a refusal then needs the free failures' worth of them in flight at once.)
   */
  async begin(attempt: LoginAttempt): Promise<AttemptTicket> {
    const counted = { usernameKey: attempt.username.trim().toLowerCase(), address: attempt.clientAddress ?? '' };
    const pair = `${counted.address}|${counted.usernameKey}`;
    const ahead = this.turns.get(pair) ?? Promise.resolve();
    let done!: () => void;
    const gate = new Promise<void>((resolve) => (done = resolve));
    const mine = ahead.then(() => gate);
    this.turns.set(pair, mine);
    const release = () => {
      done();
      if (this.turns.get(pair) === mine) this.turns.delete(pair);
    };
    await ahead;
    try {
      const ticket = await this.reserve(counted);
      this.releases.set(ticket, release);
      return ticket;
    } catch (error) {
      // A refused attempt is settled at once (nothing was counted), so the next one in line goes.
      release();
      throw error;
    }
  }

  private async reserve(counted: CountedAttempt): Promise<AttemptTicket> {
    if (this.counter === this.postgres) return this.postgres.begin(counted);
    try {
      const ticket = await this.counter.begin(counted);
      this.failures.succeeded();
      return ticket;
    } catch (error) {
      if (error instanceof LoginThrottledError) throw error;
      this.failures.failed('count a sign-in attempt in Redis', error);
      const ticket = await this.postgres.begin(counted);
      this.countedInPostgres.add(ticket);
      return ticket;
    }
  }

  /** The password was right: this username starts afresh (its address keeps other usernames' failures). */
  succeeded(ticket: AttemptTicket): Promise<void> {
    return this.settle(ticket, (counter) => counter.succeeded(ticket));
  }

  /** The password was wrong: the reservation stays as the failure. */
  failed(ticket: AttemptTicket): Promise<void> {
    return this.settle(ticket, (counter) => counter.failed(ticket));
  }

  /** The attempt did not get as far as a password check (an error): it is no failure. */
  abandoned(ticket: AttemptTicket): Promise<void> {
    return this.settle(ticket, (counter) => counter.abandoned(ticket));
  }

  /**
   * A Redis that fails after admitting the attempt must not fail the sign-in itself: the count is then a
   * little off (a failure kept after a success, or a reservation kept), never the answer.
   */
  private async settle(ticket: AttemptTicket, work: (counter: LoginFailureCounter) => Promise<void>): Promise<void> {
    try {
      if (this.counter === this.postgres || this.countedInPostgres.has(ticket)) return await work(this.postgres);
      try {
        await work(this.counter);
      } catch (error) {
        this.failures.failed('settle a sign-in attempt in Redis', error);
      }
    } finally {
      // The pair's next attempt may be counted now that this one is a failure, a success or nothing.
      this.releases.get(ticket)?.();
      this.releases.delete(ticket);
    }
  }
}
