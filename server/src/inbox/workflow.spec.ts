import { describe, expect, it } from '@jest/globals';
import type { EnquiryRow } from '../db/schema.js';
import { canMove, canMoveSubject, isFinal, type WorkflowSubject } from './workflow.js';

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

  it('a contact message is answered, not sold: no quote, confirmation or cancellation', () => {
    const contact = (status: EnquiryRow['status']): WorkflowSubject => ({ type: 'enquiry', row: { kind: 'CONTACT', status } as EnquiryRow });
    const tripPlan: WorkflowSubject = { type: 'enquiry', row: { kind: 'TRIP_PLAN', status: 'PENDING' } as EnquiryRow };
    const moves = (subject: WorkflowSubject) =>
      (['PENDING', 'CONTACTED', 'QUOTED', 'CONFIRMED', 'DECLINED', 'CANCELLED', 'COMPLETED'] as const).filter((to) => canMoveSubject(subject, to));
    expect(moves(contact('PENDING'))).toEqual(['CONTACTED', 'DECLINED', 'COMPLETED']);
    expect(moves(contact('CONTACTED'))).toEqual(['DECLINED', 'COMPLETED']);
    expect(moves(contact('COMPLETED'))).toEqual([]);
    // Other enquiries keep the booking workflow (a trip plan can be quoted and confirmed).
    expect(moves(tripPlan)).toEqual(['CONTACTED', 'QUOTED', 'CONFIRMED', 'DECLINED', 'CANCELLED']);
  });
});
