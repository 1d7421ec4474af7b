import type { InboxItemKind } from '../../gql/graphql';
import type { InboxStatus } from './graphql';

/**
 * The moves the server's workflow allows (server/src/inbox/workflow.ts, contract): forward along
 * PENDING → CONTACTED → QUOTED → CONFIRMED (steps may be skipped), CONFIRMED → COMPLETED, and
 * DECLINED or CANCELLED from any non-final status; a contact message's own few moves. Mirrored here only to offer the right buttons;
 * the server still decides.
 */
const FORWARD: readonly InboxStatus[] = ['PENDING', 'CONTACTED', 'QUOTED', 'CONFIRMED'];
const FINAL: readonly InboxStatus[] = ['DECLINED', 'CANCELLED', 'COMPLETED'];

/** A contact message is answered, not sold (server: CONTACT_MOVES): answered, done, or nothing to answer. */
const CONTACT_MOVES: Partial<Record<InboxStatus, InboxStatus[]>> = {
  PENDING: ['CONTACTED', 'COMPLETED', 'DECLINED'],
  CONTACTED: ['COMPLETED', 'DECLINED'],
};

export const allowedMoves = (from: InboxStatus, kind?: InboxItemKind): InboxStatus[] => {
  if (kind === 'CONTACT') return CONTACT_MOVES[from] ?? [];
  if (FINAL.includes(from)) return [];
  if (from === 'CONFIRMED') return ['COMPLETED', 'CANCELLED'];
  const index = FORWARD.indexOf(from);
  return [...FORWARD.slice(index + 1), 'DECLINED', 'CANCELLED'];
};

/** Moves that end the item for good: asked twice. */
export const needsConfirmation = (to: InboxStatus): boolean => to === 'DECLINED' || to === 'CANCELLED';
