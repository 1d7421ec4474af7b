import { and, eq, lt, sql } from 'drizzle-orm';
import type { LoginThrottleConfig } from '../config/config.js';
import type { Database } from '../db/client.js';
import { loginFailures } from '../db/schema.js';
import { backoffSeconds, LoginThrottledError, type AttemptTicket, type CountedAttempt, type LoginFailureCounter } from './login-failures.js';

/** Old failures deleted per recorded failure: keeps the table small without one long delete. */
const PRUNE_BATCH = 200;

/**
 * Sign-in failures counted in login_failures, which every app process shares (the default without
 * REDIS_URL, and the fallback while Redis is away). Rules: LoginFailureCounter.
 *
 * Race safety: an attempt first writes its row (a reservation) and then counts the rows written
 * before it (smaller ids). Twenty guesses sent at once therefore see each other: only the first
 * `max` find room and reach the password check; the rest are refused and their reservations removed.
 * A reservation that turns out to be a wrong password simply stays as the failure it is. The only slack
 * is a reservation not yet visible to a concurrent count (a few, bounded by the concurrency).
 */
export class PostgresLoginFailures implements LoginFailureCounter {
  constructor(
    private readonly db: Database,
    private readonly limits: LoginThrottleConfig,
  ) {}

  async begin({ usernameKey, address }: CountedAttempt): Promise<AttemptTicket> {
    const [row] = await this.db.insert(loginFailures).values({ usernameKey, clientAddress: address }).returning({ id: loginFailures.id });
    const id = row!.id;

    const { maxPerUsername, maxPerAddress } = this.limits;
    const pair = sql`${loginFailures.usernameKey} = ${usernameKey} and ${loginFailures.clientAddress} = ${address}`;
    const [counts] = await this.db
      .select({
        byUsername: sql<number>`count(*) filter (where ${loginFailures.usernameKey} = ${usernameKey})`.mapWith(Number),
        byAddress: sql<number>`count(*) filter (where ${loginFailures.clientAddress} = ${address} and ${address} <> '')`.mapWith(Number),
        byPair: sql<number>`count(*) filter (where ${pair})`.mapWith(Number),
        /** Seconds since the pair's latest failure (or reservation). */
        pairAge: sql<number | null>`extract(epoch from now() - max(${loginFailures.failedAt}) filter (where ${pair}))`.mapWith(Number),
      })
      .from(loginFailures)
      .where(and(this.inWindow(), lt(loginFailures.id, id), sql`(${loginFailures.usernameKey} = ${usernameKey} or ${loginFailures.clientAddress} = ${address})`));
    const byUsername = counts?.byUsername ?? 0;
    const byPair = counts?.byPair ?? 0;

    const waits: Promise<number>[] = [];
    if (address !== '' && (counts?.byAddress ?? 0) >= maxPerAddress) {
      waits.push(this.secondsUntilRoom(eq(loginFailures.clientAddress, address), id, maxPerAddress));
    }
    const backoff = backoffSeconds(byPair, this.limits);
    const pairAge = counts?.pairAge ?? Number.POSITIVE_INFINITY;
    if (backoff > 0 && pairAge < backoff) waits.push(Promise.resolve(Math.ceil(backoff - pairAge)));
    const overCeiling = byUsername >= maxPerUsername;
    if (overCeiling && byPair > 0) waits.push(this.secondsUntilRoom(eq(loginFailures.usernameKey, usernameKey), id, maxPerUsername));
    if (!waits.length) return { id: String(id), usernameKey, address, slowDownMs: overCeiling ? this.limits.slowDownMs : 0 };

    const seconds = await Promise.all(waits);
    await this.db.delete(loginFailures).where(eq(loginFailures.id, id));
    throw new LoginThrottledError(Math.max(1, ...seconds));
  }

  /** The pair starts afresh; the username's failures from other addresses stay (see LoginFailureCounter). */
  async succeeded(ticket: AttemptTicket): Promise<void> {
    await this.db
      .delete(loginFailures)
      .where(and(eq(loginFailures.usernameKey, ticket.usernameKey), eq(loginFailures.clientAddress, ticket.address)));
  }

  /** The reservation stays as the failure; a few expired rows go. */
  async failed(_ticket: AttemptTicket): Promise<void> {
    const expired = this.db
      .select({ id: loginFailures.id })
      .from(loginFailures)
      .where(sql`${loginFailures.failedAt} <= now() - make_interval(secs => ${this.limits.windowSeconds})`)
      .limit(PRUNE_BATCH);
    await this.db.delete(loginFailures).where(sql`${loginFailures.id} in ${expired}`);
  }

  async abandoned(ticket: AttemptTicket): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.id, Number(ticket.id)));
  }

  /**
   * Seconds until fewer than `max` of the failures before this attempt are inside the window: when the
   * max-th newest of them ages out.
   */
  private async secondsUntilRoom(key: ReturnType<typeof eq>, ticketId: number, max: number): Promise<number> {
    const [row] = await this.db
      .select({
        seconds: sql<number>`extract(epoch from (${loginFailures.failedAt} + make_interval(secs => ${this.limits.windowSeconds}) - now()))`.mapWith(Number),
      })
      .from(loginFailures)
      .where(and(key, this.inWindow(), lt(loginFailures.id, ticketId)))
      .orderBy(sql`${loginFailures.failedAt} desc`)
      .offset(max - 1)
      .limit(1);
    return Math.ceil(row?.seconds ?? this.limits.windowSeconds);
  }

  private inWindow() {
    return sql`${loginFailures.failedAt} > now() - make_interval(secs => ${this.limits.windowSeconds})`;
  }
}
