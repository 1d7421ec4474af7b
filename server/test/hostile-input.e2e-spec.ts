/**
 * Hostile input, property-based (fast-check): every GraphQL Query and Mutation field with arguments,
 * taken from the served schema, is called with generated variables — valid-looking values mixed with
 * wrong types, nulls for required values, 100 kB strings, odd Unicode, SQL and HTML injection strings,
 * absurd numbers, impossible dates, deep JSON and 10 000-item lists — as an agency admin (who reaches
 * the deepest code) and as an anonymous caller. Every answer must be a clean refusal or a success:
 * never a 5xx, never INTERNAL_SERVER_ERROR, always a known code with a message; and a mutation that
 * answers with an error leaves every table's row count as it was (no partial write).
 *
 * HOSTILE_RUNS sets the inputs per operation and caller (default 2: the file then runs in about two
 * minutes on PGlite on a busy 2-core machine; raise it for a deeper search). Failures are collected over the
 * whole walk and reported together, each with its operation and (shrunk) variables, and the seed that
 * replays them: HOSTILE_SEED (fixed by default; `random` explores a new walk).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import request from 'supertest';
import { RESPONSE_STORE } from '../src/cache/response-store.js';
import { changedTables, graphqlProblems, hasErrors, restProblems, RowSnapshot } from './support/hostile/checks.js';
import { buildWorld, login, runsFromEnv, useHostileSeed, type HostileWorld } from './support/hostile/fixtures.js';
import { mailOutbox } from '../src/db/schema.js';
import { createPackage, createUser } from './support/factories.js';
import { operationsOf, type GeneratedOperation } from './support/hostile/graphql-inputs.js';
import { requestsFor, restRoutesOf, type RestRequest, type RestRoute } from './support/hostile/rest-inputs.js';
import { hugeString } from './support/hostile/values.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const RUNS = runsFromEnv(2);
const SEED = useHostileSeed();
/**
 * Tables a refused write may legitimately change: a failed login, or a wrong current password on a
 * password change, is recorded so that the throttle can count it, and so is a registration refused because
 * its username or e-mail is taken (that record is the point of the refusal, not a leftover of it).
 */
function writtenByRefusal(name: string): readonly string[] {
  if (/login|password/i.test(name)) return ['login_failures'];
  if (/register|hotelanduser/i.test(name)) return ['registration_attempts'];
  return [];
}

let t: TestApp;
let world: HostileWorld;
let operations: GeneratedOperation[];
let routes: RestRoute[];
let snapshot: RowSnapshot;
const tried = { graphql: 0, mutationsChecked: 0, malformed: 0, rest: 0, restWritesChecked: 0 };

beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t.http, t.db);
  operations = operationsOf(t.app.get(GraphQLSchemaHost).schema, { ids: world.ids });
  routes = restRoutesOf(t.app);
  snapshot = new RowSnapshot(t.db);
}, 180_000);

afterAll(async () => {
  // The count docs/security.md quotes.
  console.info(`hostile GraphQL: ${operations?.length} operations, ${tried.graphql} generated requests (${tried.mutationsChecked} mutations checked for partial writes), ${tried.malformed} malformed requests; hostile REST: ${routes?.length} routes, ${tried.rest} generated requests (${tried.restWritesChecked} refused writes checked for partial writes)`);
  await t?.close();
});

function post(body: string | object, token?: string, contentType = 'application/json') {
  const req = request(t.http).post('/graphql').set('content-type', contentType);
  if (token) req.set('authorization', `Bearer ${token}`);
  return req.send(typeof body === 'string' ? body : JSON.stringify(body));
}

/** A failing input, readable: long strings, long lists and deep nesting are abbreviated. */
function summarize(value: unknown, depth = 0): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 80 ? `${value.slice(0, 40)}…(${value.length} chars)` : value);
  if (typeof value !== 'object' || value === null) return String(value);
  if (depth > 4) return Array.isArray(value) ? '[…deep]' : '{…deep}';
  if (Array.isArray(value)) {
    const shown = value.slice(0, 4).map((v) => summarize(v, depth + 1));
    return `[${shown.join(',')}${value.length > 4 ? `,…(${value.length} items)` : ''}]`;
  }
  return `{${Object.entries(value).map(([k, v]) => `${k}:${summarize(v, depth + 1)}`).join(',')}}`;
}

