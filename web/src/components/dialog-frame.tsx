import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DialogFrameProps {
  title: ReactNode;
  children: ReactNode;
  /** The dialog's buttons. */
  footer: ReactNode;
}

/**
 * The inside of every centred dialog of the site (a confirmation, a record's details): backdrop, the
 * card with its title, body and buttons. The caller's `Dialog.Root` says when it is open and where the
 * focus returns.
 */
export const DialogFrame = ({ title, children, footer }: DialogFrameProps) => (
  <Portal>
    <Dialog.Backdrop />
    <Dialog.Positioner>
      <Dialog.Content mx="4">
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>{children}</Dialog.Body>
        <Dialog.Footer>{footer}</Dialog.Footer>
      </Dialog.Content>
    </Dialog.Positioner>
  </Portal>
);
