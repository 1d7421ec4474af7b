/**
 * Hostile values by class, aimed at one argument at a time: a request is valid everywhere except at one
 * leaf (an argument, an input field at any depth, a REST path or query parameter, a body field), which gets
 * a value of a hostile class chosen for that leaf's type. One bad value among good ones gets past the
 * checks that stop at the first problem and reaches the code behind them: the services and the SQL.
 *
 * Leaves come from the served GraphQL schema and the OpenAPI document, so a new operation, argument or
 * input field is attacked without anyone listing it.
 */
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { validString } from './graphql-inputs.js';
import { encodeHostile } from './rest-inputs.js';
import { deepObject, futureDate, INJECTION_STRINGS } from './values.js';

/** The classes issue 16 names, each a few values; `ids` are rows that exist (their upper-case twins are attacks). */
export function hostileClasses(ids: readonly string[]) {
  const someId = ids[0] ?? '646ba480-11c0-4a00-8000-000000000000';
  return {
    nul: ['\u0000', 'Cape\u0000Town', 'x@example.test\u0000'],
    loneSurrogate: ['\uD800', 'a\uDC00b', `x${'\uDBFF'}@example.test`],
    upperCaseId: ids.slice(0, 6).map((id) => id.toUpperCase()),
    malformedId: ['not-a-uuid', someId.slice(0, 13), `${someId}x`, `{${someId}}`, someId.replace(/-/g, ''), '00000000-0000-0000-0000-00000000000g', ' '],
    hugeNumber: [1e308, -1e308, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER + 2, 1e21, 5e-324],
    negativeNumber: [-1, -0.01, -99_999],
    notANumber: ['NaN', 'Infinity', '-Infinity', '1e309', '0x10', '1,5', ''],
    wrongType: [{}, [], true, false, 'x', 0, [null], { $gt: '' }],
    nested: [deepObject(40), { a: { b: { c: [{ d: {} }] } } }, [[[['x']]]]],
    injection: [...INJECTION_STRINGS],
    impossibleDate: ['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '0000-00-00', '9999-99-99', '2026-1-1', '+275760-09-13'],
  } satisfies Record<string, unknown[]>;
}
export type HostileClass = keyof ReturnType<typeof hostileClasses>;

/** The classes worth sending where a value of this kind is expected. */
export function classesFor(kind: LeafKind): HostileClass[] {
  const always: HostileClass[] = ['nul', 'loneSurrogate', 'wrongType', 'nested'];
  switch (kind) {
    case 'id':
      return [...always, 'upperCaseId', 'upperCaseId', 'malformedId', 'injection'];
    case 'number':
      return [...always, 'hugeNumber', 'negativeNumber', 'notANumber'];
    case 'date':
      return [...always, 'impossibleDate', 'impossibleDate', 'injection'];
    case 'enum':
    case 'boolean':
      return [...always, 'injection', 'notANumber'];
    case 'object':
      return ['wrongType', 'nested', 'nul'];
    default:
      return [...always, 'injection', 'injection', 'upperCaseId', 'impossibleDate', 'hugeNumber'];
  }
}

export type LeafKind = 'string' | 'id' | 'number' | 'date' | 'enum' | 'boolean' | 'object';

/** One place a hostile value can go: a path of keys (and list indexes) from the request's root. */
export interface Leaf {
  path: (string | number)[];
  kind: LeafKind;
}

export function hostileValueFor(kind: LeafKind, ids: readonly string[]): fc.Arbitrary<{ cls: HostileClass; value: unknown }> {
  const classes = hostileClasses(ids);
  const usable = classesFor(kind).filter((cls) => classes[cls].length > 0);
  return fc.constantFrom(...usable).chain((cls) => fc.constantFrom<unknown>(...classes[cls]).map((value) => ({ cls, value })));
}

/** `value` with the leaf at `path` set to `hostile` (lists and objects on the way are created as needed). */
export function withLeaf(value: unknown, path: readonly (string | number)[], hostile: unknown): unknown {
  if (path.length === 0) return hostile;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[head] = withLeaf(list[head], rest, hostile);
    return list;
  }
  const object = typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  object[head!] = withLeaf(object[head!], rest, hostile);
  return object;
}

