import { describe, expect, it } from '@jest/globals';
import { canMove, isFinal } from './workflow.js';

describe('the status workflow', () => {
  it('moves forward only, steps may be skipped', () => {
    expect(canMove('PENDING', 'CONTACTED')).toBe(true);
    expect(canMove('PENDING', 'CONFIRMED')).toBe(true);
    expect(canMove('QUOTED', 'CONTACTED')).toBe(false);
    expect(canMove('CONFIRMED', 'PENDING')).toBe(false);
  });

  it('completes only what is confirmed', () => {
    expect(canMove('CONFIRMED', 'COMPLETED')).toBe(true);
    expect(canMove('QUOTED', 'COMPLETED')).toBe(false);
    expect(canMove('PENDING', 'COMPLETED')).toBe(false);
  });

  it('declines or cancels anything not final, a confirmed booking included', () => {
    for (const from of ['PENDING', 'CONTACTED', 'QUOTED', 'CONFIRMED'] as const) {
      expect(canMove(from, 'DECLINED')).toBe(true);
      expect(canMove(from, 'CANCELLED')).toBe(true);
    }
  });

  it('never leaves a final status, and never "moves" to the same one', () => {
    for (const from of ['DECLINED', 'CANCELLED', 'COMPLETED'] as const) {
      expect(isFinal(from)).toBe(true);
      for (const to of ['PENDING', 'CONTACTED', 'QUOTED', 'CONFIRMED', 'DECLINED', 'CANCELLED', 'COMPLETED'] as const) {
        expect(canMove(from, to)).toBe(false);
      }
    }
    expect(canMove('QUOTED', 'QUOTED')).toBe(false);
  });
});
