import { Table, Text, type TableCellProps, type TableRowProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/*
 * A table that is a table from md up and a stack of labelled rows below it, so a 390 px phone reads every
 * figure without the page scrolling sideways (issue 37: "Amo"). One DOM for both: each cell carries its
 * column's name, shown only while the header row is hidden.
 */

export const StackedRow = (props: TableRowProps) => (
  <Table.Row
    display={{ base: 'grid', md: 'table-row' }}
    gridTemplateColumns="minmax(0, 1fr)"
    rowGap="1"
    py={{ base: '2', md: '0' }}
    borderBottomWidth={{ base: '1px', md: '0' }}
    {...props}
  />
);

interface StackedCellProps extends TableCellProps {
  /** The column's name, shown beside the value on small screens. */
  label: string;
  /** Amounts and dates sit at the end of their columns from md up. */
  end?: boolean;
  /** The cell leads its stacked row (the description): no label, full width. */
  lead?: boolean;
  children: ReactNode;
}

export const StackedCell = ({ label, end = false, lead = false, children, ...props }: StackedCellProps) => (
  <Table.Cell
    display={{ base: 'flex', md: 'table-cell' }}
    justifyContent="space-between"
    alignItems="baseline"
    gap="3"
    textAlign={{ base: 'start', md: end ? 'end' : 'start' }}
    borderBottomWidth={{ base: '0', md: '1px' }}
    py={{ base: '0', md: '2' }}
    fontWeight={{ base: lead ? '600' : undefined, md: 'inherit' }}
    {...props}
  >
    {!lead && (
      <Text as="span" hideFrom="md" color="fg.muted" fontSize="xs" textTransform="uppercase" letterSpacing="wider">
        {label}
      </Text>
    )}
    <Text as="span" textAlign={lead ? 'start' : 'end'} overflowWrap="anywhere">
      {children}
    </Text>
  </Table.Cell>
);

/** The header row: hidden below md, where each cell names itself. */
export const StackedHeader = ({ columns }: { columns: readonly { label: string; end?: boolean }[] }) => (
  <Table.Header hideBelow="md">
    <Table.Row>
      {columns.map((column) => (
        <Table.ColumnHeader key={column.label} textAlign={column.end ? 'end' : undefined}>
          {column.label}
        </Table.ColumnHeader>
      ))}
    </Table.Row>
  </Table.Header>
);
