import { useMutation } from '@apollo/client/react';
import { useConfirmDelete, type DeleteTarget } from '../../../components/use-confirm-delete';
import { forgetPackage } from '../cache';
import { ADMIN_FORM_TOAST_MS, messages } from '../constants';
import { DeletePackageMutation } from '../graphql';

/**
 * Delete with confirmation, shared by the table, the form and the views: `ask({ id, name })` opens the
 * dialog (render `dialog`); the dialog closes whether the delete worked or not, and a toast says which.
 */
export const useDeletePackage = ({ onDeleted }: { onDeleted?: (target: DeleteTarget) => void } = {}) => {
  const [deletePackage] = useMutation(DeletePackageMutation);
  return useConfirmDelete({
    run: (id) => deletePackage({ variables: { id }, update: (cache) => forgetPackage(cache, id) }),
    success: messages.deleted,
    failure: messages.deleteFailed,
    toastMs: ADMIN_FORM_TOAST_MS,
    onDeleted,
  });
};
