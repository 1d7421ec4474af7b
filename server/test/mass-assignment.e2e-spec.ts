/**
 * Mass assignment: a caller cannot set what the server decides (a user's role, a booking's status,
 * price or total, a reservation's price, who manages a hotel, who a row belongs to) by adding fields
 * to a request. GraphQL input types refuse unknown fields (a validation error); REST bodies are
 * refused with 400 and 'Unknown field "…".' Either way nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asc, count, eq } from 'drizzle-orm';
import { bookings, enquiries, hotelManagers, hotels, users } from '../src/db/schema.js';
import { TEST_PASSWORD } from './support/factories.js';
import {
  asNewcomer,
  bookingInput,
  createWorld,
  gql,
  hotelInput,
  registration,
  rest,
  stayInput,
  type Outcome,
  type Principal,
  type World,
} from './support/authorization/world.js';

let w: World;
/** Customers of their own for the password changes (a change ends the caller's other sessions). */
const newcomers: World[] = [];
const START_UP_MS = 300_000;

beforeAll(async () => {
  w = await createWorld();
  for (let i = 0; i < 2; i++) newcomers.push(await asNewcomer(w, 'customer'));
}, START_UP_MS);
afterAll(async () => {
  await w?.t.close();
});

/** Everything a smuggled field could have written: counts, every user's role, who manages what, the hotels. */
async function snapshot() {
  const n = async (table: typeof bookings | typeof enquiries | typeof hotels | typeof users) =>
    (await w.t.db.select({ n: count() }).from(table))[0]!.n;
  return {
    bookings: await n(bookings),
    enquiries: await n(enquiries),
    hotels: await n(hotels),
    users: await n(users),
    roles: await w.t.db.select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion }).from(users).orderBy(asc(users.id)),
    managers: await w.t.db.select().from(hotelManagers).orderBy(asc(hotelManagers.hotelId), asc(hotelManagers.userId)),
    hotelA: await w.t.db.select().from(hotels).where(eq(hotels.id, w.hotelA.id)),
    hotelB: await w.t.db.select().from(hotels).where(eq(hotels.id, w.hotelB.id)),
  };
}

interface Case {
  /** What the caller tries to set. */
  name: string;
  /** The smuggled field, named in the refusal. */
  field: string;
  send: () => Promise<Outcome>;
}

const mutate = (who: Principal, field: string, type: string, input: Record<string, unknown>) =>
  gql(w, who, `mutation($input: ${type}!) { ${field}(input: $input) { __typename } }`, { input });

function establishment(extra: Record<string, unknown>, hotelExtra: Record<string, unknown> = {}) {
  const { username, password, email, phone, country, city } = registration();
  return { username, password, email, phone, country, city, hotel: { ...hotelInput(), ...hotelExtra }, ...extra };
}

function restBooking() {
  const { departureDate, returnDate, ...body } = bookingInput(w);
  return { ...body, departure: departureDate, return: returnDate };
}

function restHotel(extra: Record<string, unknown> = {}) {
  const { description, ...hotel } = hotelInput();
  return { ...hotel, desc: description, ...extra };
}

