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
  createUser,
  tokenFor,
  uniqueName,
  type RoomTypeRow,
} from './support/factories.js';
import { graphqlRequest } from './support/graphql.js';
import { createTestApp, type TestApp } from './support/test-app.js';

type Who = 'anonymous' | 'customer' | 'staff' | 'manager' | 'otherManager' | 'admin';
const EVERYONE: Who[] = ['anonymous', 'customer', 'staff', 'manager', 'otherManager', 'admin'];
const OWNERS: Who[] = ['manager', 'admin'];
const NON_OWNERS: Who[] = ['anonymous', 'customer', 'staff', 'otherManager'];
const FILL = 'Please fill in all required fields.';

let t: TestApp;
const tokens: Partial<Record<Who, string>> = {};
let manager: UserRow;
let hotelA: HotelRow;
let hotelB: HotelRow;
/** Room types the fixtures hang off: one of each hotel. */
let rtA: RoomTypeRow;
let rtB: RoomTypeRow;

beforeAll(async () => {
  t = await createTestApp();
  manager = await createUser(t.db, 'HOTEL_MANAGER');
  const otherManager = await createUser(t.db, 'HOTEL_MANAGER');
  const users: [Who, UserRow][] = [
    ['customer', await createUser(t.db, 'CUSTOMER')],
    ['staff', await createUser(t.db, 'STAFF')],
    ['manager', manager],
    ['otherManager', otherManager],
    ['admin', await createUser(t.db, 'AGENCY_ADMIN')],
  ];
  for (const [who, user] of users) tokens[who] = await tokenFor(t.http, user);
  hotelA = await createHotel(t.db, { managerId: manager.id });
  hotelB = await createHotel(t.db, { managerId: otherManager.id });
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

async function gql(who: Who, query: string, variables?: Record<string, unknown>): Promise<Outcome> {
  const res = await graphqlRequest(t.http, query, variables, tokens[who]);
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
  if (tokens[who]) req = req.set('authorization', `Bearer ${tokens[who]}`);
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
  rateType: () => createRateType(t.db, rtA),
  rate: () => createRate(t.db, rtA, { date: freshNight() }),
};

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
  op({ name: 'Query.roomTypes', access: 'PUBLIC', prepare: noData, call: (w) => gql(w, Q.roomTypes, { hotelId: hotelA.id }) }),
  op({ name: 'Query.roomType', access: 'PUBLIC', prepare: noData, call: (w) => gql(w, Q.roomType, { id: rtA.id }) }),
  op({
    name: 'Mutation.createRoomType',
    access: 'OWNER',
    prepare: noData,
    call: (w) => gql(w, Q.createRoomType, { input: { hotelId: hotelA.id, ...roomTypeInput() } }),
    state: rowsOfHotel.roomTypes,
  }),
  op({
    name: 'Mutation.updateRoomType',
    access: 'OWNER',
    prepare: async () => (await fresh.roomType()).id,
    call: (w, id) => gql(w, Q.updateRoomType, { id, input: roomTypeInput() }),
    state: rowsOfHotel.roomTypes,
  }),
  op({
    name: 'Mutation.deleteRoomType',
    access: 'OWNER',
    prepare: async () => (await fresh.roomType()).id,
    call: (w, id) => gql(w, Q.deleteRoomType, { id }),
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
  op({ name: 'Query.rooms', access: 'OWNER', prepare: noData, call: (w) => gql(w, Q.rooms, { hotelId: hotelA.id }) }),
  op({ name: 'Query.room', access: 'OWNER', prepare: async () => (await fresh.room()).id, call: (w, id) => gql(w, Q.room, { id }) }),
  op({
    name: 'Mutation.createRoom',
    access: 'OWNER',
    prepare: noData,
    call: (w) => gql(w, Q.createRoom, { input: { hotelId: hotelA.id, ...roomInput() } }),
    state: rowsOfHotel.rooms,
  }),
  op({
    name: 'Mutation.updateRoom',
    access: 'OWNER',
    prepare: async () => (await fresh.room()).id,
    call: (w, id) => gql(w, Q.updateRoom, { id, input: { ...roomInput(), unavailableDates: [freshNight()] } }),
    state: rowsOfHotel.rooms,
  }),
  op({
    name: 'Mutation.deleteRoom',
    access: 'OWNER',
    prepare: async () => (await fresh.room()).id,
    call: (w, id) => gql(w, Q.deleteRoom, { id }),
    state: rowsOfHotel.rooms,
  }),
  op({
    name: 'Mutation.setRoomUnitUnavailableDates',
    access: 'OWNER',
    prepare: async () => (await fresh.unit()).id,
    call: (w, id) => gql(w, Q.setUnit, { id, dates: [freshNight()] }),
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
  op({ name: 'Query.amenities', access: 'PUBLIC', prepare: noData, call: (w) => gql(w, Q.amenities, { hotelId: hotelA.id }) }),
  op({ name: 'Query.amenity', access: 'PUBLIC', prepare: async () => (await fresh.amenity()).id, call: (w, id) => gql(w, Q.amenity, { id }) }),
  op({
    name: 'Mutation.createAmenity',
    access: 'OWNER',
    prepare: noData,
    call: (w) => gql(w, Q.createAmenity, { input: { hotelId: hotelA.id, name: 'Spa' } }),
    state: rowsOfHotel.amenities,
  }),
  op({
    name: 'Mutation.updateAmenity',
    access: 'OWNER',
    prepare: async () => (await fresh.amenity()).id,
    call: (w, id) => gql(w, Q.updateAmenity, { id, input: { name: 'Heated pool', description: 'All year' } }),
    state: rowsOfHotel.amenities,
  }),
  op({
    name: 'Mutation.deleteAmenity',
    access: 'OWNER',
    prepare: async () => (await fresh.amenity()).id,
    call: (w, id) => gql(w, Q.deleteAmenity, { id }),
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
  op({ name: 'Query.activities', access: 'PUBLIC', prepare: noData, call: (w) => gql(w, Q.activities, { hotelId: hotelA.id }) }),
  op({ name: 'Query.activity', access: 'PUBLIC', prepare: async () => (await fresh.activity()).id, call: (w, id) => gql(w, Q.activity, { id }) }),
  op({
    name: 'Mutation.createActivity',
    access: 'OWNER',
    prepare: noData,
    call: (w) => gql(w, Q.createActivity, { input: { hotelId: hotelA.id, ...activityInput() } }),
    state: rowsOfHotel.activities,
  }),
  op({
    name: 'Mutation.updateActivity',
    access: 'OWNER',
    prepare: async () => (await fresh.activity()).id,
    call: (w, id) => gql(w, Q.updateActivity, { id, input: activityInput() }),
    state: rowsOfHotel.activities,
  }),
  op({
    name: 'Mutation.deleteActivity',
    access: 'OWNER',
    prepare: async () => (await fresh.activity()).id,
    call: (w, id) => gql(w, Q.deleteActivity, { id }),
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
  op({ name: 'Query.ratePresets', access: 'PUBLIC', prepare: noData, call: (w) => gql(w, Q.ratePresets) }),
  op({ name: 'Query.rateTypes', access: 'OWNER', prepare: noData, call: (w) => gql(w, Q.rateTypes, { hotelId: hotelA.id }) }),
  op({ name: 'Query.rateType', access: 'OWNER', prepare: async () => (await fresh.rateType()).id, call: (w, id) => gql(w, Q.rateType, { id }) }),
  op({
    name: 'Mutation.createRateType',
    access: 'OWNER',
    prepare: noData,
    call: (w) => gql(w, Q.createRateType, { input: rateTypeInput() }),
    state: rowsOfHotel.rateTypes,
  }),
  op({
    name: 'Mutation.updateRateType',
    access: 'OWNER',
    prepare: async () => (await fresh.rateType()).id,
    call: (w, id) => gql(w, Q.updateRateType, { id, input: { ...rateTypeInput(), name: 'Corporate Rate' } }),
    state: rowsOfHotel.rateTypes,
  }),
  op({
    name: 'Mutation.deleteRateType',
    access: 'OWNER',
    prepare: async () => (await fresh.rateType()).id,
    call: (w, id) => gql(w, Q.deleteRateType, { id }),
    state: rowsOfHotel.rateTypes,
  }),
  op({ name: 'GET /ratetypes', access: 'OWNER', prepare: noData, call: (w) => rest(w, 'get', `/ratetypes?hotelId=${hotelA.id}`) }),
  op({ name: 'GET /ratetypes/:id', access: 'OWNER', prepare: async () => (await fresh.rateType()).id, call: (w, id) => rest(w, 'get', `/ratetypes/${id}`) }),
  op({
    name: 'POST /ratetypes',
    access: 'OWNER',
    prepare: noData,
    call: (w) => rest(w, 'post', '/ratetypes', { hotel: hotelA.id, roomType: rtA.id, name: 'STO Rate', description: 'x', singleRate: '800', doubleRate: 1000, groupRate: 2500 }),
    state: rowsOfHotel.rateTypes,
  }),
  op({
    name: 'PUT /ratetypes/:id',
    access: 'OWNER',
    prepare: async () => (await fresh.rateType()).id,
    call: (w, id) => rest(w, 'put', `/ratetypes/${id}`, { hotel: hotelA.id, roomType: rtA.id, name: 'Family Rate', singleRate: 1, doubleRate: 2, groupRate: 3 }),
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
  op({ name: 'Query.rates', access: 'OWNER', prepare: noData, call: (w) => gql(w, Q.rates, { hotelId: hotelA.id }) }),
  op({ name: 'Query.rate', access: 'OWNER', prepare: async () => (await fresh.rate()).id, call: (w, id) => gql(w, Q.rate, { id }) }),
  op({
    name: 'Mutation.createRates',
    access: 'OWNER',
    prepare: async () => freshNight(),
    call: (w, night) => gql(w, Q.createRates, { input: { hotelId: hotelA.id, roomTypeId: rtA.id, fromDate: night, ...rateAmounts } }),
    state: rowsOfHotel.rates,
  }),
  op({
    name: 'Mutation.updateRate',
    access: 'OWNER',
    prepare: async () => (await fresh.rate()).id,
    call: (w, id) => gql(w, Q.updateRate, { id, input: { roomTypeId: rtA.id, date: freshNight(), ...rateAmounts } }),
    state: rowsOfHotel.rates,
  }),
  op({
    name: 'Mutation.deleteRate',
    access: 'OWNER',
    prepare: async () => (await fresh.rate()).id,
    call: (w, id) => gql(w, Q.deleteRate, { id }),
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
    for (const who of EVERYONE) {
      const outcome = await operation.call(who, id);
      expect({ who, ok: outcome.ok, message: outcome.message }).toEqual({ who, ok: true, message: undefined });
    }
  });

  it.each(OPERATIONS.filter((o) => o.access === 'OWNER').map((o) => [o.name, o] as const))(
    '%s: the hotel manager and agency admins only; refusals change nothing',
    async (_name, operation) => {
      const id = await operation.prepare();
      const before = await operation.state?.(id);
      for (const who of NON_OWNERS) {
        const outcome = await operation.call(who, id);
        expect({ who, ok: outcome.ok, code: outcome.code }).toEqual({ who, ok: false, code: refusal(who) });
        if (who === 'otherManager') expect(outcome.message).toBe('You do not manage this hotel.');
      }
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
