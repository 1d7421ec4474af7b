import { describe, expect, it } from '@jest/globals';
import type { EnquiryRow } from '../db/schema.js';
import { canMoveSubject, type WorkflowSubject } from './workflow.js';

/*
 * The workflow's own rules (canMove, isFinal) are the contract's and tested there
 * (contract/src/inbox-workflow.test.ts); the server adds how a booking or an enquiry row picks its workflow.
 */
describe('the status workflow of an inbox row', () => {
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
