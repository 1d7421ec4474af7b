import { Module } from '@nestjs/common';
import { SiteResolver } from './site.resolver.js';

/** Public site configuration: third-party embeds and links. */
@Module({ providers: [SiteResolver] })
export class SiteModule {}
