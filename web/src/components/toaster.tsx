import { createToaster } from '@chakra-ui/react';

/** Public spec section 9: a form's success or failure toast closes after 2 seconds. */
export const FORM_TOAST_MS = 2000;

/**
 * The app's one toast queue. Spec section 9: top right, 5 seconds unless a toast says otherwise
 * (form toasts pass FORM_TOAST_MS). Only the queue lives here; what draws the toasts
 * (toaster-view.tsx, Chakra's toast machinery) is loaded with the first toast, so pages that never
 * show one do not download it.
 */
export const toaster = createToaster({
  placement: 'top-end',
  duration: 5000,
  pauseOnPageIdle: true,
});
