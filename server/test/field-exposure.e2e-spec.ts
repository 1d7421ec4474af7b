/**
 * Field-level authorization. Every output field of the served schema that can carry personal data is
 * listed below with who may read it; a new such field fails the test until it is listed. Then the
 * proof with real queries: for every Query field, a query that selects every field reachable from it
 * (every nested path, to a fixed depth) is sent as an attacker, and the answer (data and errors) must
 * not contain any of the victims' personal values. The public REST reads are checked the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  getNamedType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { and, eq } from 'drizzle-orm';
import { createRoom, createRoomType, createUser, isoDaysFromNow, tokenFor, uniqueName } from './support/factories.js';
import { graphqlRequest } from './support/graphql.js';
import { allowedPrincipals, EXPECTATIONS } from './support/authorization/expectations.js';
import { OPERATION_CALLS } from './support/authorization/operations.js';
import { createWorld, gql, stayInput, type Principal, type World } from './support/authorization/world.js';
import { loadConfig } from '../src/config/config.js';
import { mailOutbox, users as usersTable, type UserRow } from '../src/db/schema.js';

/** Names of fields that can carry a person's data (or a credential). */
const PERSONAL = /e-?mail|phone|password|hash|token|secret|fullName|firstName|lastName|username|clientAddress|actorName|authorName|^address$/i;

/**
 * Who may read each personal field. The access to the type itself is the operation's (see the matrix);
 * these say whose data the field holds and who gets to it.
 */
const PERSONAL_FIELDS: Record<string, string> = {
  'AgencyDetails.email': "Everyone (siteConfig): the agency's own public contact, printed on every document, not a person's.",
  'AgencyDetails.emergencyPhone': "Everyone: the agency's travellers' line, not a person's.",
  'AgencyDetails.phone': "Everyone: the agency's office number, not a person's.",
  'AuditEvent.actorName': 'Readers of the audit trail (agency admins; staff for bookings and enquiries; a manager for their hotels).',
  'AuthPayload.token': 'The user who just signed in (their own bearer token).',
  'Booking.email': "The booker (myBookings), the agency (admins, staff), and the stay's hotel's managers.",
  'Booking.fullName': "The booker, the agency, and the stay's hotel's managers.",
  'Booking.phone': "The booker, the agency, and the stay's hotel's managers.",
  'Enquiry.address': "The agency in the inbox (Book Your Trip's address).",
  'Enquiry.email': 'The agency (admins, staff) in the inbox.',
  'Enquiry.firstName': 'The agency in the inbox.',
  'Enquiry.fullName': 'The agency in the inbox.',
  'Enquiry.lastName': 'The agency in the inbox.',
  'Enquiry.phone': 'The agency in the inbox.',
  'Hotel.address': "Everyone: the hotel's public street address, not a person's.",
  'Hotel.email': "Everyone: the hotel's public contact, not a person's.",
  'Hotel.phone': "Everyone: the hotel's public contact, not a person's.",
  'HotelManagerAccount.email': 'Agency admins only (hotelManagerAccounts, assign/unassign).',
  'HotelManagerAccount.username': 'Agency admins only.',
  'InboxItem.email': 'The agency (admins, staff).',
  'InboxItem.fullName': 'The agency.',
  'InboxItem.phone': 'The agency.',
  'InboxNote.authorName': 'The agency.',
  'Invoice.customerEmail': 'The customer (myInvoices, or the quote link they were mailed when accepting) and the agency (invoices, invoice).',
  'Quote.customerEmail': 'The agency (quotes, quote: staff and agency admins).',
  'StaffMember.username': 'The agency (who an item can be assigned to).',
  'User.email': 'The user themself (me, login, register).',
  'User.phone': 'The user themself.',
  'User.username': 'The user themself.',
  'UserAccount.email': 'Agency admins only (users and roles page).',
  'UserAccount.phone': 'Agency admins only.',
  'UserAccount.username': 'Agency admins only.',
};

let w: World;
/** A customer whose data every attacker reaches for: a stay at hotel A, a package booking, an enquiry. */
let victim: UserRow;
const VICTIM_NAME = `Vuyo ${uniqueName('Victim')}`;
/** A guest of hotel B (no account): hotel A's manager must not reach them. */
const GUEST_B = { fullName: `Bongani ${uniqueName('GuestB')}`, email: `guest.b.${uniqueName('g')}@example.test`, phone: '+27 83 777 4242' };
let guestBStayId: string;
const START_UP_MS = 300_000;

