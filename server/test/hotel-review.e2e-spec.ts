/**
 * Issue 16: a hotel registered by anyone (Register Hotel, /addhotel) appeared on the public site at once.
 * Now it waits for an agency admin's review: its manager and agency admins see it, visitors do not (hotel
 * page, hotel list, stay search, sitemap) until approved; approving or rejecting mails its managers.
 * Hotels that existed before and those an agency admin creates are approved.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { addDays, todayInSouthAfrica } from '../src/common/dates.js';
import { activities, amenities, auditEvents, hotels, mailOutbox } from '../src/db/schema.js';
import { RESPONSE_STORE } from '../src/cache/response-store.js';
import { createHotel, createRoom, createRoomType, uniqueName } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.as('AGENCY_ADMIN')).token!;
});
afterAll(async () => {
  await t.close();
});

const HOTEL = `query($id: ID!) { hotel(id: $id) { id name reviewStatus } }`;

/** Registers a manager and hotel through /api/hotels/hotelanduser (what /addhotel posts), in its own city. */
async function registerHotel() {
  const username = uniqueName('owner').replace(/_/g, '.');
  const city = uniqueName('Karoo').replace(/[^A-Za-z]/g, '');
  const name = uniqueName('Karoo Stars');
  const res = await request(t.http)
    .post('/api/hotels/hotelanduser')
    .send({
      username,
      password: 'Karoo2026night',
      email: `${username}@example.test`,
      phone: '+27 82 555 0123',
      country: 'South Africa',
      city: 'Graaff-Reinet',
      hotel: { name, type: 'Guest House', address: '4 Church Street', country: 'South Africa', city, postalCode: '6280', email: 'stay@karoo.example', phone: '+27 49 892 1234', photos: [], desc: 'Quiet rooms.', rating: 4.5, distance: 350 },
    })
    .expect(201);
  const id = res.body.details.hotels[0] as string;
  // Bookable, so that only its review keeps it out of the stay search.
  const roomType = await createRoomType(t.db, id);
  await createRoom(t.db, roomType, [uniqueName('K')]);
  const [amenity] = await t.db.insert(amenities).values({ hotelId: id, name: uniqueName('Pool') }).returning();
  const [activity] = await t.db.insert(activities).values({ hotelId: id, name: uniqueName('Stargazing'), duration: '2 hours', maxParticipants: 8 }).returning();
  return {
    id,
    name,
    city,
    token: res.body.token as string,
    email: `${username}@example.test`,
    restHotel: res.body.hotel,
    roomTypeId: roomType.id,
    amenityId: amenity!.id,
    activityId: activity!.id,
  };
}

/** What a visitor sees of the hotel, everywhere it could appear. */
async function publicView(hotel: { id: string; city: string }) {
  await t.app.get(RESPONSE_STORE).clear();
  const checkIn = addDays(todayInSouthAfrica(), 30);
  const [page, graph, list, search, sitemap] = await Promise.all([
    request(t.http).get(`/api/hotels/${hotel.id}`),
    t.bearer(undefined).gql(HOTEL, { id: hotel.id }),
    request(t.http).get('/api/hotels'),
    request(t.http).get('/api/hotels').query({ city: hotel.city, checkIn, checkOut: addDays(checkIn, 1) }),
    request(t.http).get('/sitemap.xml'),
  ]);
  return {
    page: page.status,
    graph: graph.body.data.hotel !== null,
    list: (list.body as { _id: string }[]).some((h) => h._id === hotel.id),
    search: (search.body as { _id: string }[]).some((h) => h._id === hotel.id),
    sitemap: sitemap.text.includes(`/hotels/${hotel.id}`),
  };
}
const HIDDEN = { page: 404, graph: false, list: false, search: false, sitemap: false };
const SHOWN = { page: 200, graph: true, list: true, search: true, sitemap: true };

