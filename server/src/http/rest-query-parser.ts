import { parse } from 'node:querystring';

/**
 * Values a browser client sends for a parameter it has no value for: an empty field (`date=`) or a
 * JavaScript `undefined`/`null` written into the address (`date=undefined`, `` `?date=${date}` ``).
 */
const NOT_GIVEN = new Set(['', 'undefined', 'null']);

/**
 * Express's query parser for the whole app (REST under /api and anything else with a query string):
 * Express's "simple" parser (node:querystring, repeated keys become a list), minus parameters that mean
 * "not given". Done once here, where the query is parsed, so every route and every query class sees an
 * absent parameter instead of each one deciding what `max=` means (it was read as 0, and `date=` was
 * refused as a date). Whitespace-only values are kept: validators trim or refuse them with a message.
 */
export function parseRestQuery(queryString: string): Record<string, string | string[]> {
  const parsed = parse(queryString);
  const query: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      const given = value.filter((v) => !NOT_GIVEN.has(v));
      if (given.length === 1) query[key] = given[0]!;
      else if (given.length > 1) query[key] = given;
    } else if (!NOT_GIVEN.has(value)) {
      query[key] = value;
    }
  }
  return query;
}