beforeAll(async () => {
  // The queries below select every reachable field at once: far past the production cost and size
  // limits, which are not what this file tests (they have their own tests).
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'test-secret-'.padEnd(48, 'x') });
  w = await createWorld([], {
    security: { ...base.security, graphql: { ...base.security.graphql, maxDepth: 100, maxCost: 10_000_000, maxTokens: 1_000_000, maxAliases: 1_000 } },
  });
  // Distinct personal values for everyone, so that a leak names whose data it was.
  for (const [i, who] of (['customer', 'managerOwn', 'managerOther', 'staff', 'admin'] as const).entries()) {
    await w.t.db
      .update(usersTable)
      .set({ email: `${who.toLowerCase()}.${uniqueName('p')}@example.test`, phone: `+27 82 777 ${1000 + i}` })
      .where(eq(usersTable.id, w.users[who].id));
    const [row] = await w.t.db.select().from(usersTable).where(eq(usersTable.id, w.users[who].id));
    w.users[who] = row!;
  }
  victim = await createUser(w.t.db, 'CUSTOMER', { email: `victim.${uniqueName('v')}@example.test`, phone: '+27 82 777 9999' });
  const victimToken = await tokenFor(w.t.http, victim);
  const asVictim = (query: string, variables: Record<string, unknown>) => graphqlRequest(w.t.http, query, variables, victimToken);
  const personal = { fullName: VICTIM_NAME, email: victim.email, phone: victim.phone };
  const stay = await asVictim('mutation($input: ReserveStayInput!) { reserveStay(input: $input) { id } }', { input: { ...stayInput(w), ...personal } });
  const booking = await asVictim('mutation($input: BookingInput!) { requestBooking(input: $input) { id } }', {
    input: { packageId: w.pkg.id, guests: 2, departureDate: isoDaysFromNow(30), returnDate: isoDaysFromNow(35), ...personal },
  });
  const plan = await asVictim('mutation($input: TripPlanInput!) { sendTripPlan(input: $input) { reference } }', {
    input: { destination: 'Bali', guests: 2, firstName: 'Vuyo', lastName: VICTIM_NAME.split(' ')[1], email: victim.email, phone: victim.phone, message: 'Hi' },
  });
  for (const res of [stay, booking, plan]) expect(res.body.errors).toBeUndefined();
  victimStayId = stay.body.data.reserveStay.id as string;
  victimBookingId = booking.body.data.requestBooking.id as string;
  // The agency and the hotel leave their names on the victim's objects: a note, an assignment, a confirmation.
  await gql(w, 'staff', 'mutation($id: ID!) { addInboxNote(id: $id, body: "Called back.") { id } }', { id: victimBookingId });
  await gql(w, 'staff', 'mutation($id: ID!, $s: ID) { assignInboxItem(id: $id, staffId: $s) { id } }', { id: victimBookingId, s: w.users.staff.id });
  await gql(w, 'managerOwn', 'mutation($id: ID!) { confirmReservation(id: $id) { id } }', { id: victimStayId });
  // The agency quotes the victim's booking (with net costs) and the victim accepts: a quote and an invoice of theirs.
  await gql(w, 'admin', 'mutation { setExchangeRate(currency: USD, randPerUnit: 18.25) { __typename } }');
  const quote = await gql(w, 'staff', 'mutation($id: ID!, $input: QuoteInput!) { createQuote(inboxItemId: $id, input: $input) { id } }', {
    id: victimBookingId,
    input: {
      lines: [{ kind: 'PACKAGE', description: 'Safari', quantity: 1, unitPriceCents: 1_234_567, currency: 'ZAR', netCostCents: NET_COST }],
      validUntil: isoDaysFromNow(10),
      depositPercent: 30,
      depositDueOn: isoDaysFromNow(5),
      balanceDueOn: isoDaysFromNow(20),
    },
  });
  victimQuoteId = quote.data?.createQuote?.id as string;
  expect((await gql(w, 'staff', 'mutation($id: ID!) { sendQuote(id: $id) { id } }', { id: victimQuoteId })).ok).toBe(true);
  const [quoteMail] = await w.t.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, victim.email), eq(mailOutbox.template, 'quote-sent')));
  const quoteToken = /\/quotes\/([A-Za-z0-9_-]{43})/.exec(quoteMail!.textBody)![1]!;
  const accepted = await graphqlRequest(w.t.http, 'mutation($t: String!) { acceptQuote(token: $t) { id } }', { t: quoteToken });
  victimInvoiceId = accepted.body.data.acceptQuote.id as string;
  for (const field of ['activity', 'amenity', 'rate', 'rateType', 'room']) objectIds[field] = await OPERATION_CALLS[`Query.${field}`]!.prepare!(w);
  const roomTypeB = await createRoomType(w.t.db, w.hotelB.id);
  await createRoom(w.t.db, roomTypeB, ['B1', 'B2']);
  const guestStay = await graphqlRequest(w.t.http, 'mutation($input: ReserveStayInput!) { reserveStay(input: $input) { id } }', {
    input: { ...stayInput(w), hotelId: w.hotelB.id, roomTypeId: roomTypeB.id, ...GUEST_B },
  });
  expect(guestStay.body.errors).toBeUndefined();
  guestBStayId = guestStay.body.data.reserveStay.id as string;
}, START_UP_MS);
afterAll(async () => {
  await w?.t.close();
});

