/**
 * How the authorization matrix calls each operation: a valid call on hotel A's objects (so an allowed
 * call really succeeds), the fresh data a write consumes, and what a refused write must leave as it was.
 * Keyed like expectations.ts; the matrix fails when the two lists, the served schema and the REST
 * routes Nest discovers do not name the same operations.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { addDays, todayInSouthAfrica } from '../../../src/common/dates.js';
import {
  activities,
  agencyPolicies,
  amenities,
  bookings,
  enquiries,
  exchangeRates,
  hotelManagers,
  hotels,
  creditNotes,
  inboxNotes,
  invoices,
  mailOutbox,
  packages,
  payments,
  quoteLines,
  quotes,
  refunds,
  rates,
  rateTypes,
  roomTypes,
  roomUnitNights,
  roomUnits,
  rooms,
  users,
} from '../../../src/db/schema.js';
import {
  createBookingRequest,
  createEnquiry,
  createHotel,
  createRate,
  createRateType,
  createRoom,
  createRoomType,
  createUser,
  isoDaysFromNow,
  TEST_PASSWORD,
  uniqueName,
} from '../factories.js';
import {
  asNewcomer,
  bookingInput,
  freshNight,
  freshPackage,
  gql,
  holidayPackageInput,
  holidayRestBody,
  hotelInput,
  insertReservation,
  packageInput,
  packageRestBody,
  registration,
  rest,
  stayInput,
  upload,
  type Outcome,
  type Principal,
  type World,
} from './world.js';

export interface OperationCall {
  /** Fresh data for one call (a write consumes it); handed to `call` and `state`. */
  prepare?: (w: World) => Promise<string>;
  call: (w: World, who: Principal, id: string) => Promise<Outcome>;
  /** What a refused call must leave exactly as it was. */
  state?: (w: World, id: string) => Promise<unknown>;
}

// ------------------------------------------------------------------ fresh rows on hotel A
const fresh = {
  roomType: async (w: World) => (await createRoomType(w.t.db, w.hotelA.id)).id,
  room: async (w: World) => (await createRoom(w.t.db, w.roomTypeA, [uniqueName('N'), uniqueName('N')])).room.id,
  unit: async (w: World) => (await createRoom(w.t.db, w.roomTypeA, [uniqueName('N')])).units[0]!.id,
  amenity: async (w: World) => (await w.t.db.insert(amenities).values({ hotelId: w.hotelA.id, name: uniqueName('Pool') }).returning())[0]!.id,
  activity: async (w: World) =>
    (
      await w.t.db
        .insert(activities)
        .values({ hotelId: w.hotelA.id, name: uniqueName('Game drive'), duration: '3 hours', maxParticipants: 8, priceCents: 45_000 })
        .returning()
    )[0]!.id,
  // On a room type of its own: a room type has each rate name once, and the matrix makes dozens.
  rateType: async (w: World) => (await createRateType(w.t.db, await createRoomType(w.t.db, w.hotelA.id))).id,
  rate: async (w: World) => (await createRate(w.t.db, w.roomTypeA, { date: freshNight() })).id,
  hotel: async (w: World) => (await createHotel(w.t.db, { managerId: w.users.managerOwn.id })).id,
  /** A hotel of managerOwn's registered through Register Hotel: waiting for an agency admin's review. */
  pendingHotel: async (w: World) => (await createHotel(w.t.db, { managerId: w.users.managerOwn.id, reviewStatus: 'PENDING' })).id,
  booking: async (w: World) => (await createBookingRequest(w.t.db)).id,
  /** A DRAFT quote for a fresh booking request, built by the agency admin over the API. */
  draftQuote: async (w: World) => (await draftQuote(w)).id,
  /** The raw token of a SENT quote (read from its e-mail, as the customer gets it). */
  quoteToken: async (w: World) => (await sentQuoteToken(w)).token,
  /** The id of a SENT quote. */
  sentQuote: async (w: World) => (await sentQuoteToken(w)).id,
  /** The id of a SENT quote for a request the `customer` principal made signed in (theirs in My bookings). */
  customersSentQuote: async (w: World) => (await sentQuoteToken(w, { userId: w.users.customer.id })).id,
  /** An invoice: a quote sent and accepted through its link. */
  invoice: async (w: World) => {
    const { token } = await sentQuoteToken(w);
    const accepted = await gql(w, 'anonymous', 'mutation($t: String!) { acceptQuote(token: $t) { id } }', { t: token });
    if (!accepted.ok) throw new Error(`invoice fixture: ${accepted.message}`);
    return accepted.data.acceptQuote.id as string;
  },
  /** The token of an accepted quote: its link also serves the invoice. */
  acceptedQuoteToken: async (w: World) => {
    const { token } = await sentQuoteToken(w);
    const accepted = await gql(w, 'anonymous', 'mutation($t: String!) { acceptQuote(token: $t) { id } }', { t: token });
    if (!accepted.ok) throw new Error(`accepted quote fixture: ${accepted.message}`);
    return token;
  },
  /** An invoice paid in full by the agency admin: it has a travel voucher. */
  paidInvoice: async (w: World) => (await paidInvoice(w)).invoiceId,
  /** The one payment of an invoice paid in full: it has a receipt. */
  payment: async (w: World) => (await paidInvoice(w)).paymentId,
  /** A cancelled invoice: it has a credit note. */
  cancelledInvoice: async (w: World) => {
    const id = await fresh.invoice(w);
    const cancelled = await gql(w, 'admin', 'mutation($id: ID!) { cancelInvoice(id: $id, input: { reason: "Trip called off", cancellationFeeCents: 0 }) { id } }', { id });
    if (!cancelled.ok) throw new Error(`cancelled invoice fixture: ${cancelled.message}`);
    return id;
  },
  /** An invoice paid in full, then cancelled with no fee: the whole total is owed back. */
  refundableInvoice: async (w: World) => {
    const { invoiceId } = await paidInvoice(w);
    const cancelled = await gql(w, 'admin', 'mutation($id: ID!) { cancelInvoice(id: $id, input: { reason: "Trip called off", cancellationFeeCents: 0 }) { id } }', { id: invoiceId });
    if (!cancelled.ok) throw new Error(`refundable invoice fixture: ${cancelled.message}`);
    return invoiceId;
  },
  /** One refund recorded on a cancelled invoice: it has a refund confirmation. */
  refund: async (w: World) => {
    const invoiceId = await fresh.refundableInvoice(w);
    const refunded = await gql(w, 'admin', 'mutation($id: ID!, $input: RefundInput!) { recordRefund(invoiceId: $id, input: $input) { refunds { id } } }', {
      id: invoiceId,
      input: { amountCents: 100, refundedOn: todayInSouthAfrica(), method: 'EFT', reference: 'FNB back' },
    });
    if (!refunded.ok) throw new Error(`refund fixture: ${refunded.message}`);
    return refunded.data.recordRefund.refunds[0].id as string;
  },
  tripPlan: async (w: World) => (await createEnquiry(w.t.db)).id,
  night: async () => freshNight(),
  customerAccount: async (w: World) => (await createUser(w.t.db, 'CUSTOMER')).id,
  /** A manager of no hotel yet, to be added to hotel A's managers. */
  newManager: async (w: World) => (await createUser(w.t.db, 'HOTEL_MANAGER')).id,
  /** A manager of hotel A besides managerOwn, to be removed from it. */
  extraManagerOfA: async (w: World) => {
    const user = await createUser(w.t.db, 'HOTEL_MANAGER');
    await w.t.db.insert(hotelManagers).values({ userId: user.id, hotelId: w.hotelA.id });
    return user.id;
  },
};

