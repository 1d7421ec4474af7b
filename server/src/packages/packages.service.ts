import { Injectable } from '@nestjs/common';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { isUUID } from 'class-validator';
import { fromCents } from '../common/money.js';
import type { Database } from '../db/client.js';
import { packages, type PackageRow } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import type { Package, PackageType } from './package.model.js';

export interface PackageFilter {
  type?: PackageType;
  featured?: boolean;
  limit: number;
}

/** The package catalogue as the public site reads it. */
@Injectable()
export class PackagesService {
  constructor(@InjectDb() private readonly db: Database) {}

  async list(filter: PackageFilter): Promise<Package[]> {
    const conditions: SQL[] = [];
    if (filter.type) conditions.push(eq(packages.type, filter.type));
    if (filter.featured !== undefined) conditions.push(eq(packages.featured, filter.featured));
    const rows = await this.db
      .select()
      .from(packages)
      .where(and(...conditions))
      .orderBy(asc(packages.fromDate), desc(packages.createdAt), asc(packages.id))
      .limit(filter.limit);
    return rows.map(toPackage);
  }

  /** Undefined when there is no such package (including ids that are not UUIDs at all). */
  async findById(id: string): Promise<Package | undefined> {
    if (!isUUID(id)) return undefined;
    const [row] = await this.db.select().from(packages).where(eq(packages.id, id)).limit(1);
    return row && toPackage(row);
  }
}

export function toPackage(row: PackageRow): Package {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    description: row.description,
    country: row.country,
    city: row.city,
    durationDays: row.durationDays,
    durationNights: row.durationNights,
    fromDate: row.fromDate,
    toDate: row.toDate,
    maxGuests: row.maxGuests,
    minAge: row.minAge,
    price: {
      adult: fromCents(row.priceAdultCents),
      child: row.priceChildCents === null ? null : fromCents(row.priceChildCents),
      currency: row.currency,
    },
    photos: row.photos,
    includes: row.includes,
    amenities: row.amenities,
    terms: row.terms,
    featured: row.featured,
  };
}
