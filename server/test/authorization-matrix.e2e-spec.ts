/**
 * The authorization matrix: every GraphQL query and mutation and every REST route under /api, called
 * as each principal (anonymous, customer, hotel A's manager, hotel B's manager reaching for hotel A,
 * staff, agency admin), and the answer compared with the expectations table
 * (support/authorization/expectations.ts): the permission each operation needs, read through the
 * role → permission table, less the principals the object is not theirs. A refused write must leave its rows exactly as they were.
 * The table must name exactly the operations the app serves: a new operation without an entry, or an
 * entry for an operation that is gone, fails the test.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RequestMethod } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { eq } from 'drizzle-orm';
import { PERMISSION_KEY, PUBLIC_KEY } from '../src/auth/decorators.js';
import { isPermission } from '../src/auth/permissions.js';
import { bookings } from '../src/db/schema.js';
import { ROOT_HEALTH_PATHS } from '../src/health/health.controller.js';
import { ROOT_SEO_PATHS } from '../src/seo/seo.controller.js';
import { createBookingRequest } from './support/factories.js';
import { allowedPrincipals, EXPECTATIONS, type Expectation } from './support/authorization/expectations.js';
import { OPERATION_CALLS } from './support/authorization/operations.js';
import { createWorld, gql, insertReservation, PRINCIPALS, stayInput, type Outcome, type Principal, type World } from './support/authorization/world.js';

// Metadata keys of @nestjs/graphql and @nestjs/common (not exported from their entry points).
const RESOLVER_TYPE = 'graphql:resolver_type';
const RESOLVER_NAME = 'graphql:resolver_name';
const HTTP_PATH = 'path';
const HTTP_METHOD = 'method';

const OPERATIONS = Object.keys(EXPECTATIONS).sort();
const CHECKS = OPERATIONS.length * PRINCIPALS.length;

let w: World;

// Start-up on a fresh database can take minutes while the other suites load the 2-core machine.
const START_UP_MS = 300_000;

beforeAll(async () => {
  w = await createWorld([DiscoveryModule]);
}, START_UP_MS);
afterAll(async () => {
  await w?.t.close();
});

type Declared = Expectation['needs'] | 'nothing';

/** What a handler declares: @Public(), @Allow(permission), or nothing. */
function declaredOn(handler: object, owner: object): Declared {
  const reflector = w.t.app.get(Reflector);
  const targets = [handler, owner] as Parameters<Reflector['getAllAndOverride']>[1];
  if (reflector.getAllAndOverride(PUBLIC_KEY, targets) === true) return 'public';
  const permission = reflector.getAllAndOverride<unknown>(PERMISSION_KEY, targets);
  return isPermission(permission) ? permission : 'nothing';
}

/** What every GraphQL Query and Mutation field declares, by "Query.field". */
function discoveredGraphqlDeclarations(): Record<string, Declared> {
  const discovery = w.t.app.get(DiscoveryService);
  const scanner = w.t.app.get(MetadataScanner);
  const declared: Record<string, Declared> = {};
  for (const wrapper of discovery.getProviders()) {
    const instance = wrapper.instance as object | undefined;
    if (!instance || !wrapper.metatype) continue;
    const prototype = Object.getPrototypeOf(instance) as Record<string, object>;
    for (const method of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[method]!;
      const type = Reflect.getMetadata(RESOLVER_TYPE, handler) as string | undefined;
      if (type !== 'Query' && type !== 'Mutation' && type !== 'Subscription') continue;
      const name = (Reflect.getMetadata(RESOLVER_NAME, handler) as string | undefined) ?? method;
      declared[`${type}.${name}`] = declaredOn(handler, wrapper.metatype);
    }
  }
  return declared;
}

