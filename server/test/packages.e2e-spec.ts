import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { packages } from '../src/db/schema.js';
import { createPackage, isoDaysFromNow, uniqueName } from './support/factories.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';

let t: TestApp;
let anonymous: Caller;
let asAdmin: Caller;
let adminToken: string;
const asRole: Record<string, Caller> = {};

beforeAll(async () => {
  t = await createTestApp();
  anonymous = await t.as('anonymous');
  asAdmin = await t.as('AGENCY_ADMIN');
  adminToken = asAdmin.token!;
  for (const role of ['CUSTOMER', 'HOTEL_MANAGER', 'STAFF'] as const) asRole[role] = await t.as(role);
});
afterAll(async () => {
  await t.close();
});

const packageCount = async () => (await t.db.select({ n: count() }).from(packages))[0]!.n;

/** The spec's admin form body (desc, duration, price as an object). */
function adminFormBody(overrides: Record<string, unknown> = {}) {
  return {
    title: uniqueName('Drakensberg Escape'),
    type: 'Adventure',
    country: 'South Africa',
    city: 'Bergville',
    duration: 4,
    maxGuests: 8,
    fromDate: isoDaysFromNow(40),
    toDate: isoDaysFromNow(43),
    price: { adult: 8999, child: 4500, currency: 'ZAR' },
    minAge: 10,
    amenities: ['Car Parking'],
    includes: ['Breakfast', '  ', 'Insurance'],
    photos: ['/photos/mountain-hiking-trail.jpg'],
    desc: 'Four days of guided hikes below the Amphitheatre.',
    terms: 'Deposit of 30% secures the booking.',
    featured: true,
    ...overrides,
  };
}

function holidayBody(overrides: Record<string, unknown> = {}) {
  return {
    name: uniqueName('Namibia Dunes'),
    packageType: 'Group',
    description: 'Dunes, canyons and a desert camp.',
    destinations: [
      { location: 'Sossusvlei', attractions: ['Dune 45', 'Deadvlei'] },
      { location: 'Swakopmund', attractions: ['Sandwich Harbour'] },
    ],
    duration: { days: 3, nights: 2 },
    startDate: isoDaysFromNow(60),
    endDate: isoDaysFromNow(62),
    price: { adult: 21500, child: 12000, currency: 'ZAR' },
    photos: ['/photos/storm-open-road.jpg', '/photos/coastal-dune-grass.jpg', '/photos/foggy-jetty.jpg'],
    inclusions: ['Park fees'],
    exclusions: ['Flights'],
    itinerary: [1, 2, 3].map((day) => ({
      day,
      title: `Day ${day}`,
      description: 'Explore.',
      meals: { breakfast: true, lunch: day === 2, dinner: true },
      accommodation: { name: 'Desert Camp', type: 'Tented camp', rating: 4 },
      transportation: { type: '4x4', details: 'Guided transfer' },
    })),
    termsAndConditions: 'Standard terms.',
    cancellationPolicy: 'Full refund up to 30 days before departure.',
    featured: true,
    ...overrides,
  };
}