const quoteInput = () => ({
  lines: [
    { kind: 'PACKAGE', description: 'Kruger safari', quantity: 2, unitPriceCents: 1_200_000, currency: 'ZAR', netCostCents: 1_900_000 },
    { kind: 'TRANSFER', description: 'Airport transfer', quantity: 1, unitPriceCents: 85_000, currency: 'ZAR' },
  ],
  validUntil: isoDaysFromNow(14),
  depositPercent: 30,
  depositDueOn: isoDaysFromNow(7),
  balanceDueOn: isoDaysFromNow(30),
});

async function draftQuote(w: World, bookingOverrides: Partial<typeof bookings.$inferInsert> = {}): Promise<{ id: string; email: string }> {
  const booking = await createBookingRequest(w.t.db, bookingOverrides);
  const created = await gql(w, 'admin', 'mutation($id: ID!, $input: QuoteInput!) { createQuote(inboxItemId: $id, input: $input) { id } }', {
    id: booking.id,
    input: quoteInput(),
  });
  if (!created.ok) throw new Error(`quote fixture: ${created.message}`);
  return { id: created.data.createQuote.id as string, email: booking.email };
}

async function paidInvoice(w: World): Promise<{ invoiceId: string; paymentId: string }> {
  const invoiceId = await fresh.invoice(w);
  const [invoice] = await w.t.db.select({ totalCents: invoices.totalCents }).from(invoices).where(eq(invoices.id, invoiceId));
  const paid = await gql(w, 'admin', 'mutation($id: ID!, $input: PaymentInput!) { recordPayment(invoiceId: $id, input: $input) { payments { id } } }', {
    id: invoiceId,
    input: { amountCents: invoice!.totalCents, receivedOn: todayInSouthAfrica(), method: 'EFT', reference: 'FNB 1' },
  });
  if (!paid.ok) throw new Error(`paid invoice fixture: ${paid.message}`);
  return { invoiceId, paymentId: paid.data.recordPayment.payments[0].id as string };
}

async function sentQuoteToken(w: World, bookingOverrides: Partial<typeof bookings.$inferInsert> = {}): Promise<{ id: string; token: string }> {
  const { id, email } = await draftQuote(w, bookingOverrides);
  const sent = await gql(w, 'admin', 'mutation($id: ID!) { sendQuote(id: $id) { id } }', { id });
  if (!sent.ok) throw new Error(`quote fixture: ${sent.message}`);
  const [mail] = await w.t.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'quote-sent')));
  const token = /\/quotes\/([A-Za-z0-9_-]{43})/.exec(mail?.textBody ?? '')?.[1];
  if (!token) throw new Error('quote fixture: no link in the mail');
  return { id, token };
}

// ------------------------------------------------------------------ what a refusal must leave alone
const byId = {
  roomType: (w: World, id: string) => w.t.db.select().from(roomTypes).where(eq(roomTypes.id, id)),
  room: async (w: World, id: string) => ({
    room: await w.t.db.select().from(rooms).where(eq(rooms.id, id)),
    units: await w.t.db.select().from(roomUnits).where(eq(roomUnits.roomId, id)).orderBy(asc(roomUnits.id)),
  }),
  unitNights: (w: World, id: string) => w.t.db.select().from(roomUnitNights).where(eq(roomUnitNights.roomUnitId, id)),
  amenity: (w: World, id: string) => w.t.db.select().from(amenities).where(eq(amenities.id, id)),
  activity: (w: World, id: string) => w.t.db.select().from(activities).where(eq(activities.id, id)),
  rateType: (w: World, id: string) => w.t.db.select().from(rateTypes).where(eq(rateTypes.id, id)),
  rate: (w: World, id: string) => w.t.db.select().from(rates).where(eq(rates.id, id)),
  hotel: (w: World, id: string) => w.t.db.select().from(hotels).where(eq(hotels.id, id)),
  package: (w: World, id: string) => w.t.db.select().from(packages).where(eq(packages.id, id)),
  booking: async (w: World, id: string) => ({
    booking: await w.t.db.select().from(bookings).where(eq(bookings.id, id)),
    notes: await w.t.db.select().from(inboxNotes).where(eq(inboxNotes.bookingId, id)),
  }),
  enquiry: async (w: World, id: string) => ({
    enquiry: await w.t.db.select().from(enquiries).where(eq(enquiries.id, id)),
    bookings: await w.t.db.select({ n: count() }).from(bookings),
  }),
  user: (w: World, id: string) => w.t.db.select().from(users).where(eq(users.id, id)),
  quote: async (w: World, id: string) => ({
    quote: await w.t.db.select().from(quotes).where(eq(quotes.id, id)),
    lines: await w.t.db.select().from(quoteLines).where(eq(quoteLines.quoteId, id)).orderBy(asc(quoteLines.position)),
    quotes: (await w.t.db.select({ n: count() }).from(quotes))[0]!.n,
  }),
  quoteByToken: async (w: World) => ({
    quotes: await w.t.db.select({ id: quotes.id, status: quotes.status }).from(quotes).orderBy(asc(quotes.id)),
    invoices: (await w.t.db.select({ n: count() }).from(invoices))[0]!.n,
    notes: (await w.t.db.select({ n: count() }).from(inboxNotes))[0]!.n,
  }),
  invoice: async (w: World, id: string) => ({
    invoice: await w.t.db.select().from(invoices).where(eq(invoices.id, id)),
    payments: await w.t.db.select().from(payments).where(eq(payments.invoiceId, id)),
    creditNotes: await w.t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, id)),
    refunds: await w.t.db.select().from(refunds).where(eq(refunds.invoiceId, id)),
  }),
  quotesOf: (w: World, id: string) => w.t.db.select().from(quotes).where(eq(quotes.bookingId, id)),
  managersOfA: (w: World) =>
    w.t.db.select().from(hotelManagers).where(eq(hotelManagers.hotelId, w.hotelA.id)).orderBy(asc(hotelManagers.userId)),
};
const ofHotelA = {
  roomTypes: (w: World) => w.t.db.select().from(roomTypes).where(eq(roomTypes.hotelId, w.hotelA.id)).orderBy(asc(roomTypes.id)),
  rooms: (w: World) => w.t.db.select().from(rooms).where(eq(rooms.hotelId, w.hotelA.id)).orderBy(asc(rooms.id)),
  amenities: (w: World) => w.t.db.select().from(amenities).where(eq(amenities.hotelId, w.hotelA.id)).orderBy(asc(amenities.id)),
  activities: (w: World) => w.t.db.select().from(activities).where(eq(activities.hotelId, w.hotelA.id)).orderBy(asc(activities.id)),
  rateTypes: (w: World) => w.t.db.select().from(rateTypes).where(eq(rateTypes.hotelId, w.hotelA.id)).orderBy(asc(rateTypes.id)),
  rates: (w: World) => w.t.db.select().from(rates).where(eq(rates.hotelId, w.hotelA.id)).orderBy(asc(rates.id)),
};
const tableCount = {
  hotels: async (w: World) => (await w.t.db.select({ n: count() }).from(hotels))[0]!.n,
  packages: async (w: World) => (await w.t.db.select({ n: count() }).from(packages))[0]!.n,
  exchangeRates: (w: World) => w.t.db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency)),
  policies: (w: World) => w.t.db.select().from(agencyPolicies).orderBy(asc(agencyPolicies.key)),
};

