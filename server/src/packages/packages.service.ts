import { plainRow, recordAudit, type AuditActor } from '../audit/audit.js';
import { Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { todayInSouthAfrica } from '../common/dates.js';
import { EntityIdPipe, type EntityId } from '../common/entity-id.js';
import { badInput, notFound } from '../common/errors.js';
import { toCents } from '../common/money.js';
import type { Database, Transaction } from '../db/client.js';
import { packageDestinations, packageItineraryDays, packages, type PackageRow } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import type { HolidayPackageInput, ItineraryDayInput, PackageInput, PackagesArgs, PriceInput, SearchPackagesArgs } from './package.inputs.js';
import { Msg } from './package.inputs.js';
import { toAnyPackage, toHolidayPackage, toPackage, type HolidayParts } from './package.mapper.js';
import {
  destinationsJson,
  itineraryJson,
  searchPage,
  searchSettings,
  type DestinationRow,
  type ItineraryRow,
  type SearchFilter,
} from './package-queries.js';
import type { AnyPackage, HolidayPackage, Package, PackageSearchResult } from './package.model.js';

export const PACKAGE_NOT_FOUND = 'Package not found.';
/** A package id argument: canonical, or this NOT_FOUND. */
export const PackageIdPipe = EntityIdPipe.orNotFound(PACKAGE_NOT_FOUND);

/**
 * The package catalogue: public reads (lists, detail, search) and the agency admin's writes.
 * The only place that touches the package tables.
 */
@Injectable()
export class PackagesService {
  /**
   * The package page's read (GraphQL package(id), REST /api/packages/{id}), the hottest uncached read:
   * prepared once, so neither drizzle nor PostgreSQL builds or plans it again per request.
   */
  private readonly byId;

  constructor(@InjectDb() private readonly db: Database) {
    this.byId = db
      .select({ row: packages, destinations: destinationsJson, itinerary: itineraryJson })
      .from(packages)
      .where(eq(packages.id, sql.placeholder('id')))
      .limit(1)
      .prepare('packages_by_id');
  }

  /** `maxSize` bounds the list whatever the limit asked (GraphQL's validation caps it at 100 too). */
  async list(args: PackagesArgs, maxSize = MAX_LIST_SIZE): Promise<AnyPackage[]> {
    const conditions: SQL[] = [];
    if (args.type) conditions.push(eq(packages.type, args.type));
    if (args.types?.length) conditions.push(inArray(packages.type, args.types));
    if (args.featured !== undefined) conditions.push(eq(packages.featured, args.featured));
    if (args.specials) conditions.push(isNotNull(packages.wasPriceAdultCents));
    // mapper.ts isBookable() in SQL: the window ends after today, in South Africa.
    if (args.bookable) conditions.push(or(isNull(packages.toDate), gt(packages.toDate, todayInSouthAfrica()))!);
    if (args.departingFrom) conditions.push(gte(packages.fromDate, args.departingFrom));
    if (args.departingTo) conditions.push(lte(packages.fromDate, args.departingTo));
    const rows = await this.db
      .select({ row: packages, destinations: destinationsJson, itinerary: itineraryJson })
      .from(packages)
      .where(and(...conditions))
      .orderBy(sql`${packages.fromDate} asc nulls last`, desc(packages.createdAt), asc(packages.id))
      .limit(Math.min(args.limit, maxSize));
    return rows.map(withParts);
  }

  /** Undefined when there is no such package. One query. */
  async findById(id: EntityId): Promise<AnyPackage | undefined> {
    const [found] = await this.byId.execute({ id });
    return found && withParts(found);
  }

  async findHolidayById(id: EntityId): Promise<HolidayPackage | undefined> {
    const found = await this.findById(id);
    return found?.kind === 'HOLIDAY' ? (found as HolidayPackage) : undefined;
  }

  async listHoliday(limit = 100): Promise<HolidayPackage[]> {
    const rows = await this.db
      .select({ row: packages, destinations: destinationsJson, itinerary: itineraryJson })
      .from(packages)
      .where(eq(packages.kind, 'HOLIDAY'))
      .orderBy(desc(packages.createdAt), asc(packages.id))
      .limit(Math.min(limit, MAX_LIST_SIZE));
    return rows.map(withParts) as HolidayPackage[];
  }

  /**
   * Every package a visitor can open at /Details/{id} (all of them: the catalogue has no drafts), newest
   * change first, for /sitemap.xml. Ids and dates only, one query.
   */
  async sitemapEntries(limit: number): Promise<{ id: string; updatedAt: Date }[]> {
    return this.db
      .select({ id: packages.id, updatedAt: packages.updatedAt })
      .from(packages)
      .orderBy(desc(packages.updatedAt), asc(packages.id))
      .limit(limit);
  }

  /**
   * The home page search: destination (a whole word or a word's beginning in the title, country, city
   * or a destination of the package, accents forgiven; near spellings only when nothing matches as
   * written, flagged `approximate`), a date inside the travel window, a budget in rand (0 = any).
   * Ordered by relevance, then price in rand, then id. One statement (package-queries.ts: the page
   * picked on narrow rows with its total, then its packages in full); with a destination, after the
   * search's settings in the same transaction.
   */
  async search(args: SearchPackagesArgs): Promise<PackageSearchResult> {
    const { page, limit } = args;
    const filter: SearchFilter = {
      // Runs of spaces as one, as search_text has them: "cape  town" is Cape Town.
      destination: args.destination?.trim().replace(/\s+/g, ' ') ?? '',
      date: args.date,
      type: args.type,
      maxPriceCents: args.maxPrice > 0 ? toCents(args.maxPrice) : 0,
      limit,
      offset: (page - 1) * limit,
    };
    // Only a destination needs the settings (the `<%` threshold, and a plan the planner would
    // otherwise JIT-compile); without one the statements are cheap index scans (costs far below
    // JIT's threshold) and run alone, without the transaction's three extra round trips.
    if (!filter.destination) return this.searchPage(this.db, filter, page, limit);
    return this.db.transaction(async (tx) => {
      await tx.execute(searchSettings());
      return this.searchPage(tx, filter, page, limit);
    });
  }

  /** The page with its total, and its packages in full with their holiday parts: one statement. */
  private async searchPage(db: Database | Transaction, filter: SearchFilter, page: number, limit: number): Promise<PackageSearchResult> {
    const rows = await db
      .select({
        row: packages,
        destinations: destinationsJson,
        itinerary: itineraryJson,
        total: sql<number>`page.total`.mapWith(Number),
        approximate: sql<boolean>`page.approximate`,
      })
      .from(sql`(${searchPage(filter)}) as page`)
      .leftJoin(packages, sql`${packages.id} = page.id`)
      .orderBy(sql`page.relevance desc`, sql`page.price asc`, sql`page.id asc`);
    const totalItems = rows[0]?.total ?? 0;
    const data = rows.flatMap((r) => (r.row ? [withParts({ row: r.row, destinations: r.destinations, itinerary: r.itinerary })] : []));
    return {
      data,
      approximate: totalItems > 0 && rows[0]?.approximate === true,
      pagination: { page, limit, totalItems, totalPages: Math.ceil(totalItems / limit) },
    };
  }

  async create(input: PackageInput, actor: AuditActor): Promise<Package> {
    checkDates(input.fromDate, input.toDate, 'toDate');
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(packages).values({ kind: 'PACKAGE', ...packageColumns(input) }).returning();
      await recordAudit(tx, { entity: 'PACKAGE', entityId: row!.id, action: 'CREATED', actor, after: auditedPackage(row!) });
      return toPackage(row!);
    });
  }

  async update(id: EntityId, input: PackageInput, actor: AuditActor): Promise<Package> {
    checkDates(input.fromDate, input.toDate, 'toDate');
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(packages)
        .where(and(eq(packages.id, id), eq(packages.kind, 'PACKAGE')))
        .for('update')
        .limit(1);
      if (!before) throw notFound(PACKAGE_NOT_FOUND);
      const [row] = await tx
        .update(packages)
        .set({ ...packageColumns(input), updatedAt: new Date() })
        .where(eq(packages.id, id))
        .returning();
      await recordAudit(tx, { entity: 'PACKAGE', entityId: id, action: 'UPDATED', actor, before: auditedPackage(before), after: auditedPackage(row!) });
      return toPackage(row!);
    });
  }

  async createHoliday(input: HolidayPackageInput, actor: AuditActor): Promise<HolidayPackage> {
    checkHoliday(input);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(packages).values({ kind: 'HOLIDAY', ...holidayColumns(input) }).returning();
      const parts = await insertHolidayParts(tx, row!.id, input);
      const created = toHolidayPackage(row!, parts);
      await recordAudit(tx, { entity: 'PACKAGE', entityId: row!.id, action: 'CREATED', actor, after: auditedHoliday(created) });
      return created;
    });
  }

  async updateHoliday(id: EntityId, input: HolidayPackageInput, actor: AuditActor): Promise<HolidayPackage> {
    checkHoliday(input);
    return this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ row: packages, destinations: destinationsJson, itinerary: itineraryJson })
        .from(packages)
        .where(and(eq(packages.id, id), eq(packages.kind, 'HOLIDAY')))
        .for('update', { of: packages })
        .limit(1);
      if (!found) throw notFound(PACKAGE_NOT_FOUND);
      const before = withParts(found) as HolidayPackage;
      const [row] = await tx
        .update(packages)
        .set({ ...holidayColumns(input), updatedAt: new Date() })
        .where(eq(packages.id, id))
        .returning();
      await tx.delete(packageDestinations).where(eq(packageDestinations.packageId, id));
      await tx.delete(packageItineraryDays).where(eq(packageItineraryDays.packageId, id));
      const updated = toHolidayPackage(row!, await insertHolidayParts(tx, id, input));
      await recordAudit(tx, {
        entity: 'PACKAGE',
        entityId: id,
        action: 'UPDATED',
        actor,
        before: auditedHoliday(before),
        after: auditedHoliday(updated),
      });
      return updated;
    });
  }

  /** Deletes a package of either kind. Booking requests keep their snapshot of it. */
  async delete(id: EntityId, actor: AuditActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [deleted] = await tx.delete(packages).where(eq(packages.id, id)).returning();
      if (!deleted) throw notFound(PACKAGE_NOT_FOUND);
      await recordAudit(tx, { entity: 'PACKAGE', entityId: id, action: 'DELETED', actor, before: auditedPackage(deleted) });
    });
  }
}

