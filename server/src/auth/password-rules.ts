import { passwordContainsUsername, PasswordMessages, passwordShapeProblem } from '@travel/contract';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { COMMON_PASSWORDS } from './common-passwords.js';

/**
 * The password rules of every place a password is chosen (register, registerEstablishment,
 * changePassword): 8–128 characters with a letter and a number (the contract's, which the web checks
 * too), not the username, not a password that attackers try first (the server's alone: the list is big).
 * One function, so the rules and their messages cannot drift apart.
 */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PasswordMessages } from '@travel/contract';

/** Why `password` may not be chosen by `username`, or null when it may. */
export function passwordProblem(password: string, username?: string): string | null {
  const shape = passwordShapeProblem(password);
  if (shape) return shape;
  if (passwordContainsUsername(password, username)) return PasswordMessages.CONTAINS_USERNAME;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PasswordMessages.TOO_COMMON;
  return null;
}

/**
 * class-validator form of passwordProblem for input classes. `usernameProperty` names the sibling
 * field holding the username (register); without it the username check is left to the service.
 */
export const IsAcceptablePassword = (usernameProperty?: string, options?: ValidationOptions) => {
  const problemOf = (value: unknown, object: object): string | null => {
    if (typeof value !== 'string') return PasswordMessages.RULE;
    const username = usernameProperty ? (object as Record<string, unknown>)[usernameProperty] : undefined;
    return passwordProblem(value, typeof username === 'string' ? username : undefined);
  };
  return ValidateBy(
    {
      name: 'isAcceptablePassword',
      validator: {
        validate: (value, args) => problemOf(value, args?.object ?? {}) === null,
        defaultMessage: (args) => (args ? problemOf(args.value, args.object) : null) ?? PasswordMessages.RULE,
      },
    },
    options,
  );
};
