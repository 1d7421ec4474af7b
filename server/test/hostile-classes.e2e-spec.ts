/**
 * Hostile input by class, aimed at every argument: every GraphQL Query and Mutation field with arguments
 * (from the served schema) and every REST route (from the OpenAPI document) is called with valid-looking
 * values everywhere except one leaf — an argument, an input field at any depth, a path or query parameter,
 * a body field — which holds a value of a hostile class picked for its type: NUL, lone surrogates,
 * upper-case and malformed ids, huge, negative and not-a-number numbers, wrong types, nested objects,
 * injection strings, impossible dates (2026-02-30). Callers: anonymous, a customer, a hotel manager with
 * a hotel of their own. No answer may be a 5xx or carry INTERNAL_SERVER_ERROR (or any unknown code).
 *
 * Two walks, both deterministic given their seed:
 * - the fixed walk attacks every leaf of every operation once, the caller rotating from leaf to leaf
 *   (so each operation is called by all three), the hostile value drawn with the fixed seed;
 * - the random walk calls every operation once per caller at a random leaf, with a seed printed at the
 *   start (HOSTILE_CLASSES_SEED=<n> replays it; a failure names it).
 * A new operation, argument or input field is attacked without anyone listing it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { getNamedType, isCompositeType, type GraphQLField, type GraphQLSchema } from 'graphql';
import request from 'supertest';
import { AuthService } from '../src/auth/auth.service.js';
import { users, type UserRow } from '../src/db/schema.js';
import { graphqlProblems, restProblems } from './support/hostile/checks.js';
import { buildWorld } from './support/hostile/fixtures.js';
import {
  graphqlLeaves,
  hostileValueFor,
  restKind,
  urlText,
  validGraphQLValue,
  withLeaf,
  type Leaf,
} from './support/hostile/classes.js';
import { validString } from './support/hostile/graphql-inputs.js';
import { restRoutesOf, type RestRoute } from './support/hostile/rest-inputs.js';
import { futureDate } from './support/hostile/values.js';
import { createHotel, createRoomType, createUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const FIXED_SEED = 20_261_126;
const RANDOM_SEED = process.env.HOSTILE_CLASSES_SEED ? Number(process.env.HOSTILE_CLASSES_SEED) : Math.floor(Math.random() * 0x7fffffff);

type Role = 'anonymous' | 'customer' | 'manager';
const ROLES: readonly Role[] = ['anonymous', 'customer', 'manager'];

/** One thing to call: its leaves, and how to send it with one leaf hostile. */
interface Target {
  name: string;
  leaves: Leaf[];
  send(leaf: Leaf | undefined, hostile: unknown, token: string | undefined, seed: number): Promise<string[]>;
}

let t: TestApp;
let ids: string[];
let targets: Target[];
const accounts: Partial<Record<Role, UserRow>> = {};
const sent = { graphql: 0, rest: 0 };
const timings = new Map<string, number>();

beforeAll(async () => {
  // Printed first, so a failure in CI can be replayed whatever else the log holds.
  console.info(`hostile classes: fixed seed ${FIXED_SEED}, random seed ${RANDOM_SEED} (HOSTILE_CLASSES_SEED=${RANDOM_SEED} replays it)`);
  t = await createTestApp();
  const world = await buildWorld(t.http, t.db);
  accounts.customer = await createUser(t.db, 'CUSTOMER');
  accounts.manager = await createUser(t.db, 'HOTEL_MANAGER');
  const hotel = await createHotel(t.db, { managerId: accounts.manager.id });
  const roomType = await createRoomType(t.db, hotel.id);
  // The manager's own rows first: ids are drawn from the front more often than not (see validId).
  ids = [hotel.id, roomType.id, ...world.ids];
  const schema = t.app.get(GraphQLSchemaHost).schema;
  targets = [...graphqlTargets(schema), ...restTargets(restRoutesOf(t.app))];
}, 180_000);

afterAll(async () => {
  if (process.env.HOSTILE_TIMINGS) console.info([...timings].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([n, ms]) => `${Math.round(ms)} ms ${n}`).join('\n'));
  console.info(`hostile classes: ${targets?.length} operations, ${sent.graphql} GraphQL and ${sent.rest} REST requests`);
  await t?.close();
});

/**
 * A fresh token per operation: a generated call may have signed the caller out (logout, a password
 * change), and signing in again would run into the sign-in throttle that the walk itself trips.
 */
