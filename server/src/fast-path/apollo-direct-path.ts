import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import { Logger } from '@nestjs/common';
import type { Express } from 'express';
import { classifyGraphQLBody, type GraphQLOperationKind } from '../cache/catalog-operations.js';
import { acceptKey, isGraphQLBody, type ResponseCacheMiddleware } from '../cache/response-cache.middleware.js';
import { graphQLBodyProblem } from '../common/input-boundary.middleware.js';
import type { AppConfig } from '../config/config.js';
import { graphQLContext } from '../graphql-context.js';
import { rawGraphQLBody } from '../http/early-json-body.js';
import { requestContext, requestIdFrom } from '../logging/request-context.js';
import { answerInternalError, type FastAnswers } from './json-answer.js';

/**
 * Anonymous GraphQL requests other than catalog reads (the booking form, enquiries, sign-in, stay
 * searches…) handed to the same Apollo server straight from the front door, as the Express integration
 * (@as-integrations/express5) hands them, without Express's stack in front of it: router, helmet per
 * request, compression middleware, body parsers, the input boundary's middleware, the response cache's
 * middleware. What those did for such a request is done here once, the same way:
 * - the body was parsed by the front door's reader (same parser and limits); the input boundary's GraphQL
 *   check runs before anything else, and whatever it refuses goes on to Express, which words the refusal;
 * - the request and response get Express's prototypes, as Express's own init gives them, so resolvers,
 *   guards and pipes see the same `req` (`req.ip` behind TRUST_PROXY for the rate limits, `req.res` for
 *   the idempotency header);
 * - the answer carries helmet's headers, Apollo's status and headers, Express's ETag, compression from
 *   1 KB and the request's id and log line (FastAnswers);
 * - after a write, the response cache is emptied before the answer goes out, as its middleware does.
 *
 * Once Apollo has the request it is never handed on: a write may have happened. Signed-in callers, CORS
 * requests, other media types, catalog reads (compiled fast path, or Express so the response cache keeps
 * the answer) and uploads (not JSON) go through Express as before. Switched off with FAST_PATH=off.
 */
export class ApolloDirectPath {
  /** Requests answered here since start (tests read it to tell which path answered). */
  answered = 0;
  private readonly corsConfigured: boolean;
  private readonly logger = new Logger('ApolloDirectPath');

  constructor(
    private readonly config: AppConfig,
    private readonly apollo: () => ApolloServer<BaseContext> | undefined,
    private readonly express: Express,
    private readonly answers: FastAnswers,
    private readonly responseCache: ResponseCacheMiddleware,
  ) {
    this.corsConfigured = config.security.corsOrigins.length > 0;
  }

  readonly step = (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const started = performance.now();
    const asked = this.config.fastPath ? this.eligible(req) : undefined;
    const apollo = asked && this.apollo();
    if (!asked || !apollo) return next();
    // Express's init (express/lib/middleware/init): the prototypes carry req.ip, req.get, res.status…
    Object.setPrototypeOf(req, this.express.request);
    Object.setPrototypeOf(res, this.express.response);
    Object.assign(req, { res });
    Object.assign(res, { req, locals: Object.create(null) as Record<string, unknown> });
    const reqId = requestIdFrom(req.headers['x-request-id']);
    requestContext
      .run({ reqId }, () => this.execute(apollo, req, asked.body))
      .then(async (answer) => {
        this.answered++;
        const json = Buffer.from(answer.body);
        // As the response cache's middleware does for a write: emptied before the answer goes out.
        await this.responseCache.clearAfterGraphQLWrite(asked.operation, answer.status, json);
        await this.answers.send(req, res, reqId, started, json, answer.headers, answer.status);
      })
      .catch((error: unknown) => this.fail(res, error));
  };

  private eligible(req: IncomingMessage): { body: Record<string, unknown>; operation: GraphQLOperationKind } | undefined {
    if (req.method !== 'POST' || req.url !== '/graphql') return undefined;
    if (req.headers.authorization !== undefined || (this.corsConfigured && req.headers.origin !== undefined)) return undefined;
    if (acceptKey(req.headers.accept) !== 'json' || !rawGraphQLBody(req)) return undefined;
    const body = (req as IncomingMessage & { body?: unknown }).body;
    if (!isGraphQLBody(body)) return undefined;
    const operation = classifyGraphQLBody(body);
    if (operation.kind === 'catalog-read' || graphQLBodyProblem(body)) return undefined;
    return { body: body as unknown as Record<string, unknown>, operation };
  }

  /** As the Express integration builds Apollo's request and reads its answer. */
  private async execute(apollo: ApolloServer<BaseContext>, req: IncomingMessage, body: Record<string, unknown>) {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers, search: '', body },
      context: async () => graphQLContext({ req }),
    });
    let text: string;
    if (response.body.kind === 'complete') text = response.body.string;
    else {
      // Incremental delivery needs a multipart Accept, which this path does not take; kept whole if ever.
      text = '';
      for await (const chunk of response.body.asyncIterator) text += chunk;
    }
    return { status: response.status ?? 200, headers: Object.fromEntries(response.headers), body: text };
  }

  /** Apollo failed outside its own error handling: a bare 500, as Nest's filter answers an unknown error. */
  private fail(res: ServerResponse, error: unknown): void {
    answerInternalError(res, this.logger, error, 'Apollo');
  }

}
