/**
 * Deny by default, proven: every GraphQL query/mutation and every REST route declares who may call
 * it (@Public() or @Roles(...)). The walk is cross-checked against the served schema so an
 * operation cannot hide from it. (The same idea as immich's controllers/index.spec.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import request from 'supertest';
import { PUBLIC_KEY, ROLES_KEY } from '../src/auth/decorators.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// Metadata keys of @nestjs/graphql and @nestjs/common (not exported from their entry points).
const RESOLVER_TYPE = 'graphql:resolver_type';
const RESOLVER_NAME = 'graphql:resolver_name';
const HTTP_PATH = 'path';
const HTTP_METHOD = 'method';

interface Operation {
  name: string;
  declared: boolean;
}

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
    (reflector.getAllAndOverride<unknown[]>(ROLES_KEY, [handler, owner])?.length ?? 0) > 0;

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
      graphqlOperations.push({ name: `${type}.${name}`, declared: declared(handler, wrapper.metatype as Target) });
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
      restRoutes.push({ name: `${verb} /api/${base}/${path}`, declared: declared(handler, wrapper.metatype as Target) });
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
