/**
 * The one id rule (src/common/entity-id.ts), operation by operation: every GraphQL field with an ID
 * argument and every REST route with a path parameter answers a malformed id exactly as an unknown one
 * (null, an empty list, the entity's NOT_FOUND or 404 — whatever that operation answered before the
 * rule moved to the edge), and finds the entity under the upper-case spelling of its id. The table
 * below is the record of those answers; an operation that takes an id and is missing from it fails the
 * first two tests, so a new one cannot skip the rule unnoticed. Never a 500.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ACTIVITY_NOT_FOUND } from '../src/hotel-inventory/activities.service.js';
import { AMENITY_NOT_FOUND } from '../src/hotel-inventory/amenities.service.js';
import { RATE_TYPE_NOT_FOUND } from '../src/hotel-inventory/rate-types.service.js';
import { RATE_NOT_FOUND } from '../src/hotel-inventory/rates.service.js';
import { ROOM_TYPE_NOT_FOUND } from '../src/hotel-inventory/room-types.service.js';
import { ROOM_NOT_FOUND, ROOM_UNIT_NOT_FOUND } from '../src/hotel-inventory/rooms.service.js';
import { HOTEL_NOT_FOUND } from '../src/hotels/hotel.mapper.js';
import { USER_NOT_FOUND } from '../src/hotels/hotels.service.js';
import { INBOX_ITEM_NOT_FOUND } from '../src/inbox/inbox.service.js';
import { PAYMENT_NOT_FOUND, REFUND_NOT_FOUND, QUOTE_DOCUMENT_NOT_FOUND } from '../src/documents/documents.service.js';
import { INVOICE_NOT_FOUND } from '../src/invoices/invoices.service.js';
import { PACKAGE_NOT_FOUND } from '../src/packages/packages.service.js';
import { QUOTE_NOT_FOUND } from '../src/quotes/quotes.service.js';
import { RESERVATION_NOT_FOUND } from '../src/stays/reservations.service.js';

import { createRateType, createRoomType } from './support/factories.js';
import { restRoutesOf } from './support/hostile/rest-inputs.js';
import { OPERATION_CALLS } from './support/authorization/operations.js';
import {
  createWorld,
  freshNight,
  gql,
  holidayPackageInput,
  holidayRestBody,
  insertReservation,
  rest,
  stayInput,
  type Outcome,
  type World,
} from './support/authorization/world.js';

/** What an operation answers for an id that names no row. */
type Answer =
  | { kind: 'null' }
  | { kind: 'empty' }
  | { kind: 'error'; code: 'NOT_FOUND' | 'BAD_USER_INPUT'; message?: string }
  | { kind: 'status'; status: 404; message: string };

const nullAnswer: Answer = { kind: 'null' };
const emptyAnswer: Answer = { kind: 'empty' };
const notFound = (message: string): Answer => ({ kind: 'error', code: 'NOT_FOUND', message });
const badInput = (message?: string): Answer => ({ kind: 'error', code: 'BAD_USER_INPUT', message });
const http404 = (message: string): Answer => ({ kind: 'status', status: 404, message });

interface IdOperation {
  /** Calls the operation as an agency admin with `id` in the argument under test, every other argument valid. */
  call: (w: World, id: string) => Promise<Outcome>;
  /** An id of a row the operation acts on (fresh: a write consumes it). */
  existing: (w: World) => Promise<string>;
  /** The answer for an unknown id, and so for a malformed one. */
  unknown: Answer;
  /** A malformed id answers differently from an unknown one (validated as input, not looked up). */
  malformed?: Answer;
}

/** The authorization matrix's call of `name` with its own fresh row, as an agency admin. */
function matrix(name: string, unknown: Answer): IdOperation {
  const op = OPERATION_CALLS[name];
  if (!op?.prepare) throw new Error(`${name}: the matrix prepares no row for it`);
  return { call: (w, id) => op.call(w, 'admin', id), existing: op.prepare, unknown };
}

