import { useMemo, useState, type FormEvent } from 'react';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes';
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
export const useInventoryForm = <V extends object>(initial: V | (() => V), { alsoDirty = false }: { alsoDirty?: boolean } = {}) => {
  // What the form opened with: a form of a row being edited, or the empty add form, is remounted
  // (keyed) when it switches, so this is always the state its fields should be compared with.
  const [start] = useState<V>(initial);
  const [values, setValues] = useState<V>(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const focusFirstInvalid = useFocusFirstInvalid();
  const changed = useMemo(() => JSON.stringify(values) !== JSON.stringify(start), [values, start]);
  // Stands aside while a save runs, so the save's own navigation (back to the list) goes through;
  // a create form is cleared after saving, which makes it unchanged again.
  const prompt = useUnsavedChangesPrompt((changed || alsoDirty) && !saving);

  // Editing a field takes its error away at once (it was red "Required." until the next submit); the form's
  // summary goes with the last of them. The next submit checks everything again.
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const field = String(key);
    if (!(field in errors)) return;
    const { [field]: _fixed, ...rest } = errors;
    setErrors(rest);
    if (Object.keys(rest).length === 0) setFormError(null);
  };

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
        // A save that goes back (history.back()) is answered by the browser after this task, when `saving` is
        // already false again and the values still differ from where the form started: without this the
        // prompt stopped the form's own navigation and the page stayed.
        prompt.allowNextNavigation();
      } catch (caught) {
        const reason = notifyFailure(failure, caught);
        setErrors(getFieldErrors(caught));
        setFormError(reason || failure);
        focusFirstInvalid(form);
      } finally {
        setSaving(false);
      }
    };

  return { values, setValues, set, errors, formError, saving, submit, unsavedDialog: prompt.dialog };
};
