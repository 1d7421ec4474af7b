import type { NextFunction, Request, Response } from 'express';
import { ErrorCode, HTTP_STATUS_OF, type AppError } from './errors.js';
import { findInputProblem, refusalOf, textProblem, type InputProblem } from './input-boundary.js';

/**
 * The HTTP half of the input boundary (input-boundary.ts), mounted right after the body parsers and before
 * the response cache: the parsed body (REST bodies, GraphQL documents and variables), the query string and
 * the decoded path are checked before any middleware, guard or resolver reads them. The other half, in the
 * validation pipe, sees GraphQL arguments written inline in a document and canonicalises ids.
 */
export function inputBoundary(req: Request, res: Response, next: NextFunction): void {
  // The APIs only: a web page's address (server-rendered) should get a page, not a JSON refusal; whatever it
  // asks the API for passes the pipe half. Routes outside /api (uploads, probes, SEO) are covered by the pipe.
  if (!isApiPath(req.path)) return next();
  const problem = problemOf(req);
  if (!problem) return next();
  const error = refusalOf(problem);
  if (req.path.toLowerCase().startsWith('/graphql')) return void res.status(HTTP_STATUS_OF[error.code]).json(graphQLRefusal(error));
  res.status(HTTP_STATUS_OF[error.code]).json({
    statusCode: HTTP_STATUS_OF[error.code],
    code: error.code,
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
  });
}

function problemOf(req: Request): InputProblem | undefined {
  const path = decodedPath(req.path);
  const pathMessage = path === undefined ? undefined : textProblem(path);
  if (pathMessage) return { path: 'path', message: pathMessage };
  // The query string's own parser limits its depth (qs: 5); the walk still checks every value.
  const inQuery = findInputProblem(req.query as unknown);
  if (inQuery) return inQuery;
  const body = req.body as unknown;
  if (req.path.toLowerCase().startsWith('/graphql')) return graphQLBodyProblem(body);
  return findInputProblem(body);
}

/** A GraphQL body's problem, its variables named as the client named them (`input.fullName`), like the pipe names inline arguments. */
export function graphQLBodyProblem(body: unknown): InputProblem | undefined {
  if (!isPlainObject(body) || !isPlainObject(body.variables)) return findInputProblem(body);
  const { variables, ...rest } = body;
  return findInputProblem(variables) ?? findInputProblem(rest);
}

/** Express routes ignore case (`/API/hotels` reaches /api/hotels), so this check does too. */
function isApiPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === '/graphql' || lower === '/graphql/' || lower === '/api' || lower.startsWith('/api/');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The path as routes will see their parameters; undefined when it does not decode (the router answers 400). */
function decodedPath(path: string): string | undefined {
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** Apollo's shape for a request refused before execution: `{ errors: [...] }`, no data. */
function graphQLRefusal(error: AppError) {
  return {
    errors: [
      {
        message: error.message,
        extensions: { code: ErrorCode.BAD_USER_INPUT, ...(error.fields ? { fields: error.fields } : {}) },
      },
    ],
  };
}
