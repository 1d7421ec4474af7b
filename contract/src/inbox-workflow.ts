/**
 * The one status workflow of bookings and enquiries. The server enforces it on every status change
 * (server/src/inbox/workflow.ts); the staff inbox offers only the moves it allows.
 *
 *   forward only along PENDING → CONTACTED → QUOTED → CONFIRMED (steps may be skipped), CONFIRMED → COMPLETED;
 *   DECLINED or CANCELLED from any status that is not final; DECLINED, CANCELLED and COMPLETED are final.
 *
 * A contact message is answered, not sold: PENDING → CONTACTED (answered) → COMPLETED (steps may be
 * skipped), or DECLINED (nothing to answer: spam, a wrong address).
 */
import { BOOKING_STATUSES } from './options.js';

/** A booking's or an enquiry's status (GraphQL's BookingStatus), in the database enum's order. */
export type InboxStatus = (typeof BOOKING_STATUSES)[number];

/** The kinds of item in the staff inbox (GraphQL's InboxItemKind). */
export const INBOX_ITEM_KINDS = ['BOOKING_REQUEST', 'STAY_RESERVATION', 'TRIP_PLAN', 'INSURANCE_QUOTE', 'CONTACT', 'TRIP_BOOKING'] as const;
export type InboxItemKind = (typeof INBOX_ITEM_KINDS)[number];

const FORWARD: readonly InboxStatus[] = ['PENDING', 'CONTACTED', 'QUOTED', 'CONFIRMED'];
export const FINAL_STATUSES: readonly InboxStatus[] = ['DECLINED', 'CANCELLED', 'COMPLETED'];

export const CONTACT_MOVES: Readonly<Partial<Record<InboxStatus, readonly InboxStatus[]>>> = {
  PENDING: ['CONTACTED', 'COMPLETED', 'DECLINED'],
  CONTACTED: ['COMPLETED', 'DECLINED'],
};

export function isFinal(status: InboxStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** Whether a booking or an enquiry other than a contact message may move from `from` to `to`. */
export function canMove(from: InboxStatus, to: InboxStatus): boolean {
  if (from === to || isFinal(from)) return false;
  if (to === 'DECLINED' || to === 'CANCELLED') return true;
  if (to === 'COMPLETED') return from === 'CONFIRMED';
  return FORWARD.indexOf(to) > FORWARD.indexOf(from);
}

/** Whether an item of `kind` (a contact message or anything else) may move from `from` to `to`. */
export function canMoveKind(kind: InboxItemKind | undefined, from: InboxStatus, to: InboxStatus): boolean {
  if (kind === 'CONTACT') return (CONTACT_MOVES[from] ?? []).includes(to);
  return canMove(from, to);
}

/**
 * The moves the staff inbox offers as buttons, in the workflow's order: the allowed ones, except DECLINED
 * for a CONFIRMED item (a confirmed booking is cancelled, not declined; the API still accepts it).
 */
export function allowedMoves(from: InboxStatus, kind?: InboxItemKind): InboxStatus[] {
  if (kind === 'CONTACT') return [...(CONTACT_MOVES[from] ?? [])];
  const order: readonly InboxStatus[] = [...FORWARD, 'COMPLETED', 'DECLINED', 'CANCELLED'];
  return order.filter((to) => canMove(from, to) && !(from === 'CONFIRMED' && to === 'DECLINED'));
}

/** Moves that end the item for good: the staff inbox asks twice. */
export const needsConfirmation = (to: InboxStatus): boolean => to === 'DECLINED' || to === 'CANCELLED';