const byId = (field: string, selection = '{ __typename }') => `query($id: ID!) { ${field}(id: $id) ${selection} }`;
const byHotel = (field: string) => `query($id: ID!) { ${field}(hotelId: $id) { id } }`;
const hotelA = async (w: World) => w.hotelA.id;
const roomTypeOfRateType = new Map<string, string>();

const OPERATIONS: Record<string, IdOperation> = {
  // ------------------------------------------------------------- GraphQL lookups: null when missing
  'Query.activity(id)': matrix('Query.activity', nullAnswer),
  'Query.amenity(id)': matrix('Query.amenity', nullAnswer),
  'Query.rate(id)': matrix('Query.rate', nullAnswer),
  'Query.rateType(id)': matrix('Query.rateType', nullAnswer),
  'Query.room(id)': matrix('Query.room', nullAnswer),
  'Query.inboxItem(id)': matrix('Query.inboxItem', nullAnswer),
  'Query.quote(id)': matrix('Query.quote', nullAnswer),
  'Query.invoice(id)': matrix('Query.invoice', nullAnswer),
  'Query.quotes(inboxItemId)': matrix('Query.quotes', emptyAnswer),
  'Query.quoteDefaults(inboxItemId)': matrix('Query.quoteDefaults', notFound(INBOX_ITEM_NOT_FOUND)),
  'Query.roomType(id)': { call: (w, id) => gql(w, 'admin', byId('roomType', '{ id name }'), { id }), existing: async (w) => w.roomTypeA.id, unknown: nullAnswer },
  'Query.hotel(id)': { call: (w, id) => gql(w, 'admin', byId('hotel', '{ id name }'), { id }), existing: hotelA, unknown: nullAnswer },
  'Query.package(id)': { call: (w, id) => gql(w, 'admin', byId('package', '{ id title }'), { id }), existing: async (w) => w.pkg.id, unknown: nullAnswer },
  'Query.holidayPackage(id)': {
    call: (w, id) => gql(w, 'admin', byId('holidayPackage', '{ id title }'), { id }),
    existing: async (w) => w.holidayPackageId,
    unknown: nullAnswer,
  },
  'Query.roomTypeDeletionImpact(id)': {
    call: (w, id) => gql(w, 'admin', byId('roomTypeDeletionImpact', '{ rooms rateTypes }'), { id }),
    existing: async (w) => w.roomTypeA.id,
    unknown: notFound(ROOM_TYPE_NOT_FOUND),
  },

  // ------------------------------------------------------------- GraphQL lists of one hotel
  'Query.activities(hotelId)': { call: (w, id) => gql(w, 'admin', byHotel('activities'), { id }), existing: hotelA, unknown: emptyAnswer },
  'Query.amenities(hotelId)': { call: (w, id) => gql(w, 'admin', byHotel('amenities'), { id }), existing: hotelA, unknown: emptyAnswer },
  'Query.roomTypes(hotelId)': { call: (w, id) => gql(w, 'admin', byHotel('roomTypes'), { id }), existing: hotelA, unknown: emptyAnswer },
  'Query.rateTypes(hotelId)': { call: (w, id) => gql(w, 'admin', byHotel('rateTypes'), { id }), existing: hotelA, unknown: notFound(HOTEL_NOT_FOUND) },
  'Query.rooms(hotelId)': { call: (w, id) => gql(w, 'admin', byHotel('rooms'), { id }), existing: hotelA, unknown: notFound(HOTEL_NOT_FOUND) },
  'Query.rates(hotelId)': { call: (w, id) => gql(w, 'admin', byHotel('rates'), { id }), existing: hotelA, unknown: notFound(HOTEL_NOT_FOUND) },
  'Query.rates(roomTypeId)': {
    call: (w, id) => gql(w, 'admin', 'query($h: ID!, $id: ID) { rates(hotelId: $h, roomTypeId: $id) { id } }', { h: w.hotelA.id, id }),
    existing: async (w) => w.roomTypeA.id,
    unknown: emptyAnswer,
  },
  'Query.hotelReservations(hotelId)': {
    call: (w, id) => gql(w, 'admin', 'query($id: ID) { hotelReservations(hotelId: $id) { id } }', { id }),
    existing: hotelA,
    unknown: emptyAnswer,
    // An argument validated as input (IsUUID), as before the rule.
    malformed: badInput('Hotel id is not valid.'),
  },
  'Query.auditTrail(entityId)': {
    call: (w, id) => gql(w, 'admin', 'query($id: ID!) { auditTrail(entity: HOTEL, entityId: $id) { action } }', { id }),
    // A hotel with an event in its trail: updated once.
    existing: async (w) => {
      const update = OPERATION_CALLS['Mutation.updateHotel']!;
      const id = await update.prepare!(w);
      expect((await update.call(w, 'admin', id)).ok).toBe(true);
      return id;
    },
    unknown: emptyAnswer,
  },

  // ------------------------------------------------------------- GraphQL writes: the entity's NOT_FOUND
  'Mutation.updateActivity(id)': matrix('Mutation.updateActivity', notFound(ACTIVITY_NOT_FOUND)),
  'Mutation.deleteActivity(id)': matrix('Mutation.deleteActivity', notFound(ACTIVITY_NOT_FOUND)),
  'Mutation.updateAmenity(id)': matrix('Mutation.updateAmenity', notFound(AMENITY_NOT_FOUND)),
  'Mutation.deleteAmenity(id)': matrix('Mutation.deleteAmenity', notFound(AMENITY_NOT_FOUND)),
  'Mutation.updateRoomType(id)': matrix('Mutation.updateRoomType', notFound(ROOM_TYPE_NOT_FOUND)),
  'Mutation.deleteRoomType(id)': matrix('Mutation.deleteRoomType', notFound(ROOM_TYPE_NOT_FOUND)),
  'Mutation.updateRateType(id)': {
    // The input names the rate type's own room type (a fresh rate type has one of its own).
    call: (w, id) =>
      gql(w, 'admin', 'mutation($id: ID!, $input: RateTypeInput!) { updateRateType(id: $id, input: $input) { id } }', {
        id,
        input: { hotelId: w.hotelA.id, roomTypeId: roomTypeOfRateType.get(id.toLowerCase()) ?? w.roomTypeA.id, name: 'Corporate Rate', singleRate: 900, doubleRate: 1200, groupRate: 3000 },
      }),
    existing: async (w) => {
      const roomType = await createRoomType(w.t.db, w.hotelA.id);
      const rateType = await createRateType(w.t.db, roomType);
      roomTypeOfRateType.set(rateType.id, roomType.id);
      return rateType.id;
    },
    unknown: notFound(RATE_TYPE_NOT_FOUND),
  },
  'Mutation.deleteRateType(id)': matrix('Mutation.deleteRateType', notFound(RATE_TYPE_NOT_FOUND)),
  'Mutation.updateRate(id)': matrix('Mutation.updateRate', notFound(RATE_NOT_FOUND)),
  'Mutation.deleteRate(id)': matrix('Mutation.deleteRate', notFound(RATE_NOT_FOUND)),
  'Mutation.updateRoom(id)': matrix('Mutation.updateRoom', notFound(ROOM_NOT_FOUND)),
  'Mutation.deleteRoom(id)': matrix('Mutation.deleteRoom', notFound(ROOM_NOT_FOUND)),
  'Mutation.setRoomUnitUnavailableDates(roomUnitId)': matrix('Mutation.setRoomUnitUnavailableDates', notFound(ROOM_UNIT_NOT_FOUND)),
  'Mutation.updateHotel(id)': matrix('Mutation.updateHotel', notFound(HOTEL_NOT_FOUND)),
  'Mutation.deleteHotel(id)': matrix('Mutation.deleteHotel', notFound(HOTEL_NOT_FOUND)),
  'Mutation.approveHotel(id)': matrix('Mutation.approveHotel', notFound(HOTEL_NOT_FOUND)),
  'Mutation.rejectHotel(id)': matrix('Mutation.rejectHotel', notFound(HOTEL_NOT_FOUND)),
  'Mutation.assignHotelManager(userId)': matrix('Mutation.assignHotelManager', notFound(USER_NOT_FOUND)),
  'Mutation.unassignHotelManager(userId)': matrix('Mutation.unassignHotelManager', notFound(USER_NOT_FOUND)),
  'Mutation.assignHotelManager(hotelId)': {
    call: (w, id) =>
      gql(w, 'admin', 'mutation($h: ID!, $u: ID!) { assignHotelManager(hotelId: $h, userId: $u) { id } }', { h: id, u: w.users.managerOwn.id }),
    existing: hotelA,
    unknown: notFound(HOTEL_NOT_FOUND),
  },
  'Mutation.unassignHotelManager(hotelId)': {
    call: (w, id) =>
      gql(w, 'admin', 'mutation($h: ID!, $u: ID!) { unassignHotelManager(hotelId: $h, userId: $u) { id } }', { h: id, u: w.users.managerOther.id }),
    existing: hotelA,
    unknown: notFound(HOTEL_NOT_FOUND),
  },
  'Mutation.updatePackage(id)': matrix('Mutation.updatePackage', notFound(PACKAGE_NOT_FOUND)),
  'Mutation.deletePackage(id)': matrix('Mutation.deletePackage', notFound(PACKAGE_NOT_FOUND)),
  'Mutation.updateHolidayPackage(id)': {
    call: (w, id) =>
      gql(w, 'admin', 'mutation($id: ID!, $input: HolidayPackageInput!) { updateHolidayPackage(id: $id, input: $input) { id } }', {
        id,
        input: holidayPackageInput(),
      }),
    existing: async (w) => w.holidayPackageId,
    unknown: notFound(PACKAGE_NOT_FOUND),
  },
  'Mutation.addInboxNote(id)': matrix('Mutation.addInboxNote', notFound(INBOX_ITEM_NOT_FOUND)),
  'Mutation.assignInboxItem(id)': matrix('Mutation.assignInboxItem', notFound(INBOX_ITEM_NOT_FOUND)),
  'Mutation.assignInboxItem(staffId)': {
    call: async (w, id) =>
      gql(w, 'admin', 'mutation($id: ID!, $s: ID) { assignInboxItem(id: $id, staffId: $s) { id } }', {
        id: await OPERATION_CALLS['Mutation.assignInboxItem']!.prepare!(w),
        s: id,
      }),
    existing: async (w) => w.users.staff.id,
    unknown: badInput(),
  },
  'Mutation.setInboxStatus(id)': matrix('Mutation.setInboxStatus', notFound(INBOX_ITEM_NOT_FOUND)),
  'Mutation.convertEnquiryToBooking(id)': matrix('Mutation.convertEnquiryToBooking', notFound(INBOX_ITEM_NOT_FOUND)),
  'Mutation.createQuote(inboxItemId)': matrix('Mutation.createQuote', notFound(INBOX_ITEM_NOT_FOUND)),
  'Mutation.updateQuote(id)': matrix('Mutation.updateQuote', notFound(QUOTE_NOT_FOUND)),
  'Mutation.sendQuote(id)': matrix('Mutation.sendQuote', notFound(QUOTE_NOT_FOUND)),
  'Mutation.reviseQuote(id)': matrix('Mutation.reviseQuote', notFound(QUOTE_NOT_FOUND)),
  'Mutation.withdrawQuote(id)': matrix('Mutation.withdrawQuote', notFound(QUOTE_NOT_FOUND)),
  // As the customer whose quote it is (to an agency admin it does not exist).
  'Mutation.acceptMyQuote(id)': {
    call: (w, id) => OPERATION_CALLS['Mutation.acceptMyQuote']!.call(w, 'customer', id),
    existing: OPERATION_CALLS['Mutation.acceptMyQuote']!.prepare!,
    unknown: notFound(QUOTE_NOT_FOUND),
  },
  'Mutation.recordPayment(invoiceId)': matrix('Mutation.recordPayment', notFound(INVOICE_NOT_FOUND)),
  'Mutation.recordRefund(invoiceId)': matrix('Mutation.recordRefund', notFound(INVOICE_NOT_FOUND)),
  'Mutation.cancelInvoice(id)': matrix('Mutation.cancelInvoice', notFound(INVOICE_NOT_FOUND)),
  'Mutation.confirmReservation(id)': matrix('Mutation.confirmReservation', notFound(RESERVATION_NOT_FOUND)),
  'Mutation.cancelReservation(id)': { ...matrix('Mutation.cancelReservation', notFound(RESERVATION_NOT_FOUND)), existing: (w) => insertReservation(w) },

  // ------------------------------------------------------------- REST: 404 with the entity's message
  'GET /api/activities/{id}': matrix('GET /api/activities/:id', http404(ACTIVITY_NOT_FOUND)),
  'GET /api/documents/quotes/{id}.pdf': matrix('GET /api/documents/quotes/:id.pdf', http404(QUOTE_DOCUMENT_NOT_FOUND)),
  'GET /api/documents/invoices/{id}.pdf': matrix('GET /api/documents/invoices/:id.pdf', http404(INVOICE_NOT_FOUND)),
  'GET /api/documents/credit-notes/{invoiceId}.pdf': matrix('GET /api/documents/credit-notes/:invoiceId.pdf', http404(INVOICE_NOT_FOUND)),
  'GET /api/documents/vouchers/{invoiceId}.pdf': matrix('GET /api/documents/vouchers/:invoiceId.pdf', http404(INVOICE_NOT_FOUND)),
  'GET /api/documents/receipts/{paymentId}.pdf': matrix('GET /api/documents/receipts/:paymentId.pdf', http404(PAYMENT_NOT_FOUND)),
  'GET /api/documents/refunds/{refundId}.pdf': matrix('GET /api/documents/refunds/:refundId.pdf', http404(REFUND_NOT_FOUND)),
  'PUT /api/activities/{id}': matrix('PUT /api/activities/:id', http404(ACTIVITY_NOT_FOUND)),
  'DELETE /api/activities/{id}': matrix('DELETE /api/activities/:id', http404(ACTIVITY_NOT_FOUND)),
  'GET /api/amenities/{id}': matrix('GET /api/amenities/:id', http404(AMENITY_NOT_FOUND)),
  'PUT /api/amenities/{id}': matrix('PUT /api/amenities/:id', http404(AMENITY_NOT_FOUND)),
  'DELETE /api/amenities/{id}': matrix('DELETE /api/amenities/:id', http404(AMENITY_NOT_FOUND)),
  'GET /api/rates/{id}': matrix('GET /api/rates/:id', http404(RATE_NOT_FOUND)),
  'PUT /api/rates/{id}': matrix('PUT /api/rates/:id', http404(RATE_NOT_FOUND)),
  'DELETE /api/rates/{id}': matrix('DELETE /api/rates/:id', http404(RATE_NOT_FOUND)),
  'GET /api/ratetypes/{id}': matrix('GET /api/ratetypes/:id', http404(RATE_TYPE_NOT_FOUND)),
  'PUT /api/ratetypes/{id}': matrix('PUT /api/ratetypes/:id', http404(RATE_TYPE_NOT_FOUND)),
  'DELETE /api/ratetypes/{id}': matrix('DELETE /api/ratetypes/:id', http404(RATE_TYPE_NOT_FOUND)),
  'GET /api/rooms/{id}': matrix('GET /api/rooms/:id', http404(ROOM_NOT_FOUND)),
  'PUT /api/rooms/{id}': matrix('PUT /api/rooms/:id', http404(ROOM_NOT_FOUND)),
  'DELETE /api/rooms/{id}': matrix('DELETE /api/rooms/:id', http404(ROOM_NOT_FOUND)),
  'GET /api/roomtypes/{id}': { call: (w, id) => rest(w, 'admin', 'get', `/api/roomtypes/${id}`), existing: async (w) => w.roomTypeA.id, unknown: http404(ROOM_TYPE_NOT_FOUND) },
  'PUT /api/roomtypes/{id}': matrix('PUT /api/roomtypes/:id', http404(ROOM_TYPE_NOT_FOUND)),
  'DELETE /api/roomtypes/{id}': matrix('DELETE /api/roomtypes/:id', http404(ROOM_TYPE_NOT_FOUND)),
  'GET /api/hotels/{id}': { call: (w, id) => rest(w, 'admin', 'get', `/api/hotels/${id}`), existing: hotelA, unknown: http404(HOTEL_NOT_FOUND) },
  'PUT /api/hotels/{id}': matrix('PUT /api/hotels/:id', http404(HOTEL_NOT_FOUND)),
  'DELETE /api/hotels/{id}': matrix('DELETE /api/hotels/:id', http404(HOTEL_NOT_FOUND)),
  'GET /api/packages/{id}': { call: (w, id) => rest(w, 'admin', 'get', `/api/packages/${id}`), existing: async (w) => w.pkg.id, unknown: http404(PACKAGE_NOT_FOUND) },
  'PUT /api/packages/{id}': matrix('PUT /api/packages/:id', http404(PACKAGE_NOT_FOUND)),
  'DELETE /api/packages/{id}': matrix('DELETE /api/packages/:id', http404(PACKAGE_NOT_FOUND)),
  'GET /api/holidayPackages/{id}': {
    call: (w, id) => rest(w, 'admin', 'get', `/api/holidayPackages/${id}`),
    existing: async (w) => w.holidayPackageId,
    unknown: http404(PACKAGE_NOT_FOUND),
  },
  'GET /api/holiday-packages/{id}': {
    call: (w, id) => rest(w, 'admin', 'get', `/api/holiday-packages/${id}`),
    existing: async (w) => w.holidayPackageId,
    unknown: http404(PACKAGE_NOT_FOUND),
  },
  'PUT /api/holidayPackages/{id}': {
    call: (w, id) => rest(w, 'admin', 'put', `/api/holidayPackages/${id}`, holidayRestBody()),
    existing: async (w) => w.holidayPackageId,
    unknown: http404(PACKAGE_NOT_FOUND),
  },
};

