import type { AppConfig } from '../../config/config.js';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/** The bucket when S3_BUCKET is set (config.ts refuses a half-done S3 configuration), else the local folder. */
export function createFileStorage(config: Pick<AppConfig, 's3' | 'uploadsDir'>): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.uploadsDir);
}
