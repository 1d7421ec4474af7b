/**
 * GraphQL's limits (issue 7): depth, cost, aliases, directives, tokens, batching, introspection,
 * field suggestions and CSRF prevention, over HTTP against the whole app; and every operation the web
 * app sends passes the limits with their default values.
 *
 * One app with small limits (so each one is reached by a short query and checked at its boundary: the
 * limit passes, one more is refused) and introspection off; the documents test validates against the
 * same served schema with the default limits' own rules.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { parse, print, specifiedRules, validate, type DocumentNode } from 'graphql';
import request from 'supertest';
import { loadConfig } from '../src/config/config.js';
import { graphqlLimits, MAX_DIRECTIVES } from '../src/graphql-limits/graphql-limits.js';
import { graphqlRequest } from './support/graphql.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const SMALL = { maxDepth: 3, maxCost: 20, maxAliases: 3, maxTokens: 120 };

let t: TestApp;
beforeAll(async () => {
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(48) });
  t = await createTestApp({
    security: { ...base.security, graphql: { ...base.security.graphql, ...SMALL, introspection: false, ide: false } },
  });
});
afterAll(async () => {
  await t.close();
});

/**
 * A refused operation: HTTP 400, no data, the message asked for among the errors (an operation may be
 * over more than one limit), and every error with the validation code.
 */
function expectRefused(res: request.Response, message: RegExp): void {
  expect(res.status).toBe(400);
  expect(res.body.data).toBeUndefined();
  const errors = res.body.errors as { message: string; extensions: { code: string } }[];
  expect(errors.some((error) => message.test(error.message))).toBe(true);
  expect(new Set(errors.map((error) => error.extensions.code))).toEqual(new Set(['GRAPHQL_VALIDATION_FAILED']));
  expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|node_modules|\bat .+\.js:\d+/);
}

function expectServed(res: request.Response): void {
  expect(res.body.errors).toBeUndefined();
  expect(res.status).toBe(200);
}

describe('depth', () => {
  // Leaves count: holidayPackages → itinerary → day is 3 levels. The refused one is staff-only: refused
  // before any resolver runs, so an anonymous caller hears about the depth, not about signing in.
  it(`serves ${SMALL.maxDepth} levels and refuses ${SMALL.maxDepth + 1}, before any resolver runs`, async () => {
    expectServed(await graphqlRequest(t.http, '{ holidayPackages { itinerary { day } } }'));
    expectRefused(
      await graphqlRequest(t.http, '{ inbox { items { history { id } } } }'),
      new RegExp(`Query depth limit of ${SMALL.maxDepth} exceeded, found ${SMALL.maxDepth + 1}`),
    );
  });

  it('counts fields inside fragments at their real depth', async () => {
    const query = 'query { inbox { ...Page } } fragment Page on InboxPage { items { history { id } } }';
    expectRefused(await graphqlRequest(t.http, query), /Query depth limit/);
  });
});

describe('aliases', () => {
  const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: siteConfig { carsWidgetUrl }`).join(' ')} }`;

  it(`serves ${SMALL.maxAliases} aliases and refuses ${SMALL.maxAliases + 1} (each one is another resolver run)`, async () => {
    expectServed(await graphqlRequest(t.http, aliased(SMALL.maxAliases)));
    expectRefused(await graphqlRequest(t.http, aliased(SMALL.maxAliases + 1)), new RegExp(`Aliases limit of ${SMALL.maxAliases} exceeded`));
  });
});

describe('cost', () => {
  it(`refuses an operation whose estimated cost is over ${SMALL.maxCost}`, async () => {
    // Within the depth, alias and token limits: only the cost (fields, weighted by nesting) is over.
    const fields = 'id title country city includes amenities photos description terms';
    const query = `{ holidayPackages { ${fields} itinerary { day title description } } packages { ${fields} } }`;
    expectRefused(await graphqlRequest(t.http, query), new RegExp(`Query Cost limit of ${SMALL.maxCost} exceeded`));
  });
});

describe('tokens', () => {
  it(`refuses an operation text of more than ${SMALL.maxTokens} tokens`, async () => {
    const padded = `{ ${'siteConfig { carsWidgetUrl } '.repeat(SMALL.maxTokens / 4)} }`;
    const res = await graphqlRequest(t.http, padded);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(new RegExp(`^Syntax Error: Document contains more tha[nt] ${SMALL.maxTokens} tokens`)),
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      }),
    ]);
  });
});

describe('directives', () => {
  it(`refuses more than ${MAX_DIRECTIVES} directives`, async () => {
    // Over the token limit too, so this one is checked on an app with the default limits below.
    const query = `{ siteConfig { ${'carsWidgetUrl @include(if: true) '.repeat(MAX_DIRECTIVES + 1)} } }`;
    const errors = validateWithLimits(parse(query), loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }).security.graphql);
    expect(errors.map((e) => e.message)).toEqual([`Syntax Error: Directives limit of ${MAX_DIRECTIVES} exceeded, found ${MAX_DIRECTIVES + 1}.`]);
  });
});

