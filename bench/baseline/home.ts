/**
 * Baseline of the `home` hot path: what the web home page asks (bench/paths/home.ts), answered with
 * the least SQL that gives the page its data: the destination select's list, and the two package
 * grids (featured deals; featured cruises and adventures departing in a window), in the app's order
 * (PackagesService.list: departure date, newest first, id) and with the card's columns only. Where
 * the app reads more than the page shows, that work shows up as a ratio below 1.
 */
import { todayInSouthAfrica } from '../stays-workload.js';
import type { BaselineRoutes } from './types.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const routes: BaselineRoutes = {
  'GET /home/destinations': async (db) => {
    const { rows } = await db.query(`select id::text as id, name, country from destinations order by position asc, name asc`);
    return { status: 200, body: rows };
  },

  /** ?featured=true&bookable=true&types=Cruise,Adventure&departingFrom=&departingTo=&limit= */
  'GET /home/packages': async (db, { url }) => {
    const q = url.searchParams;
    const conditions: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (q.get('featured') === 'true') conditions.push('featured');
    // PackagesService.list({ bookable }): no travel dates, or a night left after today in South Africa.
    if (q.get('bookable') === 'true') conditions.push(`(to_date is null or to_date > ${param(todayInSouthAfrica())}::date)`);
    const types = q.get('types')?.split(',').filter(Boolean);
    if (types?.length) conditions.push(`type::text = any(${param(types)}::text[])`);
    for (const [name, op] of [['departingFrom', '>='], ['departingTo', '<=']] as const) {
      const value = q.get(name);
      if (value === null) continue;
      if (!DATE.test(value)) return { status: 400, body: { error: `${name} must be YYYY-MM-DD` } };
      conditions.push(`from_date ${op} ${param(value)}::date`);
    }
    const limit = Number(q.get('limit') ?? 12);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) return { status: 400, body: { error: 'limit must be 1..100' } };
    const { rows } = await db.query(
      `select id, title, type, description, country, city, duration_days, duration_nights, from_date, to_date, max_guests, min_age,
              photos, price_adult_cents, price_child_cents, currency, was_price_adult_cents
         from packages
        ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
        order by from_date asc nulls last, created_at desc, id asc
        limit ${param(limit)}`,
      params,
    );
    return { status: 200, body: rows };
  },
};
