import { AppError, ErrorCode } from '../common/errors.js';

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

/** What an attempt is counted against: the username as typed (trimmed, lower case) and the client address. */
export interface CountedAttempt {
  readonly usernameKey: string;
  /** '' when there is none (a unix socket): the username limit still applies, '' is never counted. */
  readonly address: string;
}

/** One attempt in progress: settle it with succeeded(), failed() or abandoned(). */
export interface AttemptTicket extends CountedAttempt {
  readonly id: string;
}

/**
 * Where sign-in failures are counted, over a sliding window, per username and per client address:
 * PostgreSQL (login_failures) or Redis (REDIS_URL). Both are shared by every app process and behave the
 * same (login-failures.spec.ts runs one set of tests against each):
 * - begin() reserves the attempt, or throws LoginThrottledError when the username or the address already
 *   has its `max` failures in the window; the refused attempt is not counted (it must not push the lock
 *   further out). Attempts sent at once see each other: at most `max` get through.
 * - succeeded(): the password was right, the username starts afresh (its failures also stop counting
 *   against the addresses they came from; other usernames' failures stay).
 * - failed(): the password was wrong, the reservation stays as the failure.
 * - abandoned(): no password check happened (an error): the reservation is taken back.
 */
export interface LoginFailureCounter {
  begin(attempt: CountedAttempt): Promise<AttemptTicket>;
  succeeded(ticket: AttemptTicket): Promise<void>;
  failed(ticket: AttemptTicket): Promise<void>;
  abandoned(ticket: AttemptTicket): Promise<void>;
}
