import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { and, asc, inArray, or } from 'drizzle-orm';
import type { AuditEvent } from '../audit/audit.model.js';
import { toAuditEvent } from '../audit/audit-trail.service.js';
import type { Booking } from '../bookings/booking.model.js';
import { toBooking } from '../bookings/bookings.service.js';
import type { Database } from '../db/client.js';
import { auditEvents, bookings, enquiries, inboxNotes, users } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { toEnquiry, type Enquiry } from '../enquiries/enquiry.model.js';
import type { InboxNote, StaffMember } from './inbox.model.js';

export interface InboxLoaders {
  readonly booking: DataLoader<string, Booking | null>;
  readonly enquiry: DataLoader<string, Enquiry | null>;
  /** Keyed by the item's id (a booking's or an enquiry's: uuids never collide). */
  readonly notes: DataLoader<string, InboxNote[]>;
  readonly history: DataLoader<string, AuditEvent[]>;
  readonly user: DataLoader<string, StaffMember | null>;
}

/**
 * Per-request loaders for InboxItem's nested fields: a page of 100 items costs one query per field,
 * not one per item. Kept per request object (WeakMap), like HotelNestedLoadersFactory.
 */
@Injectable()
export class InboxLoadersFactory {
  private readonly perRequest = new WeakMap<object, InboxLoaders>();

  constructor(@InjectDb() private readonly db: Database) {}

  for(request: object): InboxLoaders {
    let loaders = this.perRequest.get(request);
    if (!loaders) {
      loaders = this.create();
      this.perRequest.set(request, loaders);
    }
    return loaders;
  }

  private create(): InboxLoaders {
    return {
      booking: new DataLoader(async (ids) => {
        const rows = await this.db.select().from(bookings).where(inArray(bookings.id, [...ids]));
        const byId = new Map(rows.map((r) => [r.id, toBooking(r)]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
      enquiry: new DataLoader(async (ids) => {
        const rows = await this.db.select().from(enquiries).where(inArray(enquiries.id, [...ids]));
        const byId = new Map(rows.map((r) => [r.id, toEnquiry(r)]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
      notes: new DataLoader(async (ids) => {
        const list = [...ids];
        const rows = await this.db
          .select()
          .from(inboxNotes)
          .where(or(inArray(inboxNotes.bookingId, list), inArray(inboxNotes.enquiryId, list)))
          .orderBy(asc(inboxNotes.createdAt), asc(inboxNotes.id));
        const byId = new Map<string, InboxNote[]>(ids.map((id) => [id, []]));
        for (const row of rows) {
          byId.get((row.bookingId ?? row.enquiryId)!)?.push({ id: row.id, body: row.body, authorName: row.authorName, createdAt: row.createdAt });
        }
        return ids.map((id) => byId.get(id) ?? []);
      }),
      history: new DataLoader(async (ids) => {
        const rows = await this.db
          .select()
          .from(auditEvents)
          .where(and(inArray(auditEvents.entity, ['BOOKING', 'ENQUIRY']), inArray(auditEvents.entityId, [...ids])))
          .orderBy(asc(auditEvents.id));
        const byId = new Map<string, AuditEvent[]>(ids.map((id) => [id, []]));
        for (const row of rows) byId.get(row.entityId)?.push(toAuditEvent(row));
        return ids.map((id) => byId.get(id) ?? []);
      }),
      user: new DataLoader(async (ids) => {
        const rows = await this.db
          .select({ id: users.id, username: users.username, role: users.role })
          .from(users)
          .where(inArray(users.id, [...ids]));
        const byId = new Map(rows.map((r) => [r.id, r]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
    };
  }
}
