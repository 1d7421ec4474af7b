/**
 * The bare baseline of the catalog paths (bench/paths/catalog.ts): the package search and one
 * package's detail with the app's SQL copied as it is (bench/search-sql.ts), rows sent back as the
 * database gives them. The app's PackagesService.search() and findById() send exactly these statements.
 */
import { needsSettings, PACKAGE_WITH_PARTS, runSearch, type SearchArgs } from '../search-sql.js';
import type { BaselineAnswer, BaselineRoutes } from './types.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Just enough checking that a bad query string is a 400, not a database error. */
function searchArgs(query: URLSearchParams): SearchArgs | string {
  const number = (name: string, fallback: number) => {
    const raw = query.get(name);
    return raw === null || raw === '' ? fallback : Number(raw);
  };
  const args: SearchArgs = {
    destination: query.get('destination')?.trim() || undefined,
    date: query.get('date') || undefined,
    type: query.get('type') || undefined,
    maxPrice: number('maxPrice', 0),
    page: number('page', 1),
    limit: number('limit', 10),
  };
  if (args.date && !DATE.test(args.date)) return 'date must be YYYY-MM-DD';
  if (!Number.isFinite(args.maxPrice) || args.maxPrice < 0) return 'maxPrice must be a number >= 0';
  if (!Number.isInteger(args.page) || args.page < 1 || args.page > 10_000) return 'page must be a whole number 1..10000';
  if (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > 50) return 'limit must be 1..50';
  return args;
}

/** PackagesService.findById(): the package with a holiday package's destinations and itinerary, one statement. */
const DETAIL = `${PACKAGE_WITH_PARTS} from "packages" where "packages"."id" = $1 limit $2`;

export const routes: BaselineRoutes = {
  'GET /packages/search': async (db, request): Promise<BaselineAnswer> => {
    const args = searchArgs(request.url.searchParams);
    if (typeof args === 'string') return { status: 400, body: { error: args } };
    // As the service: a transaction (for the settings) only when there is a destination.
    const page = needsSettings(args) ? await db.inTransaction((tx) => runSearch(tx, args)) : await runSearch(db, args);
    return { status: 200, body: page };
  },
  'GET /packages/detail': async (db, request): Promise<BaselineAnswer> => {
    const id = request.url.searchParams.get('id') ?? '';
    if (!UUID.test(id)) return { status: 404, body: { error: 'Package not found.' } };
    const { rows } = await db.query(DETAIL, [id, 1]);
    return rows[0] ? { status: 200, body: rows[0] } : { status: 404, body: { error: 'Package not found.' } };
  },
};