const GRAPHQL_CASES: Case[] = [
  { name: 'a customer registering as an agency admin', field: 'role', send: () => mutate('anonymous', 'register', 'RegisterInput', { ...registration(), role: 'AGENCY_ADMIN' }) },
  { name: 'a new hotel manager registering as an agency admin', field: 'role', send: () => mutate('anonymous', 'registerEstablishment', 'RegisterEstablishmentInput', establishment({ role: 'AGENCY_ADMIN' })) },
  {
    name: 'a new hotel manager naming other managers of their hotel',
    field: 'managerIds',
    send: () => mutate('anonymous', 'registerEstablishment', 'RegisterEstablishmentInput', establishment({}, { managerIds: [w.users.managerOther.id] })),
  },
  { name: 'signing in with a role', field: 'role', send: () => mutate('anonymous', 'login', 'LoginInput', { username: w.users.customer.username, password: TEST_PASSWORD, role: 'AGENCY_ADMIN' }) },
  {
    name: 'a password change that also sets the role',
    field: 'role',
    send: () =>
      gql(newcomers[0]!, 'customer', 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { token } }', {
        input: { currentPassword: TEST_PASSWORD, newPassword: 'Fresh-Horizon-2027', role: 'AGENCY_ADMIN' },
      }),
  },
  { name: "a booking request's status", field: 'status', send: () => mutate('customer', 'requestBooking', 'BookingInput', { ...bookingInput(w), status: 'CONFIRMED' }) },
  { name: "a booking request's total", field: 'total', send: () => mutate('customer', 'requestBooking', 'BookingInput', { ...bookingInput(w), total: 1 }) },
  { name: "a booking request's adult price", field: 'adultPrice', send: () => mutate('customer', 'requestBooking', 'BookingInput', { ...bookingInput(w), adultPrice: 1 }) },
  { name: "a booking request's owner", field: 'userId', send: () => mutate('customer', 'requestBooking', 'BookingInput', { ...bookingInput(w), userId: w.users.staff.id }) },
  { name: "a reservation's total", field: 'total', send: () => mutate('customer', 'reserveStay', 'ReserveStayInput', { ...stayInput(w), total: 1 }) },
  { name: "a reservation's status", field: 'status', send: () => mutate('customer', 'reserveStay', 'ReserveStayInput', { ...stayInput(w), status: 'CONFIRMED' }) },
  { name: "a reservation's nightly price", field: 'pricePerNight', send: () => mutate('customer', 'reserveStay', 'ReserveStayInput', { ...stayInput(w), pricePerNight: 1 }) },
  { name: "a trip plan's status", field: 'status', send: () => mutate('customer', 'sendTripPlan', 'TripPlanInput', { destination: 'Bali', email: 'a@example.test', status: 'CONFIRMED' }) },
  {
    name: 'a manager adding managers to their hotel through updateHotel',
    field: 'managerIds',
    send: () =>
      gql(w, 'managerOther', 'mutation($id: ID!, $input: HotelInput!) { updateHotel(id: $id, input: $input) { __typename } }', {
        id: w.hotelB.id,
        input: { ...hotelInput(), managerIds: [w.users.managerOther.id, w.users.managerOwn.id] },
      }),
  },
  { name: 'a manager creating a hotel with other managers', field: 'managers', send: () => mutate('managerOther', 'createHotel', 'HotelInput', { ...hotelInput(), managers: [w.users.managerOwn.id] }) },
];

