/**
 * Photos: how many a package, hotel or room type may have, and which addresses may be shown.
 */

/** Photos per package, hotel or room type (admin spec §5). */
export const MAX_PHOTOS = 8;

/** The spec's wording when a form is given more photos than it takes. */
export const maxPhotosMessage = (max: number = MAX_PHOTOS): string => `You can upload a maximum of ${max} photos.`;

/** Longest photo address a hotel takes. */
export const MAX_PHOTO_URL_LENGTH = 2048;

/**
 * Photos of packages and room types: our uploads (/uploads/<name>), the demo photos the web app ships
 * (/photos/...), or https addresses. Anything else (javascript:, data:, paths that climb out with ..) is refused.
 */
export const PHOTO_URL = /^(\/(uploads|photos)\/[A-Za-z0-9._-]+|https:\/\/[^\s<>"']+)$/;
export const PHOTO_URL_MESSAGE = 'Photos must be uploaded images (/uploads/...), demo photos (/photos/...) or https:// addresses.';

/**
 * Hotel photos take plain http addresses too (hotels registered before the https rule kept theirs), and a
 * file name may not start with a dot.
 */
export const HOTEL_PHOTO_URL = /^(\/(uploads|photos)\/[A-Za-z0-9_-][A-Za-z0-9._-]*|https?:\/\/[^\s<>"'\\]+)$/;
export const HOTEL_PHOTO_URL_MESSAGE =
  'Photos must be uploaded images (/uploads/...), demo photos (/photos/...) or http(s):// addresses.';
