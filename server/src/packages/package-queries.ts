/**
 * The SQL of the package reads that must stay fast at 100 000 packages (bench/README.md): the
 * search's page-and-count statement and a holiday package's destinations and itinerary as JSON
 * columns of the package's own row (one statement for a page of packages, not one per package).
 * bench/search-sql.ts is a hand copy of searchPage() for the bare baseline: keep them in step.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { packageDestinations, packageItineraryDays, packages } from '../db/schema.js';

export type DestinationRow = typeof packageDestinations.$inferSelect;
export type ItineraryRow = typeof packageItineraryDays.$inferSelect;

/** Word similarity from which a destination counts as a match: "zanzibr" finds Zanzibar. */
export const TYPO_TOLERANCE = 0.5;

/**
 * Settings of the search's transaction. `<%` reads its threshold from the first. JIT off: the
 * planner overestimates `<%` and would JIT-compile every search (0.1–2.5 s each at 100 000
 * packages). No parallel workers: with many visitors searching at once they only add overhead,
 * and a country ("south africa") otherwise tempts the planner into a parallel scan of every package.
 */
export const searchSettings = (): SQL =>
  sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_TOLERANCE)}, true), set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`;

/** `json_build_object('packageId', d."package_id", ...)`: keys are the drizzle row's, so the JSON is that row. */
function jsonRow(table: PgTable, alias: string): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(([key, column]) => `'${key}', ${alias}."${column.name}"`);
  return sql.raw(`json_build_object(${pairs.join(', ')})`);
}

/** A holiday package's destinations in order (null for other packages); selected next to `packages`. */
export const destinationsJson = sql<DestinationRow[] | null>`case when ${packages.kind} = 'HOLIDAY' then (
    select coalesce(json_agg(${jsonRow(packageDestinations, 'd')} order by d."position"), '[]'::json)
      from "package_destinations" d where d."package_id" = ${packages.id}) end`.as('destinations');

/** A holiday package's itinerary by day (null for other packages); selected next to `packages`. */
export const itineraryJson = sql<ItineraryRow[] | null>`case when ${packages.kind} = 'HOLIDAY' then (
    select coalesce(json_agg(${jsonRow(packageItineraryDays, 'i')} order by i."day"), '[]'::json)
      from "package_itinerary_days" i where i."package_id" = ${packages.id}) end`.as('itinerary');

export interface SearchFilter {
  /** Trimmed; empty = any destination. */
  destination: string;
  date?: string;
  type?: string;
  /** Rand cents; 0 = any budget. */
  maxPriceCents: number;
  limit: number;
  offset: number;
}

/**
 * How a destination typed in the search matches a text (a package's search_text, or a folded
 * destination location), from the needle as SQL (already folded by search_fold):
 * - `like`: the whole needle anywhere, for the trigram GIN index (`ilike` uses it; `%` and `_` typed
 *   by the visitor are plain text);
 * - `prefix`: the needle starting a word ("par" finds Paris, "cape town" finds Cape Town), but not
 *   inside one: "rome" is not in "romance", "paris" not in "national park";
 * - `whole`: the needle as whole words ("rome" in "cruise from rome"), ranked above a prefix.
 * The regexes are checked only on the rows the index found, never on every package.
 * PackagesService.search() and the Destinations page's counts both use these, so the count a
 * destination shows is what its link finds.
 */
export function destinationMatch(needle: SQL): { like: SQL; prefix: SQL; whole: SQL } {
  // Backslash-escapes every character a LIKE pattern or a regex would read as an operator. Raw SQL
  // text (String.raw: these backslashes are PostgreSQL's, not JavaScript's).
  const asLike = sql`regexp_replace(${needle}, ${sql.raw(String.raw`'([\\%_])', '\\\1'`)}, 'g')`;
  const asRegex = sql`regexp_replace(${needle}, ${sql.raw(String.raw`'([]*+?.^$(){}|[\\])', '\\\1'`)}, 'g')`;
  return {
    // In parentheses: `||` does not bind tighter than `~` or `ilike` in PostgreSQL.
    like: sql`('%' || ${asLike} || '%')`,
    prefix: sql`(${sql.raw(String.raw`'\m'`)} || ${asRegex})`,
    whole: sql`(${sql.raw(String.raw`'\m'`)} || ${asRegex} || ${sql.raw(String.raw`'\M'`)})`,
  };
}

/** Relevance of a match on the destination as written: whole words, then a word's beginning. */
export const RELEVANCE_WHOLE = 3;
export const RELEVANCE_PREFIX = 2;
// Constants in the statement's text, not parameters: a parameter in a CASE would be typed text.
const WHOLE = sql.raw(String(RELEVANCE_WHOLE));
const PREFIX = sql.raw(String(RELEVANCE_PREFIX));

/**
 * One row per package of the page, in order: `id`, `relevance`, `price`, `total` (every match, for
 * the pagination) and `approximate`, or a single row with a null `id` when the page is past the
 * end, so the total always comes back in the same statement.
 *
 * The page is chosen on narrow rows and only its packages are read in full by the caller:
 * - with a destination, the packages whose title, country, city or one of whose destinations'
 *   locations has the destination as a whole word (relevance 3) or a word's beginning (2), from two
 *   trigram index scans. Only when no package at all has it (whatever the date, type or budget: a
 *   destination spelt right that is sold out on that date finds nothing) does the search fall back
 *   to typo tolerance (two more trigram index scans with `<%`, relevance = word
 *   similarity in steps of 0.1, below 1), and `approximate` says so: a near spelling never outranks
 *   or drowns a real match ("paris" once brought every "national park"). The fallback's scans sit
 *   behind a one-time `not exists` filter, so a search with real matches never runs them.
 *   An `a OR EXISTS (...)` over every package forced a sequential scan (1–2 s at 100 000 packages).
 * - without one, the page walks the (price in rand, id) index and the total is counted on an index
 *   (no per-row currency conversion: price_adult_rand_cents is kept by triggers, migration 0007).
 */
export function searchPage(f: SearchFilter): SQL {
  const filters: SQL[] = [];
  if (f.date) filters.push(sql`"packages"."from_date" <= ${f.date}`, sql`"packages"."to_date" >= ${f.date}`);
  if (f.type) filters.push(sql`"packages"."type" = ${f.type}`);
  if (f.maxPriceCents > 0) filters.push(sql`"packages"."price_adult_rand_cents" <= ${f.maxPriceCents}`);
  const where = filters.length ? sql` where ${sql.join(filters, sql` and `)}` : sql``;
  const page = sql`order by relevance desc, price asc, id asc limit ${f.limit} offset ${f.offset}`;
  if (!f.destination) {
    return sql`with page as (
        select "packages"."id" as id, ${WHOLE} as relevance, "packages"."price_adult_rand_cents" as price from "packages"${where} ${page}
      ), total as (select count(*) as total, false as approximate from "packages"${where})
      select page.id, page.relevance, page.price, total.total, total.approximate from total left join page on true`;
  }
  const needle = sql`search_fold(${f.destination})`;
  const m = destinationMatch(needle);
  return sql`with text_matched as (
        select t.id, case when t.search_text ~ ${m.whole} then ${WHOLE} else ${PREFIX} end as relevance
          from "packages" t where t.search_text ilike ${m.like} and t.search_text ~ ${m.prefix}
        union all
        select d.package_id, case when search_fold(d.location) ~ ${m.whole} then ${WHOLE} else ${PREFIX} end
          from "package_destinations" d where search_fold(d.location) ilike ${m.like} and search_fold(d.location) ~ ${m.prefix}
      ), text_filtered as (
        select "packages"."id" as id, max(text_matched.relevance) as relevance, "packages"."price_adult_rand_cents" as price
          from text_matched join "packages" on "packages"."id" = text_matched.id${where}
          group by "packages"."id"
      ), typo_matched as (
        select t.id, round(word_similarity(${needle}, t.search_text)::numeric, 1) as relevance
          from "packages" t where ${needle} <% t.search_text and not exists (select from text_matched)
        union all
        select d.package_id, round(word_similarity(${needle}, search_fold(d.location))::numeric, 1)
          from "package_destinations" d where ${needle} <% search_fold(d.location) and not exists (select from text_matched)
      ), filtered as (
        select id, relevance, price from text_filtered
        union all
        select "packages"."id", max(typo_matched.relevance), "packages"."price_adult_rand_cents"
          from typo_matched join "packages" on "packages"."id" = typo_matched.id${where}
          group by "packages"."id"
      ), page as (select id, relevance, price from filtered ${page}),
      total as (select count(*) as total, coalesce(max(relevance), 0) < ${PREFIX} as approximate from filtered)
      select page.id, page.relevance, page.price, total.total, total.approximate from total left join page on true`;
}