/** Every REST route Nest mounted, as "VERB /api/path/:param" (the walk of access-declarations), and what it declares. */
function discoveredRestRoutes(): Record<string, Declared> {
  const discovery = w.t.app.get(DiscoveryService);
  const scanner = w.t.app.get(MetadataScanner);
  const routes: Record<string, Declared> = {};
  for (const wrapper of discovery.getControllers()) {
    const instance = wrapper.instance as object | undefined;
    if (!instance || !wrapper.metatype) continue;
    const prototype = Object.getPrototypeOf(instance) as Record<string, object>;
    const base = (Reflect.getMetadata(HTTP_PATH, wrapper.metatype) as string | undefined) ?? '';
    for (const method of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[method]!;
      if (Reflect.getMetadata(RESOLVER_TYPE, handler)) continue;
      const path = Reflect.getMetadata(HTTP_PATH, handler) as string | undefined;
      if (path === undefined) continue;
      const verb = RequestMethod[Reflect.getMetadata(HTTP_METHOD, handler) as number];
      const route = `${base}/${path}`.replace(/\/+/g, '/').replace(/^\/|\/$/g, '');
      // createApp() keeps the health probes, robots.txt and sitemap.xml outside the /api prefix.
      const atRoot = ROOT_HEALTH_PATHS.includes(route) || ROOT_SEO_PATHS.includes(route);
      routes[`${verb} /${atRoot ? route : `api/${route}`}`.replace(/\/$/, '')] = declaredOn(handler, wrapper.metatype);
    }
  }
  return routes;
}

type Cell = 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | string;

const REST_REFUSALS: Record<number, Cell> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

/** What one call amounted to, in the table's words; anything else is spelled out for the diff. */
function cellOf(operation: string, outcome: Outcome): Cell {
  if (outcome.ok) return 'allowed';
  if (operation.startsWith('Query.') || operation.startsWith('Mutation.')) {
    if (outcome.code === 'UNAUTHENTICATED' || outcome.code === 'FORBIDDEN' || outcome.code === 'NOT_FOUND') return outcome.code;
    return `error ${outcome.status} ${outcome.code}: ${outcome.message}`;
  }
  const refusal = REST_REFUSALS[outcome.status];
  // A REST refusal also says which in its body, like the GraphQL code.
  if (refusal && outcome.code === refusal) return refusal;
  return `HTTP ${outcome.status} ${outcome.code}: ${outcome.message}`;
}

function expectedCell(expectation: Expectation, who: Principal): Cell {
  if (allowedPrincipals(expectation).includes(who)) return 'allowed';
  if (who === 'anonymous') return 'UNAUTHENTICATED';
  return expectation.hidden?.includes(who) ? 'NOT_FOUND' : 'FORBIDDEN';
}

describe('the expectations table names exactly the operations the app serves', () => {
  it(`${OPERATIONS.length} operations × ${PRINCIPALS.length} principals = ${CHECKS} checks`, () => {
    const schema = w.t.app.get(GraphQLSchemaHost).schema;
    const served = [
      ...Object.keys(schema.getQueryType()?.getFields() ?? {}).map((f) => `Query.${f}`),
      ...Object.keys(schema.getMutationType()?.getFields() ?? {}).map((f) => `Mutation.${f}`),
      ...Object.keys(schema.getSubscriptionType()?.getFields() ?? {}).map((f) => `Subscription.${f}`),
      ...Object.keys(discoveredRestRoutes()),
    ].sort();
    expect({ missingFromTable: served.filter((o) => !(o in EXPECTATIONS)) }).toEqual({ missingFromTable: [] });
    expect({ goneFromApp: OPERATIONS.filter((o) => !served.includes(o)) }).toEqual({ goneFromApp: [] });
    // Every entry has a way to call it, and nothing is called that the table does not judge.
    expect(Object.keys(OPERATION_CALLS).sort()).toEqual(OPERATIONS);
    // Each operation declares the permission its entry names: the decorator and the policy say the same.
    const declared = { ...discoveredGraphqlDeclarations(), ...discoveredRestRoutes() };
    const mismatched = OPERATIONS.filter((o) => declared[o] !== EXPECTATIONS[o]!.needs).map(
      (o) => `${o}: declares ${declared[o]}, expected ${EXPECTATIONS[o]!.needs}`,
    );
    expect(mismatched).toEqual([]);
    console.log(`Authorization matrix: ${OPERATIONS.length} operations × ${PRINCIPALS.length} principals = ${CHECKS} checks`);
  });
});

