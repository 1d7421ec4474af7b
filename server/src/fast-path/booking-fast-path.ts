import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Logger } from '@nestjs/common';
import {
  GraphQLObjectType,
  GraphQLSchema,
  Kind,
  type GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLFormattedError,
  type OperationDefinitionNode,
} from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import { bookingInputIfValid } from '../bookings/booking-input-check.js';
import { clientAddressOf } from '../auth/client-address.js';
import type { BookingsService } from '../bookings/bookings.service.js';
import { WriteLimitedError } from '../write-limits/write-limits.js';
import { acceptKey, isGraphQLBody } from '../cache/response-cache.middleware.js';
import type { ApiExceptionFilter } from '../common/exception.filter.js';
import { formatGraphQLError } from '../common/graphql-errors.js';
import { IDEMPOTENCY_HEADER } from '../common/idempotency.js';
import { graphQLBodyProblem } from '../common/input-boundary.middleware.js';
import type { AppConfig } from '../config/config.js';
import { graphqlLimits } from '../graphql-limits/graphql-limits.js';
import { rawGraphQLBody } from '../http/early-json-body.js';
import { requestContext, requestIdFrom } from '../logging/request-context.js';
import { CompiledReads } from './compiled-reads.js';
import { answerInternalError, type FastAnswers } from './json-answer.js';

