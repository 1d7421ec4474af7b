/**
 * What the API and the logs may take from an error the database raised. PostgreSQL's (and PGlite's) error
 * messages and details quote the values of the failing row ("Key (email)=(…) already exists", "invalid input
 * syntax for type uuid: "…""), and drizzle's wrapper prints every parameter of the statement: none of that
 * may reach a client or a log line. What may: the SQLSTATE, the names of the table, column and constraint,
 * and the statement's text with placeholders (its shape).
 */

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
export function isInvalidInputError(error: unknown): boolean {
  return databaseErrorOf(error)?.code.startsWith('22') ?? false;
}

export const INVALID_VALUE_MESSAGE = 'One of the values sent cannot be stored: it is malformed, out of range or too long.';
