import { pipeline } from 'node:stream/promises';
import { Controller, Get, Inject, Logger, Param, Req, RequestMethod, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../auth/decorators.js';
import { AppError, ErrorCode, Messages, notFound } from '../common/errors.js';
import { contentTypeOf, FILE_STORAGE, IMMUTABLE_CACHE_CONTROL, UPLOADS_URL_PATH, type FileStorage, type StoredFile } from './storage/file-storage.js';
import { isStoredName } from './storage/stored-names.js';

/** Kept at the root, outside the /api prefix (app.factory.ts), where the folder was served before. */
export const ROOT_UPLOAD_ROUTES = [{ path: 'uploads/:name', method: RequestMethod.GET }];

/**
 * A browser that followed the redirect to S3_PUBLIC_URL comes back only when its copy of the redirect
 * expires. A day, not a year like the photo itself: a change of CDN address reaches browsers by then.
 */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

const NOT_FOUND = 'No such photo.';

/**
 * GET /uploads/<name> when the photos are in a bucket (S3_BUCKET): every stored photo URL is this path
 * (uploads.service.ts), so each one keeps working whatever the storage.
 * - With S3_PUBLIC_URL: a redirect there, so the bytes come from the CDN or the bucket, not through here.
 * - Without: streamed from the bucket with the headers the static folder gives (type, a year's immutable
 *   caching, nosniff, validators and 304s).
 * Only names the upload service makes reach the bucket; anything else is a 404 without a request to it.
 * (With the local folder the static module serves /uploads instead, and this controller is not mounted.)
 */
@ApiExcludeController()
@Controller('uploads')
export class StoredUploadsController {
  private readonly logger = new Logger(StoredUploadsController.name);

  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  @Public()
  @Get(':name')
  async serve(@Param('name') name: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (!isStoredName(name)) throw notFound(NOT_FOUND);
    const target = this.storage.publicUrl(name);
    if (target !== `${UPLOADS_URL_PATH}/${name}`) {
      res.setHeader('Cache-Control', REDIRECT_CACHE_CONTROL);
      res.redirect(302, target);
      return;
    }
    const file = await this.storage.get(name).catch((error: unknown) => {
      this.logger.warn(`Could not read ${name} from ${this.storage.kind} storage: ${error instanceof Error ? error.message : String(error)}`);
      throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, Messages.SERVICE_UNAVAILABLE);
    });
    if (!file) throw notFound(NOT_FOUND);
    this.setHeaders(res, name, file);
    // Express compares If-None-Match / If-Modified-Since with the ETag / Last-Modified just set.
    if (req.method === 'HEAD' || req.fresh) {
      file.body.destroy();
      if (req.fresh) res.status(304);
      res.end();
      return;
    }
    try {
      await pipeline(file.body, res);
    } catch (error) {
      // Headers are out, so no error answer is possible: the browser sees a cut-off file. A visitor who
      // navigated away is no news; a bucket that stopped mid-file is.
      if (!req.destroyed) this.logger.warn(`Streaming ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      res.destroy();
    }
  }

  private setHeaders(res: Response, name: string, file: StoredFile): void {
    // The type follows the name (ours, validated), not the object's metadata: an object copied into the
    // bucket by other tools may carry another type, and this origin must never serve one as HTML.
    res.setHeader('Content-Type', contentTypeOf(name));
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Cache-Control', IMMUTABLE_CACHE_CONTROL);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (file.etag) res.setHeader('ETag', file.etag);
    if (file.lastModified) res.setHeader('Last-Modified', file.lastModified.toUTCString());
  }
}
