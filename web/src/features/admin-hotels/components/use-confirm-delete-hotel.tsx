import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { HOTEL_LIST_TOAST_MS, messages } from '../constants';
import { useDeleteHotel } from '../mutations';

/**
 * Admin spec section 4, "Delete hotel": open the confirmation, delete, reload the list, close the
 * dialog (whether the delete worked or not); a toast says which. `ask({ id, name })` opens it; render `dialog`.
 */
export const useConfirmDeleteHotel = () => {
  const deleteHotel = useDeleteHotel();
  return useConfirmDelete({
    run: deleteHotel,
    success: messages.deleted,
    failure: messages.deleteFailed,
    toastMs: HOTEL_LIST_TOAST_MS,
  });
};
