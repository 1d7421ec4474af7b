/**
 * GraphQL requests the server cannot run answer a client error code, never INTERNAL_SERVER_ERROR:
 * every shape of the automatic-persisted-query extension (APQ is off: PERSISTED_QUERY_NOT_SUPPORTED)
 * and every subscription operation (the schema has none: OPERATION_NOT_SUPPORTED), whether or not the
 * document would validate, named or not, through the fast path's second sending too. The schema-driven
 * fuzz (hostile-input.e2e-spec.ts) sends generated shapes of both as well.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SUBSCRIPTIONS_NOT_SUPPORTED } from '../src/graphql-limits/graphql-limits.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (body: unknown) => request(t.http).post('/graphql').set('content-type', 'application/json').send(JSON.stringify(body));

/** Every kind of value the extension's object and its two fields can hold. */
const HASHES = ['abc', '', null, undefined, 'ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38', 42, { a: 1 }, ['x']];
const VERSIONS = [1, 2, 0, -1, '1', null, undefined, 1.5];
const EXTENSIONS: unknown[] = [
  ...VERSIONS.flatMap((version) => HASHES.map((sha256Hash) => ({ persistedQuery: { version, sha256Hash } }))),
  { persistedQuery: {} },
  { persistedQuery: 'x' },
  { persistedQuery: 1 },
  { persistedQuery: true },
  { persistedQuery: [] },
];
const QUERIES = [undefined, '{ __typename }', 'query Q { siteConfig { agencyName } }', 'not graphql'];

describe('persisted-query extensions', () => {
  it.each(QUERIES.map((query) => [String(query), query] as const))('with query %s: every shape of the extension answers PERSISTED_QUERY_NOT_SUPPORTED (or a plain 400), never an internal error', async (_label, query) => {
    for (const extensions of EXTENSIONS) {
      const res = await post({ ...(query === undefined ? {} : { query }), extensions });
      const codes = (res.body.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
      expect({ extensions, status: res.status, codes }).toEqual({ extensions, status: expect.any(Number), codes: expect.not.arrayContaining(['INTERNAL_SERVER_ERROR']) });
      expect(res.status).toBeLessThan(500);
      const object = typeof extensions === 'object' && extensions !== null && (extensions as { persistedQuery?: unknown }).persistedQuery;
      // A present extension object (any truthy value) is refused as APQ; Apollo refuses the rest as a bad request.
      if (object) expect(codes).toEqual(['PERSISTED_QUERY_NOT_SUPPORTED']);
      else expect(codes.length).toBeGreaterThan(0);
    }
  });

  it('a query without the extension still runs', async () => {
    const res = await post({ query: '{ __typename }', extensions: {} }).expect(200);
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('subscription operations', () => {
  const SUBSCRIPTIONS = [
    'subscription { __typename }',
    'subscription S { __typename }',
    'subscription S { anything }',
    'subscription S($id: ID!) { booking(id: $id) { id } }',
    'query Q { __typename } subscription S { __typename }',
  ];
  it.each(SUBSCRIPTIONS)('%s answers a client error (OPERATION_NOT_SUPPORTED once it validates), never an internal error', async (query) => {
    const operationName = query.includes('subscription S') ? 'S' : undefined;
    for (let sending = 0; sending < 2; sending++) {
      const res = await post({ query, operationName, variables: { id: 'x' } });
      expect(res.status).toBeLessThan(500);
      const codes = res.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code);
      expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
      if (!query.includes('anything') && !query.includes('booking(')) {
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([expect.objectContaining({ message: SUBSCRIPTIONS_NOT_SUPPORTED, extensions: { code: 'OPERATION_NOT_SUPPORTED' } })]);
      }
    }
  });
});
