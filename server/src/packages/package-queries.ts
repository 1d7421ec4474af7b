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

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * One row per package of the page, in order: `id`, `relevance`, `price` and `total` (every match,
 * for the pagination), or a single row with a null `id` when the page is past the end, so the
 * total always comes back in the same statement.
 *
 * The page is chosen on narrow rows and only its packages are read in full by the caller:
 * - with a destination, the matches are the union of four trigram index scans (whole-text and
 *   typo matches of the package's title, country and city, and of its destinations' locations),
 *   each yielding its relevance (1 for a whole-text match, else the word similarity in steps of
 *   0.1). An `a OR EXISTS (...)` over every package forced a sequential scan computing the
 *   similarity of every package (1–2 s at 100 000 packages).
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
        select "packages"."id" as id, 1 as relevance, "packages"."price_adult_rand_cents" as price from "packages"${where} ${page}
      ), total as (select count(*) as total from "packages"${where})
      select page.id, page.relevance, page.price, total.total from total left join page on true`;
  }
  const needle = sql`search_fold(${f.destination})`;
  const pattern = sql`'%' || search_fold(${escapeLike(f.destination)}) || '%'`;
  // A typo match that is also a whole-text match counts as one (relevance 1) without computing its
  // similarity a second time: word_similarity() is the expensive part of a search.
  return sql`with matched as (
        select m.id, 1 as relevance from "packages" m where m.search_text ilike ${pattern}
        union all
        select d.package_id, 1 from "package_destinations" d where search_fold(d.location) ilike ${pattern}
        union all
        select m.id, case when m.search_text ilike ${pattern} then 1 else round(word_similarity(${needle}, m.search_text)::numeric, 1) end
          from "packages" m where ${needle} <% m.search_text
        union all
        select d.package_id, case when search_fold(d.location) ilike ${pattern} then 1 else round(word_similarity(${needle}, search_fold(d.location))::numeric, 1) end
          from "package_destinations" d where ${needle} <% search_fold(d.location)
      ), ranked as (
        select id, max(relevance) as relevance from matched group by id
      ), filtered as (
        select "packages"."id" as id, ranked.relevance, "packages"."price_adult_rand_cents" as price
          from ranked join "packages" on "packages"."id" = ranked.id${where}
      ), page as (select id, relevance, price from filtered ${page}),
      total as (select count(*) as total from filtered)
      select page.id, page.relevance, page.price, total.total from total left join page on true`;
}
