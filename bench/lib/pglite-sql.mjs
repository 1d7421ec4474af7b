/* global process, console, Buffer */
/**
 * Preloaded into the app and the baseline by bench/run.ts on PGlite only (`node --import
 * ./bench/lib/pglite-sql.mjs ...`, with BENCH_SQL_PORT set). PGlite is one process's database, so the
 * runner cannot open a running child's data folder to check what a write load left there (e.g. every
 * accepted booking request is one row). This module remembers the process's PGlite instance (the first
 * one that runs a query) and answers POST {text, params} on 127.0.0.1:BENCH_SQL_PORT with {rows}.
 * Never loaded outside the benchmark. Plain JavaScript: the app runs without tsx.
 */
import { createServer } from 'node:http';
// The server has no node_modules of its own: this resolves to the same module instance it uses.
import { PGlite } from '@electric-sql/pglite';

const port = Number(process.env.BENCH_SQL_PORT ?? 0);

if (port > 0) {
  let instance;
  const original = PGlite.prototype.query;
  PGlite.prototype.query = function (...args) {
    // The instance itself is what is kept: wrapping is the only way to reach it from outside the app.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    instance ??= this;
    return original.apply(this, args);
  };
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const send = (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (!instance) return send(503, { error: 'no PGlite instance has run a query yet' });
      let request;
      try {
        request = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return send(400, { error: 'body must be JSON {text, params}' });
      }
      original.call(instance, request.text, request.params ?? []).then(
        (result) => send(200, { rows: result.rows }),
        (error) => send(500, { error: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
  server.listen(port, '127.0.0.1');
  server.unref();
  server.on('error', (error) => console.error(`pglite-sql: ${error.message}`));
}
