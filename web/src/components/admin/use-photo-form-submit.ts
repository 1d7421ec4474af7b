import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { getErrorMessage, getFieldErrors } from '../../lib/errors';
import type { FieldErrorKeys } from '../../lib/forms';
import { useZodForm, type FieldErrors } from '../../lib/use-zod-form';
import type { usePhotoPicker } from '../photo-picker';
import { toaster } from '../toaster';

/** Admin spec section 5: the form's message when the schema refuses a field. */
export const CHECK_FIELDS_MESSAGE = 'Please correct the highlighted fields.';
export const UPLOAD_FAILED_PREFIX = 'A photo could not be uploaded, so nothing was saved:';
/** Why a photo upload failed, in the picker's words. */
export const uploadFailure = (caught: unknown): string => (caught instanceof Error ? caught.message : 'Please try again.');

interface PhotoFormOptions {
  keys?: FieldErrorKeys;
  focusInvalid?: boolean;
  /** How long the success and failure toasts stay (each admin area's spec says). */
  toastMs: number;
  /** The API's field names as the form's (`input.email`, `photos.3`). */
  serverFieldErrors?: (fields: FieldErrors) => FieldErrors;
}

interface SubmitOptions<S extends z.ZodType, R> {
  schema: S;
  /** The form's values; the photos are checked as the picker's items (the 8-photo rule). */
  values: object;
  picker: ReturnType<typeof usePhotoPicker>;
  success: string;
  failure: string;
  /** Sends the valid values with the photos' hosted URLs. */
  save: (data: z.output<S>, photos: string[]) => Promise<R>;
  /** After the success toast (the caller lets its own navigation through the unsaved-changes guard). */
  onSaved: (result: R) => void;
}

/**
 * The submit of the admin forms that carry photos (hotel, package, holiday package), on useZodForm:
 * nothing is sent until the whole form is valid; new photos upload first (a failed upload saves
 * nothing and says why); then the save, a toast either way, and the API's reasons on the form.
 */
export const usePhotoFormSubmit = ({ keys, focusInvalid, toastMs, serverFieldErrors = (fields) => fields }: PhotoFormOptions) => {
  const form = useZodForm({ keys, focusInvalid });
  const [saving, setSaving] = useState(false);

  const submit =
    <S extends z.ZodType, R>({ schema, values, picker, success, failure, save, onSaved }: SubmitOptions<S, R>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (saving) return;
      const element = event.currentTarget;
      const data = form.validate(element, schema, {
        input: { ...values, photos: picker.items.map((item) => item.key) },
        onInvalid: () => form.setFormError(CHECK_FIELDS_MESSAGE),
      });
      if (data === null) return;
      form.setFormError(null);
      setSaving(true);
      try {
        let photos: string[];
        try {
          photos = await picker.uploadPending();
        } catch (caught) {
          // The picker shows the server's reason under the photos; say it by the button too.
          const reason = uploadFailure(caught);
          toaster.create({ type: 'error', title: failure, description: reason, duration: toastMs });
          form.setFormError(`${UPLOAD_FAILED_PREFIX} ${reason}`);
          return;
        }
        const result = await save(data, photos);
        toaster.create({ type: 'success', title: success, duration: toastMs });
        onSaved(result);
      } catch (caught) {
        const reason = getErrorMessage(caught, '');
        toaster.create({ type: 'error', title: failure, description: reason || undefined, duration: toastMs });
        form.setFormError(reason || failure);
        form.showFieldErrors(element, serverFieldErrors(getFieldErrors(caught)));
      } finally {
        setSaving(false);
      }
    };

  return { saving, fieldErrors: form.fieldErrors, formError: form.formError, submit };
};