describe(`the matrix: ${OPERATIONS.length} operations × ${PRINCIPALS.length} principals`, () => {
  it.each(OPERATIONS)('%s', async (operation) => {
    const expectation = EXPECTATIONS[operation]!;
    const { prepare, call, state } = OPERATION_CALLS[operation]!;
    const actual: Record<string, Cell> = {};
    const expected: Record<string, Cell> = {};
    for (const who of PRINCIPALS) expected[who] = expectedCell(expectation, who);
    const refused = PRINCIPALS.filter((who) => expected[who] !== 'allowed');
    // Refusals write nothing, so they may run at once: each on its own fresh data, every row it could
    // have touched read before and after. Allowed calls follow one by one.
    const targets = await Promise.all(refused.map(async () => (await prepare?.(w)) ?? ''));
    const read = (id: string): Promise<unknown> => (state ? state(w, id) : Promise.resolve(undefined));
    const before = await Promise.all(targets.map(read));
    const outcomes = await Promise.all(refused.map((who, i) => call(w, who, targets[i]!)));
    refused.forEach((who, i) => (actual[who] = cellOf(operation, outcomes[i]!)));
    const after = await Promise.all(targets.map(read));
    const changedByRefusal = refused.filter((_who, i) => JSON.stringify(after[i]) !== JSON.stringify(before[i]));
    for (const who of PRINCIPALS.filter((p) => expected[p] === 'allowed')) {
      actual[who] = cellOf(operation, await call(w, who, (await prepare?.(w)) ?? ''));
    }
    expect({ cells: actual, changedByRefusal }).toEqual({ cells: expected, changedByRefusal: [] });
  });
});

describe('object level: a customer’s own bookings, a manager’s own hotels', () => {
  it("myBookings answers the caller's own booking requests and never another customer's", async () => {
    const own = await createBookingRequest(w.t.db, { userId: w.users.customer.id });
    const others = await createBookingRequest(w.t.db, { userId: w.users.staff.id });
    const outcome = await gql(w, 'customer', '{ myBookings { id } }');
    const ids = (outcome.data.myBookings as { id: string }[]).map((b) => b.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(others.id);
  });

  it('a customer may cancel the stay they reserved, not one another customer reserved (row unchanged)', async () => {
    const reserved = await gql(w, 'customer', 'mutation($input: ReserveStayInput!) { reserveStay(input: $input) { id roomNumbers } }', {
      input: stayInput(w),
    });
    expect(reserved.ok).toBe(true);
    // The room numbers held are the hotel's business: the guest sees none, the hotel's manager does.
    expect(reserved.data.reserveStay.roomNumbers).toBeNull();
    const asHotel = await gql(w, 'managerOwn', '{ hotelReservations { id roomNumbers } }');
    const held = (asHotel.data.hotelReservations as { id: string; roomNumbers: string[] | null }[]).find((r) => r.id === reserved.data.reserveStay.id);
    expect(held?.roomNumbers).toHaveLength(1);
    const ownId = reserved.data.reserveStay.id as string;
    const othersId = await insertReservation(w, { userId: w.users.staff.id });
    const CANCEL = 'mutation($id: ID!) { cancelReservation(id: $id) { status } }';
    const refused = await gql(w, 'customer', CANCEL, { id: othersId });
    expect(refused.code).toBe('FORBIDDEN');
    expect((await w.t.db.select().from(bookings).where(eq(bookings.id, othersId)))[0]!.status).toBe('PENDING');
    const cancelled = await gql(w, 'customer', CANCEL, { id: ownId });
    expect(cancelled.data?.cancelReservation).toEqual({ status: 'CANCELLED' });
  });

  it("another hotel's manager sees none of hotel A in their lists", async () => {
    await insertReservation(w);
    const lists = await gql(w, 'managerOther', '{ managedHotels { id } hotelReservations { hotelId } }');
    expect(lists.ok).toBe(true);
    const otherHotels = (lists.data.managedHotels as { id: string }[]).map((h) => h.id);
    expect(otherHotels).toContain(w.hotelB.id);
    expect(otherHotels).not.toContain(w.hotelA.id);
    expect((lists.data.hotelReservations as { hotelId: string }[]).filter((r) => r.hotelId === w.hotelA.id)).toEqual([]);
    const own = await gql(w, 'managerOwn', '{ managedHotels { id } hotelReservations { hotelId } }');
    expect((own.data.managedHotels as { id: string }[]).map((h) => h.id)).toContain(w.hotelA.id);
    expect((own.data.hotelReservations as { hotelId: string }[]).length).toBeGreaterThan(0);
  });
});
