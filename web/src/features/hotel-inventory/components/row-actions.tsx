import { HStack, IconButton, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuEye, LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';

/** What an icon does: run a handler on this page, or open a page of its own (a path). */
type RowAction = (() => void) | string;

interface RowActionsProps {
  /** Names the row for screen readers: "View Sunset cruise". */
  name: string;
  /** Left out where the row has no details to show (rooms). */
  view?: RowAction;
  edit: RowAction;
  onDelete: () => void;
}

const ActionIcon = ({ action, label, title, children }: { action: RowAction; label: string; title: string; children: ReactNode }) =>
  typeof action === 'string' ? (
    <IconButton asChild size="sm" variant="ghost" aria-label={label} title={title}>
      <RouterLink to={action}>{children}</RouterLink>
    </IconButton>
  ) : (
    <IconButton size="sm" variant="ghost" aria-label={label} title={title} onClick={action}>
      {children}
    </IconButton>
  );

/** View (details popup or page), edit (the form above or its page) and delete, as icons that keep the row on one line. */
export const RowActions = ({ name, view, edit, onDelete }: RowActionsProps) => (
  <HStack gap="0.5" justify="flex-end">
    {view && (
      <ActionIcon action={view} label={`View ${name}`} title="View">
        <LuEye />
      </ActionIcon>
    )}
    <ActionIcon action={edit} label={`Edit ${name}`} title="Edit">
      <LuPencil />
    </ActionIcon>
    <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${name}`} title="Delete" onClick={onDelete}>
      <LuTrash2 />
    </IconButton>
  </HStack>
);

/** The row's last cell: its actions. */
export const ActionsCell = (props: RowActionsProps) => (
  <Table.Cell>
    <RowActions {...props} />
  </Table.Cell>
);
