import { useMutation } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { toaster } from '../../../components/toaster';
import { getErrorMessage } from '../../../lib/errors';
import { forgetPackage } from '../cache';
import { ADMIN_FORM_TOAST_MS, messages } from '../constants';
import { DeletePackageMutation } from '../graphql';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

export interface DeleteTarget {
  id: string;
  title: string;
}

/**
 * Delete with confirmation, shared by the table, the form and the views: `ask(pkg)` opens the
 * dialog (render `dialog`); the dialog closes whether the delete worked or not, and a toast says which.
 */
export const useDeletePackage = ({ onDeleted }: { onDeleted?: (target: DeleteTarget) => void } = {}) => {
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const [deletePackage, { loading }] = useMutation(DeletePackageMutation);

  const confirm = async () => {
    if (!target) return;
    try {
      await deletePackage({
        variables: { id: target.id },
        update: (cache) => forgetPackage(cache, target.id),
      });
      toaster.create({ type: 'success', title: messages.deleted, duration: ADMIN_FORM_TOAST_MS });
      onDeleted?.(target);
    } catch (caught) {
      const reason = getErrorMessage(caught, '');
      toaster.create({
        type: 'error',
        title: messages.deleteFailed,
        description: reason || undefined,
        duration: ADMIN_FORM_TOAST_MS,
      });
    } finally {
      setTarget(null);
    }
  };

  const dialog: ReactNode = (
    <ConfirmDeleteDialog
      name={target?.title ?? null}
      busy={loading}
      onCancel={() => setTarget(null)}
      onConfirm={() => void confirm()}
    />
  );
  return { ask: setTarget, dialog };
};
