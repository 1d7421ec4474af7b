import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, count, eq, sql } from 'drizzle-orm';
import { auditEvents, bookings, enquiries, inboxNotes, mailOutbox, roomUnitNights, type UserRow } from '../src/db/schema.js';
import {
  createBookingRequest,
  createEnquiry,
  createHotel,
  createPackage,
  createRoom,
  createRoomType,
  isoDaysFromNow,
} from './support/factories.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';

let t: TestApp;
let staff: UserRow;
let admin: UserRow;
let customer: UserRow;
let callers: { staff: Caller; admin: Caller; manager: Caller; customer: Caller };
let anonymous: Caller;

beforeAll(async () => {
  t = await createTestApp();
  callers = { staff: await t.as('STAFF'), admin: await t.as('AGENCY_ADMIN'), manager: await t.as('HOTEL_MANAGER'), customer: await t.as('CUSTOMER') };
  anonymous = await t.as('anonymous');
  staff = callers.staff.user!;
  admin = callers.admin.user!;
  customer = callers.customer.user!;
});
afterAll(async () => {
  await t.close();
});

/** Answers data, failing the test with the errors when there are any. */
async function ok<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, caller: Caller): Promise<T> {
  const res = await caller.gql(query, variables).expect(200);
  expect(res.body.errors).toBeUndefined();
  return res.body.data as T;
}

/** The error's code and message (the request must fail). */
async function refused(query: string, variables: Record<string, unknown>, caller = anonymous): Promise<{ code: string; message: string; fields?: Record<string, string> }> {
  const res = await caller.gql(query, variables).expect(200);
  expect(res.body.errors?.[0]).toBeDefined();
  const error = res.body.errors[0];
  return { code: error.extensions?.code, message: error.message, fields: error.extensions?.fields };
}

/** A word no other test's names contain: isolates each test's rows under `search`. */
const tag = () => `Tag${randomBytes(4).toString('hex')}`;

const ITEM_FIELDS = `id kind reference status title fullName email phone departureDate returnDate createdAt updatedAt
  assignedTo { id username role }
  booking { id reference kind status packageType total adultPrice currency title }
  enquiry { id reference kind status bookingId destination }
  notes { id body authorName createdAt }
  history { id entity entityId action actorName changes { field before after } createdAt }`;

const INBOX = `query($filter: InboxFilter) { inbox(filter: $filter) { total totalExact page pageSize totalPages items { ${ITEM_FIELDS} } } }`;
const ITEM = `query($id: ID!) { inboxItem(id: $id) { ${ITEM_FIELDS} } }`;
const STAFF_MEMBERS = `query { staffMembers { id username role } }`;
const NOTE = `mutation($id: ID!, $body: String!) { addInboxNote(id: $id, body: $body) { id body authorName createdAt } }`;
const ASSIGN = `mutation($id: ID!, $staffId: ID) { assignInboxItem(id: $id, staffId: $staffId) { id assignedTo { id username role } history { action changes { field before after } } } }`;
const SET_STATUS = `mutation($id: ID!, $status: BookingStatus!) { setInboxStatus(id: $id, status: $status) { id status history { action actorName changes { field before after } } } }`;
const CONVERT = `mutation($id: ID!, $input: ConvertEnquiryInput!) { convertEnquiryToBooking(id: $id, input: $input) { ${ITEM_FIELDS} } }`;
const RESERVE = `mutation($input: ReserveStayInput!) { reserveStay(input: $input) { id reference status } }`;

interface Item {
  id: string;
  kind: string;
  reference: string;
  status: string;
  title: string;
  fullName: string;
  email: string | null;
  assignedTo: { id: string; username: string; role: string } | null;
  booking: Record<string, unknown> | null;
  enquiry: Record<string, unknown> | null;
  notes: { id: string; body: string; authorName: string }[];
  history: { action: string; actorName: string; changes: { field: string; before: string | null; after: string | null }[] }[];
}
interface Page {
  total: number;
  totalExact: boolean;
  page: number;
  pageSize: number;
  totalPages: number;
  items: Item[];
}

