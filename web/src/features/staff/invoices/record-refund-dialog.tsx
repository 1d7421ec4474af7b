import { Alert, Button, Dialog, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, todayInSouthAfrica } from '@travel/contract';
import { useId, type FormEvent } from 'react';
import { DialogFrame } from '../../../components/dialog-frame';
import { FormField } from '../../../components/fields';
import { toaster } from '../../../components/toaster';
import type { StaffInvoiceFieldsFragment } from '../../../gql/graphql';
import { getErrorMessage, getInputFieldErrors } from '../../../lib/errors';
import { formatRandCents } from '../../../lib/format';
import { centsToAmountText } from '../../../lib/money-input';
import { useZodForm } from '../../../lib/use-zod-form';
import { STAFF_TOAST_MS } from '../constants';
import { refundSchema } from './invoice-rules';
import { useRecordRefund } from './mutations';

export const recordRefundTexts = {
  recorded: 'Refund recorded: the customer is e-mailed its confirmation.',
  failed: 'The refund could not be recorded.',
  title: (number: string) => `Record a refund on ${number}`,
  due: (dueCents: number, owedCents: number, refundedCents: number) =>
    `Still to refund: ${formatRandCents(dueCents)} of the ${formatRandCents(owedCents)} owed (paid less the cancellation fee); ${formatRandCents(refundedCents)} refunded so far.`,
} as const;

interface RecordRefundDialogProps {
  invoice: StaffInvoiceFieldsFragment;
  open: boolean;
  onClose: () => void;
}

/**
 * Money paid back on a cancelled invoice: the amount (the refund still due unless staff pay it in parts),
 * the day it went out (today by default, never later), method and reference. The server refuses more than
 * is due, under a lock, and its message is shown beside the amount.
 */
export const RecordRefundDialog = ({ invoice, open, onClose }: RecordRefundDialogProps) => {
  const formId = useId();
  const { record, loading } = useRecordRefund(invoice.id);
  const { fieldErrors, formError, setFormError, validate, showFieldErrors, clearFieldError } = useZodForm({ focusInvalid: true });
  const today = todayInSouthAfrica();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    const parsed = validate(form, refundSchema(invoice.refundDueCents, today));
    if (parsed === null) return;
    try {
      await record(parsed);
      toaster.create({ type: 'success', title: recordRefundTexts.recorded, duration: STAFF_TOAST_MS });
      onClose();
    } catch (caught) {
      setFormError(getErrorMessage(caught, recordRefundTexts.failed));
      const fields = getInputFieldErrors(caught);
      if (Object.keys(fields).length > 0) showFieldErrors(form, fields);
    }
  };

  return (
    <Dialog.Root
      open={open}
      placement="center"
      onOpenChange={(details) => {
        if (!details.open && !loading) onClose();
      }}
    >
      <DialogFrame
        title={recordRefundTexts.title(invoice.number)}
        footer={
          <>
            <Button variant="outline" onClick={onClose} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" form={formId} colorPalette="brand" loading={loading} loadingText="Recording...">
              Record refund
            </Button>
          </>
        }
      >
        <form id={formId} noValidate aria-label="Record a refund" onSubmit={(event) => void onSubmit(event)}>
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              {recordRefundTexts.due(invoice.refundDueCents, invoice.creditNote?.refundOwedCents ?? invoice.refundDueCents, invoice.refundedCents)}
            </Text>
            <FormField label="Amount (R)" required error={fieldErrors.amountCents}>
              <Input name="amountCents" inputMode="decimal" defaultValue={centsToAmountText(invoice.refundDueCents)} onChange={() => clearFieldError('amountCents')} />
            </FormField>
            <FormField label="Refunded on" required error={fieldErrors.refundedOn}>
              <Input name="refundedOn" type="date" max={today} defaultValue={today} onChange={() => clearFieldError('refundedOn')} />
            </FormField>
            <FormField label="Method" required error={fieldErrors.method}>
              <NativeSelect.Root>
                <NativeSelect.Field name="method" defaultValue="EFT">
                  {PAYMENT_METHODS.map((method) => (
                    <option key={method} value={method}>
                      {PAYMENT_METHOD_LABELS[method]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Reference" error={fieldErrors.reference} helper="The bank or card reference of the refund">
              <Input name="reference" onChange={() => clearFieldError('reference')} />
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
