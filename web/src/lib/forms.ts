import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';

/** The form's text fields as a plain object, ready for a zod schema. */
export const readForm = (form: HTMLFormElement): Record<string, string> => {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
};

/**
 * How a failed parse names its fields: 'field' by the first part of the path (`photos` for `photos.3`,
 * what a form of flat fields reads), 'path' by the whole dotted path (`price.adult`, as the API's
 * `extensions.fields` names nested inputs).
 */
export type FieldErrorKeys = 'field' | 'path';

/** First message per field of a failed zod parse (an issue about the whole form, with no path, names none). */
export const zodFieldErrors = (error: z.ZodError, keys: FieldErrorKeys = 'field'): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = keys === 'field' ? String(issue.path[0] ?? '') : issue.path.map(String).join('.');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
};

/**
 * Focuses the first control of `form` marked invalid (aria-invalid="true") that can take focus; a
 * field's own message is then read with it (the field's aria-describedby). False when there is none.
 */
export const focusFirstInvalid = (form: HTMLFormElement): boolean => {
  const candidates = form.querySelectorAll<HTMLElement>('[aria-invalid="true"]');
  for (const candidate of candidates) {
    const disabled = (candidate as HTMLInputElement).disabled === true;
    // Not layout (jsdom has none): a `hidden` ancestor, such as the photo picker's file input.
    const hidden = candidate.closest('[hidden], [inert]') !== null || (candidate as HTMLInputElement).type === 'hidden';
    if (disabled || hidden || candidate.tabIndex < 0) continue;
    candidate.focus();
    if (document.activeElement === candidate) return true;
  }
  return false;
};

/**
 * After a refused submit, moves the keyboard to the first invalid field once the errors are drawn:
 * call the returned function with the form in the same tick as the state update that shows them.
 * Without it the focus stays on the submit button at the foot of the form and a keyboard or screen
 * reader user has to hunt for what went wrong.
 */
export const useFocusFirstInvalid = (): ((form: HTMLFormElement) => void) => {
  const [request, setRequest] = useState<{ form: HTMLFormElement } | null>(null);
  useEffect(() => {
    if (request) focusFirstInvalid(request.form);
  }, [request]);
  return useCallback((form: HTMLFormElement) => setRequest({ form }), []);
};