async function inbox(filter: Record<string, unknown>, caller = callers.staff): Promise<Page> {
  return (await ok<{ inbox: Page }>(INBOX, { filter }, caller)).inbox;
}

const convertInput = (overrides: Record<string, unknown> = {}) => ({
  guests: 2,
  departureDate: isoDaysFromNow(60),
  returnDate: isoDaysFromNow(70),
  total: 30000,
  ...overrides,
});

/** A hotel with one room number, so a second stay on the same nights is refused until the first is let go. */
async function oneRoomHotel() {
  const hotel = await createHotel(t.db);
  const roomType = await createRoomType(t.db, hotel.id, { capacity: 2 });
  await createRoom(t.db, roomType, ['101']);
  return { hotel, roomType };
}

async function reserve(hotelId: string, roomTypeId: string, fullName = 'Naledi Khumalo', email = 'naledi@example.test') {
  return anonymous.gql(RESERVE, {
    input: { hotelId, roomTypeId, checkIn: isoDaysFromNow(20), checkOut: isoDaysFromNow(22), adults: 1, fullName, email, phone: '+27 82 555 0111' },
  }).expect(200);
}

const count_ = async (table: typeof bookings | typeof enquiries | typeof inboxNotes | typeof auditEvents | typeof mailOutbox) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('who may call each operation', () => {
  // Each operation as a caller would send it; ids are of real rows so only the caller decides.
  const operations = async (): Promise<[string, string, Record<string, unknown>][]> => {
    const enquiry = await createEnquiry(t.db);
    const other = await createEnquiry(t.db);
    return [
      ['inbox', INBOX, {}],
      ['inboxItem', ITEM, { id: enquiry.id }],
      ['staffMembers', STAFF_MEMBERS, {}],
      ['addInboxNote', NOTE, { id: enquiry.id, body: 'Called back.' }],
      ['assignInboxItem', ASSIGN, { id: enquiry.id, staffId: staff.id }],
      ['setInboxStatus', SET_STATUS, { id: enquiry.id, status: 'CONTACTED' }],
      ['convertEnquiryToBooking', CONVERT, { id: other.id, input: convertInput() }],
    ];
  };

  it('refuses visitors (UNAUTHENTICATED), customers and hotel managers (FORBIDDEN), and writes nothing', async () => {
    const before = [await count_(bookings), await count_(inboxNotes), await count_(auditEvents), await count_(mailOutbox)];
    for (const [name, query, variables] of await operations()) {
      expect([name, (await refused(query, variables)).code]).toEqual([name, 'UNAUTHENTICATED']);
      expect([name, (await refused(query, variables, callers.customer)).code]).toEqual([name, 'FORBIDDEN']);
      expect([name, (await refused(query, variables, callers.manager)).code]).toEqual([name, 'FORBIDDEN']);
    }
    expect([await count_(bookings), await count_(inboxNotes), await count_(auditEvents), await count_(mailOutbox)]).toEqual(before);
  });

  it.each(['staff', 'admin'] as const)('lets %s call every operation', async (who) => {
    for (const [name, query, variables] of await operations()) {
      const res = await callers[who].gql(query, variables).expect(200);
      expect([name, res.body.errors]).toEqual([name, undefined]);
    }
  });
});

