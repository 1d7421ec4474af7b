import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { performance } from 'node:perf_hooks';
import type { Logger as PinoLogger } from 'pino';
import type { ResponseStore } from '../cache/response-store.js';
import { encodeAll, ENCODINGS, pickEncoding, type Encoding } from '../http/content-encoding.js';
import { logAnswerAhead } from '../logging/request-logger.js';

/** Headers never stored with a page: set per answer (or by the cache itself). */
const PER_RESPONSE = new Set(['content-length', 'content-encoding', 'etag', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'vary', 'x-request-id', 'set-cookie']);

/** Paths that are never pages: the API, GraphQL, files and operations endpoints. */
export const NOT_PAGES = /^\/(?:api(?:\/|$)|graphql(?:\/|$)|uploads\/|assets\/|health$|ready$|robots\.txt$|sitemap\.xml$)/;

/**
 * Server-rendered pages for anyone (pages are always rendered as a signed-out visitor sees them), kept
 * in the response cache's store (in memory, or Redis shared by every process) and emptied by the same
 * writes as the catalog answers. A hit is answered by the first middleware a request meets: stored
 * headers (the Content-Security-Policy and the other security headers included) and the body already
 * compressed in the encoding the browser accepts, with an ETag for revalidation; no rendering, no
 * database, no framework.
 */
export class PageCache {
  private readonly logger = new Logger('PageCache');

  constructor(private readonly responses: ResponseStore | null) {}

  private static key(origin: string, url: string, encoding: Encoding): string {
    return createHash('sha1').update(`page\u0000${origin}\u0000${url}\u0000${encoding}`).digest('base64');
  }

  /**
   * Answers a GET or HEAD of a page from the store, else goes on. `originOf` is the same function the
   * renderer uses, so a page is only ever served under the origin it was rendered for. A hit carries its
   * request id and writes its request line to `requestLog`, as every answer behind the request logger does.
   */
  serveHit(originOf: (req: Request) => string | undefined, requestLog?: PinoLogger) {
    return (req: Request, res: Response, next: NextFunction): void => {
      const started = performance.now();
      const store = this.responses;
      if (!store || (req.method !== 'GET' && req.method !== 'HEAD') || NOT_PAGES.test(req.path)) return next();
      const origin = originOf(req);
      if (!origin) return next();
      const encoding = pickEncoding(req.headers['accept-encoding']);
      void (async () => {
        const hit = (await store.lookup(PageCache.key(origin, req.originalUrl, encoding)))?.hit;
        if (!hit) return next();
        const etag = hit.headers.etag;
        const headers: Record<string, string> = { ...hit.headers, vary: 'Accept-Encoding', 'x-request-id': logAnswerAhead(requestLog, req, res, started) };
        if (etag && req.headers['if-none-match'] === etag) {
          res.writeHead(304, headers).end();
          return;
        }
        if (encoding !== 'identity') headers['content-encoding'] = encoding;
        headers['content-length'] = String(hit.body.length);
        res.writeHead(200, headers);
        res.end(req.method === 'HEAD' ? undefined : hit.body);
      })().catch((error: unknown) => {
        this.logger.warn(`Page cache unavailable: ${String(error)}`);
        if (!res.headersSent) next();
      });
    };
  }

  /** The page's ETag, the same whether it is answered rendered or from the cache (in any encoding). */
  static etagOf(html: string): string {
    return `W/"${createHash('sha1').update(html).digest('base64url')}"`;
  }

  /** Stores a rendered page (status 200) in every encoding, under the store's generation read before rendering. */
  async store(origin: string, url: string, headers: Record<string, string>, html: string, generation: number): Promise<void> {
    const store = this.responses;
    if (!store) return;
    const body = Buffer.from(html);
    const stored: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
    for (const [name, value] of Object.entries(headers)) if (!PER_RESPONSE.has(name.toLowerCase())) stored[name.toLowerCase()] = value;
    stored.etag = PageCache.etagOf(html);
    const bodies = await encodeAll(body);
    await Promise.all(ENCODINGS.map((encoding) => store.set(PageCache.key(origin, url, encoding), { headers: stored, body: bodies[encoding] }, generation)));
  }

  async generation(): Promise<number | null> {
    return this.responses ? this.responses.generation() : null;
  }
}
