import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { formatCalendarDate } from '../src/common/dates.js';
import { bookings, type PackageRow } from '../src/db/schema.js';
import { createPackage, isoDaysFromNow } from './support/factories.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';

let t: TestApp;
let pkg: PackageRow;
let anonymous: Caller;
let asCustomer: Caller;
let asOtherCustomer: Caller;
let asStaff: Caller;

beforeAll(async () => {
  t = await createTestApp();
  pkg = await createPackage(t.db, { maxGuests: 4, priceAdultCents: 1_250_050, currency: 'ZAR' });
  anonymous = await t.as('anonymous');
  asCustomer = await t.as('CUSTOMER');
  asOtherCustomer = await t.as('CUSTOMER');
  asStaff = await t.as('STAFF');
});
afterAll(async () => {
  await t.close();
});

const bookingCount = async () => (await t.db.select({ n: count() }).from(bookings))[0]!.n;

/** The booking form as the spec's client posts it, hidden fields included. */
function formBody(overrides: Record<string, unknown> = {}) {
  return {
    packageId: pkg.id,
    fullName: 'Thandi Mokoena',
    email: 'thandi@example.co.za',
    phone: '+27 82 555 0123',
    guests: 2,
    departure: isoDaysFromNow(30),
    return: isoDaysFromNow(35),
    specialRequests: 'Vegetarian meals, please.',
    packageName: pkg.title,
    country: 'South Africa',
    type: 'Adventure',
    adultPrice: 1,
    ...overrides,
  };
}

const REQUEST = `mutation($input: BookingInput!) { requestBooking(input: $input) { id reference status guests total currency adultPrice } }`;

describe('POST /api/bookings', () => {
  it('stores a PENDING request with a reference and a price snapshot taken from the package', async () => {
    const res = await request(t.http).post('/api/bookings').send(formBody()).expect(201);
    expect(res.body).toMatchObject({ status: 'PENDING', guests: 2, adultPrice: 12500.5, total: 25001, currency: 'ZAR', packageTitle: pkg.title });
    expect(res.body.reference).toMatch(/^UH-[2-9A-HJKMNP-Z]{6}$/);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, res.body._id));
    expect(row).toMatchObject({ status: 'PENDING', userId: null, departureDate: isoDaysFromNow(30), totalCents: 2_500_100 });
  });

  it.each([
    ['missing full name', { fullName: '' }, 'fullName', 'Full name is required.'],
    ['missing email', { email: undefined }, 'email', 'Email is required.'],
    ['a malformed email', { email: 'thandi@' }, 'email', 'Enter a valid email address.'],
    ['missing phone', { phone: '' }, 'phone', 'Phone number is required.'],
    ['missing guests', { guests: undefined }, 'guests', 'Number of guests is required.'],
    ['0 guests', { guests: 0 }, 'guests', 'At least 1 guest is required.'],
    ['guests that are not a number', { guests: 'many' }, 'guests', 'Number of guests must be a whole number.'],
    ['a fraction of a guest', { guests: 2.5 }, 'guests', 'Number of guests must be a whole number.'],
    ['too many guests', { guests: 5 }, 'guests', 'This package takes at most 4 guests.'],
    ['missing departure', { departure: undefined }, 'departureDate', 'Departure date is required.'],
    ['missing return', { return: undefined }, 'returnDate', 'Return date is required.'],
    ['a return before departure', { departure: isoDaysFromNow(30), return: isoDaysFromNow(29) }, 'returnDate', 'The return date must be after the departure date.'],
    ['a departure in the past', { departure: isoDaysFromNow(-2), return: isoDaysFromNow(3) }, 'departureDate', 'The departure date cannot be in the past.'],
    [
      'a departure before the travel window',
      { departure: isoDaysFromNow(29), return: isoDaysFromNow(33) },
      'departureDate',
      `This package departs from ${formatCalendarDate(isoDaysFromNow(30))}: choose that date or a later one.`,
    ],
    [
      'a return after the travel window',
      { departure: isoDaysFromNow(36), return: isoDaysFromNow(41) },
      'returnDate',
      `This package's travel ends on ${formatCalendarDate(isoDaysFromNow(40))}: choose a return on or before it.`,
    ],
    ['an impossible date', { departure: '2031-02-30' }, 'departureDate', 'Dates must be real calendar dates written YYYY-MM-DD.'],
    ['an unknown field', { status: 'CONFIRMED' }, 'status', 'Unknown field "status".'],
  ])('refuses %s with 400 and writes nothing', async (_case, change, field, message) => {
    const before = await bookingCount();
    const res = await request(t.http).post('/api/bookings').send(formBody(change)).expect(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await bookingCount()).toBe(before);
  });

  it('answers 404 "Package not found." for an unknown package', async () => {
    const res = await request(t.http).post('/api/bookings').send(formBody({ packageId: '00000000-0000-4000-8000-000000000000' })).expect(404);
    expect(res.body.message).toBe('Package not found.');
  });
});

