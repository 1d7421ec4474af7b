import { Injectable } from '@nestjs/common';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { destinations } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { destinationMatch } from '../packages/package-queries.js';
import type { Destination } from './destination.model.js';

export type DestinationListItem = Omit<Destination, 'packageCount'>;

@Injectable()
export class DestinationsService {
  constructor(@InjectDb() private readonly db: Database) {}

  /** Destinations in the order of the home page select, without their package counts (a list the home page reads often). */
  async list(): Promise<DestinationListItem[]> {
    const rows = await this.db
      .select({ id: destinations.id, name: destinations.name, country: destinations.country })
      .from(destinations)
      .orderBy(asc(destinations.position), asc(destinations.name));
    return rows.map((row) => ({ ...row, id: String(row.id) }));
  }

  /** The list with how many packages a search for each destination finds (the /Destinations directory). */
  async listWithCounts(): Promise<Destination[]> {
    const list = await this.list();
    const counts = await this.packageCounts(list.map((d) => d.name));
    return list.map((d, i) => ({ ...d, packageCount: counts[i] ?? 0 }));
  }

  /**
   * For each name, the packages whose title, country, city or one of whose destinations has it as a
   * word or a word's beginning: the package search's own match (destinationMatch), without the typo
   * fallback, so the count is what a visitor finds when following the destination's link. One
   * statement for all names; each count is two trigram index scans (a union, not `a OR EXISTS (...)`
   * over every package).
   */
  async packageCounts(names: readonly string[]): Promise<number[]> {
    if (!names.length) return [];
    const list = sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    );
    const m = destinationMatch(sql`search_fold(n.name)`);
    const rows = await this.db
      .select({
        count: sql<number>`(select count(*) from (
            select p.id from packages p where p.search_text ilike ${m.like} and p.search_text ~ ${m.prefix}
            union
            select pd.package_id from package_destinations pd where search_fold(pd.location) ilike ${m.like} and search_fold(pd.location) ~ ${m.prefix}
          ) m)`.mapWith(Number),
      })
      .from(sql`unnest(array[${list}]::text[]) with ordinality as n(name, position)`)
      .orderBy(sql`n.position`);
    return rows.map((r) => r.count);
  }
}
