/**
 * The SQL of PackagesService.search() (server/src/packages/packages.service.ts), written out by
 * hand for the baseline server and the EXPLAIN step. The text is what drizzle sends (taken from its
 * query log), with the same parameters in the same order; keep it in step with the service. The
 * benchmark's first step checks that this copy and the app return the same packages.
 */
import type { Queryable } from './generate-packages.js';

/** The service's TYPO_TOLERANCE: `<%` reads it from this setting. */
export const WORD_SIMILARITY_THRESHOLD = '0.5';

export interface SearchArgs {
  destination?: string;
  /** YYYY-MM-DD */
  date?: string;
  /** Rand; 0 = any. */
  maxPrice: number;
  type?: string;
  page: number;
  limit: number;
}

export interface Statement {
  text: string;
  params: unknown[];
}

/** Collects parameters as drizzle does: each value its own `$n`, in the order they appear. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const COLUMNS = `"id", "kind", "title", "type", "description", "country", "city", "duration_days", "duration_nights", "from_date", "to_date", "max_guests", "min_age", "price_adult_cents", "price_child_cents", "currency", "photos", "includes", "amenities", "exclusions", "terms", "cancellation_policy", "featured", "was_price_adult_cents", "search_text", "created_at", "updated_at"`;

const PRICE_IN_RAND_CENTS = `("packages"."price_adult_cents" * case when "packages"."currency" = 'ZAR' then 1
      else coalesce((select rand_per_unit from exchange_rates er where er.currency = "packages"."currency"), 1) end)`;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const toCents = (amount: number): number => Math.round(amount * 100);

function exactMatch(p: Params, destination: string): string {
  return `("packages"."search_text" ilike '%' || search_fold(${p.add(escapeLike(destination))}) || '%'
        or exists (select 1 from package_destinations pd where pd.package_id = "packages"."id"
                   and search_fold(pd.location) ilike '%' || search_fold(${p.add(escapeLike(destination))}) || '%'))`;
}

function conditions(p: Params, args: SearchArgs, destination: string): string[] {
  const where: string[] = [];
  if (destination) {
    const exact = exactMatch(p, destination);
    const fuzzy = `(search_fold(${p.add(destination)}) <% "packages"."search_text"
        or exists (select 1 from package_destinations pd where pd.package_id = "packages"."id"
                   and search_fold(${p.add(destination)}) <% search_fold(pd.location)))`;
    where.push(`(${exact} or ${fuzzy})`);
  }
  if (args.date) where.push(`"packages"."from_date" <= ${p.add(args.date)}`, `"packages"."to_date" >= ${p.add(args.date)}`);
  if (args.type) where.push(`"packages"."type" = ${p.add(args.type)}`);
  if (args.maxPrice > 0) where.push(`${PRICE_IN_RAND_CENTS} <= ${p.add(toCents(args.maxPrice))}`);
  return where;
}

function whereClause(where: string[]): string {
  if (!where.length) return '';
  // drizzle's and(): one condition stands alone, several are wrapped in parentheses.
  return where.length === 1 ? ` where ${where[0]}` : ` where (${where.join(' and ')})`;
}

/** The page query: rows plus `count(*) over ()`. */
export function searchStatement(args: SearchArgs): Statement {
  const p = new Params();
  const destination = args.destination?.trim() ?? '';
  const where = conditions(p, args, destination);
  const order: string[] = [];
  if (destination) {
    order.push(`case when ${exactMatch(p, destination)} then 1 else round(greatest(
        word_similarity(search_fold(${p.add(destination)}), "packages"."search_text"),
        coalesce((select max(word_similarity(search_fold(${p.add(destination)}), search_fold(pd.location)))
                  from package_destinations pd where pd.package_id = "packages"."id"), 0))::numeric, 1) end desc`);
  }
  order.push(`${PRICE_IN_RAND_CENTS} asc`, `"packages"."id" asc`);
  let text = `select ${COLUMNS}, count(*) over () from "packages"${whereClause(where)} order by ${order.join(', ')} limit ${p.add(args.limit)}`;
  const offset = (args.page - 1) * args.limit;
  if (offset > 0) text += ` offset ${p.add(offset)}`;
  return { text, params: p.values };
}

/** The service's count for a page past the end (no row to read `count(*) over ()` from). */
export function countStatement(args: SearchArgs): Statement {
  const p = new Params();
  const where = conditions(p, args, args.destination?.trim() ?? '');
  return { text: `select count(*) from "packages"${whereClause(where)}`, params: p.values };
}

/** The service's first statement in the search transaction: the `<%` threshold, and JIT off. */
export const THRESHOLD_STATEMENT: Statement = {
  text: `select set_config('pg_trgm.word_similarity_threshold', $1, true), set_config('jit', 'off', true)`,
  params: [WORD_SIMILARITY_THRESHOLD],
};

/** How one way of writing the search is run: its settings statement, page query and count query. */
export interface SearchSql {
  settings: Statement;
  page(args: SearchArgs): Statement;
  count(args: SearchArgs): Statement;
}

/** The app's search, as PackagesService.search() sends it. */
export const CURRENT_SQL: SearchSql = { settings: THRESHOLD_STATEMENT, page: searchStatement, count: countStatement };

export interface SearchPage {
  data: Record<string, unknown>[];
  pagination: { page: number; limit: number; totalItems: number; totalPages: number };
}

/**
 * The whole of search() inside one transaction (`tx`): the settings, the page, the count when
 * past the end, and the destinations and itinerary of the holiday packages (two queries, as the
 * service's withHolidayParts).
 */
export async function runSearch(tx: Queryable, args: SearchArgs, sql: SearchSql = CURRENT_SQL): Promise<SearchPage> {
  await tx.query(sql.settings.text, sql.settings.params);
  const page = sql.page(args);
  const { rows } = await tx.query<Record<string, unknown> & { count: string | number }>(page.text, page.params);
  let totalItems = rows[0] ? Number(rows[0].count) : 0;
  if (!rows[0] && args.page > 1) {
    const count = sql.count(args);
    const result = await tx.query<{ count: string | number }>(count.text, count.params);
    totalItems = Number(result.rows[0]?.count ?? 0);
  }
  const data = rows.map(({ count: _count, ...row }) => row);
  const holidays = data.filter((r) => r.kind === 'HOLIDAY');
  if (holidays.length) {
    const ids = holidays.map((r) => r.id);
    const list = ids.map((_, i) => `$${i + 1}`).join(', ');
    const [destinations, itinerary] = await Promise.all([
      tx.query<{ package_id: string }>(
        `select "package_id", "position", "location", "attractions" from "package_destinations" where "package_destinations"."package_id" in (${list})`,
        ids,
      ),
      tx.query<{ package_id: string }>(
        `select "package_id", "day", "title", "description", "breakfast", "lunch", "dinner", "accommodation_name", "accommodation_type", "accommodation_rating", "transportation_type", "transportation_details" from "package_itinerary_days" where "package_itinerary_days"."package_id" in (${list})`,
        ids,
      ),
    ]);
    for (const row of holidays) {
      row.destinations = destinations.rows.filter((d) => d.package_id === row.id);
      row.itinerary = itinerary.rows.filter((d) => d.package_id === row.id);
    }
  }
  return {
    data,
    pagination: { page: args.page, limit: args.limit, totalItems, totalPages: Math.ceil(totalItems / args.limit) },
  };
}
