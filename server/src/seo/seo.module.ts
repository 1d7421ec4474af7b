import { Module } from '@nestjs/common';
import { HotelsModule } from '../hotels/hotels.module.js';
import { PackagesModule } from '../packages/packages.module.js';
import { SeoController } from './seo.controller.js';
import { SeoService } from './seo.service.js';

/** Findable: /robots.txt and /sitemap.xml at the root, for search engines. */
@Module({
  imports: [PackagesModule, HotelsModule],
  providers: [SeoService],
  controllers: [SeoController],
  exports: [SeoService],
})
export class SeoModule {}