describe('packages whose dates have passed', () => {
  let past: PackageRow;
  let endsToday: PackageRow;
  let undated: PackageRow;
  beforeAll(async () => {
    // Ends today (UTC), or yesterday where South Africa's date already runs a day ahead: no night left either way.
    past = await createPackage(t.db, { title: 'Past Cruise', featured: true, fromDate: isoDaysFromNow(-70), toDate: isoDaysFromNow(-63) });
    endsToday = await createPackage(t.db, { title: 'Ending Cruise', featured: true, fromDate: isoDaysFromNow(-6), toDate: isoDaysFromNow(0) });
    undated = await createPackage(t.db, { title: 'Any Time Escape', featured: true, fromDate: null, toDate: null });
  });

  it('takes no booking request, whatever the dates asked for', async () => {
    const before = await bookingCount();
    for (const old of [past, endsToday]) {
      const res = await request(t.http).post('/api/bookings').send(formBody({ packageId: old.id })).expect(400);
      expect(res.body.fields).toEqual({ packageId: "This package's travel dates have passed: it can no longer be booked." });
    }
    expect(await bookingCount()).toBe(before);
    // A package without travel dates takes any future trip.
    await request(t.http).post('/api/bookings').send(formBody({ packageId: undated.id, departure: isoDaysFromNow(200), return: isoDaysFromNow(210) })).expect(201);
  });

  it('says so in `bookable`, and the home page lists (bookable: true) leave them out', async () => {
    const res = await anonymous.gql('{ packages(featured: true, bookable: true, limit: 100) { id bookable } all: packages(featured: true, limit: 100) { id bookable } }').expect(200);
    const listed = (res.body.data.packages as { id: string }[]).map((p) => p.id);
    expect(listed).toEqual(expect.arrayContaining([pkg.id, undated.id]));
    expect(listed).not.toContain(past.id);
    expect(listed).not.toContain(endsToday.id);
    const all = new Map((res.body.data.all as { id: string; bookable: boolean }[]).map((p) => [p.id, p.bookable]));
    expect([all.get(past.id), all.get(endsToday.id), all.get(undated.id), all.get(pkg.id)]).toEqual([false, false, true, true]);
  });
});

describe('GraphQL booking requests', () => {
  const input = () => ({
    packageId: pkg.id,
    fullName: 'Sipho Dlamini',
    email: 'sipho@example.co.za',
    phone: '0825550123',
    guests: 3,
    departureDate: isoDaysFromNow(30),
    returnDate: isoDaysFromNow(34),
  });

  it("links a signed-in customer's request to them; only they see it in myBookings", async () => {
    const res = await asCustomer.gql(REQUEST, { input: input() }).expect(200);
    const booking = res.body.data.requestBooking;
    expect(booking).toMatchObject({ status: 'PENDING', guests: 3, total: 37501.5 });
    const mine = await asCustomer.gql('{ myBookings { id reference status } }');
    expect(mine.body.data.myBookings).toEqual([{ id: booking.id, reference: booking.reference, status: 'PENDING' }]);
    const theirs = await asOtherCustomer.gql('{ myBookings { id } }');
    expect(theirs.body.data.myBookings).toEqual([]);
  });

  it('refuses myBookings to anonymous callers', async () => {
    const res = await anonymous.gql('{ myBookings { id } }');
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('lists all requests to staff and agency admins only', async () => {
    const staff = await asStaff.gql('{ bookings(status: PENDING) { id status } }');
    expect(staff.body.data.bookings.length).toBeGreaterThan(0);
    const customer = await asCustomer.gql('{ bookings { id } }');
    expect(customer.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('answers bad input with BAD_USER_INPUT and field messages', async () => {
    const res = await anonymous.gql(REQUEST, { input: { ...input(), guests: 9 } });
    expect(res.body.errors[0]).toMatchObject({
      message: 'This package takes at most 4 guests.',
      extensions: { code: 'BAD_USER_INPUT', fields: { guests: 'This package takes at most 4 guests.' } },
    });
  });
});
