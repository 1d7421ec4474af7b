import { Module } from '@nestjs/common';
import { SiteResolver } from './site.resolver.js';

/** Public site configuration: the agency's details, third-party embeds and links. */
@Module({ providers: [SiteResolver] })
export class SiteModule {}
