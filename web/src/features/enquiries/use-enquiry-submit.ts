import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { getFieldErrors } from '../../lib/errors';
import { readForm, zodFieldErrors } from '../../lib/forms';
import { useIdempotencyKeeper } from '../../lib/idempotency';

interface EnquirySubmitOptions<Values> {
  /** Builds the schema at submit time (date rules need today's date then, not at first render). */
  schema: () => z.ZodType<Values, unknown>;
  /** `idempotencyKey` goes in the request's Idempotency-Key header (lib/idempotency's `idempotencyContext`). */
  send: (values: Values, idempotencyKey: string) => Promise<unknown>;
  onSuccess: () => void;
  onFailure: (error: unknown) => void;
}

/**
 * The submit logic the three enquiry forms share: validate in place, send once (a double click or
 * Enter pressed twice while a send is under way is ignored), clear the fields on success, keep them
 * and show the server's field messages under their fields on failure. The same values sent again
 * after a failure carry the same Idempotency-Key, so a message the server stored before the answer
 * was lost is not stored twice.
 */
export const useEnquirySubmit = <Values>({ schema, send, onSuccess, onFailure }: EnquirySubmitOptions<Values>) => {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // A ref, not only the state: two submit events can arrive before React re-renders the button.
  const inFlight = useRef(false);
  const idempotency = useIdempotencyKeeper();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const parsed = schema().safeParse(readForm(form));
    if (!parsed.success) {
      setFieldErrors(zodFieldErrors(parsed.error));
      return;
    }
    setFieldErrors({});
    inFlight.current = true;
    setBusy(true);
    try {
      await send(parsed.data, idempotency.keyFor(parsed.data));
      idempotency.succeeded();
      form.reset();
      onSuccess();
    } catch (caught) {
      setFieldErrors(getFieldErrors(caught));
      onFailure(caught);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { onSubmit, fieldErrors, busy };
};
