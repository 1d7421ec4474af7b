import { Injectable } from '@nestjs/common';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { plainRow, recordAudit } from '../audit/audit.js';
import type { AuthUser } from '../auth/auth-user.js';
import { Role } from '../auth/role.js';
import { newBookingReference } from '../bookings/booking-reference.js';
import type { BookingStatus } from '../bookings/booking.model.js';
import { addDays } from '../common/dates.js';
import { EntityIdPipe, parseEntityId, rowId, type EntityId } from '../common/entity-id.js';
import { badInput, conflict, notFound } from '../common/errors.js';
import { toCents } from '../common/money.js';
import type { Database, Transaction } from '../db/client.js';
import { bookings, enquiries, inboxNotes, packages, users, type BookingRow } from '../db/schema.js';
import { InjectDb } from '../database/database.module.js';
import { PACKAGE_NOT_FOUND } from '../packages/packages.service.js';
import { Notifier } from '../mail/notifications.js';
import type { ConvertEnquiryInput, InboxFilter, InboxItem, InboxItemKind, InboxNote, InboxPage, StaffMember } from './inbox.model.js';
import { changeStatus, canMove, refusedMove, type WorkflowSubject } from './workflow.js';

export const INBOX_ITEM_NOT_FOUND = 'Inbox item not found.';
/** An inbox item id argument: canonical, or this NOT_FOUND. */
export const InboxItemIdPipe = EntityIdPipe.orNotFound(INBOX_ITEM_NOT_FOUND);
export const NOTE_LENGTH = 'A note must be between 1 and 2000 characters.';
export const NOT_STAFF = 'Choose a staff member or an agency admin.';
export const NOT_CONVERTIBLE = 'Only trip plans and insurance quotes can be converted into a booking.';
export const RETURN_BEFORE_DEPARTURE = 'The return date cannot be before the departure date.';
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
    const kinds = filter.kinds?.length ? filter.kinds : undefined;
    const conditions: SQL[] = [];
    if (filter.statuses?.length) conditions.push(sql`status in (${sql.join(filter.statuses.map((s) => sql`${s}`), sql`, `)})`);
    // South Africa keeps UTC+2 all year: a South African day is [d 00:00+02, d+1 00:00+02).
    if (filter.receivedFrom) conditions.push(sql`created_at >= ${`${filter.receivedFrom}T00:00:00+02:00`}::timestamptz`);
    if (filter.receivedTo) conditions.push(sql`created_at < ${`${addDays(filter.receivedTo, 1)}T00:00:00+02:00`}::timestamptz`);
    const search = filter.search?.trim();
    const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    if (filter.assignedToId) {
      const assignedToId = parseEntityId(filter.assignedToId);
      if (!assignedToId) return { items: [], total: 0, totalExact: true, page, pageSize, totalPages: 0 };
      conditions.push(sql`assigned_to_id = ${assignedToId}::uuid`);
    }
    const offset = (page - 1) * pageSize;
    const branches = inboxBranches({ kinds, conditions, pattern });
    const countLimit = offset + COUNT_AHEAD;
    const { total, rows } = await this.query(branches, pageSize, offset, countLimit);
    const totalExact = total <= countLimit;
    const shown = Math.min(total, countLimit);
    return { items: rows.map(toItem), total: shown, totalExact, page, pageSize, totalPages: Math.ceil(shown / pageSize) };
  }

  async item(id: EntityId, db: Database | Transaction = this.db): Promise<InboxItem | null> {
    const { rows } = await this.query(inboxBranches({ conditions: [sql`id = ${id}::uuid`] }), 1, 0, 0, db);
    return rows[0] ? toItem(rows[0]) : null;
  }

  async staffMembers(): Promise<StaffMember[]> {
    return this.db
      .select({ id: users.id, username: users.username, role: users.role })
      .from(users)
      .where(inArray(users.role, [...STAFF_ROLES]))
      .orderBy(asc(users.username));
  }

  async addNote(id: EntityId, body: string, user: AuthUser): Promise<InboxNote> {
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

  async assign(id: EntityId, staffId: string | null | undefined, user: AuthUser): Promise<InboxItem> {
    return this.db.transaction(async (tx) => {
      const subject = await this.lock(tx, id);
      let assignee: { id: string; username: string } | null = null;
      if (staffId) {
        const staffUserId = parseEntityId(staffId);
        const [found] = staffUserId
          ? await tx.select({ id: users.id, username: users.username, role: users.role }).from(users).where(eq(users.id, staffUserId)).limit(1)
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
      return (await this.item(rowId(subject.row.id), tx))!;
    });
  }

  async setStatus(id: EntityId, status: BookingStatus, user: AuthUser): Promise<InboxItem> {
    return this.db.transaction(async (tx) => {
      const subject = await this.lock(tx, id);
      await changeStatus(tx, this.notifier, subject, status, user);
      return (await this.item(rowId(subject.row.id), tx))!;
    });
  }

  /**
   * A trip plan or insurance quote becomes a booking at the quoted price (status QUOTED); the enquiry is
   * CONFIRMED and points at it. Both are audited, and the customer is mailed the booking's reference.
   */
  async convert(id: EntityId, input: ConvertEnquiryInput, user: AuthUser): Promise<InboxItem> {
    if (input.returnDate < input.departureDate) throw badInput(RETURN_BEFORE_DEPARTURE, { returnDate: RETURN_BEFORE_DEPARTURE });
    return this.db.transaction(async (tx) => {
      const subject = await this.lock(tx, id);
      // A contact message or a Book Your Trip request carries no trip (no dates, guests or destination) to convert.
      if (subject.type !== 'enquiry' || subject.row.kind === 'CONTACT' || subject.row.kind === 'TRIP_BOOKING') throw badInput(NOT_CONVERTIBLE);
      const enquiry = subject.row;
      if (enquiry.bookingId) {
        const [booked] = await tx.select({ reference: bookings.reference }).from(bookings).where(eq(bookings.id, enquiry.bookingId)).limit(1);
        throw conflict(`This enquiry has already been converted into booking ${booked?.reference ?? ''}.`.replace(' .', '.'));
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
      return (await this.item(rowId(booking!.id), tx))!;
    });
  }

  /** The booking or enquiry `id`, locked until the transaction ends so two changes never interleave. */
  async lock(tx: Transaction, id: EntityId): Promise<WorkflowSubject> {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update').limit(1);
    if (booking) return { type: 'booking', row: booking };
    const [enquiry] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for('update').limit(1);
    if (enquiry) return { type: 'enquiry', row: enquiry };
    throw notFound(INBOX_ITEM_NOT_FOUND);
  }

  /**
   * The inbox is one statement: the page and a bounded count, each over bookings UNION ALL enquiries in a
   * common shape. Every filter is written on the tables' own columns inside each branch, so each branch
   * reads its rows through an index in received order (0008_operations_indexes) and stops after the page;
   * the union of the two sorted branches is merged, not sorted. The count stops at `countLimit` + 1 rows:
   * an exact count of an agency's 1.7 million stays would cost a scan of all of them on every page.
   * The page comes back as one JSON array so both drivers read dates alike.
   */
  private async query(
    branches: SQL[],
    limit: number,
    offset: number,
    countLimit: number,
    db: Database | Transaction = this.db,
  ): Promise<{ total: number; rows: ItemJson[] }> {
    if (!branches.length) return { total: 0, rows: [] };
    const newestFirst = sql`order by created_at desc, id desc`;
    const page = sql.join(
      branches.map((branch) => sql`(${branch} ${newestFirst} limit ${offset + limit})`),
      sql` union all `,
    );
    const counted = sql.join(
      branches.map((branch) => sql`(select 1 from (${branch}) b limit ${countLimit + 1})`),
      sql` union all `,
    );
    const result = await db.execute(sql`
      select (select count(*) from (${counted}) c)::int as total,
        coalesce((
          select json_agg(p ${newestFirst})
          from (select * from (${page}) u ${newestFirst} limit ${limit} offset ${offset}) p
        ), '[]'::json) as rows`);
    const [first] = (result as unknown as { rows: { total: number | string; rows: ItemJson[] | string }[] }).rows;
    const rows = typeof first?.rows === 'string' ? (JSON.parse(first.rows) as ItemJson[]) : (first?.rows ?? []);
    return { total: Number(first?.total ?? 0), rows };
  }
}

/** How far past the page's first item the inbox counts: "1 000+ items" is as useful as an exact figure there. */
export const COUNT_AHEAD = 1_000;

const BOOKING_KINDS: Partial<Record<InboxItemKind, 'PACKAGE' | 'STAY'>> = { BOOKING_REQUEST: 'PACKAGE', STAY_RESERVATION: 'STAY' };
const ENQUIRY_KINDS: InboxItemKind[] = ['TRIP_PLAN', 'INSURANCE_QUOTE', 'CONTACT', 'TRIP_BOOKING'];

/**
 * The SELECTs of the inbox's two sources with the filter applied to each: bookings (package requests and
 * stays) and enquiries. A kind filter leaves out a source none of whose kinds is asked for. `conditions`
 * name columns both tables have (status, created_at, assigned_to_id, id). The search is a substring of the
 * name, e-mail or reference; the concatenation test before it is what the trigram index answers (one index
 * instead of three), and the exact test after it keeps a match from spanning two fields.
 */
export function inboxBranches(filter: { kinds?: readonly InboxItemKind[]; conditions: SQL[]; pattern?: string }): SQL[] {
  const bookingKinds = filter.kinds ? filter.kinds.flatMap((k) => BOOKING_KINDS[k] ?? []) : undefined;
  const enquiryKinds = filter.kinds ? filter.kinds.filter((k) => ENQUIRY_KINDS.includes(k)) : undefined;
  const { pattern } = filter;
  const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
  const where = (extra: SQL[]) => {
    const all = [...filter.conditions, ...extra];
    return all.length ? sql`where ${sql.join(all, sql` and `)}` : sql``;
  };
  const branches: SQL[] = [];
  if (!bookingKinds || bookingKinds.length) {
    const extra: SQL[] = [];
    if (bookingKinds) extra.push(sql`kind in (${list(bookingKinds)})`);
    if (pattern) {
      extra.push(sql`(full_name || ' ' || email || ' ' || reference) ilike ${pattern}`);
      extra.push(sql`(full_name ilike ${pattern} or email ilike ${pattern} or reference ilike ${pattern})`);
    }
    branches.push(sql`select id,
        case when kind = 'STAY' then 'STAY_RESERVATION' else 'BOOKING_REQUEST' end as kind,
        reference, status::text as status,
        case when kind = 'STAY' then coalesce(hotel_name, '') || ' · ' || coalesce(room_type_name, '')
             else coalesce(package_title, '') end as title,
        full_name, email, phone, departure_date::text as departure_date, return_date::text as return_date,
        assigned_to_id, created_at, updated_at
      from bookings ${where(extra)}`);
  }
  if (!enquiryKinds || enquiryKinds.length) {
    const extra: SQL[] = [];
    if (enquiryKinds) extra.push(sql`kind in (${list(enquiryKinds)})`);
    if (pattern) {
      extra.push(sql`(full_name || ' ' || coalesce(email, '') || ' ' || reference) ilike ${pattern}`);
      extra.push(sql`(full_name ilike ${pattern} or email ilike ${pattern} or reference ilike ${pattern})`);
    }
    branches.push(sql`select id, kind::text as kind, reference, status::text as status,
        case kind when 'CONTACT' then 'Contact message'
                  when 'TRIP_BOOKING' then 'Book Your Trip'
                  when 'TRIP_PLAN' then coalesce('Trip plan: ' || destination, 'Trip plan')
                  else coalesce('Insurance quote: ' || destination, 'Insurance quote') end as title,
        full_name, email, phone, departure_date::text as departure_date, return_date::text as return_date,
        assigned_to_id, created_at, updated_at
      from enquiries ${where(extra)}`);
  }
  return branches;
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

