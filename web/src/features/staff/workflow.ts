import type { InboxStatus } from './graphql';

/**
 * The moves the server's workflow allows (server/src/inbox/workflow.ts, contract): forward along
 * PENDING → CONTACTED → QUOTED → CONFIRMED (steps may be skipped), CONFIRMED → COMPLETED, and
 * DECLINED or CANCELLED from any non-final status. Mirrored here only to offer the right buttons;
 * the server still decides.
 */
const FORWARD: readonly InboxStatus[] = ['PENDING', 'CONTACTED', 'QUOTED', 'CONFIRMED'];
const FINAL: readonly InboxStatus[] = ['DECLINED', 'CANCELLED', 'COMPLETED'];

export const allowedMoves = (from: InboxStatus): InboxStatus[] => {
  if (FINAL.includes(from)) return [];
  if (from === 'CONFIRMED') return ['COMPLETED', 'CANCELLED'];
  const index = FORWARD.indexOf(from);
  return [...FORWARD.slice(index + 1), 'DECLINED', 'CANCELLED'];
};

/** Moves that end the item for good: asked twice. */
export const needsConfirmation = (to: InboxStatus): boolean => to === 'DECLINED' || to === 'CANCELLED';
