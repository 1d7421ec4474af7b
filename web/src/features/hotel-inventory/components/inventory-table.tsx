import { Button, HStack, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { TableSkeleton } from '../../../components/skeletons';

export interface Column {
  label: string;
  /** Numbers and the actions sit at the end of their cells. */
  end?: boolean;
}

export interface InventoryTableProps {
  /** The list query as it stands: loading and failure show only while there is nothing to show. */
  query: { data?: unknown; loading: boolean; error?: unknown };
  count: number;
  loadingText: string;
  /** The spec's texts for a failed load and an empty list. */
  loadFailed: string;
  none: string;
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly Column[];
  /** A long list (rates) scrolls inside its card with the header kept in view. */
  tall?: boolean;
  children: ReactNode;
}

/** The list of an inventory page: loading, the load failure, the empty list, or the table of rows. */
export const InventoryTable = ({ query, count, loadingText, loadFailed, none, caption, columns, tall, children }: InventoryTableProps) => {
  if (query.loading && !query.data) return <TableSkeleton label={loadingText} columns={columns.map((column) => column.label)} rows={4} />;
  if (query.error && !query.data) return <ErrorState>{loadFailed}</ErrorState>;
  if (count === 0) return <EmptyState>{none}</EmptyState>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" maxH={tall ? 'xl' : undefined}>
      <Table.Root size="sm" interactive stickyHeader={tall}>
        <Table.Caption captionSide="top" srOnly>
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.label} textAlign={column.end ? 'end' : undefined}>
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
};

interface FormActionsProps {
  saving: boolean;
  submitLabel: string;
  /** Shown (as Cancel) only when given: in edit mode. */
  onCancel?: (() => void) | undefined;
  children?: ReactNode;
}

/** The submit button ("Saving..." while it works) and, when editing, Cancel. */
export const FormActions = ({ saving, submitLabel, onCancel, children }: FormActionsProps) => (
  <HStack gap="3" flexWrap="wrap">
    <Button type="submit" loading={saving} loadingText="Saving...">
      {submitLabel}
    </Button>
    {onCancel && (
      <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
    )}
    {children}
  </HStack>
);
