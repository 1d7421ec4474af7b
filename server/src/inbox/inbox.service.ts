import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { plainRow, recordAudit } from '../audit/audit.js';
import type { AuthUser } from '../auth/auth-user.js';
import { Role } from '../auth/role.js';
import { newBookingReference } from '../bookings/booking-reference.js';
import type { BookingStatus } from '../bookings/booking.model.js';
import { addDays } from '../common/dates.js';
import { AppError, badInput, ErrorCode, notFound } from '../common/errors.js';
import { toCents } from '../common/money.js';
import type { Database, Transaction } from '../db/client.js';
import { bookings, enquiries, inboxNotes, packages, users, type BookingRow } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { Notifier } from '../mail/notifications.js';
import type { ConvertEnquiryInput, InboxFilter, InboxItem, InboxItemKind, InboxNote, InboxPage, StaffMember } from './inbox.model.js';
import { changeStatus, canMove, refusedMove, type WorkflowSubject } from './workflow.js';

export const INBOX_ITEM_NOT_FOUND = 'Inbox item not found.';
export const NOTE_LENGTH = 'A note must be between 1 and 2000 characters.';
export const NOT_STAFF = 'Choose a staff member or an agency admin.';
export const NOT_CONVERTIBLE = 'Only trip plans and insurance quotes can be converted into a booking.';
export const RETURN_BEFORE_DEPARTURE = 'The return date cannot be before the departure date.';
export const PACKAGE_NOT_FOUND = 'Package not found.';
export const RECEIVED_ORDER = 'The end date must be on or after the start date.';

const STAFF_ROLES = [Role.STAFF, Role.AGENCY_ADMIN] as const;

/** One row of the inbox query, as json_agg writes it. */
interface ItemJson {
  id: string;
  kind: InboxItemKind;
  reference: string;
  status: BookingStatus;
  title: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  departure_date: string | null;
  return_date: string | null;
  assigned_to_id: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The staff inbox: bookings (package requests and stays) and enquiries in one list, worked to an
 * outcome. Every change runs in one transaction with its audit event and, for status changes, the
 * customer's e-mail (workflow.ts).
 */
@Injectable()
export class InboxService {
  constructor(
    @InjectDb() private readonly db: Database,
    private readonly notifier: Notifier,
  ) {}

