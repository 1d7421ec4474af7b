import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { MoneyRow, VatGroupRows } from '../../../components/quotes/money-rows';
import { QuoteLinesTable } from '../../../components/quotes/quote-lines-table';
import type { CustomerQuoteFieldsFragment } from '../../../gql/graphql';
import { formatLocalDate } from '../../../lib/dates';

/**
 * The priced lines and what is owed when: a narrow table (description with its VAT, quantity, amount)
 * that fits a 390 px phone, then the totals with the VAT of each VAT group and the payment dates as a
 * description list.
 */
export const QuoteSummary = ({ quote }: { quote: CustomerQuoteFieldsFragment }) => {
  const balanceCents = quote.totalCents - quote.depositCents;
  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="quote-lines-heading">
        <Heading as="h2" size="md" id="quote-lines-heading" mb="3">
          What is included
        </Heading>
        <QuoteLinesTable lines={quote.lines} />
      </Box>
      <Box as="section" aria-labelledby="quote-totals-heading">
        <Heading as="h2" size="md" id="quote-totals-heading" mb="3">
          Totals and payment
        </Heading>
        <Stack as="dl" gap="3">
          <MoneyRow label="Subtotal (before VAT)" cents={quote.subtotalCents} />
          <VatGroupRows groups={quote.vatGroups} vatCents={quote.vatCents} />
          <MoneyRow label="Total incl. VAT" cents={quote.totalCents} strong />
          <MoneyRow label={`Deposit (${quote.depositPercent}%)`} cents={quote.depositCents} note={`Due by ${formatLocalDate(quote.depositDueOn)}`} />
          <MoneyRow label="Balance" cents={balanceCents} note={`Due by ${formatLocalDate(quote.balanceDueOn)}`} />
        </Stack>
        <Text mt="3" fontSize="sm" color="fg.muted">
          Valid until {formatLocalDate(quote.validUntil)}.
        </Text>
      </Box>
    </Stack>
  );
};
