import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES_TEXT, PasswordMessages, passwordContainsUsername, passwordShapeProblem } from './passwords.js';

describe('password shape', () => {
  it('wants 8 to 128 characters with a letter and a number', () => {
    expect(passwordShapeProblem('abcdefg1')).toBeNull();
    expect(passwordShapeProblem('ábcdéfg٣')).toBeNull(); // any script's letters and digits
    expect(passwordShapeProblem('abcdef1')).toBe(PasswordMessages.RULE);
    expect(passwordShapeProblem('abcdefgh')).toBe(PasswordMessages.RULE);
    expect(passwordShapeProblem('12345678')).toBe(PasswordMessages.RULE);
    expect(passwordShapeProblem(`a1${'x'.repeat(126)}`)).toBeNull();
    expect(passwordShapeProblem(`a1${'x'.repeat(127)}`)).toBe(PasswordMessages.TOO_LONG);
  });

  it('spots the username inside the password, ignoring case, for names of 3 characters or more', () => {
    expect(passwordContainsUsername('xxThandiWe99', 'thandiwe')).toBe(true);
    expect(passwordContainsUsername('abcdefg1', 'ab')).toBe(false);
    expect(passwordContainsUsername('abcdefg1')).toBe(false);
  });

  it('says the rules in the words the messages use', () => {
    expect(PasswordMessages.RULE).toBe('Password must be at least 8 characters and include a letter and a number.');
    expect(PasswordMessages.TOO_LONG).toBe('Password must be at most 128 characters.');
    expect(PASSWORD_RULES_TEXT).toContain('At least 8 characters (at most 128)');
  });
});
