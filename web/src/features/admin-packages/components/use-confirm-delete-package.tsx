import { useConfirmDelete, type DeleteTarget } from '../../../components/use-confirm-delete';
import { ADMIN_FORM_TOAST_MS, messages } from '../constants';
import { useDeletePackage } from '../mutations';

/**
 * Delete with confirmation, shared by the table, the form and the views: `ask({ id, name })` opens the
 * dialog (render `dialog`); the dialog closes whether the delete worked or not, and a toast says which.
 */
export const useConfirmDeletePackage = ({ onDeleted }: { onDeleted?: (target: DeleteTarget) => void } = {}) => {
  const deletePackage = useDeletePackage();
  return useConfirmDelete({
    run: deletePackage,
    success: messages.deleted,
    failure: messages.deleteFailed,
    toastMs: ADMIN_FORM_TOAST_MS,
    onDeleted,
  });
};
