import { describe, expect, it } from '@jest/globals';
import { sqlState, UNIQUE_VIOLATION } from './database-errors.js';

describe('sqlState', () => {
  it("reads the driver's SQLSTATE, on the error or inside drizzle's wrapping", () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint'), { code: UNIQUE_VIOLATION });
    expect(sqlState(driver)).toBe('23505');
    expect(sqlState(new Error('Failed query: insert into …', { cause: driver }))).toBe('23505');
    expect(sqlState(new Error('outer', { cause: new Error('middle', { cause: driver }) }))).toBe('23505');
  });

  it('answers undefined for errors that did not come from the database', () => {
    expect(sqlState(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(sqlState(new Error('plain'))).toBeUndefined();
    expect(sqlState(undefined)).toBeUndefined();
    expect(sqlState('23505')).toBeUndefined();
  });
});
