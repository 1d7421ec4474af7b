import { meetsPasswordRule, PASSWORD_MAX_LENGTH, PasswordMessages } from '@travel/contract';
import { z } from 'zod';

/**
 * The password rules (the contract's, which the server enforces), as the form explains them. The
 * length, letter and number rules are checked here too so a typo is caught before a round trip; the
 * username and common-password rules are the server's alone (it answers under the field).
 */
export { PASSWORD_RULES_TEXT } from '@travel/contract';

/** Change password form; `currentPassword` and `newPassword` are the API's ChangePasswordInput. */
export const changePasswordSchema = z
  .object({
    // Passwords are sent as typed: spaces may be part of them.
    currentPassword: z.string().min(1, 'Current password is required.'),
    newPassword: z
      .string()
      .min(1, 'New password is required.')
      .max(PASSWORD_MAX_LENGTH, PasswordMessages.TOO_LONG)
      .refine(meetsPasswordRule, { message: PasswordMessages.RULE }),
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
