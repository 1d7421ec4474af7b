import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

type Variables = Record<string, unknown>;

/**
 * graphql-jit (0.8) leaves out the default of a non-null input field the client omitted (BookingInput's
 * `specialRequests: String! = ""`) and reports it as missing, where graphql-js and Apollo use the default.
 * This returns what fills those defaults into an operation's variables before the compiled query coerces
 * them, or undefined when none of its variables' types has such a field (then nothing is done per request).
 * Only absent fields get their default; an explicit null stays null and is refused as before.
 */
export function nonNullInputDefaults(schema: GraphQLSchema, operation: OperationDefinitionNode): ((variables: Variables) => Variables) | undefined {
  const typed = (operation.variableDefinitions ?? []).flatMap((definition) => {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    return type && needsDefaults(type, new Set()) ? [{ name: definition.variable.name.value, type }] : [];
  });
  if (typed.length === 0) return undefined;
  return (variables) => {
    const filled = { ...variables };
    for (const { name, type } of typed) if (name in filled) filled[name] = withDefaults(type, filled[name]);
    return filled;
  };
}

function needsDefaults(type: GraphQLInputType, visiting: Set<string>): boolean {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || visiting.has(named.name)) return false;
  visiting.add(named.name);
  const found = Object.values(named.getFields()).some(
    (field) => (isNonNullType(field.type) && field.defaultValue !== undefined) || needsDefaults(field.type, visiting),
  );
  visiting.delete(named.name);
  return found;
}

function withDefaults(type: GraphQLInputType, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (isNonNullType(type)) return withDefaults(type.ofType, value);
  if (isListType(type)) return Array.isArray(value) ? value.map((item) => withDefaults(type.ofType as GraphQLInputType, item)) : withDefaults(type.ofType as GraphQLInputType, value);
  if (!isInputObjectType(type) || typeof value !== 'object' || Array.isArray(value)) return value;
  const filled: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const field of Object.values(type.getFields())) {
    if (!(field.name in filled)) {
      if (field.defaultValue !== undefined) filled[field.name] = field.defaultValue;
    } else {
      filled[field.name] = withDefaults(field.type, filled[field.name]);
    }
  }
  return filled;
}
