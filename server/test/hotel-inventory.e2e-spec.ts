/**
 * Everything under a hotel over HTTP, GraphQL and REST: who may call each operation (and that a
 * refused write changes nothing), the spec's validation messages, cross-hotel references, dated
 * rates written all-or-nothing, and the room number rules around stays.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { and, asc, eq, isNull } from 'drizzle-orm';
import request from 'supertest';
import { addDays, todayInSouthAfrica } from '../src/common/dates.js';
import {
  activities,
  amenities,
  bookings,
  rates,
  rateTypes,
  roomTypes,
  roomUnitNights,
  roomUnits,
  rooms,
  type HotelRow,
  type UserRow,
} from '../src/db/schema.js';
import { RoomTypesService } from '../src/hotel-inventory/room-types.service.js';
import {
  createHotel,
  createRate,
  createRateType,
  createRoom,
  createRoomType,
  uniqueName,
  type RoomTypeRow,
} from './support/factories.js';
import { createTestApp, type Caller, type TestApp } from './support/test-app.js';

type Who = 'anonymous' | 'customer' | 'staff' | 'manager' | 'otherManager' | 'admin';
const EVERYONE: Who[] = ['anonymous', 'customer', 'staff', 'manager', 'otherManager', 'admin'];
const OWNERS: Who[] = ['manager', 'admin'];
const NON_OWNERS: Who[] = ['anonymous', 'customer', 'staff', 'otherManager'];
const FILL = 'Please fill in all required fields.';

let t: TestApp;
let callers: Record<Who, Caller>;
let manager: UserRow;
let hotelA: HotelRow;
let hotelB: HotelRow;
/** Room types the fixtures hang off: one of each hotel. */
let rtA: RoomTypeRow;
let rtB: RoomTypeRow;

beforeAll(async () => {
  t = await createTestApp();
  callers = {
    anonymous: await t.as('anonymous'),
    manager: await t.as('HOTEL_MANAGER'),
    otherManager: await t.as('HOTEL_MANAGER'),
    customer: await t.as('CUSTOMER'),
    staff: await t.as('STAFF'),
    admin: await t.as('AGENCY_ADMIN'),
  };
  manager = callers.manager.user!;
  hotelA = await createHotel(t.db, { managerId: manager.id });
  hotelB = await createHotel(t.db, { managerId: callers.otherManager.user!.id });
  rtA = await createRoomType(t.db, hotelA.id, { name: 'A Standard' });
  rtB = await createRoomType(t.db, hotelB.id, { name: 'B Standard' });
});
afterAll(async () => {
  await t.close();
});

interface Outcome {
  ok: boolean;
  status: number;
  code?: string;
  message?: string;
  fields?: Record<string, string>;
  // The answer's shape differs per operation; tests read the fields they are about.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

/** `who` calls a GraphQL operation: success, or its first error's code, message and fields. */
async function gqlAs(who: Who, query: string, variables?: Record<string, unknown>): Promise<Outcome> {
  const res = await callers[who].gql(query, variables);
  const error = res.body.errors?.[0];
  return {
    ok: !error,
    status: res.status,
    code: error?.extensions?.code,
    message: error?.message,
    fields: error?.extensions?.fields,
    data: res.body.data,
  };
}

async function rest(who: Who, method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown): Promise<Outcome> {
  let req = request(t.http)[method](`/api${path}`);
  const token = callers[who].token;
  if (token) req = req.set('authorization', `Bearer ${token}`);
  const res = body === undefined ? await req : await req.send(body as object);
  const ok = res.status < 300;
  return { ok, status: res.status, code: ok ? undefined : res.body?.code, message: res.body?.message, fields: res.body?.fields, data: res.body };
}

const refusal = (who: Who) => (who === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');

let dayOffset = 40;
/** A night no other test uses (rates are unique per room type, rate type and night). */
const freshNight = () => addDays(todayInSouthAfrica(), dayOffset++);
const freshNumber = () => uniqueName('N');

const fresh = {
  roomType: () => createRoomType(t.db, hotelA.id),
  room: async () => (await createRoom(t.db, rtA, [freshNumber(), freshNumber()])).room,
  unit: async () => (await createRoom(t.db, rtA, [freshNumber()])).units[0]!,
  amenity: async () =>
    (await t.db.insert(amenities).values({ hotelId: hotelA.id, name: uniqueName('Pool') }).returning())[0]!,
  activity: async () =>
    (
      await t.db
        .insert(activities)
        .values({ hotelId: hotelA.id, name: uniqueName('Game drive'), duration: '3 hours', maxParticipants: 8, priceCents: 45_000 })
        .returning()
    )[0]!,
  // Each on a room type of its own: one rate name per room type, and the access walk makes dozens.
  rateType: async () => createRateType(t.db, await createRoomType(t.db, hotelA.id)),
  rate: () => createRate(t.db, rtA, { date: freshNight() }),
};

const roomTypeOfRateType = async (id: string) => (await t.db.select().from(rateTypes).where(eq(rateTypes.id, id)))[0]!.roomTypeId;

const rowsOfHotel = {
  roomTypes: () => t.db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotelA.id)).orderBy(asc(roomTypes.id)),
  rooms: async () => ({
    rooms: await t.db.select().from(rooms).where(eq(rooms.hotelId, hotelA.id)).orderBy(asc(rooms.id)),
    units: await t.db.select().from(roomUnits).where(eq(roomUnits.hotelId, hotelA.id)).orderBy(asc(roomUnits.id)),
  }),
  amenities: () => t.db.select().from(amenities).where(eq(amenities.hotelId, hotelA.id)).orderBy(asc(amenities.id)),
  activities: () => t.db.select().from(activities).where(eq(activities.hotelId, hotelA.id)).orderBy(asc(activities.id)),
  rateTypes: () => t.db.select().from(rateTypes).where(eq(rateTypes.hotelId, hotelA.id)).orderBy(asc(rateTypes.id)),
  rates: () => t.db.select().from(rates).where(eq(rates.hotelId, hotelA.id)).orderBy(asc(rates.id)),
};

/** Holds a room unit's night for a (PENDING) stay, as a reservation would. */
async function holdStay(roomUnitId: string, night: string): Promise<void> {
  const [booking] = await t.db
    .insert(bookings)
    .values({
      reference: uniqueName('UH').slice(0, 12),
      kind: 'STAY',
      fullName: 'Sipho Dlamini',
      email: 'sipho@example.co.za',
      phone: '+27 82 555 0199',
      guests: 2,
      departureDate: night,
      returnDate: addDays(night, 1),
      hotelId: hotelA.id,
      hotelName: hotelA.name,
      roomTypeName: 'A Standard',
      adults: 2,
      children: 0,
      roomCount: 1,
      totalCents: 100_000,
      currency: 'ZAR',
    })
    .returning();
  await t.db.insert(roomUnitNights).values({ roomUnitId, night, bookingId: booking!.id });
}

// ------------------------------------------------------------------ GraphQL documents
const ROOM_TYPE_FIELDS = 'id hotelId name description capacity baseRate amenities photos';
const ROOM_FIELDS = 'id hotelId roomTypeId title maxPeople active roomNumbers units { id number unavailableDates } roomType { id name }';
const RATE_TYPE_FIELDS = 'id hotelId roomTypeId name description singleRate doubleRate groupRate active roomType { id name }';
const RATE_FIELDS =
  'id hotelId roomTypeId rateTypeId date stoRateSingle rackRateSingle stoRateDouble rackRateDouble stoRateGroup rackRateGroup roomType { name } rateType { name }';