describe('REST package reads (the spec client calls)', () => {
  it('GET /api/packages answers packages with _id', async () => {
    const pkg = await createPackage(t.db);
    const res = await request(t.http).get('/api/packages?limit=100').expect(200);
    const found = res.body.find((p: { _id: string }) => p._id === pkg.id);
    expect(found).toMatchObject({ _id: pkg.id, title: pkg.title, desc: pkg.description, duration: 5, price: { adult: 10000, currency: 'ZAR' } });
  });

  it('GET /api/packages/{id} answers one package, 404 "Package not found." otherwise', async () => {
    const pkg = await createPackage(t.db);
    await request(t.http).get(`/api/packages/${pkg.id}`).expect(200).expect((r) => expect(r.body._id).toBe(pkg.id));
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await request(t.http).get(`/api/packages/${id}`).expect(404);
      expect(res.body.message).toBe('Package not found.');
    }
  });

  it('GET /api/packages/getPackagesByType lists cruises by default', async () => {
    const cruise = await createPackage(t.db, { type: 'Cruise' });
    const res = await request(t.http).get('/api/packages/getPackagesByType').expect(200);
    expect(res.body.every((p: { type: string }) => p.type === 'Cruise')).toBe(true);
    expect(res.body.map((p: { _id: string }) => p._id)).toContain(cruise.id);
  });

  it('GET /api/packages/getFeaturedCruiseDeals keeps featured packages of the types departing in the window', async () => {
    const inside = await createPackage(t.db, { type: 'Cruise', fromDate: '2031-03-10', toDate: '2031-03-15' });
    const outside = await createPackage(t.db, { type: 'Cruise', fromDate: '2031-09-10', toDate: '2031-09-15' });
    const notFeatured = await createPackage(t.db, { type: 'Adventure', fromDate: '2031-03-11', toDate: '2031-03-12', featured: false });
    const wrongType = await createPackage(t.db, { type: 'Family', fromDate: '2031-03-11', toDate: '2031-03-12' });
    const res = await request(t.http)
      .get('/api/packages/getFeaturedCruiseDeals?types=Cruise,Adventure&fromDate=2031-01-01&toDate=2031-06-30&limit=100')
      .expect(200);
    const ids = res.body.map((p: { _id: string }) => p._id);
    expect(ids).toContain(inside.id);
    expect(ids).not.toContain(outside.id);
    expect(ids).not.toContain(notFeatured.id);
    expect(ids).not.toContain(wrongType.id);
  });

  it('GET /api/packages/getFeaturedCruiseDeals leaves out a deal whose dates have passed (the home page offers Book Now on each)', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(new Date());
    const shift = (days: number) => {
      const date = new Date(`${today}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString().slice(0, 10);
    };
    const past = await createPackage(t.db, { type: 'Cruise', fromDate: shift(-20), toDate: shift(-13) });
    const coming = await createPackage(t.db, { type: 'Cruise', fromDate: shift(13), toDate: shift(20) });
    const res = await request(t.http)
      .get(`/api/packages/getFeaturedCruiseDeals?types=Cruise&fromDate=${shift(-60)}&toDate=${shift(60)}&limit=100`)
      .expect(200);
    const ids = res.body.map((p: { _id: string }) => p._id);
    expect(ids).toContain(coming.id);
    expect(ids).not.toContain(past.id);
  });

  it.each([
    ['limit=10000', 'Limit must be at most 100.'],
    ['limit=0', 'Limit must be at least 1.'],
    ['type=Spaceflight', 'Package Type must be one of Adventure, Honeymoon, Family, Solo, Group, Luxury, Customized, Cruise.'],
    ['featured=maybe', 'Featured must be true or false.'],
    ['departingFrom=2026-02-30', 'Dates must be real calendar dates written YYYY-MM-DD.'],
  ])('GET /api/packages?%s is refused with 400', async (query, message) => {
    const res = await request(t.http).get(`/api/packages?${query}`).expect(400);
    expect(res.body.message).toBe(message);
  });
});

describe('package writes (agency admins only)', () => {
  it('POST /api/packages creates a package from the spec admin form body', async () => {
    const body = adminFormBody();
    const res = await request(t.http).post('/api/packages').set('authorization', `Bearer ${adminToken}`).send(body).expect(201);
    expect(res.body).toMatchObject({ title: body.title, desc: body.desc, duration: 4, includes: ['Breakfast', 'Insurance'], price: { adult: 8999, child: 4500 } });
    await request(t.http).get(`/api/packages/${res.body._id}`).expect(200);
  });

  it.each([
    ['anonymous', undefined, 401],
    ['a customer', 'CUSTOMER', 403],
    ['a hotel manager', 'HOTEL_MANAGER', 403],
    ['staff', 'STAFF', 403],
  ] as const)('refuses %s', async (_who, role, status) => {
    const before = await packageCount();
    const req = request(t.http).post('/api/packages').send(adminFormBody());
    if (role) req.set('authorization', `Bearer ${asRole[role]!.token!}`);
    await req.expect(status);
    expect(await packageCount()).toBe(before);
  });

  it.each([
    ['a missing title', { title: '' }, 'title', 'Title is required.'],
    ['a missing type', { type: undefined }, 'type', 'Package Type is required.'],
    ['a missing description', { desc: ' ' }, 'description', 'Description is required.'],
    ['a negative price', { price: { adult: -1, currency: 'ZAR' } }, 'price.adult', 'Prices cannot be negative.'],
    ['9 photos', { photos: Array.from({ length: 9 }, (_, i) => `/uploads/p${i}.webp`) }, 'photos', 'You can upload a maximum of 8 photos.'],
    ['a script as a photo', { photos: ['javascript:alert(1)'] }, 'photos', 'Photos must be uploaded images (/uploads/...), demo photos (/photos/...) or https:// addresses.'],
    ['an unknown field', { role: 'x' }, 'role', 'Unknown field "role".'],
    ['an end before the start', { fromDate: '2031-05-10', toDate: '2031-05-01' }, 'toDate', 'The end date must be on or after the start date.'],
  ])('refuses %s with a field message and writes nothing', async (_case, change, field, message) => {
    const before = await packageCount();
    const res = await request(t.http).post('/api/packages').set('authorization', `Bearer ${adminToken}`).send(adminFormBody(change)).expect(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await packageCount()).toBe(before);
  });

  it('PUT updates and DELETE removes a package', async () => {
    const pkg = await createPackage(t.db);
    const body = adminFormBody({ title: 'Renamed package' });
    const put = await request(t.http).put(`/api/packages/${pkg.id}`).set('authorization', `Bearer ${adminToken}`).send(body).expect(200);
    expect(put.body).toMatchObject({ _id: pkg.id, title: 'Renamed package' });
    const del = await request(t.http).delete(`/api/packages/${pkg.id}`).set('authorization', `Bearer ${adminToken}`).expect(200);
    expect(del.body.message).toBe('Package deleted successfully!');
    await request(t.http).get(`/api/packages/${pkg.id}`).expect(404);
    await request(t.http).delete(`/api/packages/${pkg.id}`).set('authorization', `Bearer ${adminToken}`).expect(404);
  });

  it('refuses deletes from anyone but an agency admin', async () => {
    const pkg = await createPackage(t.db);
    await request(t.http).delete(`/api/packages/${pkg.id}`).expect(401);
    await request(t.http).delete(`/api/packages/${pkg.id}`).set('authorization', `Bearer ${asRole.HOTEL_MANAGER!.token!}`).expect(403);
    await request(t.http).get(`/api/packages/${pkg.id}`).expect(200);
  });
});

describe('holiday packages', () => {
  it('POST /api/holidayPackages creates one with two destinations and a 3-day itinerary; both GET paths read it', async () => {
    const body = holidayBody();
    const created = await request(t.http).post('/api/holidayPackages').set('authorization', `Bearer ${adminToken}`).send(body).expect(201);
    expect(created.body).toMatchObject({ name: body.name, packageType: 'Group', duration: { days: 3, nights: 2 }, country: 'Sossusvlei' });
    for (const path of [`/api/holidayPackages/${created.body._id}`, `/api/holiday-packages/${created.body._id}`]) {
      const res = await request(t.http).get(path).expect(200);
      expect(res.body.destinations).toEqual(body.destinations);
      expect(res.body.itinerary).toHaveLength(3);
      expect(res.body.itinerary[1]).toMatchObject({ day: 2, meals: { breakfast: true, lunch: true, dinner: true }, accommodation: { name: 'Desert Camp', rating: 4 } });
      expect(res.body).toMatchObject({ inclusions: ['Park fees'], exclusions: ['Flights'], photos: body.photos, reviews: [] });
    }
    const list = await request(t.http).get('/api/holidayPackages').expect(200);
    expect(list.body.map((p: { _id: string }) => p._id)).toContain(created.body._id);
  });

  it('answers "Package not found." for a simple package id or an unknown id', async () => {
    const simple = await createPackage(t.db);
    for (const id of [simple.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await request(t.http).get(`/api/holidayPackages/${id}`).expect(404);
      expect(res.body.message).toBe('Package not found.');
    }
  });

  it.each([
    ['a missing name', { name: '' }, 'name', 'Name is required.'],
    ['a missing package type', { packageType: '' }, 'packageType', 'Package Type is required.'],
    ['a missing description', { description: '' }, 'description', 'Description is required.'],
    ['no destination', { destinations: [] }, 'destinations', 'At least one destination is required.'],
    ['a destination without location', { destinations: [{ location: ' ', attractions: ['A'] }] }, 'destinations.0.location', 'Destination location is required.'],
    ['a destination without attractions', { destinations: [{ location: 'Etosha', attractions: [] }] }, 'destinations.0.attractions', 'Each destination needs at least one attraction.'],
    ['a blank attraction', { destinations: [{ location: 'Etosha', attractions: ['Okaukuejo', '  '] }] }, 'destinations.0.attractions', 'Attractions cannot be blank.'],
    ['a duplicated itinerary day', { itinerary: [{ day: 1, title: 'A' }, { day: 1, title: 'B' }] }, 'itinerary', 'Each itinerary day number may appear only once.'],
  ])('refuses %s and writes nothing', async (_case, change, field, message) => {
    const before = await packageCount();
    const res = await request(t.http).post('/api/holidayPackages').set('authorization', `Bearer ${adminToken}`).send(holidayBody(change)).expect(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await packageCount()).toBe(before);
  });

  it('GraphQL: an admin creates and updates a holiday package; a visitor then finds it', async () => {
    const tag = uniqueName('Okavango').replace('_', '');
    const input = {
      name: `Okavango ${tag}`,
      packageType: 'Luxury',
      description: 'Mokoro trips.',
      destinations: [
        { location: `Maun${tag}`, attractions: ['Delta flight'] },
        { location: 'Khwai', attractions: ['Game drive'] },
      ],
      durationDays: 3,
      durationNights: 2,
      price: { adult: 45000 },
      itinerary: [1, 2, 3].map((day) => ({ day, title: `Day ${day}` })),
    };
    const created = await asAdmin.gql(
      `mutation($input: HolidayPackageInput!) { createHolidayPackage(input: $input) { id title type itinerary { day } destinations { location attractions } price { currency } } }`,
      { input },
    ).expect(200);
    const pkg = created.body.data.createHolidayPackage;
    expect(pkg).toMatchObject({ title: input.name, type: 'Luxury', price: { currency: 'ZAR' } });
    expect(pkg.itinerary.map((d: { day: number }) => d.day)).toEqual([1, 2, 3]);

    const updated = await asAdmin.gql(
      `mutation($id: ID!, $input: HolidayPackageInput!) { updateHolidayPackage(id: $id, input: $input) { destinations { location } itinerary { day } } }`,
      { id: pkg.id, input: { ...input, destinations: [input.destinations[0]], itinerary: [{ day: 1, title: 'Only day' }] } },
    ).expect(200);
    expect(updated.body.data.updateHolidayPackage).toEqual({ destinations: [{ location: `Maun${tag}` }], itinerary: [{ day: 1 }] });

    const found = await anonymous.gql(`query($d: String) { searchPackages(destination: $d) { data { id } } }`, { d: `maun${tag}` });
    expect(found.body.data.searchPackages.data).toEqual([{ id: pkg.id }]);

    const refused = await asRole.CUSTOMER!.gql(`mutation($input: HolidayPackageInput!) { createHolidayPackage(input: $input) { id } }`, { input });
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('GraphQL: deletePackage removes a package of either kind', async () => {
    const pkg = await createPackage(t.db, { kind: 'HOLIDAY' });
    const res = await asAdmin.gql(`mutation($id: ID!) { deletePackage(id: $id) }`, { id: pkg.id }).expect(200);
    expect(res.body.data.deletePackage).toBe(pkg.id);
    expect(await t.db.select().from(packages).where(eq(packages.id, pkg.id))).toEqual([]);
  });
});

describe('destinations', () => {
  it('counts the packages a search for each destination finds', async () => {
    const res = await anonymous.gql('{ destinations { name packageCount } }').expect(200);
    expect(Array.isArray(res.body.data.destinations)).toBe(true);
  });
});