// ------------------------------------------------------------------ GraphQL: leaves and valid values by type

const MAX_INPUT_DEPTH = 4;

/** Every leaf under an argument of this type, input objects walked (to a depth that covers the app's inputs). */
export function graphqlLeaves(type: GraphQLInputType, path: (string | number)[] = [], depth = 0): Leaf[] {
  if (isNonNullType(type)) return graphqlLeaves(type.ofType, path, depth);
  if (isListType(type)) return graphqlLeaves(type.ofType as GraphQLInputType, [...path, 0], depth);
  if (isInputObjectType(type)) {
    const own: Leaf = { path, kind: 'object' };
    if (depth >= MAX_INPUT_DEPTH) return [own];
    return [own, ...Object.values(type.getFields()).flatMap((f) => graphqlLeaves(f.type, [...path, f.name], depth + 1))];
  }
  return [{ path, kind: scalarKind(type) }];
}

function scalarKind(type: GraphQLInputType): LeafKind {
  const named = getNamedType(type);
  if (isEnumType(named)) return 'enum';
  switch (named.name) {
    case 'ID':
      return 'id';
    case 'Int':
    case 'Float':
      return 'number';
    case 'Boolean':
      return 'boolean';
    case 'LocalDate':
    case 'DateTime':
      return 'date';
    default:
      return 'string';
  }
}

/** A valid-looking value of a GraphQL input type: required fields always, optional ones sometimes. */
export function validGraphQLValue(type: GraphQLInputType, name: string, ids: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return validGraphQLValue(type.ofType, name, ids, depth);
  if (isListType(type)) return fc.array(validGraphQLValue(type.ofType as GraphQLInputType, name, ids, depth), { minLength: 1, maxLength: 2 });
  const named = getNamedType(type);
  if (isEnumType(named)) return fc.constantFrom(...named.getValues().map((v) => v.name));
  if (isInputObjectType(named)) {
    if (depth > MAX_INPUT_DEPTH) return fc.constant({});
    const fields = Object.values(named.getFields());
    const record = Object.fromEntries(fields.map((f) => [f.name, validGraphQLValue(f.type, f.name, ids, depth + 1)]));
    const required = fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => f.name);
    return fc.record(record, { requiredKeys: required });
  }
  if (!isScalarType(named)) return fc.constant(null);
  switch (named.name) {
    case 'Int':
      return fc.integer({ min: 1, max: 6 });
    case 'Float':
      return fc.integer({ min: 1, max: 4_000 });
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return ids.length ? fc.constantFrom(...ids) : fc.uuid();
    case 'LocalDate':
      return futureDate;
    case 'DateTime':
      return futureDate.map((d) => `${d}T10:00:00.000Z`);
    default:
      return validString(name);
  }
}

// ------------------------------------------------------------------ REST: leaves from the OpenAPI route

/** A REST leaf's kind, guessed from its name and documented type (ids end in Id, dates say so). */
export function restKind(name: string, type?: string, enumerated?: unknown[]): LeafKind {
  if (enumerated?.length) return 'enum';
  if (name === 'id' || name === '_id' || /Id$/.test(name) || /Ids$/.test(name)) return 'id';
  if (type === 'number' || type === 'integer') return 'number';
  if (type === 'boolean') return 'boolean';
  if (/date|from$|^to|checkin|checkout/i.test(name)) return 'date';
  if (type === 'object' || type === 'array') return 'object';
  return 'string';
}

/** How a hostile value is written into a URL: strings as they are, anything else as its JSON text. */
export function urlText(value: unknown): string {
  return encodeHostile(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
}
