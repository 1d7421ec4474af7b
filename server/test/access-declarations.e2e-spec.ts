/**
 * Deny by default, proven: every GraphQL query/mutation and every REST route declares who may call
 * it (@Public() or @Allow(Permission.X)). The walk is cross-checked against the served schema so an
 * operation cannot hide from it. (The same idea as immich's controllers/index.spec.ts.)
 * Operations speak in permissions only: a bare role list on a handler, however it got there, fails.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { PERMISSION_KEY, PUBLIC_KEY } from '../src/auth/decorators.js';
import { isPermission } from '../src/auth/permissions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// Metadata keys of @nestjs/graphql and @nestjs/common (not exported from their entry points).
const RESOLVER_TYPE = 'graphql:resolver_type';
const RESOLVER_NAME = 'graphql:resolver_name';
const HTTP_PATH = 'path';
const HTTP_METHOD = 'method';

interface Operation {
  name: string;
  declared: boolean;
  /** Access metadata other than @Public() and @Allow(Permission.X): a role list or an unknown key. */
  stray: string[];
}

const ACCESS_KEY_PREFIX = 'access:';

let t: TestApp;
let graphqlOperations: Operation[];
let restRoutes: Operation[];

beforeAll(async () => {
  t = await createTestApp({}, [DiscoveryModule]);
  const discovery = t.app.get(DiscoveryService);
  const scanner = t.app.get(MetadataScanner);
  const reflector = t.app.get(Reflector);
  type Target = (...args: never[]) => unknown;
  const declared = (handler: Target, owner: Target) =>
    reflector.getAllAndOverride(PUBLIC_KEY, [handler, owner]) === true ||
    isPermission(reflector.getAllAndOverride<unknown>(PERMISSION_KEY, [handler, owner]));
  const stray = (handler: Target, owner: Target) =>
    [...Reflect.getMetadataKeys(handler), ...Reflect.getMetadataKeys(owner)]
      .filter((key): key is string => typeof key === 'string' && key.startsWith(ACCESS_KEY_PREFIX))
      .filter((key) => key !== PUBLIC_KEY && key !== PERMISSION_KEY);

  graphqlOperations = [];
  for (const wrapper of discovery.getProviders()) {
    const instance = wrapper.instance as object | undefined;
    if (!instance || !wrapper.metatype) continue;
    const prototype = Object.getPrototypeOf(instance) as Record<string, Target>;
    for (const method of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[method]!;
      const type = Reflect.getMetadata(RESOLVER_TYPE, handler) as string | undefined;
      if (type !== 'Query' && type !== 'Mutation' && type !== 'Subscription') continue;
      const name = (Reflect.getMetadata(RESOLVER_NAME, handler) as string | undefined) ?? method;
      graphqlOperations.push({
        name: `${type}.${name}`,
        declared: declared(handler, wrapper.metatype as Target),
        stray: stray(handler, wrapper.metatype as Target),
      });
    }
  }

  restRoutes = [];
  for (const wrapper of discovery.getControllers()) {
    const instance = wrapper.instance as object | undefined;
    if (!instance || !wrapper.metatype) continue;
    const prototype = Object.getPrototypeOf(instance) as Record<string, Target>;
    const base = Reflect.getMetadata(HTTP_PATH, wrapper.metatype) as string;
    for (const method of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[method]!;
      const path = Reflect.getMetadata(HTTP_PATH, handler) as string | undefined;
      if (path === undefined) continue;
      const verb = Reflect.getMetadata(HTTP_METHOD, handler) as number;
      restRoutes.push({
        name: `${verb} /api/${base}/${path}`,
        declared: declared(handler, wrapper.metatype as Target),
        stray: stray(handler, wrapper.metatype as Target),
      });
    }
  }
});

afterAll(async () => {
  await t.close();
});

describe('every operation declares who may call it', () => {
  it('finds every Query and Mutation field of the served schema', () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const served = [
      ...Object.keys(schema.getQueryType()?.getFields() ?? {}).map((f) => `Query.${f}`),
      ...Object.keys(schema.getMutationType()?.getFields() ?? {}).map((f) => `Mutation.${f}`),
    ].sort();
    expect(graphqlOperations.map((o) => o.name).sort()).toEqual(served);
    expect(served.length).toBeGreaterThan(0);
  });

  it('has a declaration on every GraphQL operation', () => {
    expect(graphqlOperations.filter((o) => !o.declared).map((o) => o.name)).toEqual([]);
  });

  it('finds REST routes and has a declaration on every one', () => {
    expect(restRoutes.length).toBeGreaterThan(0);
    expect(restRoutes.filter((o) => !o.declared).map((o) => o.name)).toEqual([]);
  });
});

describe('operations speak in permissions, never in role lists', () => {
  it('has no access metadata but @Public() and @Allow(Permission.X) on any handler', () => {
    const withStray = [...graphqlOperations, ...restRoutes].filter((o) => o.stray.length > 0);
    expect(withStray.map((o) => `${o.name}: ${o.stray.join(', ')}`)).toEqual([]);
  });

  it('has no role list in the source of any resolver or controller', () => {
    // Roles are named in auth/ (the table, the role enum) and by services checking ownership; an
    // operation's decorators must not name them. Caught in the source too, before any app is built.
    const root = fileURLToPath(new URL('../src', import.meta.url));
    const sources = (readdirSync(root, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
      .map((file) => ({ file: join(root, file), text: readFileSync(join(root, file), 'utf8') }))
      .filter(({ text }) => /@(Resolver|Controller)\(/.test(text));
    expect(sources.length).toBeGreaterThan(10);
    const offenders = sources.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(root, file)}:${i + 1}` }))
        .filter(({ line }) => /@Roles\(|SetMetadata\(|@\w+\(\s*(?:Role\.)?'?(?:CUSTOMER|HOTEL_MANAGER|AGENCY_ADMIN|STAFF)\b/.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe('the global guard', () => {
  it('refuses an operation that declares nothing', async () => {
    // Proven on a real route: a throw-away controller with no declaration, mounted on a live app.
    const { Controller, Get, Module } = await import('@nestjs/common');
    @Controller('undeclared')
    class UndeclaredController {
      @Get()
      leak() {
        return { secret: true };
      }
    }
    @Module({ controllers: [UndeclaredController] })
    class UndeclaredModule {}
    const app = await createTestApp({}, [UndeclaredModule]);
    try {
      const res = await request(app.http).get('/api/undeclared').expect(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: 'This operation is not available.' });
    } finally {
      await app.close();
    }
  });
});
