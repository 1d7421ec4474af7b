/**
 * The SQL of PackagesService.search() (server/src/packages/package-queries.ts and
 * packages.service.ts), written out by hand for the bare baseline and the EXPLAIN step. The text is
 * what drizzle sends (taken from its query log), with the same parameters in the same order; keep it
 * in step with the service. Every benchmark run first checks that this copy and the app return the
 * same packages in the same order with the same total.
 *
 * As the service sends them:
 * 1. with a destination only, in a transaction: the settings (the `<%` threshold; JIT and parallel
 *    workers off); without one the page runs alone;
 * 2. the page: chosen on narrow rows (id, relevance, price in rand; with a destination, from two
 *    trigram index scans for whole words and words' beginnings, and only when they find nothing two
 *    more for near spellings), with the total of every match, then read in full with a
 *    holiday package's destinations and itinerary as JSON columns. Past the last page it answers one
 *    row with the total and no package.
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

const PACKAGE_COLUMNS = [
  'id', 'kind', 'title', 'type', 'description', 'country', 'city', 'duration_days', 'duration_nights', 'from_date', 'to_date',
  'max_guests', 'min_age', 'price_adult_cents', 'price_child_cents', 'currency', 'photos', 'includes', 'amenities', 'exclusions',
  'terms', 'cancellation_policy', 'featured', 'was_price_adult_cents', 'search_text', 'price_adult_rand_cents', 'created_at', 'updated_at',
]
  .map((c) => `"packages"."${c}"`)
  .join(', ');

/** A holiday package's destinations and itinerary as JSON (package-queries.ts: destinationsJson, itineraryJson). */
export const HOLIDAY_PARTS = `case when "packages"."kind" = 'HOLIDAY' then (
    select coalesce(json_agg(json_build_object('packageId', d."package_id", 'position', d."position", 'location', d."location", 'attractions', d."attractions") order by d."position"), '[]'::json)
      from "package_destinations" d where d."package_id" = "packages"."id") end as "destinations", case when "packages"."kind" = 'HOLIDAY' then (
    select coalesce(json_agg(json_build_object('packageId', i."package_id", 'day', i."day", 'title', i."title", 'description', i."description", 'breakfast', i."breakfast", 'lunch', i."lunch", 'dinner', i."dinner", 'accommodationName', i."accommodation_name", 'accommodationType', i."accommodation_type", 'accommodationRating', i."accommodation_rating", 'transportationType', i."transportation_type", 'transportationDetails', i."transportation_details") order by i."day"), '[]'::json)
      from "package_itinerary_days" i where i."package_id" = "packages"."id") end as "itinerary"`;

/** `select <every package column>, <holiday parts>`: the start of every package read of the app. */
export const PACKAGE_WITH_PARTS = `select ${PACKAGE_COLUMNS}, ${HOLIDAY_PARTS}`;

/** package-queries.ts destinationMatch(): the LIKE pattern, word-beginning and whole-word regexes of a folded needle. */
// String.raw: these backslashes are PostgreSQL's, not JavaScript's.
const LIKE_ESCAPE = String.raw`'([\\%_])', '\\\1'`;
const REGEX_ESCAPE = String.raw`'([]*+?.^$(){}|[\\])', '\\\1'`;
const asLike = (needle: string) => `regexp_replace(${needle}, ${LIKE_ESCAPE}, 'g')`;
const asRegex = (needle: string) => `regexp_replace(${needle}, ${REGEX_ESCAPE}, 'g')`;
const like = (needle: string) => `('%' || ${asLike(needle)} || '%')`;
const prefix = (needle: string) => String.raw`('\m' || ` + `${asRegex(needle)})`;
const whole = (needle: string) => String.raw`('\m' || ` + asRegex(needle) + String.raw` || '\M')`;

const toCents = (amount: number): number => Math.round(amount * 100);

