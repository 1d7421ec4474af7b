import { HttpException, HttpStatus } from '@nestjs/common';
import { AppError, badInput, ErrorCode } from '../common/errors.js';

/** The multipart field that carries the photo (the field name the old image host used too). */
export const UPLOAD_FIELD = 'file';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/**
 * Decoded size limit: a small file may claim huge dimensions (a 10000×10000 single-colour PNG is
 * a few hundred kilobytes) and take gigabytes to decode. 40 MP is more than any phone camera.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
export const DISPLAY_MAX_SIZE = 1600;
export const THUMBNAIL_MAX_SIZE = 400;
export const WEBP_QUALITY = 80;

export const UploadMessages = {
  NO_FILE: 'Choose a photo to upload.',
  NOT_AN_IMAGE: 'The file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF photo.',
  UNREADABLE: 'The image could not be read. It may be damaged.',
  TOO_MANY_PIXELS: `The image is too large (more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`,
  TOO_LARGE: `The photo is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  ONE_AT_A_TIME: `Upload one photo at a time, in the form field "${UPLOAD_FIELD}".`,
  FORM_TOO_BIG: 'The upload form has too many or too long fields.',
  NOT_MULTIPART: 'Send the photo as multipart/form-data.',
  MALFORMED: 'The upload was cut off or is not a valid form. Please try again.',
  STORAGE_UNAVAILABLE: 'The photo could not be stored right now. Please try again in a moment.',
} as const;

/** The multer limits: one photo and the few small text fields a form may add (`upload_preset`). */
export const MULTER_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 10,
  fieldNameSize: 100,
  fieldSize: 1024,
  parts: 11,
  headerPairs: 20,
} as const;

/** Every upload error names the form field, so the form can show it under the photo input. */
export const fileError = (message: string): AppError => badInput(message, { [UPLOAD_FIELD]: message });

export const tooLarge = (): AppError =>
  new AppError(ErrorCode.PAYLOAD_TOO_LARGE, UploadMessages.TOO_LARGE, { [UPLOAD_FIELD]: UploadMessages.TOO_LARGE });

const FORM_LIMIT_CODES = new Set([
  'LIMIT_PART_COUNT',
  'LIMIT_FIELD_KEY',
  'LIMIT_FIELD_VALUE',
  'LIMIT_FIELD_COUNT',
  'LIMIT_FIELD_NESTING',
  'LIMIT_FIELD_ARRAY_INDEX',
  'INVALID_FIELD_NAME',
  'MISSING_FIELD_NAME',
]);

/**
 * Nest's FileInterceptor turns multer's errors into HttpExceptions with multer's English (and the
 * original error as `cause`). Give the user our words and the app's error codes instead. Errors
 * that did not come from parsing the upload pass through unchanged.
 */
export function toUploadError(error: unknown): unknown {
  if (!(error instanceof HttpException) || error.cause === undefined) return error;
  const cause = error.cause as { code?: unknown } | null;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  const status = error.getStatus();
  if (code === 'LIMIT_FILE_SIZE' || status === HttpStatus.PAYLOAD_TOO_LARGE) return tooLarge();
  if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE') return fileError(UploadMessages.ONE_AT_A_TIME);
  if (code && FORM_LIMIT_CODES.has(code)) return fileError(UploadMessages.FORM_TOO_BIG);
  if (status === HttpStatus.UNSUPPORTED_MEDIA_TYPE) return fileError(UploadMessages.NOT_MULTIPART);
  if (status === HttpStatus.BAD_REQUEST) return fileError(UploadMessages.MALFORMED);
  return error;
}
