import { Table, Text } from '@chakra-ui/react';
import { formatPrice } from '../../../lib/format';
import { formatLocalDateWithWeekday } from '../../../lib/dates';
import { plural } from '../stay-format';

export interface NightPrice {
  date: string;
  price: number;
  source: string;
}

interface PriceBreakdownProps {
  roomTypeName: string;
  nights: readonly NightPrice[];
  rooms: number;
  total: number;
}

/** Each night of the stay with its price and where it comes from (a rate type, a dated rate or the base rate). */
export const PriceBreakdown = ({ roomTypeName, nights, rooms, total }: PriceBreakdownProps) => (
  // The scroll area keeps a very narrow screen usable; dates and rate names wrap before it scrolls.
  <Table.ScrollArea borderWidth="1px" borderRadius="md" whiteSpace="normal">
    <Table.Root size="sm" css={{ '& th, & td': { paddingInline: '2.5' } }}>
      <Table.Caption captionSide="top" textAlign="start" px="3" pt="2" color="fg.muted" fontSize="xs">
        {roomTypeName}: price per night for one room
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">Night</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">Rate</Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            Price
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {nights.map((night) => (
          <Table.Row key={night.date}>
            <Table.Cell>{formatLocalDateWithWeekday(night.date)}</Table.Cell>
            <Table.Cell>{night.source}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {formatPrice(night.price)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
      <Table.Footer>
        <Table.Row>
          <Table.Cell colSpan={2} fontWeight="700">
            Total for {plural(nights.length, 'night')}
            {rooms > 1 ? ` × ${plural(rooms, 'room')}` : ''}
          </Table.Cell>
          <Table.Cell textAlign="end" fontWeight="800" whiteSpace="nowrap">
            <Text as="span" data-testid="stay-total">
              {formatPrice(total)}
            </Text>
          </Table.Cell>
        </Table.Row>
      </Table.Footer>
    </Table.Root>
  </Table.ScrollArea>
);
