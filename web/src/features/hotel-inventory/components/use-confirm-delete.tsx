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
  /** What the dialog adds under its question for this target (what else is deleted with it). */
  details?: (target: DeleteTarget) => ReactNode;
}

/**
 * Delete after the spec's confirmation dialog (admin spec section 4): `ask(target)` opens it
 * (render `dialog`); it closes whether the delete worked or not, and a toast says which.
 */
export const useConfirmDelete = ({ run, success, failure, onDeleted, details }: ConfirmDeleteOptions) => {
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
    <ConfirmDeleteDialog
      name={target?.name ?? null}
      busy={busy}
      details={target && details ? details(target) : undefined}
      onCancel={() => setTarget(null)}
      onConfirm={() => void confirm()}
    />
  );
  return { ask: setTarget, dialog };
};
