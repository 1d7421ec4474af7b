/**
 * The agency's payment terms as settings ("A 30% deposit secures the booking and the balance is due 30 days
 * before departure"), the payment reminder job and the test-only clock. Read by config.ts (its `quotePolicy`
 * block); kept in a file of its own so the money settings are read and validated in one place.
 */

export interface QuotePolicyConfig {
  /** DEPOSIT_PERCENT (30): the deposit a new quote asks for, a whole percentage 0–100. */
  readonly depositPercent: number;
  /** DEPOSIT_DUE_DAYS (7): the deposit is due this many days after the quote is drafted (sent and accepted soon after). */
  readonly depositDueDays: number;
  /** BALANCE_DUE_DAYS_BEFORE_DEPARTURE (30): the balance is due this many days before departure or check-in. */
  readonly balanceDueDaysBeforeDeparture: number;
  /** QUOTE_VALID_DAYS (14): a new quote's validity, in days from today. */
  readonly quoteValidDays: number;
  /** PAYMENT_REMINDER_DAYS_BEFORE (7): a reminder mail goes out this many days before a deposit or balance is due. */
  readonly paymentReminderDaysBefore: number;
  /** REMINDER_INTERVAL_MS (3 600 000, hourly): how often the reminder job looks for due reminders. */
  readonly reminderIntervalMs: number;
  /** REMINDER_JOB=true|false: run the reminder job in this process; default on, off in tests (they call run()). */
  readonly reminderJobEnabled: boolean;
  /**
   * TEST_CLOCK_CONTROL=1: the test-only routes PUT/DELETE /api/test/clock and POST /api/test/reminders/run
   * (browser journeys move the calendar). Refused in production unless the database is a throwaway one in
   * memory (the journeys' production build): the server does not start with it.
   */
  readonly testClockControl: boolean;
}

type Mode = 'development' | 'production' | 'test';

/**
 * `throwawayDatabase`: the data lives in memory only (DATA_DIR=memory://, no DATABASE_URL), as in the browser
 * journeys, which run the production build: the only production-mode server the test controls may exist on.
 */
export function quotePolicyOf(env: NodeJS.ProcessEnv, mode: Mode, throwawayDatabase = false): QuotePolicyConfig {
  const testClockControl = env.TEST_CLOCK_CONTROL === '1' || env.TEST_CLOCK_CONTROL === 'true';
  if (testClockControl && mode === 'production' && !throwawayDatabase) {
    throw new Error('TEST_CLOCK_CONTROL must not be set in production with a real database: it lets anyone move the server’s calendar.');
  }
  if (env.TEST_CLOCK_CONTROL !== undefined && env.TEST_CLOCK_CONTROL !== '' && !['0', '1', 'true', 'false'].includes(env.TEST_CLOCK_CONTROL)) {
    throw new Error(`TEST_CLOCK_CONTROL must be 1 or 0, got "${env.TEST_CLOCK_CONTROL}".`);
  }
  const reminderJob = env.REMINDER_JOB ?? '';
  if (reminderJob !== '' && reminderJob !== 'true' && reminderJob !== 'false') throw new Error(`REMINDER_JOB must be true or false, got "${reminderJob}".`);
  return {
    depositPercent: wholeNumber(env.DEPOSIT_PERCENT, 30, 'DEPOSIT_PERCENT', 0, 100),
    depositDueDays: wholeNumber(env.DEPOSIT_DUE_DAYS, 7, 'DEPOSIT_DUE_DAYS', 0, 365),
    balanceDueDaysBeforeDeparture: wholeNumber(env.BALANCE_DUE_DAYS_BEFORE_DEPARTURE, 30, 'BALANCE_DUE_DAYS_BEFORE_DEPARTURE', 0, 365),
    quoteValidDays: wholeNumber(env.QUOTE_VALID_DAYS, 14, 'QUOTE_VALID_DAYS', 1, 365),
    paymentReminderDaysBefore: wholeNumber(env.PAYMENT_REMINDER_DAYS_BEFORE, 7, 'PAYMENT_REMINDER_DAYS_BEFORE', 1, 60),
    // At least a minute: the job is cheap, but a typo of "60" (seconds) would run it 60 times a second.
    reminderIntervalMs: wholeNumber(env.REMINDER_INTERVAL_MS, 60 * 60 * 1000, 'REMINDER_INTERVAL_MS', 60_000, 24 * 60 * 60 * 1000),
    reminderJobEnabled: reminderJob ? reminderJob === 'true' : mode !== 'test',
    testClockControl,
  };
}

function wholeNumber(value: string | undefined, fallback: number, name: string, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}".`);
  }
  return n;
}
