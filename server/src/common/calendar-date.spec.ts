import { describe, expect, it } from '@jest/globals';
import { toSouthAfricanCalendarDate, toSouthAfricanCalendarDates } from './calendar-date.js';

describe('toSouthAfricanCalendarDate', () => {
  it('reads a moment as the date it is in South Africa (UTC+2, no daylight saving)', () => {
    expect(toSouthAfricanCalendarDate('2026-08-25T21:19:36.000Z')).toBe('2026-08-25');
    // Local midnight of 26 August in a South African browser, as JSON writes it.
    expect(toSouthAfricanCalendarDate('2026-08-25T22:00:00.000Z')).toBe('2026-08-26');
    expect(toSouthAfricanCalendarDate('2026-12-31T23:30:00Z')).toBe('2027-01-01');
    expect(toSouthAfricanCalendarDate('2026-08-25T23:30:00-05:00')).toBe('2026-08-26');
  });

  it('takes the date part of a date-time without a zone (already local)', () => {
    expect(toSouthAfricanCalendarDate('2026-08-25T23:59')).toBe('2026-08-25');
  });

  it('leaves everything else for the validator: dates, impossible moments, other text and types', () => {
    for (const value of ['2026-08-25', '2026-02-30T10:00:00Z', '25/08/2026', 'soon', '', 20260825, null, undefined]) {
      expect(toSouthAfricanCalendarDate(value)).toBe(value);
    }
  });

  it('maps lists element by element', () => {
    expect(toSouthAfricanCalendarDates(['2026-08-25T22:00:00.000Z', '2026-08-27'])).toEqual(['2026-08-26', '2026-08-27']);
  });
});
