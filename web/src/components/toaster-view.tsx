import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { toaster } from './toaster';

/**
 * Renders the toasts of the app's queue; the app mounts it through DeferredToaster (providers). It is
 * silent for screen readers (aria-live off on the group and on each toast): ToastAnnouncer, in the
 * page from the start, reads every toast once; this region only appears with the first toast, too
 * late for that one to be heard.
 */
export const Toaster = () => (
  <Portal>
    <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-live="off">
      {(toast) => (
        <Toast.Root width={{ md: 'sm' }} aria-live="off">
          {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          </Stack>
          {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
          {toast.closable !== false && <Toast.CloseTrigger />}
        </Toast.Root>
      )}
    </ChakraToaster>
  </Portal>
);
