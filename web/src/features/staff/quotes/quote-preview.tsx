import { Alert, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { QuoteMessages } from '@travel/contract';
import { formatRandCents } from '../../../lib/format';
import { vatGroupRowLabel } from '../../../lib/vat';
import type { QuotePreview } from './quote-form';

const Figure = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <HStack as="div" justify="space-between" gap="4" fontWeight={strong ? '700' : undefined}>
    <Text as="dt">{label}</Text>
    <Text as="dd" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {value}
    </Text>
  </HStack>
);

const orDash = (cents: number | null): string => (cents === null ? '—' : formatRandCents(cents));

/**
 * The builder's totals while the agent types, worked out as the server will (the contract's maths), with
 * the VAT of each VAT group; the margin is the agency's and never reaches the customer.
 */
export const QuotePreviewPanel = ({ preview, depositPercent }: { preview: QuotePreview; depositPercent: string }) => (
  <Box as="section" aria-labelledby="quote-preview-heading" borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle">
    <Heading as="h3" size="sm" id="quote-preview-heading" mb="3">
      Totals preview
    </Heading>
    <Stack as="dl" gap="2" fontSize="sm">
      <Figure label="Subtotal (before VAT)" value={formatRandCents(preview.subtotalCents)} />
      {preview.vatGroups.map((group) => (
        <Figure key={group.vatTreatment} label={vatGroupRowLabel(group)} value={formatRandCents(group.vatCents)} />
      ))}
      {/* Before any line is priced: the rate the quote will be priced with. */}
      {preview.vatGroups.length === 0 && <Figure label={`VAT (${preview.vatPercent}%)`} value={formatRandCents(0)} />}
      {preview.vatGroups.length > 1 && <Figure label="VAT in all" value={formatRandCents(preview.vatCents)} />}
      <Figure label="Total incl. VAT" value={formatRandCents(preview.totalCents)} strong />
      <Figure label={preview.depositCents === null ? 'Deposit' : `Deposit (${depositPercent.trim()}%)`} value={orDash(preview.depositCents)} />
      <Figure label="Balance" value={orDash(preview.balanceCents)} />
      <Figure label="Margin (staff only)" value={orDash(preview.marginCents)} />
    </Stack>
    {preview.marginCents === null && (
      <Text fontSize="xs" color="fg.muted" mt="2">
        The margin shows once every line has a price and a net cost.
      </Text>
    )}
    {preview.missingUsdRate && (
      <Alert.Root status="warning" mt="3" size="sm">
        <Alert.Indicator />
        <Alert.Title>{QuoteMessages.NO_USD_RATE}</Alert.Title>
      </Alert.Root>
    )}
    {preview.tooLarge && (
      <Alert.Root status="error" mt="3" size="sm">
        <Alert.Indicator />
        <Alert.Title>{QuoteMessages.TOO_LARGE}</Alert.Title>
      </Alert.Root>
    )}
  </Box>
);