describe('a hotel registered from /addhotel', () => {
  it('waits for review: hidden from visitors (page, list, stay search, sitemap), shown to its manager and agency admins', async () => {
    const hotel = await registerHotel();
    expect(hotel.restHotel).toMatchObject({ _id: hotel.id, name: hotel.name });
    expect((await t.db.select().from(hotels).where(eq(hotels.id, hotel.id)))[0]!.reviewStatus).toBe('PENDING');
    expect(await publicView(hotel)).toEqual(HIDDEN);

    for (const token of [hotel.token, admin]) {
      expect((await t.bearer(token).gql(HOTEL, { id: hotel.id })).body.data.hotel).toEqual({ id: hotel.id, name: hotel.name, reviewStatus: 'PENDING' });
    }
    const managed = await t.bearer(hotel.token).gql('{ managedHotels { id reviewStatus } }', {});
    expect(managed.body.data.managedHotels).toEqual([{ id: hotel.id, reviewStatus: 'PENDING' }]);
    // Another manager and a customer see nothing.
    for (const role of ['HOTEL_MANAGER', 'CUSTOMER'] as const) {
      const other = (await t.as(role)).token!;
      expect((await t.bearer(other).gql(HOTEL, { id: hotel.id })).body.data.hotel).toBeNull();
    }
  });

  it('an agency admin approves it: public everywhere, audited, and its manager is mailed', async () => {
    const hotel = await registerHotel();
    const approved = await t.bearer(admin).gql('mutation($id: ID!) { approveHotel(id: $id) { id reviewStatus } }', { id: hotel.id });
    expect(approved.body).toEqual({ data: { approveHotel: { id: hotel.id, reviewStatus: 'APPROVED' } } });
    expect(await publicView(hotel)).toEqual(SHOWN);

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, hotel.email));
    expect(mails.map((m) => m.template)).toEqual(['hotel-approved']);
    expect(mails[0]!.subject).toBe(`${hotel.name} is now on Ubuntu Horizons Travel`);
    const audit = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, hotel.id), eq(auditEvents.action, 'UPDATED')));
    expect(audit).toHaveLength(1);
  });

  it('an agency admin rejects it: hidden again, and its manager is mailed; a manager cannot review their own hotel', async () => {
    const hotel = await registerHotel();
    const own = await t.bearer(hotel.token).gql('mutation($id: ID!) { approveHotel(id: $id) { id } }', { id: hotel.id });
    expect(own.body.errors[0].extensions.code).toBe('FORBIDDEN');
    await t.bearer(admin).gql('mutation($id: ID!) { approveHotel(id: $id) { id } }', { id: hotel.id });
    const rejected = await t.bearer(admin).gql('mutation($id: ID!) { rejectHotel(id: $id) { reviewStatus } }', { id: hotel.id });
    expect(rejected.body.data.rejectHotel).toEqual({ reviewStatus: 'REJECTED' });
    expect(await publicView(hotel)).toEqual(HIDDEN);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, hotel.email));
    expect(mails.map((m) => m.template).sort()).toEqual(['hotel-approved', 'hotel-rejected']);
    const missing = await t.bearer(admin).gql('mutation($id: ID!) { rejectHotel(id: $id) { id } }', { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('other hotels', () => {
  it('a hotel an agency admin creates is approved; a manager’s second hotel waits for review too; existing rows default to approved', async () => {
    const input = { name: uniqueName('Admin Lodge'), type: 'Lodge', address: '1 Main Road', country: 'South Africa', city: 'Knysna', postalCode: '6570', email: 'stay@lodge.example', phone: '+27 44 555 0100', photos: [], description: 'A lodge.', rating: 4, distanceFromCentreM: 100 };
    const CREATE = `mutation($input: HotelInput!) { createHotel(input: $input) { reviewStatus } }`;
    expect((await t.bearer(admin).gql(CREATE, { input })).body.data.createHotel).toEqual({ reviewStatus: 'APPROVED' });
    const manager = (await t.as('HOTEL_MANAGER')).token!;
    expect((await t.bearer(manager).gql(CREATE, { input: { ...input, name: uniqueName('Second') } })).body.data.createHotel).toEqual({ reviewStatus: 'PENDING' });
    // A row written without a status (as every hotel before this change): approved, public.
    const existing = await createHotel(t.db);
    expect(existing.reviewStatus).toBe('APPROVED');
    expect((await t.bearer(undefined).gql(HOTEL, { id: existing.id })).body.data.hotel).toMatchObject({ id: existing.id, reviewStatus: 'APPROVED' });
  });
});

/**
 * Everything under a hotel, by every public read that takes a hotel id or returns a hotel's rows: a hotel
 * awaiting review (or rejected) must answer exactly as an unknown hotel does, not only on its own page.
 * One rule serves them all (server/src/hotels/hotel-visibility.ts); this walks each read as each caller.
 */
describe('what is under a hotel awaiting review', () => {
  type Registered = Awaited<ReturnType<typeof registerHotel>>;
  const UNDER = `query($hotelId: ID!, $roomTypeId: ID!, $amenityId: ID!, $activityId: ID!) {
    roomTypes(hotelId: $hotelId) { id }
    amenities(hotelId: $hotelId) { id }
    activities(hotelId: $hotelId) { id }
    roomType(id: $roomTypeId) { id }
    amenity(id: $amenityId) { id }
    activity(id: $activityId) { id }
  }`;
  const AVAILABILITY = `query($stay: StayAvailabilityInput!) { stayAvailability(input: $stay) { hotel { id } roomTypes { roomType { id } } } }`;
  const NESTED = `query($id: ID!) { hotel(id: $id) { roomTypes { id } amenities { id } activities { id } } }`;

  /** What one caller (token, or anonymous) sees of the hotel's rows: true where anything of it shows. */
  async function viewUnder(hotel: Registered, token?: string) {
    await t.app.get(RESPONSE_STORE).clear();
    const checkIn = addDays(todayInSouthAfrica(), 40);
    const stay = { hotelId: hotel.id, checkIn, checkOut: addDays(checkIn, 2) };
    const auth = (r: request.Test) => (token ? r.set('Authorization', `Bearer ${token}`) : r);
    const [graph, availability, nested, restRoomTypes, restAmenities, restActivities, restAllActivities, restRoomType, restAmenity, restActivity] =
      await Promise.all([
        t.bearer(token).gql(UNDER, { hotelId: hotel.id, roomTypeId: hotel.roomTypeId, amenityId: hotel.amenityId, activityId: hotel.activityId }),
        t.bearer(token).gql(AVAILABILITY, { stay }),
        t.bearer(token).gql(NESTED, { id: hotel.id }),
        auth(request(t.http).get('/api/roomtypes').query({ hotelId: hotel.id })),
        auth(request(t.http).get('/api/amenities').query({ hotelId: hotel.id })),
        auth(request(t.http).get('/api/activities').query({ hotelId: hotel.id })),
        auth(request(t.http).get('/api/activities')),
        auth(request(t.http).get(`/api/roomtypes/${hotel.roomTypeId}`)),
        auth(request(t.http).get(`/api/amenities/${hotel.amenityId}`)),
        auth(request(t.http).get(`/api/activities/${hotel.activityId}`)),
      ]);
    const data = graph.body.data as Record<string, unknown>;
    const ids = (list: unknown) => (list as { _id?: string; id?: string }[]).map((x) => x._id ?? x.id);
    return {
      roomTypes: (data.roomTypes as unknown[]).length > 0,
      amenities: (data.amenities as unknown[]).length > 0,
      activities: (data.activities as unknown[]).length > 0,
      roomType: data.roomType !== null,
      amenity: data.amenity !== null,
      activity: data.activity !== null,
      // Anyone but a public (approved) hotel's visitor: NOT_FOUND, as for an unknown hotel id.
      availability: availability.body.data?.stayAvailability ? true : availability.body.errors[0].extensions.code,
      nested: nested.body.data.hotel !== null && (nested.body.data.hotel.roomTypes as unknown[]).length > 0,
      restRoomTypes: ids(restRoomTypes.body).includes(hotel.roomTypeId),
      restAmenities: ids(restAmenities.body).includes(hotel.amenityId),
      restActivities: ids(restActivities.body).includes(hotel.activityId),
      restAllActivities: ids(restAllActivities.body).includes(hotel.activityId),
      restRoomType: restRoomType.status,
      restAmenity: restAmenity.status,
      restActivity: restActivity.status,
    };
  }
  const HIDDEN_UNDER = {
    roomTypes: false,
    amenities: false,
    activities: false,
    roomType: false,
    amenity: false,
    activity: false,
    availability: 'NOT_FOUND',
    nested: false,
    restRoomTypes: false,
    restAmenities: false,
    restActivities: false,
    restAllActivities: false,
    restRoomType: 404,
    restAmenity: 404,
    restActivity: 404,
  };
  // Its managers and agency admins see its rows (to edit and preview them); availability and reservations
  // stay for approved hotels only, whoever asks: a hotel takes no guests before its review.
  const SHOWN_TO_OWNER = { ...HIDDEN_UNDER, ...Object.fromEntries(Object.keys(HIDDEN_UNDER).map((k) => [k, true])), availability: 'NOT_FOUND', restRoomType: 200, restAmenity: 200, restActivity: 200 };
  const SHOWN_UNDER = { ...SHOWN_TO_OWNER, availability: true };

  it('hides its room types, amenities, activities and availability from visitors, customers and other managers; its managers and admins see them', async () => {
    const hotel = await registerHotel();
    // The same answers as for a hotel that does not exist: compare with an unknown id's.
    const unknown = { ...hotel, id: '00000000-0000-4000-8000-000000000001', roomTypeId: '00000000-0000-4000-8000-000000000002', amenityId: '00000000-0000-4000-8000-000000000003', activityId: '00000000-0000-4000-8000-000000000004' };
    expect(await viewUnder(unknown)).toEqual(HIDDEN_UNDER);

    const customer = (await t.as('CUSTOMER')).token!;
    const otherManager = (await t.as('HOTEL_MANAGER')).token!;
    for (const token of [undefined, customer, otherManager]) {
      expect(await viewUnder(hotel, token)).toEqual(HIDDEN_UNDER);
    }
    for (const token of [hotel.token, admin]) {
      expect(await viewUnder(hotel, token)).toEqual(SHOWN_TO_OWNER);
    }

    await t.bearer(admin).gql('mutation($id: ID!) { rejectHotel(id: $id) { id } }', { id: hotel.id });
    expect(await viewUnder(hotel)).toEqual(HIDDEN_UNDER);
    expect(await viewUnder(hotel, otherManager)).toEqual(HIDDEN_UNDER);
    expect(await viewUnder(hotel, hotel.token)).toEqual(SHOWN_TO_OWNER);
  });

  it('shows them to everyone once an agency admin approves the hotel', async () => {
    const hotel = await registerHotel();
    const customer = (await t.as('CUSTOMER')).token!;
    const otherManager = (await t.as('HOTEL_MANAGER')).token!;
    await t.bearer(admin).gql('mutation($id: ID!) { approveHotel(id: $id) { id } }', { id: hotel.id });
    for (const token of [undefined, customer, otherManager, hotel.token, admin]) {
      expect(await viewUnder(hotel, token)).toEqual(SHOWN_UNDER);
    }
  });
});
