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

  it('reads the other texts JavaScript writes a Date as: String(date) (a template literal, a form field) and toUTCString()', () => {
    expect(toSouthAfricanCalendarDate('Wed Aug 26 2026 00:00:00 GMT+0200 (South Africa Standard Time)')).toBe('2026-08-26');
    expect(toSouthAfricanCalendarDate('Tue Aug 25 2026 22:00:00 GMT+0000 (Coordinated Universal Time)')).toBe('2026-08-26');
    expect(toSouthAfricanCalendarDate('Tue Aug 25 2026 18:30:00 GMT-0500')).toBe('2026-08-26');
    // Written unencoded into an address: the query string's `+` arrives as a space.
    expect(toSouthAfricanCalendarDate('Wed Aug 26 2026 00:00:00 GMT 0200 (South Africa Standard Time)')).toBe('2026-08-26');
    expect(toSouthAfricanCalendarDate(' Tue, 25 Aug 2026 22:00:00 GMT ')).toBe('2026-08-26');
    expect(toSouthAfricanCalendarDate(String(new Date('2026-08-26T00:00:00+02:00')))).toBe('2026-08-26');
    expect(toSouthAfricanCalendarDate(new Date('2026-08-26T00:00:00+02:00').toUTCString())).toBe('2026-08-26');
    // An impossible day is not rolled over into the next month, as Date.parse would.
    for (const value of ['Mon Feb 30 2026 00:00:00 GMT+0200', 'Mon, 30 Feb 2026 00:00:00 GMT', 'Wed Aug 26 2026', 'Wed Aug 26 2026 00:00:00 GMT+02:00']) {
      expect(toSouthAfricanCalendarDate(value)).toBe(value);
    }
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
