import { z } from 'zod';

export const MAX_POLICY_CHARS = 10_000;

/** The /policies form, with the server's rules: trimmed, each at most 10 000 characters, blank allowed. */
export const policiesSchema = z.object({
  cancellationPolicy: z
    .string()
    .trim()
    .max(MAX_POLICY_CHARS, `The cancellation policy can be at most ${MAX_POLICY_CHARS} characters.`),
  terms: z.string().trim().max(MAX_POLICY_CHARS, `The terms and conditions can be at most ${MAX_POLICY_CHARS} characters.`),
});

export type PoliciesValues = z.infer<typeof policiesSchema>;
