import { describe, expect, it } from 'vitest';
import { periodErrors, presetPeriod, todayInSouthAfrica } from './period';

describe('analytics periods', () => {
  it.each([
    ['thisMonth', { from: '2026-11-01', to: '2026-11-22' }],
    ['last30', { from: '2026-10-24', to: '2026-11-22' }],
    ['last90', { from: '2026-08-25', to: '2026-11-22' }],
    ['thisYear', { from: '2026-01-01', to: '2026-11-22' }],
  ] as const)('%s ends today', (id, period) => {
    expect(presetPeriod(id, '2026-11-22')).toEqual(period);
  });

  it("uses South Africa's date: 23:30 UTC is already the next day there", () => {
    expect(todayInSouthAfrica(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });

  it('checks the period as the server does', () => {
    expect(periodErrors({ from: '2026-01-01', to: '2026-01-01' })).toEqual({});
    expect(periodErrors({ from: '', to: '2026-01-01' })).toEqual({ from: 'Choose a start date.' });
    expect(periodErrors({ from: '2026-01-02', to: '2026-01-01' })).toEqual({ to: 'The start of the period must be on or before its end.' });
    expect(periodErrors({ from: '2024-01-01', to: '2025-12-31' })).toEqual({});
    expect(periodErrors({ from: '2024-01-01', to: '2026-01-01' })).toEqual({ to: 'The period can be at most 731 days.' });
  });
});
