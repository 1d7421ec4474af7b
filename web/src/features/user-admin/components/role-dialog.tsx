import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
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
  <Dialog.Root
    role="alertdialog"
    open={change !== null}
    placement="center"
    onOpenChange={(details) => {
      if (!details.open && !busy) onCancel();
    }}
  >
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content mx="4">
          <Dialog.Header>
            <Dialog.Title>{change ? roleQuestion(change.username, change.role) : ''}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="3">
              <Text>{change?.username} will be signed out everywhere and signs in again with the new role.</Text>
              {error && <ErrorState>{error}</ErrorState>}
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button colorPalette="brand" onClick={onConfirm} loading={busy} loadingText="Changing...">
              Change role
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
