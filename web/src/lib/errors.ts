import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Error codes the API puts in `extensions.code` (see schema.graphql and the server's errors.ts). */
export type ApiErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | (string & {});

/** The server's human message for a failed call, or `fallback` when there is none (network down...). */
export const getErrorMessage = (error: unknown, fallback: string): string => {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => e.message.trim() !== '')?.message;
    return message ?? fallback;
  }
  return fallback;
};

export const hasErrorCode = (error: unknown, code: ApiErrorCode): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);

/** Field-level validation messages from a BAD_USER_INPUT error's `extensions.fields`. */
export const getFieldErrors = (error: unknown): Record<string, string> => {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields: Record<string, string> = {};
  for (const e of error.errors) {
    const raw = e.extensions?.fields;
    if (typeof raw !== 'object' || raw === null) continue;
    for (const [name, message] of Object.entries(raw)) {
      if (typeof message === 'string') fields[name] = message;
      else if (Array.isArray(message) && typeof message[0] === 'string') fields[name] = message[0];
    }
  }
  return fields;
};

/**
 * getFieldErrors for a form that edits one input argument: the API names nested fields from the argument
 * ("input.lines.0.description"); the form names them from the input ("lines.0.description").
 */
export const getInputFieldErrors = (error: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(getFieldErrors(error)).map(([key, message]) => [key.replace(/^input\./, ''), message]));
