import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

/** Public spec section 9: a form's success or failure toast closes after 2 seconds. */
export const FORM_TOAST_MS = 2000;

/**
 * The app's one toast queue. Spec section 9: top right, 5 seconds unless a toast says otherwise
 * (form toasts pass FORM_TOAST_MS).
 */
export const toaster = createToaster({
  placement: 'top-end',
  duration: 5000,
  pauseOnPageIdle: true,
});

/** Renders the toasts; mounted once, in the app's providers. */
export const Toaster = () => (
  <Portal>
    <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
      {(toast) => (
        <Toast.Root width={{ md: 'sm' }}>
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
