import express, { type NextFunction, type Request, type Response } from 'express';

/**
 * GraphQL POST bodies are read first, before the security headers, the request log and compression, so
 * the response cache's front (cache/response-cache.middleware.ts) can answer a repeated anonymous query
 * from the exact bytes it was sent as, without the rest of the pipeline.
 *
 * Same parser and options as Nest's JSON parser (which then skips the request: body-parser marks it read),
 * keeping the raw bytes beside the parsed body. A body the parser refuses (malformed JSON, too large) is
 * not answered here: its error is held and raised by `raiseEarlyBodyError` where the JSON parser always
 * stood, so the refusal carries the same headers, log line and status as before.
 */
const parseJson = express.json({
  verify: (req, _res, bytes) => {
    rawBodies.set(req as Request, bytes);
  },
});

const rawBodies = new WeakMap<Request, Buffer>();
const heldErrors = new WeakMap<Request, unknown>();

export function earlyGraphQLBody(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'POST' || req.path !== '/graphql') return next();
  parseJson(req, res, (error?: unknown) => {
    if (error !== undefined) {
      heldErrors.set(req, error);
      rawBodies.delete(req);
    }
    next();
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
export function rawGraphQLBody(req: Request): Buffer | undefined {
  return rawBodies.get(req);
}
