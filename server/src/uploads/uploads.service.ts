import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError, ErrorCode } from '../common/errors.js';
import { FILE_STORAGE, UPLOADS_URL_PATH, type FileStorage } from './storage/file-storage.js';
import { newPhotoNames } from './storage/stored-names.js';
import type { UploadedPhoto } from './uploaded-photo.model.js';
import { fileError, UploadMessages } from './upload-rules.js';
import { UploadLimits } from './upload-limits.js';

const WEBP = 'image/webp';

@Injectable()
export class UploadsService {
  private readonly logger = new Logger(UploadsService.name);

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly limits: UploadLimits,
  ) {}

  /**
   * Checks and re-encodes one photo, then stores it under new random names. Nothing is stored
   * unless the photo decoded; the client's file name never reaches a path or a key.
   *
   * The answer is always the site path `/uploads/<name>`, whatever the storage, and that is what the
   * forms save in the photos lists. This server answers every such path (app.module.ts): from the
   * folder, streamed from the bucket, or redirected to S3_PUBLIC_URL. So rows written before a switch
   * of storage (or of CDN) keep working without being rewritten, and the photo URL rules of hotels and
   * packages (`/uploads/...`) need no new host on their list.
   */
  async storePhoto(bytes: Buffer | undefined, accountId?: string): Promise<UploadedPhoto> {
    if (!bytes?.length) throw fileError(UploadMessages.NO_FILE);
    if (accountId) await this.limits.count(accountId);
    // No database work here: nothing is held while the image is decoded, and the queue bounds how many
    // decode at once (refusing, not queueing without end, past its length).
    // sharp and libvips load with the first upload, not at start-up (most processes never render a photo).
    const { renderPhoto } = await import('./photo-processing.js');
    const { display, thumbnail } = await this.limits.queue.run(() => renderPhoto(bytes));
    const names = newPhotoNames();
    // The thumbnail first: the display URL is the one saved, and it must never exist without its thumbnail.
    try {
      await this.storage.put(names.thumbnail, thumbnail.data, WEBP);
      await this.storage.put(names.display, display.data, WEBP);
    } catch (error) {
      await this.removeHalfStored([names.thumbnail, names.display]);
      throw this.storageUnavailable(error);
    }
    return {
      url: `${UPLOADS_URL_PATH}/${names.display}`,
      thumbnailUrl: `${UPLOADS_URL_PATH}/${names.thumbnail}`,
      width: display.width,
      height: display.height,
    };
  }

  /**
   * After a failed put nothing of the pair may stay: the thumbnail that was stored, and the display
   * version too, since a request that timed out may still have reached the bucket. A failure here is
   * logged, not thrown: the client's answer is about the upload, and an orphan under a random name that
   * nothing links to harms nobody.
   */
  private async removeHalfStored(names: string[]): Promise<void> {
    await Promise.all(
      names.map((name) =>
        this.storage.delete(name).catch((error: unknown) => {
          this.logger.warn(`Could not remove ${name} after a failed upload: ${messageOf(error)}`);
        }),
      ),
    );
  }

  /**
   * A storage failure (bucket unreachable, refused credentials, disk full) is the operator's problem and
   * usually passes: 503 with Retry-After and a plain message, never a 500 with the SDK's text. The cause
   * goes to the log, one line.
   */
  private storageUnavailable(error: unknown): AppError {
    this.logger.error(`Could not store an uploaded photo (${this.storage.kind} storage): ${messageOf(error)}`);
    return new AppError(ErrorCode.SERVICE_UNAVAILABLE, UploadMessages.STORAGE_UNAVAILABLE);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
