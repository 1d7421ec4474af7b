import { useState, type ReactNode } from 'react';
import { ConfirmDeleteDialog } from '../../admin-packages/components/confirm-delete-dialog';
import { notifyFailure, notifySuccess } from '../notify';

export interface DeleteTarget {
  id: string;
  name: string;
}

interface ConfirmDeleteOptions {
  run: (id: string) => Promise<unknown>;
  success: string;
  failure: string;
  onDeleted?: (target: DeleteTarget) => void;
}

/**
 * Delete after the spec's confirmation dialog (admin spec section 4): `ask(target)` opens it
 * (render `dialog`); it closes whether the delete worked or not, and a toast says which.
 */
export const useConfirmDelete = ({ run, success, failure, onDeleted }: ConfirmDeleteOptions) => {
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!target || busy) return;
    setBusy(true);
    try {
      await run(target.id);
      notifySuccess(success);
      onDeleted?.(target);
    } catch (caught) {
      notifyFailure(failure, caught);
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };

  const dialog: ReactNode = (
    <ConfirmDeleteDialog name={target?.name ?? null} busy={busy} onCancel={() => setTarget(null)} onConfirm={() => void confirm()} />
  );
  return { ask: setTarget, dialog };
};
