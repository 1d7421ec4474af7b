/**
 * Arbitraries built from the served GraphQL schema: for every Query and Mutation field with arguments,
 * a document and the variables to send with it. A new operation or input field is covered as soon as
 * it is in the schema, with values chosen by its type (and, for strings, by its name).
 */
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  isCompositeType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { anyHostile, futureDate, hostileDate, hostileNumber, wrongShape } from './values.js';

export interface GeneratedOperation {
  /** `Query.packages`, `Mutation.createHotel`. */
  name: string;
  kind: 'query' | 'mutation';
  document: string;
  variables: fc.Arbitrary<Record<string, unknown>>;
}

export interface InputContext {
  /** Ids of rows that exist, so a share of the requests reaches past "not found". */
  ids: readonly string[];
}

/**
 * One leaf in VALID_WEIGHT + 1 is hostile, the rest look valid: a request then usually carries one or
 * two bad values among good ones, so it gets past the first check and reaches the deeper ones.
 */
const VALID_WEIGHT = 5;

export function operationsOf(schema: GraphQLSchema, context: InputContext): GeneratedOperation[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  const operations: GeneratedOperation[] = [];
  for (const [kind, type] of roots) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      operations.push(operationOf(kind, type.name, field, context));
    }
  }
  return operations;
}

function operationOf(
  kind: 'query' | 'mutation',
  rootName: string,
  field: GraphQLField<unknown, unknown>,
  context: InputContext,
): GeneratedOperation {
  const declarations = field.args.map((arg, i) => `$v${i}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg, i) => `${arg.name}: $v${i}`).join(', ');
  // __typename is a valid selection on every object, interface and union: the answer's shape does not
  // matter here, only that the resolver ran with the hostile arguments.
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const document = `${kind} Hostile(${declarations}) { ${field.name}(${args})${selection} }`;
  const entries = field.args.map((arg, i) => [`v${i}`, argumentValue(arg, context)] as const);
  const variables = fc.record(Object.fromEntries(entries), { requiredKeys: [] }).map((vars) => vars as Record<string, unknown>);
  return { name: `${rootName}.${field.name}`, kind, document, variables };
}

/** An argument's value (fc.record above sometimes leaves it out: its default or a "required" error). */
function argumentValue(arg: GraphQLArgument, context: InputContext): fc.Arbitrary<unknown> {
  return valueOf(arg.type, arg.name, context);
}

function valueOf(type: GraphQLInputType, name: string, context: InputContext): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    return fc.oneof({ weight: 20, arbitrary: valueOf(type.ofType, name, context) }, { weight: 1, arbitrary: fc.constant(null) });
  }
  if (isListType(type)) {
    const item = valueOf(type.ofType, name, context);
    return fc.oneof(
      { weight: 8, arbitrary: fc.array(item, { maxLength: 3 }) },
      // A list of 10 000 copies of one item: list caps and per-item work, not generation speed. An item
      // that is itself big (its own 10 000-item lists, 100 kB strings) is repeated only up to ~1 MB of
      // JSON: 10 000 copies of such an item are more than a JavaScript string can hold, and the request
      // could not even be written.
      { weight: 1, arbitrary: item.map((one) => Array.from({ length: copiesWithin(one, 10_000, 1_000_000) }, () => one)) },
      { weight: 1, arbitrary: item },
    );
  }
  const hostile = hostileFor(type);
  const valid = validFor(type, name, context);
  return fc.oneof({ weight: VALID_WEIGHT, arbitrary: valid }, { weight: 1, arbitrary: hostile });
}

/** How many copies of `one` (at most `wanted`) fit in about `maxBytes` of JSON; at least one. */
function copiesWithin(one: unknown, wanted: number, maxBytes: number): number {
  const size = (JSON.stringify(one) ?? 'null').length + 1;
  return Math.max(1, Math.min(wanted, Math.floor(maxBytes / size)));
}

function hostileFor(type: GraphQLInputType): fc.Arbitrary<unknown> {
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    return fc.oneof(
      wrongShape,
      // Mass assignment and pollution attempts next to (not instead of) the real fields.
      fc.constantFrom<unknown>({ role: 'AGENCY_ADMIN' }, { status: 'CONFIRMED', totalCents: 1 }, { id: '00000000-0000-0000-0000-000000000000' }),
      anyHostile,
    );
  }
  if (isScalarType(named) && (named.name === 'Int' || named.name === 'Float')) return fc.oneof(hostileNumber, wrongShape);
  if (isScalarType(named) && (named.name === 'LocalDate' || named.name === 'DateTime')) return hostileDate;
  if (isEnumType(named)) return fc.oneof(fc.constantFrom<unknown>('NOT_A_VALUE', 'agency_admin', ''), anyHostile);
  return anyHostile;
}

function validFor(type: GraphQLInputType, name: string, context: InputContext): fc.Arbitrary<unknown> {
  const named = getNamedType(type);
  if (isEnumType(named)) return fc.constantFrom(...named.getValues().map((v) => v.name));
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields());
    const record = Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type, f.name, context)]));
    const required = fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => f.name);
    return fc.record(record, { requiredKeys: required });
  }
  switch (named.name) {
    case 'Int':
      return fc.integer({ min: 0, max: 12 });
    case 'Float':
      return fc.double({ min: 0, max: 5_000, noNaN: true });
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return context.ids.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...context.ids) }, fc.uuid()) : fc.uuid();
    case 'LocalDate':
      return futureDate;
    case 'DateTime':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    default:
      return validString(name);
  }
}

/** A plausible value for a text field, guessed from its name (e-mail, phone, password, …). */
export function validString(name: string): fc.Arbitrary<string> {
  const key = name.toLowerCase();
  const token = fc.stringMatching(/^[a-z0-9]{6,10}$/);
  if (key.includes('email')) return token.map((t) => `hostile_${t}@example.test`);
  if (key.includes('phone')) return fc.constantFrom('+27 82 555 0100', '021 555 0100');
  if (key.includes('password')) return fc.constantFrom('Hostile-pass-2026', 'Another-pass-77');
  if (key.includes('username')) return token.map((t) => `hostile_${t}`);
  if (key.includes('currency')) return fc.constantFrom('ZAR', 'USD', 'EUR');
  if (key.includes('country')) return fc.constantFrom('South Africa', 'Mauritius');
  if (key.includes('url') || key.includes('photo') || key.includes('image')) return fc.constantFrom('/uploads/x.webp', 'https://example.com/a.jpg');
  if (key.includes('postal')) return fc.constantFrom('8001', '0181');
  return fc.oneof(fc.constantFrom('Cape Town', 'Hostile test', 'Hotel'), fc.string({ minLength: 1, maxLength: 30 }));
}
