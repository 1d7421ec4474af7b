/**
 * What every answer to hostile input must satisfy, and the row-count snapshot that proves a refused
 * write left nothing behind.
 */
import { sql } from 'drizzle-orm';
import { ErrorCode } from '../../../src/common/errors.js';
import type { Database } from '../../../src/db/client.js';

/**
 * Our codes (minus INTERNAL_SERVER_ERROR) and the ones Apollo raises for malformed requests: a document
 * that does not parse or validate, and a request it cannot read as an operation at all (BAD_REQUEST:
 * no query, variables as a string, a batch, a CSRF-suspect content type; OPERATION_RESOLUTION_FAILURE:
 * an operationName the document does not have). All are answered with HTTP 400.
 */
export const KNOWN_CODES: ReadonlySet<string> = new Set([
  ...Object.values(ErrorCode).filter((c) => c !== ErrorCode.INTERNAL_SERVER_ERROR),
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  // Automatic persisted queries are off (graphql-limits.ts): any persistedQuery extension answers this.
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

export interface HttpAnswer {
  status: number;
  body: unknown;
  text?: string;
}

/** Problems with a GraphQL answer (empty when it is acceptable). */
export function graphqlProblems(res: HttpAnswer): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`HTTP ${res.status}`);
  const body = res.body as { errors?: unknown } | undefined;
  if (!body || typeof body !== 'object') {
    problems.push(`no JSON body (HTTP ${res.status}): ${String(res.text).slice(0, 200)}`);
    return problems;
  }
  const errors = body.errors;
  if (errors === undefined) return problems;
  if (!Array.isArray(errors) || errors.length === 0) return [...problems, 'errors is not a non-empty list'];
  for (const error of errors as { message?: unknown; extensions?: { code?: unknown } }[]) {
    const code = error.extensions?.code;
    if (typeof error.message !== 'string' || error.message.length === 0) problems.push(`error without a message (${String(code)})`);
    if (typeof code !== 'string' || !KNOWN_CODES.has(code)) problems.push(`error code ${String(code)}: ${String(error.message).slice(0, 200)}`);
  }
  return problems;
}

/** Problems with a REST answer: never 5xx, and a refusal carries one of our codes and a message. */
export function restProblems(res: HttpAnswer): string[] {
  if (res.status >= 500) return [`HTTP ${res.status}: ${String(res.text).slice(0, 200)}`];
  if (res.status < 400) return [];
  const body = res.body as { code?: unknown; message?: unknown } | undefined;
  const problems: string[] = [];
  if (typeof body?.code !== 'string' || !KNOWN_CODES.has(body.code)) problems.push(`HTTP ${res.status} with code ${String(body?.code)}: ${String(res.text).slice(0, 200)}`);
  if (typeof body?.message !== 'string' || body.message.length === 0) problems.push(`HTTP ${res.status} without a message`);
  return problems;
}

export function hasErrors(body: unknown): boolean {
  return Array.isArray((body as { errors?: unknown } | undefined)?.errors);
}

export type RowCounts = Record<string, number>;

/** Row counts of every table of the public schema (drizzle's migration journal lives elsewhere). */
export class RowSnapshot {
  private query?: ReturnType<typeof sql.raw>;

  constructor(private readonly db: Database) {}

  async take(): Promise<RowCounts> {
    this.query ??= await this.buildQuery();
    const result = await this.db.execute(this.query);
    const counts: RowCounts = {};
    for (const row of rowsOf<{ t: string; n: string | number }>(result)) counts[row.t] = Number(row.n);
    return counts;
  }

  private async buildQuery(): Promise<ReturnType<typeof sql.raw>> {
    const tables = await this.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
    const names = rowsOf<{ tablename: string }>(tables).map((r) => r.tablename);
    if (names.length === 0) throw new Error('no tables found');
    return sql.raw(names.map((n) => `select '${n}' as t, count(*) as n from "${n}"`).join(' union all '));
  }
}

/** The tables whose count differs, `name: before → after`. */
export function changedTables(before: RowCounts, after: RowCounts, allowed: readonly string[] = []): string[] {
  return Object.keys({ ...before, ...after })
    .filter((t) => !allowed.includes(t) && before[t] !== after[t])
    .map((t) => `${t}: ${before[t]} → ${after[t]}`);
}

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
