import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { classifyGraphQLBody, isCatalogRestRead, isRestWrite, type GraphQLOperationKind } from './catalog-operations.js';
import { RESPONSE_STORE, type CachedResponse, type ResponseStore } from './response-store.js';
import { lowerCaseIds } from '../common/entity-id.js';
import { encodeAllNow, ENCODINGS, pickEncoding, type Encoding } from '../http/content-encoding.js';
import { rawGraphQLBody } from '../http/early-json-body.js';
import { pathOfUrl } from '../http/front-door.js';
import { requestIdFrom } from '../logging/request-context.js';

/**
 * Headers never stored: Node, the compression middleware and the request logger (X-Request-Id) set them
 * per answer, and a hit sets its own length, encoding and Vary. The ETag is kept: a hit answers with it.
 */
const PER_RESPONSE_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'vary', 'x-request-id', 'set-cookie']);

/** A request the front looked up and missed: the handler stores its answer under this key and generation. */
interface FrontMiss {
  readonly key: string;
  readonly generation: number;
}
const missedAtFront = new WeakMap<IncomingMessage, FrontMiss>();

/** GraphQL errors raised by the access guard, before any resolver (and so any write) runs. */
const REFUSED_BEFORE_RUNNING = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

/**
 * The HTTP side of the response cache and of HTTP caching, in two places:
 * - `front`, a step of the front door (http/front-door.ts), ahead of Express: an anonymous catalog read it can
 *   key without the framework — a REST GET by its URL, a GraphQL POST by the bytes of its body — is
 *   answered from the store as it was first sent (security headers included), already compressed in the
 *   encoding the client accepts, with its ETag: a lookup and a write, no Express routing, headers
 *   middleware, request log, compression, Nest, Apollo or database;
 * - `handle`, in front of Nest after the body parsers: stores what the front missed once it succeeded,
 *   answers the reads the front cannot key (GraphQL GET, cross-origin calls that need CORS headers), and
 *   empties the store before the answer of a write that may change a catalog read leaves, so the client's
 *   next read already misses. `Cache-Control`: anonymous catalog REST reads `public, max-age=<TTL>`
 *   (304 to a matching If-None-Match), anything sent with an Authorization header `private, no-store`.
 *
 * Why not Apollo's response-cache plugin: it keys on cache hints per type and field, knows nothing of
 * REST, and would still run Nest's pipeline for every hit; an explicit allow-list is easier to prove.
 */
