import { randomUUID } from 'node:crypto';

/**
 * The only names the upload service ever writes. Anything asked for under /uploads that does not have this
 * exact form is answered 404 before it reaches a folder or a bucket: no `..`, no slash (encoded or not), no
 * dot-file, no other key of a bucket that may be shared with something else.
 */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-thumb)?\.webp$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** A new pair of names for one photo: the display version and its thumbnail. */
export function newPhotoNames(): { display: string; thumbnail: string } {
  const id = randomUUID();
  return { display: `${id}.webp`, thumbnail: `${id}-thumb.webp` };
}
