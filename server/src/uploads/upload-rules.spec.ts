import { describe, expect, it } from '@jest/globals';
import { BadRequestException, ForbiddenException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { AppError } from '../common/errors.js';
import { toUploadError, UploadMessages } from './upload-rules.js';

/** What Nest's FileInterceptor throws for a multer error: an HttpException with the error as cause. */
const multerError = (code: string) => Object.assign(new Error(code), { name: 'MulterError', code });

describe('toUploadError', () => {
  it('answers a file over the size limit with 413 and our message', () => {
    const error = toUploadError(new PayloadTooLargeException('File too large', { cause: multerError('LIMIT_FILE_SIZE') }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The photo is larger than 5 MB.', fields: { file: 'The photo is larger than 5 MB.' } });
  });

  it.each(['LIMIT_FILE_COUNT', 'LIMIT_UNEXPECTED_FILE'])('asks for one photo in the field "file" on %s', (code) => {
    expect(toUploadError(new BadRequestException('x', { cause: multerError(code) }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: UploadMessages.ONE_AT_A_TIME,
    });
  });

  it.each(['LIMIT_PART_COUNT', 'LIMIT_FIELD_VALUE', 'LIMIT_FIELD_COUNT', 'LIMIT_FIELD_KEY'])('refuses an oversized form on %s', (code) => {
    expect(toUploadError(new BadRequestException('x', { cause: multerError(code) }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: UploadMessages.FORM_TOO_BIG,
    });
  });

  it('asks for multipart/form-data when the body is another multipart type', () => {
    const error = new UnsupportedMediaTypeException('Unsupported content type', { cause: new Error('Unsupported content type: multipart/mixed') });
    expect(toUploadError(error)).toMatchObject({ code: 'BAD_USER_INPUT', message: UploadMessages.NOT_MULTIPART });
  });

  it('calls a broken multipart body malformed', () => {
    const error = new BadRequestException('Multipart: Unexpected end of form', { cause: new Error('Unexpected end of form') });
    expect(toUploadError(error)).toMatchObject({ code: 'BAD_USER_INPUT', message: UploadMessages.MALFORMED });
  });

  it('leaves errors that did not come from parsing the upload alone', () => {
    const appError = new AppError('FORBIDDEN', 'No.');
    const forbidden = new ForbiddenException();
    const plain = new Error('disk full');
    expect(toUploadError(appError)).toBe(appError);
    expect(toUploadError(forbidden)).toBe(forbidden);
    expect(toUploadError(plain)).toBe(plain);
  });
});
