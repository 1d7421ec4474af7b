/**
 * Every error the API may answer, in one place. Each code maps to one HTTP status (REST) and is
 * the `extensions.code` of a GraphQL error, so clients branch on codes, never on message texts.
 */
import { HttpStatus } from '@nestjs/common';

export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** A GraphQL operation type the server does not run (subscriptions). */
  OPERATION_NOT_SUPPORTED: 'OPERATION_NOT_SUPPORTED',
  /** A header block or URL larger than the server reads (Node's own limit). */
  REQUEST_HEADER_FIELDS_TOO_LARGE: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
  /** The request's headers did not arrive in time (Node's headersTimeout / requestTimeout). */
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  /** The database (or another part the request needs) is unreachable right now: retry later. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const HTTP_STATUS_OF: Record<ErrorCode, number> = {
  BAD_USER_INPUT: HttpStatus.BAD_REQUEST,
  UNAUTHENTICATED: HttpStatus.UNAUTHORIZED,
  FORBIDDEN: HttpStatus.FORBIDDEN,
  NOT_FOUND: HttpStatus.NOT_FOUND,
  CONFLICT: HttpStatus.CONFLICT,
  PAYLOAD_TOO_LARGE: HttpStatus.PAYLOAD_TOO_LARGE,
  TOO_MANY_REQUESTS: HttpStatus.TOO_MANY_REQUESTS,
  OPERATION_NOT_SUPPORTED: HttpStatus.BAD_REQUEST,
  // Not among Nest's HttpStatus names.
  REQUEST_HEADER_FIELDS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: HttpStatus.REQUEST_TIMEOUT,
  INTERNAL_SERVER_ERROR: HttpStatus.INTERNAL_SERVER_ERROR,
  SERVICE_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
};

/** Field name → message, for forms that show each message under its input. */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * TOO_MANY_REQUESTS with the seconds until one more attempt is allowed: REST answers it with a
 * Retry-After header, GraphQL with `extensions.retryAfterSeconds` and the same header (exception.filter.ts).
 */
export class RetryLaterError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(ErrorCode.TOO_MANY_REQUESTS, message);
  }
}

export const Messages = {
  WRONG_CREDENTIALS: 'Wrong username or password.',
  LOGIN_REQUIRED: 'Please log in to continue.',
  SESSION_EXPIRED: 'Your session has expired. Please log in again.',
  INVALID_TOKEN: 'Your sign-in token is not valid. Please log in again.',
  NOT_ALLOWED: 'You do not have permission to do that.',
  UNDECLARED_OPERATION: 'This operation is not available.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again in a moment.',
} as const;

export const badInput = (message: string, fields?: FieldErrors) =>
  new AppError(ErrorCode.BAD_USER_INPUT, message, fields);
export const unauthenticated = (message: string = Messages.LOGIN_REQUIRED) =>
  new AppError(ErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message: string = Messages.NOT_ALLOWED) => new AppError(ErrorCode.FORBIDDEN, message);
export const notFound = (message: string) => new AppError(ErrorCode.NOT_FOUND, message);
/** The request clashes with the data as it is now (taken, still in use, a move the workflow refuses). */
export const conflict = (message: string, fields?: FieldErrors) => new AppError(ErrorCode.CONFLICT, message, fields);