/** The most packages a list answers, whatever the caller asks. */
const MAX_LIST_SIZE = 100;

/** A package row with its holiday parts (JSON columns of the same statement) as the API's package. */
function withParts(r: { row: PackageRow; destinations: DestinationRow[] | null; itinerary: ItineraryRow[] | null }): AnyPackage {
  return toAnyPackage(r.row, { destinations: r.destinations ?? [], itinerary: r.itinerary ?? [] });
}

function checkDates(from: string | null | undefined, to: string | null | undefined, field: string): void {
  if (from && to && to < from) throw badInput(Msg.DATES_ORDER, { [field]: Msg.DATES_ORDER });
}

function checkPrice(price: PriceInput): void {
  if (price.wasAdult != null && price.wasAdult <= price.adult) {
    throw badInput(Msg.WAS_PRICE, { 'price.wasAdult': Msg.WAS_PRICE });
  }
}

function checkHoliday(input: HolidayPackageInput): void {
  checkDates(input.startDate, input.endDate, 'endDate');
  checkPrice(input.price);
  const days = input.itinerary.map((d) => d.day);
  if (new Set(days).size !== days.length) {
    const message = 'Each itinerary day number may appear only once.';
    throw badInput(message, { itinerary: message });
  }
}

function priceColumns(price: PriceInput) {
  checkPrice(price);
  return {
    priceAdultCents: toCents(price.adult),
    priceChildCents: price.child == null ? null : toCents(price.child),
    currency: price.currency,
    wasPriceAdultCents: price.wasAdult == null ? null : toCents(price.wasAdult),
  };
}