async function tokenOf(role: Role): Promise<string | undefined> {
  const account = accounts[role];
  if (!account) return undefined;
  const [row] = await t.db.select().from(users).where(eq(users.id, account.id));
  return (await t.app.get(AuthService).issueToken(row!)).token;
}

const summarize = (value: unknown) => {
  const text = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'string' && v.length > 60 ? `${v.slice(0, 60)}…` : v)) ?? String(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
};

// ------------------------------------------------------------------ GraphQL

function graphqlTargets(schema: GraphQLSchema): Target[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, type]) =>
    Object.values(type?.getFields() ?? {})
      .filter((field) => field.args.length > 0)
      .map((field) => graphqlTarget(kind, `${type!.name}.${field.name}`, field)),
  );
}

function graphqlTarget(kind: 'query' | 'mutation', name: string, field: GraphQLField<unknown, unknown>): Target {
  const declarations = field.args.map((arg, i) => `$v${i}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg, i) => `${arg.name}: $v${i}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const document = `${kind} HostileClass(${declarations}) { ${field.name}(${args})${selection} }`;
  // Built once: building fast-check's arbitraries (regular expressions among them) costs more than sampling.
  let valid: fc.Arbitrary<Record<string, unknown>> | undefined;
  const validValues = () => (valid ??= fc.record(Object.fromEntries(field.args.map((arg, i) => [`v${i}`, validGraphQLValue(arg.type, arg.name, ids)]))));
  return {
    name,
    leaves: field.args.flatMap((arg, i) => graphqlLeaves(arg.type, [`v${i}`])),
    async send(leaf, hostile, token, seed) {
      const base = fc.sample(validValues(), { seed, numRuns: 1 })[0]!;
      const variables = leaf ? withLeaf(base, leaf.path, hostile) : base;
      const req = request(t.http).post('/graphql').set('content-type', 'application/json');
      if (token) req.set('authorization', `Bearer ${token}`);
      sent.graphql += 1;
      const res = await req.send(JSON.stringify({ query: document, variables }));
      return graphqlProblems(res);
    },
  };
}

// ------------------------------------------------------------------ REST

interface RestLeaf extends Leaf {
  where: 'path' | 'query' | 'body';
}

function restTargets(routes: RestRoute[]): Target[] {
  return routes.map((route) => {
    const leaves: RestLeaf[] = [
      ...route.pathParams.map((p): RestLeaf => ({ where: 'path', path: [p], kind: restKind(p) })),
      ...route.queryParams.map((q): RestLeaf => ({ where: 'query', path: [q.name], kind: restKind(q.name, q.type, q.enum) })),
      ...(route.body && route.method !== 'get' ? bodyLeaves(route.body) : []),
    ];
    return {
      name: route.name,
      leaves,
      async send(leaf, hostile, token, seed) {
        const target = leaf as RestLeaf | undefined;
        let url = route.path;
        for (const param of route.pathParams) {
          const value = target?.where === 'path' && target.path[0] === param ? urlText(hostile) : validId(seed);
          url = url.replace(`{${param}}`, value);
        }
        const query = route.queryParams.map((q, i) => {
          const value = target?.where === 'query' && target.path[0] === q.name ? urlText(hostile) : encodeURIComponent(validQuery(q, seed + i));
          return `${encodeURIComponent(q.name)}=${value}`;
        });
        if (query.length) url = `${url}?${query.join('&')}`;
        const call = request(t.http)[route.method](url);
        if (token) call.set('authorization', `Bearer ${token}`);
        if (route.body !== undefined && route.method !== 'get') {
          const body = target?.where === 'body' ? withLeaf(route.body, target.path, hostile) : route.body;
          call.set('content-type', 'application/json').send(JSON.stringify(body));
        }
        sent.rest += 1;
        return restProblems(await call);
      },
    };
  });
}

/** Leaves of a documented example body: its fields, and the fields of objects (or lists of objects) in it. */
function bodyLeaves(body: Record<string, unknown>): RestLeaf[] {
  return Object.entries(body).flatMap(([key, value]): RestLeaf[] => {
    const own: RestLeaf = { where: 'body', path: [key], kind: restKind(key, typeOf(value)) };
    const inner = Array.isArray(value) ? value[0] : value;
    const prefix: (string | number)[] = Array.isArray(value) ? [key, 0] : [key];
    if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return [own];
    return [own, ...Object.entries(inner).map(([k, v]): RestLeaf => ({ where: 'body', path: [...prefix, k], kind: restKind(k, typeOf(v)) }))];
  });
}

function typeOf(value: unknown): string | undefined {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'object' && value !== null) return 'object';
  return 'string';
}

