import { Inject, Module, Optional, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express, NextFunction, Request, Response } from 'express';
import { RESPONSE_STORE, type ResponseStore } from '../cache/response-store.js';
import { ResponseCacheModule } from '../cache/response-cache.module.js';
import type { AppConfig } from '../config/config.js';
import { SeoModule } from '../seo/seo.module.js';
import { NOT_PAGES, PageCache } from './page-cache.js';
import { PageRenderer, WEB_BUILD, type RenderedPage } from './page-renderer.service.js';
import { staticFiles } from './static-files.js';
import { readWebBuild, type WebBuild } from './web-build.js';

/**
 * The web app, served by the same process as the API (issue 15): the built files, and every other
 * GET that is not the API answered with a page rendered on the server (public pages) or the shell
 * (admin portal, staff inbox, account pages; rendered in the browser). Unknown addresses and missing
 * packages or hotels answer 404 with the "Page not found" page.
 *
 * Mounted in onModuleInit, which Nest runs after it has registered every controller's route: the
 * catch-all comes last, so it never shadows an API route.
 */
@Module({})
export class WebAppModule implements OnModuleInit {
  static forRoot(config: AppConfig): DynamicModule {
    const build = readWebBuild(config.webDist);
    return {
      module: WebAppModule,
      imports: [ResponseCacheModule, SeoModule],
      providers: [
        { provide: WEB_BUILD, useValue: build },
        { provide: PageCache, inject: [RESPONSE_STORE], useFactory: (store: ResponseStore | null) => new PageCache(build ? store : null) },
        ...(build ? [PageRenderer] : []),
      ],
      exports: [PageCache],
    };
  }

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly cache: PageCache,
    @Inject(WEB_BUILD) private readonly build: WebBuild | null,
    @Optional() @Inject(PageRenderer) private readonly renderer: PageRenderer | null,
  ) {}

  onModuleInit(): void {
    const { build, renderer } = this;
    if (!build || !renderer) return;
    const app = this.adapterHost.httpAdapter.getInstance<Express>();
    app.use(...staticFiles(build.dist));
    app.get('/{*page}', (req: Request, res: Response, next: NextFunction) => {
      if (NOT_PAGES.test(req.path)) return next();
      this.answer(renderer, req, res).catch(next);
    });
  }

  /** The origin pages are rendered for, as the page cache's hits need it too. */
  originOf(req: Request): string | undefined {
    return this.renderer?.originOf(req);
  }

  private async answer(renderer: PageRenderer, req: Request, res: Response): Promise<void> {
    const origin = renderer.originOf(req);
    if (!origin) {
      res.status(400).type('text/plain').send('The Host header is not a valid host name.');
      return;
    }
    // Read before rendering: a write that lands meanwhile makes this page's entry one nobody reads.
    const generation = await this.cache.generation();
    const page: RenderedPage = await renderer.render(req, origin);
    // HTML is revalidated on every visit (a new deploy's asset names are seen at once); the ETag
    // makes that a 304 when nothing changed (the same ETag as the cached copy's).
    res.status(page.status).setHeader('Cache-Control', 'no-cache');
    if (page.kind === 'shell' && page.retryAfterSeconds) res.setHeader('Retry-After', String(page.retryAfterSeconds));
    res.setHeader('ETag', PageCache.etagOf(page.html));
    res.type('html');
    if (page.status === 200 && generation !== null) {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      }
      this.cache.store(origin, req.originalUrl, headers, page.html, generation).catch(() => undefined);
    }
    res.send(page.html);
  }
}
