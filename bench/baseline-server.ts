/**
 * The baseline of the search benchmark: plain node:http and one pg.Pool (or one PGlite), answering
 * GET /search?destination=&date=&maxPrice=&type=&page=&limit= with the same SQL as the app's search
 * (search-sql.ts) and the rows as JSON; GET /search-proposed the same with the suggested faster SQL. No framework, no validation library, no mapping: what is
 * left of the app's latency is the database's own.
 *
 * Started by search.ts as a child process (so it does not share a CPU thread with the load
 * generator). Environment: BASELINE_PORT, and DATABASE_URL or DATA_DIR; POOL_SIZE (10, the app's).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import type { Queryable } from './generate-packages.js';
import { PROPOSED_SQL } from './proposed-search-sql.js';
import { CURRENT_SQL, runSearch, type SearchArgs, type SearchSql } from './search-sql.js';

/** Runs `fn` in a transaction, as drizzle's db.transaction() does for the service. */
type InTransaction = <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;

async function openEngine(): Promise<{ inTransaction: InTransaction; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    // Calendar dates stay strings, as in the app's client (server/src/db/client.ts).
    const DATE_OID = 1082;
    const pool = new pg.Pool({
      connectionString: url,
      max: Number(process.env.POOL_SIZE ?? 10),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    return {
      inTransaction: async (fn) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await fn(client as Queryable);
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('Set DATABASE_URL or DATA_DIR.');
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  return {
    inTransaction: (fn) => db.transaction((tx) => fn(tx as Queryable)),
    close: () => db.close(),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Just enough checking that a bad query string is a 400, not a database error. */
function parseArgs(query: URLSearchParams): SearchArgs | string {
  const number = (name: string, fallback: number) => {
    const raw = query.get(name);
    return raw === null || raw === '' ? fallback : Number(raw);
  };
  const args: SearchArgs = {
    destination: query.get('destination')?.trim() || undefined,
    date: query.get('date') || undefined,
    type: query.get('type') || undefined,
    maxPrice: number('maxPrice', 0),
    page: number('page', 1),
    limit: number('limit', 10),
  };
  if (args.date && !DATE.test(args.date)) return 'date must be YYYY-MM-DD';
  if (!Number.isFinite(args.maxPrice) || args.maxPrice < 0) return 'maxPrice must be a number >= 0';
  if (!Number.isInteger(args.page) || args.page < 1) return 'page must be a whole number >= 1';
  if (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > 100) return 'limit must be 1..100';
  return args;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

/** /search: the app's SQL; /search-proposed: the faster rewrite (proposed-search-sql.ts). */
const ROUTES: Record<string, SearchSql> = { '/search': CURRENT_SQL, '/search-proposed': PROPOSED_SQL };

const engine = await openEngine();

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'GET') return send(res, 405, { error: 'GET only' });
  if (url.pathname === '/health') return send(res, 200, { status: 'ok' });
  const sql: SearchSql | undefined = ROUTES[url.pathname];
  if (!sql) return send(res, 404, { error: 'not found' });
  const args = parseArgs(url.searchParams);
  if (typeof args === 'string') return send(res, 400, { error: args });
  engine.inTransaction((tx) => runSearch(tx, args, sql)).then(
    (page) => send(res, 200, page),
    (error: unknown) => {
      console.error(error);
      send(res, 500, { error: 'search failed' });
    },
  );
});
server.keepAliveTimeout = 65_000;

const port = Number(process.env.BASELINE_PORT ?? 0);
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.log(`baseline listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`);
});

const stop = () => {
  server.close();
  server.closeAllConnections();
  engine.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
