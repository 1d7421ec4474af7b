import { Injectable } from '@nestjs/common';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { destinationPackageCounts, destinations } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
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
    const rows = await this.db
      .select({
        id: destinations.id,
        name: destinations.name,
        country: destinations.country,
        packageCount: sql<number>`coalesce(${destinationPackageCounts.packageCount}, 0)`.mapWith(Number),
      })
      .from(destinations)
      .leftJoin(destinationPackageCounts, eq(destinationPackageCounts.destinationId, destinations.id))
      .orderBy(asc(destinations.position), asc(destinations.name));
    return rows.map((row) => ({ ...row, id: String(row.id) }));
  }

  /**
   * For each destination name, the packages whose title, country, city or one of whose destinations has
   * it as a word or a word's beginning: the package search's own match (destinationMatch), without the
   * typo fallback, so the count is what a visitor finds when following the destination's link. Kept per
   * destination by the database as packages and destinations change (migration 0019), so this reads
   * numbers instead of running a search per destination. A name that is no destination counts 0.
   */
  async packageCounts(names: readonly string[]): Promise<number[]> {
    if (!names.length) return [];
    const list = sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    );
    const rows = await this.db
      .select({ count: sql<number>`coalesce(${destinationPackageCounts.packageCount}, 0)`.mapWith(Number) })
      .from(sql`unnest(array[${list}]::text[]) with ordinality as n(name, position)`)
      .leftJoin(destinations, sql`${destinations.name} = n.name`)
      .leftJoin(destinationPackageCounts, eq(destinationPackageCounts.destinationId, destinations.id))
      .orderBy(sql`n.position`);
    return rows.map((r) => r.count);
  }
}
