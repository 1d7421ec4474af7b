import { createToaster } from '@chakra-ui/react';

/** Public spec section 9: a form's success or failure toast closes after 2 seconds. */
export const FORM_TOAST_MS = 2000;
/** Public spec section 9: any other toast closes after 5 seconds, top right ("top-end" in Chakra). */
export const DEFAULT_TOAST_MS = 5000;
export const TOAST_PLACEMENT = 'top-end';

/**
 * The app's one toast queue. Spec section 9: top right, 5 seconds unless a toast says otherwise
 * (form toasts pass FORM_TOAST_MS). Only the queue lives here; what draws the toasts
 * (toaster-view.tsx, Chakra's toast machinery) is loaded with the first toast, so pages that never
 * show one do not download it.
 */
export const toaster = createToaster({
  placement: TOAST_PLACEMENT,
  duration: DEFAULT_TOAST_MS,
  pauseOnPageIdle: true,
});