const Q = {
  roomTypes: `query($hotelId: ID!) { roomTypes(hotelId: $hotelId) { ${ROOM_TYPE_FIELDS} } }`,
  roomType: `query($id: ID!) { roomType(id: $id) { ${ROOM_TYPE_FIELDS} } }`,
  createRoomType: `mutation($input: CreateRoomTypeInput!) { createRoomType(input: $input) { ${ROOM_TYPE_FIELDS} } }`,
  updateRoomType: `mutation($id: ID!, $input: UpdateRoomTypeInput!) { updateRoomType(id: $id, input: $input) { ${ROOM_TYPE_FIELDS} } }`,
  deleteRoomType: `mutation($id: ID!) { deleteRoomType(id: $id) }`,
  rooms: `query($hotelId: ID!) { rooms(hotelId: $hotelId) { ${ROOM_FIELDS} } }`,
  room: `query($id: ID!) { room(id: $id) { ${ROOM_FIELDS} } }`,
  createRoom: `mutation($input: CreateRoomInput!) { createRoom(input: $input) { ${ROOM_FIELDS} } }`,
  updateRoom: `mutation($id: ID!, $input: UpdateRoomInput!) { updateRoom(id: $id, input: $input) { ${ROOM_FIELDS} } }`,
  deleteRoom: `mutation($id: ID!) { deleteRoom(id: $id) }`,
  setUnit: `mutation($id: ID!, $dates: [LocalDate!]!) { setRoomUnitUnavailableDates(roomUnitId: $id, dates: $dates) { id number unavailableDates } }`,
  amenities: `query($hotelId: ID!) { amenities(hotelId: $hotelId) { id hotelId name description } }`,
  amenity: `query($id: ID!) { amenity(id: $id) { id hotelId name description } }`,
  createAmenity: `mutation($input: CreateAmenityInput!) { createAmenity(input: $input) { id hotelId name description } }`,
  updateAmenity: `mutation($id: ID!, $input: UpdateAmenityInput!) { updateAmenity(id: $id, input: $input) { id name description } }`,
  deleteAmenity: `mutation($id: ID!) { deleteAmenity(id: $id) }`,
  activities: `query($hotelId: ID!) { activities(hotelId: $hotelId) { id hotelId name description duration maxParticipants price } }`,
  activity: `query($id: ID!) { activity(id: $id) { id name price } }`,
  createActivity: `mutation($input: CreateActivityInput!) { createActivity(input: $input) { id hotelId name duration maxParticipants price } }`,
  updateActivity: `mutation($id: ID!, $input: UpdateActivityInput!) { updateActivity(id: $id, input: $input) { id name price } }`,
  deleteActivity: `mutation($id: ID!) { deleteActivity(id: $id) }`,
  ratePresets: `{ ratePresets { name description } }`,
  rateTypes: `query($hotelId: ID!) { rateTypes(hotelId: $hotelId) { ${RATE_TYPE_FIELDS} } }`,
  rateType: `query($id: ID!) { rateType(id: $id) { ${RATE_TYPE_FIELDS} } }`,
  createRateType: `mutation($input: RateTypeInput!) { createRateType(input: $input) { ${RATE_TYPE_FIELDS} } }`,
  updateRateType: `mutation($id: ID!, $input: RateTypeInput!) { updateRateType(id: $id, input: $input) { ${RATE_TYPE_FIELDS} } }`,
  deleteRateType: `mutation($id: ID!) { deleteRateType(id: $id) }`,
  rates: `query($hotelId: ID!, $roomTypeId: ID, $fromDate: LocalDate, $toDate: LocalDate) { rates(hotelId: $hotelId, roomTypeId: $roomTypeId, fromDate: $fromDate, toDate: $toDate) { ${RATE_FIELDS} } }`,
  rate: `query($id: ID!) { rate(id: $id) { ${RATE_FIELDS} } }`,
  createRates: `mutation($input: CreateRatesInput!) { createRates(input: $input) { ${RATE_FIELDS} } }`,
  updateRate: `mutation($id: ID!, $input: UpdateRateInput!) { updateRate(id: $id, input: $input) { ${RATE_FIELDS} } }`,
  deleteRate: `mutation($id: ID!) { deleteRate(id: $id) }`,
};

const roomTypeInput = () => ({ name: uniqueName('Deluxe'), capacity: 2, baseRate: 1500, amenities: [' Wi-Fi ', ''], photos: [] });
const roomInput = () => ({ roomTypeId: rtA.id, title: 'Sea view', maxPeople: 2, roomNumbers: [`${freshNumber()}, ${freshNumber()}`] });
const rateTypeInput = () => ({ hotelId: hotelA.id, roomTypeId: rtA.id, name: 'Weekend Rate', singleRate: 900, doubleRate: 1200, groupRate: 3000 });
const rateAmounts = { stoRateDouble: 1100, rackRateDouble: 1300 };
const activityInput = () => ({ name: uniqueName('Wine tasting'), duration: '2 hours', maxParticipants: 12, price: 350 });

// ------------------------------------------------------------------ the access table
interface Operation {
  name: string;
  access: 'PUBLIC' | 'OWNER';
  /** Fresh data for one call: a write consumes it. */
  prepare: () => Promise<string>;
  call: (who: Who, id: string) => Promise<Outcome>;
  /** What a refused write must leave exactly as it was. */
  state?: (id: string) => Promise<unknown>;
}

const noData = async () => '';
const op = (o: Operation) => o;

