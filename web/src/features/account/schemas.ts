import { z } from 'zod';

/**
 * The server's password rules (server/src/auth/password-rules.ts), as the form explains them. The
 * length, letter and number rules are checked here too so a typo is caught before a round trip; the
 * username and common-password rules are the server's alone (it answers under the field).
 */
export const PASSWORD_RULES_TEXT =
  'At least 8 characters (at most 128) with a letter and a number; not containing your username and not a commonly used password.';

/** Change password form; `currentPassword` and `newPassword` are the API's ChangePasswordInput. */
export const changePasswordSchema = z
  .object({
    // Passwords are sent as typed: spaces may be part of them.
    currentPassword: z.string().min(1, 'Current password is required.'),
    newPassword: z
      .string()
      .min(1, 'New password is required.')
      .max(128, 'Password must be at most 128 characters.')
      .refine((value) => value.length >= 8 && /\p{L}/u.test(value) && /\p{N}/u.test(value), {
        message: 'Password must be at least 8 characters and include a letter and a number.',
      }),
    confirmPassword: z.string().min(1, 'Please type the new password again.'),
  })
  .refine((values) => values.confirmPassword === '' || values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords do not match.',
  })
  .refine((values) => values.newPassword === '' || values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    message: 'The new password must be different from your current one.',
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
