import { conflict, type AppError } from './errors.js';

/**
 * restrict_violation: raised by the database's own rules (drizzle/0010_stay_integrity.sql: a room, room
 * number or room type holding future stays cannot move or go). Their messages are written for the person
 * who tried (a room number and a night, nothing else), so they reach the client as they are.
 */
const RESTRICT_VIOLATION = '23001';

/** CONFLICT with the rule's message when `error` (or what drizzle wraps in it) is such a refusal. */
export function databaseRuleRefusal(error: unknown): AppError | undefined {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === RESTRICT_VIOLATION && typeof message === 'string') return conflict(message);
  }
  return undefined;
}
