import { useMutation } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { toaster } from '../../../components/toaster';
import { getErrorMessage } from '../../../lib/errors';
import { ConfirmDeleteDialog } from '../../admin-packages/components/confirm-delete-dialog';
import { HOTEL_LIST_TOAST_MS, messages } from '../constants';
import { getCurrentHotelId, setCurrentHotelId } from '../current-hotel';
import { AdminDeleteHotelMutation, AdminManagedHotelsQuery } from '../graphql';

export interface HotelDeleteTarget {
  id: string;
  name: string;
}

/**
 * Admin spec section 4, "Delete hotel": open the confirmation, delete, reload the list, close the
 * dialog (whether the delete worked or not); a toast says which. `ask(hotel)` opens it; render `dialog`.
 */
export const useDeleteHotel = () => {
  const [target, setTarget] = useState<HotelDeleteTarget | null>(null);
  const [deleteHotel, { loading }] = useMutation(AdminDeleteHotelMutation);

  const confirm = async () => {
    if (!target) return;
    try {
      await deleteHotel({
        variables: { id: target.id },
        refetchQueries: [AdminManagedHotelsQuery],
        awaitRefetchQueries: true,
      });
      // The pages scoped to the current hotel must not keep working on one that is gone.
      if (getCurrentHotelId() === target.id) setCurrentHotelId(null);
      toaster.create({ type: 'success', title: messages.deleted, duration: HOTEL_LIST_TOAST_MS });
    } catch (caught) {
      const reason = getErrorMessage(caught, '');
      toaster.create({
        type: 'error',
        title: messages.deleteFailed,
        description: reason || undefined,
        duration: HOTEL_LIST_TOAST_MS,
      });
    } finally {
      setTarget(null);
    }
  };

  const dialog: ReactNode = (
    <ConfirmDeleteDialog
      name={target?.name ?? null}
      busy={loading}
      onCancel={() => setTarget(null)}
      onConfirm={() => void confirm()}
    />
  );
  return { ask: setTarget, dialog };
};