let victimStayId: string;
let victimBookingId: string;
let victimQuoteId: string;
let victimInvoiceId: string;
/** Ids of hotel A's objects for the root fields that take one. */
const objectIds: Record<string, string> = {};

// ------------------------------------------------------------------ the schema walk

function outputFields(schema: GraphQLSchema): { name: string; field: GraphQLField<unknown, unknown> }[] {
  const found: { name: string; field: GraphQLField<unknown, unknown> }[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
    if (type === schema.getQueryType() || type === schema.getMutationType() || type === schema.getSubscriptionType()) continue;
    for (const field of Object.values(type.getFields())) found.push({ name: `${type.name}.${field.name}`, field });
  }
  return found;
}

/** A selection of every field reachable from `type`, `depth` levels down (fields needing arguments left out). */
function selectAll(type: GraphQLNamedType, depth: number): string {
  if (isLeafType(type)) return '';
  if (isUnionType(type)) {
    return `{ __typename ${type.getTypes().map((member) => `... on ${member.name} ${selectAll(member, depth)}`).join(' ')} }`;
  }
  if (!isObjectType(type) && !isInterfaceType(type)) return '';
  const parts = ['__typename'];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
    const inner = getNamedType(field.type);
    if (isLeafType(inner)) parts.push(field.name);
    else if (depth > 0) parts.push(`${field.name} ${selectAll(inner, depth - 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

/**
 * Arguments for the root fields that need some: objects the attacker should not see through. Hotel A's
 * manager is pointed at hotel B and its guest's stay instead.
 */
function rootArguments(field: string, attacker: Principal = 'customer'): string {
  const againstB = attacker === 'managerOwn';
  const h = `"${againstB ? w.hotelB.id : w.hotelA.id}"`;
  const stayId = againstB ? guestBStayId : victimStayId;
  const night = stayInput(w);
  const args: Record<string, string> = {
    activities: `(hotelId: ${h})`,
    amenities: `(hotelId: ${h})`,
    rateTypes: `(hotelId: ${h})`,
    rates: `(hotelId: ${h})`,
    roomTypes: `(hotelId: ${h})`,
    rooms: `(hotelId: ${h})`,
    hotel: `(id: ${h})`,
    roomType: `(id: "${w.roomTypeA.id}")`,
    roomTypeDeletionImpact: `(id: "${w.roomTypeA.id}")`,
    package: `(id: "${w.pkg.id}")`,
    holidayPackage: `(id: "${w.holidayPackageId}")`,
    inboxItem: `(id: "${againstB ? guestBStayId : victimBookingId}")`,
    quotes: `(inboxItemId: "${victimBookingId}")`,
    quoteDefaults: `(inboxItemId: "${victimBookingId}")`,
    quote: `(id: "${victimQuoteId}")`,
    invoice: `(id: "${victimInvoiceId}")`,
    // Not the victim's token (the attacker does not have it): an unknown one, which must tell nothing.
    quoteByToken: `(token: "${'A'.repeat(43)}")`,
    auditTrail: `(entity: BOOKING, entityId: "${stayId}")`,
    analytics: `(from: "${isoDaysFromNow(-30)}", to: "${isoDaysFromNow(60)}")`,
    hotelReservations: `(hotelId: ${h})`,
    stayAvailability: `(input: { hotelId: ${h}, checkIn: "${night.checkIn}", checkOut: "${night.checkOut}" })`,
    staySearch: `(input: { destination: "${w.hotelA.city}", checkIn: "${night.checkIn}", checkOut: "${night.checkOut}" })`,
  };
  const id = objectIds[field];
  return args[field] ?? (id ? `(id: "${id}")` : '');
}

/** The victims' values an attacker must never get back. */
function secretsFor(attacker: Principal): Record<string, string> {
  const people: Record<string, UserRow> = { victim, customer: w.users.customer, managerOwn: w.users.managerOwn, managerOther: w.users.managerOther, staff: w.users.staff, admin: w.users.admin };
  const secrets: Record<string, string> = { 'quote.netCost': String(NET_COST), 'victim.fullName': VICTIM_NAME, 'guestB.fullName': GUEST_B.fullName, 'guestB.email': GUEST_B.email, 'guestB.phone': GUEST_B.phone };
  // Each attacker may see their own data, and a manager their own hotel's guests.
  delete people[attacker];
  if (attacker === 'managerOwn') {
    delete people.victim;
    delete secrets['victim.fullName'];
  }
  if (attacker === 'managerOther') for (const key of Object.keys(secrets).filter((k) => k.startsWith('guestB.'))) delete secrets[key];
  for (const [who, user] of Object.entries(people)) {
    secrets[`${who}.email`] = user.email;
    secrets[`${who}.phone`] = user.phone;
    secrets[`${who}.username`] = user.username;
  }
  return secrets;
}

function leaks(body: unknown, secrets: Record<string, string>): string[] {
  const text = JSON.stringify(body).toLowerCase();
  return Object.entries(secrets)
    .filter(([, value]) => text.includes(value.toLowerCase()))
    .map(([name]) => name);
}

/** What the agency pays its suppliers: fields that may exist only on types behind the desk. */
const STAFF_ONLY = /netCost|margin/i;
const STAFF_ONLY_FIELDS: Record<string, string> = {
  'Quote.marginCents': 'Staff and agency admins (quotes, quote).',
  'QuoteLine.marginCents': 'Staff and agency admins.',
  'QuoteLine.netCostCents': 'Staff and agency admins.',
};
/** The victim's quote line's net cost: a figure no customer or visitor may ever receive. */
const NET_COST = 987_654;

describe('staff-only money fields', () => {
  it('net costs and margins exist only on the agency’s types, which no customer or visitor can reach', () => {
    const schema = w.t.app.get(GraphQLSchemaHost).schema;
    const found = outputFields(schema)
      .map((f) => f.name)
      .filter((name) => STAFF_ONLY.test(name.split('.')[1]!))
      .sort();
    expect(found).toEqual(Object.keys(STAFF_ONLY_FIELDS).sort());
    for (const name of found) expect(BEHIND_THE_DESK).toContain(name.split('.')[0]);
  });
});

describe('personal fields of the schema', () => {
  it(`lists every output field that can carry personal data (${Object.keys(PERSONAL_FIELDS).length} listed)`, () => {
    const schema = w.t.app.get(GraphQLSchemaHost).schema;
    const personal = outputFields(schema)
      .map((f) => f.name)
      .filter((name) => PERSONAL.test(name.split('.')[1]!))
      .sort();
    expect({ unlisted: personal.filter((n) => !(n in PERSONAL_FIELDS)) }).toEqual({ unlisted: [] });
    expect({ gone: Object.keys(PERSONAL_FIELDS).filter((n) => !personal.includes(n)) }).toEqual({ gone: [] });
    console.log(`Field exposure: ${personal.length} personal fields listed`);
  });

  it('has no password or password hash field on any output type', () => {
    const schema = w.t.app.get(GraphQLSchemaHost).schema;
    expect(outputFields(schema).filter((f) => /password|hash/i.test(f.name.split('.')[1]!)).map((f) => f.name)).toEqual([]);
  });
});

/**
 * Types a visitor and a customer cannot query at the root (hotel inventory behind the owner, the inbox,
 * the audit trail, accounts): no nested field may hand them out either.
 */
const BEHIND_THE_DESK = [
  'Room',
  'RoomUnit',
  'Rate',
  'RateType',
  'InboxItem',
  'InboxNote',
  'Enquiry',
  'AuditEvent',
  'HotelManagerAccount',
  'StaffMember',
  'UserAccount',
  // The agency's view of a quote: net costs and margins (STAFF_ONLY_FIELDS).
  'Quote',
  'QuoteLine',
  // Who owes what (paymentsDue): customers' names and amounts.
  'PaymentDue',
];
const HIDDEN_TYPES: Partial<Record<Principal, string[]>> = {
  // A customer's own bookings, account, quotes and invoices are theirs (myBookings, me, myQuotes, myInvoices).
  anonymous: [...BEHIND_THE_DESK, 'Booking', 'User', 'CustomerQuote', 'Invoice', 'Payment', 'CreditNote'],
  customer: BEHIND_THE_DESK,
};

describe("no one reaches another person's data through any nested path", () => {
  const attackers: Principal[] = ['anonymous', 'customer', 'managerOwn', 'managerOther'];
  it.each(attackers)('%s: every Query field, every reachable field selected', async (attacker) => {
    const schema = w.t.app.get(GraphQLSchemaHost).schema;
    const secrets = secretsFor(attacker);
    const found: Record<string, string[]> = {};
    const hiddenTypes = HIDDEN_TYPES[attacker] ?? [];
    let answered = 0;
    for (const field of Object.values(schema.getQueryType()!.getFields())) {
      const query = `{ ${field.name}${rootArguments(field.name, attacker)} ${selectAll(getNamedType(field.type), 4)} }`;
      const outcome = await gql(w, attacker, query);
      if (outcome.ok) answered += 1;
      else if (!['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'].includes(outcome.code ?? '')) {
        // A deep query must be refused for who it is, never fail for what it selects.
        found[`${field.name} (error)`] = [`${outcome.code}: ${outcome.message}`];
      }
      // Nested fields must not hand out objects the attacker may not query directly.
      const reached = hiddenTypes.filter((type) => JSON.stringify(outcome.data ?? null).includes(`"__typename":"${type}"`));
      if (reached.length) found[`${field.name} (types)`] = reached;
      const leaked = leaks({ data: outcome.data, message: outcome.message }, secrets);
      if (leaked.length) found[field.name] = leaked;
    }
    expect(found).toEqual({});
    // The walk really read things: most queries answer each attacker.
    expect(answered).toBeGreaterThan(15);
  });

  it.each(attackers)('%s: every REST read it may call', async (attacker) => {
    const secrets = secretsFor(attacker);
    const found: Record<string, string[]> = {};
    for (const name of Object.keys(OPERATION_CALLS).filter((n) => n.startsWith('GET '))) {
      if (!allowedPrincipals(EXPECTATIONS[name]!).includes(attacker)) continue;
      const { prepare, call } = OPERATION_CALLS[name]!;
      const outcome = await call(w, attacker, (await prepare?.(w)) ?? '');
      expect({ name, ok: outcome.ok }).toEqual({ name, ok: true });
      const leaked = leaks(outcome.data, secrets);
      if (leaked.length) found[name] = leaked;
    }
    expect(found).toEqual({});
  });

  it("the owner and the agency do see the victim's data (the walk is not blind)", async () => {
    const schema = w.t.app.get(GraphQLSchemaHost).schema;
    const query = (field: string) => `{ ${field}${rootArguments(field)} ${selectAll(getNamedType(schema.getQueryType()!.getFields()[field]!.type), 4)} }`;
    const asManager = await gql(w, 'managerOwn', query('hotelReservations'));
    expect(leaks(asManager.data, { email: victim.email, phone: victim.phone })).toEqual(['email', 'phone']);
    const asStaff = await gql(w, 'staff', query('inboxItem'));
    expect(leaks(asStaff.data, { email: victim.email, note: w.users.staff.username })).toEqual(['email', 'note']);
    const asStaffQuote = await gql(w, 'staff', query('quote'));
    expect(leaks(asStaffQuote.data, { netCost: String(NET_COST), email: victim.email })).toEqual(['netCost', 'email']);
  });
});
