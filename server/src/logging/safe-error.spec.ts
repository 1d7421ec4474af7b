import { describe, expect, it } from '@jest/globals';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describeError, loggedError } from './safe-error.js';

/** A driver error as node-postgres and PGlite raise it: the values are in the message, detail and where. */
function driverError(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    code: '23505',
    detail: 'Key (email)=(thandi@example.test) already exists.',
    where: 'SQL statement "insert ... values (\'+27 82 555 0100\')"',
    table: 'users',
    constraint: 'users_email_unique',
  });
}

describe('loggedError', () => {
  it("keeps a database error's SQLSTATE, names and statement shape, and none of its values", () => {
    const error = new DrizzleQueryError('insert into "users" ("email", "phone") values ($1, $2) -- 2026', ['thandi@example.test', '+27 82 555 0100'], driverError());
    const logged = loggedError(error);
    expect(logged).toMatchObject({ code: '23505', table: 'users', constraint: 'users_email_unique', statement: 'insert into "users" ("email", "phone") values ($1, $2) -- ?' });
    expect(logged.message).toBe('Database error 23505 (table users, constraint users_email_unique) in: insert into "users" ("email", "phone") values ($1, $2) -- ?');
    expect(logged.stack).toMatch(/^Error: Database error 23505[^\n]*\n {4}at /);
    expect(JSON.stringify(logged)).not.toMatch(/thandi|0100|already exists|params/);
    expect(describeError(error)).toBe(logged.message);
  });

  it('keeps the type and message of other errors, and describes thrown non-errors by their keys only', () => {
    expect(loggedError(new TypeError('x is undefined'))).toMatchObject({ type: 'TypeError', message: 'x is undefined' });
    expect(describeError({ email: 'thandi@example.test' })).toBe('object: object with keys email');
  });
});