const OPERATIONS: Operation[] = [
  // room types
  op({ name: 'Query.roomTypes', access: 'PUBLIC', prepare: noData, call: (w) => gqlAs(w, Q.roomTypes, { hotelId: hotelA.id }) }),
  op({ name: 'Query.roomType', access: 'PUBLIC', prepare: noData, call: (w) => gqlAs(w, Q.roomType, { id: rtA.id }) }),
  op({
    name: 'Mutation.createRoomType',
    access: 'OWNER',
    prepare: noData,
    call: (w) => gqlAs(w, Q.createRoomType, { input: { hotelId: hotelA.id, ...roomTypeInput() } }),
    state: rowsOfHotel.roomTypes,
  }),
  op({
    name: 'Mutation.updateRoomType',
    access: 'OWNER',
    prepare: async () => (await fresh.roomType()).id,
    call: (w, id) => gqlAs(w, Q.updateRoomType, { id, input: roomTypeInput() }),
    state: rowsOfHotel.roomTypes,
  }),
  op({
    name: 'Mutation.deleteRoomType',
    access: 'OWNER',
    prepare: async () => (await fresh.roomType()).id,
    call: (w, id) => gqlAs(w, Q.deleteRoomType, { id }),
    state: rowsOfHotel.roomTypes,
  }),
  op({ name: 'GET /roomtypes', access: 'PUBLIC', prepare: noData, call: (w) => rest(w, 'get', `/roomtypes?hotelId=${hotelA.id}`) }),
  op({ name: 'GET /roomTypes', access: 'PUBLIC', prepare: noData, call: (w) => rest(w, 'get', `/roomTypes?hotelId=${hotelA.id}`) }),
  op({ name: 'GET /roomtypes/:id', access: 'PUBLIC', prepare: noData, call: (w) => rest(w, 'get', `/roomtypes/${rtA.id}`) }),
  op({ name: 'GET /roomtypesrates', access: 'OWNER', prepare: noData, call: (w) => rest(w, 'get', `/roomtypesrates?hotelId=${hotelA.id}`) }),
  op({
    name: 'POST /roomtypes',
    access: 'OWNER',
    prepare: noData,
    call: (w) => rest(w, 'post', '/roomtypes', { hotel: hotelA.id, ...roomTypeInput() }),
    state: rowsOfHotel.roomTypes,
  }),
  op({
    name: 'PUT /roomtypes/:id',
    access: 'OWNER',
    prepare: async () => (await fresh.roomType()).id,
    call: (w, id) => rest(w, 'put', `/roomtypes/${id}`, roomTypeInput()),
    state: rowsOfHotel.roomTypes,
  }),
  op({
    name: 'DELETE /roomtypes/:id',
    access: 'OWNER',
    prepare: async () => (await fresh.roomType()).id,
    call: (w, id) => rest(w, 'delete', `/roomtypes/${id}`),
    state: rowsOfHotel.roomTypes,
  }),
  // rooms
  op({ name: 'Query.rooms', access: 'OWNER', prepare: noData, call: (w) => gqlAs(w, Q.rooms, { hotelId: hotelA.id }) }),
  op({ name: 'Query.room', access: 'OWNER', prepare: async () => (await fresh.room()).id, call: (w, id) => gqlAs(w, Q.room, { id }) }),
  op({
    name: 'Mutation.createRoom',
    access: 'OWNER',
    prepare: noData,
    call: (w) => gqlAs(w, Q.createRoom, { input: { hotelId: hotelA.id, ...roomInput() } }),
    state: rowsOfHotel.rooms,
  }),
  op({
    name: 'Mutation.updateRoom',
    access: 'OWNER',
    prepare: async () => (await fresh.room()).id,
    call: (w, id) => gqlAs(w, Q.updateRoom, { id, input: { ...roomInput(), unavailableDates: [freshNight()] } }),
    state: rowsOfHotel.rooms,
  }),
  op({
    name: 'Mutation.deleteRoom',
    access: 'OWNER',
    prepare: async () => (await fresh.room()).id,
    call: (w, id) => gqlAs(w, Q.deleteRoom, { id }),
    state: rowsOfHotel.rooms,
  }),
  op({
    name: 'Mutation.setRoomUnitUnavailableDates',
    access: 'OWNER',
    prepare: async () => (await fresh.unit()).id,
    call: (w, id) => gqlAs(w, Q.setUnit, { id, dates: [freshNight()] }),
    state: (id) => t.db.select().from(roomUnitNights).where(eq(roomUnitNights.roomUnitId, id)),
  }),
  op({ name: 'GET /rooms?hotelId', access: 'OWNER', prepare: noData, call: (w) => rest(w, 'get', `/rooms?hotelId=${hotelA.id}`) }),
  op({ name: 'GET /rooms/:id', access: 'OWNER', prepare: async () => (await fresh.room()).id, call: (w, id) => rest(w, 'get', `/rooms/${id}`) }),
  op({
    name: 'POST /rooms',
    access: 'OWNER',
    prepare: noData,
    call: (w) => rest(w, 'post', '/rooms', { hotel: hotelA.id, roomType: rtA.id, title: 'Garden', maxPeople: 2, roomNumbers: freshNumber() }),
    state: rowsOfHotel.rooms,
  }),
  op({
    name: 'PUT /rooms/:id',
    access: 'OWNER',
    prepare: async () => (await fresh.room()).id,
    call: (w, id) =>
      rest(w, 'put', `/rooms/${id}`, { hotel: hotelA.id, roomType: rtA.id, title: 'Garden', maxPeople: 3, roomNumbers: [freshNumber()] }),
    state: rowsOfHotel.rooms,
  }),
  op({
    name: 'DELETE /rooms/:id',
    access: 'OWNER',
    prepare: async () => (await fresh.room()).id,
    call: (w, id) => rest(w, 'delete', `/rooms/${id}`),
    state: rowsOfHotel.rooms,
  }),
  // amenities
  op({ name: 'Query.amenities', access: 'PUBLIC', prepare: noData, call: (w) => gqlAs(w, Q.amenities, { hotelId: hotelA.id }) }),
  op({ name: 'Query.amenity', access: 'PUBLIC', prepare: async () => (await fresh.amenity()).id, call: (w, id) => gqlAs(w, Q.amenity, { id }) }),
  op({
    name: 'Mutation.createAmenity',
    access: 'OWNER',
    prepare: noData,
    call: (w) => gqlAs(w, Q.createAmenity, { input: { hotelId: hotelA.id, name: 'Spa' } }),
    state: rowsOfHotel.amenities,
  }),
  op({
    name: 'Mutation.updateAmenity',
    access: 'OWNER',
    prepare: async () => (await fresh.amenity()).id,
    call: (w, id) => gqlAs(w, Q.updateAmenity, { id, input: { name: 'Heated pool', description: 'All year' } }),
    state: rowsOfHotel.amenities,
  }),
  op({
    name: 'Mutation.deleteAmenity',
    access: 'OWNER',
    prepare: async () => (await fresh.amenity()).id,
    call: (w, id) => gqlAs(w, Q.deleteAmenity, { id }),
    state: rowsOfHotel.amenities,
  }),
  op({ name: 'GET /amenities', access: 'PUBLIC', prepare: noData, call: (w) => rest(w, 'get', `/amenities?hotelId=${hotelA.id}`) }),
  op({ name: 'GET /amenities/:id', access: 'PUBLIC', prepare: async () => (await fresh.amenity()).id, call: (w, id) => rest(w, 'get', `/amenities/${id}`) }),
  op({
    name: 'POST /amenities',
    access: 'OWNER',
    prepare: noData,
    call: (w) => rest(w, 'post', '/amenities', { hotel: hotelA.id, name: 'Gym', description: '' }),
    state: rowsOfHotel.amenities,
  }),
  op({
    name: 'PUT /amenities/:id',
    access: 'OWNER',
    prepare: async () => (await fresh.amenity()).id,
    call: (w, id) => rest(w, 'put', `/amenities/${id}`, { name: 'Gym', description: '24 hours' }),
    state: rowsOfHotel.amenities,
  }),
  op({
    name: 'DELETE /amenities/:id',
    access: 'OWNER',
    prepare: async () => (await fresh.amenity()).id,
    call: (w, id) => rest(w, 'delete', `/amenities/${id}`),
    state: rowsOfHotel.amenities,
  }),
  // activities
  op({ name: 'Query.activities', access: 'PUBLIC', prepare: noData, call: (w) => gqlAs(w, Q.activities, { hotelId: hotelA.id }) }),
  op({ name: 'Query.activity', access: 'PUBLIC', prepare: async () => (await fresh.activity()).id, call: (w, id) => gqlAs(w, Q.activity, { id }) }),
  op({
    name: 'Mutation.createActivity',
    access: 'OWNER',
    prepare: noData,
    call: (w) => gqlAs(w, Q.createActivity, { input: { hotelId: hotelA.id, ...activityInput() } }),
    state: rowsOfHotel.activities,
  }),
  op({
    name: 'Mutation.updateActivity',
    access: 'OWNER',
    prepare: async () => (await fresh.activity()).id,
    call: (w, id) => gqlAs(w, Q.updateActivity, { id, input: activityInput() }),
    state: rowsOfHotel.activities,
  }),
  op({
    name: 'Mutation.deleteActivity',
    access: 'OWNER',
    prepare: async () => (await fresh.activity()).id,
    call: (w, id) => gqlAs(w, Q.deleteActivity, { id }),
    state: rowsOfHotel.activities,
  }),
  op({ name: 'GET /activities', access: 'PUBLIC', prepare: noData, call: (w) => rest(w, 'get', '/activities') }),
  op({ name: 'GET /activities?hotelId', access: 'PUBLIC', prepare: noData, call: (w) => rest(w, 'get', `/activities?hotelId=${hotelA.id}`) }),
  op({ name: 'GET /activities/:id', access: 'PUBLIC', prepare: async () => (await fresh.activity()).id, call: (w, id) => rest(w, 'get', `/activities/${id}`) }),
  op({
    name: 'POST /activities',
    access: 'OWNER',
    prepare: noData,
    call: (w) => rest(w, 'post', '/activities', { hotel: hotelA.id, ...activityInput(), maxParticipants: '12', price: '350' }),
    state: rowsOfHotel.activities,
  }),
  op({
    name: 'PUT /activities/:id',
    access: 'OWNER',
    prepare: async () => (await fresh.activity()).id,
    call: (w, id) => rest(w, 'put', `/activities/${id}`, { ...activityInput(), price: '' }),
    state: rowsOfHotel.activities,
  }),
  op({
    name: 'DELETE /activities/:id',
    access: 'OWNER',
    prepare: async () => (await fresh.activity()).id,
    call: (w, id) => rest(w, 'delete', `/activities/${id}`),
    state: rowsOfHotel.activities,
  }),
  // rate presets and rate types
  op({ name: 'Query.ratePresets', access: 'PUBLIC', prepare: noData, call: (w) => gqlAs(w, Q.ratePresets) }),
  op({ name: 'Query.rateTypes', access: 'OWNER', prepare: noData, call: (w) => gqlAs(w, Q.rateTypes, { hotelId: hotelA.id }) }),
  op({ name: 'Query.rateType', access: 'OWNER', prepare: async () => (await fresh.rateType()).id, call: (w, id) => gqlAs(w, Q.rateType, { id }) }),
  op({
    name: 'Mutation.createRateType',
    access: 'OWNER',
    prepare: async () => (await fresh.roomType()).id,
    call: (w, roomTypeId) => gqlAs(w, Q.createRateType, { input: { ...rateTypeInput(), roomTypeId } }),
    state: rowsOfHotel.rateTypes,
  }),
  op({
    name: 'Mutation.updateRateType',
    access: 'OWNER',
    prepare: async () => (await fresh.rateType()).id,
    call: async (w, id) => gqlAs(w, Q.updateRateType, { id, input: { ...rateTypeInput(), roomTypeId: await roomTypeOfRateType(id), name: 'Corporate Rate' } }),
    state: rowsOfHotel.rateTypes,
  }),
  op({
    name: 'Mutation.deleteRateType',
    access: 'OWNER',
    prepare: async () => (await fresh.rateType()).id,
    call: (w, id) => gqlAs(w, Q.deleteRateType, { id }),
    state: rowsOfHotel.rateTypes,
  }),
  op({ name: 'GET /ratetypes', access: 'OWNER', prepare: noData, call: (w) => rest(w, 'get', `/ratetypes?hotelId=${hotelA.id}`) }),
  op({ name: 'GET /ratetypes/:id', access: 'OWNER', prepare: async () => (await fresh.rateType()).id, call: (w, id) => rest(w, 'get', `/ratetypes/${id}`) }),
  op({
    name: 'POST /ratetypes',
    access: 'OWNER',
    prepare: async () => (await fresh.roomType()).id,
    call: (w, roomTypeId) => rest(w, 'post', '/ratetypes', { hotel: hotelA.id, roomType: roomTypeId, name: 'STO Rate', description: 'x', singleRate: '800', doubleRate: 1000, groupRate: 2500 }),
    state: rowsOfHotel.rateTypes,
  }),
  op({
    name: 'PUT /ratetypes/:id',
    access: 'OWNER',
    prepare: async () => (await fresh.rateType()).id,
    // The spec's "same fields" as POST: no room type, so the rate type keeps its own.
    call: (w, id) => rest(w, 'put', `/ratetypes/${id}`, { hotel: hotelA.id, name: 'Family Rate', singleRate: 1, doubleRate: 2, groupRate: 3 }),
    state: rowsOfHotel.rateTypes,
  }),
  op({
    name: 'DELETE /ratetypes/:id',
    access: 'OWNER',
    prepare: async () => (await fresh.rateType()).id,
    call: (w, id) => rest(w, 'delete', `/ratetypes/${id}`),
    state: rowsOfHotel.rateTypes,
  }),
  // rates
  op({ name: 'Query.rates', access: 'OWNER', prepare: noData, call: (w) => gqlAs(w, Q.rates, { hotelId: hotelA.id }) }),
  op({ name: 'Query.rate', access: 'OWNER', prepare: async () => (await fresh.rate()).id, call: (w, id) => gqlAs(w, Q.rate, { id }) }),
  op({
    name: 'Mutation.createRates',
    access: 'OWNER',
    prepare: async () => freshNight(),
    call: (w, night) => gqlAs(w, Q.createRates, { input: { hotelId: hotelA.id, roomTypeId: rtA.id, fromDate: night, ...rateAmounts } }),
    state: rowsOfHotel.rates,
  }),
  op({
    name: 'Mutation.updateRate',
    access: 'OWNER',
    prepare: async () => (await fresh.rate()).id,
    call: (w, id) => gqlAs(w, Q.updateRate, { id, input: { roomTypeId: rtA.id, date: freshNight(), ...rateAmounts } }),
    state: rowsOfHotel.rates,
  }),
  op({
    name: 'Mutation.deleteRate',
    access: 'OWNER',
    prepare: async () => (await fresh.rate()).id,
    call: (w, id) => gqlAs(w, Q.deleteRate, { id }),
    state: rowsOfHotel.rates,
  }),
  op({ name: 'GET /rates', access: 'OWNER', prepare: noData, call: (w) => rest(w, 'get', `/rates?hotelId=${hotelA.id}`) }),
  op({ name: 'GET /rates/:id', access: 'OWNER', prepare: async () => (await fresh.rate()).id, call: (w, id) => rest(w, 'get', `/rates/${id}`) }),
  op({
    name: 'POST /rates',
    access: 'OWNER',
    prepare: async () => freshNight(),
    call: (w, night) => rest(w, 'post', '/rates', { hotel: hotelA.id, roomType: rtA.id, rateType: '', date: night, ...rateAmounts }),
    state: rowsOfHotel.rates,
  }),
  op({
    name: 'PUT /rates/:id',
    access: 'OWNER',
    prepare: async () => (await fresh.rate()).id,
    call: (w, id) => rest(w, 'put', `/rates/${id}`, { hotel: hotelA.id, roomType: rtA.id, date: freshNight(), ...rateAmounts }),
    state: rowsOfHotel.rates,
  }),
  op({
    name: 'DELETE /rates/:id',
    access: 'OWNER',
    prepare: async () => (await fresh.rate()).id,
    call: (w, id) => rest(w, 'delete', `/rates/${id}`),
    state: rowsOfHotel.rates,
  }),
];

