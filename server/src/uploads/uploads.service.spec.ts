import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import { AppError } from '../common/errors.js';
import { LocalFileStorage } from './storage/local-file-storage.js';
import { loadConfig } from '../config/config.js';
import { UploadLimits } from './upload-limits.js';
import { UploadsService } from './uploads.service.js';
import { UploadMessages } from './upload-rules.js';

const limits = () => new UploadLimits(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(40) }), null);

/** A real folder storage whose puts fail for the names `failOn` picks, as a bucket that drops out mid-upload would. */
class FailingStorage extends LocalFileStorage {
  constructor(
    dir: string,
    private readonly failOn: (name: string) => boolean,
  ) {
    super(dir);
  }

  override async put(name: string, data: Buffer, contentType: string): Promise<void> {
    if (this.failOn(name)) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
    await super.put(name, data, contentType);
  }
}

let dir: string;
let jpeg: Buffer;

beforeAll(async () => {
  // The failures below are logged as errors on purpose; keep the test output for real problems.
  Logger.overrideLogger(false);
  jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#336699' } }).jpeg().toBuffer();
});
afterAll(() => {
  Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose', 'fatal']);
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'uploads-service-spec-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function failure(service: UploadsService): Promise<unknown> {
  return service.storePhoto(jpeg).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('UploadsService.storePhoto', () => {
  it('stores the pair and answers /uploads paths', async () => {
    const photo = await new UploadsService(new LocalFileStorage(dir), limits()).storePhoto(jpeg);
    expect(photo).toMatchObject({ width: 80, height: 60 });
    expect(photo.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(photo.thumbnailUrl).toBe(photo.url.replace('.webp', '-thumb.webp'));
    const stored = [photo.url, photo.thumbnailUrl].map((url) => url.slice('/uploads/'.length)).sort();
    expect((await readdir(dir)).sort()).toEqual(stored);
  });

  it('removes the stored thumbnail when the display version fails, and answers 503 with a plain message', async () => {
    const error = await failure(new UploadsService(new FailingStorage(dir, (name) => !name.endsWith('-thumb.webp')), limits()));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: UploadMessages.STORAGE_UNAVAILABLE });
    expect((error as AppError).message).not.toMatch(/ECONNREFUSED/);
    expect(await readdir(dir)).toEqual([]);
  });

  it('stores nothing when the thumbnail fails', async () => {
    const error = await failure(new UploadsService(new FailingStorage(dir, () => true), limits()));
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await readdir(dir).catch(() => [])).toEqual([]);
  });

  it('still refuses a bad file as the user\'s mistake (400), before any storage is asked', async () => {
    const service = new UploadsService(new FailingStorage(dir, () => true), limits());
    await expect(service.storePhoto(Buffer.from('not a photo'))).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: UploadMessages.NOT_AN_IMAGE });
  });
});