  async list(filter: InboxFilter = new InboxFilterDefaults()): Promise<InboxPage> {
    const page = filter.page ?? 1;
    const pageSize = filter.pageSize ?? 20;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
      throw badInput('Page size must be between 1 and 100.', { pageSize: 'Page size must be between 1 and 100.' });
    }
    if (!Number.isInteger(page) || page < 1) throw badInput('Page must be at least 1.', { page: 'Page must be at least 1.' });
    if (filter.receivedFrom && filter.receivedTo && filter.receivedTo < filter.receivedFrom) {
      throw badInput(RECEIVED_ORDER, { receivedTo: RECEIVED_ORDER });
    }
    const conditions: SQL[] = [];
    if (filter.kinds?.length) conditions.push(sql`kind in (${sql.join(filter.kinds.map((k) => sql`${k}`), sql`, `)})`);
    if (filter.statuses?.length) conditions.push(sql`status in (${sql.join(filter.statuses.map((s) => sql`${s}`), sql`, `)})`);
    // South Africa keeps UTC+2 all year: a South African day is [d 00:00+02, d+1 00:00+02).
    if (filter.receivedFrom) conditions.push(sql`created_at >= ${`${filter.receivedFrom}T00:00:00+02:00`}::timestamptz`);
    if (filter.receivedTo) conditions.push(sql`created_at < ${`${addDays(filter.receivedTo, 1)}T00:00:00+02:00`}::timestamptz`);
    const search = filter.search?.trim();
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(sql`(full_name ilike ${pattern} or email ilike ${pattern} or reference ilike ${pattern})`);
    }
    if (filter.assignedToId) {
      if (!isUUID(filter.assignedToId)) return { items: [], total: 0, page, pageSize, totalPages: 0 };
      conditions.push(sql`assigned_to_id = ${filter.assignedToId}::uuid`);
    }
    const { total, rows } = await this.query(conditions, pageSize, (page - 1) * pageSize);
    return { items: rows.map(toItem), total, page, pageSize, totalPages: Math.ceil(total / pageSize) };
  }

  async item(id: string, db: Database | Transaction = this.db): Promise<InboxItem | null> {
    if (!isUUID(id)) return null;
    const { rows } = await this.query([sql`id = ${id}::uuid`], 1, 0, db);
    return rows[0] ? toItem(rows[0]) : null;
  }

  async staffMembers(): Promise<StaffMember[]> {
    return this.db
      .select({ id: users.id, username: users.username, role: users.role })
      .from(users)
      .where(inArray(users.role, [...STAFF_ROLES]))
      .orderBy(asc(users.username));
  }

  async addNote(id: string, body: string, user: AuthUser): Promise<InboxNote> {
    const text = typeof body === 'string' ? body.trim() : '';
    if (text.length < 1 || text.length > 2000) throw badInput(NOTE_LENGTH, { body: NOTE_LENGTH });
    return this.db.transaction(async (tx) => {
      const subject = await this.lock(tx, id);
      const [note] = await tx
        .insert(inboxNotes)
        .values({
          bookingId: subject.type === 'booking' ? subject.row.id : null,
          enquiryId: subject.type === 'enquiry' ? subject.row.id : null,
          authorId: user.id,
          authorName: user.username,
          body: text,
        })
        .returning();
      // The note's text stays in the notes: the trail records that one was written, and by whom.
      await recordAudit(tx, { ...auditTarget(subject), action: 'NOTE_ADDED', actor: user, after: { noteId: note!.id } });
      return { id: note!.id, body: note!.body, authorName: note!.authorName, createdAt: note!.createdAt };
    });
  }

  async assign(id: string, staffId: string | null | undefined, user: AuthUser): Promise<InboxItem> {
    return this.db.transaction(async (tx) => {
      const subject = await this.lock(tx, id);
      let assignee: { id: string; username: string } | null = null;
      if (staffId) {
        const [found] = isUUID(staffId)
          ? await tx.select({ id: users.id, username: users.username, role: users.role }).from(users).where(eq(users.id, staffId)).limit(1)
          : [];
        if (!found || !(STAFF_ROLES as readonly string[]).includes(found.role)) throw badInput(NOT_STAFF, { staffId: NOT_STAFF });
        assignee = found;
      }
      const previousId = subject.row.assignedToId;
      if (previousId !== (assignee?.id ?? null)) {
        const [previous] = previousId ? await tx.select({ username: users.username }).from(users).where(eq(users.id, previousId)).limit(1) : [];
        const set = { assignedToId: assignee?.id ?? null, updatedAt: new Date() };
        if (subject.type === 'booking') await tx.update(bookings).set(set).where(eq(bookings.id, subject.row.id));
        else await tx.update(enquiries).set(set).where(eq(enquiries.id, subject.row.id));
        await recordAudit(tx, {
          ...auditTarget(subject),
          action: 'ASSIGNED',
          actor: user,
          before: { assignedTo: previous?.username ?? null },
          after: { assignedTo: assignee?.username ?? null },
        });
      }
      return (await this.item(subject.row.id, tx))!;
    });
  }

  async setStatus(id: string, status: BookingStatus, user: AuthUser): Promise<InboxItem> {
    return this.db.transaction(async (tx) => {
      const subject = await this.lock(tx, id);
      await changeStatus(tx, this.notifier, subject, status, user);
      return (await this.item(subject.row.id, tx))!;
    });
  }

  /**
   * A trip plan or insurance quote becomes a booking at the quoted price (status QUOTED); the enquiry is
   * CONFIRMED and points at it. Both are audited, and the customer is mailed the booking's reference.
   */
  async convert(id: string, input: ConvertEnquiryInput, user: AuthUser): Promise<InboxItem> {
    if (input.returnDate < input.departureDate) throw badInput(RETURN_BEFORE_DEPARTURE, { returnDate: RETURN_BEFORE_DEPARTURE });
    return this.db.transaction(async (tx) => {
      const subject = await this.lock(tx, id);
      if (subject.type !== 'enquiry' || subject.row.kind === 'CONTACT') throw badInput(NOT_CONVERTIBLE);
      const enquiry = subject.row;
      if (enquiry.bookingId) {
        const [booked] = await tx.select({ reference: bookings.reference }).from(bookings).where(eq(bookings.id, enquiry.bookingId)).limit(1);
        throw new AppError(
          ErrorCode.CONFLICT,
          `This enquiry has already been converted into booking ${booked?.reference ?? ''}.`.replace(' .', '.'),
        );
      }
      if (!canMove(enquiry.status, 'CONFIRMED')) throw refusedMove(subject, 'CONFIRMED');

      let packageRow: { id: string; title: string; type: BookingRow['packageType'] } | undefined;
      if (input.packageId) {
        [packageRow] = await tx
          .select({ id: packages.id, title: packages.title, type: packages.type })
          .from(packages)
          .where(eq(packages.id, input.packageId))
          .limit(1);
        if (!packageRow) throw badInput(PACKAGE_NOT_FOUND, { packageId: PACKAGE_NOT_FOUND });
      }
      const destination = enquiry.destination ?? '';
      const defaultTitle = enquiry.kind === 'TRIP_PLAN' ? `Custom trip: ${destination}` : `Travel insurance: ${destination}`;
      const title = packageRow?.title ?? (input.title?.trim() || defaultTitle.trim().replace(/:$/, ''));
      const totalCents = toCents(input.total);
      const [booking] = await tx
        .insert(bookings)
        .values({
          reference: await uniqueReference(tx),
          kind: 'PACKAGE',
          packageId: packageRow?.id ?? null,
          userId: enquiry.userId,
          status: 'QUOTED',
          fullName: enquiry.fullName,
          email: enquiry.email ?? '',
          phone: enquiry.phone ?? '',
          guests: input.guests,
          departureDate: input.departureDate,
          returnDate: input.returnDate,
          specialRequests: enquiry.message,
          packageTitle: title,
          packageType: packageRow?.type ?? 'Customized',
          adultPriceCents: Math.round(totalCents / input.guests),
          totalCents,
          currency: 'ZAR',
          assignedToId: enquiry.assignedToId,
        })
        .returning();
      const [converted] = await tx
        .update(enquiries)
        .set({ status: 'CONFIRMED', bookingId: booking!.id, updatedAt: new Date() })
        .where(eq(enquiries.id, enquiry.id))
        .returning();
      await recordAudit(tx, {
        entity: 'BOOKING',
        entityId: booking!.id,
        action: 'CREATED',
        actor: user,
        after: { ...plainRow(booking!), fromEnquiry: enquiry.reference },
      });
      await recordAudit(tx, {
        entity: 'ENQUIRY',
        entityId: enquiry.id,
        action: 'CONVERTED',
        actor: user,
        before: { status: enquiry.status, bookingId: null },
        after: { status: converted!.status, bookingId: booking!.id, bookingReference: booking!.reference },
      });
      await this.notifier.notifyStatusChanged(tx, {
        kind: 'booking',
        reference: booking!.reference,
        title,
        fullName: booking!.fullName,
        email: booking!.email || null,
        from: 'PENDING',
        to: 'QUOTED',
      });
      return (await this.item(booking!.id, tx))!;
    });
  }

  /** The booking or enquiry `id`, locked until the transaction ends so two changes never interleave. */
  async lock(tx: Transaction, id: string): Promise<WorkflowSubject> {
    if (!isUUID(id)) throw notFound(INBOX_ITEM_NOT_FOUND);
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update').limit(1);
    if (booking) return { type: 'booking', row: booking };
    const [enquiry] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for('update').limit(1);
    if (enquiry) return { type: 'enquiry', row: enquiry };
    throw notFound(INBOX_ITEM_NOT_FOUND);
  }

  /**
   * The inbox is one query: bookings UNION ALL enquiries in a common shape, filtered, counted and paged
   * by the database. The page comes back as one JSON array so both drivers read dates alike.
   */
  private async query(
    conditions: SQL[],
    limit: number,
    offset: number,
    db: Database | Transaction = this.db,
  ): Promise<{ total: number; rows: ItemJson[] }> {
    const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
    const result = await db.execute(sql`
      with items as (
        select b.id,
          case when b.kind = 'STAY' then 'STAY_RESERVATION' else 'BOOKING_REQUEST' end as kind,
          b.reference, b.status::text as status,
          case when b.kind = 'STAY' then coalesce(b.hotel_name, '') || ' · ' || coalesce(b.room_type_name, '')
               else coalesce(b.package_title, '') end as title,
          b.full_name, b.email, b.phone, b.departure_date::text as departure_date, b.return_date::text as return_date,
          b.assigned_to_id, b.created_at, b.updated_at
        from bookings b
        union all
        select e.id, e.kind::text as kind, e.reference, e.status::text as status,
          case e.kind when 'CONTACT' then 'Contact message'
                      when 'TRIP_PLAN' then coalesce('Trip plan: ' || e.destination, 'Trip plan')
                      else coalesce('Insurance quote: ' || e.destination, 'Insurance quote') end as title,
          e.full_name, e.email, e.phone, e.departure_date::text, e.return_date::text,
          e.assigned_to_id, e.created_at, e.updated_at
        from enquiries e
      ), filtered as (
        select * from items ${where}
      )
      select (select count(*) from filtered)::int as total,
        coalesce((
          select json_agg(p order by p.created_at desc, p.id desc)
          from (select * from filtered order by created_at desc, id desc limit ${limit} offset ${offset}) p
        ), '[]'::json) as rows`);
    const [first] = (result as unknown as { rows: { total: number | string; rows: ItemJson[] | string }[] }).rows;
    const rows = typeof first?.rows === 'string' ? (JSON.parse(first.rows) as ItemJson[]) : (first?.rows ?? []);
    return { total: Number(first?.total ?? 0), rows };
  }
}

/** The defaults of InboxFilter when the argument is omitted. */
class InboxFilterDefaults {
  page = 1;
  pageSize = 20;
}

function toItem(row: ItemJson): InboxItem {
  return {
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    status: row.status,
    title: row.title,
    fullName: row.full_name,
    // Package requests always have both; an enquiry may have only one of them.
    email: row.email || null,
    phone: row.phone || null,
    departureDate: row.departure_date,
    returnDate: row.return_date,
    assignedToId: row.assigned_to_id,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

function auditTarget(subject: WorkflowSubject) {
  return subject.type === 'booking'
    ? { entity: 'BOOKING' as const, entityId: subject.row.id, hotelId: subject.row.hotelId }
    : { entity: 'ENQUIRY' as const, entityId: subject.row.id, hotelId: null };
}

/** A fresh booking reference; checked first because a unique violation would abort the transaction. */
async function uniqueReference(tx: Transaction): Promise<string> {
  for (;;) {
    const reference = newBookingReference();
    const [taken] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, reference)).limit(1);
    if (!taken) return reference;
  }
}

