import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

interface ConfirmDeleteDialogProps {
  /** What is about to go, named in the question; null keeps the dialog closed. */
  name: string | null;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The admin spec's deletion dialog: Confirm Deletion, the name, "This action cannot be undone.", Cancel and Delete. */
export const ConfirmDeleteDialog = ({ name, busy = false, onCancel, onConfirm }: ConfirmDeleteDialogProps) => (
  <Dialog.Root
    role="alertdialog"
    open={name !== null}
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
            <Dialog.Title>Confirm Deletion</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Text>
              Delete <strong>{name}</strong>? This action cannot be undone.
            </Text>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText="Deleting...">
              Delete
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