/**
 * The admin's token, renewed when a generated request ended its session (a password change or a
 * sign-out with valid-looking values succeeds now and then): a new admin signs in.
 */
async function adminToken(): Promise<string> {
  const me = await post({ query: '{ me { id } }' }, world.adminToken);
  if (me.body.data?.me) return world.adminToken;
  world.adminToken = await login(t.http, await createUser(t.db, 'AGENCY_ADMIN'));
  return world.adminToken;
}

/** Runs one operation with generated variables; answers the failures found (empty when none). */
async function attack(operation: GeneratedOperation, asAdmin: boolean): Promise<string[]> {
  const failures: string[] = [];
  const token = asAdmin ? await adminToken() : undefined;
  const result = await fc.check(
    fc.asyncProperty(operation.variables, async (variables) => {
      tried.graphql += 1;
      const before = operation.kind === 'mutation' ? await snapshot.take() : undefined;
      const res = await post({ query: operation.document, variables }, token);
      const problems = graphqlProblems(res);
      if (before && hasErrors(res.body)) {
        tried.mutationsChecked += 1;
        const changed = changedTables(before, await snapshot.take(), writtenByRefusal(operation.name));
        if (changed.length) problems.push(`partial write after ${JSON.stringify((res.body as { errors: unknown }).errors).slice(0, 300)}: ${changed.join(', ')}`);
      }
      if (problems.length) throw new Error(problems.join('; '));
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
  if (result.failed) {
    failures.push(`${operation.name} (HOSTILE_SEED=${SEED}) ${summarize(result.counterexample?.[0])}: ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}`);
  }
  return failures;
}

// First, before the generated walk has used up the per-address limits on bookings and enquiries.
describe('what people typed is escaped in the HTML body of every mail', () => {
  const SCRIPT = '<script>alert(document.cookie)</script>';
  const IMG = '"><img src=x onerror=alert(1)>';

  it('a booking request and a contact message with HTML and script in the name, message, requests and package title', async () => {
    const pkg = await createPackage(t.db, { title: `Safari ${SCRIPT}` });
    const booking = await post({
      query: 'mutation($input: BookingInput!) { requestBooking(input: $input) { reference } }',
      variables: {
        input: { packageId: pkg.id, fullName: `Thandi ${IMG}`, email: 'thandi.hostile@example.test', phone: '+27 82 555 0100', guests: 2, departureDate: pkg.fromDate, returnDate: pkg.toDate, specialRequests: `${SCRIPT}\n${IMG}` },
      },
    });
    expect(booking.body.errors).toBeUndefined();
    const contact = await post({
      query: 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { reference } }',
      variables: { input: { firstName: IMG, lastName: SCRIPT, email: 'sipho.hostile@example.test', message: `Hi ${SCRIPT} ${IMG}` } },
    });
    expect(contact.body.errors).toBeUndefined();

    const mails = await t.db.select().from(mailOutbox);
    const references = [booking.body.data.requestBooking.reference as string, contact.body.data.sendContactMessage.reference as string];
    const ours = mails.filter((m) => references.some((r) => m.subject.includes(r)));
    expect(ours.length).toBeGreaterThanOrEqual(4); // agency and customer, for each
    for (const mail of ours) {
      expect(mail.htmlBody).not.toMatch(/<script|<img|<\/script/i);
      expect(mail.htmlBody).toContain('&lt;');
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
    // The values are all there, escaped, in the agency's copies.
    const html = ours.map((m) => m.htmlBody).join('\n');
    expect(html).toContain('&lt;script&gt;alert(document.cookie)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('generated hostile variables for every GraphQL operation with arguments', () => {
  it('covers the served schema', () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const withArgs = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.values(type?.getFields() ?? {}).filter((f) => f.args.length > 0).map((f) => `${type!.name}.${f.name}`),
    );
    expect(operations.map((o) => o.name).sort()).toEqual(withArgs.sort());
    expect(operations.filter((o) => o.kind === 'mutation').length).toBeGreaterThan(10);
  });

  it.each([
    ['an agency admin', true],
    ['an anonymous caller', false],
  ])('answers %s with a clean success or a coded refusal, never a partial write', async (_who, asAdmin) => {
    const failures: string[] = [];
    for (const operation of operations) {
      failures.push(...(await attack(operation, asAdmin)));
      // Successful writes by the admin empty the cache anyway; this keeps reads honest after direct inserts.
      t.app.get(RESPONSE_STORE).clear();
    }
    expect(failures).toEqual([]);
  }, 900_000);
});

/** Runs one REST route with generated path, query and body; answers the failures found. */
async function attackRest(route: RestRoute, asAdmin: boolean): Promise<string[]> {
  const token = asAdmin ? await adminToken() : undefined;
  const result = await fc.check(
    fc.asyncProperty(requestsFor(route, world.ids), async (req: RestRequest) => {
      tried.rest += 1;
      const before = route.method === 'get' ? undefined : await snapshot.take();
      const call = request(t.http)[route.method](req.url);
      if (token) call.set('authorization', `Bearer ${token}`);
      if (req.body !== undefined) call.set('content-type', 'application/json').send(JSON.stringify(req.body));
      const res = await call;
      const problems = restProblems(res);
      if (before && res.status >= 400) {
        tried.restWritesChecked += 1;
        const changed = changedTables(before, await snapshot.take(), writtenByRefusal(route.name));
        if (changed.length) problems.push(`partial write after HTTP ${res.status} ${res.text.slice(0, 200)}: ${changed.join(', ')}`);
      }
      if (problems.length) throw new Error(problems.join('; '));
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
  if (!result.failed) return [];
  return [`${route.name} (HOSTILE_SEED=${SEED}) ${summarize(result.counterexample?.[0])}: ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}`];
}

describe('generated hostile requests for every REST route', () => {
  it('covers every documented route', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => r.pathParams.length > 0).length).toBeGreaterThan(10);
    expect(routes.filter((r) => r.documentedJsonBody).length).toBeGreaterThan(10);
  });

  it.each([
    ['an agency admin', true],
    ['an anonymous caller', false],
  ])('answers %s with a success or a coded 4xx, never a 5xx or a partial write', async (_who, asAdmin) => {
    const failures: string[] = [];
    for (const route of routes) {
      failures.push(...(await attackRest(route, asAdmin)));
      t.app.get(RESPONSE_STORE).clear();
    }
    expect(failures).toEqual([]);
  }, 900_000);
});

describe('malformed REST requests', () => {
  beforeAll(async () => {
    await adminToken();
  });
  const raw = (method: 'post' | 'put', url: string, body: string | Buffer, contentType: string) =>
    request(t.http)[method](url).set('authorization', `Bearer ${world.adminToken}`).set('content-type', contentType).send(body);
  const writes = () => routes.filter((r) => r.documentedJsonBody && (r.method === 'post' || r.method === 'put'));

  it.each([
    ['JSON that does not parse', '{"fullName": "x",', 'application/json'],
    ['a JSON string instead of an object', '"just a string"', 'application/json'],
    ['a JSON array', '[1,2,3]', 'application/json'],
    ['JSON nested 5 000 deep', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, 'application/json'],
    ['XML', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', 'application/xml'],
    ['text/plain', 'fullName=x', 'text/plain'],
    ['a form', 'fullName=x&role=AGENCY_ADMIN&a[b][c]=d', 'application/x-www-form-urlencoded'],
    ['a JSON body of 1 MB', JSON.stringify({ pad: hugeString(1024 * 1024) }), 'application/json'],
    ['a form of 1 MB', `pad=${hugeString(1024 * 1024)}`, 'application/x-www-form-urlencoded'],
    ['a body in a charset the parser does not know', '{"a":1}', 'application/json; charset=klingon'],
  ])('refuses %s on every write route with a coded 4xx, never a 5xx', async (_name, body, contentType) => {
    const before = await snapshot.take();
    const failures: string[] = [];
    for (const route of writes()) {
      tried.malformed += 1;
      const url = route.path.replace(/\{[^}]+\}/g, world.ids[0]!);
      const res = await raw(route.method as 'post' | 'put', url, body, contentType);
      const problems = res.status < 400 ? [`HTTP ${res.status}`] : restProblems(res);
      if (problems.length) failures.push(`${route.name}: ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshot.take())).toEqual([]);
  }, 300_000);

  it('answers 413 (or 400), not 500, to a 1 MB body, with our error shape', async () => {
    const res = await raw('post', '/api/auth/login', JSON.stringify({ username: 'x', password: hugeString(1024 * 1024) }), 'application/json');
    expect([400, 413]).toContain(res.status);
    expect(restProblems(res)).toEqual([]);
  });
});

describe('malformed GraphQL requests', () => {
  const cases: [string, () => ReturnType<typeof post>][] = [
    ['a document that does not parse', () => post({ query: 'query { packages(' })],
    ['a document of 200 kB', () => post({ query: `query { ${hugeString(200 * 1024, 'a ')} }` })],
    ['a query that is a number', () => post({ query: 42 })],
    ['variables that are a string', () => post({ query: 'query($id: ID!) { package(id: $id) { __typename } }', variables: '{"id":"x"}' })],
    ['no query at all', () => post({ variables: {} })],
    ['a body that is not JSON', () => post('{"query": "query { destinations { name } }"')],
    ['a JSON array body (batching)', () => post([{ query: '{ destinations { name } }' }, { query: '{ destinations { name } }' }])],
    ['a JSON body of 1 MB', () => post({ query: '{ destinations { name } }', variables: { pad: hugeString(1024 * 1024) } })],
    ['text/plain', () => post('query { destinations { name } }', undefined, 'text/plain')],
    ['form-urlencoded', () => post('query=%7B%20destinations%20%7B%20name%20%7D%20%7D', undefined, 'application/x-www-form-urlencoded')],
    ['an unknown operation name', () => post({ query: '{ destinations { name } }', operationName: 'Nope' })],
    ['a NUL in the document', () => post({ query: '{ destinations\u0000 { name } }' })],
  ];

  it.each(cases)('refuses %s with a 4xx and a coded message, never a 5xx', async (_name, send) => {
    tried.malformed += 1;
    const res = await send();
    expect(res.status).toBeLessThan(500);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(graphqlProblemsOrRest(res)).toEqual([]);
  });
});

describe('generated request shapes the server does not run: persisted queries and subscriptions', () => {
  /** Any JSON a client may put where Apollo's APQ extension goes, and around it. */
  const json: fc.Arbitrary<unknown> = fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.double(), fc.string({ maxLength: 70 }), fc.array(fc.integer(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }));
  const persistedQuery = fc.oneof(
    fc.record({ version: fc.oneof(fc.constantFrom(1, 2, 0, -1, '1'), json), sha256Hash: fc.oneof(fc.stringMatching(/^[0-9a-f]{0,64}$/), json) }, { requiredKeys: [] }),
    json,
  );
  const queries = (): fc.Arbitrary<string | undefined> => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const fields = Object.keys(schema.getQueryType()?.getFields() ?? {});
    return fc.oneof(fc.constant(undefined), fc.constant('{ __typename }'), fc.constantFrom(...fields).map((f) => `query { ${f} { __typename } }`), fc.string({ maxLength: 40 }));
  };

  it('every persisted-query extension, with or without a document, answers a coded client error', async () => {
    const result = await fc.check(
      fc.asyncProperty(queries(), persistedQuery, async (query, extension) => {
        tried.malformed += 1;
        const res = await post({ ...(query === undefined ? {} : { query }), extensions: { persistedQuery: extension } });
        const problems = graphqlProblemsOrRest(res);
        if (problems.length) throw new Error(problems.join('; '));
      }),
      { numRuns: 60 * RUNS, seed: SEED },
    );
    expect(result.failed ? `HOSTILE_SEED=${SEED} ${JSON.stringify(result.counterexample)}: ${String(result.errorInstance)}` : undefined).toBeUndefined();
  }, 300_000);

  it('every subscription, on any field of the schema or none, named or not, answers a coded client error', async () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const fields = [...Object.keys(schema.getQueryType()?.getFields() ?? {}), ...Object.keys(schema.getMutationType()?.getFields() ?? {}), '__typename', 'nothing'];
    const result = await fc.check(
      fc.asyncProperty(fc.constantFrom(...fields), fc.option(fc.constantFrom('S', 'OnBooking')), fc.boolean(), async (field, name, asAdmin) => {
        tried.malformed += 1;
        const selection = field === '__typename' ? field : `${field} { __typename }`;
        const res = await post({ query: `subscription ${name ?? ''} { ${selection} }`, operationName: name ?? undefined }, asAdmin ? await adminToken() : undefined);
        const problems = graphqlProblemsOrRest(res);
        if (problems.length) throw new Error(problems.join('; '));
      }),
      { numRuns: 40 * RUNS, seed: SEED },
    );
    expect(result.failed ? `HOSTILE_SEED=${SEED} ${JSON.stringify(result.counterexample)}: ${String(result.errorInstance)}` : undefined).toBeUndefined();
  }, 300_000);
});

describe('fixed hostile GraphQL cases', () => {
  beforeAll(async () => {
    await adminToken();
  });

  it('refuses a garbage bearer token with UNAUTHENTICATED, not an error of the token parser', async () => {
    const res = await post({ query: '{ me { id } }' }, "x'; DROP TABLE users; --");
    expect(res.status).toBeLessThan(500);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  // Found by the generated walk: class-validator's maxDecimalPlaces threw on numbers printed without a ".".
  it.each([1e-7, 5e-324])('refuses a rate of %p as more than two decimals, not an internal error', async (amount) => {
    const roomTypeId = world.ids[0]!;
    const res = await post(
      {
        query: 'mutation($input: RateTypeInput!) { createRateType(input: $input) { id } }',
        variables: { input: { hotelId: roomTypeId, roomTypeId, name: 'Rack Rate', singleRate: amount, doubleRate: 1, groupRate: 1 } },
      },
      world.adminToken,
    );
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { singleRate: 'Single rate must be an amount in rand (at most two decimals).' } });
  });

  // Found by the generated walk (on PostgreSQL): graphql-js's own "too many errors" after 50 bad values had no code.
  it('refuses a list of 10 000 invalid values with BAD_USER_INPUT on every error, none internal', async () => {
    const res = await post({ query: 'query($t: [PackageType!]) { packages(types: $t) { __typename } }', variables: { t: Array(10_000).fill('ref') } });
    expect(res.status).toBe(400);
    expect(new Set(res.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code))).toEqual(new Set(['BAD_USER_INPUT']));
  });

  // Found by the generated walk: numeric(12,4) rounded it to 0 and the table's check constraint failed.
  it('refuses an exchange rate too small for the column (1e-93) as not a positive rate', async () => {
    const res = await post({ query: 'mutation { setExchangeRate(currency: USD, randPerUnit: 1e-93) { randPerUnit } }' }, world.adminToken);
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { randPerUnit: 'The rate must be a positive number of rand.' } });
  });
});

/** Apollo answers GraphQL-shaped errors; Express's parsers and Nest's filter answer our REST shape. */
function graphqlProblemsOrRest(res: { status: number; body: unknown; text?: string }): string[] {
  const body = res.body as { errors?: unknown; code?: unknown } | undefined;
  return body && 'code' in body && !('errors' in body) ? restProblems(res) : graphqlProblems(res);
}
