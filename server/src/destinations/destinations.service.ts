import { Injectable } from '@nestjs/common';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { destinations } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import type { Destination } from './destination.model.js';

@Injectable()
export class DestinationsService {
  constructor(@InjectDb() private readonly db: Database) {}

  async list(): Promise<Destination[]> {
    const rows = await this.db.select().from(destinations).orderBy(asc(destinations.position), asc(destinations.name));
    return rows.map((row) => ({ id: String(row.id), name: row.name, country: row.country }));
  }
}
