/**
 * The operations reads cost a fixed, small number of SQL statements however many rows they return (no
 * N+1): the staff inbox with every nested field of a row (assignee, notes, history, booking, enquiry),
 * the inbox item page, a customer's myBookings and the staff's bookings list, each asked for 2 rows and
 * for 10. The counts include the guard's read of the signed-in user.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { auditEvents, inboxNotes, type UserRow } from '../src/db/schema.js';
import { createBookingRequest, createEnquiry, createPackage, createUser, tokenFor } from './support/factories.js';
import { graphqlRequest } from './support/graphql.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const ROW = `id kind reference status title fullName email phone departureDate returnDate createdAt updatedAt
  assignedTo { id username role }`;
const NESTED = `${ROW}
  notes { id body authorName createdAt }
  history { id action actorName createdAt }
  booking { id reference kind title packageId packageTitle roomNumbers nights { date price source } total currency }
  enquiry { id kind destination guests holidayType budget message bookingId }`;
const INBOX = `query($filter: InboxFilter) { inbox(filter: $filter) { total totalExact totalPages items { ${NESTED} } } }`;
const ITEM = `query($id: ID!) { inboxItem(id: $id) { ${NESTED} } }`;
const BOOKING = `id reference kind status title packageId packageTitle packageType departureDate returnDate guests adultPrice total currency
  createdAt roomNumbers nights { date price source }`;
const MY_BOOKINGS = `{ myBookings { ${BOOKING} } }`;
const BOOKINGS = `query($limit: Int!) { bookings(limit: $limit) { ${BOOKING} } }`;

describe('operations reads: SQL statements per nested GraphQL request', () => {
  let t: TestApp;
  let staff: UserRow;
  let staffToken: string;
  /** Two customers: one with 2 booking requests, one with 10. */
  const customers: { token: string; bookings: number }[] = [];
  /** Inbox items with 2 notes and with 10 notes (the item page). */
  const itemWithNotes: Record<number, string> = {};
  const tag = `Qops${randomBytes(3).toString('hex')}`;

  const ask = async (query: string, variables: Record<string, unknown>, token: string) => {
    const { result, count, statements } = await t.queries.during(() => graphqlRequest(t.http, query, variables, token));
    expect(result.body.errors).toBeUndefined();
    return { data: result.body.data as Record<string, unknown>, count, statements };
  };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await createUser(t.db, 'STAFF');
    const colleague = await createUser(t.db, 'AGENCY_ADMIN');
    staffToken = await tokenFor(t.http, staff);
    const pkg = await createPackage(t.db, { title: 'Qops Safari' });
    // 10 inbox items of the tag (5 booking requests, 5 enquiries), each assigned, with a note and an
    // audit event; "Alpha" names only 2 of them.
    for (let i = 0; i < 10; i++) {
      const fullName = `${i < 2 ? 'Alpha' : 'Beta'} ${tag} ${i}`;
      const assignedToId = i % 2 ? staff.id : colleague.id;
      const item =
        i % 2 === 0
          ? await createBookingRequest(t.db, { fullName, packageId: pkg.id, packageTitle: pkg.title, assignedToId })
          : await createEnquiry(t.db, { fullName, kind: i % 4 === 1 ? 'TRIP_PLAN' : 'CONTACT', assignedToId });
      const isBooking = i % 2 === 0;
      const noteCount = i === 0 ? 2 : i === 2 ? 10 : 1;
      await t.db.insert(inboxNotes).values(
        Array.from({ length: noteCount }, (_, n) => ({
          bookingId: isBooking ? item.id : null,
          enquiryId: isBooking ? null : item.id,
          authorId: staff.id,
          authorName: staff.username,
          body: `Note ${n}`,
        })),
      );
      await t.db.insert(auditEvents).values({ entity: isBooking ? 'BOOKING' : 'ENQUIRY', entityId: item.id, action: 'CREATED', actorName: 'visitor' });
      if (i === 0) itemWithNotes[2] = item.id;
      if (i === 2) itemWithNotes[10] = item.id;
    }
    for (const count of [2, 10]) {
      const customer = await createUser(t.db, 'CUSTOMER');
      for (let i = 0; i < count; i++) await createBookingRequest(t.db, { userId: customer.id, packageId: pkg.id, packageTitle: pkg.title });
      customers.push({ token: await tokenFor(t.http, customer), bookings: count });
    }
  });

  afterAll(async () => {
    await t.close();
  });

  it('the inbox with every nested field: the same few statements for 2 and for 10 items', async () => {
    const two = await ask(INBOX, { filter: { search: `Alpha ${tag}` } }, staffToken);
    const ten = await ask(INBOX, { filter: { search: tag } }, staffToken);
    type Page = { total: number; totalExact: boolean; items: { notes: unknown[]; history: unknown[]; assignedTo: unknown; booking: unknown; enquiry: unknown }[] };
    const page = (r: typeof two) => r.data.inbox as Page;
    expect(page(two)).toMatchObject({ total: 2, totalExact: true });
    expect(page(ten)).toMatchObject({ total: 10, totalExact: true });
    // The nested fields really came back, so the count is of a request that needed them.
    for (const item of page(ten).items) {
      expect(item.assignedTo).not.toBeNull();
      expect(item.notes.length).toBeGreaterThan(0);
      expect(item.history).toHaveLength(1);
      expect(item.booking ?? item.enquiry).not.toBeNull();
    }
    expect(ten.count).toBe(two.count);
    // The user (guard), the page, then one read per nested field: assignees, notes, history, bookings, enquiries.
    expect(ten.count).toBeLessThanOrEqual(7);
  });

  it('the inbox item page: the same statements for an item with 2 notes and one with 10', async () => {
    const two = await ask(ITEM, { id: itemWithNotes[2] }, staffToken);
    const ten = await ask(ITEM, { id: itemWithNotes[10] }, staffToken);
    expect((two.data.inboxItem as { notes: unknown[] }).notes).toHaveLength(2);
    expect((ten.data.inboxItem as { notes: unknown[] }).notes).toHaveLength(10);
    expect(ten.count).toBe(two.count);
    expect(ten.count).toBeLessThanOrEqual(6);
  });

  it("a customer's myBookings: the same statements for 2 and for 10 bookings", async () => {
    const [few, many] = customers;
    const two = await ask(MY_BOOKINGS, {}, few!.token);
    const ten = await ask(MY_BOOKINGS, {}, many!.token);
    expect(two.data.myBookings).toHaveLength(2);
    expect(ten.data.myBookings).toHaveLength(10);
    expect(ten.count).toBe(two.count);
    expect(ten.count).toBeLessThanOrEqual(2);
  });

  it("the staff's bookings list: the same statements for 2 and for 10 bookings", async () => {
    const two = await ask(BOOKINGS, { limit: 2 }, staffToken);
    const ten = await ask(BOOKINGS, { limit: 10 }, staffToken);
    expect(two.data.bookings).toHaveLength(2);
    expect(ten.data.bookings).toHaveLength(10);
    expect(ten.count).toBe(two.count);
    expect(ten.count).toBeLessThanOrEqual(2);
  });
});
