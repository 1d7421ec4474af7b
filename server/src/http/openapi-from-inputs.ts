import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import {
  designType,
  isNumberProperty,
  isOptional,
  nestedClass,
  ruleNamed,
  rulesByProperty,
  validatedClasses,
  type InputClass,
  type Rules,
} from '../common/input-metadata.js';

/**
 * OpenAPI schemas generated from the input classes the API validates with, so Swagger UI shows what the
 * server accepts and cannot drift from it: every class with class-validator rules (GraphQL inputs and args,
 * the REST query classes) gets one `@ApiProperty` per validated property, unless it declares one itself.
 * With `whitelist` validation a property without a rule is refused, so these are exactly the accepted fields;
 * query classes (`@Query() query: X`) become the route's query parameters, `@ApiBody({ type: X })` its body.
 * Run once, before the document is built (the first visit of /api/docs).
 */
export function describeInputClassesForOpenApi(): void {
  for (const target of validatedClasses()) describeClass(target);
}

const described = new WeakSet<InputClass>();
const SWAGGER_PROPERTY = 'swagger/apiModelProperties';
const DATE_DESCRIPTION = 'A calendar date, YYYY-MM-DD; an ISO date-time (2026-08-25T21:19:36.000Z) is read as its South African date.';

function describeClass(target: InputClass): void {
  if (described.has(target)) return;
  described.add(target);
  const defaults = defaultsOf(target);
  for (const [property, rules] of rulesByProperty(target)) {
    if (Reflect.getMetadata(SWAGGER_PROPERTY, target.prototype, property)) continue;
    ApiProperty(propertyOptions(target, property, rules, defaults[property]))(target.prototype, property);
  }
}

/** The class's initialisers (`limit = 12`); abstract classes construct too at run time. */
function defaultsOf(target: InputClass): Record<string, unknown> {
  try {
    return { ...(new (target as new () => object)() as Record<string, unknown>) };
  } catch {
    return {};
  }
}

function propertyOptions(target: InputClass, property: string, rules: Rules, defaultValue: unknown): ApiPropertyOptions {
  const nested = nestedClass(target, property, rules);
  if (nested) describeClass(nested);
  const isArray = designType(target, property) === Array || !!ruleNamed(rules, 'isArray');
  const enumValues = ruleNamed(rules, 'isIn')?.constraints?.[0] as unknown[] | undefined;
  const type = nested
    ? nested
    : ruleNamed(rules, 'isInt')
      ? 'integer'
      : isNumberProperty(target, property, rules)
        ? 'number'
        : ruleNamed(rules, 'isBoolean') || designType(target, property) === Boolean
          ? 'boolean'
          : 'string';
  const options: Record<string, unknown> = {
    type,
    required: !isOptional(rules) && defaultValue === undefined,
    ...(isArray ? { isArray: true } : {}),
    ...(enumValues ? { enum: enumValues } : {}),
    ...(ruleNamed(rules, 'isLocalDate') ? { format: 'date', description: DATE_DESCRIPTION } : {}),
    ...(defaultValue !== undefined && !(Array.isArray(defaultValue) && defaultValue.length === 0) ? { default: defaultValue } : {}),
  };
  const min = ruleNamed(rules, 'min')?.constraints?.[0];
  const max = ruleNamed(rules, 'max')?.constraints?.[0];
  const maxLength = ruleNamed(rules, 'maxLength')?.constraints?.[0];
  if (typeof min === 'number') options.minimum = min;
  if (typeof max === 'number') options.maximum = max;
  if (typeof maxLength === 'number' && !isArray) options.maxLength = maxLength;
  return options as ApiPropertyOptions;
}
