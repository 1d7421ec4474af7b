import { HStack, IconButton } from '@chakra-ui/react';
import { LuEye, LuPencil, LuTrash2 } from 'react-icons/lu';

interface RowActionsProps {
  /** Names the row for screen readers: "View Sunset cruise". */
  name: string;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** View (details popup), edit (fills the form above) and delete, as icons that keep the row on one line. */
export const RowActions = ({ name, onView, onEdit, onDelete }: RowActionsProps) => (
  <HStack gap="0.5" justify="flex-end">
    <IconButton size="sm" variant="ghost" aria-label={`View ${name}`} title="View" onClick={onView}>
      <LuEye />
    </IconButton>
    <IconButton size="sm" variant="ghost" aria-label={`Edit ${name}`} title="Edit" onClick={onEdit}>
      <LuPencil />
    </IconButton>
    <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${name}`} title="Delete" onClick={onDelete}>
      <LuTrash2 />
    </IconButton>
  </HStack>
);
