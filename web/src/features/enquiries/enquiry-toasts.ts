import { FORM_TOAST_MS, toaster } from '../../components/toaster';
import { getErrorMessage, getFieldErrors } from '../../lib/errors';

/** Public spec §8: the insurance and contact forms' toasts. */
export const MESSAGE_SENT_TEXT = 'Your message has been sent successfully';
export const MESSAGE_FAILED_TEXT = 'Your message failed, please try again';
/** Public spec §7/§8: the trip plan (an "e-mail form" in the spec) keeps the e-mail form's texts. */
export const EMAIL_SENT_TEXT = 'Email sent successfully!';
export const EMAIL_FAILED_TEXT = 'Failed to send email. Please try again.';

/** "{server message} Your message failed, please try again", or the bare text when the server gave none. */
export const messageFailedText = (error: unknown): string => {
  const message = getErrorMessage(error, '').trim();
  return message ? `${message} ${MESSAGE_FAILED_TEXT}` : MESSAGE_FAILED_TEXT;
};

/** Spec §8/§9: auto-close after 2 s. Chakra's toasts draw no progress bar, as the spec wants. */
export const toastSuccess = (title: string) => toaster.create({ type: 'success', title, duration: FORM_TOAST_MS });

/**
 * The failure toast. The server's message goes in the description when the title does not already
 * carry it (the trip plan's fixed text): a rate limit or a refused field still says what happened.
 */
export const toastFailure = (title: string, error: unknown) => {
  const serverMessage = getErrorMessage(error, '').trim();
  const description = serverMessage && !title.includes(serverMessage) ? serverMessage : undefined;
  toaster.create({ type: 'error', title, description, duration: FORM_TOAST_MS });
};

export { getFieldErrors };
