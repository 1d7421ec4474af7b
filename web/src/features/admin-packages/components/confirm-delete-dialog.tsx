import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

interface ConfirmDeleteDialogProps {
  /** What is about to go, named in the question; null keeps the dialog closed. */
  name: string | null;
  busy?: boolean;
  /** What else goes with it (a room type's rooms and rates), under the question. */
  details?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Where the keyboard goes when the dialog closes: back to the button that opened it, or, when that
 * button went with the deleted row, to the page's heading (made focusable for the purpose), rather
 * than to the top of the document.
 */
const returnTarget = (opener: Element | null): HTMLElement | null => {
  if (opener instanceof HTMLElement && opener.isConnected) return opener;
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
};

/** The admin spec's deletion dialog: Confirm Deletion, the name, "This action cannot be undone.", Cancel and Delete. */
export const ConfirmDeleteDialog = ({ name, busy = false, details, onCancel, onConfirm }: ConfirmDeleteDialogProps) => {
  const open = name !== null;
  // The element that had the focus when the dialog opened (the row's Delete button).
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      placement="center"
      finalFocusEl={() => returnTarget(opener.current)}
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
              {details}
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
};
