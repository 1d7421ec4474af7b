/**
 * What the API and the logs may take from an error the database raised. PostgreSQL's (and PGlite's) error
 * messages and details quote the values of the failing row ("Key (email)=(…) already exists", "invalid input
 * syntax for type uuid: "…""), and drizzle's wrapper prints every parameter of the statement: none of that
 * may reach a client or a log line. What may: the SQLSTATE, the names of the table, column and constraint,
 * and the statement's text with placeholders (its shape).
 */

import { databaseRuleRefusal } from './database-rules.js';
import { AppError, conflict, ErrorCode } from './errors.js';

export interface DatabaseErrorFacts {
  /** The five-character SQLSTATE, e.g. 23505. */
  code: string;
  table?: string;
  column?: string;
  constraint?: string;
  /** The statement, parameters left out (drizzle sends values as $1, $2...), literals masked, shortened. */
  statement?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_STATEMENT = 300;
const IDENTIFIER = /^[A-Za-z_][\w$]{0,62}$/;

/** The facts of the first database error in an error's cause chain (drizzle wraps the driver's), if any. */
export function databaseErrorOf(error: unknown): DatabaseErrorFacts | undefined {
  let statement: string | undefined;
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object' && !seen.has(current); ) {
    seen.add(current);
    const e = current as { code?: unknown; query?: unknown; table?: unknown; column?: unknown; constraint?: unknown; cause?: unknown };
    if (statement === undefined && typeof e.query === 'string') statement = statementShape(e.query);
    if (typeof e.code === 'string' && SQLSTATE.test(e.code)) {
      return {
        code: e.code,
        ...identifier('table', e.table),
        ...identifier('column', e.column),
        ...identifier('constraint', e.constraint),
        ...(statement === undefined ? {} : { statement }),
      };
    }
    current = e.cause;
  }
  return undefined;
}

/**
 * The SQLSTATE of a database error (drizzle wraps the driver's: looked for through `cause`), or undefined
 * when the error did not come from the database. The one helper for "which rule did the database refuse".
 */
export function sqlState(error: unknown): string | undefined {
  return databaseErrorOf(error)?.code;
}

/** 23505: another row already holds a unique value. */
export const UNIQUE_VIOLATION = '23505';

function identifier(name: 'table' | 'column' | 'constraint', value: unknown): Partial<DatabaseErrorFacts> {
  return typeof value === 'string' && IDENTIFIER.test(value) ? { [name]: value } : {};
}

/**
 * A statement's shape: its text with quoted literals and bare numbers replaced by `?` (placeholders such as $1 kept; drizzle parameterises
 * values, but `sql.raw` or an inlined constant could still carry one), white space collapsed, shortened.
 */
export function statementShape(query: string): string {
  const shape = query
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/(?<![$\w])\d+(?:\.\d+)?\b/g, '?')
    .replace(/\s+/g, ' ')
    .trim();
  return shape.length > MAX_STATEMENT ? `${shape.slice(0, MAX_STATEMENT)}…` : shape;
}

/**
 * SQLSTATE class 22, "data exception": a value the database cannot take (malformed number, date or uuid,
 * out of range, too long, NUL in text, invalid encoding). The input boundary refuses the known cases first;
 * whatever still reaches the database is the client's input, so 400, never an internal error.
 */
export const INVALID_VALUE_MESSAGE = 'One of the values sent cannot be stored: it is malformed, out of range or too long.';

export const DatabaseRefusals = {
  /** 23503 on insert or update: the row names another that is not there (deleted meanwhile, or never was). */
  MISSING_REFERENCE: 'Something this refers to does not exist (it may just have been deleted). Reload and try again.',
  /** 23503 on update or delete: other rows still refer to this one. */
  STILL_REFERENCED: 'This is still in use by other records, so it cannot be changed or deleted.',
  /** 23514: a CHECK constraint (a range, an order of dates, a count). */
  CHECK: 'One of the values sent is outside what is allowed (a range, a date order or a limit).',
  /** 23502: a required column was left empty. */
  NOT_NULL: 'A required value is missing.',
  /** 23505 and 23P01: another row already holds the value (lost a race with another request, usually). */
  DUPLICATE: 'This already exists, or was just taken by another request. Reload and try again.',
  /** Any other integrity rule (class 23). */
  INTEGRITY: 'This change breaks one of the rules the data must keep. Reload and try again.',
} as const;

/**
 * What to answer for a database error that is the request's fault, not ours, or undefined when it is not
 * one: class 22 (data exception) is 400 BAD_USER_INPUT; class 23 (integrity constraint violation) is 400
 * for a value that can never be stored (check, not null, a missing referenced row) and 409 CONFLICT for a
 * clash with the data as it is now (duplicate, still referenced, exclusion, restrict). Never a 500: the
 * database kept the rule, so nothing went wrong on our side. The message is ours and fixed: PostgreSQL's
 * message and detail quote the row's values ("Key (email)=(…)"), which must reach neither the client nor
 * the log (see DatabaseErrorFacts). The database's own stay rules (23001, database-rules.ts) come first,
 * with their own message.
 */
export function databaseRefusal(error: unknown): AppError | undefined {
  const facts = databaseErrorOf(error);
  if (!facts) return undefined;
  const { code } = facts;
  if (code.startsWith('22')) return new AppError(ErrorCode.BAD_USER_INPUT, INVALID_VALUE_MESSAGE);
  if (!code.startsWith('23')) return undefined;
  const rule = databaseRuleRefusal(error);
  if (rule) return rule;
  switch (code) {
    case '23503':
      // PostgreSQL names the side in its (value-free) message: "insert or update on table …" when the row
      // being written names a missing one, "update or delete on table …" when others still name this one.
      return referencingSide(error)
        ? new AppError(ErrorCode.BAD_USER_INPUT, DatabaseRefusals.MISSING_REFERENCE)
        : conflict(DatabaseRefusals.STILL_REFERENCED);
    case '23514':
      return new AppError(ErrorCode.BAD_USER_INPUT, DatabaseRefusals.CHECK);
    case '23502':
      return new AppError(ErrorCode.BAD_USER_INPUT, DatabaseRefusals.NOT_NULL);
    case UNIQUE_VIOLATION:
    case '23P01':
      return conflict(DatabaseRefusals.DUPLICATE);
    default:
      return conflict(DatabaseRefusals.INTEGRITY);
  }
}

/** Whether a 23503 was raised by the referencing row (insert or update of a row naming a missing one). */
function referencingSide(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === '23503' && typeof message === 'string') return !message.startsWith('update or delete on table');
  }
  return true;
}
