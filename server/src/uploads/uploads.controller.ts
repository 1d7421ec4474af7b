import { Controller, Post, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTooManyRequestsResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import type { Response } from 'express';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { withRetryAfter } from '../auth/retry-after.js';
import { UploadedPhoto } from './uploaded-photo.model.js';
import { UploadErrorsInterceptor } from './uploads.interceptor.js';
import { UploadsService } from './uploads.service.js';
import { MULTER_LIMITS, UPLOAD_FIELD, UploadMessages } from './upload-rules.js';

/**
 * Our own photo upload, replacing the spec's third-party image host: the admin forms post one
 * photo at a time and store the answered `url` in the photos list.
 */
@ApiTags('uploads')
@ApiBearerAuth()
@Controller('uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Allow(Permission.UploadPhotos)
  @Post()
  // Memory storage: the bytes are checked and re-encoded before anything touches the disk.
  @UseInterceptors(UploadErrorsInterceptor, FileInterceptor(UPLOAD_FIELD, { storage: memoryStorage(), limits: MULTER_LIMITS }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [UPLOAD_FIELD],
      properties: {
        [UPLOAD_FIELD]: { type: 'string', format: 'binary', description: 'A JPEG, PNG, WebP, GIF or AVIF photo of at most 5 MB and 40 megapixels.' },
        upload_preset: { type: 'string', description: "Accepted and ignored (the old image host's field)." },
      },
    },
  })
  @ApiCreatedResponse({ type: UploadedPhoto, description: 'Stored as a WebP display version (≤1600×1600) and thumbnail (≤400×400), without metadata.' })
  @ApiBadRequestResponse({ description: `${UploadMessages.NO_FILE} / ${UploadMessages.NOT_AN_IMAGE} / ${UploadMessages.UNREADABLE} / ${UploadMessages.TOO_MANY_PIXELS}` })
  @ApiPayloadTooLargeResponse({ description: UploadMessages.TOO_LARGE })
  @ApiUnauthorizedResponse({ description: 'Not signed in.' })
  @ApiForbiddenResponse({ description: 'Only agency admins and hotel managers may upload photos.' })
  @ApiTooManyRequestsResponse({ description: 'This account uploaded many photos in a short time; see the Retry-After header.' })
  @ApiServiceUnavailableResponse({ description: 'Many photos are being processed right now; see the Retry-After header.' })
  upload(
    @UploadedFile() file: Express.Multer.File | undefined,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UploadedPhoto> {
    return withRetryAfter(response, this.uploads.storePhoto(file?.buffer, user.id));
  }
}
