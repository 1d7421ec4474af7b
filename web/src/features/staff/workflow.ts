/**
 * The moves the staff inbox offers: the contract's workflow table (@travel/contract's inbox-workflow.ts),
 * which the server enforces on every status change. Here only to offer the right buttons; the server
 * still decides.
 */
export { allowedMoves, needsConfirmation } from '@travel/contract';
