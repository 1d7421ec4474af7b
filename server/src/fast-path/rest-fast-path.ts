import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { isCatalogRestRead } from '../cache/catalog-operations.js';
import { findInputProblem, textProblem } from '../common/input-boundary.js';
import type { AppConfig } from '../config/config.js';
import { pathOfUrl } from '../http/front-door.js';
import { parseRestQuery } from '../http/rest-query-parser.js';
import { requestContext, requestIdFrom } from '../logging/request-context.js';
import type { FastAnswers } from './json-answer.js';

/**
 * One public catalog REST read the fast path may answer: its path, matched as Express matches routes
 * (case-insensitive, an optional trailing slash; capture groups are the path parameters), and the answer,
 * which is what the controller returns for the request once the route's own pipes have checked its
 * parameters. Anything it throws leaves the request to Express and Nest, which answer it as always.
 */
export interface RestRead {
  readonly path: RegExp;
  answer(params: readonly string[], query: Record<string, unknown>): Promise<unknown>;
}

/**
 * The REST half of the fast path: a few hot anonymous catalog reads (`/api/packages/{id}`, the package
 * search) answered ahead of Express and Nest's router by calling their controller directly, behind the same
 * pipes (validation, ids) and the same input boundary. The answer is Express's (`res.json`): the same JSON,
 * ETag and 304, `Cache-Control: public, max-age` of an anonymous catalog read, compression, security headers,
 * request id and log line. A signed-in or cross-origin call, a path or query the input boundary refuses, or
 * anything the controller or a pipe throws (a 404, a 400) goes on to Express, which answers as it always
 * did: these routes only read, so asking twice changes nothing.
 */
export class RestFastPath {
  /** Answers given by this path since start (tests read it to tell which path answered). */
  answered = 0;
  private readonly corsConfigured: boolean;
  private readonly headers: Readonly<Record<string, string>>;

  constructor(
    private readonly config: AppConfig,
    private readonly reads: readonly RestRead[],
    private readonly answers: FastAnswers,
  ) {
    this.corsConfigured = config.security.corsOrigins.length > 0;
    this.headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': `public, max-age=${config.responseCache.ttlSeconds}` };
  }

  readonly step = (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (!this.config.fastPath || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (req.headers.authorization !== undefined || (this.corsConfigured && req.headers.origin !== undefined)) return next();
    const started = performance.now();
    const url = req.url ?? '';
    const path = pathOfUrl(url);
    // Only where the response cache's handler would mark the answer `public` (its list is case-sensitive).
    const found = isCatalogRestRead('GET', path) ? this.match(path) : undefined;
    if (!found) return next();
    const query = parseRestQuery(url.length > path.length ? url.slice(path.length + 1) : '');
    // What the input boundary (common/input-boundary.middleware.ts) would refuse is refused there.
    if (found.params.some((param) => textProblem(param) !== undefined) || findInputProblem(query)) return next();
    const reqId = requestIdFrom(req.headers['x-request-id']);
    requestContext
      .run({ reqId }, () => found.read.answer(found.params, query))
      .then(async (body) => {
        if (body === undefined) return next();
        this.answered++;
        await this.answers.send(req, res, reqId, started, Buffer.from(JSON.stringify(body)), this.headers);
      })
      .catch(() => {
        if (!res.headersSent) next();
      });
  };

  private match(path: string): { read: RestRead; params: string[] } | undefined {
    for (const read of this.reads) {
      const match = read.path.exec(path);
      if (!match) continue;
      try {
        return { read, params: match.slice(1).map((param) => decodeURIComponent(param)) };
      } catch {
        // A parameter that does not decode: Express answers it (400).
        return undefined;
      }
    }
    return undefined;
  }
}
