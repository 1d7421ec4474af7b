import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { renderPhoto } from './photo-processing.js';
import type { UploadedPhoto } from './uploaded-photo.model.js';
import { fileError, UploadMessages } from './upload-rules.js';

/** Where the static module serves `config.uploadsDir` (outside the /api prefix). */
export const UPLOADS_URL_PATH = '/uploads';

@Injectable()
export class UploadsService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Checks and re-encodes one photo, then stores it under new random names. Nothing is written
   * unless the photo decoded; the client's file name never reaches a path.
   */
  async storePhoto(bytes: Buffer | undefined): Promise<UploadedPhoto> {
    if (!bytes?.length) throw fileError(UploadMessages.NO_FILE);
    const { display, thumbnail } = await renderPhoto(bytes);
    const id = randomUUID();
    const displayName = `${id}.webp`;
    const thumbnailName = `${id}-thumb.webp`;
    const dir = this.config.uploadsDir;
    await mkdir(dir, { recursive: true });
    await writeAtomically(dir, thumbnailName, thumbnail.data);
    try {
      await writeAtomically(dir, displayName, display.data);
    } catch (error) {
      await rm(join(dir, thumbnailName), { force: true });
      throw error;
    }
    return {
      url: `${UPLOADS_URL_PATH}/${displayName}`,
      thumbnailUrl: `${UPLOADS_URL_PATH}/${thumbnailName}`,
      width: display.width,
      height: display.height,
    };
  }
}

/**
 * Writes beside the target under a dot-name (the static server never serves dotfiles) and renames
 * it into place, so a reader sees the whole file or none; the exclusive flag never follows or
 * overwrites what is already there.
 */
async function writeAtomically(dir: string, name: string, data: Buffer): Promise<void> {
  const target = join(dir, name);
  const temp = join(dir, `.${name}.${randomUUID()}.tmp`);
  try {
    const file = await open(temp, 'wx', 0o644);
    try {
      await file.writeFile(data);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
