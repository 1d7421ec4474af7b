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
  /** A form whose save stopped because a photo did not upload (the reason is under the photo). */
  notSaved: 'A photo could not be uploaded, so nothing was saved.',
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

/** The user stopped this upload (the per-file Cancel button): not a failure to report. */
export class UploadCancelled extends Error {
  constructor() {
    super('The upload was cancelled.');
    this.name = 'UploadCancelled';
  }
}

export interface UploadOptions {
  /** Called as the file's bytes leave the browser, with the part sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  /** Aborting it stops the upload; the promise then rejects with UploadCancelled. */
  signal?: AbortSignal;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** The API's answer as the uploaded photo, or the UploadError that explains the refusal. */
const toResult = (status: number, text: string): UploadedPhoto | UploadError => {
  const json = parseJson(text);
  if (status >= 200 && status < 300 && isUploadedPhoto(json)) return json;
  const error = (typeof json === 'object' && json !== null ? json : {}) as { message?: unknown; code?: unknown };
  const message =
    typeof error.message === 'string' && error.message.trim() !== ''
      ? error.message
      : status === 413
        ? uploadMessages.tooLarge
        : uploadMessages.failed;
  return new UploadError(message, status, typeof error.code === 'string' ? error.code : null);
};

/**
 * Uploads one photo to our own API (it replaces the spec's third-party image host). The bearer
 * token goes with it: only agency admins and hotel managers may upload. `upload_preset` is the old
 * host's field; the API accepts and ignores it.
 *
 * XMLHttpRequest rather than fetch: fetch reports no upload progress, and a 5 MB photo on a phone
 * connection takes long enough that a bar that moves is the difference between waiting and leaving.
 */
export const uploadPhoto = (file: File, token: string | null, { onProgress, signal }: UploadOptions = {}): Promise<UploadedPhoto> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCancelled());
      return;
    }
    const body = new FormData();
    body.append(UPLOAD_FIELD, file);
    body.append('upload_preset', 'upload');

    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);
    xhr.open('POST', UPLOAD_ENDPOINT);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      settle();
      const result = toResult(xhr.status, xhr.responseText);
      if (result instanceof UploadError) reject(result);
      else {
        onProgress?.(1);
        resolve(result);
      }
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new UploadError(uploadMessages.failed, null, null));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new UploadCancelled());
    });
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(body);
  });
