import { useState } from 'react';
import type { z } from 'zod';
import { readForm, useFocusFirstInvalid, zodFieldErrors, type FieldErrorKeys } from './forms';

/** Messages by field name, as the API's `extensions.fields` names them. */
export type FieldErrors = Record<string, string>;

interface ZodFormOptions {
  /** How a failed parse names its fields: 'field' (`photos` for `photos.3`) or 'path' (`price.adult`). */
  keys?: FieldErrorKeys;
  /**
   * After a refused submit or the server's field errors, move the keyboard to the first invalid field
   * (its message is read with it). Forms whose errors sit beside the button they came from keep the focus.
   */
  focusInvalid?: boolean;
}

interface ValidateOptions {
  /** What is checked when it is not the form's text fields: a controlled form's values (with its photo count). */
  input?: unknown;
  /** Called with the messages of a refused parse (a form-level summary, a warning toast). */
  onInvalid?: (errors: FieldErrors) => void;
}

/**
 * Every form's checking (bulletproof-react's `<Form schema>`, as a hook): one zod schema in, field
 * errors out. `validate` parses the form's values (by default its text fields, `readForm`) and either
 * returns the typed data or shows the messages beside their fields; `showFieldErrors` does the same
 * for the server's answer; editing a field may take its message away (`clearFieldError`). The form's
 * own message (a summary above the button, the server's reason) is kept here too.
 */
export const useZodForm = ({ keys = 'field', focusInvalid = false }: ZodFormOptions = {}) => {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const focusFirstInvalid = useFocusFirstInvalid();

  const validate = <S extends z.ZodType>(form: HTMLFormElement, schema: S, { input, onInvalid }: ValidateOptions = {}): z.output<S> | null => {
    const parsed = schema.safeParse(input === undefined ? readForm(form) : input);
    if (parsed.success) {
      setFieldErrors({});
      return parsed.data;
    }
    const errors = zodFieldErrors(parsed.error, keys);
    setFieldErrors(errors);
    onInvalid?.(errors);
    if (focusInvalid) focusFirstInvalid(form);
    return null;
  };

  const showFieldErrors = (form: HTMLFormElement, fields: FieldErrors) => {
    setFieldErrors(fields);
    if (focusInvalid) focusFirstInvalid(form);
  };

  /** Takes one field's message away (it was edited); the form's summary goes with the last of them. */
  const clearFieldError = (field: string) => {
    if (!(field in fieldErrors)) return;
    const { [field]: _fixed, ...rest } = fieldErrors;
    setFieldErrors(rest);
    if (Object.keys(rest).length === 0) setFormError(null);
  };

  return { fieldErrors, setFieldErrors, formError, setFormError, validate, showFieldErrors, clearFieldError, focusFirstInvalid };
};
