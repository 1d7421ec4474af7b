import { useState } from 'react';
import { toaster } from '../../../components/toaster';
import { getErrorMessage } from '../../../lib/errors';
import { HOTEL_LIST_TOAST_MS, messages } from '../constants';
import { useReviewHotelMutation, type HotelVerdict } from '../mutations';

/**
 * An agency admin's Approve / Reject of a hotel awaiting review. The answer carries the hotel's id and
 * new status, so Apollo's cache updates the row in place; a toast says what happened.
 */
export const useReviewHotel = () => {
  const setVerdict = useReviewHotelMutation();
  const [busyId, setBusyId] = useState<string | null>(null);

  const review = async (hotelId: string, verdict: HotelVerdict) => {
    setBusyId(hotelId);
    try {
      await setVerdict(hotelId, verdict);
      toaster.create({ type: 'success', title: verdict === 'approve' ? messages.approved : messages.rejectedToast, duration: HOTEL_LIST_TOAST_MS });
    } catch (caught) {
      const reason = getErrorMessage(caught, '');
      toaster.create({ type: 'error', title: messages.reviewFailed, description: reason || undefined, duration: HOTEL_LIST_TOAST_MS });
    } finally {
      setBusyId(null);
    }
  };
  return { review, busyId };
};