describe('inbox list', () => {
  /** One item of each kind, all named with `name`, received one hour apart (oldest first). */
  async function fiveKinds(name: string) {
    const { hotel, roomType } = await oneRoomHotel();
    const stay = (await reserve(hotel.id, roomType.id, `${name} Stay`)).body.data.reserveStay as { id: string };
    const base = Date.parse('2026-03-10T08:00:00Z');
    const at = (h: number) => new Date(base + h * 3_600_000);
    await t.db.update(bookings).set({ createdAt: at(1) }).where(eq(bookings.id, stay.id));
    const request = await createBookingRequest(t.db, { fullName: `${name} Request`, createdAt: at(0) });
    const trip = await createEnquiry(t.db, { fullName: `${name} Trip`, createdAt: at(2) });
    const insurance = await createEnquiry(t.db, { kind: 'INSURANCE_QUOTE', destination: 'Mauritius', fullName: `${name} Insurance`, createdAt: at(3) });
    const contact = await createEnquiry(t.db, { kind: 'CONTACT', destination: null, fullName: `${name} Contact`, phone: null, createdAt: at(4) });
    return { request, stayId: stay.id, trip, insurance, contact, hotel, roomType };
  }

  it('mixes the five kinds newest first, each with its title, booking or enquiry', async () => {
    const name = tag();
    const made = await fiveKinds(name);
    const page = await inbox({ search: name });
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 20, totalPages: 1 });
    expect(page.items.map((i) => i.kind)).toEqual(['CONTACT', 'INSURANCE_QUOTE', 'TRIP_PLAN', 'STAY_RESERVATION', 'BOOKING_REQUEST']);
    const byKind = Object.fromEntries(page.items.map((i) => [i.kind, i]));
    expect(byKind.CONTACT).toMatchObject({ id: made.contact.id, title: 'Contact message', booking: null, enquiry: { kind: 'CONTACT' }, phone: null });
    expect(byKind.INSURANCE_QUOTE).toMatchObject({ title: 'Insurance quote: Mauritius', enquiry: { destination: 'Mauritius' } });
    expect(byKind.TRIP_PLAN).toMatchObject({ title: 'Trip plan: Bali', reference: made.trip.reference, status: 'PENDING' });
    expect(byKind.STAY_RESERVATION).toMatchObject({
      id: made.stayId,
      title: `${made.hotel.name} · ${made.roomType.name}`,
      enquiry: null,
      booking: { kind: 'STAY', id: made.stayId },
    });
    expect(byKind.BOOKING_REQUEST).toMatchObject({ title: 'Kruger Safari', booking: { kind: 'PACKAGE', total: 10000 } });
    // The stay's creation was recorded, by the visitor who reserved it.
    expect(byKind.STAY_RESERVATION!.history).toEqual([expect.objectContaining({ action: 'CREATED', actorName: 'visitor' })]);
  });

  it('filters by kinds, statuses, received dates (South African days), assignee, and searches name, email or reference in any case', async () => {
    const name = tag();
    const made = await fiveKinds(name);
    const kinds = async (filter: Record<string, unknown>) => (await inbox({ search: name, ...filter })).items.map((i) => i.kind).sort();

    expect(await kinds({ kinds: ['TRIP_PLAN', 'CONTACT'] })).toEqual(['CONTACT', 'TRIP_PLAN']);
    await t.db.update(enquiries).set({ status: 'QUOTED' }).where(eq(enquiries.id, made.insurance.id));
    expect(await kinds({ statuses: ['QUOTED'] })).toEqual(['INSURANCE_QUOTE']);
    expect(await kinds({ statuses: ['PENDING', 'QUOTED'], kinds: ['INSURANCE_QUOTE', 'BOOKING_REQUEST'] })).toEqual(['BOOKING_REQUEST', 'INSURANCE_QUOTE']);

    // 21:30 UTC is 23:30 in South Africa (still the 10th); 22:30 UTC is 00:30 on the 11th there.
    await t.db.update(enquiries).set({ createdAt: new Date('2026-03-10T21:30:00Z') }).where(eq(enquiries.id, made.trip.id));
    await t.db.update(enquiries).set({ createdAt: new Date('2026-03-10T22:30:00Z') }).where(eq(enquiries.id, made.contact.id));
    await t.db.update(enquiries).set({ createdAt: new Date('2026-03-12T10:00:00Z') }).where(eq(enquiries.id, made.insurance.id));
    expect(await kinds({ receivedFrom: '2026-03-11' })).toEqual(['CONTACT', 'INSURANCE_QUOTE']);
    expect(await kinds({ receivedFrom: '2026-03-11', receivedTo: '2026-03-11' })).toEqual(['CONTACT']);
    expect(await kinds({ receivedTo: '2026-03-10', kinds: ['TRIP_PLAN', 'CONTACT'] })).toEqual(['TRIP_PLAN']);

    await t.db.update(bookings).set({ assignedToId: admin.id }).where(eq(bookings.id, made.request.id));
    expect(await kinds({ assignedToId: admin.id })).toEqual(['BOOKING_REQUEST']);

    expect((await inbox({ search: made.trip.email!.toUpperCase() })).items.map((i) => i.id)).toEqual([made.trip.id]);
    expect((await inbox({ search: made.insurance.reference.slice(3).toLowerCase() })).items.map((i) => i.id)).toEqual([made.insurance.id]);
    expect((await inbox({ search: `${name.toLowerCase()} cont` })).items.map((i) => i.id)).toEqual([made.contact.id]);
    // LIKE's wildcards are searched as themselves.
    expect((await inbox({ search: `${name}%` })).total).toBe(0);
  });

  it('pages: page size 1 to 100, total and page count', async () => {
    const name = tag();
    await fiveKinds(name);
    const all = (await inbox({ search: name })).items.map((i) => i.id);
    const p1 = await inbox({ search: name, pageSize: 2, page: 1 });
    const p3 = await inbox({ search: name, pageSize: 2, page: 3 });
    expect(p1).toMatchObject({ total: 5, page: 1, pageSize: 2, totalPages: 3 });
    expect(p1.items.map((i) => i.id)).toEqual(all.slice(0, 2));
    expect(p3.items.map((i) => i.id)).toEqual(all.slice(4));
    expect((await inbox({ search: name, pageSize: 2, page: 4 })).items).toEqual([]);
    for (const pageSize of [0, 101]) {
      expect((await refused(INBOX, { filter: { pageSize } }, callers.staff)).code).toBe('BAD_USER_INPUT');
    }
    expect((await refused(INBOX, { filter: { page: 0 } }, callers.staff)).code).toBe('BAD_USER_INPUT');
    expect(await refused(INBOX, { filter: { receivedFrom: '2026-03-11', receivedTo: '2026-03-10' } }, callers.staff)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'The end date must be on or after the start date.',
    });
  });

  it('counts at most 1 000 items past the page: a larger inbox says so (totalExact false) and still pages on', async () => {
    const name = tag();
    // 1 005 contact messages in one statement (the factories would take a minute).
    await t.db.execute(sql`
      insert into enquiries (reference, kind, full_name, first_name, last_name, email, message, fingerprint, created_at)
      select 'EQ-' || ${name} || '-' || g, 'CONTACT', ${name} || ' Sender ' || g, ${name}, 'Sender', 'sender' || g || '@example.test',
             'Hello', md5(${name} || g), now() - g * interval '1 minute'
        from generate_series(1, 1005) g`);
    const first = await inbox({ search: name });
    expect(first).toMatchObject({ total: 1000, totalExact: false, page: 1, pageSize: 20, totalPages: 50 });
    expect(first.items.map((i) => i.fullName)).toEqual(Array.from({ length: 20 }, (_, i) => `${name} Sender ${i + 1}`));
    // From page 2 the count reaches the end: exact again.
    const second = await inbox({ search: name, page: 2 });
    expect(second).toMatchObject({ total: 1005, totalExact: true, totalPages: 51 });
    expect(second.items[0]?.fullName).toBe(`${name} Sender 21`);
    expect((await inbox({ search: name, page: 51 })).items.map((i) => i.fullName)).toEqual(
      [1001, 1002, 1003, 1004, 1005].map((n) => `${name} Sender ${n}`),
    );
  });

  it('inboxItem answers null for an unknown id', async () => {
    expect((await ok<{ inboxItem: null }>(ITEM, { id: '00000000-0000-4000-8000-000000000000' }, callers.staff)).inboxItem).toBeNull();
    expect((await ok<{ inboxItem: null }>(ITEM, { id: 'nope' }, callers.staff)).inboxItem).toBeNull();
  });

  it('staffMembers lists staff and agency admins only', async () => {
    const { staffMembers } = await ok<{ staffMembers: { id: string; role: string }[] }>(STAFF_MEMBERS, {}, callers.admin);
    expect(staffMembers.map((s) => s.id)).toEqual(expect.arrayContaining([staff.id, admin.id]));
    expect(staffMembers.every((s) => s.role === 'STAFF' || s.role === 'AGENCY_ADMIN')).toBe(true);
    expect(staffMembers.map((s) => s.id)).not.toContain(customer.id);
  });
});

