import { Button, Dialog, Text, type ButtonProps } from '@chakra-ui/react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, which names the dialog for assistive technology ("Decline EQ-TRP333?"). */
  title: ReactNode;
  /** What happens when confirmed, under the question. */
  children: ReactNode;
  confirmLabel: ReactNode;
  /** The confirm button's text while `busy` ("Deleting..."); without it the button keeps its label beside the spinner. */
  busyLabel?: string;
  cancelLabel?: ReactNode;
  confirmPalette?: ButtonProps['colorPalette'];
  /** While the confirmed action runs: the dialog stays open, Cancel and Escape do nothing. */
  busy?: boolean;
  /**
   * The confirmation leaves the page (Leave, Sign out everywhere): the new page's focus handling
   * (app/route-focus.ts) places the keyboard, so the dialog does not pick a fallback of its own.
   */
  navigatesOnConfirm?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Where the keyboard goes when the dialog closes: back to the button that opened it, or, when that
 * button went with what was confirmed (a deleted row), to the page's heading (made focusable for the
 * purpose), rather than to the top of the document.
 */
const returnTarget = (opener: Element | null): HTMLElement | null => {
  if (opener instanceof HTMLElement && opener.isConnected) return opener;
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
};

/**
 * Every "are you sure?" of the site (twenty's ConfirmationModal): an alertdialog with a title, a body,
 * Cancel and the confirm button, a busy state, and the focus given back to whatever opened it.
 */
export const ConfirmDialog = ({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  confirmPalette = 'red',
  busy = false,
  navigatesOnConfirm = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) => {
  // The element that had the focus when the dialog opened (the row's Delete button, the link clicked).
  const opener = useRef<Element | null>(null);
  const confirmed = useRef(false);
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = document.activeElement;
    confirmed.current = false;
  }, [open]);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      placement="center"
      // Undefined leaves Chakra's own choice: the element focused before the dialog opened.
      finalFocusEl={() => (navigatesOnConfirm && confirmed.current ? null : returnTarget(opener.current))}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
    >
      <DialogFrame
        title={title}
        footer={
          <>
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button
              colorPalette={confirmPalette}
              onClick={() => {
                confirmed.current = true;
                onConfirm();
              }}
              loading={busy}
              loadingText={busyLabel}
            >
              {confirmLabel}
            </Button>
          </>
        }
      >
        {children}
      </DialogFrame>
    </Dialog.Root>
  );
};

interface ConfirmDeleteDialogProps {
  /** What is about to go, named in the question; null keeps the dialog closed. */
  name: string | null;
  busy?: boolean;
  /** What else goes with it (a room type's rooms and rates), under the question. */
  details?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The admin spec's deletion dialog: Confirm Deletion, the name, "This action cannot be undone.", Cancel and Delete. */
export const ConfirmDeleteDialog = ({ name, busy = false, details, onCancel, onConfirm }: ConfirmDeleteDialogProps) => (
  <ConfirmDialog
    open={name !== null}
    title="Confirm Deletion"
    confirmLabel="Delete"
    busyLabel="Deleting..."
    busy={busy}
    onCancel={onCancel}
    onConfirm={onConfirm}
  >
    <Text>
      Delete <strong>{name}</strong>? This action cannot be undone.
    </Text>
    {details}
  </ConfirmDialog>
);