describe('who may call each operation', () => {
  it.each(OPERATIONS.filter((o) => o.access === 'PUBLIC').map((o) => [o.name, o] as const))('%s is public', async (_name, operation) => {
    const id = await operation.prepare();
    const outcomes = await Promise.all(EVERYONE.map((who) => operation.call(who, id)));
    outcomes.forEach((outcome, i) => {
      expect({ who: EVERYONE[i], ok: outcome.ok, message: outcome.message }).toEqual({ who: EVERYONE[i], ok: true, message: undefined });
    });
  });

  it.each(OPERATIONS.filter((o) => o.access === 'OWNER').map((o) => [o.name, o] as const))(
    '%s: the hotel manager and agency admins only; refusals change nothing',
    async (_name, operation) => {
      const id = await operation.prepare();
      const before = await operation.state?.(id);
      // Refusals are independent of each other: ask them all at once.
      const outcomes = await Promise.all(NON_OWNERS.map((who) => operation.call(who, id)));
      outcomes.forEach((outcome, i) => {
        const who = NON_OWNERS[i]!;
        expect({ who, ok: outcome.ok, code: outcome.code }).toEqual({ who, ok: false, code: refusal(who) });
        if (who === 'otherManager') expect(outcome.message).toBe('You do not manage this hotel.');
      });
      if (operation.state) expect(await operation.state(id)).toEqual(before);
      for (const who of OWNERS) {
        const outcome = await operation.call(who, await operation.prepare());
        expect({ who, ok: outcome.ok, message: outcome.message }).toMatchObject({ who, ok: true });
      }
    },
  );
});

describe('every inventory operation is in the access table', () => {
  it('covers each Query and Mutation field of the contract', () => {
    const names = new Set(OPERATIONS.map((o) => o.name));
    const contract = [
      'roomTypes', 'roomType', 'rooms', 'room', 'amenities', 'amenity', 'activities', 'activity', 'ratePresets', 'rateTypes', 'rateType', 'rates', 'rate',
    ].map((f) => `Query.${f}`);
    const mutations = ['RoomType', 'Room', 'Amenity', 'Activity', 'RateType'].flatMap((e) => ['create', 'update', 'delete'].map((v) => `Mutation.${v}${e}`));
    for (const name of [...contract, ...mutations, 'Mutation.createRates', 'Mutation.updateRate', 'Mutation.deleteRate', 'Mutation.setRoomUnitUnavailableDates']) {
      expect(names).toContain(name);
    }
  });
});

