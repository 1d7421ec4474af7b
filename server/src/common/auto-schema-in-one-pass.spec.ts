import { describe, expect, it } from '@jest/globals';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { attachResolvers } from './auto-schema-in-one-pass.js';

/** The schema the app serves is compared with Nest's in test/auto-schema-in-one-pass.e2e-spec.ts; these are the rules. */
describe('attachResolvers', () => {
  const sdl = `
    interface Trip { title: String! summary: String! }
    type Cruise implements Trip { title: String! summary: String! ship: String! }
    type Tour implements Trip { title: String! summary: String! guide: String! }
    type Query { trips: [Trip!]! cruise: Cruise }
    type Subscription { tripAdded: Trip! }
    scalar Day
  `;
  const field = (schema: ReturnType<typeof buildSchema>, type: string, name: string) =>
    (schema.getType(type) as GraphQLObjectType).getFields()[name]!;

  it('sets root fields (resolve and subscribe) and object type fields, leaving the others to the default', () => {
    const schema = buildSchema(sdl);
    const trips = () => [];
    const ship = () => 'MSC Musica';
    const subscribe = () => undefined;
    attachResolvers(schema, { Query: { trips }, Cruise: { ship }, Subscription: { tripAdded: { subscribe } } });
    expect(field(schema, 'Query', 'trips').resolve).toBe(trips);
    expect(field(schema, 'Query', 'cruise').resolve).toBeUndefined();
    expect(field(schema, 'Subscription', 'tripAdded').subscribe).toBe(subscribe);
    expect(field(schema, 'Cruise', 'ship').resolve).toBe(ship);
    expect(field(schema, 'Cruise', 'title').resolve).toBeUndefined();
  });

  it("gives an interface's field resolvers to every implementation, whose own resolvers win, in either order", () => {
    const inherited = () => 'from Trip';
    const own = () => 'from Tour';
    for (const order of [['Trip', 'Tour'], ['Tour', 'Trip']]) {
      const schema = buildSchema(sdl);
      const maps: Record<string, object> = { Trip: { summary: inherited, title: inherited }, Tour: { summary: own } };
      attachResolvers(schema, Object.fromEntries(order.map((name) => [name, maps[name]!])));
      expect(field(schema, 'Cruise', 'summary').resolve).toBe(inherited);
      expect(field(schema, 'Tour', 'summary').resolve).toBe(own);
      expect(field(schema, 'Tour', 'title').resolve).toBe(inherited);
    }
  });

  it('skips scalars and resolver keys of their own (__resolveType), and refuses a resolver for a field the schema lacks', () => {
    const schema = buildSchema(sdl);
    expect(() => attachResolvers(schema, { Day: {}, Trip: { __resolveType: () => 'Cruise' } })).not.toThrow();
    expect(() => attachResolvers(schema, { Cruise: { captain: () => 'Ahab' } })).toThrow('Cruise.captain has a resolver but is not in the schema');
    expect(() => attachResolvers(schema, { Ferry: { name: () => 'x' } })).toThrow('"Ferry" has resolvers but is not in the schema');
  });
});
