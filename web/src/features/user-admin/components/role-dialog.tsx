import { Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/page-states';
import type { Role } from '../../../gql/graphql';
import { roleQuestion } from '../roles';

export interface PendingRoleChange {
  userId: string;
  username: string;
  role: Role;
}

interface RoleDialogProps {
  /** The change awaiting confirmation; null keeps the dialog closed. */
  change: PendingRoleChange | null;
  busy: boolean;
  /** The server's refusal (the last agency admin, for one), shown in the dialog. */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Make thandi.m an agency admin?": a role change ends that account's sessions, so it is confirmed first. */
export const RoleDialog = ({ change, busy, error, onCancel, onConfirm }: RoleDialogProps) => (
  <ConfirmDialog
    open={change !== null}
    title={change ? roleQuestion(change.username, change.role) : ''}
    confirmLabel="Change role"
    busyLabel="Changing..."
    confirmPalette="brand"
    busy={busy}
    onCancel={onCancel}
    onConfirm={onConfirm}
  >
    <Stack gap="3">
      <Text>{change?.username} will be signed out everywhere and signs in again with the new role.</Text>
      {error && <ErrorState>{error}</ErrorState>}
    </Stack>
  </ConfirmDialog>
);
