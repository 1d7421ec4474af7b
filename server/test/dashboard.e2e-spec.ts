/**
 * Dashboard and analytics over HTTP on a real database: who may ask, and exact figures computed from
 * rows the factories make (hotels with ratings, stays in several statuses at one's own and other
 * hotels, package requests, a USD booking, held and blocked nights, enquiries open and closed).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { addDays, dayOfWeek, todayInSouthAfrica } from '../src/common/dates.js';
import { bookings, creditNotes, enquiries, invoices, payments, quotes, roomUnitNights, type HotelRow } from '../src/db/schema.js';
import { createBookingRequest, createHotel, createRoom, createRoomType, createUser, uniqueName } from './support/factories.js';
import { createTestApp, type Caller as ApiCaller, type TestApp } from './support/test-app.js';

let t: TestApp;
type Caller = 'anonymous' | 'customer' | 'staff' | 'managerA' | 'managerB' | 'managerC' | 'admin';
let callers: Record<Caller, ApiCaller>;
const gql = (query: string, variables: Record<string, unknown> | undefined, caller: Caller) => callers[caller].gql(query, variables);

const FIGURES = `from to hotels averageRating bookingsByStatus { status count } totalBookings revenue
  occupancy occupancyFrom occupancyTo openEnquiries bookingsPerWeek { weekStart count }`;
const DASHBOARD = `query { dashboard { ${FIGURES} } }`;
const ANALYTICS = `query($from: LocalDate!, $to: LocalDate!) { analytics(from: $from, to: $to) { ${FIGURES} } }`;

// The analytics period every exact figure below is about: five Monday-started weeks of 2025.
const FROM = '2025-03-03';
const TO = '2025-04-06';
const NIGHTS = 35;

type Status = 'PENDING' | 'CONTACTED' | 'QUOTED' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED' | 'COMPLETED';
const STATUSES: Status[] = ['PENDING', 'CONTACTED', 'QUOTED', 'CONFIRMED', 'DECLINED', 'CANCELLED', 'COMPLETED'];
/** Every status in contract order, zeros included, from a partial count. */
const byStatus = (counts: Partial<Record<Status, number>>) => STATUSES.map((status) => ({ status, count: counts[status] ?? 0 }));

/** Noon on `date` in South Africa (UTC+2 all year). */
const saNoon = (date: string) => new Date(`${date}T10:00:00Z`);

async function stay(hotel: HotelRow, status: Status, createdAt: Date, totalCents: number, currency: 'ZAR' | 'USD' = 'ZAR') {
  const [row] = await t.db
    .insert(bookings)
    .values({
      reference: uniqueName('UH').slice(0, 12),
      kind: 'STAY',
      status,
      fullName: 'Thandi Nkosi',
      email: 'thandi@example.co.za',
      phone: '+27 82 555 0142',
      guests: 2,
      departureDate: '2025-06-01',
      returnDate: '2025-06-03',
      hotelId: hotel.id,
      hotelName: hotel.name,
      roomTypeName: 'Standard',
      adults: 2,
      children: 0,
      roomCount: 1,
      totalCents,
      currency,
      createdAt,
    })
    .returning();
  return row!;
}

async function packageRequest(status: Status, createdAt: Date, totalCents: number) {
  const [row] = await t.db
    .insert(bookings)
    .values({
      reference: uniqueName('UP').slice(0, 12),
      kind: 'PACKAGE',
      status,
      fullName: 'Pieter van Wyk',
      email: 'pieter@example.co.za',
      phone: '+27 82 555 0143',
      guests: 2,
      departureDate: '2025-07-01',
      returnDate: '2025-07-06',
      packageTitle: 'Garden Route',
      packageType: 'Family',
      adultPriceCents: totalCents / 2,
      totalCents,
      currency: 'ZAR',
      createdAt,
    })
    .returning();
  return row!;
}

/** Holds `count` consecutive nights from `first` on a unit: for a booking, or blocked (null). */
async function holdNights(roomUnitId: string, first: string, count: number, bookingId: string | null) {
  await t.db.insert(roomUnitNights).values(Array.from({ length: count }, (_, i) => ({ roomUnitId, night: addDays(first, i), bookingId })));
}