describe("the spec's validation messages (admin spec §5)", () => {
  it.each([
    ['rate type without a name', '/ratetypes', { hotel: 'A', roomType: 'A', singleRate: 1, doubleRate: 2, groupRate: 3 }, 'name'],
    ['rate type without a single rate', '/ratetypes', { hotel: 'A', roomType: 'A', name: 'Rack Rate', doubleRate: 2, groupRate: 3 }, 'singleRate'],
    ['rate type without a double rate', '/ratetypes', { hotel: 'A', roomType: 'A', name: 'Rack Rate', singleRate: 1, groupRate: 3 }, 'doubleRate'],
    ['rate type without a group rate', '/ratetypes', { hotel: 'A', roomType: 'A', name: 'Rack Rate', singleRate: 1, doubleRate: 2, groupRate: '' }, 'groupRate'],
    ['rate without a room type', '/rates', { hotel: 'A', roomType: '', date: '2030-01-01', ...rateAmounts }, 'roomTypeId'],
    ['rate without a date', '/rates', { hotel: 'A', roomType: 'A', date: '', ...rateAmounts }, 'fromDate'],
    ['rate without an STO double rate', '/rates', { hotel: 'A', roomType: 'A', date: '2030-01-01', rackRateDouble: 1 }, 'stoRateDouble'],
    ['rate without a rack double rate', '/rates', { hotel: 'A', roomType: 'A', date: '2030-01-01', stoRateDouble: 1 }, 'rackRateDouble'],
    ['room without a title', '/rooms', { hotel: 'A', roomType: 'A', title: ' ', maxPeople: 2, roomNumbers: '1' }, 'title'],
    ['room without max people', '/rooms', { hotel: 'A', roomType: 'A', title: 'T', maxPeople: '', roomNumbers: '1' }, 'maxPeople'],
    ['room without a hotel', '/rooms', { hotel: '', roomType: 'A', title: 'T', maxPeople: 2, roomNumbers: '1' }, 'hotelId'],
    ['room without a room type', '/rooms', { hotel: 'A', title: 'T', maxPeople: 2, roomNumbers: '1' }, 'roomTypeId'],
    ['room type without a name', '/roomtypes', { hotel: 'A', capacity: 2, baseRate: 100 }, 'name'],
    ['room type without a capacity', '/roomtypes', { hotel: 'A', name: 'Suite', baseRate: 100 }, 'capacity'],
    ['room type without a base rate', '/roomtypes', { hotel: 'A', name: 'Suite', capacity: 2, baseRate: '' }, 'baseRate'],
    ['amenity without a name', '/amenities', { hotel: 'A', name: '', description: 'x' }, 'name'],
    ['activity without a name', '/activities', { hotel: 'A', duration: '1 hour', maxParticipants: 4 }, 'name'],
    ['activity without a duration', '/activities', { hotel: 'A', name: 'Hike', maxParticipants: 4 }, 'duration'],
    ['activity without max participants', '/activities', { hotel: 'A', name: 'Hike', duration: '1 hour' }, 'maxParticipants'],
  ])('%s: "Please fill in all required fields." and nothing written', async (_case, path, body, field) => {
    const withIds = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, v === 'A' ? (k === 'hotel' ? hotelA.id : rtA.id) : v]),
    );
    const before = await Promise.all(Object.values(rowsOfHotel).map((rows) => rows()));
    const outcome = await rest('manager', 'post', path, withIds);
    expect(outcome).toMatchObject({ status: 400, code: 'BAD_USER_INPUT', message: FILL });
    expect(Object.keys(outcome.fields ?? {})).toContain(field);
    expect(await Promise.all(Object.values(rowsOfHotel).map((rows) => rows()))).toEqual(before);
  });

  it('GraphQL answers the same sentence for a blank required text', async () => {
    for (const [query, input] of [
      [Q.createAmenity, { hotelId: hotelA.id, name: '  ' }],
      [Q.createRoomType, { hotelId: hotelA.id, ...roomTypeInput(), name: '' }],
      [Q.createActivity, { hotelId: hotelA.id, ...activityInput(), duration: '' }],
      [Q.createRoom, { hotelId: hotelA.id, ...roomInput(), title: '' }],
      [Q.createRateType, { ...rateTypeInput(), name: '' }],
    ] as const) {
      expect(await gqlAs('manager', query, { input })).toMatchObject({ ok: false, code: 'BAD_USER_INPUT', message: FILL });
    }
  });

  it('a room type: at most 8 photos, amenities trimmed with blanks dropped, capacity 1..50, amounts not negative', async () => {
    const photos = Array.from({ length: 9 }, (_, i) => `/photos/room-${i}.jpg`);
    const tooMany = await rest('manager', 'post', '/roomtypes', { hotel: hotelA.id, ...roomTypeInput(), photos });
    expect(tooMany).toMatchObject({ status: 400, message: 'You can upload a maximum of 8 photos.' });
    expect(await gqlAs('manager', Q.createRoomType, { input: { hotelId: hotelA.id, ...roomTypeInput(), capacity: 51 } })).toMatchObject({
      message: 'Capacity must be at most 50.',
    });
    expect(await gqlAs('manager', Q.createRoomType, { input: { hotelId: hotelA.id, ...roomTypeInput(), baseRate: -1 } })).toMatchObject({
      message: 'Base rate cannot be negative.',
    });
    const created = await rest('manager', 'post', '/roomtypes', {
      hotel: hotelA.id,
      name: 'Family Suite',
      capacity: '4',
      baseRate: '2450.50',
      amenities: ['  Sea view ', '', '   ', 'Bath'],
      photos: photos.slice(0, 8),
    });
    expect(created).toMatchObject({ status: 201 });
    expect(created.data).toMatchObject({ _id: created.data.id, hotel: hotelA.id, capacity: 4, baseRate: 2450.5, amenities: ['Sea view', 'Bath'] });
    const [row] = await t.db.select().from(roomTypes).where(eq(roomTypes.id, created.data.id));
    expect(row).toMatchObject({ baseRateCents: 245_050, photos: photos.slice(0, 8) });
  });

  it('a rate type: the name must be a preset, and the description is always the preset\'s', async () => {
    const custom = await gqlAs('manager', Q.createRateType, { input: { ...rateTypeInput(), name: 'Cheap Rate' } });
    expect(custom).toMatchObject({ ok: false, code: 'BAD_USER_INPUT', message: 'Choose a rate name from the list.' });
    const created = await rest('manager', 'post', '/ratetypes', {
      hotel: hotelA.id,
      roomType: rtA.id,
      name: 'Student Rate',
      description: 'Made up by the client',
      singleRate: 500,
      doubleRate: 700,
      groupRate: 1500,
    });
    expect(created.data).toMatchObject({ name: 'Student Rate', roomType: rtA.id, hotel: hotelA.id, active: true });
    expect(created.data.description).toBe('Discounted rate for students who show a valid student card at check-in.');
  });

  it('an activity: price optional ("Free" when blank, the spec\'s text), max participants a whole number', async () => {
    const created = await rest('manager', 'post', '/activities', { hotel: hotelA.id, name: 'Sunset cruise', duration: '2 hours', maxParticipants: '20', price: '' });
    expect(created.data).toMatchObject({ _id: created.data.id, price: 'Free', priceAmount: null, maxParticipants: 20, duration: '2 hours' });
    const half = await gqlAs('manager', Q.createActivity, { input: { hotelId: hotelA.id, ...activityInput(), maxParticipants: 0 } });
    expect(half).toMatchObject({ ok: false, message: 'Max participants must be at least 1.' });
  });
});