@Injectable()
export class ResponseCacheMiddleware {
  private readonly logger = new Logger('ResponseCache');
  private readonly maxAge: string;
  /** With CORS origins configured, a request with an Origin needs the CORS middleware's answer headers. */
  private readonly corsConfigured: boolean;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(RESPONSE_STORE) private readonly store: ResponseStore | null,
  ) {
    this.maxAge = `public, max-age=${config.responseCache.ttlSeconds}`;
    this.corsConfigured = config.security.corsOrigins.length > 0;
  }

  // Its hits write no request log line: a line costs ~5 % of a hit's CPU, and a GraphQL hit is the path the
  // ≥ 2× target holds least (1.93× with the line, 27 Nov). They carry their request id; a proxy's access log
  // (deploy/nginx) records them.
  readonly front = (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const store = this.store;
    if (!store || req.headers.authorization !== undefined || (this.corsConfigured && req.headers.origin !== undefined)) return next();
    const isRest = (req.method === 'GET' || req.method === 'HEAD') && isCatalogRestRead('GET', pathOfUrl(req.url));
    const raw = isRest ? undefined : rawGraphQLBody(req);
    if (!isRest && (!raw || !isCatalogReadBody((req as IncomingMessage & { body?: unknown }).body))) return next();
    const key = isRest ? restKey(req) : graphQLKeyOfBytes(req, raw!);
    const encoding = pickEncoding(req.headers['accept-encoding']);
    store.lookup(entryKey(key, encoding)).then(
      (found) => {
        if (found?.hit) return this.answer(req, res, found.hit, encoding, { 'x-request-id': requestIdFrom(req.headers['x-request-id']), ...(isRest ? { 'cache-control': this.maxAge } : {}) });
        // A HEAD answer has no body to store; the GET after it fills the entry.
        if (found && req.method !== 'HEAD') missedAtFront.set(req, { key, generation: found.generation });
        next();
      },
      (error: unknown) => {
        this.logger.warn(`Cache unavailable, answering uncached: ${String(error)}`);
        next();
      },
    );
  };

  /**
   * Files an answer written without Express (the compiled GraphQL fast path) under the key the front looked
   * up and missed; a request the front did not look up (cache off, or unavailable) stores nothing.
   * Returns the body in every encoding when it was stored, so the caller answers with the same bytes.
   */
  storeFrontMiss(req: IncomingMessage, headers: Readonly<Record<string, string>>, body: Buffer): Record<Encoding, Buffer> | undefined {
    const front = missedAtFront.get(req);
    if (!front || !this.store) return undefined;
    missedAtFront.delete(req);
    const stored: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) if (!PER_RESPONSE_HEADERS.has(name)) stored[name] = value;
    const bodies = encodeAllNow(body);
    for (const encoding of ENCODINGS) {
      this.store.set(entryKey(front.key, encoding), { headers: stored, body: bodies[encoding] }, front.generation).catch((error: unknown) => this.logger.warn(`Not cached: ${String(error)}`));
    }
    return bodies;
  }

  readonly handle = (req: Request, res: Response, next: NextFunction): void => {
    const path = req.path;
    const isGraphQL = path === '/graphql';
    if (!isGraphQL && path !== '/api' && !path.startsWith('/api/')) return next();
    const anonymous = !req.headers.authorization;
    if (!anonymous) beforeHeaders(res, () => res.setHeader('Cache-Control', 'private, no-store'));

    if (!isGraphQL) {
      // HEAD answers with GET's headers, Cache-Control included; it has no body to store or serve.
      if (anonymous && isCatalogRestRead(req.method === 'HEAD' ? 'GET' : req.method, path)) {
        beforeHeaders(res, (status) => res.setHeader('Cache-Control', status === 200 || status === 304 ? this.maxAge : 'no-store'));
        if (req.method === 'HEAD') return next();
        return this.serveOrStore(() => restKey(req), req, res, next, () => true);
      }
      if (this.store && isRestWrite(req.method, path)) {
        // 401/403: the guard refused; 404: no such route or record. Nothing was written.
        this.clearBeforeEnd(res, (status) => status !== 401 && status !== 403 && status !== 404);
      }
      return next();
    }

    const body = req.method === 'POST' ? (req.body as unknown) : undefined;
    if (this.store && Array.isArray(body)) {
      // A batch (Apollo refuses them unless batching is switched on): may hold mutations, so it counts as a write.
      this.clearBeforeEnd(res, (status) => status < 400 || status >= 500);
      return next();
    }
    if (!this.store || !isGraphQLBody(body)) return next();
    const operation = classifyGraphQLBody(body);
    if (operation.kind === 'catalog-read' && anonymous) {
      return this.serveOrStore(() => graphQLKey(req, body), req, res, next, isCompleteGraphQLAnswer);
    }
    if (operation.kind === 'write') {
      this.clearBeforeEnd(res, (status, answer) => graphQLWriteMayHaveChanged(status, answer, operation.rootFields));
    }
    next();
  };

  /**
   * What `handle` does for a GraphQL write, for one answered without Express (the front door's Apollo path,
   * fast-path/apollo-direct-path.ts): the cache is emptied before the answer goes out, unless the answer
   * shows nothing was written.
   */
  async clearAfterGraphQLWrite(operation: GraphQLOperationKind, status: number, answer: Buffer): Promise<void> {
    if (!this.store || operation.kind !== 'write' || !graphQLWriteMayHaveChanged(status, answer, operation.rootFields)) return;
    await this.store.clear().catch((error: unknown) => this.logger.error(`Could not empty the response cache after a write: ${String(error)}`));
  }

  /**
   * `keyOf` is only called when the front did not already look the request up: a miss there carries its
   * key (the same one, computed from the same URL or bytes), so a miss hashes its body once.
   */
  private serveOrStore(keyOf: () => string, req: Request, res: Response, next: NextFunction, isComplete: (body: Buffer) => boolean): void {
    const store = this.store;
    if (!store) return next();
    const front = missedAtFront.get(req);
    if (front) {
      this.storeOnSuccess(front.key, front.generation, res, isComplete);
      return next();
    }
    const key = keyOf();
    const encoding = pickEncoding(req.headers['accept-encoding']);
    store.lookup(entryKey(key, encoding)).then(
      (found) => {
        // The store cannot be reached (Redis away): answer from the database, store nothing.
        if (!found) return next();
        if (found.hit) return this.answer(req, res, found.hit, encoding, {});
        this.storeOnSuccess(key, found.generation, res, isComplete);
        next();
      },
      (error: unknown) => {
        this.logger.warn(`Cache unavailable, answering uncached: ${String(error)}`);
        if (!res.headersSent) next();
      },
    );
  }

  /** Files a successful answer in every encoding under the generation read before the database was asked. */
  private storeOnSuccess(key: string, generation: number, res: Response, isComplete: (body: Buffer) => boolean): void {
    const store = this.store!;
    captureBody(res, (status, body) => {
      if (status !== 200 || res.getHeader('set-cookie') !== undefined || !isComplete(body)) return;
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        // CORS headers answer the Origin of the request that filled the cache, not the next one's.
        if (!PER_RESPONSE_HEADERS.has(name) && !name.startsWith('access-control-') && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      }
      const bodies = encodeAllNow(body);
      for (const encoding of ENCODINGS) {
        store.set(entryKey(key, encoding), { headers, body: bodies[encoding] }, generation).catch((error: unknown) => this.logger.warn(`Not cached: ${String(error)}`));
      }
    });
  }

  /**
   * Writes a stored answer: its headers (with `extra`), the body in `encoding`, or 304 when the client's
   * If-None-Match names its ETag. The compression middleware, when the answer passes it, leaves a body
   * that already has a Content-Encoding alone.
   */
  private answer(req: IncomingMessage, res: ServerResponse, hit: CachedResponse, encoding: Encoding, extra: Record<string, string>): void {
    const headers: Record<string, string> = { ...hit.headers, ...extra, vary: 'Accept-Encoding' };
    const isSafe = req.method === 'GET' || req.method === 'HEAD';
    if (isSafe && hit.headers.etag !== undefined && matchesETag(req.headers['if-none-match'], hit.headers.etag)) {
      delete headers['content-type'];
      res.writeHead(304, headers).end();
      return;
    }
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    headers['content-length'] = String(hit.body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : hit.body);
  }

  /** Holds the answer of a write until the store is emptied, when `mayHaveChanged` says so. */
  private clearBeforeEnd(res: Response, mayHaveChanged: (status: number, body: Buffer) => boolean): void {
    const store = this.store;
    if (!store) return;
    interceptEnd(res, (status, body, end) => {
      if (!mayHaveChanged(status, body)) return end();
      store
        .clear()
        .catch((error: unknown) => this.logger.error(`Could not empty the response cache after a write: ${String(error)}`))
        .finally(end);
      return res;
    });
  }
}

