import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { badInput, type FieldErrors } from './errors.js';
import { restNumbersFromText } from './rest-numbers.js';

/**
 * The deepest nesting of objects and arrays a request body may have. The app's deepest input (a holiday
 * package's itinerary day) is 4 levels; class-transformer walks bodies recursively, and a body nested a
 * few thousand levels (a 30 kB JSON text) overflowed the stack: an internal error instead of a refusal.
 */
export const MAX_BODY_DEPTH = 32;
export const BODY_NOT_AN_OBJECT = 'The request body must be a JSON object.';
export const BODY_TOO_DEEP = `The request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels).`;

/**
 * Refuses, before any transformation, a whole REST body that is missing or not a JSON object (a
 * text/plain or XML post leaves it undefined, and controllers that rename fields read it first) and a
 * body nested too deeply.
 */
class BodyCheckingValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && metadata.data === undefined) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badInput(BODY_NOT_AN_OBJECT);
    }
    if (metadata.type === 'body' && deeperThan(value, MAX_BODY_DEPTH)) throw badInput(BODY_TOO_DEEP);
    return super.transform(value, metadata);
  }
}

/** Whether objects and arrays nest more than `limit` levels (iterative: it must not overflow itself). */
export function deeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * One validation pipe for REST bodies and GraphQL inputs alike: unknown properties are refused
 * (no mass assignment), and the answer names each bad field with its message.
 */
export function createValidationPipe(): ValidationPipe {
  return new BodyCheckingValidationPipe({
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