function packageColumns(input: PackageInput) {
  return {
    title: input.title,
    type: input.type,
    description: input.description,
    country: input.country,
    city: input.city,
    durationDays: input.durationDays,
    durationNights: input.durationNights,
    fromDate: input.fromDate ?? null,
    toDate: input.toDate ?? null,
    maxGuests: input.maxGuests ?? null,
    minAge: input.minAge ?? null,
    ...priceColumns(input.price),
    photos: input.photos,
    includes: input.includes,
    amenities: input.amenities,
    terms: input.terms,
    featured: input.featured,
  };
}

function holidayColumns(input: HolidayPackageInput) {
  const first = input.destinations[0]?.location ?? '';
  return {
    title: input.name,
    type: input.packageType,
    description: input.description,
    country: input.country || first,
    city: input.city || first,
    durationDays: input.durationDays,
    durationNights: input.durationNights,
    fromDate: input.startDate ?? null,
    toDate: input.endDate ?? null,
    maxGuests: input.maxGuests ?? null,
    minAge: input.minAge ?? null,
    ...priceColumns(input.price),
    photos: input.photos,
    includes: input.inclusions,
    exclusions: input.exclusions,
    amenities: input.amenities,
    terms: input.termsAndConditions,
    cancellationPolicy: input.cancellationPolicy,
    featured: input.featured,
  };
}

async function insertHolidayParts(tx: Transaction, packageId: string, input: HolidayPackageInput): Promise<HolidayParts> {
  const destinations = input.destinations.length
    ? await tx
        .insert(packageDestinations)
        .values(input.destinations.map((d, position) => ({ packageId, position, location: d.location, attractions: d.attractions })))
        .returning()
    : [];
  const itinerary = input.itinerary.length
    ? await tx.insert(packageItineraryDays).values(input.itinerary.map((d) => itineraryColumns(packageId, d))).returning()
    : [];
  return { destinations, itinerary };
}

function itineraryColumns(packageId: string, d: ItineraryDayInput) {
  return {
    packageId,
    day: d.day,
    title: d.title,
    description: d.description,
    breakfast: d.meals?.breakfast ?? false,
    lunch: d.meals?.lunch ?? false,
    dinner: d.meals?.dinner ?? false,
    accommodationName: d.accommodation?.name || null,
    accommodationType: d.accommodation?.type || null,
    accommodationRating: d.accommodation?.rating ?? null,
    transportationType: d.transportation?.type || null,
    transportationDetails: d.transportation?.details || null,
  };
}

/** A package row for the audit trail, without the price in rand that follows the exchange rate. */
function auditedPackage(row: PackageRow): Record<string, unknown> {
  const { priceAdultRandCents: _derived, ...rest } = row;
  return plainRow(rest);
}

/** A holiday package as the trail records it: its columns with its destinations and itinerary. */
function auditedHoliday(pkg: HolidayPackage): Record<string, unknown> {
  return JSON.parse(JSON.stringify(pkg)) as Record<string, unknown>;
}
