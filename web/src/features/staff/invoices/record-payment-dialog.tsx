import { Alert, Button, Dialog, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, todayInSouthAfrica } from '@travel/contract';
import { useId, type FormEvent } from 'react';
import { DialogFrame } from '../../../components/dialog-frame';
import { FormField } from '../../../components/fields';
import { toaster } from '../../../components/toaster';
import type { StaffInvoiceFieldsFragment } from '../../../gql/graphql';
import { getErrorMessage, getInputFieldErrors } from '../../../lib/errors';
import { formatRandCents } from '../../../lib/format';
import { useZodForm } from '../../../lib/use-zod-form';
import { STAFF_TOAST_MS } from '../constants';
import { paymentSchema } from './invoice-rules';
import { useRecordPayment } from './mutations';

export const PAYMENT_RECORDED_TEXT = 'Payment recorded.';
const PAYMENT_FAILED_TEXT = 'The payment could not be recorded.';


interface RecordPaymentDialogProps {
  invoice: StaffInvoiceFieldsFragment;
  open: boolean;
  onClose: () => void;
}

/** Money received: amount in rand, the day it arrived (today by default, never later), method and reference. */
export const RecordPaymentDialog = ({ invoice, open, onClose }: RecordPaymentDialogProps) => {
  const formId = useId();
  const { record, loading } = useRecordPayment(invoice.id);
  const { fieldErrors, formError, setFormError, validate, showFieldErrors, clearFieldError } = useZodForm({ focusInvalid: true });
  const today = todayInSouthAfrica();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    const parsed = validate(form, paymentSchema(today));
    if (parsed === null) return;
    try {
      await record(parsed);
      toaster.create({ type: 'success', title: PAYMENT_RECORDED_TEXT, duration: STAFF_TOAST_MS });
      onClose();
    } catch (caught) {
      setFormError(getErrorMessage(caught, PAYMENT_FAILED_TEXT));
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
        title={`Record a payment on ${invoice.number}`}
        footer={
          <>
            <Button variant="outline" onClick={onClose} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" form={formId} colorPalette="brand" loading={loading} loadingText="Recording...">
              Record payment
            </Button>
          </>
        }
      >
        <form id={formId} noValidate aria-label="Record a payment" onSubmit={(event) => void onSubmit(event)}>
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              Still due: {formatRandCents(invoice.balanceCents)}
            </Text>
            <FormField label="Amount (R)" required error={fieldErrors.amountCents}>
              <Input name="amountCents" inputMode="decimal" onChange={() => clearFieldError('amountCents')} />
            </FormField>
            <FormField label="Received on" required error={fieldErrors.receivedOn}>
              <Input name="receivedOn" type="date" max={today} defaultValue={today} onChange={() => clearFieldError('receivedOn')} />
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
            <FormField label="Reference" error={fieldErrors.reference} helper="The bank or card reference">
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
