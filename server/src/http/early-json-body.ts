import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { pathOfUrl } from './front-door.js';

/**
 * GraphQL POST bodies (and the booking form's REST body: `readJsonBodyEarly`) are read first, at the front door (http/front-door.ts), before Express, the security
 * headers, the request log and compression, so the response cache (cache/response-cache.middleware.ts) can
 * answer a repeated anonymous query from the exact bytes it was sent as, and the compiled fast path
 * (fast-path/) can run a hot catalog query, without the rest of the pipeline.
 *
 * Same parser and options as Nest's JSON parser (which then skips the request: body-parser marks it read),
 * keeping the raw bytes beside the parsed body. A body the parser refuses (malformed JSON, too large) is
 * not answered here: its error is held and raised by `raiseEarlyBodyError` where the JSON parser always
 * stood, so the refusal carries the same headers, log line and status as before.
 */
const parseJson = express.json({
  verify: (req, _res, bytes) => {
    rawBodies.set(req, bytes);
  },
});

/** The same parser for a REST body a fast path reads (fast-path/rest-booking-fast-path.ts): no raw bytes kept. */
const parseRestJson = express.json();

const rawBodies = new WeakMap<IncomingMessage, Buffer>();
const heldErrors = new WeakMap<IncomingMessage, unknown>();

export function earlyGraphQLBody(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  if (req.method !== 'POST' || pathOfUrl(req.url) !== '/graphql') return next();
  parseJson(req as Request, res as Response, (error?: unknown) => {
    if (error !== undefined) {
      heldErrors.set(req, error);
      rawBodies.delete(req);
    }
    next();
  });
}

/**
 * A JSON body read ahead of Express for a front-door step that answers a REST write (`then` runs once it
 * is read, or once the parser declined a body that is not JSON). As for GraphQL bodies: Nest's parser then
 * skips the request, and a body the parser refused is refused by `raiseEarlyBodyError` where it always was.
 */
export function readJsonBodyEarly(req: IncomingMessage, res: ServerResponse, then: () => void): void {
  parseRestJson(req as Request, res as Response, (error?: unknown) => {
    if (error !== undefined) heldErrors.set(req, error);
    then();
  });
}

/** Mounted where the JSON body parser stands: the early parser's refusal, raised in its usual place. */
export function raiseEarlyBodyError(req: Request, _res: Response, next: NextFunction): void {
  const error = heldErrors.get(req);
  if (error === undefined) return next();
  heldErrors.delete(req);
  next(error);
}

/** The bytes of a GraphQL POST body as they arrived, when it was read early and parsed. */
export function rawGraphQLBody(req: IncomingMessage): Buffer | undefined {
  return rawBodies.get(req);
}
