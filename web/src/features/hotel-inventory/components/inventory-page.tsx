import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/admin/page-header';
import { Panel } from './form-bits';
import { InventoryTable, type InventoryTableProps } from './inventory-table';

interface InventoryPageProps extends Omit<InventoryTableProps, 'children'> {
  title: string;
  description: string;
  /** Beside the title: a link to the sibling page (rates and rate types). */
  actions?: ReactNode;
  /** The form's card: its heading, its name for assistive technology (the heading when left out), the form. */
  formTitle: string;
  formLabel?: string;
  form: ReactNode;
  /** The list's card. */
  listTitle: string;
  listLabel: string;
  /** Inside the list's card, above the table (filters) and below it (a note). */
  aboveList?: ReactNode;
  belowList?: ReactNode;
  /** The table's rows. */
  children: ReactNode;
  /** The page's dialogs (details, delete confirmation). */
  dialogs?: ReactNode;
}

/**
 * Every inventory list page of the current hotel: the header, the add/edit form's card, and the list's
 * card with its loading, failure and empty states; then the page's dialogs.
 */
export const InventoryPage = ({
  title,
  description,
  actions,
  formTitle,
  formLabel,
  form,
  listTitle,
  listLabel,
  aboveList,
  belowList,
  children,
  dialogs,
  ...table
}: InventoryPageProps) => (
  <Stack gap="6">
    <PageHeader title={title} description={description} actions={actions} />
    <Panel title={formTitle} label={formLabel}>
      {form}
    </Panel>
    <Panel title={listTitle} label={listLabel}>
      {aboveList}
      <InventoryTable {...table}>{children}</InventoryTable>
      {belowList}
    </Panel>
    {dialogs}
  </Stack>
);
