import { describe, expect, it } from '@jest/globals';
import { isDatabaseUnavailable } from './database-errors.js';

const withCode = (code: string, message = 'driver error') => Object.assign(new Error(message), { code });
/** What drizzle throws: its own error with the driver's in `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a connect timeout', withCode('ETIMEDOUT')],
    ['SQLSTATE 08006 (connection failure)', withCode('08006')],
    ['SQLSTATE 08001 (cannot connect)', withCode('08001')],
    ['SQLSTATE 57P01 (admin shutdown)', withCode('57P01')],
    ['SQLSTATE 57P02 (crash shutdown)', withCode('57P02')],
    ['SQLSTATE 57P03 (cannot connect now)', withCode('57P03')],
    ["pg's terminated connection", new Error('Connection terminated unexpectedly')],
    ["pg's pool timeout", new Error('timeout exceeded when trying to connect')],
    ['a closed pool', new Error('Cannot use a pool after calling end on the pool')],
    ['a refused connection wrapped by drizzle', wrapped(withCode('ECONNREFUSED'))],
    ['a terminated connection wrapped twice', wrapped(wrapped(new Error('Connection terminated')))],
    ['a GraphQL error over a lost connection', Object.assign(new Error('x'), { originalError: withCode('57P01') })],
  ])('%s: yes', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('23505'))],
    ['a malformed value', withCode('22P02')],
    ['a deadlock', withCode('40P01')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s: no', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops on an error that is its own cause', () => {
    const loop: Error & { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