/** Strings that are not ids (white space around a real one included: it never named a row). */
const malformedIds = (real: string) => ['not-a-uuid', real.slice(0, 13), `${real}x`, ` ${real} `, real.replace(/-/g, ''), `{${real}}`];

function answerOf(outcome: Outcome, name: string): unknown {
  if (outcome.status >= 500) return { status: outcome.status };
  if (name.includes(' ')) return outcome.ok ? { ok: true } : { status: outcome.status, message: outcome.message };
  if (!outcome.ok) return { code: outcome.code, message: outcome.message };
  const field = /\.(\w+)\(/.exec(name)![1]!;
  const value = (outcome.data as Record<string, unknown> | undefined)?.[field];
  return value === null ? null : Array.isArray(value) && value.length === 0 ? [] : { found: true };
}

function expected(answer: Answer): (actual: unknown) => void {
  switch (answer.kind) {
    case 'null':
      return (actual) => expect(actual).toBeNull();
    case 'empty':
      return (actual) => expect(actual).toEqual([]);
    case 'error':
      return (actual) => expect(actual).toEqual({ code: answer.code, message: answer.message ?? expect.any(String) });
    case 'status':
      return (actual) => expect(actual).toEqual({ status: answer.status, message: answer.message });
  }
}

/** Every (field, argument) of Query and Mutation whose argument is an ID. */
async function idArgumentsOfSchema(w: World): Promise<string[]> {
  const res = await gql(
    w,
    'admin',
    `{ __schema { queryType { fields { name args { name type { name ofType { name } } } } }
                  mutationType { fields { name args { name type { name ofType { name } } } } } } }`,
  );
  type Field = { name: string; args: { name: string; type: { name: string | null; ofType: { name: string | null } | null } }[] };
  const schema = res.data as { __schema: { queryType: { fields: Field[] }; mutationType: { fields: Field[] } } };
  const names: string[] = [];
  for (const [type, fields] of [['Query', schema.__schema.queryType.fields], ['Mutation', schema.__schema.mutationType.fields]] as const) {
    for (const f of fields) for (const a of f.args) if ((a.type.name ?? a.type.ofType?.name) === 'ID') names.push(`${type}.${f.name}(${a.name})`);
  }
  return names.sort();
}

let w: World;
beforeAll(async () => {
  w = await createWorld();
}, 60_000);
afterAll(() => w?.t.close());

describe('the id rule covers every operation that takes an id', () => {
  it('lists every GraphQL ID argument of the schema', async () => {
    const table = Object.keys(OPERATIONS).filter((n) => !n.includes(' ')).sort();
    expect(table).toEqual(await idArgumentsOfSchema(w));
  });

  it('lists every REST route with a path parameter', () => {
    const routes = restRoutesOf(w.t.app)
      // A quote link's token is a secret, not a row id (quotes.e2e-spec.ts covers unknown and expired ones).
      .filter((r) => r.pathParams.some((param) => param !== 'token') && r.path.startsWith('/api/') && !r.path.startsWith('/api/uploads/'))
      .map((r) => r.name)
      .sort();
    expect(Object.keys(OPERATIONS).filter((n) => n.includes(' ')).sort()).toEqual(routes);
  });
});

describe.each(Object.entries(OPERATIONS))('%s', (name, op) => {
  it('answers a malformed id as an unknown one, never a 500', async () => {
    const unknown = randomUUID();
    const unknownAnswer = answerOf(await op.call(w, unknown), name);
    expected(op.unknown)(unknownAnswer);
    const real = await op.existing(w);
    for (const id of malformedIds(real)) {
      const answer = answerOf(await op.call(w, name.includes(' ') ? encodeURIComponent(id) : id), name);
      if (op.malformed) expected(op.malformed)(answer);
      else expect({ id, answer }).toEqual({ id, answer: unknownAnswer });
    }
  });

  it('finds the row under the upper-case spelling of its id', async () => {
    const id = await op.existing(w);
    const upper = await op.call(w, id.toUpperCase());
    expect({ ok: upper.ok, status: upper.status, code: upper.code, message: upper.message }).toEqual({
      ok: true,
      status: expect.any(Number) as unknown,
      code: undefined,
      message: upper.message,
    });
    expect(answerOf(upper, name)).not.toBeNull();
    // A read answers exactly as for the canonical spelling.
    if (name.startsWith('Query.') || name.startsWith('GET ')) expect(upper.data).toEqual((await op.call(w, id)).data);
  });
});

// The input boundary lower-cases UUIDs in every argument and input; these pin that the services keep
// finding rows whatever the spelling, and that the response cache (which keys on the raw request) does too.
describe('ids inside inputs and lists, in upper case', () => {
  const upper = (id: string) => id.toUpperCase();

  it("lists a hotel's amenities, activities and room types under either spelling of its id", async () => {
    const created = await gql(w, 'admin', 'mutation($input: CreateAmenityInput!) { createAmenity(input: $input) { id } }', {
      input: { hotelId: upper(w.hotelA.id), name: 'Rim-flow pool' },
    });
    expect(created.ok).toBe(true);
    for (const field of ['amenities', 'activities', 'roomTypes']) {
      const lower = await gql(w, 'anonymous', byHotel(field), { id: w.hotelA.id });
      const upperCase = await gql(w, 'anonymous', byHotel(field), { id: upper(w.hotelA.id) });
      expect({ field, ok: upperCase.ok, data: upperCase.data }).toEqual({ field, ok: true, data: lower.data });
    }
    const rest = await gql(w, 'anonymous', byHotel('amenities'), { id: upper(w.hotelA.id) });
    expect((rest.data as { amenities: unknown[] }).amenities.length).toBeGreaterThan(0);
  });

  it('writes rate types, rates and rooms whose input names the hotel and room type in upper case', async () => {
    const roomType = await createRoomType(w.t.db, w.hotelA.id);
    const rateType = await gql(w, 'admin', 'mutation($input: RateTypeInput!) { createRateType(input: $input) { id roomTypeId } }', {
      input: { hotelId: upper(w.hotelA.id), roomTypeId: upper(roomType.id), name: 'Weekend Rate', singleRate: 900, doubleRate: 1200, groupRate: 3000 },
    });
    expect(rateType).toMatchObject({ ok: true, data: { createRateType: { roomTypeId: roomType.id } } });
    const rateTypeId = (rateType.data as { createRateType: { id: string } }).createRateType.id;
    const updated = await gql(w, 'admin', 'mutation($id: ID!, $input: RateTypeInput!) { updateRateType(id: $id, input: $input) { id } }', {
      id: upper(rateTypeId),
      input: { hotelId: upper(w.hotelA.id), roomTypeId: upper(roomType.id), name: 'Corporate Rate', singleRate: 900, doubleRate: 1200, groupRate: 3000 },
    });
    expect(updated).toMatchObject({ ok: true, data: { updateRateType: { id: rateTypeId } } });
    const rates = await gql(w, 'admin', 'mutation($input: CreateRatesInput!) { createRates(input: $input) { id } }', {
      input: { hotelId: upper(w.hotelA.id), roomTypeId: upper(roomType.id), rateTypeId: upper(rateTypeId), fromDate: freshNight(), stoRateDouble: 1100, rackRateDouble: 1300 },
    });
    expect(rates.ok).toBe(true);
    const room = await gql(w, 'admin', 'mutation($input: CreateRoomInput!) { createRoom(input: $input) { id roomTypeId } }', {
      input: { hotelId: upper(w.hotelA.id), roomTypeId: upper(roomType.id), title: 'Sea view', maxPeople: 2, roomNumbers: ['U-101'] },
    });
    expect(room).toMatchObject({ ok: true, data: { createRoom: { roomTypeId: roomType.id } } });
  });

  it('reserves a stay whose input names the hotel and room type in upper case', async () => {
    const input = stayInput(w);
    const reserved = await gql(w, 'customer', 'mutation($input: ReserveStayInput!) { reserveStay(input: $input) { id } }', {
      input: { ...input, hotelId: upper(input.hotelId), roomTypeId: upper(input.roomTypeId) },
    });
    expect({ ok: reserved.ok, code: reserved.code, message: reserved.message }).toEqual({ ok: true, code: undefined, message: undefined });
  });

  it('serves the upper-case spelling of an id from the cache entry of the canonical one', async () => {
    const read = (id: string) => () => request(w.t.http).get(`/api/hotels/${id}`).expect(200);
    const lower = await w.t.queries.during(read(w.hotelB.id));
    expect(lower.count).toBeGreaterThan(0);
    const upperCase = await w.t.queries.during(read(upper(w.hotelB.id)));
    expect(upperCase.count).toBe(0);
    expect(upperCase.result.body).toEqual(lower.result.body);
    expect(upperCase.result.headers.etag).toBe(lower.result.headers.etag);
  });
});
