import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { getFieldErrors } from '../../lib/errors';
import { useZodForm } from '../../lib/use-zod-form';
import { useIdempotencyKeeper } from '../../lib/idempotency';

interface EnquirySubmitOptions<Values> {
  /** Builds the schema at submit time (date rules need today's date then, not at first render). */
  schema: () => z.ZodType<Values, unknown>;
  /**
   * Answers the stored enquiry's reference (EQ-…). `idempotencyKey` goes in the request's
   * Idempotency-Key header (lib/idempotency's `idempotencyContext`).
   */
  send: (values: Values, idempotencyKey: string) => Promise<string>;
  onSuccess: () => void;
  onFailure: (error: unknown) => void;
}

/**
 * The submit logic the three enquiry forms share: validate in place, send once (a double click or
 * Enter pressed twice while a send is under way is ignored), clear the fields and keep the
 * enquiry's reference on success (components/enquiry-receipt shows it), keep them
 * and show the server's field messages under their fields on failure. The same values sent again
 * after a failure carry the same Idempotency-Key, so a message the server stored before the answer
 * was lost is not stored twice.
 */
export const useEnquirySubmit = <Values>({ schema, send, onSuccess, onFailure }: EnquirySubmitOptions<Values>) => {
  const { fieldErrors, setFieldErrors, validate } = useZodForm();
  const [busy, setBusy] = useState(false);
  // The last enquiry's reference, shown until the next send: a toast is gone in 2 s, and the visitor
  // needs the reference to follow the enquiry up (bookings show theirs the same way).
  const [reference, setReference] = useState<string | null>(null);
  // A ref, not only the state: two submit events can arrive before React re-renders the button.
  const inFlight = useRef(false);
  const idempotency = useIdempotencyKeeper();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const parsed = validate(form, schema());
    if (parsed === null) return;
    setReference(null);
    inFlight.current = true;
    setBusy(true);
    try {
      const sent = await send(parsed, idempotency.keyFor(parsed));
      idempotency.succeeded();
      form.reset();
      setReference(sent);
      onSuccess();
    } catch (caught) {
      setFieldErrors(getFieldErrors(caught));
      onFailure(caught);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { onSubmit, fieldErrors, busy, reference };
};

/** The reference out of a mutation's answer; a missing answer is a failure, not a silent success. */
export const referenceOf = (receipt: { reference: string } | null | undefined): string => {
  if (!receipt) throw new Error('The server sent no receipt.');
  return receipt.reference;
};
