import { describe, expect, it } from '@jest/globals';
import { activityPriceFromRest, activityPriceText } from './activity-price.js';

describe('activity price text', () => {
  it('reads the spec\'s text, numbers and numeric strings alike', () => {
    for (const [sent, amount] of [
      ['R 950', 950], ['R950', 950], ['950', 950], [950, 950], ['R 1 200', 1200], ['R1,200.50', 1200.5], ['ZAR 80', 80],
      ['Free', null], ['free', null], ['', null], ['  ', null], ['On request', null],
    ] as const) {
      expect([sent, activityPriceFromRest(sent)]).toEqual([sent, amount]);
    }
  });

  it('leaves what is no price for validation to refuse', () => {
    for (const sent of ['cheap', 'R -5', '12 rand', 'R 1 20']) expect(activityPriceFromRest(sent)).toBe(sent);
  });

  it('writes amounts as the spec does', () => {
    expect(activityPriceText(950)).toBe('R 950');
    expect(activityPriceText(1200)).toBe('R 1 200');
    expect(activityPriceText(1234567.5)).toBe('R 1 234 567.50');
    expect(activityPriceText(null)).toBe('Free');
  });
});
