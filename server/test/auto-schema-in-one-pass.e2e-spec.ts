/**
 * The schema is built once at start-up (src/common/auto-schema-in-one-pass.ts) instead of Nest's three
 * passes. It must be the same schema with the same resolvers: the SDL, and for every field of every
 * object type whether it has a resolver (and a root field a subscriber), and which one (by its source,
 * since Nest wraps each resolver anew on every exploration).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GRAPHQL_MODULE_OPTIONS, GraphQLFactory, GraphQLSchemaHost, type GqlModuleOptions } from '@nestjs/graphql';
import { isObjectType, printSchema, type GraphQLSchema } from 'graphql';
import { generateSchemaAsNestDoes } from '../src/common/auto-schema-in-one-pass.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The functions of the resolver map Nest's explorer builds (once: see beforeAll). */
const resolverFunctions = new Set<unknown>();

/**
 * What resolves a field: nothing (the default), a function of the resolver map (Nest's own path binds
 * each with graphql-tools, so there its source reads as native code), or another function of Nest's (a
 * property read with field middleware), by its source.
 */
const kindOf = (fn: unknown): string | null => {
  if (typeof fn !== 'function') return null;
  const source = (fn as () => unknown).toString();
  return resolverFunctions.has(fn) || source.includes('[native code]') ? 'a resolver method' : source;
};

/** Every object type field: whether it resolves (and subscribes), and with what. */
const resolversOf = (schema: GraphQLSchema) =>
  Object.fromEntries(
    Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .filter((type) => !type.name.startsWith('__'))
      .flatMap((type) =>
        Object.values(type.getFields()).map((field) => [
          `${type.name}.${field.name}`,
          { resolve: kindOf(field.resolve), subscribe: kindOf(field.subscribe) },
        ]),
      ),
  );

describe('the GraphQL schema, built in one pass', () => {
  let t: TestApp;
  let factory: GraphQLFactory;
  let options: GqlModuleOptions;

  beforeAll(async () => {
    t = await createTestApp();
    factory = t.app.get(GraphQLFactory, { strict: false });
    options = t.app.get<GqlModuleOptions>(GRAPHQL_MODULE_OPTIONS, { strict: false });
    // Both paths get the same resolver functions: Nest wraps each method anew on every exploration.
    const explorer = (factory as unknown as { resolversExplorerService: { explore(): Record<string, Record<string, unknown>> } }).resolversExplorerService;
    const map = explorer.explore();
    explorer.explore = () => map;
    for (const fields of Object.values(map)) {
      for (const entry of Object.values(fields)) {
        resolverFunctions.add(entry);
        if (entry && typeof entry === 'object') for (const fn of Object.values(entry)) resolverFunctions.add(fn);
      }
    }
  });

  afterAll(async () => {
    await t.close();
  });

  it('is the schema Nest builds, with the same resolvers on the same fields', async () => {
    const nests = await generateSchemaAsNestDoes(factory, options);
    const ours = await factory.generateSchema(options);
    expect(printSchema(ours)).toBe(printSchema(nests));
    const expected = resolversOf(nests);
    expect(resolversOf(ours)).toEqual(expected);
    // The comparison compares something: most fields resolve by property, the resolvers' do not.
    const resolved = Object.values(expected).filter(({ resolve }) => resolve === 'a resolver method');
    expect(resolved.length).toBeGreaterThan(100);
    expect(expected['Query.packages']?.resolve).toBe('a resolver method');
  });

  it('is the one the app serves', async () => {
    const served = t.app.get(GraphQLSchemaHost).schema;
    expect(printSchema(served)).toBe(printSchema(await generateSchemaAsNestDoes(factory, options)));
    // Nest's own path leaves every resolver bound by graphql-tools: none is here.
    const packages = served.getQueryType()?.getFields().packages?.resolve;
    expect(packages?.toString()).not.toContain('[native code]');
  });
});