async function enquiry(status: Status) {
  await t.db.insert(enquiries).values({
    reference: uniqueName('EQ').slice(0, 12),
    kind: 'CONTACT',
    status,
    fullName: 'Lerato Mokoena',
    email: 'lerato@example.co.za',
    message: 'Hello',
    fingerprint: uniqueName('fp'),
  });
}

const today = todayInSouthAfrica();
const mondayOf = (date: string) => addDays(date, -((dayOfWeek(date) + 6) % 7));
const firstOfMonth = `${today.slice(0, 8)}01`;

beforeAll(async () => {
  t = await createTestApp();
  const [managerA, managerB, managerC] = await Promise.all([1, 2, 3].map(() => createUser(t.db, 'HOTEL_MANAGER')));
  callers = {
    anonymous: await t.as('anonymous'),
    customer: await t.as('CUSTOMER'),
    staff: await t.as('STAFF'),
    managerA: await t.as(managerA!),
    managerB: await t.as(managerB!),
    managerC: await t.as(managerC!),
    admin: await t.as('AGENCY_ADMIN'),
  };

  // Manager A: two hotels (ratings 4 and 5), three units; manager B: one hotel (3), one unit;
  // manager C: one hotel (2), one unit, with this month's bookings (the dashboard test).
  const h1 = await createHotel(t.db, { managerId: managerA!.id, rating: 4 });
  const h2 = await createHotel(t.db, { managerId: managerA!.id, rating: 5 });
  const h3 = await createHotel(t.db, { managerId: managerB!.id, rating: 3 });
  const h4 = await createHotel(t.db, { managerId: managerC!.id, rating: 2 });
  const unitsOf = async (hotel: HotelRow, numbers: string[]) => (await createRoom(t.db, await createRoomType(t.db, hotel.id), numbers)).units;
  const [u1a, u1b] = await unitsOf(h1, ['101', '102']);
  const [u2] = await unitsOf(h2, ['201']);
  const [u3] = await unitsOf(h3, ['301']);
  const [u4] = await unitsOf(h4, ['401']);

  // 00:30 on 3 March in South Africa is still 2 March in UTC: it belongs to the period.
  await stay(h1, 'DECLINED', new Date('2025-03-02T22:30:00Z'), 50_000);
  const h1Confirmed = await stay(h1, 'CONFIRMED', saNoon('2025-03-04'), 100_000);
  await stay(h1, 'COMPLETED', saNoon('2025-03-11'), 25_050);
  await stay(h2, 'PENDING', saNoon('2025-03-12'), 40_000);
  await stay(h2, 'CANCELLED', saNoon('2025-03-25'), 90_000);
  const usd = await stay(h2, 'CONFIRMED', saNoon('2025-03-26'), 10_000, 'USD'); // $100 at R 18.50 (migration 0002)
  const h3Confirmed = await stay(h3, 'CONFIRMED', saNoon('2025-03-05'), 70_000);
  await packageRequest('CONFIRMED', saNoon('2025-03-31'), 500_000);
  await packageRequest('QUOTED', saNoon('2025-04-01'), 30_000);
  // 00:30 on 7 April in South Africa: after the period, though 6 April in UTC.
  await packageRequest('CONFIRMED', new Date('2025-04-06T22:30:00Z'), 999_900);
  // Before the period.
  await stay(h1, 'CONFIRMED', saNoon('2025-03-02'), 999_900);

  // Nights inside the period: 10 + 7 + 14 held, 5 blocked; one held night just after it.
  await holdNights(u1a!.id, '2025-03-10', 10, h1Confirmed.id);
  await holdNights(u1a!.id, '2025-04-07', 1, h1Confirmed.id);
  await holdNights(u1b!.id, '2025-03-20', 5, null);
  await holdNights(u2!.id, '2025-03-31', 7, usd.id);
  await holdNights(u3!.id, '2025-03-03', 14, h3Confirmed.id);

  // Manager C's month: two bookings made today, one on the last day of last month; 6 of the next
  // 30 nights held, plus one held night yesterday and one just after the window.
  const c1 = await stay(h4, 'CONFIRMED', new Date(), 123_400);
  await stay(h4, 'PENDING', new Date(), 55_500);
  await stay(h4, 'CONFIRMED', saNoon(addDays(firstOfMonth, -1)), 77_700);
  await holdNights(u4!.id, today, 6, c1.id);
  await holdNights(u4!.id, addDays(today, -1), 1, c1.id);
  await holdNights(u4!.id, addDays(today, 30), 1, c1.id);

  // Open: PENDING, CONTACTED, QUOTED. Outcomes: CONFIRMED, DECLINED, CANCELLED, COMPLETED.
  for (const status of ['PENDING', 'CONTACTED', 'QUOTED', 'CONFIRMED', 'DECLINED', 'CANCELLED', 'COMPLETED'] as const) await enquiry(status);
});
afterAll(async () => {
  await t.close();
});

