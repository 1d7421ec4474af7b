/** What POST /api/uploads answers (201): site-relative URLs such as /uploads/<uuid>.webp. */
export interface UploadedPhoto {
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

export const UPLOAD_ENDPOINT = '/api/uploads';
/** The multipart field the server reads the photo from. */
export const UPLOAD_FIELD = 'file';

export const uploadMessages = {
  /** A network failure, or an answer that is not the API's JSON (a proxy's HTML error page...). */
  failed: 'The photo could not be uploaded. Please try again.',
  /** A proxy in front of the API may refuse a large body before the API can answer in JSON. */
  tooLarge: 'The photo is larger than 5 MB.',
} as const;

/** A refused upload, carrying the server's message (shown to the user as it is) and its code. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

const isUploadedPhoto = (value: unknown): value is UploadedPhoto =>
  typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string';

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    return null;
  }
};

/**
 * Uploads one photo to our own API (it replaces the spec's third-party image host). The bearer
 * token goes with it: only agency admins and hotel managers may upload. `upload_preset` is the old
 * host's field; the API accepts and ignores it.
 */
export const uploadPhoto = async (file: File, token: string | null, fetchImpl: typeof fetch = fetch): Promise<UploadedPhoto> => {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file);
  body.append('upload_preset', 'upload');
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetchImpl(UPLOAD_ENDPOINT, { method: 'POST', body, headers });
  } catch {
    throw new UploadError(uploadMessages.failed, null, null);
  }

  const json = await readJson(response);
  if (response.ok && isUploadedPhoto(json)) return json;

  const error = (typeof json === 'object' && json !== null ? json : {}) as { message?: unknown; code?: unknown };
  const message =
    typeof error.message === 'string' && error.message.trim() !== ''
      ? error.message
      : response.status === 413
        ? uploadMessages.tooLarge
        : uploadMessages.failed;
  throw new UploadError(message, response.status, typeof error.code === 'string' ? error.code : null);
};
