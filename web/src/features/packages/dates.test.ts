import { describe, expect, it } from 'vitest';
import { cruiseWindow } from '../home/cruise-window';
import { addMonths, formatLocalDate, isLocalDate, todayInSouthAfrica, toLocalDate } from './dates';

describe('calendar dates', () => {
  it('adds months, using the last day of shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-05-31', -3)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-02-10', -3)).toBe('2025-11-10');
  });

  it('computes the cruise window as 3 months either side of the South African calendar day', () => {
    // 23:30 on 31 May in Johannesburg is still 31 May; an hour later it is 1 June there, whatever the
    // visitor's or the server's own time zone says (a page rendered in UTC shows the same window).
    expect(cruiseWindow(new Date('2026-05-31T21:30:00Z'))).toEqual({ departingFrom: '2026-02-28', departingTo: '2026-08-31' });
    expect(cruiseWindow(new Date('2026-05-31T22:30:00Z'))).toEqual({ departingFrom: '2026-03-01', departingTo: '2026-09-01' });
    expect(toLocalDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('validates and formats YYYY-MM-DD dates in the en-ZA style', () => {
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('14/12/2026')).toBe(false);
    expect(formatLocalDate('2026-12-14')).toBe('14 Dec 2026');
  });
});

describe('todayInSouthAfrica', () => {
  it('agrees with the Africa/Johannesburg zone around midnight, month and year ends and leap days', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg', year: 'numeric', month: '2-digit', day: '2-digit' });
    const instants = ['2026-11-25T21:59:59Z', '2026-11-25T22:00:00Z', '2026-12-31T21:59:59.999Z', '2026-12-31T22:00:00Z', '2028-02-28T22:30:00Z', '2027-06-15T12:00:00Z'];
    for (const instant of instants) {
      const now = new Date(instant);
      expect(todayInSouthAfrica(now), instant).toBe(zone.format(now));
    }
  });
});
