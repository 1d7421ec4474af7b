import type { z } from 'zod';

/** The form's text fields as a plain object, ready for a zod schema. */
export const readForm = (form: HTMLFormElement): Record<string, string> => {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
};

/** First message per field of a failed zod parse, keyed like `extensions.fields` from the API. */
export const zodFieldErrors = (error: z.ZodError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
};
