import { toaster } from '../../components/toaster';
import { getErrorMessage } from '../../lib/errors';
import { INVENTORY_TOAST_MS, REQUIRED_FIELDS_MESSAGE } from './constants';

/** The spec's success toast (1000 ms on these forms). */
export const notifySuccess = (title: string): void => {
  toaster.create({ type: 'success', title, duration: INVENTORY_TOAST_MS });
};

/**
 * The spec's failure toast, with the server's own reason underneath when it gave one (a conflict
 * such as "Room number 101 already exists in this hotel." says more than the generic title).
 * Returns that reason, or '' when there is none.
 */
export const notifyFailure = (title: string, caught?: unknown): string => {
  const reason = caught === undefined ? '' : getErrorMessage(caught, '');
  toaster.create({
    type: 'error',
    title,
    description: reason && reason !== title ? reason : undefined,
    duration: INVENTORY_TOAST_MS,
  });
  return reason;
};

/** Admin spec section 5: the warning of a form sent with required fields empty (or otherwise invalid). */
export const warnInvalid = (message: string = REQUIRED_FIELDS_MESSAGE): void => {
  toaster.create({ type: 'warning', title: message, duration: INVENTORY_TOAST_MS });
};
