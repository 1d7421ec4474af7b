/**
 * A faster way to write the same search (the change suggested in bench/README.md), measured as the
 * optional target `proposed` (`--targets baseline,rest,graphql,proposed`). Same filters, same order,
 * same page, same total as search-sql.ts; the agreement check proves it on every run that
 * includes it. Both run with JIT off, as the service does since this bench found PostgreSQL
 * JIT-compiling every search (the planner's estimates for `<%` and the correlated sub-selects are far
 * too high): up to 2.5 s per query at 100 000 packages. What differs:
 *
 * 1. The destination match is a union of two index scans (packages.search_text and
 *    search_fold(package_destinations.location), both GIN trigram) instead of `a OR EXISTS(...)` on
 *    every package, which forces a sequential scan computing word_similarity() for every row.
 *    The relevance is computed from the same matched rows (word_similarity is computed once per
 *    match, not again in ORDER BY with more sub-selects).
 * 2. The page is chosen on narrow rows (id, relevance, price, count(*) over ()) and only its
 *    `limit` packages are read in full: the window aggregate no longer keeps every matching
 *    package's full row (it spilled to disk for budget-only searches).
 */
import type { SearchArgs, SearchSql, Statement } from './search-sql.js';
import { THRESHOLD_STATEMENT } from './search-sql.js';

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const COLUMNS = [
  'id', 'kind', 'title', 'type', 'description', 'country', 'city', 'duration_days', 'duration_nights', 'from_date', 'to_date',
  'max_guests', 'min_age', 'price_adult_cents', 'price_child_cents', 'currency', 'photos', 'includes', 'amenities', 'exclusions',
  'terms', 'cancellation_policy', 'featured', 'was_price_adult_cents', 'search_text', 'created_at', 'updated_at',
]
  .map((c) => `p."${c}"`)
  .join(', ');

const priceInRandCents = (t: string) => `(${t}.price_adult_cents * case when ${t}.currency = 'ZAR' then 1
      else coalesce((select rand_per_unit from exchange_rates er where er.currency = ${t}.currency), 1) end)`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The same settings as the app's search: threshold and JIT off. */
export const PROPOSED_SETTINGS_STATEMENT: Statement = THRESHOLD_STATEMENT;

/** `ranked` (destination searches only) and the filters on packages `p`. */
function parts(p: Params, args: SearchArgs): { ranked?: string; where: string } {
  const destination = args.destination?.trim() ?? '';
  let ranked: string | undefined;
  if (destination) {
    const needle = `search_fold(${p.add(destination)})`;
    const pattern = `'%' || search_fold(${p.add(escapeLike(destination))}) || '%'`;
    ranked = `matched as (
      select m.id, m.search_text ilike ${pattern} as exact, word_similarity(${needle}, m.search_text) as sim
        from packages m
       where m.search_text ilike ${pattern} or ${needle} <% m.search_text
      union all
      select d.package_id, search_fold(d.location) ilike ${pattern}, word_similarity(${needle}, search_fold(d.location))
        from package_destinations d
       where search_fold(d.location) ilike ${pattern} or ${needle} <% search_fold(d.location)
    ), ranked as (
      select id, case when bool_or(exact) then 1 else round(max(sim)::numeric, 1) end as relevance
        from matched group by id
    )`;
  }
  const filters: string[] = [];
  if (args.date) filters.push(`p.from_date <= ${p.add(args.date)}`, `p.to_date >= ${p.add(args.date)}`);
  if (args.type) filters.push(`p.type = ${p.add(args.type)}`);
  if (args.maxPrice > 0) filters.push(`${priceInRandCents('p')} <= ${p.add(Math.round(args.maxPrice * 100))}`);
  return { ranked, where: filters.length ? ` where ${filters.join(' and ')}` : '' };
}

export function proposedSearchStatement(args: SearchArgs): Statement {
  const p = new Params();
  const { ranked, where } = parts(p, args);
  const from = ranked ? `ranked r join packages p on p.id = r.id` : `packages p`;
  const relevance = ranked ? 'r.relevance' : '1';
  const text = `with ${ranked ? `${ranked}, ` : ''}page as (
      select p.id, ${relevance} as relevance, ${priceInRandCents('p')} as price, count(*) over () as total
        from ${from}${where}
       order by relevance desc, price asc, p.id asc
       limit ${p.add(args.limit)} offset ${p.add((args.page - 1) * args.limit)}
    )
    select ${COLUMNS}, page.total as count
      from page join packages p on p.id = page.id
     order by page.relevance desc, page.price asc, page.id asc`;
  return { text, params: p.values };
}

export function proposedCountStatement(args: SearchArgs): Statement {
  const p = new Params();
  const { ranked, where } = parts(p, args);
  const from = ranked ? `ranked r join packages p on p.id = r.id` : `packages p`;
  return { text: `${ranked ? `with ${ranked} ` : ''}select count(*) from ${from}${where}`, params: p.values };
}

export const PROPOSED_SQL: SearchSql = {
  settings: PROPOSED_SETTINGS_STATEMENT,
  page: proposedSearchStatement,
  count: proposedCountStatement,
};
