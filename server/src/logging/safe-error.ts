/**
 * How an error is written to the log. A database error is reduced to its SQLSTATE, the table, column and
 * constraint names and the statement's shape: never drizzle's "params: …" list (a failed register printed
 * the e-mail, the phone and the password hash), never PostgreSQL's message or detail (they quote the row's
 * values). Other errors keep their type and message. Stacks keep their frames only: a stack's first line
 * repeats the message it was built with.
 */
import { databaseErrorOf, type DatabaseErrorFacts } from '../common/database-errors.js';

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  /** The SQLSTATE of a database error. */
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  statement?: string;
}

/** The fields of `err` on a log line. */
export function loggedError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: describeNonError(error) };
  const type = error.name || error.constructor?.name || 'Error';
  const database = databaseErrorOf(error);
  const frames = stackFrames(error.stack);
  if (database) {
    return { type, message: databaseMessage(database), ...(frames ? { stack: `${type}: ${databaseMessage(database)}\n${frames}` } : {}), ...database };
  }
  return { type, message: error.message, ...(frames ? { stack: `${type}: ${error.message}\n${frames}` } : {}) };
}

/** One line for an error inside a message: `TypeError: x` or `Database error 23505 …`. */
export function describeError(error: unknown): string {
  const logged = loggedError(error);
  return logged.code ? logged.message : `${logged.type}: ${logged.message}`;
}

function databaseMessage(facts: DatabaseErrorFacts): string {
  const where = [facts.table && `table ${facts.table}`, facts.column && `column ${facts.column}`, facts.constraint && `constraint ${facts.constraint}`].filter(Boolean).join(', ');
  return `Database error ${facts.code}${where ? ` (${where})` : ''}${facts.statement ? ` in: ${facts.statement}` : ''}`;
}

/** The "    at …" lines of a stack, without the message above them. */
function stackFrames(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const first = stack.indexOf('\n    at ');
  return first === -1 ? undefined : stack.slice(first + 1);
}

function describeNonError(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return String(value);
  // A thrown plain object: its keys say what it was, its values may be anything a request carried.
  return `object with keys ${Object.keys(value).slice(0, 10).join(', ')}`;
}