describe('references across hotels are refused', () => {
  it('a room, rate type or rate of hotel A cannot use a room type of hotel B (even for an agency admin)', async () => {
    const before = await Promise.all(Object.values(rowsOfHotel).map((rows) => rows()));
    for (const who of ['manager', 'admin'] as const) {
      expect(await gqlAs(who, Q.createRoom, { input: { hotelId: hotelA.id, ...roomInput(), roomTypeId: rtB.id } })).toMatchObject({
        ok: false,
        code: 'BAD_USER_INPUT',
        message: 'That room type belongs to another hotel.',
      });
      expect(await gqlAs(who, Q.createRateType, { input: { ...rateTypeInput(), roomTypeId: rtB.id } })).toMatchObject({
        message: 'That room type belongs to another hotel.',
      });
      expect(
        await gqlAs(who, Q.createRates, { input: { hotelId: hotelA.id, roomTypeId: rtB.id, fromDate: freshNight(), ...rateAmounts } }),
      ).toMatchObject({ message: 'That room type belongs to another hotel.' });
    }
    expect(await Promise.all(Object.values(rowsOfHotel).map((rows) => rows()))).toEqual(before);
  });

  it("a rate cannot use another hotel's rate type, nor move to another hotel's room type", async () => {
    const rateTypeB = await createRateType(t.db, rtB);
    const created = await gqlAs('admin', Q.createRates, {
      input: { hotelId: hotelA.id, roomTypeId: rtA.id, rateTypeId: rateTypeB.id, fromDate: freshNight(), ...rateAmounts },
    });
    expect(created).toMatchObject({ ok: false, message: 'That rate type belongs to another hotel.' });
    const rate = await fresh.rate();
    const moved = await gqlAs('manager', Q.updateRate, { id: rate.id, input: { roomTypeId: rtB.id, date: rate.date, ...rateAmounts } });
    expect(moved).toMatchObject({ ok: false, message: 'That room type belongs to another hotel.' });
    const [after] = await t.db.select().from(rates).where(eq(rates.id, rate.id));
    expect(after).toEqual(rate);
  });

  it("a rate type's hotel cannot change, and a manager of hotel A cannot pass hotel A's id to reach hotel B's rate type", async () => {
    const rateTypeB = await createRateType(t.db, rtB);
    const reach = await gqlAs('manager', Q.updateRateType, { id: rateTypeB.id, input: { ...rateTypeInput(), roomTypeId: rtA.id } });
    expect(reach).toMatchObject({ ok: false, code: 'FORBIDDEN', message: 'You do not manage this hotel.' });
    const move = await gqlAs('admin', Q.updateRateType, { id: rateTypeB.id, input: { ...rateTypeInput(), roomTypeId: rtA.id } });
    expect(move).toMatchObject({ ok: false, message: 'A rate type cannot move to another hotel.' });
    const [after] = await t.db.select().from(rateTypes).where(eq(rateTypes.id, rateTypeB.id));
    expect(after).toEqual(rateTypeB);
  });

  it('a room cannot move to another hotel through PUT /rooms', async () => {
    const room = await fresh.room();
    const moved = await rest('admin', 'put', `/rooms/${room.id}`, { hotel: hotelB.id, roomType: rtB.id, title: 'X', maxPeople: 2, roomNumbers: '1' });
    expect(moved).toMatchObject({ status: 400, message: 'A room cannot move to another hotel.' });
  });
});

describe('dated rates', () => {
  it('createRates writes one rate per night, inclusive, and lists them by date then room type name', async () => {
    const from = freshNight();
    dayOffset += 3;
    const created = await gqlAs('manager', Q.createRates, {
      input: { hotelId: hotelA.id, roomTypeId: rtA.id, fromDate: from, toDate: addDays(from, 2), stoRateSingle: 800.5, ...rateAmounts },
    });
    expect(created.ok).toBe(true);
    expect(created.data.createRates.map((r: { date: string }) => r.date)).toEqual([from, addDays(from, 1), addDays(from, 2)]);
    expect(created.data.createRates[0]).toMatchObject({ stoRateSingle: 800.5, rackRateSingle: null, stoRateDouble: 1100, roomType: { name: 'A Standard' }, rateType: null });

    const other = await createRoomType(t.db, hotelA.id, { name: 'A Attic' });
    await createRate(t.db, other, { date: addDays(from, 1) });
    const listed = await gqlAs('manager', Q.rates, { hotelId: hotelA.id, fromDate: from, toDate: addDays(from, 2) });
    expect(listed.data.rates.map((r: { date: string; roomType: { name: string } }) => `${r.date} ${r.roomType.name}`)).toEqual([
      `${from} A Standard`,
      `${addDays(from, 1)} A Attic`,
      `${addDays(from, 1)} A Standard`,
      `${addDays(from, 2)} A Standard`,
    ]);
  });

  it('a range touching an existing rate for the same room type and rate type is refused whole (CONFLICT), nothing written', async () => {
    const rateType = await createRateType(t.db, rtA);
    const from = freshNight();
    dayOffset += 5;
    await createRate(t.db, rtA, { rateTypeId: rateType.id, date: addDays(from, 3) });
    const before = await rowsOfHotel.rates();
    const input = { hotelId: hotelA.id, roomTypeId: rtA.id, rateTypeId: rateType.id, fromDate: from, toDate: addDays(from, 5), ...rateAmounts };
    const refused = await gqlAs('manager', Q.createRates, { input });
    expect(refused).toMatchObject({
      ok: false,
      code: 'CONFLICT',
      message: `A rate for this room type and rate type already exists on ${addDays(from, 3)}.`,
    });
    expect(await rowsOfHotel.rates()).toEqual(before);
    // Without the rate type (another key) the same nights are free.
    const typeless = await gqlAs('manager', Q.createRates, { input: { ...input, rateTypeId: null } });
    expect(typeless.data.createRates).toHaveLength(6);
    // And a typeless rate also exists only once per night.
    const again = await rest('manager', 'post', '/rates', { hotel: hotelA.id, roomType: rtA.id, date: from, ...rateAmounts });
    expect(again).toMatchObject({ status: 409, message: `A rate for this room type and rate type already exists on ${from}.` });
  });

  it('refuses more than 366 nights and an end before the start', async () => {
    const from = freshNight();
    const long = await gqlAs('manager', Q.createRates, { input: { hotelId: hotelA.id, roomTypeId: rtA.id, fromDate: from, toDate: addDays(from, 366), ...rateAmounts } });
    expect(long).toMatchObject({ ok: false, code: 'BAD_USER_INPUT', message: 'Rates can be set for at most 366 nights at a time.' });
    const backwards = await gqlAs('manager', Q.createRates, { input: { hotelId: hotelA.id, roomTypeId: rtA.id, fromDate: from, toDate: addDays(from, -1), ...rateAmounts } });
    expect(backwards).toMatchObject({ ok: false, message: 'The end date must be on or after the start date.' });
  });

  it('POST /rates with one date answers the rate; updating onto a taken night is a CONFLICT', async () => {
    const night = freshNight();
    const created = await rest('manager', 'post', '/rates', { hotel: hotelA.id, roomType: rtA.id, date: night, stoRateDouble: '1000', rackRateDouble: '1200' });
    expect(created.data).toMatchObject({ _id: created.data.id, hotel: hotelA.id, roomType: rtA.id, rateType: null, date: night, stoRateDouble: 1000 });
    const other = await fresh.rate();
    const clash = await rest('manager', 'put', `/rates/${other.id}`, { roomType: rtA.id, date: night, ...rateAmounts });
    expect(clash).toMatchObject({ status: 409, message: `A rate for this room type and rate type already exists on ${night}.` });
  });

  it('deleting a rate type deletes the rates set under it', async () => {
    const rateType = await fresh.rateType();
    const rate = await createRate(t.db, rtA, { rateTypeId: rateType.id, date: freshNight() });
    expect(await gqlAs('manager', Q.deleteRateType, { id: rateType.id })).toMatchObject({ ok: true });
    expect(await t.db.select().from(rates).where(eq(rates.id, rate.id))).toEqual([]);
  });
});