describe('notes and assignment', () => {
  it('adds a trimmed note with the author, oldest first, and records that one was added', async () => {
    const request = await createBookingRequest(t.db);
    const first = (await ok<{ addInboxNote: { body: string; authorName: string } }>(NOTE, { id: request.id, body: '  Called, no answer.  ' }, callers.staff)).addInboxNote;
    expect(first).toMatchObject({ body: 'Called, no answer.', authorName: staff.username });
    await ok(NOTE, { id: request.id, body: 'Sent the quote.' }, callers.admin);
    const item = (await ok<{ inboxItem: Item }>(ITEM, { id: request.id }, callers.staff)).inboxItem;
    expect(item.notes.map((n) => [n.body, n.authorName])).toEqual([
      ['Called, no answer.', staff.username],
      ['Sent the quote.', admin.username],
    ]);
    expect(item.history.filter((h) => h.action === 'NOTE_ADDED').map((h) => h.actorName)).toEqual([staff.username, admin.username]);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['too long', 'x'.repeat(2001)],
  ])('refuses a %s note and writes nothing', async (_case, body) => {
    const enquiry = await createEnquiry(t.db);
    const before = await count_(inboxNotes);
    const error = await refused(NOTE, { id: enquiry.id, body }, callers.staff);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'A note must be between 1 and 2000 characters.' });
    expect(await count_(inboxNotes)).toBe(before);
  });

  it('a note of exactly 2000 characters is kept; an unknown item is NOT_FOUND', async () => {
    const enquiry = await createEnquiry(t.db);
    await ok(NOTE, { id: enquiry.id, body: 'y'.repeat(2000) }, callers.staff);
    expect((await refused(NOTE, { id: '00000000-0000-4000-8000-000000000000', body: 'Hi' }, callers.staff)).code).toBe('NOT_FOUND');
  });

  it('assigns to staff or an admin, unassigns, audits each with the usernames; refuses a customer', async () => {
    const enquiry = await createEnquiry(t.db);
    const assigned = (await ok<{ assignInboxItem: Item }>(ASSIGN, { id: enquiry.id, staffId: staff.id }, callers.admin)).assignInboxItem;
    expect(assigned.assignedTo).toEqual({ id: staff.id, username: staff.username, role: 'STAFF' });
    const moved = (await ok<{ assignInboxItem: Item }>(ASSIGN, { id: enquiry.id, staffId: admin.id }, callers.staff)).assignInboxItem;
    expect(moved.assignedTo?.id).toBe(admin.id);
    const none = (await ok<{ assignInboxItem: Item }>(ASSIGN, { id: enquiry.id, staffId: null }, callers.staff)).assignInboxItem;
    expect(none.assignedTo).toBeNull();
    expect(none.history.filter((h) => h.action === 'ASSIGNED').map((h) => h.changes)).toEqual([
      [{ field: 'assignedTo', before: null, after: JSON.stringify(staff.username) }],
      [{ field: 'assignedTo', before: JSON.stringify(staff.username), after: JSON.stringify(admin.username) }],
      [{ field: 'assignedTo', before: JSON.stringify(admin.username), after: null }],
    ]);

    const events = await count_(auditEvents);
    const error = await refused(ASSIGN, { id: enquiry.id, staffId: customer.id }, callers.staff);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Choose a staff member or an agency admin.' });
    const [row] = await t.db.select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(row!.assignedToId).toBeNull();
    expect(await count_(auditEvents)).toBe(events);
  });
});

