/**
 * The password rules of every place a password is chosen (register, registerEstablishment, changePassword).
 * The web checks the shape before a round trip; the server adds what only it can judge (the username
 * when it is not on the form, the list of common passwords: server/src/auth/password-rules.ts).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PasswordMessages = {
  RULE: `Password must be at least ${PASSWORD_MIN_LENGTH} characters and include a letter and a number.`,
  TOO_LONG: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  CONTAINS_USERNAME: 'Password must not contain your username.',
  TOO_COMMON: 'That password is too common and easy to guess. Please choose another.',
} as const;

/** The rules as the forms explain them, above the password field. */
export const PASSWORD_RULES_TEXT = `At least ${PASSWORD_MIN_LENGTH} characters (at most ${PASSWORD_MAX_LENGTH}) with a letter and a number; not containing your username and not a commonly used password.`;

/** At least PASSWORD_MIN_LENGTH characters with a letter and a number, in any script (the RULE message). */
export const meetsPasswordRule = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /\p{N}/u.test(password);

/** The shape rules alone: too long, or too short / without a letter / without a number; null when fine. */
export function passwordShapeProblem(password: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return PasswordMessages.TOO_LONG;
  return meetsPasswordRule(password) ? null : PasswordMessages.RULE;
}

/**
 * Whether the password contains the username (compared without case). Usernames are at least 3 characters
 * (register's rule); a shorter legacy name would refuse too much.
 */
export function passwordContainsUsername(password: string, username?: string): boolean {
  const name = username?.trim().toLowerCase();
  return !!name && name.length >= 3 && password.toLowerCase().includes(name);
}