describe('rooms and room numbers', () => {
  it('splits numbers on commas, trims, drops blanks and sorts them naturally', async () => {
    const base = Math.floor(Math.random() * 1e6);
    const created = await gqlAs('manager', Q.createRoom, {
      input: { hotelId: hotelA.id, roomTypeId: rtA.id, title: 'Courtyard', maxPeople: 2, roomNumbers: [`${base}1001, ${base}102 ,, `, ` ${base}101`] },
    });
    expect(created.ok).toBe(true);
    expect(created.data.createRoom).toMatchObject({ roomNumbers: [`${base}101`, `${base}102`, `${base}1001`], roomType: { id: rtA.id, name: 'A Standard' } });
    expect(created.data.createRoom.units.map((u: { number: string }) => u.number)).toEqual([`${base}101`, `${base}102`, `${base}1001`]);
  });

  it('refuses a number twice in the form, a number the hotel already has, and no number at all; another hotel may reuse it', async () => {
    const number = freshNumber();
    await createRoom(t.db, rtA, [number]);
    const before = await rowsOfHotel.rooms();
    const twice = await rest('manager', 'post', '/rooms', { hotel: hotelA.id, roomType: rtA.id, title: 'T', maxPeople: 2, roomNumbers: `X${number}, X${number}` });
    expect(twice).toMatchObject({ status: 400, message: `Room number X${number} is listed twice.` });
    const taken = await rest('manager', 'post', '/rooms', { hotel: hotelA.id, roomType: rtA.id, title: 'T', maxPeople: 2, roomNumbers: `Y${number}, ${number}` });
    expect(taken).toMatchObject({ status: 400, message: `Room number ${number} already exists in this hotel.`, fields: { roomNumbers: expect.any(String) } });
    const none = await rest('manager', 'post', '/rooms', { hotel: hotelA.id, roomType: rtA.id, title: 'T', maxPeople: 2, roomNumbers: ' , ' });
    expect(none).toMatchObject({ status: 400, message: 'Please enter at least one room number.' });
    expect(await rowsOfHotel.rooms()).toEqual(before);
    const elsewhere = await rest('admin', 'post', '/rooms', { hotel: hotelB.id, roomType: rtB.id, title: 'T', maxPeople: 2, roomNumbers: [number] });
    expect(elsewhere).toMatchObject({ status: 201 });
    expect(elsewhere.data).toMatchObject({ roomNumbers: [number], hotel: hotelB.id, roomType: rtB.id });
  });

  it('updating keeps the units of kept numbers, adds and removes the others, and blocks nights on every unit', async () => {
    const { room, units } = await createRoom(t.db, rtA, ['K1' + freshNumber(), 'K2' + freshNumber()]);
    const [keep, drop] = units;
    const night = freshNight();
    const added = freshNumber();
    const updated = await gqlAs('manager', Q.updateRoom, {
      id: room.id,
      input: { roomTypeId: rtA.id, title: 'Renamed', maxPeople: 3, roomNumbers: [`${keep!.number},${added}`], unavailableDates: [night] },
    });
    expect(updated.ok).toBe(true);
    const result = updated.data.updateRoom;
    expect(result).toMatchObject({ title: 'Renamed', maxPeople: 3 });
    expect(result.units.find((u: { number: string }) => u.number === keep!.number)).toEqual({ id: keep!.id, number: keep!.number, unavailableDates: [night] });
    expect(result.units.find((u: { number: string }) => u.number === added)).toMatchObject({ unavailableDates: [night] });
    expect(await t.db.select().from(roomUnits).where(eq(roomUnits.id, drop!.id))).toEqual([]);
  });

  it('refuses to remove a number a stay holds from today on, and to block a night a stay holds; nothing changes', async () => {
    const { room, units } = await createRoom(t.db, rtA, ['S1' + freshNumber(), 'S2' + freshNumber()]);
    const [held, free] = units;
    const night = freshNight();
    await holdStay(held!.id, night);
    const before = await rowsOfHotel.rooms();
    const nightsBefore = await t.db.select().from(roomUnitNights).orderBy(asc(roomUnitNights.roomUnitId), asc(roomUnitNights.night));

    const remove = await gqlAs('manager', Q.updateRoom, { id: room.id, input: { roomTypeId: rtA.id, title: 'T', maxPeople: 2, roomNumbers: [free!.number] } });
    expect(remove).toMatchObject({ ok: false, code: 'CONFLICT', message: `Room ${held!.number} has reservations; cancel them first.` });

    const block = await rest('manager', 'put', `/rooms/${room.id}`, {
      roomType: rtA.id,
      title: 'T',
      maxPeople: 2,
      roomNumbers: units.map((u) => u.number).join(','),
      unavailableDates: [night],
    });
    expect(block).toMatchObject({ status: 409, message: `Room ${held!.number} is reserved on ${night}; that night cannot be made unavailable.` });
    const one = await gqlAs('manager', Q.setUnit, { id: held!.id, dates: [night] });
    expect(one).toMatchObject({ ok: false, code: 'CONFLICT' });

    expect(await rowsOfHotel.rooms()).toEqual(before);
    expect(await t.db.select().from(roomUnitNights).orderBy(asc(roomUnitNights.roomUnitId), asc(roomUnitNights.night))).toEqual(nightsBefore);

    const deleteRoom = await gqlAs('manager', Q.deleteRoom, { id: room.id });
    expect(deleteRoom).toMatchObject({ ok: false, code: 'CONFLICT', message: `Room ${held!.number} has reservations; cancel them first.` });
    const deleteType = await rest('manager', 'delete', `/roomtypes/${rtA.id}`);
    expect(deleteType).toMatchObject({ status: 409 });
    expect(deleteType.message).toContain(`Room ${held!.number}`);
    expect(await t.db.select().from(roomTypes).where(eq(roomTypes.id, rtA.id))).toHaveLength(1);
    expect(await t.db.select().from(rooms).where(eq(rooms.id, room.id))).toHaveLength(1);
  });

  it('a stay night in the past does not stop removing a number', async () => {
    const { room, units } = await createRoom(t.db, rtA, ['P1' + freshNumber(), 'P2' + freshNumber()]);
    await holdStay(units[0]!.id, addDays(todayInSouthAfrica(), -3));
    const removed = await gqlAs('manager', Q.updateRoom, { id: room.id, input: { roomTypeId: rtA.id, title: 'T', maxPeople: 2, roomNumbers: [units[1]!.number] } });
    expect(removed).toMatchObject({ ok: true });
    expect(removed.data.updateRoom.roomNumbers).toEqual([units[1]!.number]);
  });

  it('accepts the legacy [{number, unavailableDates}] list and answers the spec shape', async () => {
    const [n1, n2] = [freshNumber(), freshNumber()];
    const [d1, d2] = [freshNight(), freshNight()];
    const created = await rest('manager', 'post', '/rooms', {
      hotel: hotelA.id,
      roomType: rtA.id,
      title: 'Legacy',
      maxPeople: '2',
      active: true,
      roomNumbers: [
        { number: n1, unavailableDates: [d1] },
        { number: n2, unavailableDates: [] },
      ],
      unavailableDates: [d2],
    });
    expect(created).toMatchObject({ status: 201 });
    expect(created.data).toMatchObject({ _id: created.data.id, hotel: hotelA.id, roomType: rtA.id, active: true, unavailableDates: [d2] });
    expect([...created.data.roomNumbers].sort()).toEqual([n1, n2].sort());
    const unit1 = created.data.units.find((u: { number: string }) => u.number === n1);
    expect(unit1).toMatchObject({ _id: unit1.id, unavailableDates: [d1, d2].sort() });
    const blocked = await t.db
      .select()
      .from(roomUnitNights)
      .where(and(eq(roomUnitNights.roomUnitId, unit1.id), isNull(roomUnitNights.bookingId)));
    expect(blocked.map((b) => b.night).sort()).toEqual([d1, d2].sort());
  });

  it('GET /rooms answers a manager the rooms of their own hotels only, an agency admin every room', async () => {
    const roomB = (await createRoom(t.db, rtB, [freshNumber()])).room;
    const mine = await rest('manager', 'get', '/rooms');
    const ids = mine.data.map((r: { _id: string }) => r._id);
    expect(ids.length).toBeGreaterThan(0);
    expect(mine.data.every((r: { hotel: string }) => r.hotel === hotelA.id)).toBe(true);
    expect(ids).not.toContain(roomB.id);
    const all = await rest('admin', 'get', '/rooms');
    expect(all.data.map((r: { _id: string }) => r._id)).toEqual(expect.arrayContaining([roomB.id, ...ids]));
    const theirs = await rest('manager', 'get', `/rooms/${roomB.id}`);
    expect(theirs).toMatchObject({ status: 403, message: 'You do not manage this hotel.' });
  });
});

