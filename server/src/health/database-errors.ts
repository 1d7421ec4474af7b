/**
 * Errors that mean "the database cannot be reached right now" rather than "this query is wrong": the
 * request fails with 503 SERVICE_UNAVAILABLE (retry later) instead of a 500, and nothing of it was
 * written (a statement or transaction cut off mid-way is rolled back by PostgreSQL).
 */

/** Node socket errors when the server is down, unreachable or drops the connection. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs: class 08 (connection exception), admin_shutdown, crash_shutdown, cannot_connect_now
 * (starting up or in recovery), and too_many_connections (the server is full, not the request wrong).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Messages node-postgres throws without a code. */
const MESSAGE_PATTERNS = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection timeout/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /query read timeout/i,
];

/** True when this error, or any error it wraps (drizzle wraps the driver's in `cause`), is a lost database. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object' && !seen.has(current); ) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && MESSAGE_PATTERNS.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown; originalError?: unknown }).cause ?? (current as { originalError?: unknown }).originalError;
  }
  return false;
}

/** Seconds a client is told to wait before retrying (REST Retry-After, /ready). */
export const RETRY_AFTER_SECONDS = 5;
