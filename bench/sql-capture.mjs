/* global process, setInterval */
/**
 * Preloaded into the app by the stays benchmark (`node --import ./bench/sql-capture.mjs
 * server/dist/main.js`, with SQL_CAPTURE_FILE set) to learn which SQL one staySearch request runs,
 * whatever shape the service gives it: it wraps the query method of pg's Client and of PGlite (and
 * of PGlite's transaction object) and, while capturing is on, appends one JSON line per statement
 * ({ text, params }) to SQL_CAPTURE_FILE. Capturing is on while the file SQL_CAPTURE_FILE + '.on'
 * exists (looked at every 50 ms; not a signal: Nest's shutdown hooks end the app on SIGUSR2), so the
 * measured load runs with nothing but a boolean check added. Plain JavaScript: the app runs without tsx.
 */
import { appendFileSync, existsSync } from 'node:fs';
// The server has no node_modules of its own: it resolves these to the same files, so these are the
// module instances it uses.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const file = process.env.SQL_CAPTURE_FILE;
let capturing = false;

if (file) {
  const flag = `${file}.on`;
  setInterval(() => {
    capturing = existsSync(flag);
  }, 50).unref();
  const record = (first, second) => {
    if (!capturing) return;
    const text = typeof first === 'string' ? first : first?.text;
    const params = Array.isArray(second) ? second : (first?.values ?? []);
    if (typeof text === 'string') appendFileSync(file, `${JSON.stringify({ text, params })}\n`);
  };

  const pgQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (first, second, ...rest) {
    record(first, second);
    return pgQuery.call(this, first, second, ...rest);
  };

  const pgliteQuery = PGlite.prototype.query;
  PGlite.prototype.query = function (text, params, ...rest) {
    record(text, params);
    return pgliteQuery.call(this, text, params, ...rest);
  };
  const pgliteTransaction = PGlite.prototype.transaction;
  PGlite.prototype.transaction = function (callback, ...rest) {
    return pgliteTransaction.call(
      this,
      (tx) =>
        callback(
          new Proxy(tx, {
            get(target, key) {
              if (key !== 'query') return Reflect.get(target, key);
              return (text, params, ...more) => {
                record(text, params);
                return target.query(text, params, ...more);
              };
            },
          }),
        ),
      ...rest,
    );
  };
}
