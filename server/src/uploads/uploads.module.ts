import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';
import { createFileStorage } from './storage/create-file-storage.js';
import { FILE_STORAGE, type FileStorage } from './storage/file-storage.js';
import { StoredUploadsController } from './stored-uploads.controller.js';
import { UploadsController } from './uploads.controller.js';
import { UploadLimits } from './upload-limits.js';
import { UploadsService } from './uploads.service.js';

/**
 * POST /api/uploads, through the configured FileStorage. The files are served at /uploads: from the local
 * folder by the static module (app.module.ts), from a bucket by StoredUploadsController.
 */
@Module({})
export class UploadsModule implements OnApplicationShutdown {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: UploadsModule,
      providers: [UploadsService, UploadLimits, { provide: FILE_STORAGE, useFactory: () => createFileStorage(config) }],
      controllers: [UploadsController, ...(config.s3 ? [StoredUploadsController] : [])],
      exports: [UploadsService, FILE_STORAGE],
    };
  }

  onApplicationShutdown(): void {
    this.storage.close?.();
  }
}
