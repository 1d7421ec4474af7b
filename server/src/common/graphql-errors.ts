import type { GraphQLFormattedError } from 'graphql';
import { isDatabaseUnavailable } from '../health/database-errors.js';
import { databaseRefusal } from './database-errors.js';
import { ErrorCode, Messages } from './errors.js';

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));
// Errors Apollo itself raises for malformed requests: safe to show as they are.
const CLIENT_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED', 'OPERATION_RESOLUTION_FAILURE']);

/**
 * The last stop of every GraphQL error: known codes pass with their message; anything else is an
 * unexpected failure, logged by the exception filter and answered without internals.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown, production: boolean): GraphQLFormattedError {
  const code = String(formatted.extensions?.code ?? '');
  if (KNOWN_CODES.has(code) && code !== ErrorCode.INTERNAL_SERVER_ERROR) return withoutStack(formatted);
  if (CLIENT_CODES.has(code)) return withoutStack(formatted);
  // graphql-js gives up on a request's variables after 50 bad values with an error of its own that carries
  // no code (Apollo labels it INTERNAL_SERVER_ERROR): it is the client's input, like the 50 before it.
  if (!formatted.path && formatted.message.startsWith('Too many errors processing variables')) {
    return { message: formatted.message, extensions: { code: ErrorCode.BAD_USER_INPUT } };
  }
  // A value (class 22) or a rule (class 23) the database refused that reached Apollo without passing the exception filter.
  const refusal = databaseRefusal(error);
  if (refusal) {
    return { message: refusal.message, locations: formatted.locations, path: formatted.path, extensions: { code: refusal.code } };
  }
  // A lost database that reached Apollo without passing the exception filter (a context or a plugin):
  // still "retry later", never an internal error. The HTTP status stays 200, as for every GraphQL error.
  if (isDatabaseUnavailable(error)) {
    return { message: Messages.SERVICE_UNAVAILABLE, locations: formatted.locations, path: formatted.path, extensions: { code: ErrorCode.SERVICE_UNAVAILABLE } };
  }
  return {
    message: production || code === '' || code === ErrorCode.INTERNAL_SERVER_ERROR ? Messages.INTERNAL : formatted.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
  };
}

function withoutStack(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (!formatted.extensions || !('stacktrace' in formatted.extensions)) return formatted;
  const { stacktrace: _stacktrace, ...extensions } = formatted.extensions;
  return { ...formatted, extensions };
}