describe('status workflow', () => {
  const STATUSES = ['PENDING', 'CONTACTED', 'QUOTED', 'CONFIRMED', 'DECLINED', 'CANCELLED', 'COMPLETED'] as const;
  // Written out rather than computed, so the test states the rule instead of repeating the code.
  const ALLOWED: Record<(typeof STATUSES)[number], string[]> = {
    PENDING: ['CONTACTED', 'QUOTED', 'CONFIRMED', 'DECLINED', 'CANCELLED'],
    CONTACTED: ['QUOTED', 'CONFIRMED', 'DECLINED', 'CANCELLED'],
    QUOTED: ['CONFIRMED', 'DECLINED', 'CANCELLED'],
    CONFIRMED: ['COMPLETED', 'DECLINED', 'CANCELLED'],
    DECLINED: [],
    CANCELLED: [],
    COMPLETED: [],
  };

  it('allows exactly the workflow moves: audited with actor and before/after, the customer mailed; refused moves change nothing', async () => {
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        const enquiry = await createEnquiry(t.db, { status: from });
        const events = await count_(auditEvents);
        const mails = await count_(mailOutbox);
        const res = await callers.staff.gql(SET_STATUS, { id: enquiry.id, status: to }).expect(200);
        const [row] = await t.db.select().from(enquiries).where(eq(enquiries.id, enquiry.id));
        if (ALLOWED[from].includes(to)) {
          expect([from, to, res.body.errors]).toEqual([from, to, undefined]);
          expect(row!.status).toBe(to);
          expect(res.body.data.setInboxStatus.history).toEqual([
            { action: 'STATUS_CHANGED', actorName: staff.username, changes: [{ field: 'status', before: `"${from}"`, after: `"${to}"` }] },
          ]);
          const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, enquiry.email!));
          expect(mail?.subject).toContain(enquiry.reference);
        } else {
          expect([from, to, res.body.errors?.[0]?.extensions?.code]).toEqual([from, to, 'CONFLICT']);
          expect(res.body.errors[0].message).toBe(`A trip plan that is ${from} cannot be moved to ${to}.`);
          expect(row!.status).toBe(from);
          expect(await count_(auditEvents)).toBe(events);
          expect(await count_(mailOutbox)).toBe(mails);
        }
      }
    }
  });

  it('names the kind in a refusal: booking request, stay reservation, insurance quote, contact message', async () => {
    const request = await createBookingRequest(t.db, { status: 'COMPLETED' });
    expect((await refused(SET_STATUS, { id: request.id, status: 'PENDING' }, callers.staff)).message).toBe(
      'A booking request that is COMPLETED cannot be moved to PENDING.',
    );
    const contact = await createEnquiry(t.db, { kind: 'CONTACT', status: 'DECLINED' });
    expect((await refused(SET_STATUS, { id: contact.id, status: 'CONTACTED' }, callers.staff)).message).toBe(
      'A contact message that is DECLINED cannot be moved to CONTACTED.',
    );
    expect((await refused(SET_STATUS, { id: '00000000-0000-4000-8000-000000000000', status: 'CONTACTED' }, callers.staff)).code).toBe('NOT_FOUND');
  });

  it.each(['DECLINED', 'CANCELLED'])('a stay moved to %s frees its nights: the room can be reserved again', async (status) => {
    const { hotel, roomType } = await oneRoomHotel();
    const first = await reserve(hotel.id, roomType.id);
    const stayId = first.body.data.reserveStay.id as string;
    expect((await reserve(hotel.id, roomType.id)).body.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    await ok(SET_STATUS, { id: stayId, status }, callers.staff);
    expect(await t.db.select().from(roomUnitNights).where(eq(roomUnitNights.bookingId, stayId))).toEqual([]);
    const again = await reserve(hotel.id, roomType.id);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.reserveStay.status).toBe('PENDING');
  });

  it('a stay moved forward keeps its nights', async () => {
    const { hotel, roomType } = await oneRoomHotel();
    const stayId = (await reserve(hotel.id, roomType.id)).body.data.reserveStay.id as string;
    await ok(SET_STATUS, { id: stayId, status: 'CONTACTED' }, callers.admin);
    expect((await t.db.select().from(roomUnitNights).where(eq(roomUnitNights.bookingId, stayId))).length).toBe(2);
  });
});