function validId(seed: number): string {
  return ids[seed % 3 === 0 ? 0 : seed % ids.length]!;
}

const validStrings = new Map<string, fc.Arbitrary<string>>();

function validQuery(param: RestRoute['queryParams'][number], seed: number): string {
  const kind = restKind(param.name, param.type, param.enum);
  if (kind === 'enum') return String(param.enum![seed % param.enum!.length]);
  if (kind === 'id') return validId(seed);
  if (kind === 'number') return String(1 + (seed % 5));
  if (kind === 'boolean') return seed % 2 ? 'true' : 'false';
  if (kind === 'date') return fc.sample(futureDate, { seed, numRuns: 1 })[0]!;
  let text = validStrings.get(param.name);
  if (!text) validStrings.set(param.name, (text = validString(param.name)));
  return fc.sample(text, { seed, numRuns: 1 })[0]!;
}

// ------------------------------------------------------------------ the walks

const hostileArbitraries = new Map<Leaf['kind'], ReturnType<typeof hostileValueFor>>();
function hostileOf(kind: Leaf['kind']) {
  let arbitrary = hostileArbitraries.get(kind);
  if (!arbitrary) hostileArbitraries.set(kind, (arbitrary = hostileValueFor(kind, ids)));
  return arbitrary;
}

async function attack(target: Target, leaf: Leaf | undefined, role: Role, seed: number, walk: string): Promise<string | undefined> {
  const { cls, value } = leaf ? fc.sample(hostileOf(leaf.kind), { seed, numRuns: 1 })[0]! : { cls: 'none', value: undefined };
  const started = performance.now();
  const problems = await target.send(leaf, value, await tokenOf(role), seed);
  timings.set(target.name, (timings.get(target.name) ?? 0) + performance.now() - started);
  if (!problems.length) return undefined;
  return `${target.name} as ${role}, ${leaf ? leaf.path.join('.') : '(valid)'} = ${cls} ${summarize(value)} (${walk}, seed ${seed}): ${problems.join('; ')}`;
}

describe('every operation, one hostile leaf at a time', () => {
  it('covers the schema and the OpenAPI document, with leaves for every argument', () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const withArgs = [schema.getQueryType(), schema.getMutationType()].flatMap((type) => Object.values(type?.getFields() ?? {}).filter((f) => f.args.length > 0));
    expect(targets.filter((x) => !x.name.includes(' ')).length).toBe(withArgs.length);
    expect(targets.filter((x) => x.name.includes(' ')).length).toBeGreaterThan(40);
    const argumentCount = withArgs.reduce((n, f) => n + f.args.length, 0);
    expect(targets.reduce((n, x) => n + x.leaves.length, 0)).toBeGreaterThan(argumentCount);
  });

  it('fixed walk: every leaf once, callers rotating, never a 5xx or an internal error', async () => {
    const failures: string[] = [];
    for (const [j, target] of targets.entries()) {
      const leaves: (Leaf | undefined)[] = target.leaves.length ? target.leaves : [undefined];
      // At least one call per caller, even for an operation with fewer leaves than callers.
      const calls = Math.max(leaves.length, ROLES.length);
      for (let i = 0; i < calls; i++) {
        const failure = await attack(target, leaves[i % leaves.length], ROLES[(i + j) % ROLES.length]!, FIXED_SEED + j * 1_000 + i, 'fixed walk');
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it(`random walk (seed ${RANDOM_SEED}): every operation as every caller at a random leaf`, async () => {
    const failures: string[] = [];
    const pick = fc.sample(fc.nat(), { seed: RANDOM_SEED, numRuns: targets.length * ROLES.length });
    for (const [j, target] of targets.entries()) {
      for (const [r, role] of ROLES.entries()) {
        const n = pick[j * ROLES.length + r]!;
        const leaf = target.leaves.length ? target.leaves[n % target.leaves.length] : undefined;
        const failure = await attack(target, leaf, role, n, `random walk ${RANDOM_SEED}`);
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
