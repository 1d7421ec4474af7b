import { Module } from '@nestjs/common';

/** Public site configuration: third-party embeds and links. */
@Module({})
export class SiteModule {}
