import { Injectable } from '@nestjs/common';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { destinations } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import type { Destination } from './destination.model.js';

@Injectable()
export class DestinationsService {
  constructor(@InjectDb() private readonly db: Database) {}

  async list(): Promise<Destination[]> {
    // The same matching as the package search (without typo tolerance), so the count is what a
    // visitor finds when following the destination's link.
    const pattern = sql`'%' || search_fold(${destinations.name}) || '%'`;
    const rows = await this.db
      .select({
        id: destinations.id,
        name: destinations.name,
        country: destinations.country,
        packageCount: sql<number>`(select count(*) from packages p where p.search_text ilike ${pattern}
          or exists (select 1 from package_destinations pd where pd.package_id = p.id and search_fold(pd.location) ilike ${pattern}))`.mapWith(Number),
      })
      .from(destinations)
      .orderBy(asc(destinations.position), asc(destinations.name));
    return rows.map((row) => ({ ...row, id: String(row.id) }));
  }
}
