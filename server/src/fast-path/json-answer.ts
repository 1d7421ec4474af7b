import type { IncomingMessage, ServerResponse } from 'node:http';
import etag from 'etag';
import { matchesETag, type ResponseCacheMiddleware } from '../cache/response-cache.middleware.js';
import type { AppConfig } from '../config/config.js';
import { encodeOne, pickEncoding, type Encoding } from '../http/content-encoding.js';
import { securityHeaders } from '../http/hardening.js';
import { logWhenDone } from '../logging/request-logger.js';
import type { Logger } from 'pino';

/** The compression middleware's threshold: smaller answers go out as they are. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Writes a JSON answer (200 unless Apollo said otherwise) the way the Express pipeline finishes one (res.send, then compression):
 * the weak ETag Express computes, 304 to a GET or HEAD whose If-None-Match names it (unless the request
 * says no-cache, as Express's `fresh` reads it), no body to HEAD, the encoding the client accepts from
 * 1 KB on (not for HEAD), and `Vary: Accept-Encoding` (not on a 304). `encoded` are the bodies the response cache already compressed
 * when it stored the answer, reused rather than compressed again.
 */
async function writeJsonAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  json: Buffer,
  headers: Readonly<Record<string, string>> & { readonly etag: string },
  encoded?: Readonly<Record<Encoding, Buffer>>,
  status = 200,
): Promise<void> {
  const all: Record<string, string> = { ...headers };
  const safe = req.method === 'GET' || req.method === 'HEAD';
  if (safe && isFresh(req, headers.etag)) {
    // Express drops the content type of a 304, and compression then leaves it without Vary.
    delete all['content-type'];
    res.writeHead(304, all);
    res.end();
    return;
  }
  all.vary = 'Accept-Encoding';
  const encoding = pickEncoding(req.headers['accept-encoding']);
  let body = json;
  // HEAD: the length of the identity body, as compression leaves a HEAD answer alone.
  if (encoding !== 'identity' && json.length >= COMPRESS_FROM_BYTES && req.method !== 'HEAD') {
    body = encoded ? encoded[encoding] : await encodeOne(json, encoding);
    all['content-encoding'] = encoding;
  }
  all['content-length'] = String(body.length);
  res.writeHead(status, all);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Express's `fresh` for an answer with an ETag and no Last-Modified: a request saying no-cache is never fresh. */
function isFresh(req: IncomingMessage, tag: string): boolean {
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '')) return false;
  return matchesETag(req.headers['if-none-match'], tag);
}

/**
 * What every answer of the front door's fast paths shares with an answer of the Express pipeline: helmet's
 * headers (copied from the same helmet), the request id (header and log line, as the request logger writes
 * them), the response cache's copy when its front step looked the request up and missed, and then
 * `writeJsonAnswer`.
 */
export class FastAnswers {
  private readonly security: Readonly<Record<string, string>>;

  constructor(
    config: AppConfig,
    private readonly responseCache: ResponseCacheMiddleware,
    private readonly log: Logger | undefined,
  ) {
    this.security = securityHeaders(config);
  }

  async send(
    req: IncomingMessage,
    res: ServerResponse,
    reqId: string,
    started: number,
    json: Buffer,
    headers: Readonly<Record<string, string>>,
    status = 200,
  ): Promise<void> {
    const answerHeaders: Record<string, string> & { etag: string } = { ...this.security, ...headers, etag: etag(json, { weak: true }) };
    const stored = this.responseCache.storeFrontMiss(req, answerHeaders, json);
    answerHeaders['x-request-id'] = reqId;
    (req as IncomingMessage & { id?: string }).id = reqId;
    if (this.log) logWhenDone(this.log, req, res, started);
    await writeJsonAnswer(req, res, json, answerHeaders, stored, status);
  }
}

/**
 * A request's handler failed outside its own error handling after it could no longer hand the request on:
 * the error is logged and the client gets a bare 500, as Nest's filter answers an unknown error (or the
 * connection is closed when the answer had already begun).
 */
export function answerInternalError(res: ServerResponse, logger: { error(message: string): void }, error: unknown, what: string): void {
  logger.error(error instanceof Error ? (error.stack ?? error.message) : `${what} failed without an Error`);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ statusCode: 500, message: 'Internal server error' }));
}
