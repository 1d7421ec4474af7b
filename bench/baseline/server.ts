/**
 * The bare baseline of `npm run bench`: plain node:http and one pg.Pool (or one PGlite), routing
 * `METHOD /path` to the handlers every bench/baseline/<area>.ts exports as `routes` (the app's SQL
 * copied as it is, rows sent back as JSON). No framework, no validation library, no mapping: what is
 * left of the app's latency over this is what NestJS, GraphQL, validation and mapping add.
 *
 * Started by bench/run.ts as a child process (so it does not share a CPU thread with the load
 * generator). Environment: BASELINE_PORT, and DATABASE_URL or DATA_DIR; POOL_SIZE (10, the app's).
 */
import { readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import type { Queryable } from '../generate-packages.js';
import type { BaselineDb, BaselineRoutes } from './types.js';

async function openDb(): Promise<BaselineDb & { close(): Promise<void> }> {
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
    // As in the app: an idle connection closed by the server must not crash the process.
    pool.on('error', (error) => console.error(`idle connection: ${error.message}`));
    return {
      query: async <T>(text: string, params?: unknown[]) => ({ rows: (await pool.query(text, params)).rows as T[] }),
      queryPrepared: async <T>(name: string, text: string, params: unknown[]) => ({ rows: (await pool.query({ name, text, values: params })).rows as T[] }),
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
    query: async <T>(text: string, params?: unknown[]) => ({ rows: (await db.query<T>(text, params)).rows }),
    queryPrepared: async <T>(_name: string, text: string, params: unknown[]) => ({ rows: (await db.query<T>(text, params)).rows }),
    inTransaction: (fn) => db.transaction((tx) => fn(tx as Queryable)),
    close: () => db.close(),
  };
}

/** Every bench/baseline/<area>.ts but this file and the contract: each exports `routes`. */
async function loadRoutes(): Promise<BaselineRoutes> {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const all: BaselineRoutes = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && f !== 'server.ts' && f !== 'types.ts').sort()) {
    const mod = (await import(new URL(file, import.meta.url).href)) as { routes?: BaselineRoutes };
    if (!mod.routes) throw new Error(`bench/baseline/${file} exports no routes.`);
    for (const [key, handler] of Object.entries(mod.routes)) {
      if (all[key]) throw new Error(`Route ${key} is defined twice (bench/baseline/${file}).`);
      all[key] = handler;
    }
  }
  return all;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

const db = await openDb();
const routes = await loadRoutes();

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') return send(res, 200, { status: 'ok', routes: Object.keys(routes) });
  const handler = routes[`${req.method ?? 'GET'} ${url.pathname}`];
  if (!handler) return send(res, 404, { error: `no route ${req.method} ${url.pathname}` });
  readBody(req)
    .then(
      (body) => handler(db, { url, body, headers: req.headers }),
      () => ({ status: 400, body: { error: 'body must be JSON' } }),
    )
    .then(
      (answer) => send(res, answer.status, answer.body),
      (error: unknown) => {
        console.error(error);
        send(res, 500, { error: error instanceof Error ? error.message : String(error) });
      },
    );
});
server.keepAliveTimeout = 65_000;

const port = Number(process.env.BASELINE_PORT ?? 0);
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.log(`baseline listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}: ${Object.keys(routes).join(', ')}`);
});

const stop = () => {
  server.close();
  server.closeAllConnections();
  db.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
