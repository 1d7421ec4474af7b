import { Box, HStack, Text } from '@chakra-ui/react';
import { formatRandCents } from '../../lib/format';
import { vatGroupRowLabel, type VatGroupFigures } from '../../lib/vat';

export const Amount = ({ cents }: { cents: number }) => (
  <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
    {formatRandCents(cents)}
  </Text>
);

/** One term and its amount of a totals list (wrap the rows in a `dl`): the label wraps, the amount never. */
export const MoneyRow = ({ label, cents, note, strong = false }: { label: string; cents: number; note?: string | undefined; strong?: boolean }) => (
  <HStack justify="space-between" align="flex-start" gap="4" fontWeight={strong ? '700' : undefined} fontSize={strong ? 'lg' : undefined}>
    <Box as="dt" minW="0" overflowWrap="anywhere">
      {label}
      {note && (
        <Text as="span" display="block" fontSize="sm" fontWeight="400" color="fg.muted">
          {note}
        </Text>
      )}
    </Box>
    <Box as="dd" textAlign="end">
      <Amount cents={cents} />
    </Box>
  </HStack>
);

/**
 * The VAT of a quote or an invoice, one row per VAT group ("VAT 15% on R 50 000.00", "Zero-rated (0%) on
 * R 19 500.00"), and the VAT in all when there is more than one group. Rows of a `dl`.
 */
export const VatGroupRows = ({ groups, vatCents }: { groups: readonly VatGroupFigures[]; vatCents: number }) => (
  <>
    {groups.map((group) => (
      <MoneyRow key={group.vatTreatment} label={vatGroupRowLabel(group)} cents={group.vatCents} />
    ))}
    {groups.length !== 1 && <MoneyRow label="VAT in all" cents={vatCents} />}
  </>
);
