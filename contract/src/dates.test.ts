import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysInclusive,
  dayOfWeek,
  formatLocalDate,
  formatLocalDateWithWeekday,
  formatSaDate,
  formatSaDateTime,
  isLocalDate,
  nightsBetween,
  todayInSouthAfrica,
} from './dates.js';

describe('calendar dates', () => {
  it('adds months, using the last day of shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-05-31', -3)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-02-10', -3)).toBe('2025-11-10');
  });

  it('validates and formats YYYY-MM-DD dates in the en-ZA style', () => {
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('14/12/2026')).toBe(false);
    expect(isLocalDate(20261214)).toBe(false);
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

describe('dates', () => {
  it('writes a calendar date the South African way, never shifted by time zones', () => {
    expect(formatLocalDate('2026-11-25')).toBe('25 Nov 2026');
    expect(formatLocalDate('2027-01-01')).toBe('01 Jan 2027'); // en-ZA writes two-digit days
    expect(formatLocalDate('2028-02-29')).toBe('29 Feb 2028');
    // Not a calendar date: shown as it came rather than as "Invalid Date".
    expect(formatLocalDate('soon')).toBe('soon');
  });

  it('dates an instant by the day it is in South Africa (SAST, UTC+2)', () => {
    // 22:30 UTC on the 24th is 00:30 on the 25th in Johannesburg.
    expect(formatSaDate('2026-11-24T22:30:00Z')).toBe('25 Nov 2026');
    expect(formatSaDateTime('2026-11-24T22:30:00Z')).toBe('25 Nov 2026, 00:30');
    expect(formatSaDate('not a date')).toBe('not a date');
  });

  it('adds the weekday for stays: "Mon, 14 Dec 2026"', () => {
    expect(formatLocalDateWithWeekday('2026-12-14')).toBe('Mon, 14 Dec 2026');
    expect(formatLocalDateWithWeekday('14/12/2026')).toBe('14/12/2026');
  });
});

describe('counting days', () => {
  it('counts the nights of a stay, negative when check-out comes first and 0 for what is not a date', () => {
    expect(nightsBetween('2026-12-14', '2026-12-21')).toBe(7);
    expect(nightsBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(nightsBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(nightsBetween('2026-12-21', '2026-12-14')).toBe(-7);
    expect(nightsBetween('2026-12-14', 'soon')).toBe(0);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayOfWeek('2026-12-14')).toBe(1);
  });

  it('counts the days of a range with both ends included (one rate a night)', () => {
    expect(daysInclusive('2026-12-14', '2026-12-20')).toBe(7);
    expect(daysInclusive('2026-12-14', '2026-12-14')).toBe(1);
    expect(daysInclusive('2026-12-14', '2026-12-13')).toBe(0);
    expect(daysInclusive('2026-02-30', '2026-03-02')).toBe(0);
  });
});
