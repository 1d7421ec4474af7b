import { Table, type TableScrollAreaProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AdminColumn {
  label: string;
  /** Numbers and the actions sit at the end of their cells. */
  end?: boolean;
}

interface AdminTableProps extends Omit<TableScrollAreaProps, 'children' | 'columns'> {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly (string | AdminColumn)[];
  /** Rows highlight under the pointer (lists whose rows lead somewhere). */
  interactive?: boolean;
  /** Inside the frame, before the table (an announcement while the first page loads). */
  before?: ReactNode;
  /** Dims the rows while the next page loads. */
  bodyOpacity?: number;
  /** The rows. */
  children: ReactNode;
}

/**
 * The table of the admin list pages (hotels, packages, reservations, the inbox): a framed, scrolling
 * table with a screen-reader caption and its column headers; the last column, when it sits at the
 * end (the actions), keeps its heading off the frame's edge.
 */
export const AdminTable = ({ caption, columns, interactive, before, bodyOpacity, children, ...frame }: AdminTableProps) => (
  <Table.ScrollArea borderWidth="1px" borderRadius="xl" bg="bg" {...frame}>
    {before}
    <Table.Root size="sm" interactive={interactive}>
      <Table.Caption captionSide="top" srOnly>
        {caption}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          {columns.map((column, index) => {
            const { label, end } = typeof column === 'string' ? { label: column, end: false } : column;
            return (
              <Table.ColumnHeader
                key={label}
                textAlign={end ? 'end' : undefined}
                pe={end && index === columns.length - 1 ? '4' : undefined}
              >
                {label}
              </Table.ColumnHeader>
            );
          })}
        </Table.Row>
      </Table.Header>
      <Table.Body opacity={bodyOpacity}>{children}</Table.Body>
    </Table.Root>
  </Table.ScrollArea>
);
