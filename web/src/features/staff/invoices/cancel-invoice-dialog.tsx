import { Alert, Button, Dialog, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, type FormEvent } from 'react';
import { DialogFrame } from '../../../components/dialog-frame';
import { FormField } from '../../../components/fields';
import { toaster } from '../../../components/toaster';
import type { StaffInvoiceFieldsFragment } from '../../../gql/graphql';
import { getErrorMessage, getInputFieldErrors } from '../../../lib/errors';
import { formatRandCents } from '../../../lib/format';
import { useZodForm } from '../../../lib/use-zod-form';
import { STAFF_TOAST_MS } from '../constants';
import { cancellationSchema } from './invoice-rules';
import { useCancelInvoice } from './mutations';

export const INVOICE_CANCELLED_TEXT = 'Invoice cancelled: a credit note was issued.';

export const cancelInvoiceTexts = {
  trip: 'Cancelling also cancels the booking and its quote: any rooms held for it are released and no more payment reminders go out.',
  money: (paidCents: number, totalCents: number) =>
    `The credit note credits the invoice total (${formatRandCents(totalCents)}) less the cancellation fee. Paid so far: ${formatRandCents(paidCents)}, so the refund owed will be ${formatRandCents(paidCents)} less the fee, recorded here as refunds are paid.`,
  final: 'This cannot be undone.',
} as const;
const CANCEL_FAILED_TEXT = 'The invoice could not be cancelled.';


interface CancelInvoiceDialogProps {
  invoice: StaffInvoiceFieldsFragment;
  open: boolean;
  onClose: () => void;
}

/** Cancels an invoice and its trip: the fee the agency keeps (at most what was paid) and why; the rest of the total is credited. */
export const CancelInvoiceDialog = ({ invoice, open, onClose }: CancelInvoiceDialogProps) => {
  const formId = useId();
  const { cancel, loading } = useCancelInvoice(invoice.id);
  const { fieldErrors, formError, setFormError, validate, showFieldErrors, clearFieldError } = useZodForm({ focusInvalid: true });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    const parsed = validate(form, cancellationSchema(invoice.paidCents));
    if (parsed === null) return;
    try {
      await cancel(parsed);
      toaster.create({ type: 'success', title: INVOICE_CANCELLED_TEXT, duration: STAFF_TOAST_MS });
      onClose();
    } catch (caught) {
      setFormError(getErrorMessage(caught, CANCEL_FAILED_TEXT));
      const fields = getInputFieldErrors(caught);
      if (Object.keys(fields).length > 0) showFieldErrors(form, fields);
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      placement="center"
      onOpenChange={(details) => {
        if (!details.open && !loading) onClose();
      }}
    >
      <DialogFrame
        title={`Cancel ${invoice.number}?`}
        footer={
          <>
            <Button variant="outline" onClick={onClose} disabled={loading}>
              Keep the invoice
            </Button>
            <Button type="submit" form={formId} colorPalette="red" loading={loading} loadingText="Cancelling...">
              Cancel invoice
            </Button>
          </>
        }
      >
        <form id={formId} noValidate aria-label="Cancel the invoice" onSubmit={(event) => void onSubmit(event)}>
          <Stack gap="3">
            <Text fontSize="sm">{cancelInvoiceTexts.trip}</Text>
            <Text fontSize="sm">
              {cancelInvoiceTexts.money(invoice.paidCents, invoice.totalCents)} {cancelInvoiceTexts.final}
            </Text>
            <FormField label="Cancellation fee (R)" required error={fieldErrors.cancellationFeeCents}>
              <Input name="cancellationFeeCents" inputMode="decimal" defaultValue="0" onChange={() => clearFieldError('cancellationFeeCents')} />
            </FormField>
            <FormField label="Reason" required error={fieldErrors.reason}>
              <Textarea name="reason" rows={3} onChange={() => clearFieldError('reason')} />
            </FormField>
            {formError && (
              <Alert.Root status="error" size="sm">
                <Alert.Indicator />
                <Alert.Title>{formError}</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
};
