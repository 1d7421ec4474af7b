import { Alert, Button, CloseButton, Dialog, Fieldset, Grid, Input, Portal, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { QUOTE_MAX_LINES } from '@travel/contract';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { LuPlus } from 'react-icons/lu';
import { FormField } from '../../../components/fields';
import { toaster } from '../../../components/toaster';
import type { StaffQuoteFieldsFragment } from '../../../gql/graphql';
import { getErrorMessage, getInputFieldErrors } from '../../../lib/errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { STAFF_TOAST_MS } from '../constants';
import { useCreateQuote, useUpdateQuote } from './mutations';
import {
  AGENCY_PAYMENT_POLICY,
  emptyLine,
  patchLine,
  previewQuote,
  quoteFormSchema,
  toQuoteInput,
  toSchemaInput,
  type QuoteFormValues,
  type QuoteLineValues,
} from './quote-form';
import { QuoteLineFields } from './quote-line-fields';
import { QuotePreviewPanel } from './quote-preview';

export const QUOTE_SAVED_TEXT = 'Draft quote saved.';
export const NO_DEPARTURE_HINT = 'This request has no departure date: choose when the balance is due.';
const SAVE_FAILED_TEXT = 'The quote could not be saved.';

interface QuoteBuilderProps {
  inboxItemId: string;
  /** The draft being edited; null for a new quote. */
  draft: StaffQuoteFieldsFragment | null;
  initialValues: QuoteFormValues;
  vatPercent: number;
  /** The item has no departure date, so the proposed balance date is only the deposit date. */
  departureUnknown?: boolean;
  /** Rand per US dollar as the admin set it; null when not set. */
  usdRandPerUnit: number | null;
  /** The trip goes abroad (quoteDefaults' international): a flight line starts zero-rated. */
  international?: boolean;
  onClose: () => void;
}

/**
 * The staff quote builder, full width so a laptop shows a line on one row: priced lines (added, removed,
 * moved), the payment terms, and the totals as the server will compute them. Saving keeps a draft; sending
 * is done from the quotes list.
 */
export const QuoteBuilder = ({ inboxItemId, draft, initialValues, vatPercent, departureUnknown = false, usdRandPerUnit, international = false, onClose }: QuoteBuilderProps) => {
  const [values, setValues] = useState<QuoteFormValues>(initialValues);
  const { fieldErrors, formError, setFormError, validate, showFieldErrors, clearFieldError } = useZodForm({ keys: 'path', focusInvalid: true });
  const { create, loading: creating } = useCreateQuote(inboxItemId);
  const { update, loading: updating } = useUpdateQuote();
  const formRef = useRef<HTMLFormElement>(null);
  const preview = useMemo(() => previewQuote(values, vatPercent, usdRandPerUnit), [values, vatPercent, usdRandPerUnit]);
  const title = draft ? `Edit quote, version ${draft.version}` : 'New quote';

  const setField = <K extends keyof QuoteFormValues>(field: K, value: QuoteFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearFieldError(field);
  };
  const changeLine = (index: number, patch: Partial<QuoteLineValues>) => {
    setValues((current) => ({ ...current, lines: current.lines.map((line, i) => (i === index ? patchLine(line, patch, international) : line)) }));
    for (const field of Object.keys(patch)) clearFieldError(`lines.${index}.${field === 'unitPrice' ? 'unitPriceCents' : field === 'netCost' ? 'netCostCents' : field}`);
  };
  const moveLine = (index: number, offset: -1 | 1) =>
    setValues((current) => {
      const lines = [...current.lines];
      const [moved] = lines.splice(index, 1);
      if (moved) lines.splice(index + offset, 0, moved);
      return { ...current, lines };
    });
  const removeLine = (index: number) => setValues((current) => ({ ...current, lines: current.lines.filter((_, i) => i !== index) }));
  const addLine = () => setValues((current) => ({ ...current, lines: [...current.lines, emptyLine(international)] }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    const parsed = validate(form, quoteFormSchema(), { input: toSchemaInput(values) });
    if (parsed === null) return;
    try {
      const input = toQuoteInput(parsed);
      if (draft) await update(draft.id, input);
      else await create(input);
      toaster.create({ type: 'success', title: QUOTE_SAVED_TEXT, duration: STAFF_TOAST_MS });
      onClose();
    } catch (caught) {
      const fields = getInputFieldErrors(caught);
      setFormError(getErrorMessage(caught, SAVE_FAILED_TEXT));
      if (Object.keys(fields).length > 0) showFieldErrors(form, fields);
    }
  };

  const saving = creating || updating;
  const linesError = fieldErrors.lines;

  return (
    <Dialog.Root
      open
      size="full"
      scrollBehavior="inside"
      onOpenChange={(details) => {
        if (!details.open && !saving) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form ref={formRef} noValidate aria-label={title} onSubmit={(event) => void onSubmit(event)} style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
                  <Stack gap="4">
                    <Stack as="ol" gap="3" aria-label="Quote lines" ps="0">
                      {values.lines.map((line, index) => (
                        <QuoteLineFields
                          key={line.key}
                          line={line}
                          index={index}
                          count={values.lines.length}
                          amountCents={preview.lineAmounts[index] ?? null}
                          errors={fieldErrors}
                          onChange={(patch) => changeLine(index, patch)}
                          onMove={(offset) => moveLine(index, offset)}
                          onRemove={() => removeLine(index)}
                        />
                      ))}
                    </Stack>
                    {linesError && (
                      <Text color="fg.error" fontSize="sm" role="alert">
                        {linesError}
                      </Text>
                    )}
                    <Button variant="outline" size="sm" alignSelf="flex-start" onClick={addLine} disabled={values.lines.length >= QUOTE_MAX_LINES}>
                      <LuPlus aria-hidden="true" /> Add line
                    </Button>
                    <Fieldset.Root gap="3" borderTopWidth="1px" pt="4">
                      <Fieldset.Legend fontWeight="700">Payment terms</Fieldset.Legend>
                      <Fieldset.HelperText>{AGENCY_PAYMENT_POLICY}</Fieldset.HelperText>
                      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="3">
                        <FormField label="Deposit (%)" required error={fieldErrors.depositPercent}>
                          <Input inputMode="numeric" value={values.depositPercent} onChange={(event) => setField('depositPercent', event.currentTarget.value)} />
                        </FormField>
                        <FormField label="Deposit due on" required error={fieldErrors.depositDueOn}>
                          <Input type="date" value={values.depositDueOn} onChange={(event) => setField('depositDueOn', event.currentTarget.value)} />
                        </FormField>
                        <FormField label="Balance due on" required error={fieldErrors.balanceDueOn} helper={departureUnknown ? NO_DEPARTURE_HINT : undefined}>
                          <Input type="date" value={values.balanceDueOn} onChange={(event) => setField('balanceDueOn', event.currentTarget.value)} />
                        </FormField>
                        <FormField label="Valid until" required error={fieldErrors.validUntil}>
                          <Input type="date" value={values.validUntil} onChange={(event) => setField('validUntil', event.currentTarget.value)} />
                        </FormField>
                      </SimpleGrid>
                      <FormField label="Message to the customer" error={fieldErrors.message}>
                        <Textarea rows={3} value={values.message} onChange={(event) => setField('message', event.currentTarget.value)} />
                      </FormField>
                    </Fieldset.Root>
                  </Stack>
                  <Stack gap="3" position={{ lg: 'sticky' }} top="0">
                    <QuotePreviewPanel preview={preview} depositPercent={values.depositPercent} />
                  </Stack>
                </Grid>
              </Dialog.Body>
              <Dialog.Footer flexDirection="column" alignItems="stretch" gap="3">
                {formError && (
                  <Alert.Root status="error" size="sm">
                    <Alert.Indicator />
                    <Alert.Title>{formError}</Alert.Title>
                  </Alert.Root>
                )}
                <Stack direction="row" justify="flex-end" gap="3">
                  <Button variant="outline" onClick={onClose} disabled={saving}>
                    Cancel
                  </Button>
                  <Button type="submit" colorPalette="brand" loading={saving} loadingText="Saving...">
                    Save draft
                  </Button>
                </Stack>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the quote builder" disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
