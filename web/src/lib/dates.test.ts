import * as contract from '@travel/contract';
import { describe, expect, it } from 'vitest';
import { formatLocalDate, formatSaDate, formatUsDate, nightsBetween, todayInSouthAfrica, toLocalDate } from './dates';

// Calendar dates, SAST's today, nights and the South African formats are the contract's, tested with it:
// contract/src/dates.test.ts. Here: that the web uses those very functions, and what only a browser needs.
describe('lib/dates.ts', () => {
  it('is the contract\'s date helpers', () => {
    expect(formatLocalDate).toBe(contract.formatLocalDate);
    expect(formatSaDate).toBe(contract.formatSaDate);
    expect(nightsBetween).toBe(contract.nightsBetween);
    expect(todayInSouthAfrica).toBe(contract.todayInSouthAfrica);
  });

  it('reads the visitor\'s own calendar day', () => {
    expect(toLocalDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('writes the stay pickers\' dates as the spec does, and leaves what is not a date alone', () => {
    expect(formatUsDate('2026-12-14')).toBe('12/14/2026');
    expect(formatUsDate('2026-02-30')).toBe('2026-02-30');
  });
});
