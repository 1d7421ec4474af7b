import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What every log line written while a request is handled carries. */
export interface RequestContext {
  readonly reqId: string;
}

/**
 * The request being handled, for the logger's mixin: Nest's loggers, the exception filter and the
 * resolvers know nothing of the request, yet their lines carry its id. Process-wide on purpose (one
 * AsyncLocalStorage per process is how it is meant to be used); it holds nothing outside a request.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();

export const REQUEST_ID_HEADER = 'X-Request-Id';

// Short and plain: the id is echoed in a response header and written to every log line, so a
// caller may not inject newlines, JSON or a megabyte through it.
const INCOMING_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/** The caller's X-Request-Id when it is 1–64 characters of [A-Za-z0-9_.:-] (a proxy's trace id), else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && INCOMING_ID.test(value) ? value : randomUUID();
}

/** The id of the request whose work is running now, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.reqId;
}
