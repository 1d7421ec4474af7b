import { describe, expect, it } from '@jest/globals';
import { Reflector } from '@nestjs/core';
import { AppError, Messages } from '../common/errors.js';
import { AccessGuard } from './access.guard.js';
import { passwordProblem, PasswordMessages } from './password-rules.js';

/** What the guard makes of the token check's outcome (passport hands it err, user, info). */
describe('AccessGuard.handleRequest', () => {
  const guard = new AccessGuard(new Reflector());

  it('passes a lost database through untouched, for the error filter to answer 503', () => {
    const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(() => guard.handleRequest(lost, false, undefined)).toThrow(lost);
  });

  it('answers any other failure of the check as an invalid token', () => {
    let thrown: unknown;
    try {
      guard.handleRequest(new Error('something odd'), false, undefined);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ code: 'UNAUTHENTICATED', message: Messages.INVALID_TOKEN });
  });

  it('keeps an answer the strategy chose (a signed-out token)', () => {
    const expired = new AppError('UNAUTHENTICATED', Messages.SESSION_EXPIRED);
    expect(() => guard.handleRequest(expired, false, undefined)).toThrow(expired);
  });
});

describe('passwordProblem', () => {
  it.each([
    ['Safari2026!', 'thandi', null],
    ['short1', 'thandi', PasswordMessages.RULE],
    ['onlyletters', 'thandi', PasswordMessages.RULE],
    ['12345678', 'thandi', PasswordMessages.RULE],
    ['Ωmega-2026', 'thandi', null],
    ['my-THANDI-2026', 'Thandi', PasswordMessages.CONTAINS_USERNAME],
    ['PassWord123', 'thandi', PasswordMessages.TOO_COMMON],
    ['abc12345', 'thandi', PasswordMessages.TOO_COMMON],
    // A legacy two-letter username would refuse far too much: not checked.
    ['jo-Lodge-2026', 'jo', null],
  ])('%s for %s', (password, username, expected) => {
    expect(passwordProblem(password, username)).toBe(expected);
  });

  it('refuses more than 128 characters', () => {
    expect(passwordProblem(`a1${'x'.repeat(126)}`, 'thandi')).toBeNull();
    expect(passwordProblem(`a1${'x'.repeat(127)}`, 'thandi')).toBe(PasswordMessages.TOO_LONG);
  });
});