describe('convertEnquiryToBooking', () => {
  it('turns a trip plan into a QUOTED customized booking at the quoted price; the enquiry is CONFIRMED; both audited; the customer mailed the booking reference', async () => {
    const enquiry = await createEnquiry(t.db, { userId: customer.id, status: 'QUOTED' });
    const item = (await ok<{ convertEnquiryToBooking: Item }>(CONVERT, { id: enquiry.id, input: convertInput({ total: 30000.5 }) }, callers.staff))
      .convertEnquiryToBooking;
    expect(item).toMatchObject({
      kind: 'BOOKING_REQUEST',
      status: 'QUOTED',
      title: 'Custom trip: Bali',
      fullName: enquiry.fullName,
      email: enquiry.email,
      booking: { kind: 'PACKAGE', status: 'QUOTED', packageType: 'Customized', total: 30000.5, adultPrice: 15000.25, currency: 'ZAR' },
    });
    expect(item.reference).toMatch(/^UH-[2-9A-HJKMNP-Z]{6}$/);
    expect(item.history).toEqual([expect.objectContaining({ action: 'CREATED', actorName: staff.username })]);

    const [row] = await t.db.select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(row).toMatchObject({ status: 'CONFIRMED', bookingId: item.id });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, item.id));
    expect(booking).toMatchObject({ userId: customer.id, totalCents: 3_000_050, guests: 2 });
    const enquiryItem = (await ok<{ inboxItem: Item }>(ITEM, { id: enquiry.id }, callers.staff)).inboxItem;
    expect(enquiryItem.enquiry).toMatchObject({ status: 'CONFIRMED', bookingId: item.id });
    expect(enquiryItem.history.map((h) => h.action)).toEqual(['CONVERTED']);
    expect(enquiryItem.history[0]!.changes).toEqual(
      expect.arrayContaining([{ field: 'status', before: '"QUOTED"', after: '"CONFIRMED"' }, { field: 'bookingId', before: null, after: JSON.stringify(item.id) }]),
    );
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, enquiry.email!));
    expect(mails.map((m) => m.subject).join('\n')).toContain(item.reference);
    // The customer sees it among their bookings.
    const mine = await ok<{ myBookings: { id: string }[] }>(`query { myBookings { id } }`, {}, callers.customer);
    expect(mine.myBookings.map((b) => b.id)).toContain(item.id);
  });

  it('an insurance quote converts with its own default title; a title or a package can be given', async () => {
    const insurance = await createEnquiry(t.db, { kind: 'INSURANCE_QUOTE', destination: 'Mauritius' });
    const a = (await ok<{ convertEnquiryToBooking: Item }>(CONVERT, { id: insurance.id, input: convertInput() }, callers.admin)).convertEnquiryToBooking;
    expect(a.title).toBe('Travel insurance: Mauritius');

    const titled = await createEnquiry(t.db);
    const b = (await ok<{ convertEnquiryToBooking: Item }>(CONVERT, { id: titled.id, input: convertInput({ title: '  Bali honeymoon  ' }) }, callers.staff))
      .convertEnquiryToBooking;
    expect(b.title).toBe('Bali honeymoon');

    const pkg = await createPackage(t.db, { type: 'Honeymoon' });
    const packaged = await createEnquiry(t.db);
    const c = (await ok<{ convertEnquiryToBooking: Item }>(CONVERT, { id: packaged.id, input: convertInput({ packageId: pkg.id }) }, callers.staff))
      .convertEnquiryToBooking;
    expect(c).toMatchObject({ title: pkg.title, booking: { packageType: 'Honeymoon' } });
  });

  it('refuses what cannot be converted, writing nothing', async () => {
    const contact = await createEnquiry(t.db, { kind: 'CONTACT' });
    const request = await createBookingRequest(t.db);
    const declined = await createEnquiry(t.db, { status: 'DECLINED' });
    const done = await createEnquiry(t.db);
    await ok(CONVERT, { id: done.id, input: convertInput() }, callers.staff);
    const fresh = await createEnquiry(t.db);

    const before = [await count_(bookings), await count_(auditEvents), await count_(mailOutbox)];
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ id: contact.id, input: convertInput() }, 'BAD_USER_INPUT', 'Only trip plans and insurance quotes can be converted into a booking.'],
      [{ id: request.id, input: convertInput() }, 'BAD_USER_INPUT', 'Only trip plans and insurance quotes can be converted into a booking.'],
      [{ id: done.id, input: convertInput() }, 'CONFLICT'],
      [{ id: declined.id, input: convertInput() }, 'CONFLICT', 'A trip plan that is DECLINED cannot be moved to CONFIRMED.'],
      [{ id: fresh.id, input: convertInput({ total: -1 }) }, 'BAD_USER_INPUT', 'The total must be zero or more.'],
      [{ id: fresh.id, input: convertInput({ guests: 0 }) }, 'BAD_USER_INPUT', 'At least 1 guest is required.'],
      [{ id: fresh.id, input: convertInput({ departureDate: isoDaysFromNow(10), returnDate: isoDaysFromNow(9) }) }, 'BAD_USER_INPUT'],
      [{ id: fresh.id, input: convertInput({ packageId: '00000000-0000-4000-8000-000000000000' }) }, 'BAD_USER_INPUT', 'Package not found.'],
      [{ id: '00000000-0000-4000-8000-000000000000', input: convertInput() }, 'NOT_FOUND'],
    ];
    for (const [variables, code, message] of cases) {
      const error = await refused(CONVERT, variables, callers.staff);
      expect([variables, error.code]).toEqual([variables, code]);
      if (message) expect(error.message).toBe(message);
    }
    expect((await refused(CONVERT, { id: done.id, input: convertInput() }, callers.staff)).message).toMatch(
      /^This enquiry has already been converted into booking UH-[2-9A-HJKMNP-Z]{6}\.$/,
    );
    expect([await count_(bookings), await count_(auditEvents), await count_(mailOutbox)]).toEqual(before);
    const [row] = await t.db.select().from(enquiries).where(and(eq(enquiries.id, fresh.id), eq(enquiries.status, 'PENDING')));
    expect(row?.bookingId).toBeNull();
  });
});

describe("customers never read other people's enquiries or bookings", () => {
  it('through the inbox, its items, or the audit trail', async () => {
    const enquiry = await createEnquiry(t.db);
    const request = await createBookingRequest(t.db);
    for (const [query, variables] of [
      [INBOX, {}],
      [ITEM, { id: enquiry.id }],
      [ITEM, { id: request.id }],
      [`query($id: ID!) { auditTrail(entity: ENQUIRY, entityId: $id) { id } }`, { id: enquiry.id }],
      [`query($id: ID!) { auditTrail(entity: BOOKING, entityId: $id) { id } }`, { id: request.id }],
    ] as const) {
      const res = await callers.customer.gql(query, variables).expect(200);
      // A nullable field answers null with the error; a required one nulls the whole data.
      expect(Object.values(res.body.data ?? {}).every((v) => v === null)).toBe(true);
      expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    const mine = await ok<{ myBookings: { id: string }[] }>(`query { myBookings { id } }`, {}, callers.customer);
    expect(mine.myBookings.map((b) => b.id)).not.toContain(request.id);
  });
});
