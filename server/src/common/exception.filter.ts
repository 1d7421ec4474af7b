import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import { GqlArgumentsHost, type GqlContextType } from '@nestjs/graphql';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../health/database-errors.js';
import { describeError } from '../logging/safe-error.js';
import { databaseErrorOf, databaseRefusal } from './database-errors.js';
import { AppError, ErrorCode, HTTP_STATUS_OF, Messages, RetryLaterError, type ErrorCode as Code, type FieldErrors } from './errors.js';

/** A REST error answer: its status, JSON body and, when the client should try again later, Retry-After. */
export interface HttpErrorAnswer {
  readonly status: number;
  readonly body: { statusCode: number; code: string; message: string; fields?: FieldErrors };
  readonly retryAfter?: string;
}

/**
 * Turns every exception into the API's error shape: a GraphQL error with `extensions.code`
 * (and `extensions.fields` for validation), or a JSON body `{ statusCode, code, message, fields }`
 * for REST. Unknown errors are logged and masked: no stack trace or SQL reaches a client, and the log line
 * holds no statement parameter or quoted value (see logging/safe-error.ts).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType<GqlContextType>() === 'graphql') {
      // GraphQL answers 200 with the error in its body; a throttled one still says when to retry, as REST does.
      const seconds = retryAfterOf(exception);
      const res = GqlArgumentsHost.create(host).getContext<{ req?: { res?: Response } }>().req?.res;
      if (seconds && res && !res.headersSent) res.setHeader('Retry-After', seconds);
      return this.toGraphQLError(exception);
    }
    const answer = this.toHttpAnswer(exception);
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return undefined;
    // Whatever a handler set before failing (a file's encoding, its year-long cache) is not this JSON's:
    // an error answer is plain and never kept by a cache, so a CDN cannot serve it for a year.
    response.removeHeader('Content-Encoding');
    response.removeHeader('Content-Length');
    response.removeHeader('ETag');
    response.setHeader('Cache-Control', 'no-store');
    if (answer.retryAfter) response.setHeader('Retry-After', answer.retryAfter);
    response.status(answer.status).json(answer.body);
    return undefined;
  }

  /** What a REST handler's exception becomes: status, JSON body, and Retry-After when the client should try again (also for handlers run outside Nest: fast-path/). */
  toHttpAnswer(exception: unknown): HttpErrorAnswer {
    const error = this.toAppError(exception);
    const status = HTTP_STATUS_OF[error.code];
    return {
      status,
      body: { statusCode: status, code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      ...(retryAfterOf(error) ? { retryAfter: retryAfterOf(error) } : {}),
    };
  }

  /** What a resolver's exception becomes in a GraphQL answer (also for resolvers run outside Nest: fast-path/). */
  toGraphQLError(exception: unknown): GraphQLError {
    const error = this.toAppError(exception);
    const retry = error instanceof RetryLaterError ? { retryAfterSeconds: error.retryAfterSeconds } : {};
    return new GraphQLError(error.message, {
      extensions: { code: error.code, ...(error.fields ? { fields: error.fields } : {}), ...retry },
    });
  }

  private toAppError(exception: unknown): AppError {
    if (exception instanceof AppError) return exception;
    if (exception instanceof GraphQLError) {
      return new AppError(codeOfGraphQLError(exception), exception.message);
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const code = codeOfStatus(status);
      if (code === ErrorCode.INTERNAL_SERVER_ERROR) {
        this.logger.error(exception);
        return new AppError(code, Messages.INTERNAL);
      }
      return new AppError(code, httpExceptionMessage(exception));
    }
    if (isDatabaseUnavailable(exception)) {
      // Not a bug: the database is away (restart, failover, network). One line, no stack; the client
      // is told to retry, and the pool reconnects by itself when the database is back.
      this.logger.warn(`Database unavailable: ${describeError(exception)}`);
      return new AppError(ErrorCode.SERVICE_UNAVAILABLE, Messages.SERVICE_UNAVAILABLE);
    }
    const refusal = databaseRefusal(exception);
    if (refusal) {
      // Not a bug on our side: the database refused a value the client sent (class 22) or kept one of its
      // rules (class 23). A rule the services did not check first is worth a line (code, table, constraint
      // and statement shape only); a malformed value is not.
      if (!databaseErrorOf(exception)?.code.startsWith('22')) this.logger.warn(`Database refused a write: ${describeError(exception)}`);
      return refusal;
    }
    if (isBodyParserError(exception)) {
      return new AppError(ErrorCode.BAD_USER_INPUT, 'The request body is not valid JSON.');
    }
    this.logger.error(exception instanceof Error ? exception : describeError(exception));
    return new AppError(ErrorCode.INTERNAL_SERVER_ERROR, Messages.INTERNAL);
  }
}

/** Seconds a client should wait before trying again, for the answers that have one (throttled, database away). */
function retryAfterOf(exception: unknown): string | undefined {
  if (exception instanceof RetryLaterError) return String(exception.retryAfterSeconds);
  if (exception instanceof AppError && exception.code === ErrorCode.SERVICE_UNAVAILABLE) return String(RETRY_AFTER_SECONDS);
  return undefined;
}

function codeOfStatus(status: number): Code {
  const match = (Object.entries(HTTP_STATUS_OF) as [Code, number][]).find(([, s]) => s === status);
  if (match) return match[0];
  return status >= 500 ? ErrorCode.INTERNAL_SERVER_ERROR : ErrorCode.BAD_USER_INPUT;
}

function codeOfGraphQLError(error: GraphQLError): Code {
  const code = error.extensions?.code;
  return typeof code === 'string' && code in HTTP_STATUS_OF ? (code as Code) : ErrorCode.BAD_USER_INPUT;
}

function httpExceptionMessage(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join(' ');
  return typeof message === 'string' ? message : exception.message;
}

function isBodyParserError(exception: unknown): boolean {
  return (
    typeof exception === 'object' &&
    exception !== null &&
    (exception as { type?: unknown }).type === 'entity.parse.failed'
  );
}
