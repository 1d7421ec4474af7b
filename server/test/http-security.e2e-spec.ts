/**
 * Transport and headers (issue 7): helmet's headers and the Content-Security-Policy with exactly the
 * configured embeds, CORS limited to the configured origins (none: same origin only), no versions or
 * stack traces in answers, masked errors in production, and 4xx for malformed requests.
 *
 * Two apps, one after the other (one at a time: see createTestApp): a production one with the embeds
 * configured and no CORS origin, then one with two CORS origins.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module } from '@nestjs/common';
import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import request from 'supertest';
import { Public } from '../src/auth/decorators.js';
import { Messages } from '../src/common/errors.js';
import { loadConfig } from '../src/config/config.js';
import { graphqlRequest } from './support/graphql.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const SECRET = 'x'.repeat(48);
const CARS = 'https://cars.partner.example/widget?currency=ZAR&location=JNB';
const MAP = 'https://maps.partner.example/embed?q=Centurion';
const TOURS = 'https://tours.partner.example/widget.js';
// What an unexpected failure might carry: SQL, a table name, a file path.
const LEAK = 'select "password_hash" from "users" where id = $1 -- at /srv/app/server/dist/users.js:42';

@ObjectType()
class Broken {
  @Field(() => String)
  name!: string;
}

/** Throw-away operations that fail the way a bug would, to see what a client gets to read. */
@Resolver()
class FailingResolver {
  @Public()
  @Query(() => String)
  failingQuery(): string {
    throw new Error(LEAK);
  }

  // A non-null field answered with null: graphql's own execution error, never seen by the exception filter.
  @Public()
  @Query(() => Broken)
  brokenShape(): Broken {
    return { name: null } as unknown as Broken;
  }
}

@Controller('failing')
class FailingController {
  @Public()
  @Get()
  fail(): never {
    throw new TypeError(LEAK);
  }
}

@Module({ providers: [FailingResolver], controllers: [FailingController] })
class FailingModule {}

