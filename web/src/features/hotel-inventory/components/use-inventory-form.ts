import { useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes';
import { getFieldErrors } from '../../../lib/errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { notifyFailure, warnInvalid } from '../notify';
import { formMessageFor } from '../schemas';

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
 * The state every inventory form shares, and its submit, on the app's one form hook (useZodForm):
 * nothing is sent while the schema finds an empty required field (admin spec section 5: the warning
 * toast and the message on the form), and a failed request shows the spec's failure toast with the
 * server's reason and its field errors.
 */
export const useInventoryForm = <V extends object>(initial: V | (() => V), { alsoDirty = false }: { alsoDirty?: boolean } = {}) => {
  // What the form opened with: a form of a row being edited, or the empty add form, is remounted
  // (keyed) when it switches, so this is always the state its fields should be compared with.
  const [start] = useState<V>(initial);
  const [values, setValues] = useState<V>(start);
  const [saving, setSaving] = useState(false);
  const form = useZodForm({ keys: 'path', focusInvalid: true });
  const changed = useMemo(() => JSON.stringify(values) !== JSON.stringify(start), [values, start]);
  // Stands aside while a save runs, so the save's own navigation (back to the list) goes through;
  // a create form is cleared after saving, which makes it unchanged again.
  const prompt = useUnsavedChangesPrompt((changed || alsoDirty) && !saving);

  // Editing a field takes its error away at once (it was red "Required." until the next submit); the form's
  // summary goes with the last of them. The next submit checks everything again.
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    form.clearFieldError(String(key));
  };

  const submit =
    <S extends z.ZodType>({ schema, failure, save, input }: SubmitOptions<S>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (saving) return;
      const element = event.currentTarget;
      const data = form.validate(element, schema, {
        input: input ?? values,
        onInvalid: (errors) => {
          const message = formMessageFor(errors);
          form.setFormError(message);
          warnInvalid(message);
        },
      });
      if (data === null) return;
      form.setFormError(null);
      setSaving(true);
      try {
        await save(data);
        // A save that goes back (history.back()) is answered by the browser after this task, when `saving` is
        // already false again and the values still differ from where the form started: without this the
        // prompt stopped the form's own navigation and the page stayed.
        prompt.allowNextNavigation();
      } catch (caught) {
        const reason = notifyFailure(failure, caught);
        form.showFieldErrors(element, getFieldErrors(caught));
        form.setFormError(reason || failure);
      } finally {
        setSaving(false);
      }
    };

  return {
    values,
    setValues,
    set,
    errors: form.fieldErrors,
    formError: form.formError,
    saving,
    submit,
    unsavedDialog: prompt.dialog,
  };
};
