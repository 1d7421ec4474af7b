import { Module } from '@nestjs/common';
import { UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';

/** POST /api/uploads; the files themselves are served at /uploads by the static module (app.module.ts). */
@Module({ providers: [UploadsService], controllers: [UploadsController], exports: [UploadsService] })
export class UploadsModule {}
