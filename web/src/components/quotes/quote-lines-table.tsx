import { Table, Text } from '@chakra-ui/react';
import type { VatTreatment } from '@travel/contract';
import { lineVatText } from '../../lib/vat';
import { Amount } from './money-rows';

export interface CustomerLine {
  position: number;
  description: string;
  quantity: number;
  amountCents: number;
  vatTreatment: VatTreatment;
  vatPercent: number;
  vatCents: number;
}

/**
 * A quote's priced lines as the customer reads them (the quote page, My bookings): a narrow table of
 * description, quantity and amount that fits a 390 px phone, each line's VAT in words under its
 * description, so a zero-rated or exempt line is marked where it is.
 */
export const QuoteLinesTable = ({ lines, caption = 'Quote lines, prices including VAT' }: { lines: readonly CustomerLine[]; caption?: string }) => (
  <Table.Root size="sm" variant="line">
    <Table.Caption captionSide="top" srOnly>
      {caption}
    </Table.Caption>
    <Table.Header>
      <Table.Row>
        <Table.ColumnHeader>Description</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
      </Table.Row>
    </Table.Header>
    <Table.Body>
      {[...lines]
        .sort((a, b) => a.position - b.position)
        .map((line) => (
          <Table.Row key={line.position}>
            <Table.Cell overflowWrap="anywhere">
              {line.description}
              <Text as="span" display="block" fontSize="xs" color="fg.muted">
                {lineVatText(line)}
              </Text>
            </Table.Cell>
            <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
            <Table.Cell textAlign="end">
              <Amount cents={line.amountCents} />
            </Table.Cell>
          </Table.Row>
        ))}
    </Table.Body>
  </Table.Root>
);