/** package-queries.ts searchPage(): one row per package of the page, or one row with the total only. */
function pageQuery(p: Params, args: SearchArgs): string {
  const destination = args.destination?.trim().replace(/\s+/g, ' ') ?? '';
  const where = () => {
    const filters: string[] = [];
    if (args.date) filters.push(`"packages"."from_date" <= ${p.add(args.date)}`, `"packages"."to_date" >= ${p.add(args.date)}`);
    if (args.type) filters.push(`"packages"."type" = ${p.add(args.type)}`);
    if (args.maxPrice > 0) filters.push(`"packages"."price_adult_rand_cents" <= ${p.add(toCents(args.maxPrice))}`);
    return filters.length ? ` where ${filters.join(' and ')}` : '';
  };
  const page = () => `order by relevance desc, price asc, id asc limit ${p.add(args.limit)} offset ${p.add((args.page - 1) * args.limit)}`;
  if (!destination) {
    return `with page as (
        select "packages"."id" as id, 3 as relevance, "packages"."price_adult_rand_cents" as price from "packages"${where()} ${page()}
      ), total as (select count(*) as total, false as approximate from "packages"${where()})
      select page.id, page.relevance, page.price, total.total, total.approximate from total left join page on true`;
  }
  // drizzle numbers parameters in the order they appear in the text.
  const needle = () => `search_fold(${p.add(destination)})`;
  const textMatched = `with text_matched as (
        select t.id, case when t.search_text ~ ${whole(needle())} then 3 else 2 end as relevance
          from "packages" t where t.search_text ilike ${like(needle())} and t.search_text ~ ${prefix(needle())}
        union all
        select d.package_id, case when search_fold(d.location) ~ ${whole(needle())} then 3 else 2 end
          from "package_destinations" d where search_fold(d.location) ilike ${like(needle())} and search_fold(d.location) ~ ${prefix(needle())}
      ), text_filtered as (
        select "packages"."id" as id, max(text_matched.relevance) as relevance, "packages"."price_adult_rand_cents" as price
          from text_matched join "packages" on "packages"."id" = text_matched.id${where()}
          group by "packages"."id"
      ), typo_matched as (
        select t.id, round(word_similarity(${needle()}, t.search_text)::numeric, 1) as relevance
          from "packages" t where ${needle()} <% t.search_text and not exists (select from text_matched)
        union all
        select d.package_id, round(word_similarity(${needle()}, search_fold(d.location))::numeric, 1)
          from "package_destinations" d where ${needle()} <% search_fold(d.location) and not exists (select from text_matched)
      ), filtered as (
        select id, relevance, price from text_filtered
        union all
        select "packages"."id", max(typo_matched.relevance), "packages"."price_adult_rand_cents"
          from typo_matched join "packages" on "packages"."id" = typo_matched.id${where()}
          group by "packages"."id"
      )`;
  return `${textMatched}, page as (select id, relevance, price from filtered ${page()}),
      total as (select count(*) as total, coalesce(max(relevance), 0) < 2 as approximate from filtered)
      select page.id, page.relevance, page.price, total.total, total.approximate from total left join page on true`;
}

/** The page with its total and its packages in full (the service's second statement). */
export function searchStatement(args: SearchArgs): Statement {
  const p = new Params();
  const text = `${PACKAGE_WITH_PARTS}, page.total from (${pageQuery(p, args)}) as page left join "packages" on "packages"."id" = page.id order by page.relevance desc, page.price asc, page.id asc`;
  return { text, params: p.values };
}

/** The service's first statement in the search transaction: the `<%` threshold, JIT and parallel workers off. */
export const THRESHOLD_STATEMENT: Statement = {
  text: `select set_config('pg_trgm.word_similarity_threshold', $1, true), set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
  params: [WORD_SIMILARITY_THRESHOLD],
};

/** How one way of writing the search is run: its settings statement and its page statement. */
export interface SearchSql {
  settings: Statement;
  page(args: SearchArgs): Statement;
}

/** The app's search, as PackagesService.search() sends it. */
export const CURRENT_SQL: SearchSql = { settings: THRESHOLD_STATEMENT, page: searchStatement };

export interface SearchPage {
  data: Record<string, unknown>[];
  pagination: { page: number; limit: number; totalItems: number; totalPages: number };
}

type PageRow = Record<string, unknown> & { id: string | null; total: string | number; destinations: unknown; itinerary: unknown };

/** Whether search() runs in a transaction with the settings first: only with a destination. */
export function needsSettings(args: SearchArgs): boolean {
  return Boolean(args.destination?.trim());
}

/**
 * The whole of search() on `tx` (a transaction when needsSettings(), else any connection): the
 * settings when needed, then the page. Rows go back as the database gives them (snake_case
 * columns), a holiday package with its destinations and itinerary.
 */
export async function runSearch(tx: Queryable, args: SearchArgs, sql: SearchSql = CURRENT_SQL): Promise<SearchPage> {
  if (needsSettings(args)) await tx.query(sql.settings.text, sql.settings.params);
  const page = sql.page(args);
  const { rows } = await tx.query<PageRow>(page.text, page.params);
  const totalItems = rows[0] ? Number(rows[0].total) : 0;
  const data = rows
    .filter((r) => r.id !== null)
    .map(({ total: _total, destinations, itinerary, ...row }) => (row.kind === 'HOLIDAY' ? { ...row, destinations, itinerary } : row));
  return {
    data,
    pagination: { page: args.page, limit: args.limit, totalItems, totalPages: Math.ceil(totalItems / args.limit) },
  };
}