describe('in production, without CORS origins', () => {
  let t: TestApp;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: 'memory://',
      JWT_SECRET: SECRET,
      CARS_WIDGET_URL: CARS,
      CONTACT_MAP_URL: MAP,
      TOURS_WIDGET_URL: TOURS,
    });
    t = await createTestApp({ env: 'production', embeds: config.embeds, security: config.security }, [FailingModule]);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The CSP header as a map of directive → sources. */
  async function csp(path: string): Promise<Map<string, string[]>> {
    const res = await request(t.http).get(path);
    const header = String(res.headers['content-security-policy'] ?? '');
    return new Map(
      header
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name, ...sources]) => [name as string, sources]),
    );
  }

  it.each(['/api/health', '/api/packages', '/graphql?query=%7B__typename%7D', '/uploads/missing.jpg'])(
    'sends helmet headers on %s, and no X-Powered-By or Server version',
    async (path) => {
      const res = await request(t.http).get(path).set('apollo-require-preflight', 'true');
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['server']).toBeUndefined();
    },
  );

  it("allows exactly the configured embeds' origins, each in its own directive, and the app's origin otherwise", async () => {
    const policy = await csp('/api/health');
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(['https://cars.partner.example', 'https://maps.partner.example']);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://tours.partner.example']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    // No third-party origin anywhere else, and nothing that would run injected script.
    const everything = [...policy.entries()].flatMap(([name, sources]) => sources.map((source) => `${name} ${source}`));
    expect(everything.filter((entry) => /partner\.example/.test(entry))).toEqual([
      'script-src https://tours.partner.example',
      'frame-src https://cars.partner.example',
      'frame-src https://maps.partner.example',
    ]);
    expect(everything.filter((entry) => /unsafe-eval|'unsafe-inline'/.test(entry))).toEqual(["style-src 'unsafe-inline'"]);
  });

  it('answers no CORS header to any other origin: only pages of its own origin can read the API', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:5173', 'null']) {
      const get = await request(t.http).get('/api/packages').set('origin', origin);
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await request(t.http)
        .options('/graphql')
        .set('origin', origin)
        .set('access-control-request-method', 'POST')
        .set('access-control-request-headers', 'content-type, authorization');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
    }
  });

  it('masks an unexpected GraphQL failure: the generic message, no SQL, no stack', async () => {
    const res = await graphqlRequest(t.http, '{ failingQuery }');
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([expect.objectContaining({ message: Messages.INTERNAL, extensions: { code: 'INTERNAL_SERVER_ERROR' } })]);
    expect(res.text).not.toMatch(/password_hash|users|select|\.js:\d+|stacktrace/i);
  });

  it("masks graphql's own execution errors too (a non-null field answered with null)", async () => {
    const res = await graphqlRequest(t.http, '{ brokenShape { name } }');
    expect(res.body.errors).toEqual([expect.objectContaining({ message: Messages.INTERNAL, extensions: { code: 'INTERNAL_SERVER_ERROR' } })]);
    expect(res.text).not.toMatch(/Broken\.name|non-nullable|stacktrace/);
  });

  it('masks an unexpected REST failure: 500 with the generic message as JSON, no SQL, no stack', async () => {
    const res = await request(t.http).get('/api/failing');
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ statusCode: 500, code: 'INTERNAL_SERVER_ERROR', message: Messages.INTERNAL });
  });

  it('answers an unknown /api path with a JSON 404, no stack', async () => {
    const res = await request(t.http).get('/api/no/such/path');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ statusCode: 404 });
    expect(res.text).not.toMatch(/\bat .+:\d+|node_modules|stack/i);
  });

  it.each(['/api/auth/login', '/graphql'])('answers malformed JSON on %s with 400, no stack', async (path) => {
    const res = await request(t.http).post(path).set('content-type', 'application/json').send('{"query": "{ __typename }",');
    expect(res.status).toBe(400);
    expect(res.text).not.toMatch(/\bat .+:\d+|node_modules|SyntaxError: Unexpected|stack/i);
  });

  it('gives no "Did you mean" hints at the schema in production', async () => {
    const res = await graphqlRequest(t.http, '{ siteConfig { carsWidgetUr } }');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe('Cannot query field "carsWidgetUr" on type "SiteConfig".');
  });

  it('keeps introspection off in production by default', async () => {
    const res = await graphqlRequest(t.http, '{ __schema { types { name } } }');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/introspection is not allowed/i);
  });

  it('answers siteConfig.graphqlIde false in production by default (the web app hides /graphiql)', async () => {
    const res = await graphqlRequest(t.http, '{ siteConfig { graphqlIde } }');
    expect(res.body).toEqual({ data: { siteConfig: { graphqlIde: false } } });
  });
});

describe('with CORS origins configured (development defaults otherwise)', () => {
  const ALLOWED = ['https://agency.example', 'http://localhost:5173'];
  let t: TestApp;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: SECRET, CORS_ORIGINS: ALLOWED.join(', ') });
    t = await createTestApp({ security: config.security });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(ALLOWED)('lets %s read the API, preflight included (JSON POSTs with a bearer token)', async (origin) => {
    const get = await request(t.http).get('/api/packages').set('origin', origin);
    expect(get.headers['access-control-allow-origin']).toBe(origin);
    expect(get.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await request(t.http)
      .options('/graphql')
      .set('origin', origin)
      .set('access-control-request-method', 'POST')
      .set('access-control-request-headers', 'content-type, authorization');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/authorization/i);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/content-type/i);
  });

  it.each(['https://evil.example', 'https://agency.example.evil.example', 'http://agency.example', 'null'])(
    'answers no CORS header to %s',
    async (origin) => {
      const get = await request(t.http).get('/api/packages').set('origin', origin);
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it('keeps introspection and suggestions outside production', async () => {
    expect((await graphqlRequest(t.http, '{ __schema { queryType { name } } }')).body.data.__schema.queryType.name).toBe('Query');
    const res = await graphqlRequest(t.http, '{ siteConfig { carsWidgetUr } }');
    expect(res.body.errors[0].message).toMatch(/Did you mean "carsWidgetUrl"/);
  });

  it('answers siteConfig.graphqlIde true outside production by default', async () => {
    const res = await graphqlRequest(t.http, '{ siteConfig { graphqlIde } }');
    expect(res.body).toEqual({ data: { siteConfig: { graphqlIde: true } } });
  });
});
