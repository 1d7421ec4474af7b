import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { badInput, type FieldErrors } from './errors.js';
import { canonicalizeIds, findInputProblem, refusalOf } from './input-boundary.js';
import { isSecretKey } from '../logging/masks.js';
import { restNumbersFromText } from './rest-numbers.js';
import { memoizeValidationMetadata } from './class-validator-metadata-memo.js';

memoizeValidationMetadata();

export const BODY_NOT_AN_OBJECT = 'The request body must be a JSON object.';

/** Parameter kinds that carry what a client sent: REST body, query and path; GraphQL arguments (Nest's GqlParamtype.ARGS). */
const GRAPHQL_ARGS = 3;
const CLIENT_VALUES = new Set<unknown>(['body', 'query', 'param', GRAPHQL_ARGS]);

/**
 * The pipe half of the input boundary (input-boundary.ts): every argument a client sent, GraphQL ones
 * written inline in a document included, is refused when it holds NUL, ill-formed Unicode or too deep a
 * nesting, and its UUIDs are made lower-case, before class-transformer walks it and before any service
 * sees it. Then: a whole REST body that is missing or not a JSON object is refused (a text/plain or XML
 * post leaves it undefined, and controllers that rename fields read it first).
 */
class BoundaryValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    let checked = value;
    if (CLIENT_VALUES.has(metadata.type)) {
      const problem = findInputProblem(value, metadata.data ?? '');
      if (problem) throw refusalOf(problem);
      checked = canonicalizeIds(value, isSecretKey);
    }
    if (metadata.type === 'body' && metadata.data === undefined) {
      if (typeof checked !== 'object' || checked === null || Array.isArray(checked)) throw badInput(BODY_NOT_AN_OBJECT);
    }
    return super.transform(checked, metadata);
  }
}

/**
 * One validation pipe for REST bodies and GraphQL inputs alike: unknown properties are refused
 * (no mass assignment), and the answer names each bad field with its message.
 */
export function createValidationPipe(): ValidationPipe {
  return new BoundaryValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fields = flattenErrors(errors);
      const first = Object.values(fields)[0] ?? 'The request is not valid.';
      return badInput(Object.keys(fields).length > 1 ? 'Please correct the highlighted fields.' : first, fields);
    },
  });
}

function flattenErrors(errors: ValidationError[], prefix = ''): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages[0]) {
      // whitelist errors read "property x should not exist": say it plainly.
      fields[path] = error.constraints?.whitelistValidation ? `Unknown field "${error.property}".` : messages[0];
    }
    if (error.children?.length) Object.assign(fields, flattenErrors(error.children, path));
  }
  return fields;
}

/**
 * Validates a plain object against an input class with the same rules and error shape as the
 * global pipe. REST controllers use it after renaming the spec's field names (desc, duration...)
 * to the input's, so both APIs share one set of rules. Numbers typed as text are read first (rest-numbers.ts).
 */
export async function validateInput<T extends object>(type: new () => T, plain: unknown): Promise<T> {
  if (typeof plain !== 'object' || plain === null || Array.isArray(plain)) {
    throw badInput(BODY_NOT_AN_OBJECT);
  }
  const pipe = createValidationPipe();
  return (await pipe.transform(restNumbersFromText(type, plain), { type: 'body', metatype: type })) as T;
}