describe('batching', () => {
  it('refuses an array of operations in one request with 400', async () => {
    const res = await request(t.http)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send([{ query: '{ siteConfig { carsWidgetUrl } }' }, { query: '{ siteConfig { contactMapUrl } }' }]);
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/batching/i);
    expect(res.text).not.toMatch(/carsWidgetUrl|node_modules/);
  });
});

describe('introspection and suggestions', () => {
  it('refuses introspection when it is off', async () => {
    const res = await graphqlRequest(t.http, '{ __schema { queryType { name } } }');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/introspection is not allowed/i);
    expect(res.body.data).toBeUndefined();
  });

  it('refuses __type too, without naming the type', async () => {
    const res = await graphqlRequest(t.http, '{ __type(name: "User") { fields { name } } }');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|email/);
  });
});

describe('CSRF prevention', () => {
  const QUERY = '{ siteConfig { carsWidgetUrl } }';

  it('refuses a GET without a preflight header (a link or <img> on another site can make one)', async () => {
    const res = await request(t.http).get('/graphql').query({ query: QUERY });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/CSRF/);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a POST sent as %s (a form on another site can send one without a preflight)',
    async (contentType) => {
      const res = await request(t.http).post('/graphql').set('content-type', contentType).send(JSON.stringify({ query: QUERY }));
      expect(res.status).toBe(400);
      expect(res.text).not.toMatch(/carsWidgetUrl/);
    },
  );

  it('serves a GET with apollo-require-preflight and a JSON POST (what the web client sends)', async () => {
    const get = await request(t.http).get('/graphql').query({ query: QUERY }).set('apollo-require-preflight', 'true');
    expectServed(get);
    expect(get.body.data.siteConfig).toEqual({ carsWidgetUrl: null });
    expectServed(await graphqlRequest(t.http, QUERY));
  });
});

describe('errors of malformed operations', () => {
  it.each([
    ['a syntax error', '{ siteConfig { ', 'GRAPHQL_PARSE_FAILED'],
    ['an unknown field', '{ siteConfig { nope } }', 'GRAPHQL_VALIDATION_FAILED'],
  ])('answers %s with 400 and its code', async (_label, query, code) => {
    const res = await graphqlRequest(t.http, query);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe(code);
  });
});

// ---------------------------------------------------------------------------------------------
// Every operation of the web app, with the default limits

/** The `...Document` constants of the web's generated code: each one's JSON, parsed back to a document. */
function webDocuments(): Map<string, DocumentNode> {
  const source = readFileSync(new URL('../../web/src/gql/graphql.ts', import.meta.url), 'utf8');
  const documents = new Map<string, DocumentNode>();
  for (const match of source.matchAll(/^export const (\w+Document) = (\{.*\}) as unknown as DocumentNode/gm)) {
    documents.set(match[1] as string, JSON.parse(match[2] as string) as DocumentNode);
  }
  return documents;
}

/** The server's own limit rules (graphqlLimits) and graphql's standard ones; the token limit as the parser counts it. */
function validateWithLimits(document: DocumentNode, limits: ReturnType<typeof loadConfig>['security']['graphql']) {
  const schema = t.app.get(GraphQLSchemaHost).schema;
  const { validationRules } = graphqlLimits(limits, true);
  // Apollo parses the text it receives: print the document back and parse it with the token limit.
  parse(print(document), { maxTokens: limits.maxTokens });
  return validate(schema, document, [...specifiedRules, ...validationRules]);
}

describe("the web app's operations", () => {
  const defaults = loadConfig({ NODE_ENV: 'production', DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(48) }).security.graphql;

  it('reads the defaults docs/configuration.md documents', () => {
    expect(defaults).toEqual({ introspection: false, ide: false, maxDepth: 12, maxCost: 5000, maxAliases: 15, maxTokens: 3000 });
    // The configuration table's row names the same numbers, in the same order.
    const doc = readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');
    const row = /^\| `GRAPHQL_MAX_DEPTH`, `GRAPHQL_MAX_COST`, `GRAPHQL_MAX_ALIASES`, `GRAPHQL_MAX_TOKENS` \| ([^|]*) \|/m.exec(doc);
    expect(row?.[1]?.match(/\d+/g)?.map(Number)).toEqual([defaults.maxDepth, defaults.maxCost, defaults.maxAliases, defaults.maxTokens]);
  });

  it('finds every generated document (one per operation of web/src)', () => {
    expect(webDocuments().size).toBeGreaterThanOrEqual(80);
  });

  it('each one passes every limit with the default values', () => {
    const failures: string[] = [];
    for (const [name, document] of webDocuments()) {
      try {
        for (const error of validateWithLimits(document, defaults)) failures.push(`${name}: ${error.message}`);
      } catch (error) {
        failures.push(`${name}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the check itself refuses an operation over a default limit', () => {
    const deep = parse('{ inbox { items { history { id } } } }');
    expect(validateWithLimits(deep, { ...defaults, maxDepth: 2 }).map((e) => e.message)).toEqual([
      'Syntax Error: Query depth limit of 2 exceeded, found 4.',
    ]);
  });
});
