/** Admin spec section 9: toasts close after 3000 ms on the hotel list, 1000 ms on the hotel forms. */
export const HOTEL_LIST_TOAST_MS = 3000;
export const HOTEL_FORM_TOAST_MS = 1000;
/** Not in the spec: a list page like the hotel list, so its toasts last as long. */
export const RESERVATIONS_TOAST_MS = 3000;

/** Suggestions for the free-text hotel type (admin spec section 3: "such as Hotel, Resort"). */
export const HOTEL_TYPE_SUGGESTIONS = [
  'Hotel',
  'Resort',
  'Lodge',
  'Guest House',
  'Bed and Breakfast',
  'Boutique Hotel',
  'Apartment',
] as const;

/** Admin spec section 8 (Hotels), plus the texts this feature adds where the spec has none. */
export const messages = {
  loadHotelsFailed: 'Failed to fetch hotels',
  notAuthenticated: 'User not authenticated.',
  loadingHotels: 'Loading hotels...',
  noHotels: 'No hotels yet. Add your first hotel to start managing rooms, rates and reservations.',
  deleted: 'Hotel deleted successfully',
  deleteFailed: 'Failed to delete hotel. Please try again.',
  loadHotelFailed: 'Failed to fetch hotel data',
  hotelNotFound: 'Hotel not found.',
  created: 'Hotel created successfully!',
  createFailed: 'Failed to create hotel.',
  updated: 'Hotel updated successfully!',
  updateFailed: 'Failed to update hotel.',
  // Review of hotels registered by their managers (agency admins decide)
  awaitingReview: 'Awaiting review',
  rejected: 'Rejected',
  approved: 'Hotel approved: it is now on the public site.',
  rejectedToast: 'Hotel rejected: it stays off the public site.',
  reviewFailed: 'Failed to save the review. Please try again.',
  // Managers panel (agency admins)
  loadManagersFailed: 'Failed to load hotel managers.',
  managerAssigned: 'Manager assigned.',
  managerAssignFailed: 'Failed to assign the manager.',
  managerRemoved: 'Manager removed from this hotel.',
  managerRemoveFailed: 'Failed to remove the manager.',
  // Reservations
  loadReservationsFailed: 'Failed to fetch reservations.',
  noReservations: 'No reservations yet.',
  confirmed: 'Reservation confirmed.',
  confirmFailed: 'Failed to confirm reservation.',
  cancelled: 'Reservation cancelled.',
  cancelFailed: 'Failed to cancel reservation.',
} as const;

/** Shown by the save button when the form's own checks fail (the fields say what is wrong). */
