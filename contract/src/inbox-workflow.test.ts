import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from './options.js';
import { allowedMoves, canMove, canMoveKind, isFinal, needsConfirmation } from './inbox-workflow.js';

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
      for (const to of BOOKING_STATUSES) expect(canMove(from, to)).toBe(false);
    }
    expect(canMove('QUOTED', 'QUOTED')).toBe(false);
  });

  it('lets a contact message be answered, completed or declined only', () => {
    expect(BOOKING_STATUSES.filter((to) => canMoveKind('CONTACT', 'PENDING', to))).toEqual(['CONTACTED', 'DECLINED', 'COMPLETED']);
    expect(BOOKING_STATUSES.filter((to) => canMoveKind('CONTACT', 'CONTACTED', to))).toEqual(['DECLINED', 'COMPLETED']);
    expect(BOOKING_STATUSES.filter((to) => canMoveKind('TRIP_PLAN', 'PENDING', to))).toEqual(['CONTACTED', 'QUOTED', 'CONFIRMED', 'DECLINED', 'CANCELLED']);
  });
});

describe("the staff inbox's buttons", () => {
  it('offers every allowed move in workflow order, but no Decline on a confirmed item', () => {
    expect(allowedMoves('PENDING')).toEqual(['CONTACTED', 'QUOTED', 'CONFIRMED', 'DECLINED', 'CANCELLED']);
    expect(allowedMoves('QUOTED')).toEqual(['CONFIRMED', 'DECLINED', 'CANCELLED']);
    expect(allowedMoves('CONFIRMED')).toEqual(['COMPLETED', 'CANCELLED']);
    expect(allowedMoves('COMPLETED')).toEqual([]);
    expect(allowedMoves('PENDING', 'CONTACT')).toEqual(['CONTACTED', 'COMPLETED', 'DECLINED']);
  });

  it('offers only moves the server allows', () => {
    for (const from of BOOKING_STATUSES) {
      for (const to of allowedMoves(from)) expect(canMove(from, to)).toBe(true);
      for (const to of allowedMoves(from, 'CONTACT')) expect(canMoveKind('CONTACT', from, to)).toBe(true);
    }
  });

  it('asks twice before an item ends for good', () => {
    expect(needsConfirmation('DECLINED')).toBe(true);
    expect(needsConfirmation('CANCELLED')).toBe(true);
    expect(needsConfirmation('COMPLETED')).toBe(false);
  });
});
