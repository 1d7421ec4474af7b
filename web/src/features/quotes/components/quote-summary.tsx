import { Box, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { CustomerQuoteFieldsFragment } from '../../../gql/graphql';
import { formatLocalDate } from '../../../lib/dates';
import { formatRandCents } from '../../../lib/format';

const Amount = ({ cents }: { cents: number }) => (
  <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
    {formatRandCents(cents)}
  </Text>
);

const Row = ({ label, cents, note, strong = false }: { label: string; cents: number; note?: string; strong?: boolean }) => (
  <HStack justify="space-between" align="flex-start" gap="4" fontWeight={strong ? '700' : undefined} fontSize={strong ? 'lg' : undefined}>
    <Box as="dt">
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
 * The priced lines and what is owed when: a narrow table (description, quantity, amount) that fits a
 * 390 px phone, then the totals and the payment dates as a description list.
 */
export const QuoteSummary = ({ quote }: { quote: CustomerQuoteFieldsFragment }) => {
  const lines = [...quote.lines].sort((a, b) => a.position - b.position);
  const balanceCents = quote.totalCents - quote.depositCents;
  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="quote-lines-heading">
        <Heading as="h2" size="md" id="quote-lines-heading" mb="3">
          What is included
        </Heading>
        <Table.Root size="sm" variant="line">
          <Table.Caption captionSide="top" srOnly>
            Quote lines, prices including VAT
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Description</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((line) => (
              <Table.Row key={line.position}>
                <Table.Cell overflowWrap="anywhere">{line.description}</Table.Cell>
                <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Amount cents={line.amountCents} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Box as="section" aria-labelledby="quote-totals-heading">
        <Heading as="h2" size="md" id="quote-totals-heading" mb="3">
          Totals and payment
        </Heading>
        <Stack as="dl" gap="3">
          <Row label="Subtotal (before VAT)" cents={quote.subtotalCents} />
          <Row label={`VAT (${quote.vatPercent}%)`} cents={quote.vatCents} />
          <Row label="Total incl. VAT" cents={quote.totalCents} strong />
          <Row label={`Deposit (${quote.depositPercent}%)`} cents={quote.depositCents} note={`Due by ${formatLocalDate(quote.depositDueOn)}`} />
          <Row label="Balance" cents={balanceCents} note={`Due by ${formatLocalDate(quote.balanceDueOn)}`} />
        </Stack>
        <Text mt="3" fontSize="sm" color="fg.muted">
          Valid until {formatLocalDate(quote.validUntil)}.
        </Text>
      </Box>
    </Stack>
  );
};
