import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { loadOnFirstUse } from '../../common/load-on-first-use.js';
import type { S3Config } from '../../config/config.js';
import { assertPlainName, IMMUTABLE_CACHE_CONTROL, UPLOADS_URL_PATH, type FileStorage, type StoredFile } from './file-storage.js';

/**
 * Timeouts of every S3 call. The SDK's defaults wait for ever: a bucket behind a dead network route would
 * hold an admin's upload (and a visitor's photo request) until the browser gave up. `requestTimeout` runs
 * until the answer's headers arrive, not while a photo streams on to a slow browser.
 */
const REQUEST_HANDLER = { connectionTimeout: 3000, requestTimeout: 15_000, throwOnRequestTimeout: true } as const;

/**
 * The SDK (a few hundred milliseconds of module loading) is loaded by the first S3FileStorage, so a
 * server storing photos in its folder never loads it and `npm start` serves sooner.
 */
const s3Sdk = loadOnFirstUse<typeof import('@aws-sdk/client-s3')>('@aws-sdk/client-s3');

/**
 * Photos as objects of one bucket, keyed by their plain name, for several app servers to share. Works with
 * AWS S3 and S3-compatible services (MinIO, Cloudflare R2, ...) through S3_ENDPOINT and path-style requests.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase: string | undefined;

  private readonly sdk = s3Sdk();

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.publicBase = config.publicUrl;
    this.client = new this.sdk.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // Unset: the SDK's own chain (AWS_* variables, shared profile, container or instance role).
      credentials: config.credentials,
      requestHandler: REQUEST_HANDLER,
      // Checksums only where S3 requires them. Since early 2025 the SDK adds CRC32 checksums to every upload
      // by default, which several S3-compatible services refuse or mishandle; S3 itself still checks the
      // body against its signature.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    assertPlainName(name);
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: name,
        Body: data,
        ContentLength: data.length,
        ContentType: contentType,
        // What a CDN or browser reading the bucket directly (S3_PUBLIC_URL) caches by: names are never
        // reused, so for good. No conditional write (If-None-Match: *): not every S3-compatible service
        // has it, and a random UUID name does not collide.
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
  }

  async get(name: string): Promise<StoredFile | undefined> {
    assertPlainName(name);
    let object;
    try {
      object = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: name }));
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
    // In Node the SDK answers with the HTTP response itself, a Readable; anything else would be a browser build.
    if (!(object.Body instanceof Readable)) throw new Error(`S3 answered ${name} without a readable body.`);
    return {
      body: object.Body,
      size: object.ContentLength ?? 0,
      contentType: object.ContentType ?? 'application/octet-stream',
      lastModified: object.LastModified,
      etag: object.ETag,
    };
  }

  async delete(name: string): Promise<void> {
    assertPlainName(name);
    // S3 answers 204 whether or not the key existed.
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
  }

  publicUrl(name: string): string {
    return this.publicBase ? `${this.publicBase}/${encodeURIComponent(name)}` : `${UPLOADS_URL_PATH}/${name}`;
  }

  /** Whether the bucket answers (and our credentials may reach it) within `timeoutMs`: for /ready. */
  async probe(timeoutMs: number): Promise<boolean> {
    try {
      await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
      return true;
    } catch {
      return false;
    }
  }

  /** Closes the client's kept-alive connections (app shutdown, tests). */
  close(): void {
    this.client.destroy();
  }
}

/** NoSuchKey, or a bare 404 (services and proxies that answer without S3's XML error body). */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof s3Sdk().S3ServiceException)) return false;
  // A missing bucket is a broken configuration, not a missing photo: let it fail as the storage being away.
  if (error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}
