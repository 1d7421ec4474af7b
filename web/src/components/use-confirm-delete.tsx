import { useState, type ReactNode } from 'react';
import { getErrorMessage } from '../lib/errors';
import { ConfirmDeleteDialog } from './confirm-dialog';
import { toaster } from './toaster';

export interface DeleteTarget {
  id: string;
  /** How the dialog's question names it. */
  name: string;
}

interface ConfirmDeleteOptions {
  /** Deletes and updates the cache (the feature's mutation hook owns that); a throw is reported as `failure`. */
  run: (id: string) => Promise<unknown>;
  /** The success and failure toasts' titles, and how long the toasts stay (each admin area's spec says). */
  success: string;
  failure: string;
  toastMs: number;
  onDeleted?: (target: DeleteTarget) => void;
  /** What the dialog adds under its question for this target (what else is deleted with it). */
  details?: (target: DeleteTarget) => ReactNode;
}

/**
 * Delete after the spec's confirmation dialog (admin spec section 4), for every admin list, form and
 * view: `ask(target)` opens it (render `dialog`); it closes whether the delete worked or not, and a
 * toast says which, with the server's own reason under a failure.
 */
export const useConfirmDelete = ({ run, success, failure, toastMs, onDeleted, details }: ConfirmDeleteOptions) => {
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!target || busy) return;
    setBusy(true);
    try {
      await run(target.id);
      toaster.create({ type: 'success', title: success, duration: toastMs });
      onDeleted?.(target);
    } catch (caught) {
      const reason = getErrorMessage(caught, '');
      toaster.create({ type: 'error', title: failure, description: reason && reason !== failure ? reason : undefined, duration: toastMs });
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
