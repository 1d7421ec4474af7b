import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export function isLocalDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

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
