import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { GraphQLSchema } from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import { classifyGraphQLBody } from '../cache/catalog-operations.js';
import { acceptKey, isGraphQLBody } from '../cache/response-cache.middleware.js';
import { graphQLBodyProblem } from '../common/input-boundary.middleware.js';
import type { AppConfig } from '../config/config.js';
import { graphqlLimits } from '../graphql-limits/graphql-limits.js';
import { rawGraphQLBody } from '../http/early-json-body.js';
import { requestContext, requestIdFrom } from '../logging/request-context.js';
import { CompiledReads, loadGraphQLJit } from './compiled-reads.js';
import { FastAnswers } from './json-answer.js';

/** What Apollo and Express put on a GraphQL answer besides the security headers (see no-store-plugins.ts). */
const GRAPHQL_HEADERS = { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' };

interface FastRequest {
  readonly query: string;
  readonly operationName: string | undefined;
  readonly variables: Record<string, unknown> | undefined;
}

/**
 * The compiled fast path of anonymous catalog queries: a front door step (http/front-door.ts) that runs a
 * hot `searchPackages`, `package`, `staySearch`… document compiled by graphql-jit against the same schema
 * and resolvers as Apollo, so Nest's guards, pipes and resolvers still run for every field, while Express,
 * its middleware and Apollo's request pipeline do not.
 *
 * It answers only what it can answer exactly as Apollo would: a POST of a valid, already-seen catalog-read
 * document, anonymous, asking for JSON, whose execution ends without a single error. Anything else — a new
 * or invalid document, a write, a signed-in caller, a cross-origin call needing CORS headers, input the
 * input boundary refuses, any error in execution — goes on to Express untouched, where Apollo answers (and
 * words the error). A failed catalog read is read-only, so running it a second time there changes nothing.
 *
 * The answer carries what the pipeline adds to one: helmet's headers (copied from the same helmet), the
 * request id, `cache-control: no-store` (Apollo's, for answers without cache hints), the weak ETag Express
 * computes, compression as the client accepts it, and the request's log line. With the response cache on,
 * the answer is also stored under the key the cache's front door step looked up.
 */
export class GraphQLFastPath {
  /** Answers given by the fast path since start (tests read it to tell which path answered). */
  answered = 0;
  private compiledReads: CompiledReads | undefined;
  private readonly corsConfigured: boolean;

  constructor(
    private readonly config: AppConfig,
    private readonly schema: () => GraphQLSchema | undefined,
    private readonly answers: FastAnswers,
  ) {
    this.corsConfigured = config.security.corsOrigins.length > 0;
  }

  readonly step = (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const started = performance.now();
    const asked = this.config.fastPath ? this.eligible(req) : undefined;
    const compiled = asked && this.reads()?.compiled(asked.query, asked.operationName);
    if (!asked || !compiled) return next();
    const reqId = requestIdFrom(req.headers['x-request-id']);
    requestContext
      .run({ reqId }, () => this.run(compiled, asked, req))
      .then(async (json) => {
        if (json === undefined) return next();
        this.answered++;
        await this.answers.send(req, res, reqId, started, Buffer.from(json), GRAPHQL_HEADERS);
      })
      .catch(() => {
        if (!res.headersSent) next();
      });
  };

  /** The request's operation when the fast path may take it: see the class comment. */
  private eligible(req: IncomingMessage): FastRequest | undefined {
    if (req.method !== 'POST' || req.url !== '/graphql') return undefined;
    if (req.headers.authorization !== undefined || (this.corsConfigured && req.headers.origin !== undefined)) return undefined;
    if (acceptKey(req.headers.accept) !== 'json' || !rawGraphQLBody(req)) return undefined;
    const body = (req as IncomingMessage & { body?: unknown }).body;
    if (!isGraphQLBody(body)) return undefined;
    const { variables } = body;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return undefined;
    const operationName = body.operationName ?? undefined;
    if (classifyGraphQLBody(body).kind !== 'catalog-read') return undefined;
    // What the input boundary (common/input-boundary.middleware.ts) would refuse is refused there.
    if (graphQLBodyProblem(body)) return undefined;
    return { query: body.query, operationName, variables: (variables ?? undefined) as Record<string, unknown> | undefined };
  }

  /**
   * Resolves once documents can be compiled (graphql-jit loads after start-up, see compiled-reads.ts):
   * for tests that count which path answered.
   */
  async compilerLoaded(): Promise<void> {
    this.reads();
    await loadGraphQLJit();
  }

  /** Built on first use: the schema exists once the application has initialised. */
  private reads(): CompiledReads | undefined {
    if (this.compiledReads) return this.compiledReads;
    const schema = this.schema();
    if (!schema) return undefined;
    const limits = graphqlLimits(this.config.security.graphql, this.config.env === 'production');
    this.compiledReads = new CompiledReads(schema, limits.validationRules, limits.parseOptions);
    return this.compiledReads;
  }

  /** The answer's JSON, or undefined when execution reported any error (Apollo then answers instead). */
  private async run(compiled: CompiledQuery, asked: FastRequest, req: IncomingMessage): Promise<string | undefined> {
    // The context Nest gives every resolver and guard (app.module.ts: `({ req }) => ({ req })`).
    const result = await compiled.query(undefined, { req }, asked.variables ?? {});
    if (result.errors?.length || result.data === undefined || result.data === null) return undefined;
    // As Apollo writes it (prettyJSONStringify): the same bytes, so the same ETag.
    return `${JSON.stringify({ data: result.data })}\n`;
  }
}
