import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import type { AuthUser } from '../auth/auth-user.js';
import type { PinoNestLogger } from './logger.js';
import { writeRequestLine } from './request-line-writer.js';
import { REQUEST_ID_HEADER, requestContext, requestIdFrom } from './request-context.js';

/** The one line written per request. No body, no header, no query value: they may carry personal data. */
export type RequestLine = {
  reqId: string;
  method: string;
  /** The path without its query string. */
  path: string;
  /** The names of the query parameters, without their values. */
  query?: string[];
  status: number;
  durationMs: number;
  userId?: string;
  /** GraphQL requests: the operation name(s) sent. */
  operation?: string;
};

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;
// `query Name(`, `mutation Name {`: the first named operation of a document sent without operationName.
const NAMED_OPERATION = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]{0,99})/;
const QUERY_NAME = /^[\w.[\]-]{1,40}$/;
const MAX_QUERY_NAMES = 20;
const MAX_PATH = 200;

/**
 * Gives every request its id (the caller's X-Request-Id when it is plain enough, else a new UUID),
 * echoes it in the response's X-Request-Id, runs the rest of the request inside it (so every line
 * logged meanwhile carries it) and, when logging is on, writes one line when the response ends.
 */
export function requestLogging(logger: PinoNestLogger | false): Middleware {
  const log = logger ? logger.pino : undefined;
  return (req, res, next) => {
    const reqId = requestIdFrom(req.headers['x-request-id']);
    (req as IncomingMessage & { id?: string }).id = reqId;
    res.setHeader(REQUEST_ID_HEADER, reqId);
    if (log) logWhenDone(log, req, res);
    requestContext.run({ reqId }, next);
  };
}

/**
 * For an answer given before the request logger's middleware (a page cache hit):
 * the request's id, as the middleware gives it (the caller's X-Request-Id when plain enough), kept on the
 * request, and its line written when the response ends. The caller sends the id in X-Request-Id.
 */
export function logAnswerAhead(log: Logger | undefined, req: IncomingMessage, res: ServerResponse, started: number): string {
  const reqId = requestIdFrom(req.headers['x-request-id']);
  (req as IncomingMessage & { id?: string }).id = reqId;
  if (log) logWhenDone(log, req, res, started);
  return reqId;
}

/**
 * Writes the request's line once its response has finished, closed early or failed: `error` for a failure
 * or a 5xx, else `info`. By hand rather than with pino-http, whose child logger per request (built to bind the
 * request to every line, which this app never wants) cost more than the rest of the line.
 */
export function logWhenDone(log: Logger, req: IncomingMessage, res: ServerResponse, started = performance.now()): void {
  const done = (error?: unknown): void => {
    res.off('finish', done);
    res.off('close', done);
    res.off('error', done);
    const line = requestLine(req, res, Math.round(performance.now() - started));
    const message = `${req.method ?? ''} ${line.path} ${res.statusCode}`;
    writeRequestLine(log, error instanceof Error || res.statusCode >= 500 ? 'error' : 'info', line, message);
  };
  res.on('finish', done);
  res.on('close', done);
  res.on('error', done);
}

/** The request line's fields, read when the response ends (the guard has set the user by then). */
export function requestLine(req: IncomingMessage, res: ServerResponse, durationMs = 0): RequestLine {
  const line: RequestLine = {
    reqId: String((req as IncomingMessage & { id?: unknown }).id ?? ''),
    method: req.method ?? '',
    path: pathOf(req),
    status: res.statusCode,
    durationMs,
  };
  const query = queryNames(req);
  if (query.length > 0) line.query = query;
  const userId = (req as IncomingMessage & { user?: Partial<AuthUser> }).user?.id;
  if (typeof userId === 'string') line.userId = userId;
  const operation = operationOf(req);
  if (operation !== undefined) line.operation = operation;
  return line;
}

function urlOf(req: IncomingMessage): string {
  return (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
}

function pathOf(req: IncomingMessage): string {
  const url = urlOf(req);
  const queryAt = url.indexOf('?');
  return (queryAt === -1 ? url : url.slice(0, queryAt)).slice(0, MAX_PATH);
}

function queryNames(req: IncomingMessage): string[] {
  const url = urlOf(req);
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return [];
  const names = new Set<string>();
  for (const name of new URLSearchParams(url.slice(queryAt + 1)).keys()) {
    names.add(QUERY_NAME.test(name) ? name : '?');
    if (names.size >= MAX_QUERY_NAMES) break;
  }
  return [...names];
}

/** The GraphQL operation name(s) of a request to /graphql, from its JSON body (POST) or its query (GET). */
function operationOf(req: IncomingMessage): string | undefined {
  if (!pathOf(req).endsWith('/graphql')) return undefined;
  const body = (req as IncomingMessage & { body?: unknown }).body;
  const requests: unknown[] = Array.isArray(body)
    ? body
    : [body ?? (req as IncomingMessage & { query?: unknown }).query];
  const names = requests.map(operationNameOf).filter((name): name is string => name !== undefined);
  return names.length > 0 ? names.slice(0, 10).join(',') : undefined;
}

function operationNameOf(request: unknown): string | undefined {
  if (typeof request !== 'object' || request === null) return undefined;
  const { operationName, query } = request as { operationName?: unknown; query?: unknown };
  if (typeof operationName === 'string' && OPERATION_NAME.test(operationName)) return operationName;
  if (typeof query === 'string') return namedOperation(query);
  return undefined;
}

/** Documents seen lately and their first operation's name: clients send the same few documents again and again. */
const namesOfDocuments = new Map<string, string | undefined>();
const NAMES_KEPT = 500;

function namedOperation(query: string): string | undefined {
  const head = query.slice(0, 2000);
  if (namesOfDocuments.has(head)) return namesOfDocuments.get(head);
  const name = NAMED_OPERATION.exec(head)?.[1];
  if (namesOfDocuments.size >= NAMES_KEPT) namesOfDocuments.clear();
  namesOfDocuments.set(head, name);
  return name;
}
