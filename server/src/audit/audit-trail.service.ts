import { Injectable } from '@nestjs/common';
import { parseEntityId } from '../common/entity-id.js';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.js';
import { Role } from '../auth/role.js';
import { forbidden } from '../common/errors.js';
import type { Database } from '../db/client.js';
import { auditEvents, bookings, hotels, rates, rateTypes, rooms } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { assertManagesHotel } from '../hotels/hotel-ownership.js';
import type { AuditChange, AuditEntity, AuditEvent } from './audit.model.js';

/** What each role may read: staff work bookings, enquiries, their quotes and invoices; managers read their own hotels' rows. */
type AuditEventRow = typeof auditEvents.$inferSelect;

const STAFF_ENTITIES: readonly AuditEntity[] = ['BOOKING', 'ENQUIRY', 'QUOTE', 'INVOICE'];
const MANAGER_ENTITIES: readonly AuditEntity[] = ['HOTEL', 'ROOM', 'RATE', 'RATE_TYPE', 'BOOKING'];

/** Reading the audit trail, scoped by role. Writing is recordAudit (audit.ts), inside each change's transaction. */
@Injectable()
export class AuditTrailService {
  constructor(@InjectDb() private readonly db: Database) {}

  async trail(entity: AuditEntity, entityIdInput: string, user: AuthUser): Promise<AuditEvent[]> {
    // Not a pipe: a malformed id answers [] (no row has it), after the role checks, as an unknown id does.
    const entityId = parseEntityId(entityIdInput);
    if (user.role === Role.STAFF && !STAFF_ENTITIES.includes(entity)) throw forbidden();
    if (user.role === Role.HOTEL_MANAGER) {
      if (!MANAGER_ENTITIES.includes(entity)) throw forbidden();
      // The row's hotel decides; a deleted row is judged by the hotel its events were recorded under.
      // A row of no hotel (a package booking request) is not a manager's to read.
      const hotelId = entityId ? await this.hotelOf(entity, entityId) : null;
      if (!hotelId) throw forbidden();
      await assertManagesHotel(this.db, user, hotelId);
    } else if (user.role !== Role.STAFF && user.role !== Role.AGENCY_ADMIN) {
      throw forbidden();
    }
    if (!entityId) return [];
    const rows = await this.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, entityId)))
      .orderBy(asc(auditEvents.id));
    return rows.map(toAuditEvent);
  }

  /** The events of many rows of one entity, oldest first per row, in one query (the inbox's history field). */
  async trailsOf(entity: AuditEntity, entityIds: readonly string[]): Promise<AuditEvent[][]> {
    const rows = entityIds.length
      ? await this.db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.entity, entity), inArray(auditEvents.entityId, [...entityIds])))
          .orderBy(asc(auditEvents.id))
      : [];
    const byId = new Map<string, AuditEvent[]>(entityIds.map((id) => [id, []]));
    for (const row of rows) byId.get(row.entityId)?.push(toAuditEvent(row));
    return entityIds.map((id) => byId.get(id) ?? []);
  }

  private async hotelOf(entity: AuditEntity, id: string): Promise<string | null> {
    const live = await this.liveHotelOf(entity, id);
    if (live !== undefined) return live;
    const [recorded] = await this.db
      .select({ hotelId: auditEvents.hotelId })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, id), isNotNull(auditEvents.hotelId)))
      .limit(1);
    return recorded?.hotelId ?? null;
  }

  /** The hotel of the row as it is now; undefined when the row is gone. */
  private async liveHotelOf(entity: AuditEntity, id: string): Promise<string | null | undefined> {
    const pick = (rows: { hotelId: string | null }[]) => (rows.length ? rows[0]!.hotelId : undefined);
    switch (entity) {
      case 'HOTEL':
        return pick(await this.db.select({ hotelId: hotels.id }).from(hotels).where(eq(hotels.id, id)).limit(1));
      case 'ROOM':
        return pick(await this.db.select({ hotelId: rooms.hotelId }).from(rooms).where(eq(rooms.id, id)).limit(1));
      case 'RATE':
        return pick(await this.db.select({ hotelId: rates.hotelId }).from(rates).where(eq(rates.id, id)).limit(1));
      case 'RATE_TYPE':
        return pick(await this.db.select({ hotelId: rateTypes.hotelId }).from(rateTypes).where(eq(rateTypes.id, id)).limit(1));
      case 'BOOKING':
        return pick(await this.db.select({ hotelId: bookings.hotelId }).from(bookings).where(eq(bookings.id, id)).limit(1));
      default:
        return null;
    }
  }
}

export function toAuditEvent(row: AuditEventRow): AuditEvent {
  const changes = (row.changes ?? {}) as Record<string, { before?: unknown; after?: unknown }>;
  return {
    id: String(row.id),
    entity: row.entity,
    entityId: row.entityId,
    action: row.action,
    actorName: row.actorName,
    changes: Object.entries(changes).map(([field, change]): AuditChange => ({
      field,
      before: asJson(change?.before),
      after: asJson(change?.after),
    })),
    createdAt: row.createdAt,
  };
}

const asJson = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));
