import { useMutation } from '@apollo/client/react';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { getCurrentHotelId, setCurrentHotelId } from '../../../lib/current-hotel';
import { HOTEL_LIST_TOAST_MS, messages } from '../constants';
import { AdminDeleteHotelMutation, AdminManagedHotelsQuery } from '../graphql';

/**
 * Admin spec section 4, "Delete hotel": open the confirmation, delete, reload the list, close the
 * dialog (whether the delete worked or not); a toast says which. `ask({ id, name })` opens it; render `dialog`.
 */
export const useDeleteHotel = () => {
  const [deleteHotel] = useMutation(AdminDeleteHotelMutation);
  return useConfirmDelete({
    run: async (id) => {
      await deleteHotel({ variables: { id }, refetchQueries: [AdminManagedHotelsQuery], awaitRefetchQueries: true });
      // The pages scoped to the current hotel must not keep working on one that is gone.
      if (getCurrentHotelId() === id) setCurrentHotelId(null);
    },
    success: messages.deleted,
    failure: messages.deleteFailed,
    toastMs: HOTEL_LIST_TOAST_MS,
  });
};
