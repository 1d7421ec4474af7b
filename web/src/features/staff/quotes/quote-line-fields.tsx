import { Box, Fieldset, Grid, HStack, IconButton, Input, NativeSelect, Text } from '@chakra-ui/react';
import { QUOTE_CURRENCIES, QUOTE_LINE_KIND_LABELS, QUOTE_LINE_KINDS, VAT_TREATMENT_LABELS, VAT_TREATMENTS, type QuoteLineKind, type VatTreatment } from '@travel/contract';
import { LuArrowDown, LuArrowUp, LuTrash2 } from 'react-icons/lu';
import { FormField } from '../../../components/fields';
import { formatRandCents } from '../../../lib/format';
import type { QuoteLineValues } from './quote-form';

interface QuoteLineFieldsProps {
  line: QuoteLineValues;
  index: number;
  count: number;
  /** The line's rand amount in the preview (null while it cannot be worked out). */
  amountCents: number | null;
  /** Messages by the API's path (`lines.0.description`). */
  errors: Record<string, string>;
  onChange: (patch: Partial<QuoteLineValues>) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

/** One priced line of the builder: what it is, how many, at what price, how VAT applies, and what the agency pays for it. */
export const QuoteLineFields = ({ line, index, count, amountCents, errors, onChange, onMove, onRemove }: QuoteLineFieldsProps) => {
  const number = index + 1;
  const error = (field: string) => errors[`lines.${index}.${field}`];
  return (
    // The list item holds the fieldset: Fieldset.Root renders a <fieldset> whatever `as` says, and an <ol>
    // may hold only <li> elements (axe: list).
    <Box as="li" listStyleType="none">
      <Fieldset.Root borderWidth="1px" borderRadius="lg" p="3">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Fieldset.Legend fontWeight="700">Line {number}</Fieldset.Legend>
          <HStack gap="1">
            <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" me="2">
              {amountCents === null ? '—' : formatRandCents(amountCents)}
            </Text>
            <IconButton size="xs" variant="ghost" aria-label={`Move line ${number} up`} disabled={index === 0} onClick={() => onMove(-1)}>
              <LuArrowUp aria-hidden="true" />
            </IconButton>
            <IconButton size="xs" variant="ghost" aria-label={`Move line ${number} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
              <LuArrowDown aria-hidden="true" />
            </IconButton>
            <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove line ${number}`} disabled={count === 1} onClick={onRemove}>
              <LuTrash2 aria-hidden="true" />
            </IconButton>
          </HStack>
        </HStack>
        {/* At 1280 px a line takes two rows: what it is and its price, then its VAT and net cost under them. */}
        <Grid templateColumns={{ base: '1fr', md: '10rem minmax(0, 1fr)', xl: '10rem minmax(0, 1fr) 6rem 9rem 7rem' }} gap="3" mt="2">
          <FormField label="Kind" required error={error('kind')}>
            <NativeSelect.Root>
              <NativeSelect.Field value={line.kind} onChange={(event) => onChange({ kind: event.currentTarget.value as QuoteLineKind })}>
                {QUOTE_LINE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {QUOTE_LINE_KIND_LABELS[kind]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Description" required error={error('description')}>
            <Input value={line.description} onChange={(event) => onChange({ description: event.currentTarget.value })} />
          </FormField>
          <FormField label="Quantity" required error={error('quantity')}>
            <Input inputMode="numeric" value={line.quantity} onChange={(event) => onChange({ quantity: event.currentTarget.value })} />
          </FormField>
          <FormField label="Unit price" required error={error('unitPriceCents')} helper="VAT included">
            <Input inputMode="decimal" value={line.unitPrice} onChange={(event) => onChange({ unitPrice: event.currentTarget.value })} />
          </FormField>
          <FormField label="Currency" required error={error('currency')}>
            <NativeSelect.Root>
              <NativeSelect.Field value={line.currency} onChange={(event) => onChange({ currency: event.currentTarget.value as QuoteLineValues['currency'] })}>
                {QUOTE_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="VAT" required error={error('vatTreatment')} helper={line.vatTreatmentChosen ? undefined : 'From the kind and destination'}>
            <NativeSelect.Root>
              <NativeSelect.Field value={line.vatTreatment} onChange={(event) => onChange({ vatTreatment: event.currentTarget.value as VatTreatment })}>
                {VAT_TREATMENTS.map((treatment) => (
                  <option key={treatment} value={treatment}>
                    {VAT_TREATMENT_LABELS[treatment]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <Box>
            <FormField label="Net cost (R)" error={error('netCostCents')} helper="Staff only, whole line">
              <Input inputMode="decimal" value={line.netCost} onChange={(event) => onChange({ netCost: event.currentTarget.value })} />
            </FormField>
          </Box>
        </Grid>
      </Fieldset.Root>
    </Box>
  );
};