/** The store's name of one answer in one encoding. */
function entryKey(key: string, encoding: Encoding): string {
  return `${key}\u0000${encoding}`;
}

/** Hashed: keys stay short whatever the query, in memory and in Redis alike. Ids in any case share one entry (common/entity-id.ts). */
function hashKey(raw: string): string {
  return createHash('sha1').update(lowerCaseIds(raw)).digest('base64');
}

/** By the URL as sent (Express's `originalUrl`: the same string at the front door and in the pipeline). */
function restKey(req: IncomingMessage): string {
  return hashKey(`rest\u0000${(req as Partial<Request>).originalUrl ?? req.url ?? ''}`);
}

/** A GraphQL POST keyed by the bytes it was sent as (the same key the front computes). */
function graphQLKeyOfBytes(req: IncomingMessage, raw: Buffer): string {
  return hashKey(`graphql-bytes\u0000${acceptKey(req.headers.accept)}\u0000${raw.toString('utf8')}`);
}

/** By its bytes when the body was read early (POST), else by its parsed parts (GET). */
function graphQLKey(req: Request, body: GraphQLBody): string {
  const raw = rawGraphQLBody(req);
  if (raw) return graphQLKeyOfBytes(req, raw);
  return hashKey(`graphql\u0000${acceptKey(req.headers.accept)}\u0000${body.operationName ?? ''}\u0000${body.query}\u0000${JSON.stringify(body.variables ?? null)}`);
}

