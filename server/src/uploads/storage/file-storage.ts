import type { Readable } from 'node:stream';

/**
 * Where uploaded photos live. The upload service writes through this interface only, so one process on a
 * laptop keeps them in a folder (LocalFileStorage) and several app servers share a bucket (S3FileStorage)
 * without the rest of the code knowing which.
 *
 * Names are ours, never the client's: a random UUID plus `.webp` or `-thumb.webp` (stored-names.ts), so a
 * name is never reused and its bytes never change, which is what lets every layer cache them for good.
 */
export interface FileStorage {
  /** For logs and /ready. */
  readonly kind: 'local' | 's3';
  /** Stores the whole file under `name`, or throws and leaves nothing readable under that name. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The file streamed, with what an HTTP answer needs; undefined when there is no such file. */
  get(name: string): Promise<StoredFile | undefined>;
  /** Removes the file; removing one that is not there is not an error. */
  delete(name: string): Promise<void>;
  /**
   * Where a browser fetches the file: `/uploads/<name>` when this server serves it, or an absolute
   * address when the files are public somewhere else (a CDN in front of the bucket).
   */
  publicUrl(name: string): string;
  /**
   * Whether the storage answers within `timeoutMs`, for /ready. Only a storage the server can lose (a remote
   * service) has it; a folder of the machine is as up as the process.
   */
  probe?(timeoutMs: number): Promise<boolean>;
  /** Releases connections on shutdown. */
  close?(): void;
}

export interface StoredFile {
  /** Streamed: a photo is read once per cache miss and never held whole in the server's memory. */
  readonly body: Readable;
  readonly size: number;
  readonly contentType: string;
  readonly lastModified: Date | undefined;
  /** A strong validator the storage already has (S3's ETag); undefined lets Express compute its own. */
  readonly etag: string | undefined;
}

/** Nest injection token of the configured FileStorage (uploads.module.ts). */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** Where this server answers for uploaded files (outside the /api prefix), and the form of every stored photo URL. */
export const UPLOADS_URL_PATH = '/uploads';

/** Content types by the extensions we write (only WebP today); anything else is served as opaque bytes. */
export function contentTypeOf(name: string): string {
  return name.endsWith('.webp') ? 'image/webp' : 'application/octet-stream';
}

/** Cache-Control of every stored photo: a name is never reused, so its bytes never change. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Storages take one plain name, never a path: the callers pass names they made (stored-names.ts), and this
 * is the second lock on the same door should one ever pass something else.
 */
export function assertPlainName(name: string): void {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(name)) throw new Error(`Not a plain file name: ${JSON.stringify(name)}`);
}
