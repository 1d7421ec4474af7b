import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { getFieldErrors } from '../../../lib/errors';
import { useFocusFirstInvalid } from '../../../lib/forms';
import { notifyFailure, warnInvalid } from '../notify';
import { fieldErrorsOf, formMessageFor } from '../schemas';

interface SubmitOptions<S extends z.ZodType> {
  schema: S;
  /** The spec's failure toast title for this form. */
  failure: string;
  /** Sends the valid values and shows the success toast; a throw is reported as `failure`. */
  save: (data: z.output<S>) => Promise<void>;
  /** What is validated when it is more than the typed values (the room type form adds its photo count). */
  input?: unknown;
}

/**
 * The state every inventory form shares, and its submit: nothing is sent while the schema finds an
 * empty required field (admin spec section 5: the warning toast and the message on the form), and a
 * failed request shows the spec's failure toast with the server's reason and its field errors.
 */
export const useInventoryForm = <V extends object>(initial: V | (() => V)) => {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const focusFirstInvalid = useFocusFirstInvalid();

  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit =
    <S extends z.ZodType>({ schema, failure, save, input }: SubmitOptions<S>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (saving) return;
      const form = event.currentTarget;
      const parsed = schema.safeParse(input ?? values);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error);
        const message = formMessageFor(fieldErrors);
        setErrors(fieldErrors);
        setFormError(message);
        warnInvalid(message);
        focusFirstInvalid(form);
        return;
      }
      setErrors({});
      setFormError(null);
      setSaving(true);
      try {
        await save(parsed.data);
      } catch (caught) {
        const reason = notifyFailure(failure, caught);
        setErrors(getFieldErrors(caught));
        setFormError(reason || failure);
        focusFirstInvalid(form);
      } finally {
        setSaving(false);
      }
    };

  return { values, setValues, set, errors, formError, saving, submit };
};
