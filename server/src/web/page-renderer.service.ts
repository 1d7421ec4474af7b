import type { ApolloServer, BaseContext } from '@apollo/server';
import type { ApolloDriver } from '@nestjs/apollo';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import type { Request } from 'express';
import { SeoService } from '../seo/seo.service.js';
import { RenderGate } from './render-gate.js';
import { claimRenderThread, type RenderThread } from './render-thread.js';
import { loadServerEntry, type GraphQLExecutor, type RenderResult, type ServerEntry, type WebBuild } from './web-build.js';

export const WEB_BUILD = Symbol('WEB_BUILD');

/** The longest a page waits for its data before it is sent as the shell (the browser then renders it). */
const RENDER_TIMEOUT_MS = 5_000;
/**
 * Renders at once per process, and how many more may wait (render-gate.ts). A render is mostly CPU on
 * the one event loop, so more at once only interleaves them; the queue absorbs a burst of cache misses.
 */
const CONCURRENT_RENDERS = 4;
const WAITING_RENDERS = 32;
/** What a crawler is asked to wait before it tries again when every render slot is taken. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export type RenderedPage =
  /** Rendered by the server: the same for every visitor of this address. */
  | { kind: 'page'; status: number; html: string }
  /** The shell, rendered in the browser: client-only routes, or a render that failed or took too long. */
  | { kind: 'shell'; status: number; html: string; retryAfterSeconds?: number };

/**
 * Renders the public site's pages (web/src/entry-server.tsx) with the data in them. Every GraphQL
 * operation a page makes runs in-process on the server's own Apollo Server (executeOperation): the same
 * plugins (depth, cost and alias limits), guards and DataLoaders as over HTTP, without the round trip.
 * Pages are rendered as a signed-out visitor sees them: the request's credentials are never passed on,
 * so a page can be cached and served to anyone.
 *
 * React's part runs in the render thread (render-thread.ts), which main.ts starts before the app and which
 * warms itself up while the app starts; the operations come back here. Where the thread's
 * compiled file is missing (the sources under ts-jest), pages are rendered on this thread instead.
 */
@Injectable()
export class PageRenderer implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PageRenderer');
  private thread: RenderThread | null = null;
  private entry: Promise<ServerEntry> | null = null;
  private apollo: ApolloServer<BaseContext> | null = null;
  private readonly gate = new RenderGate<RenderedPage>(CONCURRENT_RENDERS, WAITING_RENDERS);

  constructor(
    @Inject(WEB_BUILD) private readonly build: WebBuild,
    private readonly moduleRef: ModuleRef,
    private readonly seo: SeoService,
  ) {}

  onModuleInit(): void {
    const { ssrEntry } = this.build;
    if (!ssrEntry) {
      this.logger.warn('web/dist-ssr is missing: pages are rendered in the browser only (npm run build -w web)');
      return;
    }
    this.thread = claimRenderThread(this.build, ssrEntry);
    if (this.thread) {
      this.thread.whenUnavailable((message) => this.logger.error(`Server render unavailable: ${message}`));
      return;
    }
    // Loaded while the rest of the app starts; the first page request waits for it if it must.
    this.entry = loadServerEntry(ssrEntry);
    this.entry.catch((error: unknown) => this.logger.error(`Server render unavailable: ${String(error)}`));
  }

  onApplicationBootstrap(): void {
    void this.thread?.warmUp.then((outcome) =>
      'ms' in outcome ? this.logger.debug(`Warm-up render done in ${outcome.ms} ms`) : this.logger.warn(`Warm-up render failed: ${outcome.error}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.thread?.close();
  }

  /** The site origin for the page's absolute addresses: PUBLIC_SITE_URL, never the request's Host. */
  originOf(_req: Request): string | undefined {
    return this.seo.origin();
  }

  shell(status = 200, retryAfterSeconds?: number): RenderedPage {
    return { kind: 'shell', status, html: this.build.template, retryAfterSeconds };
  }

  /**
   * The page at this address as a signed-out visitor sees it. Requests for an address already being
   * rendered share that render; when every render slot and queue place is taken, the shell is sent at
   * once with a 503 (the browser renders the page; a crawler comes back later).
   */
  async render(req: Request, origin: string): Promise<RenderedPage> {
    if (!this.thread && !this.entry) return this.shell();
    const rendered = this.gate.run(`${origin}${req.originalUrl}`, () => this.renderNow(req, origin));
    if (rendered === 'busy') {
      this.logger.warn('Every page render slot is taken; sent the shell');
      return this.shell(503, BUSY_RETRY_AFTER_SECONDS);
    }
    return rendered;
  }

  private async renderNow(req: Request, origin: string): Promise<RenderedPage> {
    const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    try {
      const result = await this.renderResult(req.originalUrl, origin, this.executor(req), signal);
      return result.kind === 'client-only' ? this.shell() : result;
    } catch (error) {
      // The browser can still render the page from the shell; the status tells crawlers and monitors.
      if (signal.aborted) {
        this.logger.warn(`Page render took over ${RENDER_TIMEOUT_MS} ms; sent the shell (${req.path})`);
        return this.shell(503);
      }
      this.logger.error(`Page render failed (${req.path}): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return this.shell(500);
    }
  }

  private async renderResult(url: string, origin: string, execute: GraphQLExecutor, signal: AbortSignal): Promise<RenderResult> {
    if (this.thread) return this.thread.render(url, origin, execute, signal);
    if (!this.entry) throw new Error('The server render is not loaded');
    const entry = await this.entry;
    return entry.render({ url, origin, template: this.build.template, manifest: this.build.manifest, execute, signal });
  }

  private executor(req: Request): GraphQLExecutor {
    const apollo = this.apolloServer();
    // The page request as seen by resolvers and guards, minus anything that could identify a user:
    // what is rendered must be what any visitor may see.
    const anonymous = Object.create(req, {
      headers: { value: { ...req.headers, authorization: undefined, cookie: undefined } },
      user: { value: undefined, writable: true },
    }) as Request;
    return async ({ query, variables, operationName }) => {
      const response = await apollo.executeOperation({ query, variables, operationName }, { contextValue: { req: anonymous } });
      if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by pages');
      return response.body.singleResult;
    };
  }

  private apolloServer(): ApolloServer<BaseContext> {
    this.apollo ??= this.moduleRef.get<GraphQLModule<ApolloDriver>>(GraphQLModule, { strict: false }).graphQlAdapter.instance;
    return this.apollo;
  }
}