describe('who may call each operation', () => {
  const REFUSED: [Caller, string][] = [
    ['anonymous', 'UNAUTHENTICATED'],
    ['customer', 'FORBIDDEN'],
    ['staff', 'FORBIDDEN'],
  ];
  const OPERATIONS: [string, string, Record<string, unknown> | undefined][] = [
    ['dashboard', DASHBOARD, undefined],
    ['analytics', ANALYTICS, { from: FROM, to: TO }],
  ];

  it.each(OPERATIONS.flatMap(([name, query, variables]) => REFUSED.map(([caller, code]) => [name, caller, code, query, variables] as const)))(
    '%s refuses %s (%s)',
    async (_name, caller, code, query, variables) => {
      const res = await gql(query, variables, caller).expect(200);
      expect(res.body.data).toBeNull();
      expect(res.body.errors[0].extensions.code).toBe(code);
    },
  );

  it.each(OPERATIONS.flatMap(([name, query, variables]) => (['managerA', 'admin'] as const).map((caller) => [name, caller, query, variables] as const)))(
    '%s answers %s',
    async (name, caller, query, variables) => {
      const res = await gql(query, variables, caller).expect(200);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data[name]).toBeDefined();
    },
  );
});

describe('analytics over a period', () => {
  const WEEKS = ['2025-03-03', '2025-03-10', '2025-03-17', '2025-03-24', '2025-03-31'];
  const weeks = (counts: number[]) => WEEKS.map((weekStart, i) => ({ weekStart, count: counts[i] }));

  async function analytics(caller: Caller, from = FROM, to = TO) {
    const res = await gql(ANALYTICS, { from, to }, caller).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.analytics;
  }

  it('gives an agency admin every hotel, booking and enquiry, on South African dates', async () => {
    expect(await analytics('admin')).toEqual({
      from: FROM,
      to: TO,
      hotels: 4,
      averageRating: 3.5,
      bookingsByStatus: byStatus({ PENDING: 1, QUOTED: 1, CONFIRMED: 4, DECLINED: 1, CANCELLED: 1, COMPLETED: 1 }),
      totalBookings: 9,
      // 1 000 + 250.50 + $100 × 18.50 + 700 + 5 000: confirmed and completed only.
      revenue: 8800.5,
      // 31 held of 5 units × 35 nights less 5 blocked.
      occupancy: 31 / (5 * NIGHTS - 5),
      occupancyFrom: FROM,
      occupancyTo: TO,
      openEnquiries: 3,
      // The third week had no booking and is still listed.
      bookingsPerWeek: weeks([3, 2, 0, 2, 2]),
    });
  });

  it("gives a hotel manager only the stays at their own hotels (no package requests, no enquiries)", async () => {
    expect(await analytics('managerA')).toEqual({
      from: FROM,
      to: TO,
      hotels: 2,
      averageRating: 4.5,
      bookingsByStatus: byStatus({ PENDING: 1, CONFIRMED: 2, DECLINED: 1, CANCELLED: 1, COMPLETED: 1 }),
      totalBookings: 6,
      revenue: 3100.5,
      occupancy: 17 / (3 * NIGHTS - 5),
      occupancyFrom: FROM,
      occupancyTo: TO,
      openEnquiries: null,
      bookingsPerWeek: weeks([2, 2, 0, 2, 0]),
    });
    expect(await analytics('managerB')).toMatchObject({
      hotels: 1,
      averageRating: 3,
      totalBookings: 1,
      revenue: 700,
      occupancy: 14 / NIGHTS,
      openEnquiries: null,
      bookingsPerWeek: weeks([1, 0, 0, 0, 0]),
    });
  });

  it('starts the weeks on the Monday of the first day and counts only days of the period', async () => {
    // Wednesday 5 March to Tuesday 11 March: the DECLINED (3 March) and 4 March stays fall outside.
    const figures = await analytics('admin', '2025-03-05', '2025-03-11');
    expect(figures.bookingsPerWeek).toEqual([
      { weekStart: '2025-03-03', count: 1 },
      { weekStart: '2025-03-10', count: 1 },
    ]);
    expect(figures.totalBookings).toBe(2);
  });

  it.each([
    ['the end before the start', '2025-03-10', '2025-03-09', 'The start of the period must be on or before its end.'],
    ['a period of 732 days', '2024-01-01', '2026-01-01', 'The period can be at most 731 days.'],
  ])('refuses %s with a field error', async (_case, from, to, message) => {
    const res = await gql(ANALYTICS, { from, to }, 'admin').expect(200);
    expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { to: message } } });
  });

  it('accepts a period of exactly 731 days and a single day', async () => {
    expect((await analytics('admin', '2024-01-01', '2025-12-31')).from).toBe('2024-01-01');
    const oneDay = await analytics('admin', '2025-03-04', '2025-03-04');
    expect(oneDay).toMatchObject({ totalBookings: 1, revenue: 1000, bookingsPerWeek: [{ weekStart: '2025-03-03', count: 1 }] });
  });

  it('refuses a date that does not exist', async () => {
    // A variable the LocalDate scalar refuses fails before execution: Apollo answers HTTP 400.
    const res = await gql(ANALYTICS, { from: '2025-02-30', to: '2025-03-01' }, 'admin').expect(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('the dashboard', () => {
  async function dashboard(caller: Caller) {
    const res = await gql(DASHBOARD, undefined, caller).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.dashboard;
  }

  it("shows a manager this month so far, the next 30 nights and the last 12 weeks", async () => {
    const figures = await dashboard('managerC');
    const lastMonday = mondayOf(today);
    const expectedWeeks = Array.from({ length: 12 }, (_, i) => ({ weekStart: addDays(lastMonday, 7 * (i - 11)), count: 0 }));
    for (const made of [today, today, addDays(firstOfMonth, -1)]) {
      expectedWeeks.find((w) => w.weekStart === mondayOf(made))!.count += 1;
    }
    expect(figures).toEqual({
      from: firstOfMonth,
      to: today,
      hotels: 1,
      averageRating: 2,
      bookingsByStatus: byStatus({ PENDING: 1, CONFIRMED: 1 }),
      totalBookings: 2,
      revenue: 1234,
      occupancy: 6 / 30,
      occupancyFrom: today,
      occupancyTo: addDays(today, 29),
      openEnquiries: null,
      bookingsPerWeek: expectedWeeks,
    });
  });

  it('shows an agency admin open enquiries and every booking of the month', async () => {
    expect(await dashboard('admin')).toMatchObject({
      hotels: 4,
      averageRating: 3.5,
      totalBookings: 2,
      revenue: 1234,
      occupancy: 6 / (5 * 30),
      openEnquiries: 3,
    });
  });

  it("shows another manager nothing of manager C's month", async () => {
    expect(await dashboard('managerA')).toMatchObject({ hotels: 2, totalBookings: 0, revenue: 0, occupancy: 0 });
  });
});

describe('money: invoiced, received and outstanding', () => {
  const MONEY = 'query($from: LocalDate!, $to: LocalDate!) { analytics(from: $from, to: $to) { invoicedCents receivedCents outstandingCents revenue } }';
  const JULY = { from: '2023-07-01', to: '2023-07-31' };

  /** An invoice issued on `issuedOn` for `totalCents` (its booking and accepted quote made long before every other period here). */
  async function invoice(issuedOn: string, totalCents: number) {
    const booking = await createBookingRequest(t.db, { status: 'CONFIRMED', departureDate: '2023-09-01', returnDate: '2023-09-05', createdAt: saNoon('2019-06-01') });
    const vatCents = totalCents - Math.round((totalCents * 100) / 115);
    const money = { vatPercent: 15, subtotalCents: totalCents - vatCents, vatCents, totalCents };
    const [quote] = await t.db
      .insert(quotes)
      .values({ bookingId: booking!.id, customerName: 'Lindiwe Zulu', customerEmail: 'lindiwe@example.co.za', status: 'ACCEPTED', validUntil: issuedOn, depositPercent: 30, depositDueOn: issuedOn, balanceDueOn: '2023-08-01', tokenHash: randomBytes(32).toString('hex'), tokenExpiresAt: new Date('2023-08-01T00:00:00Z'), ...money })
      .returning();
    const [row] = await t.db
      .insert(invoices)
      .values({ number: uniqueName('INV').slice(0, 20), quoteId: quote!.id, reference: booking!.reference, customerName: 'Lindiwe Zulu', customerEmail: 'lindiwe@example.co.za', issuedOn, depositCents: Math.round(totalCents * 0.3), depositDueOn: issuedOn, balanceDueOn: '2023-08-01', ...money })
      .returning();
    return row!;
  }
  const payment = (invoiceId: string, amountCents: number, receivedOn: string) => t.db.insert(payments).values({ invoiceId, amountCents, receivedOn, method: 'EFT' });

  beforeAll(async () => {
    const open = await invoice('2023-07-05', 100_000);
    await payment(open.id, 30_000, '2023-07-06');
    await payment(open.id, 20_000, '2023-08-02'); // received after the period
    const cancelled = await invoice('2023-07-20', 50_000);
    await payment(cancelled.id, 10_000, '2023-07-21');
    const cancelledVat = 50_000 - Math.round((50_000 * 100) / 115);
    const feeVat = 10_000 - Math.round((10_000 * 100) / 115);
    await t.db.insert(creditNotes).values({ number: uniqueName('CN').slice(0, 20), invoiceId: cancelled.id, cancellationFeeCents: 10_000, amountCreditedCents: 40_000, vatCreditedCents: cancelledVat - feeVat, refundDueCents: 0, reason: 'Cancelled by the customer' });
    await t.db.update(invoices).set({ status: 'CANCELLED', cancelledAt: new Date() }).where(eq(invoices.id, cancelled.id));
    const june = await invoice('2023-06-30', 70_000); // issued before the period
    await payment(june.id, 5_000, '2023-07-10');
  });

  it('gives an agency admin the invoices issued (a cancelled one as its kept fee), the payments received and what is owed now', async () => {
    const res = await gql(MONEY, JULY, 'admin').expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.analytics).toEqual({
      invoicedCents: 100_000 + 10_000,
      receivedCents: 30_000 + 10_000 + 5_000,
      // Whatever the period: R1 000 − R500 paid, plus R700 − R50; the cancelled invoice owes nothing.
      outstandingCents: 50_000 + 65_000,
      // The bookings' revenue is another figure: these bookings were made in 2019.
      revenue: 0,
    });
    const august = (await gql(MONEY, { from: '2023-08-01', to: '2023-08-31' }, 'admin').expect(200)).body.data.analytics;
    expect(august).toEqual({ invoicedCents: 0, receivedCents: 20_000, outstandingCents: 115_000, revenue: 0 });
    const dashboard = (await gql('query { dashboard { invoicedCents receivedCents outstandingCents } }', undefined, 'admin').expect(200)).body.data.dashboard;
    expect(dashboard).toEqual({ invoicedCents: 0, receivedCents: 0, outstandingCents: 115_000 });
  });

  it('gives a hotel manager null: invoices are the agency’s, not their hotels’', async () => {
    const res = await gql(MONEY, JULY, 'managerA').expect(200);
    expect(res.body.data.analytics).toMatchObject({ invoicedCents: null, receivedCents: null, outstandingCents: null });
  });
});