/** What Apollo puts on a GraphQL answer besides the security headers (see no-store-plugins.ts). */
const GRAPHQL_HEADERS = { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' };

const FIELD = 'requestBooking';
const IDEMPOTENCY = IDEMPOTENCY_HEADER.toLowerCase();

/** Thrown by the resolver before anything is written: the request goes on to the full pipeline. */
class Declined extends Error {}

interface BookingContext {
  readonly req: IncomingMessage;
  /** Set once the booking's statement is sent: from then on the request can never be handed on. */
  writing: boolean;
}

interface AskedBooking {
  readonly query: string;
  readonly operationName: string | undefined;
  readonly variables: Record<string, unknown> | undefined;
}

/** An operation this path takes: a mutation whose one root selection is `requestBooking` (aliased or not). */
function isOneBookingRequest(operation: OperationDefinitionNode): boolean {
  const [only, ...more] = operation.selectionSet.selections;
  return (
    operation.operation === 'mutation' &&
    more.length === 0 &&
    only?.kind === Kind.FIELD &&
    only.name.value === FIELD &&
    !only.directives?.length &&
    !operation.directives?.length
  );
}

/**
 * The schema with a Mutation type that has `requestBooking` alone, resolved by `resolve`: documents are
 * validated and compiled against it, so a document asking for any other mutation never compiles here.
 * Every other type is the application's own (the same Booking fields, scalars and their serialisation).
 */
function bookingSchema(schema: GraphQLSchema, resolve: GraphQLFieldResolver<unknown, BookingContext, { input: unknown }>): GraphQLSchema | undefined {
  const mutation = schema.getMutationType();
  const field = mutation?.toConfig().fields[FIELD];
  if (!mutation || !field) return undefined;
  const config = schema.toConfig();
  const onlyBooking = new GraphQLObjectType({ name: mutation.name, fields: { [FIELD]: { ...field, resolve } } });
  return new GraphQLSchema({ ...config, mutation: onlyBooking, types: config.types.filter((type) => type !== mutation) });
}

/**
 * The booking form's request (`requestBooking`, anonymous) answered ahead of Apollo and Nest's resolver
 * pipeline: the document compiled by graphql-jit, the input checked by `bookingInputIfValid` (the pipe's own
 * steps and class-validator's functions), the same `BookingsService` reading the package and storing the
 * booking with its mails and audit event. Its answers are Apollo's: the same JSON, headers, ETag, request id
 * and log line (FastAnswers).
 *
 * Nothing is handed on once written. So until the booking's statement is sent, anything unusual goes on to
 * the next step (ApolloDirectPath, then Express), which answers as it always did: a document seen for the
 * first time or not this one mutation alone, variables that do not coerce, input the pipe might refuse, a
 * package that does not exist or does not fit the request (the service threw before writing: the pipeline
 * reads the package again and words the refusal), an Idempotency-Key (replays live there), a signed-in or
 * CORS caller. What the resolver's guard would decide for an anonymous caller of a `@Public()` operation is
 * "allowed", so nothing is skipped that could refuse. A failure after the statement was sent is answered
 * here, worded by the same exception filter and error formatting as Apollo's answer.
 */
export class BookingFastPath {
  /** Requests answered here since start (tests read it to tell which path answered). */
  answered = 0;
  private documents: CompiledReads | undefined;
  private service: BookingsService | undefined;
  private readonly corsConfigured: boolean;
  private readonly production: boolean;
  private readonly logger = new Logger('BookingFastPath');

  constructor(
    private readonly config: AppConfig,
    private readonly schema: () => GraphQLSchema | undefined,
    private readonly bookings: () => BookingsService,
    private readonly answers: FastAnswers,
    private readonly errors: ApiExceptionFilter,
  ) {
    this.corsConfigured = config.security.corsOrigins.length > 0;
    this.production = config.env === 'production';
  }

  readonly step = (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const started = performance.now();
    const asked = this.config.fastPath ? this.eligible(req) : undefined;
    const compiled = asked && this.compiledDocuments()?.compiled(asked.query, asked.operationName);
    if (!asked || !compiled) return next();
    const context: BookingContext = { req, writing: false };
    const reqId = requestIdFrom(req.headers['x-request-id']);
    requestContext
      .run({ reqId }, () => this.answer(compiled, asked, context))
      .then(async (json) => {
        if (json === undefined) return next();
        this.answered++;
        await this.answers.send(req, res, reqId, started, Buffer.from(json), GRAPHQL_HEADERS);
      })
      .catch((error: unknown) => {
        if (!context.writing && !res.headersSent) return next();
        this.fail(res, error);
      });
  };

  private eligible(req: IncomingMessage): AskedBooking | undefined {
    if (req.method !== 'POST' || req.url !== '/graphql') return undefined;
    if (req.headers.authorization !== undefined || (this.corsConfigured && req.headers.origin !== undefined)) return undefined;
    if (req.headers[IDEMPOTENCY] !== undefined) return undefined;
    // Behind a trusted proxy the client's address is Express's to work out (X-Forwarded-For); the write limit counts it.
    if (this.config.security.trustProxy !== false) return undefined;
    if (acceptKey(req.headers.accept) !== 'json' || !rawGraphQLBody(req)) return undefined;
    const body = (req as IncomingMessage & { body?: unknown }).body;
    if (!isGraphQLBody(body) || !body.query.includes(FIELD)) return undefined;
    const { variables } = body;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return undefined;
    // What the input boundary (common/input-boundary.middleware.ts) would refuse is refused there.
    if (graphQLBodyProblem(body)) return undefined;
    return { query: body.query, operationName: body.operationName ?? undefined, variables: (variables ?? undefined) as Record<string, unknown> | undefined };
  }

  /** The answer's JSON, or undefined when nothing was written and the request goes on. */
  private async answer(compiled: CompiledQuery, asked: AskedBooking, context: BookingContext): Promise<string | undefined> {
    const result = await compiled.query(undefined, context, asked.variables ?? {});
    if (!context.writing) return undefined;
    // As Apollo writes it (prettyJSONStringify of errors, then data): the same bytes, so the same ETag.
    if (!result.errors?.length) return `${JSON.stringify({ data: result.data })}\n`;
    return `${JSON.stringify({ errors: result.errors.map((error) => this.formatted(error)), data: result.data ?? null })}\n`;
  }

  /** The resolver: declines (before writing) whatever the full pipeline should answer. */
  private readonly resolve: GraphQLFieldResolver<unknown, BookingContext, { input: unknown }> = async (_root, args, context) => {
    const input = bookingInputIfValid(args.input);
    if (!input) throw new Declined();
    const bookings = (this.service ??= this.bookings());
    const pkg = await bookings.checkedPackage(input).catch(() => {
      throw new Declined();
    });
    context.writing = true;
    try {
      return await bookings.store(pkg, input, { clientAddress: clientAddressOf(context.req) });
    } catch (error) {
      // Refused by the write limit before anything was written: Nest's path answers it, Retry-After header and all.
      if (error instanceof WriteLimitedError) {
        context.writing = false;
        throw new Declined();
      }
      throw this.errors.toGraphQLError(error);
    }
  };

  /** Apollo's error formatting (its code default, then the application's formatError). */
  private formatted(error: GraphQLError): GraphQLFormattedError {
    const formatted = error.toJSON();
    const extensions = { ...formatted.extensions, code: formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR' };
    return formatGraphQLError({ ...formatted, extensions }, error, this.production);
  }

  /** Built on first use: the schema exists once the application has initialised. */
  private compiledDocuments(): CompiledReads | undefined {
    if (this.documents) return this.documents;
    const schema = this.schema();
    const onlyBooking = schema && bookingSchema(schema, this.resolve);
    if (!onlyBooking) return undefined;
    const limits = graphqlLimits(this.config.security.graphql, this.production);
    this.documents = new CompiledReads(onlyBooking, limits.validationRules, limits.parseOptions, isOneBookingRequest);
    return this.documents;
  }

  /** Execution failed outside the resolver after the booking's statement was sent: a bare 500, as Nest answers. */
  private fail(res: ServerResponse, error: unknown): void {
    answerInternalError(res, this.logger, error, 'The booking fast path');
  }

}
