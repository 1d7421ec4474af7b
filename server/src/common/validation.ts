import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { badInput, type FieldErrors } from './errors.js';

/**
 * One validation pipe for REST bodies and GraphQL inputs alike: unknown properties are refused
 * (no mass assignment), and the answer names each bad field with its message.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
 * to the input's, so both APIs share one set of rules.
 */
export async function validateInput<T extends object>(type: new () => T, plain: unknown): Promise<T> {
  if (typeof plain !== 'object' || plain === null || Array.isArray(plain)) {
    throw badInput('The request body must be a JSON object.');
  }
  const pipe = createValidationPipe();
  return (await pipe.transform(plain, { type: 'body', metatype: type })) as T;
}