/** If-None-Match as Express's `fresh` reads it: `*`, or a list naming the ETag (weak or strong). */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

export interface GraphQLBody {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

export function isGraphQLBody(body: unknown): body is GraphQLBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { query, operationName, extensions } = body as Record<string, unknown>;
  // Persisted-query extensions change what Apollo does with the request: leave those alone.
  return typeof query === 'string' && (operationName === undefined || operationName === null || typeof operationName === 'string') && extensions === undefined;
}

/**
 * Apollo answers `application/json` to a missing Accept, to `*\/*` and to anything naming JSON, so those
 * share one entry (browsers, fetch and load generators send different ones); any other Accept (the
 * GraphQL-over-HTTP media type, or one Apollo refuses) keys separately so its own answer is replayed.
 */
export function acceptKey(accept: string | undefined): string {
  if (!accept) return 'json';
  if (/graphql-response\+json/i.test(accept)) return accept;
  return /\*\/\*|application\/json/i.test(accept) ? 'json' : accept;
}

/** A GraphQL body whose operation the cache may answer: anything else (a write, a batch) is never looked up. */
function isCatalogReadBody(body: unknown): boolean {
  return isGraphQLBody(body) && classifyGraphQLBody(body).kind === 'catalog-read';
}

/** Only whole successes are kept: no `errors` (a partial answer has both `data` and `errors`). */
function isCompleteGraphQLAnswer(body: Buffer): boolean {
  try {
    const answer = JSON.parse(body.toString('utf8')) as { data?: unknown; errors?: unknown };
    return answer.errors === undefined && typeof answer.data === 'object' && answer.data !== null;
  } catch {
    return false;
  }
}

/**
 * Whether a mutation may have written. A 4xx answer never ran (parse, validation, bad request); a lone
 * field the access guard refused never ran either. Anything else, failures included, counts: with
 * several root fields the first may have committed before a later one failed and nulled `data`.
 */
function graphQLWriteMayHaveChanged(status: number, body: Buffer, rootFields: number): boolean {
  if (status >= 400 && status < 500) return false;
  let answer: { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: unknown } }[] };
  try {
    answer = JSON.parse(body.toString('utf8')) as typeof answer;
  } catch {
    return true;
  }
  if (!answer.errors?.length) return true;
  if (answer.data && Object.values(answer.data).some((value) => value !== null)) return true;
  return rootFields !== 1 || !answer.errors.every((e) => REFUSED_BEFORE_RUNNING.has(String(e.extensions?.code)));
}

/** Runs `fn` with the status just before the headers go out (Node calls writeHead for implicit headers too). */
function beforeHeaders(res: Response, fn: (status: number) => void): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) fn(typeof args[0] === 'number' ? args[0] : res.statusCode);
    return writeHead(...args);
  }) as Response['writeHead'];
}

/** Collects the body as the handler writes it and hands it to `onEnd` as the response ends. */
function captureBody(res: Response, onEnd: (status: number, body: Buffer) => void): void {
  interceptEnd(res, (status, body, end) => {
    onEnd(status, body);
    return end();
  });
}

/**
 * Collects the body as the handler writes it (before compression, which wraps the response first); when
 * the handler ends the response, `onEnd` gets the status, the whole body and the call that really ends it
 * (to make now, or later: a write's answer waits until the cache is emptied).
 */
function interceptEnd(res: Response, onEnd: (status: number, body: Buffer, end: () => Response) => Response): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((...args: unknown[]) => {
    collect(chunks, args[0], args[1]);
    return write(...args);
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    collect(chunks, args[0], args[1]);
    return onEnd(res.statusCode, Buffer.concat(chunks), () => end(...args));
  }) as Response['end'];
}

function collect(chunks: Buffer[], chunk: unknown, encoding: unknown): void {
  if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
  else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
}
