import { RetryLaterError } from '../common/errors.js';
import type { LoginThrottleConfig } from '../config/config.js';

export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export { RetryLaterError };

export class LoginThrottledError extends RetryLaterError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, throttledMessage(retryAfterSeconds));
  }
}

/** What an attempt is counted against: the username as typed (trimmed, lower case) and the client address. */
export interface CountedAttempt {
  readonly usernameKey: string;
  /** '' when there is none (a unix socket): the username limit still applies, '' is never counted. */
  readonly address: string;
}

/** One attempt in progress: settle it with succeeded(), failed() or abandoned(). */
export interface AttemptTicket extends CountedAttempt {
  readonly id: string;
  /** > 0 when the username is past its ceiling: wait this long before checking the password. */
  readonly slowDownMs: number;
}

/**
 * How long a (username, address) pair must wait after its latest failure, having failed `failures` times
 * in the window: nothing for the first few, then the base doubling per failure, never past the window.
 */
export function backoffSeconds(failures: number, limits: Pick<LoginThrottleConfig, 'backoffFreeFailures' | 'backoffBaseSeconds' | 'windowSeconds'>): number {
  if (failures < limits.backoffFreeFailures) return 0;
  const doublings = Math.min(failures - limits.backoffFreeFailures, 30);
  return Math.min(limits.windowSeconds, limits.backoffBaseSeconds * 2 ** doublings);
}

/**
 * Where sign-in failures are counted, over a sliding window: PostgreSQL (login_failures) or Redis
 * (REDIS_URL). Both are shared by every app process and behave the same (login-failures.spec.ts runs one
 * set of tests against each). Three counts, after OWASP's authentication guidance (a lockout that an
 * attacker can trigger from anywhere is a denial of service on the account):
 * - per (username, address) pair, exponential back-off: after `backoffFreeFailures` failures the pair waits
 *   backoffSeconds() after its latest failure before its next attempt;
 * - per address, any username: `maxPerAddress` failures in the window, then refused (password spraying);
 * - per username, a ceiling: past `maxPerUsername` failures from anywhere, an address that has failed on
 *   this username is refused, and any other address is admitted but slowed down (ticket.slowDownMs), so
 *   the owner signing in from their own device is never refused, and a botnet gets one guess per address.
 * - begin() reserves the attempt, or throws LoginThrottledError (with the seconds until it may try again);
 *   the refused attempt is not counted (it must not push the lock further out). Attempts sent at once see
 *   each other: at most the allowed number get through.
 * - succeeded(): the password was right, the pair starts afresh (its failures stop counting against the
 *   username's ceiling and the address too). Other addresses' failures on the username stay: an owner's
 *   success must not reopen the door for an attacker's addresses.
 * - failed(): the password was wrong, the reservation stays as the failure.
 * - abandoned(): no password check happened (an error): the reservation is taken back.
 */
export interface LoginFailureCounter {
  begin(attempt: CountedAttempt): Promise<AttemptTicket>;
  succeeded(ticket: AttemptTicket): Promise<void>;
  failed(ticket: AttemptTicket): Promise<void>;
  abandoned(ticket: AttemptTicket): Promise<void>;
}