const REST_CASES: (Case & { route: string })[] = [
  { name: 'a customer registering as an agency admin', field: 'role', route: 'POST /api/auth/register', send: () => rest(w, 'anonymous', 'post', '/api/auth/register', { ...registration(), role: 'AGENCY_ADMIN' }) },
  { name: 'registering with isAdmin', field: 'isAdmin', route: 'POST /api/auth/register', send: () => rest(w, 'anonymous', 'post', '/api/auth/register', { ...registration(), isAdmin: true }) },
  {
    name: 'a new hotel manager registering as an agency admin',
    field: 'role',
    route: 'POST /api/hotels/hotelanduser',
    send: () => {
      const { username, password } = registration();
      return rest(w, 'anonymous', 'post', '/api/hotels/hotelanduser', { ...restHotel({ email: `${username}@example.test` }), username, password, role: 'AGENCY_ADMIN' });
    },
  },
  {
    name: 'a password change that also sets the role',
    field: 'role',
    route: 'POST /api/auth/change-password',
    send: () => rest(newcomers[1]!, 'customer', 'post', '/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'Fresh-Horizon-2027', role: 'AGENCY_ADMIN' }),
  },
  { name: "a booking request's status", field: 'status', route: 'POST /api/bookings', send: () => rest(w, 'customer', 'post', '/api/bookings', { ...restBooking(), status: 'CONFIRMED' }) },
  { name: "a booking request's total", field: 'total', route: 'POST /api/bookings', send: () => rest(w, 'customer', 'post', '/api/bookings', { ...restBooking(), total: 1 }) },
  { name: "a booking request's owner", field: 'userId', route: 'POST /api/bookings', send: () => rest(w, 'customer', 'post', '/api/bookings', { ...restBooking(), userId: w.users.staff.id }) },
  { name: "a reservation's total", field: 'total', route: 'POST /api/stays/reservations', send: () => rest(w, 'customer', 'post', '/api/stays/reservations', { ...stayInput(w), total: 1 }) },
  { name: "a reservation's status", field: 'status', route: 'POST /api/stays/reservations', send: () => rest(w, 'customer', 'post', '/api/stays/reservations', { ...stayInput(w), status: 'CONFIRMED' }) },
  {
    name: "a trip plan's status",
    field: 'status',
    route: 'POST /api/enquiries/trip-plan',
    send: () => rest(w, 'customer', 'post', '/api/enquiries/trip-plan', { destination: 'Bali', email: 'a@example.test', firstName: 'A', lastName: 'B', status: 'CONFIRMED' }),
  },
  { name: 'a manager adding another manager to their hotel', field: 'managers', route: 'PUT /api/hotels/:id', send: () => rest(w, 'managerOther', 'put', `/api/hotels/${w.hotelB.id}`, restHotel({ managers: [w.users.managerOwn.id] })) },
  { name: 'a manager creating a hotel owned by someone else', field: 'owner', route: 'POST /api/hotels', send: () => rest(w, 'managerOther', 'post', '/api/hotels', restHotel({ owner: w.users.managerOwn.id })) },
];

const OTHER_CASES = 4;

describe(`mass assignment: ${GRAPHQL_CASES.length + REST_CASES.length + OTHER_CASES} cases`, () => {
  it.each(GRAPHQL_CASES.map((c) => [c.name, c] as const))('GraphQL refuses %s: a validation error, nothing written', async (_name, c) => {
    const before = await snapshot();
    const outcome = await c.send();
    expect({ ok: outcome.ok, code: outcome.code }).toEqual({ ok: false, code: expect.stringMatching(/^(BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED)$/) });
    expect(outcome.message).toContain(`"${c.field}"`);
    expect(await snapshot()).toEqual(before);
  });

  it.each(REST_CASES.map((c) => [c.name, c.route, c] as const))('REST refuses %s (%s): 400 Unknown field, nothing written', async (_name, _route, c) => {
    const before = await snapshot();
    const outcome = await c.send();
    expect({ status: outcome.status, code: outcome.code }).toEqual({ status: 400, code: 'BAD_USER_INPUT' });
    // A flat establishment body's extra fields belong to its hotel part ("hotel.role").
    const fields = Object.entries((outcome.data.fields ?? {}) as Record<string, string>).filter(([key]) => key === c.field || key.endsWith(`.${c.field}`));
    expect(fields.map(([, message]) => message)).toEqual([expect.stringMatching(new RegExp(`^Unknown field "([a-z]+\\.)?${c.field}"\\.$`))]);
    expect(await snapshot()).toEqual(before);
  });

  it("the spec form's hidden adult price is dropped: the server prices the booking from the package", async () => {
    // The spec's booking form posts the price it showed (a hidden field); it is accepted and ignored.
    const outcome = await rest(w, 'customer', 'post', '/api/bookings', { ...restBooking(), adultPrice: 1 });
    expect(outcome.status).toBe(201);
    const [row] = await w.t.db.select().from(bookings).where(eq(bookings.id, outcome.data._id as string));
    expect({ adult: row!.adultPriceCents, total: row!.totalCents, status: row!.status }).toEqual({
      adult: w.pkg.priceAdultCents,
      total: w.pkg.priceAdultCents * 2,
      status: 'PENDING',
    });
  });

  it('a customer cannot give themself a role through the users and roles API', async () => {
    const before = await snapshot();
    const outcome = await gql(w, 'customer', 'mutation($input: SetUserRoleInput!) { setUserRole(input: $input) { role } }', {
      input: { userId: w.users.customer.id, role: 'AGENCY_ADMIN' },
    });
    expect(outcome.code).toBe('FORBIDDEN');
    expect(await snapshot()).toEqual(before);
  });

  it('a hotel manager cannot add themself to another hotel (assignHotelManager)', async () => {
    const before = await snapshot();
    const outcome = await gql(w, 'managerOther', 'mutation($h: ID!, $u: ID!) { assignHotelManager(hotelId: $h, userId: $u) { id } }', {
      h: w.hotelA.id,
      u: w.users.managerOther.id,
    });
    expect(outcome.code).toBe('FORBIDDEN');
    expect(await snapshot()).toEqual(before);
  });

  it('the same requests without the extra field succeed, with what the server decides', async () => {
    const [viaGraphql, viaRest] = [registration(), registration()];
    const before = (await w.t.db.select().from(bookings).where(eq(bookings.userId, w.users.customer.id))).length;
    const outcomes = [
      await mutate('customer', 'requestBooking', 'BookingInput', bookingInput(w)),
      await mutate('customer', 'reserveStay', 'ReserveStayInput', stayInput(w)),
      await mutate('anonymous', 'register', 'RegisterInput', viaGraphql),
      await rest(w, 'customer', 'post', '/api/bookings', restBooking()),
      await rest(w, 'customer', 'post', '/api/stays/reservations', stayInput(w)),
      await rest(w, 'anonymous', 'post', '/api/auth/register', viaRest),
    ];
    expect(outcomes.map((o) => [o.ok, o.code])).toEqual(outcomes.map(() => [true, undefined]));
    // New accounts are customers; new requests are PENDING.
    for (const { username } of [viaGraphql, viaRest]) {
      expect((await w.t.db.select().from(users).where(eq(users.username, username)))[0]?.role).toBe('CUSTOMER');
    }
    const mine = await w.t.db.select().from(bookings).where(eq(bookings.userId, w.users.customer.id));
    expect(mine).toHaveLength(before + 4);
    expect(mine.map((b) => b.status)).toEqual(mine.map(() => 'PENDING'));
  });
});
