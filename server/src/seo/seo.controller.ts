import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../auth/decorators.js';
import { SeoService } from './seo.service.js';

/** The paths createApp() keeps at the root, outside the /api prefix (app.factory.ts), as crawlers expect. */
export const ROOT_SEO_PATHS = ['robots.txt', 'sitemap.xml'];

/** An hour: crawlers fetch these rarely, and a new package may wait that long to be listed. */
const CACHE_CONTROL = 'public, max-age=3600';


@ApiTags('seo')
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Public()
  @Get('robots.txt')
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'What crawlers may visit, and where the sitemap is.' })
  robots(@Req() req: Request, @Res({ passthrough: true }) res: Response): string {
    const body = this.seo.robotsTxt(this.origin(req));
    res.setHeader('Content-Type', 'text/plain; charset=utf-8').setHeader('Cache-Control', CACHE_CONTROL);
    return body;
  }

  @Public()
  @Get('sitemap.xml')
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: 'Every public page, package and hotel (sitemaps.org protocol).' })
  async sitemap(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    const body = await this.seo.sitemapXml(this.origin(req));
    // Set once the answer is known: an error keeps the JSON type and is not cached for an hour.
    res.setHeader('Content-Type', 'application/xml; charset=utf-8').setHeader('Cache-Control', CACHE_CONTROL);
    return body;
  }

  /** PUBLIC_SITE_URL's origin: whatever Host or X-Forwarded-Host a request carries, the answer is cached publicly. */
  private origin(_req: Request): string {
    return this.seo.origin();
  }
}