// ------------------------------------------------------------------ inputs
const roomTypeInput = () => ({ name: uniqueName('Deluxe'), capacity: 2, baseRate: 1500 });
const activityInput = () => ({ name: uniqueName('Wine tasting'), duration: '2 hours', maxParticipants: 12, price: 350 });
const rateAmounts = { stoRateDouble: 1100, rackRateDouble: 1300 };
const roomTypeOfRateType = async (w: World, id: string) => (await w.t.db.select().from(rateTypes).where(eq(rateTypes.id, id)))[0]!.roomTypeId;
const rateTypeInput = (w: World) => ({ hotelId: w.hotelA.id, roomTypeId: w.roomTypeA.id, name: 'Weekend Rate', singleRate: 900, doubleRate: 1200, groupRate: 3000 });
const roomInput = (w: World) => ({ roomTypeId: w.roomTypeA.id, title: 'Sea view', maxPeople: 2, roomNumbers: [uniqueName('N')] });
const tripPlan = () => ({
  destination: 'Bali',
  guests: 2,
  departureDate: isoDaysFromNow(40),
  returnDate: isoDaysFromNow(50),
  firstName: 'Thandi',
  lastName: 'Mokoena',
  email: 'thandi@example.co.za',
  phone: '+27 82 555 0123',
  message: `Somewhere warm ${uniqueName('m')}`,
});
const insurance = () => ({
  fullName: 'Sipho Dlamini',
  email: 'sipho@example.co.za',
  phoneNumber: '+27 83 555 0199',
  destination: `Mauritius ${uniqueName('d')}`,
  departureDate: isoDaysFromNow(20),
  returnDate: isoDaysFromNow(27),
});
const contact = () => ({ firstName: 'Lerato', lastName: 'Nkosi', email: 'lerato@example.co.za', message: `School tours? ${uniqueName('m')}` });
const tripBooking = () => ({ name: 'Naledi Khumalo', email: 'naledi@example.co.za', address: `12 Jacaranda Street, Centurion ${uniqueName('a')}` });
let smallJpeg: Promise<Buffer> | undefined;
const image = () => (smallJpeg ??= sharp({ create: { width: 64, height: 48, channels: 3, background: '#c05a2b' } }).jpeg().toBuffer());

// ------------------------------------------------------------------ documents
const M = {
  deleteById: (field: string) => `mutation($id: ID!) { ${field}(id: $id) }`,
  withInput: (field: string, type: string) => `mutation($input: ${type}!) { ${field}(input: $input) { __typename } }`,
  update: (field: string, type: string) => `mutation($id: ID!, $input: ${type}!) { ${field}(id: $id, input: $input) { __typename } }`,
};
const byIdQuery = (field: string) => `query($id: ID!) { ${field}(id: $id) { __typename } }`;
const byHotelQuery = (field: string) => `query($hotelId: ID!) { ${field}(hotelId: $hotelId) { __typename } }`;

const q = (document: string, variables?: (w: World, id: string) => Record<string, unknown>): OperationCall => ({
  call: (w, who, id) => gql(w, who, document, variables?.(w, id)),
});

