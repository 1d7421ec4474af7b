import { describe, expect, it } from 'vitest';
import { toLocalDate } from '../../lib/dates';
import { cruiseWindow } from './cruise-window';

describe('cruise window', () => {
  it('computes the cruise window as 3 months either side of the South African calendar day', () => {
    // 23:30 on 31 May in Johannesburg is still 31 May; an hour later it is 1 June there, whatever the
    // visitor's or the server's own time zone says (a page rendered in UTC shows the same window).
    expect(cruiseWindow(new Date('2026-05-31T21:30:00Z'))).toEqual({ departingFrom: '2026-02-28', departingTo: '2026-08-31' });
    expect(cruiseWindow(new Date('2026-05-31T22:30:00Z'))).toEqual({ departingFrom: '2026-03-01', departingTo: '2026-09-01' });
    expect(toLocalDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
