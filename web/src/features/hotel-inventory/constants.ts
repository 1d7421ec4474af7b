/** Admin spec section 9: toasts on these forms close after 1000 ms. */
export const INVENTORY_TOAST_MS = 1000;

/** Admin spec section 5: the one warning every form here gives when a required field is empty. */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';
/** Shown under each empty required field, so the warning says which ones. */
export const REQUIRED = 'Required.';

/** Admin spec section 8, word for word (including "Failed to create hotel." for a room type). */
export const roomTypeMessages = {
  created: 'Room Type created successfully!',
  createFailed: 'Failed to create hotel.',
  loadFailed: 'Failed to load room types.',
  loadOneFailed: 'Failed to load room type.',
  updated: 'Room Type updated successfully!',
  updateFailed: 'Failed to update room type.',
  deleted: 'Room type deleted successfully!',
  deleteFailed: 'Failed to delete room type. Please try again.',
  notFound: 'Room type not found.',
  none: 'No room types yet. Add the first one above.',
} as const;

export const roomMessages = {
  created: 'Room created successfully!',
  updated: 'Room updated successfully!',
  loadFailed: 'Failed to fetch rooms.',
  hotelsFailed: 'Failed to fetch hotels.',
  roomTypesFailed: 'Failed to fetch room types.',
  requestFailed: 'An error occurred while processing the request.',
  deleted: 'Room deleted successfully!',
  deleteFailed: 'Failed to delete room.',
  none: 'No rooms yet for this hotel.',
} as const;

export const amenityMessages = {
  added: 'Amenity added successfully!',
  addFailed: 'Failed to add amenity.',
  updated: 'Amenity updated successfully!',
  updateFailed: 'Failed to update amenity.',
  deleted: 'Amenity deleted successfully!',
  deleteFailed: 'Failed to delete amenity.',
  loadFailed: 'Failed to load amenities.',
  loadOneFailed: 'Failed to load amenity details.',
  notFound: 'Amenity not found.',
  none: 'No amenities yet.',
} as const;

export const activityMessages = {
  created: 'Activity created successfully!',
  updated: 'Activity updated successfully!',
  deleted: 'Activity deleted successfully!',
  loadFailed: 'Failed to fetch activities.',
  requestFailed: 'An error occurred while processing the request.',
  deleteFailed: 'An error occurred while trying to delete the activity.',
  none: 'No activities yet.',
} as const;

export const rateTypeMessages = {
  added: 'Rate Type added successfully!',
  updated: 'Rate Type updated successfully!',
  saveFailed: 'Failed to save rate type.',
  deleted: 'Rate Type deleted successfully!',
  deleteFailed: 'Failed to delete rate type.',
  loadFailed: 'Failed to load rate types.',
  confirmDelete: 'Are you sure you want to delete this rate type?',
  none: 'No rate types yet.',
} as const;

export const rateMessages = {
  noHotel: 'Hotel ID not found in localStorage.',
  added: 'Rate added successfully!',
  updated: 'Rate updated successfully!',
  deleted: 'Rate deleted successfully!',
  loadFailed: 'Failed to fetch rates.',
  requestFailed: 'An error occurred while processing the request.',
  deleteFailed: 'An error occurred while trying to delete the rate.',
  none: 'No rates yet.',
} as const;

export const NO_HOTEL_MESSAGE = 'Choose a hotel first: its room types, rooms, amenities, activities and rates are managed here.';
