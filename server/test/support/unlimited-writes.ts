/**
 * Every test books, reserves and writes from 127.0.0.1, often to one e-mail address: the write limits
 * (write-limits/write-limits.ts) are proved by tests that set them (`writeLimitsWith` in test-app.ts). Also
 * given to spawned servers (server-process.ts).
 */
export const UNLIMITED_WRITES: Record<string, string> = Object.fromEntries(
  ['ENQUIRY', 'BOOKING', 'RESERVATION', 'QUOTE_QUESTION'].flatMap((prefix) => [
    [`${prefix}_RATE_LIMIT`, '100000'],
    [prefix === 'QUOTE_QUESTION' ? 'QUOTE_QUESTION_RATE_LIMIT_PER_QUOTE' : `${prefix}_RATE_LIMIT_PER_RECIPIENT`, '100000'],
  ]),
);

