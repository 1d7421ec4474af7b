import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './config.js';
import { quotePolicyOf } from './quote-policy.js';

describe('quotePolicy settings', () => {
  it('defaults to the agency’s published terms: 30% deposit due in 7 days, balance 30 days before departure', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).quotePolicy).toEqual({
      depositPercent: 30,
      depositDueDays: 7,
      balanceDueDaysBeforeDeparture: 30,
      quoteValidDays: 14,
      paymentReminderDaysBefore: 7,
      reminderIntervalMs: 3_600_000,
      reminderJobEnabled: true,
      testClockControl: false,
    });
    expect(quotePolicyOf({}, 'test').reminderJobEnabled).toBe(false);
    expect(quotePolicyOf({ REMINDER_JOB: 'true' }, 'test').reminderJobEnabled).toBe(true);
  });

  it('reads every setting and refuses what is not a whole number in range, naming the setting', () => {
    expect(
      quotePolicyOf(
        { DEPOSIT_PERCENT: '25', DEPOSIT_DUE_DAYS: '3', BALANCE_DUE_DAYS_BEFORE_DEPARTURE: '45', QUOTE_VALID_DAYS: '10', PAYMENT_REMINDER_DAYS_BEFORE: '5', REMINDER_INTERVAL_MS: '600000' },
        'development',
      ),
    ).toMatchObject({ depositPercent: 25, depositDueDays: 3, balanceDueDaysBeforeDeparture: 45, quoteValidDays: 10, paymentReminderDaysBefore: 5, reminderIntervalMs: 600_000 });
    const refused: [string, string][] = [
      ['DEPOSIT_PERCENT', '101'],
      ['DEPOSIT_PERCENT', '30.5'],
      ['DEPOSIT_PERCENT', '-1'],
      ['DEPOSIT_DUE_DAYS', 'seven'],
      ['BALANCE_DUE_DAYS_BEFORE_DEPARTURE', '366'],
      ['QUOTE_VALID_DAYS', '0'],
      ['PAYMENT_REMINDER_DAYS_BEFORE', '0'],
      ['REMINDER_INTERVAL_MS', '60'],
      ['REMINDER_JOB', 'yes'],
      ['TEST_CLOCK_CONTROL', 'on'],
    ];
    for (const [name, value] of refused) expect(() => quotePolicyOf({ [name]: value }, 'development')).toThrow(new RegExp(name));
  });

  it('refuses to start in production with the test clock, unless the database is a throwaway one in memory', () => {
    expect(quotePolicyOf({ TEST_CLOCK_CONTROL: '1' }, 'development').testClockControl).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: 'data/pglite', JWT_SECRET: 'x'.repeat(40), TEST_CLOCK_CONTROL: '1' })).toThrow(
      /TEST_CLOCK_CONTROL must not be set in production/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: 'memory://', DATABASE_URL: 'postgres://u:p@db/travel', JWT_SECRET: 'x'.repeat(40), TEST_CLOCK_CONTROL: '1' }),
    ).toThrow(/TEST_CLOCK_CONTROL must not be set in production/);
    // The browser journeys' production build on a throwaway in-memory database.
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(40), TEST_CLOCK_CONTROL: '1' }).quotePolicy.testClockControl).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(40), TEST_CLOCK_CONTROL: '0' }).quotePolicy.testClockControl).toBe(false);
  });
});
