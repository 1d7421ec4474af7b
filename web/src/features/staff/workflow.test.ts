import { describe, expect, it } from 'vitest';
import { allowedMoves, needsConfirmation } from './workflow';

describe('allowedMoves', () => {
  it('goes forward along PENDING → CONTACTED → QUOTED → CONFIRMED, skipping allowed, or ends the item', () => {
    expect(allowedMoves('PENDING')).toEqual(['CONTACTED', 'QUOTED', 'CONFIRMED', 'DECLINED', 'CANCELLED']);
    expect(allowedMoves('CONTACTED')).toEqual(['QUOTED', 'CONFIRMED', 'DECLINED', 'CANCELLED']);
    expect(allowedMoves('QUOTED')).toEqual(['CONFIRMED', 'DECLINED', 'CANCELLED']);
    expect(allowedMoves('CONFIRMED')).toEqual(['COMPLETED', 'CANCELLED']);
  });

  it('allows nothing from a final status', () => {
    expect(allowedMoves('DECLINED')).toEqual([]);
    expect(allowedMoves('CANCELLED')).toEqual([]);
    expect(allowedMoves('COMPLETED')).toEqual([]);
  });

  it('asks twice only before declining or cancelling', () => {
    expect(needsConfirmation('DECLINED')).toBe(true);
    expect(needsConfirmation('CANCELLED')).toBe(true);
    expect(needsConfirmation('CONFIRMED')).toBe(false);
  });
});
