import { ValidateBy, type ValidationOptions } from 'class-validator';
import { COMMON_PASSWORDS } from './common-passwords.js';

/**
 * The password rules of every place a password is chosen (register, registerEstablishment,
 * changePassword): 8–128 characters with a letter and a number, not the username, not a password
 * that attackers try first. One function, so the rules and their messages cannot drift apart.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PasswordMessages = {
  RULE: 'Password must be at least 8 characters and include a letter and a number.',
  TOO_LONG: 'Password must be at most 128 characters.',
  CONTAINS_USERNAME: 'Password must not contain your username.',
  TOO_COMMON: 'That password is too common and easy to guess. Please choose another.',
} as const;

/** Why `password` may not be chosen by `username`, or null when it may. */
export function passwordProblem(password: string, username?: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return PasswordMessages.TOO_LONG;
  if (password.length < PASSWORD_MIN_LENGTH || !/\p{L}/u.test(password) || !/\p{N}/u.test(password)) {
    return PasswordMessages.RULE;
  }
  const name = username?.trim().toLowerCase();
  // Usernames are at least 3 characters (register's rule); a shorter legacy name would refuse too much.
  if (name && name.length >= 3 && password.toLowerCase().includes(name)) return PasswordMessages.CONTAINS_USERNAME;
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