describe('reads and nested fields', () => {
  it('rooms with their room types and units: one room type query however many rooms', async () => {
    const hotel = await createHotel(t.db, { managerId: manager.id });
    const types = await Promise.all([createRoomType(t.db, hotel.id, { name: 'One' }), createRoomType(t.db, hotel.id, { name: 'Two' })]);
    for (const type of [...types, ...types]) await createRoom(t.db, type, [freshNumber()]);
    const service = t.app.get(RoomTypesService);
    const spy = jest.spyOn(service, 'findByIds');
    try {
      const listed = await gqlAs('manager', Q.rooms, { hotelId: hotel.id });
      expect(listed.data.rooms).toHaveLength(4);
      expect(listed.data.rooms.map((r: { roomType: { name: string } }) => r.roomType.name).sort()).toEqual(['One', 'One', 'Two', 'Two']);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('rate types and rates resolve their room type and rate type in the same query', async () => {
    const rateType = await createRateType(t.db, rtA, { name: 'Seasonal Rate' });
    await createRate(t.db, rtA, { rateTypeId: rateType.id, date: freshNight() });
    const listed = await gqlAs('manager', Q.rateTypes, { hotelId: hotelA.id });
    expect(listed.data.rateTypes.find((r: { id: string }) => r.id === rateType.id)).toMatchObject({ name: 'Seasonal Rate', roomType: { name: 'A Standard' }, singleRate: 900 });
    const withRates = await gqlAs('manager', Q.rates, { hotelId: hotelA.id, roomTypeId: rtA.id });
    expect(withRates.data.rates.find((r: { rateTypeId: string }) => r.rateTypeId === rateType.id)).toMatchObject({ rateType: { name: 'Seasonal Rate' }, roomType: { name: 'A Standard' } });
  });

  it('GET /roomtypesrates nests each room type\'s rate types; GET /roomTypes is the same list as /roomtypes', async () => {
    const res = await rest('manager', 'get', `/roomtypesrates?hotelId=${hotelA.id}`);
    const standard = res.data.find((t: { _id: string }) => t._id === rtA.id);
    expect(standard).toMatchObject({ hotel: hotelA.id, name: 'A Standard' });
    expect(standard.rateTypes.length).toBeGreaterThan(0);
    expect(standard.rateTypes.every((r: { roomType: string; _id: string }) => r.roomType === rtA.id && r._id)).toBe(true);
    const lower = await rest('anonymous', 'get', `/roomtypes?hotelId=${hotelA.id}`);
    const upper = await rest('anonymous', 'get', `/roomTypes?hotelId=${hotelA.id}`);
    expect(upper.data).toEqual(lower.data);
    expect(lower.data.every((t: { hotel: string }) => t.hotel === hotelA.id)).toBe(true);
  });

  it('GET /activities without a hotel lists every hotel\'s; missing rows answer 404 or null', async () => {
    await t.db.insert(activities).values({ hotelId: hotelB.id, name: 'B hike', duration: '1 hour', maxParticipants: 5 });
    const all = await rest('anonymous', 'get', '/activities');
    expect(new Set(all.data.map((a: { hotel: string }) => a.hotel))).toEqual(new Set([hotelA.id, hotelB.id]));
    expect(await rest('anonymous', 'get', '/roomtypes/not-an-id')).toMatchObject({ status: 404, message: 'Room type not found.' });
    expect(await rest('anonymous', 'get', '/amenities/00000000-0000-4000-8000-000000000000')).toMatchObject({ status: 404, message: 'Amenity not found.' });
    expect((await gqlAs('manager', Q.rate, { id: '00000000-0000-4000-8000-000000000000' })).data).toEqual({ rate: null });
    expect(await rest('anonymous', 'get', '/roomtypes')).toMatchObject({ status: 400, message: 'Please choose a hotel (hotelId).' });
  });

  it('ratePresets lists the fifteen presets with their descriptions', async () => {
    const presets = (await gqlAs('anonymous', Q.ratePresets)).data.ratePresets;
    expect(presets).toHaveLength(15);
    expect(presets[0]).toMatchObject({ name: 'Rack Rate' });
  });
});

describe('two managers saving at the same moment', () => {
  it('overlapping rate ranges: one is written whole, the other refused whole', async () => {
    const from = freshNight();
    dayOffset += 6;
    const input = (offset: number) => ({ hotelId: hotelA.id, roomTypeId: rtA.id, fromDate: addDays(from, offset), toDate: addDays(from, offset + 3), ...rateAmounts });
    const before = (await rowsOfHotel.rates()).length;
    const [first, second] = await Promise.all([gqlAs('manager', Q.createRates, { input: input(0) }), gqlAs('admin', Q.createRates, { input: input(2) })]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    expect([first, second].find((o) => !o.ok)).toMatchObject({ code: 'CONFLICT' });
    expect((await rowsOfHotel.rates()).length).toBe(before + 4);
  });

  it('the same new room number in two rooms: one room gets it, the other is refused', async () => {
    const number = freshNumber();
    const body = { hotel: hotelA.id, roomType: rtA.id, title: 'Race', maxPeople: 2, roomNumbers: number };
    const [first, second] = await Promise.all([rest('manager', 'post', '/rooms', body), rest('admin', 'post', '/rooms', body)]);
    expect([first.status, second.status].sort()).toEqual([201, 400]);
    expect([first, second].find((o) => !o.ok)).toMatchObject({ message: `Room number ${number} already exists in this hotel.` });
    expect(await t.db.select().from(roomUnits).where(and(eq(roomUnits.hotelId, hotelA.id), eq(roomUnits.number, number)))).toHaveLength(1);
  });
});

describe('room type deletion impact', () => {
  it('counts the rooms, room numbers, rate types and dated rates a deletion takes with it (owner only)', async () => {
    const doomed = await createRoomType(t.db, hotelA.id);
    await createRoom(t.db, doomed, [uniqueName('D'), uniqueName('D')]);
    await createRoom(t.db, doomed, [uniqueName('D')]);
    const family = await createRateType(t.db, doomed, { name: 'Family Rate' });
    await createRateType(t.db, doomed, { name: 'Weekend Rate' });
    await createRate(t.db, doomed, { rateTypeId: family.id, date: freshNight() });
    const query = `query($id: ID!) { roomTypeDeletionImpact(id: $id) { rooms roomNumbers rateTypes rates } }`;
    expect((await gqlAs('manager', query, { id: doomed.id })).data).toEqual({ roomTypeDeletionImpact: { rooms: 2, roomNumbers: 3, rateTypes: 2, rates: 1 } });
    expect((await gqlAs('admin', query, { id: (await createRoomType(t.db, hotelA.id)).id })).data).toEqual({
      roomTypeDeletionImpact: { rooms: 0, roomNumbers: 0, rateTypes: 0, rates: 0 },
    });
    expect(await gqlAs('otherManager', query, { id: doomed.id })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await gqlAs('manager', query, { id: '00000000-0000-4000-8000-000000000000' })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });
});