export const OPERATION_CALLS: Record<string, OperationCall> = {
  // ---------------------------------------------------------------- GraphQL queries
  'Query.activities': q(byHotelQuery('activities'), (w) => ({ hotelId: w.hotelA.id })),
  'Query.activity': { prepare: fresh.activity, ...q(byIdQuery('activity'), (_w, id) => ({ id })) },
  'Query.amenities': q(byHotelQuery('amenities'), (w) => ({ hotelId: w.hotelA.id })),
  'Query.amenity': { prepare: fresh.amenity, ...q(byIdQuery('amenity'), (_w, id) => ({ id })) },
  'Query.analytics': q('query($from: LocalDate!, $to: LocalDate!) { analytics(from: $from, to: $to) { __typename } }', () => ({
    from: addDays(todayInSouthAfrica(), -30),
    to: todayInSouthAfrica(),
  })),
  'Query.auditTrail': q('query($id: ID!) { auditTrail(entity: HOTEL, entityId: $id) { __typename } }', (w) => ({ id: w.hotelA.id })),
  'Query.bookings': q('{ bookings { __typename } }'),
  'Query.dashboard': q('{ dashboard { __typename } }'),
  'Query.destinations': q('{ destinations { __typename } }'),
  'Query.exchangeRates': q('{ exchangeRates { __typename } }'),
  'Query.holidayPackage': q(byIdQuery('holidayPackage'), (w) => ({ id: w.holidayPackageId })),
  'Query.holidayPackages': q('{ holidayPackages { __typename } }'),
  'Query.hotel': q(byIdQuery('hotel'), (w) => ({ id: w.hotelA.id })),
  'Query.hotelManagerAccounts': q('{ hotelManagerAccounts { __typename } }'),
  'Query.hotelReservations': q(byHotelQuery('hotelReservations'), (w) => ({ hotelId: w.hotelA.id })),
  'Query.inbox': q('{ inbox { __typename } }'),
  'Query.inboxItem': { prepare: fresh.booking, ...q(byIdQuery('inboxItem'), (_w, id) => ({ id })) },
  'Query.managedHotels': q('{ managedHotels { __typename } }'),
  'Query.me': q('{ me { __typename } }'),
  'Query.myBookings': q('{ myBookings { __typename } }'),
  'Query.myInvoices': q('{ myInvoices { __typename } }'),
  'Query.myQuotes': q('{ myQuotes { __typename } }'),
  'Query.invoice': { prepare: fresh.invoice, ...q(byIdQuery('invoice'), (_w, id) => ({ id })) },
  'Query.invoices': q('{ invoices { __typename } }'),
  'Query.quote': { prepare: fresh.draftQuote, ...q(byIdQuery('quote'), (_w, id) => ({ id })) },
  'Query.quoteByToken': { prepare: fresh.quoteToken, ...q('query($t: String!) { quoteByToken(token: $t) { __typename } }', (_w, t) => ({ t })) },
  'Query.quotes': { prepare: fresh.booking, ...q('query($id: ID!) { quotes(inboxItemId: $id) { __typename } }', (_w, id) => ({ id })) },
  'Query.quoteDefaults': { prepare: fresh.booking, ...q('query($id: ID!) { quoteDefaults(inboxItemId: $id) { __typename } }', (_w, id) => ({ id })) },
  'Query.paymentsDue': q('{ paymentsDue { __typename } }'),
  'Query.package': q(byIdQuery('package'), (w) => ({ id: w.pkg.id })),
  'Query.packages': q('{ packages { __typename } }'),
  'Query.policies': q('{ policies { __typename } }'),
  'Query.ratePresets': q('{ ratePresets { __typename } }'),
  'Query.rate': { prepare: fresh.rate, ...q(byIdQuery('rate'), (_w, id) => ({ id })) },
  'Query.rateType': { prepare: fresh.rateType, ...q(byIdQuery('rateType'), (_w, id) => ({ id })) },
  'Query.rateTypes': q(byHotelQuery('rateTypes'), (w) => ({ hotelId: w.hotelA.id })),
  'Query.rates': q(byHotelQuery('rates'), (w) => ({ hotelId: w.hotelA.id })),
  'Query.room': { prepare: fresh.room, ...q(byIdQuery('room'), (_w, id) => ({ id })) },
  'Query.roomType': q(byIdQuery('roomType'), (w) => ({ id: w.roomTypeA.id })),
  'Query.roomTypeDeletionImpact': q(byIdQuery('roomTypeDeletionImpact'), (w) => ({ id: w.roomTypeA.id })),
  'Query.roomTypes': q(byHotelQuery('roomTypes'), (w) => ({ hotelId: w.hotelA.id })),
  'Query.rooms': q(byHotelQuery('rooms'), (w) => ({ hotelId: w.hotelA.id })),
  'Query.searchPackages': q('{ searchPackages { __typename } }'),
  'Query.siteConfig': q('{ siteConfig { __typename } }'),
  'Query.staffMembers': q('{ staffMembers { __typename } }'),
  'Query.stayAvailability': q('query($input: StayAvailabilityInput!) { stayAvailability(input: $input) { __typename } }', (w) => {
    const { hotelId, checkIn, checkOut } = stayInput(w);
    return { input: { hotelId, checkIn, checkOut } };
  }),
  'Query.userAccounts': q('{ userAccounts { __typename } }'),
  'Query.staySearch': q('query($input: StaySearchInput!) { staySearch(input: $input) { __typename } }', (w) => {
    const { checkIn, checkOut } = stayInput(w);
    return { input: { destination: w.hotelA.city, checkIn, checkOut } };
  }),

  // ---------------------------------------------------------------- GraphQL mutations
  'Mutation.acceptQuote': {
    prepare: fresh.quoteToken,
    call: (w, who, t) => gql(w, who, 'mutation($t: String!) { acceptQuote(token: $t) { __typename } }', { t }),
  },
  'Mutation.acceptMyQuote': {
    prepare: fresh.customersSentQuote,
    call: (w, who, id) => gql(w, who, 'mutation($id: ID!) { acceptMyQuote(id: $id) { __typename } }', { id }),
    state: byId.quote,
  },
  'Mutation.askAboutQuote': {
    prepare: fresh.quoteToken,
    call: (w, who, t) => gql(w, who, 'mutation($t: String!) { askAboutQuote(token: $t, message: "Is breakfast included?") }', { t }),
  },
  'Mutation.cancelInvoice': {
    prepare: fresh.invoice,
    call: (w, who, id) =>
      gql(w, who, 'mutation($id: ID!) { cancelInvoice(id: $id, input: { reason: "Trip called off", cancellationFeeCents: 0 }) { __typename } }', { id }),
    state: byId.invoice,
  },
  'Mutation.createQuote': {
    prepare: fresh.booking,
    call: (w, who, id) => gql(w, who, 'mutation($id: ID!, $input: QuoteInput!) { createQuote(inboxItemId: $id, input: $input) { __typename } }', { id, input: quoteInput() }),
    state: byId.quotesOf,
  },
  'Mutation.recordPayment': {
    prepare: fresh.invoice,
    call: (w, who, id) =>
      gql(w, who, 'mutation($id: ID!, $input: PaymentInput!) { recordPayment(invoiceId: $id, input: $input) { __typename } }', {
        id,
        input: { amountCents: 100_000, receivedOn: todayInSouthAfrica(), method: 'EFT', reference: 'FNB 123' },
      }),
    state: byId.invoice,
  },
  'Mutation.recordRefund': {
    prepare: fresh.refundableInvoice,
    call: (w, who, id) =>
      gql(w, who, 'mutation($id: ID!, $input: RefundInput!) { recordRefund(invoiceId: $id, input: $input) { __typename } }', {
        id,
        input: { amountCents: 10_000, refundedOn: todayInSouthAfrica(), method: 'EFT', reference: 'FNB back' },
      }),
    state: byId.invoice,
  },
  'Mutation.reviseQuote': {
    prepare: fresh.sentQuote,
    call: (w, who, id) => gql(w, who, 'mutation($id: ID!) { reviseQuote(id: $id) { __typename } }', { id }),
    state: byId.quote,
  },
  'Mutation.sendQuote': {
    prepare: fresh.draftQuote,
    call: (w, who, id) => gql(w, who, 'mutation($id: ID!) { sendQuote(id: $id) { __typename } }', { id }),
    state: byId.quote,
  },
  'Mutation.updateQuote': {
    prepare: fresh.draftQuote,
    call: (w, who, id) => gql(w, who, M.update('updateQuote', 'QuoteInput'), { id, input: { ...quoteInput(), depositPercent: 50 } }),
    state: byId.quote,
  },
  'Mutation.withdrawQuote': {
    prepare: fresh.sentQuote,
    call: (w, who, id) => gql(w, who, 'mutation($id: ID!) { withdrawQuote(id: $id) { __typename } }', { id }),
    state: byId.quote,
  },
  'Mutation.addInboxNote': {
    prepare: fresh.booking,
    call: (w, who, id) => gql(w, who, 'mutation($id: ID!) { addInboxNote(id: $id, body: "Called the guest.") { __typename } }', { id }),
    state: byId.booking,
  },
  'Mutation.approveHotel': {
    prepare: fresh.pendingHotel,
    call: (w, who, id) => gql(w, who, 'mutation($id: ID!) { approveHotel(id: $id) { __typename } }', { id }),
    state: byId.hotel,
  },
  'Mutation.rejectHotel': {
    prepare: fresh.pendingHotel,
    call: (w, who, id) => gql(w, who, 'mutation($id: ID!) { rejectHotel(id: $id) { __typename } }', { id }),
    state: byId.hotel,
  },
  'Mutation.assignHotelManager': {
    prepare: fresh.newManager,
    call: (w, who, userId) =>
      gql(w, who, 'mutation($h: ID!, $u: ID!) { assignHotelManager(hotelId: $h, userId: $u) { __typename } }', { h: w.hotelA.id, u: userId }),
    state: byId.managersOfA,
  },
  'Mutation.assignInboxItem': {
    prepare: fresh.booking,
    call: (w, who, id) =>
      gql(w, who, 'mutation($id: ID!, $s: ID) { assignInboxItem(id: $id, staffId: $s) { __typename } }', { id, s: w.users.staff.id }),
    state: byId.booking,
  },
  'Mutation.changePassword': {
    call: async (w, who) =>
      gql(await asNewcomer(w, who), who, M.withInput('changePassword', 'ChangePasswordInput'), {
        input: { currentPassword: TEST_PASSWORD, newPassword: 'Fresh-Horizon-2027' },
      }),
  },
  'Mutation.cancelReservation': {
    prepare: (w) => insertReservation(w),
    call: (w, who, id) => gql(w, who, 'mutation($id: ID!) { cancelReservation(id: $id) { __typename } }', { id }),
    state: byId.booking,
  },
  'Mutation.confirmReservation': {
    prepare: (w) => insertReservation(w),
    call: (w, who, id) => gql(w, who, 'mutation($id: ID!) { confirmReservation(id: $id) { __typename } }', { id }),
    state: byId.booking,
  },
  'Mutation.convertEnquiryToBooking': {
    prepare: fresh.tripPlan,
    call: (w, who, id) =>
      gql(w, who, 'mutation($id: ID!, $input: ConvertEnquiryInput!) { convertEnquiryToBooking(id: $id, input: $input) { __typename } }', {
        id,
        input: { departureDate: isoDaysFromNow(60), returnDate: isoDaysFromNow(70), guests: 2, total: 45_000, title: 'Bali fortnight' },
      }),
    state: byId.enquiry,
  },
  'Mutation.createActivity': {
    call: (w, who) => gql(w, who, M.withInput('createActivity', 'CreateActivityInput'), { input: { hotelId: w.hotelA.id, ...activityInput() } }),
    state: ofHotelA.activities,
  },
  'Mutation.createAmenity': {
    call: (w, who) => gql(w, who, M.withInput('createAmenity', 'CreateAmenityInput'), { input: { hotelId: w.hotelA.id, name: uniqueName('Spa') } }),
    state: ofHotelA.amenities,
  },
  'Mutation.createHolidayPackage': {
    call: (w, who) => gql(w, who, M.withInput('createHolidayPackage', 'HolidayPackageInput'), { input: holidayPackageInput() }),
    state: tableCount.packages,
  },
  'Mutation.createHotel': {
    call: (w, who) => gql(w, who, M.withInput('createHotel', 'HotelInput'), { input: hotelInput() }),
    state: tableCount.hotels,
  },
  'Mutation.createPackage': {
    call: (w, who) => gql(w, who, M.withInput('createPackage', 'PackageInput'), { input: packageInput() }),
    state: tableCount.packages,
  },
  'Mutation.createRateType': {
    prepare: fresh.roomType,
    call: (w, who, roomTypeId) => gql(w, who, M.withInput('createRateType', 'RateTypeInput'), { input: { ...rateTypeInput(w), roomTypeId } }),
    state: ofHotelA.rateTypes,
  },
  'Mutation.createRates': {
    prepare: fresh.night,
    call: (w, who, night) =>
      gql(w, who, 'mutation($input: CreateRatesInput!) { createRates(input: $input) { __typename } }', {
        input: { hotelId: w.hotelA.id, roomTypeId: w.roomTypeA.id, fromDate: night, ...rateAmounts },
      }),
    state: ofHotelA.rates,
  },
  'Mutation.createRoom': {
    call: (w, who) => gql(w, who, M.withInput('createRoom', 'CreateRoomInput'), { input: { hotelId: w.hotelA.id, ...roomInput(w) } }),
    state: ofHotelA.rooms,
  },
  'Mutation.createRoomType': {
    call: (w, who) => gql(w, who, M.withInput('createRoomType', 'CreateRoomTypeInput'), { input: { hotelId: w.hotelA.id, ...roomTypeInput() } }),
    state: ofHotelA.roomTypes,
  },
  'Mutation.deleteActivity': { prepare: fresh.activity, call: (w, who, id) => gql(w, who, M.deleteById('deleteActivity'), { id }), state: byId.activity },
  'Mutation.deleteAmenity': { prepare: fresh.amenity, call: (w, who, id) => gql(w, who, M.deleteById('deleteAmenity'), { id }), state: byId.amenity },
  'Mutation.deleteHotel': { prepare: fresh.hotel, call: (w, who, id) => gql(w, who, M.deleteById('deleteHotel'), { id }), state: byId.hotel },
  'Mutation.deletePackage': { prepare: freshPackage, call: (w, who, id) => gql(w, who, M.deleteById('deletePackage'), { id }), state: byId.package },
  'Mutation.deleteRate': { prepare: fresh.rate, call: (w, who, id) => gql(w, who, M.deleteById('deleteRate'), { id }), state: byId.rate },
  'Mutation.deleteRateType': { prepare: fresh.rateType, call: (w, who, id) => gql(w, who, M.deleteById('deleteRateType'), { id }), state: byId.rateType },
  'Mutation.deleteRoom': { prepare: fresh.room, call: (w, who, id) => gql(w, who, M.deleteById('deleteRoom'), { id }), state: byId.room },
  'Mutation.deleteRoomType': { prepare: fresh.roomType, call: (w, who, id) => gql(w, who, M.deleteById('deleteRoomType'), { id }), state: byId.roomType },
  'Mutation.login': {
    call: (w, who) =>
      gql(w, who, 'mutation($input: LoginInput!) { login(input: $input) { token } }', {
        input: { username: w.users.customer.username, password: TEST_PASSWORD },
      }),
  },
  'Mutation.register': { call: (w, who) => gql(w, who, M.withInput('register', 'RegisterInput'), { input: registration() }) },
  'Mutation.registerEstablishment': {
    call: (w, who) => {
      const { username, password, email, phone, country, city } = registration();
      return gql(w, who, M.withInput('registerEstablishment', 'RegisterEstablishmentInput'), {
        input: { username, password, email, phone, country, city, hotel: hotelInput() },
      });
    },
  },
  'Mutation.requestBooking': { call: (w, who) => gql(w, who, M.withInput('requestBooking', 'BookingInput'), { input: bookingInput(w) }) },
  'Mutation.requestInsuranceQuote': {
    call: (w, who) => gql(w, who, M.withInput('requestInsuranceQuote', 'InsuranceQuoteInput'), { input: insurance() }),
  },
  'Mutation.reserveStay': { call: (w, who) => gql(w, who, M.withInput('reserveStay', 'ReserveStayInput'), { input: stayInput(w) }) },
  'Mutation.requestTripBooking': {
    call: (w, who) => gql(w, who, M.withInput('requestTripBooking', 'TripBookingInput'), { input: tripBooking() }),
  },
  'Mutation.sendContactMessage': {
    call: (w, who) => gql(w, who, M.withInput('sendContactMessage', 'ContactMessageInput'), { input: contact() }),
  },
  'Mutation.sendTripPlan': { call: (w, who) => gql(w, who, M.withInput('sendTripPlan', 'TripPlanInput'), { input: tripPlan() }) },
  'Mutation.setExchangeRate': {
    call: (w, who) => gql(w, who, 'mutation { setExchangeRate(currency: USD, randPerUnit: 18.25) { __typename } }'),
    state: tableCount.exchangeRates,
  },
  'Mutation.setInboxStatus': {
    prepare: fresh.booking,
    call: (w, who, id) => gql(w, who, 'mutation($id: ID!) { setInboxStatus(id: $id, status: CONTACTED) { __typename } }', { id }),
    state: byId.booking,
  },
  'Mutation.setRoomUnitUnavailableDates': {
    prepare: fresh.unit,
    call: (w, who, id) =>
      gql(w, who, 'mutation($id: ID!, $d: [LocalDate!]!) { setRoomUnitUnavailableDates(roomUnitId: $id, dates: $d) { __typename } }', {
        id,
        d: [freshNight()],
      }),
    state: byId.unitNights,
  },
  'Mutation.setUserRole': {
    prepare: fresh.customerAccount,
    call: (w, who, userId) =>
      gql(w, who, 'mutation($input: SetUserRoleInput!) { setUserRole(input: $input) { __typename } }', { input: { userId, role: 'STAFF' } }),
    state: byId.user,
  },
  'Mutation.signOut': { call: async (w, who) => gql(await asNewcomer(w, who), who, 'mutation { signOut }') },
  'Mutation.signOutEverywhere': { call: async (w, who) => gql(await asNewcomer(w, who), who, 'mutation { signOutEverywhere }') },
  'Mutation.unassignHotelManager': {
    prepare: fresh.extraManagerOfA,
    call: (w, who, userId) =>
      gql(w, who, 'mutation($h: ID!, $u: ID!) { unassignHotelManager(hotelId: $h, userId: $u) { __typename } }', { h: w.hotelA.id, u: userId }),
    state: byId.managersOfA,
  },
  'Mutation.updateActivity': {
    prepare: fresh.activity,
    call: (w, who, id) => gql(w, who, M.update('updateActivity', 'UpdateActivityInput'), { id, input: activityInput() }),
    state: byId.activity,
  },
  'Mutation.updateAmenity': {
    prepare: fresh.amenity,
    call: (w, who, id) => gql(w, who, M.update('updateAmenity', 'UpdateAmenityInput'), { id, input: { name: 'Heated pool' } }),
    state: byId.amenity,
  },
  'Mutation.updateHolidayPackage': {
    call: (w, who) => gql(w, who, M.update('updateHolidayPackage', 'HolidayPackageInput'), { id: w.holidayPackageId, input: holidayPackageInput() }),
    state: (w) => byId.package(w, w.holidayPackageId),
  },
  'Mutation.updateHotel': {
    prepare: fresh.hotel,
    call: (w, who, id) => gql(w, who, M.update('updateHotel', 'HotelInput'), { id, input: hotelInput({ name: uniqueName('Hijacked') }) }),
    state: byId.hotel,
  },
  'Mutation.updatePackage': {
    prepare: freshPackage,
    call: (w, who, id) => gql(w, who, M.update('updatePackage', 'PackageInput'), { id, input: packageInput() }),
    state: byId.package,
  },
  'Mutation.updatePolicies': {
    call: (w, who) =>
      gql(w, who, M.withInput('updatePolicies', 'AgencyPoliciesInput'), {
        input: { cancellationPolicy: `Refunds up to 30 days before (${who}).`, terms: `Terms (${who}).` },
      }),
    state: tableCount.policies,
  },
  'Mutation.updateRate': {
    prepare: fresh.rate,
    call: (w, who, id) => gql(w, who, M.update('updateRate', 'UpdateRateInput'), { id, input: { roomTypeId: w.roomTypeA.id, date: freshNight(), ...rateAmounts } }),
    state: byId.rate,
  },
  'Mutation.updateRateType': {
    prepare: fresh.rateType,
    call: async (w, who, id) =>
      gql(w, who, M.update('updateRateType', 'RateTypeInput'), { id, input: { ...rateTypeInput(w), roomTypeId: await roomTypeOfRateType(w, id), name: 'Corporate Rate' } }),
    state: byId.rateType,
  },
  'Mutation.updateRoom': {
    prepare: fresh.room,
    call: (w, who, id) => gql(w, who, M.update('updateRoom', 'UpdateRoomInput'), { id, input: roomInput(w) }),
    state: byId.room,
  },
  'Mutation.updateRoomType': {
    prepare: fresh.roomType,
    call: (w, who, id) => gql(w, who, M.update('updateRoomType', 'UpdateRoomTypeInput'), { id, input: roomTypeInput() }),
    state: byId.roomType,
  },

  // ---------------------------------------------------------------- REST
  'GET /api/activities': { call: (w, who) => rest(w, who, 'get', `/api/activities?hotelId=${w.hotelA.id}`) },
  'GET /api/activities/:id': { prepare: fresh.activity, call: (w, who, id) => rest(w, who, 'get', `/api/activities/${id}`) },
  'POST /api/activities': {
    call: (w, who) => rest(w, who, 'post', '/api/activities', { hotel: w.hotelA.id, ...activityInput() }),
    state: ofHotelA.activities,
  },
  'PUT /api/activities/:id': { prepare: fresh.activity, call: (w, who, id) => rest(w, who, 'put', `/api/activities/${id}`, activityInput()), state: byId.activity },
  'DELETE /api/activities/:id': { prepare: fresh.activity, call: (w, who, id) => rest(w, who, 'delete', `/api/activities/${id}`), state: byId.activity },
  'GET /api/amenities': { call: (w, who) => rest(w, who, 'get', `/api/amenities?hotelId=${w.hotelA.id}`) },
  'GET /api/amenities/:id': { prepare: fresh.amenity, call: (w, who, id) => rest(w, who, 'get', `/api/amenities/${id}`) },
  'POST /api/amenities': {
    call: (w, who) => rest(w, who, 'post', '/api/amenities', { hotel: w.hotelA.id, name: uniqueName('Gym'), description: '' }),
    state: ofHotelA.amenities,
  },
  'PUT /api/amenities/:id': {
    prepare: fresh.amenity,
    call: (w, who, id) => rest(w, who, 'put', `/api/amenities/${id}`, { name: 'Gym', description: '24 hours' }),
    state: byId.amenity,
  },
  'DELETE /api/amenities/:id': { prepare: fresh.amenity, call: (w, who, id) => rest(w, who, 'delete', `/api/amenities/${id}`), state: byId.amenity },
  'POST /api/auth/login': {
    call: (w, who) => rest(w, who, 'post', '/api/auth/login', { username: w.users.customer.username, password: TEST_PASSWORD }),
  },
  'POST /api/auth/logout': { call: async (w, who) => rest(await asNewcomer(w, who), who, 'post', '/api/auth/logout') },
  'POST /api/auth/change-password': {
    call: async (w, who) =>
      rest(await asNewcomer(w, who), who, 'post', '/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'Fresh-Horizon-2027' }),
  },
  'POST /api/auth/register': { call: (w, who) => rest(w, who, 'post', '/api/auth/register', registration()) },
  'POST /api/bookings': {
    call: (w, who) => {
      const { departureDate, returnDate, ...body } = bookingInput(w);
      return rest(w, who, 'post', '/api/bookings', { ...body, departure: departureDate, return: returnDate });
    },
  },
  'GET /api/destinations': { call: (w, who) => rest(w, who, 'get', '/api/destinations') },
  'GET /api/reports/invoices.csv': { call: (w, who) => rest(w, who, 'get', '/api/reports/invoices.csv') },
  'GET /api/reports/payments.csv': { call: (w, who) => rest(w, who, 'get', '/api/reports/payments.csv') },
  'POST /api/enquiries/trip-plan': { call: (w, who) => rest(w, who, 'post', '/api/enquiries/trip-plan', tripPlan()) },
  'POST /api/enquiries/insurance': { call: (w, who) => rest(w, who, 'post', '/api/enquiries/insurance', insurance()) },
  'POST /api/enquiries/contact': { call: (w, who) => rest(w, who, 'post', '/api/enquiries/contact', contact()) },
  'POST /api/enquiries/trip-booking': { call: (w, who) => rest(w, who, 'post', '/api/enquiries/trip-booking', tripBooking()) },
  'GET /api/health': { call: (w, who) => rest(w, who, 'get', '/api/health') },
  'GET /health': { call: (w, who) => rest(w, who, 'get', '/health') },
  'GET /ready': { call: (w, who) => rest(w, who, 'get', '/ready') },
  'GET /robots.txt': { call: (w, who) => rest(w, who, 'get', '/robots.txt') },
  'GET /sitemap.xml': { call: (w, who) => rest(w, who, 'get', '/sitemap.xml') },
  'GET /api/holidayPackages': { call: (w, who) => rest(w, who, 'get', '/api/holidayPackages') },
  'GET /api/holidayPackages/:id': { call: (w, who) => rest(w, who, 'get', `/api/holidayPackages/${w.holidayPackageId}`) },
  'GET /api/holiday-packages/:id': { call: (w, who) => rest(w, who, 'get', `/api/holiday-packages/${w.holidayPackageId}`) },
  'POST /api/holidayPackages': { call: (w, who) => rest(w, who, 'post', '/api/holidayPackages', holidayRestBody()), state: tableCount.packages },
  'PUT /api/holidayPackages/:id': {
    call: (w, who) => rest(w, who, 'put', `/api/holidayPackages/${w.holidayPackageId}`, holidayRestBody()),
    state: (w) => byId.package(w, w.holidayPackageId),
  },
  'GET /api/hotels': { call: (w, who) => rest(w, who, 'get', `/api/hotels?city=${encodeURIComponent(w.hotelA.city)}`) },
  'GET /api/hotels/:id': { call: (w, who) => rest(w, who, 'get', `/api/hotels/${w.hotelA.id}`) },
  'POST /api/hotels': {
    call: (w, who) => {
      const { description, ...body } = hotelInput();
      return rest(w, who, 'post', '/api/hotels', { ...body, desc: description });
    },
    state: tableCount.hotels,
  },
  'POST /api/hotels/hotelanduser': {
    call: (w, who) => {
      const { username, password } = registration();
      const { description, ...hotel } = hotelInput({ email: `${username}@example.test` });
      return rest(w, who, 'post', '/api/hotels/hotelanduser', { ...hotel, desc: description, username, password });
    },
  },
  'PUT /api/hotels/:id': {
    prepare: fresh.hotel,
    call: (w, who, id) => {
      const { description, ...body } = hotelInput({ name: uniqueName('Hijacked') });
      return rest(w, who, 'put', `/api/hotels/${id}`, { ...body, desc: description });
    },
    state: byId.hotel,
  },
  'DELETE /api/hotels/:id': { prepare: fresh.hotel, call: (w, who, id) => rest(w, who, 'delete', `/api/hotels/${id}`), state: byId.hotel },
  'GET /api/packages': { call: (w, who) => rest(w, who, 'get', '/api/packages') },
  'GET /api/packages/getPackagesByType': { call: (w, who) => rest(w, who, 'get', '/api/packages/getPackagesByType') },
  'GET /api/packages/getFeaturedCruiseDeals': { call: (w, who) => rest(w, who, 'get', '/api/packages/getFeaturedCruiseDeals') },
  'GET /api/packages/getSearchedPackages': { call: (w, who) => rest(w, who, 'get', '/api/packages/getSearchedPackages') },
  'GET /api/packages/:id': { call: (w, who) => rest(w, who, 'get', `/api/packages/${w.pkg.id}`) },
  'POST /api/packages': { call: (w, who) => rest(w, who, 'post', '/api/packages', packageRestBody()), state: tableCount.packages },
  'PUT /api/packages/:id': { prepare: freshPackage, call: (w, who, id) => rest(w, who, 'put', `/api/packages/${id}`, packageRestBody()), state: byId.package },
  'DELETE /api/packages/:id': { prepare: freshPackage, call: (w, who, id) => rest(w, who, 'delete', `/api/packages/${id}`), state: byId.package },
  'GET /api/rates': { call: (w, who) => rest(w, who, 'get', `/api/rates?hotelId=${w.hotelA.id}`) },
  'GET /api/rates/:id': { prepare: fresh.rate, call: (w, who, id) => rest(w, who, 'get', `/api/rates/${id}`) },
  'POST /api/rates': {
    prepare: fresh.night,
    call: (w, who, night) => rest(w, who, 'post', '/api/rates', { hotel: w.hotelA.id, roomType: w.roomTypeA.id, date: night, ...rateAmounts }),
    state: ofHotelA.rates,
  },
  'PUT /api/rates/:id': {
    prepare: fresh.rate,
    call: (w, who, id) => rest(w, who, 'put', `/api/rates/${id}`, { hotel: w.hotelA.id, roomType: w.roomTypeA.id, date: freshNight(), ...rateAmounts }),
    state: byId.rate,
  },
  'DELETE /api/rates/:id': { prepare: fresh.rate, call: (w, who, id) => rest(w, who, 'delete', `/api/rates/${id}`), state: byId.rate },
  'GET /api/ratetypes': { call: (w, who) => rest(w, who, 'get', `/api/ratetypes?hotelId=${w.hotelA.id}`) },
  'GET /api/ratetypes/:id': { prepare: fresh.rateType, call: (w, who, id) => rest(w, who, 'get', `/api/ratetypes/${id}`) },
  'POST /api/ratetypes': {
    prepare: fresh.roomType,
    call: (w, who, roomTypeId) =>
      rest(w, who, 'post', '/api/ratetypes', { hotel: w.hotelA.id, roomType: roomTypeId, name: 'STO Rate', singleRate: 800, doubleRate: 1000, groupRate: 2500 }),
    state: ofHotelA.rateTypes,
  },
  'PUT /api/ratetypes/:id': {
    prepare: fresh.rateType,
    call: (w, who, id) =>
      // The spec's "same fields" as its POST: no room type, so the rate type keeps its own.
      rest(w, who, 'put', `/api/ratetypes/${id}`, { hotel: w.hotelA.id, name: 'Family Rate', singleRate: 1, doubleRate: 2, groupRate: 3 }),
    state: byId.rateType,
  },
  'DELETE /api/ratetypes/:id': { prepare: fresh.rateType, call: (w, who, id) => rest(w, who, 'delete', `/api/ratetypes/${id}`), state: byId.rateType },
  'GET /api/rooms': { call: (w, who) => rest(w, who, 'get', `/api/rooms?hotelId=${w.hotelA.id}`) },
  'GET /api/rooms/:id': { prepare: fresh.room, call: (w, who, id) => rest(w, who, 'get', `/api/rooms/${id}`) },
  'POST /api/rooms': {
    call: (w, who) =>
      rest(w, who, 'post', '/api/rooms', { hotel: w.hotelA.id, roomType: w.roomTypeA.id, title: 'Garden', maxPeople: 2, roomNumbers: uniqueName('N') }),
    state: ofHotelA.rooms,
  },
  'PUT /api/rooms/:id': {
    prepare: fresh.room,
    call: (w, who, id) =>
      rest(w, who, 'put', `/api/rooms/${id}`, { hotel: w.hotelA.id, roomType: w.roomTypeA.id, title: 'Garden', maxPeople: 3, roomNumbers: [uniqueName('N')] }),
    state: byId.room,
  },
  'DELETE /api/rooms/:id': { prepare: fresh.room, call: (w, who, id) => rest(w, who, 'delete', `/api/rooms/${id}`), state: byId.room },
  'GET /api/roomtypes': { call: (w, who) => rest(w, who, 'get', `/api/roomtypes?hotelId=${w.hotelA.id}`) },
  'GET /api/roomtypesrates': { call: (w, who) => rest(w, who, 'get', `/api/roomtypesrates?hotelId=${w.hotelA.id}`) },
  'GET /api/roomtypes/:id': { call: (w, who) => rest(w, who, 'get', `/api/roomtypes/${w.roomTypeA.id}`) },
  'POST /api/roomtypes': { call: (w, who) => rest(w, who, 'post', '/api/roomtypes', { hotel: w.hotelA.id, ...roomTypeInput() }), state: ofHotelA.roomTypes },
  'PUT /api/roomtypes/:id': { prepare: fresh.roomType, call: (w, who, id) => rest(w, who, 'put', `/api/roomtypes/${id}`, roomTypeInput()), state: byId.roomType },
  'DELETE /api/roomtypes/:id': { prepare: fresh.roomType, call: (w, who, id) => rest(w, who, 'delete', `/api/roomtypes/${id}`), state: byId.roomType },
  'GET /api/quotes/:token': { prepare: fresh.quoteToken, call: (w, who, t) => rest(w, who, 'get', `/api/quotes/${t}`) },
  'POST /api/quotes/:token/accept': { prepare: fresh.quoteToken, call: (w, who, t) => rest(w, who, 'post', `/api/quotes/${t}/accept`) },
  'GET /api/quotes/:token/quote.pdf': { prepare: fresh.quoteToken, call: (w, who, t) => rest(w, who, 'get', `/api/quotes/${t}/quote.pdf`) },
  'GET /api/quotes/:token/invoice.pdf': { prepare: fresh.acceptedQuoteToken, call: (w, who, t) => rest(w, who, 'get', `/api/quotes/${t}/invoice.pdf`) },
  'GET /api/documents/quotes/:id.pdf': { prepare: fresh.sentQuote, call: (w, who, id) => rest(w, who, 'get', `/api/documents/quotes/${id}.pdf`) },
  'GET /api/documents/invoices/:id.pdf': { prepare: fresh.invoice, call: (w, who, id) => rest(w, who, 'get', `/api/documents/invoices/${id}.pdf`) },
  'GET /api/documents/credit-notes/:invoiceId.pdf': { prepare: fresh.cancelledInvoice, call: (w, who, id) => rest(w, who, 'get', `/api/documents/credit-notes/${id}.pdf`) },
  'GET /api/documents/vouchers/:invoiceId.pdf': { prepare: fresh.paidInvoice, call: (w, who, id) => rest(w, who, 'get', `/api/documents/vouchers/${id}.pdf`) },
  'GET /api/documents/receipts/:paymentId.pdf': { prepare: fresh.payment, call: (w, who, id) => rest(w, who, 'get', `/api/documents/receipts/${id}.pdf`) },
  'GET /api/documents/refunds/:refundId.pdf': { prepare: fresh.refund, call: (w, who, id) => rest(w, who, 'get', `/api/documents/refunds/${id}.pdf`) },
  'POST /api/stays/reservations': { call: (w, who) => rest(w, who, 'post', '/api/stays/reservations', stayInput(w)) },
  'POST /api/uploads': { call: async (w, who) => upload(w, who, await image()) },
};
