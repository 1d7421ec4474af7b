import { isLocalDate } from '@travel/contract';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is refused): the contract's rule. */
export { isLocalDate };

function parse(value: unknown): string {
  if (!isLocalDate(value)) {
    throw new GraphQLError('Dates must be real calendar dates written YYYY-MM-DD.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return value;
}

/** Calendar dates (stays, departures, rates) travel as plain strings so no time zone shifts them. */
export const LocalDate = new GraphQLScalarType<string, string>({
  name: 'LocalDate',
  description: 'A calendar date as YYYY-MM-DD, never shifted by time zones.',
  serialize: (value) => String(value),
  parseValue: parse,
  parseLiteral: (ast) => parse(ast.kind === Kind.STRING ? ast.value : undefined),
});
