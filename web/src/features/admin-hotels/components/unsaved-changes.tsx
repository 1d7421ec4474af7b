import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes: an in-app navigation opens a dialog (Stay /
 * Leave), closing or reloading the tab gets the browser's own prompt. `allowNextNavigation()` lets a
 * save's own navigation through even though the values still differ from where they started.
 */
export const useUnsavedChangesPrompt = (dirty: boolean) => {
  const bypass = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const dialog = (
    <Dialog.Root
      role="alertdialog"
      open={blocker.state === 'blocked'}
      placement="center"
      onOpenChange={(details) => {
        if (!details.open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Leave without saving?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Your changes to this hotel have not been saved and will be lost.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => blocker.state === 'blocked' && blocker.reset()}>
                Stay
              </Button>
              <Button colorPalette="red" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
                Leave
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );

  return {
    dialog,
    allowNextNavigation: () => {
      bypass.current = true;
    },
  };
};
