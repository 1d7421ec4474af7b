import { GraphQLFactory, type GqlModuleOptions } from '@nestjs/graphql';
import {
  isInterfaceType,
  isObjectType,
  lexicographicSortSchema,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

/**
 * Nest builds a code-first schema three times at start-up: from the decorated classes, then again from
 * that schema printed as SDL and parsed (only to attach the resolvers, with graphql-tools), then once
 * more to sort it. The middle build was about 120–170 ms of the server's start (docs/performance.md).
 * Here the resolvers go straight onto the schema built from the classes, as Nest's own
 * `overrideOrExtendResolvers` copies them from the rebuilt one: a field's `resolve` (and a root field's
 * `subscribe`), an interface's field resolvers onto the object types that implement it, the object type's
 * own after, so they win. The result is the same schema, with the same resolvers
 * (test/auto-schema-in-one-pass.e2e-spec.ts compares them).
 *
 * Only the case this app uses takes this path (an auto schema, no schema or resolvers of one's own to
 * merge); any other goes to Nest's own code.
 */

type FieldResolvers = Record<string, GraphQLFieldResolver<unknown, unknown> | { resolve?: GraphQLFieldResolver<unknown, unknown>; subscribe?: GraphQLFieldResolver<unknown, unknown> }>;
type ResolverMap = Record<string, FieldResolvers | object>;

/** The resolver classes, as Nest's explorer hands them to its schema builder. */
type ResolverClasses = unknown[];

interface FactoryInternals {
  resolversExplorerService: { explore(): ResolverMap; getAllCtors(): ResolverClasses };
  gqlSchemaBuilder: { build(autoSchemaFile: GqlModuleOptions['autoSchemaFile'], options: GqlModuleOptions, resolvers: ResolverClasses): Promise<GraphQLSchema> };
}

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

const resolverOf = (entry: FieldResolvers[string]) => (typeof entry === 'function' ? { resolve: entry } : entry);

/** Sets the resolvers of one type's map on an object type of the schema (its fields that have one). */
function attach(target: GraphQLObjectType, resolvers: FieldResolvers, root: boolean): void {
  const fields = target.getFields();
  for (const [name, entry] of Object.entries(resolvers)) {
    if (name.startsWith('__')) continue;
    const field = fields[name];
    if (!field) throw new Error(`${target.name}.${name} has a resolver but is not in the schema`);
    const { resolve, subscribe } = resolverOf(entry);
    if (root) {
      field.resolve = resolve;
      field.subscribe = subscribe;
    } else if (resolve) {
      field.resolve = resolve;
    }
  }
}

/**
 * Puts the explored resolvers on the schema built from the decorated classes, in place: interfaces' first
 * (inherited by their implementations), then the object types' own, which win.
 */
export function attachResolvers(schema: GraphQLSchema, resolvers: ResolverMap): void {
  const types = Object.entries(resolvers).map(([typeName, map]) => {
    const type = schema.getType(typeName);
    if (!type) throw new Error(`"${typeName}" has resolvers but is not in the schema`);
    return { type, map: map as FieldResolvers };
  });
  for (const { type, map } of types) {
    if (isInterfaceType(type)) for (const implementation of schema.getPossibleTypes(type)) attach(implementation, map, false);
  }
  for (const { type, map } of types) {
    if (isObjectType(type)) attach(type, map, ROOT_TYPES.has(type.name));
  }
  // Scalars are in the map too (Nest's scalar explorer): the built schema has them already.
}

const nestGenerateSchema = GraphQLFactory.prototype.generateSchema;

GraphQLFactory.prototype.generateSchema = async function generateSchemaInOnePass(this: GraphQLFactory, options: GqlModuleOptions = { typeDefs: [] }) {
  if (!options.autoSchemaFile || options.schema || options.resolvers || options.transformResolvers || options.inheritResolversFromInterfaces) {
    return nestGenerateSchema.call(this, options);
  }
  const factory = this as unknown as FactoryInternals;
  const resolvers = factory.resolversExplorerService.explore();
  const schema = await factory.gqlSchemaBuilder.build(options.autoSchemaFile, options, factory.resolversExplorerService.getAllCtors());
  attachResolvers(schema, resolvers);
  const transformed = options.transformSchema ? await options.transformSchema(schema) : schema;
  return options.sortSchema ? lexicographicSortSchema(transformed) : transformed;
};

/** Nest's own generation, for the comparison test. */
export const generateSchemaAsNestDoes = (factory: GraphQLFactory, options: GqlModuleOptions): Promise<GraphQLSchema> =>
  nestGenerateSchema.call(factory, options);
