/**
 * Who may call each operation: the authorization matrix's expectations, in the words of the policy.
 * Each entry says what the operation needs, `pub()` or a permission; the principals allowed are those
 * whose role holds that permission in the one table (src/auth/permissions.ts, ROLE_PERMISSIONS), less
 * those the object refuses because it is not theirs. The permissions are written here independently
 * of the decorators, so a changed @Allow(...) or a lost ownership check shows up as a failing cell; a
 * grant added to or dropped from the table fails the signed-off policy (src/auth/permissions.spec.ts)
 * and, where an operation relies on it, the matrix.
 *
 * Every principal not allowed is refused: anonymous with UNAUTHENTICATED (HTTP 401), the others with
 * FORBIDDEN (HTTP 403), or with NOT_FOUND (HTTP 404) for the principals in `hidden`, where the API
 * deliberately answers as if someone else's object did not exist. The targets are always hotel A's
 * objects (managed by managerOwn, not by managerOther) and bookings of a guest who is none of the
 * principals; see world.ts.
 */
import { Permission, roleHasPermission } from '../../../src/auth/permissions.js';
import { PRINCIPALS, ROLE_OF, type Principal } from './world.js';

export interface Expectation {
  /** What the operation declares: `@Public()`, or `@Allow(permission)`. */
  needs: Permission | 'public';
  /** Hold the permission but are refused (FORBIDDEN): hotel A, or the object, is not theirs. */
  notTheirs?: readonly Principal[];
  /** Refused with NOT_FOUND / 404 instead of FORBIDDEN / 403 (the object is hidden from them). */
  hidden?: readonly Principal[];
  /** Why, when the rule is not obvious from the permission. */
  note?: string;
}

/** The principals an operation answers: everyone when public, else the permission's holders it does not refuse. */
export function allowedPrincipals(expectation: Expectation): Principal[] {
  const { needs } = expectation;
  if (needs === 'public') return [...PRINCIPALS];
  return PRINCIPALS.filter(
    (who) =>
      who !== 'anonymous' &&
      roleHasPermission(ROLE_OF[who], needs) &&
      !expectation.notTheirs?.includes(who) &&
      !expectation.hidden?.includes(who),
  );
}

const pub = (note?: string): Expectation => ({ needs: 'public', note });
const needs = (permission: Permission, note?: string): Expectation => ({ needs: permission, note });
const notTheirs = (permission: Permission, refused: readonly Principal[], note?: string): Expectation => ({
  needs: permission,
  notTheirs: refused,
  note,
});
/** Hotel A's side: its own manager (and any other holder); the other hotel's manager is refused. */
const ownHotel = (permission: Permission, note?: string): Expectation => notTheirs(permission, ['managerOther'], note);

/**
 * A document of an invoice (documents/documents.service.ts): staff who quote or take payments, and the
 * customer whose invoice it is. The target invoice is a guest's, none of the principals': every other
 * signed-in principal holds ReadOwnQuotes and is told the document does not exist.
 */
const ownInvoiceDocument = (): Expectation => ({
  needs: Permission.ReadOwnQuotes,
  hidden: ['customer', 'managerOwn', 'managerOther'],
  note: 'Staff, or the customer whose invoice it is (see documents.e2e-spec.ts); 404 for anyone else.',
});

export const EXPECTATIONS: Record<string, Expectation> = {
  // ---------------------------------------------------------------- GraphQL queries
  'Query.activities': pub(),
  'Query.activity': pub(),
  'Query.amenities': pub(),
  'Query.amenity': pub(),
  'Query.analytics': needs(Permission.ReadDashboard, 'Scoped to the caller’s own hotels: another manager sees only theirs.'),
  'Query.auditTrail': notTheirs(Permission.ReadAuditTrail, ['managerOther', 'staff'], 'Hotel A’s trail: staff may read bookings’ and enquiries’ trails only.'),
  'Query.bookings': needs(Permission.WorkInbox),
  'Query.dashboard': needs(Permission.ReadDashboard, 'Scoped to the caller’s own hotels.'),
  'Query.destinations': pub(),
  'Query.exchangeRates': pub(),
  'Query.holidayPackage': pub(),
  'Query.holidayPackages': pub(),
  'Query.hotel': pub(),
  'Query.hotelManagerAccounts': needs(Permission.AssignHotelManagers),
  'Query.hotelReservations': ownHotel(Permission.ManageReservations, 'Called with hotelId = hotel A.'),
  'Query.inbox': needs(Permission.WorkInbox),
  'Query.inboxItem': needs(Permission.WorkInbox),
  'Query.managedHotels': needs(Permission.ManageHotels, 'Each manager gets their own list.'),
  'Query.me': needs(Permission.ManageOwnAccount),
  'Query.myBookings': needs(Permission.ReadOwnBookings, 'The caller’s own; see the object-level tests.'),
  'Query.myInvoices': needs(Permission.ReadOwnQuotes, 'The caller’s own; see invoices-payments.e2e-spec.ts.'),
  'Query.myQuotes': needs(Permission.ReadOwnQuotes, 'The caller’s own; see invoices-payments.e2e-spec.ts.'),
  'Query.invoice': needs(Permission.ManageQuotes),
  'Query.invoices': needs(Permission.ManageQuotes),
  'Query.quote': needs(Permission.ManageQuotes, 'With net costs and margins: the agency only.'),
  'Query.quoteByToken': pub('The e-mailed link is the credential; no net costs in its type.'),
  'Query.quotes': needs(Permission.ManageQuotes),
  'Query.quoteDefaults': needs(Permission.ManageQuotes),
  'Query.paymentsDue': needs(Permission.RecordPayments, 'Customers’ names and amounts owed: the agency only.'),
  'Query.package': pub(),
  'Query.packages': pub(),
  'Query.policies': pub(),
  'Query.ratePresets': pub(),
  'Query.rate': ownHotel(Permission.ManageHotelInventory),
  'Query.rateType': ownHotel(Permission.ManageHotelInventory),
  'Query.rateTypes': ownHotel(Permission.ManageHotelInventory),
  'Query.rates': ownHotel(Permission.ManageHotelInventory),
  'Query.room': ownHotel(Permission.ManageHotelInventory),
  'Query.roomType': pub(),
  'Query.roomTypeDeletionImpact': ownHotel(Permission.ManageHotelInventory),
  'Query.roomTypes': pub(),
  'Query.rooms': ownHotel(Permission.ManageHotelInventory),
  'Query.searchPackages': pub(),
  'Query.siteConfig': pub(),
  'Query.staffMembers': needs(Permission.WorkInbox),
  'Query.stayAvailability': pub(),
  'Query.staySearch': pub(),
  'Query.userAccounts': needs(Permission.ManageUserAccounts),

  // ---------------------------------------------------------------- GraphQL mutations
  'Mutation.addInboxNote': needs(Permission.WorkInbox),
  'Mutation.acceptQuote': pub('The e-mailed link is the credential.'),
  'Mutation.askAboutQuote': pub('The e-mailed link is the credential.'),
  'Mutation.acceptMyQuote': {
    needs: Permission.AcceptOwnQuotes,
    hidden: ['managerOwn', 'managerOther', 'staff', 'admin'],
    note: 'The customer principal’s own quote: to anyone else it does not exist (see quotes.e2e-spec.ts).',
  },
  'Mutation.cancelInvoice': needs(Permission.RecordPayments),
  'Mutation.createQuote': needs(Permission.ManageQuotes),
  'Mutation.recordPayment': needs(Permission.RecordPayments),
  'Mutation.recordRefund': needs(Permission.RecordPayments),
  'Mutation.reviseQuote': needs(Permission.ManageQuotes),
  'Mutation.sendQuote': needs(Permission.ManageQuotes),
  'Mutation.updateQuote': needs(Permission.ManageQuotes),
  'Mutation.withdrawQuote': needs(Permission.ManageQuotes),
  'Mutation.assignHotelManager': needs(Permission.AssignHotelManagers),
  'Mutation.assignInboxItem': needs(Permission.WorkInbox),
  'Mutation.changePassword': needs(Permission.ManageOwnAccount, 'The caller’s own password (each call as a new user of the role).'),
  'Mutation.cancelReservation': notTheirs(Permission.CancelReservation, ['customer', 'managerOther'], 'A customer may cancel only a stay they reserved (object-level tests).'),
  'Mutation.confirmReservation': ownHotel(Permission.ManageReservations),
  'Mutation.convertEnquiryToBooking': needs(Permission.WorkInbox),
  'Mutation.createActivity': ownHotel(Permission.ManageHotelInventory),
  'Mutation.createAmenity': ownHotel(Permission.ManageHotelInventory),
  'Mutation.createHolidayPackage': needs(Permission.ManagePackages),
  'Mutation.createHotel': needs(Permission.ManageHotels, 'A manager’s new hotel joins their own list.'),
  'Mutation.createPackage': needs(Permission.ManagePackages),
  'Mutation.createRateType': ownHotel(Permission.ManageHotelInventory),
  'Mutation.createRates': ownHotel(Permission.ManageHotelInventory),
  'Mutation.createRoom': ownHotel(Permission.ManageHotelInventory),
  'Mutation.createRoomType': ownHotel(Permission.ManageHotelInventory),
  'Mutation.deleteActivity': ownHotel(Permission.ManageHotelInventory),
  'Mutation.deleteAmenity': ownHotel(Permission.ManageHotelInventory),
  'Mutation.deleteHotel': ownHotel(Permission.ManageHotels),
  'Mutation.approveHotel': needs(Permission.ReviewHotels, 'Reviewing a hotel is the agency’s, never its own manager’s.'),
  'Mutation.rejectHotel': needs(Permission.ReviewHotels, 'Reviewing a hotel is the agency’s, never its own manager’s.'),
  'Mutation.deletePackage': needs(Permission.ManagePackages),
  'Mutation.deleteRate': ownHotel(Permission.ManageHotelInventory),
  'Mutation.deleteRateType': ownHotel(Permission.ManageHotelInventory),
  'Mutation.deleteRoom': ownHotel(Permission.ManageHotelInventory),
  'Mutation.deleteRoomType': ownHotel(Permission.ManageHotelInventory),
  'Mutation.login': pub(),
  'Mutation.register': pub(),
  'Mutation.registerEstablishment': pub(),
  'Mutation.requestBooking': pub(),
  'Mutation.requestInsuranceQuote': pub(),
  'Mutation.reserveStay': pub(),
  'Mutation.sendContactMessage': pub(),
  'Mutation.requestTripBooking': pub(),
  'Mutation.sendTripPlan': pub(),
  'Mutation.setExchangeRate': needs(Permission.SetExchangeRates),
  'Mutation.setInboxStatus': needs(Permission.WorkInbox),
  'Mutation.setRoomUnitUnavailableDates': ownHotel(Permission.ManageHotelInventory),
  'Mutation.setUserRole': needs(Permission.ManageUserAccounts),
  'Mutation.signOut': needs(Permission.ManageOwnAccount, 'The caller’s own session.'),
  'Mutation.signOutEverywhere': needs(Permission.ManageOwnAccount, 'The caller’s own sessions.'),
  'Mutation.unassignHotelManager': needs(Permission.AssignHotelManagers),
  'Mutation.updateActivity': ownHotel(Permission.ManageHotelInventory),
  'Mutation.updateAmenity': ownHotel(Permission.ManageHotelInventory),
  'Mutation.updateHolidayPackage': needs(Permission.ManagePackages),
  'Mutation.updateHotel': ownHotel(Permission.ManageHotels),
  'Mutation.updatePackage': needs(Permission.ManagePackages),
  'Mutation.updatePolicies': needs(Permission.ManagePolicies),
  'Mutation.updateRate': ownHotel(Permission.ManageHotelInventory),
  'Mutation.updateRateType': ownHotel(Permission.ManageHotelInventory),
  'Mutation.updateRoom': ownHotel(Permission.ManageHotelInventory),
  'Mutation.updateRoomType': ownHotel(Permission.ManageHotelInventory),

  // ---------------------------------------------------------------- REST (/api, and the probes at the root)
  'GET /api/activities': pub(),
  'GET /api/activities/:id': pub(),
  'POST /api/activities': ownHotel(Permission.ManageHotelInventory),
  'PUT /api/activities/:id': ownHotel(Permission.ManageHotelInventory),
  'DELETE /api/activities/:id': ownHotel(Permission.ManageHotelInventory),
  'GET /api/amenities': pub(),
  'GET /api/amenities/:id': pub(),
  'POST /api/amenities': ownHotel(Permission.ManageHotelInventory),
  'PUT /api/amenities/:id': ownHotel(Permission.ManageHotelInventory),
  'DELETE /api/amenities/:id': ownHotel(Permission.ManageHotelInventory),
  'POST /api/auth/login': pub(),
  'POST /api/auth/register': pub(),
  'POST /api/auth/logout': needs(Permission.ManageOwnAccount),
  'POST /api/auth/change-password': needs(Permission.ManageOwnAccount),
  'POST /api/bookings': pub(),
  'GET /api/destinations': pub(),
  'GET /api/reports/invoices.csv': needs(Permission.RecordPayments, 'Accounting export: the agency only.'),
  'GET /api/reports/payments.csv': needs(Permission.RecordPayments, 'Accounting export: the agency only.'),
  'POST /api/enquiries/trip-plan': pub(),
  'POST /api/enquiries/insurance': pub(),
  'POST /api/enquiries/contact': pub(),
  'POST /api/enquiries/trip-booking': pub(),
  'GET /api/health': pub('Readiness under its historical path.'),
  'GET /health': pub('Liveness, at the root.'),
  'GET /ready': pub('Readiness, at the root.'),
  'GET /robots.txt': pub('For crawlers, at the root.'),
  'GET /sitemap.xml': pub('Every public page, package and hotel, at the root.'),
  'GET /api/holidayPackages': pub(),
  'GET /api/holidayPackages/:id': pub(),
  'GET /api/holiday-packages/:id': pub(),
  'POST /api/holidayPackages': needs(Permission.ManagePackages),
  'PUT /api/holidayPackages/:id': needs(Permission.ManagePackages),
  'GET /api/hotels': pub(),
  'GET /api/hotels/:id': pub(),
  'POST /api/hotels': needs(Permission.ManageHotels),
  'POST /api/hotels/hotelanduser': pub(),
  'PUT /api/hotels/:id': ownHotel(Permission.ManageHotels),
  'DELETE /api/hotels/:id': ownHotel(Permission.ManageHotels),
  'GET /api/packages': pub(),
  'GET /api/packages/getPackagesByType': pub(),
  'GET /api/packages/getFeaturedCruiseDeals': pub(),
  'GET /api/packages/getSearchedPackages': pub(),
  'GET /api/packages/:id': pub(),
  'POST /api/packages': needs(Permission.ManagePackages),
  'PUT /api/packages/:id': needs(Permission.ManagePackages),
  'DELETE /api/packages/:id': needs(Permission.ManagePackages),
  'GET /api/rates': ownHotel(Permission.ManageHotelInventory),
  'GET /api/rates/:id': ownHotel(Permission.ManageHotelInventory),
  'POST /api/rates': ownHotel(Permission.ManageHotelInventory),
  'PUT /api/rates/:id': ownHotel(Permission.ManageHotelInventory),
  'DELETE /api/rates/:id': ownHotel(Permission.ManageHotelInventory),
  'GET /api/ratetypes': ownHotel(Permission.ManageHotelInventory),
  'GET /api/ratetypes/:id': ownHotel(Permission.ManageHotelInventory),
  'POST /api/ratetypes': ownHotel(Permission.ManageHotelInventory),
  'PUT /api/ratetypes/:id': ownHotel(Permission.ManageHotelInventory),
  'DELETE /api/ratetypes/:id': ownHotel(Permission.ManageHotelInventory),
  'GET /api/rooms': ownHotel(Permission.ManageHotelInventory, 'Called with hotelId = hotel A.'),
  'GET /api/rooms/:id': ownHotel(Permission.ManageHotelInventory),
  'POST /api/rooms': ownHotel(Permission.ManageHotelInventory),
  'PUT /api/rooms/:id': ownHotel(Permission.ManageHotelInventory),
  'DELETE /api/rooms/:id': ownHotel(Permission.ManageHotelInventory),
  'GET /api/roomtypes': pub(),
  'GET /api/roomtypesrates': ownHotel(Permission.ManageHotelInventory),
  'GET /api/roomtypes/:id': pub(),
  'POST /api/roomtypes': ownHotel(Permission.ManageHotelInventory),
  'PUT /api/roomtypes/:id': ownHotel(Permission.ManageHotelInventory),
  'DELETE /api/roomtypes/:id': ownHotel(Permission.ManageHotelInventory),
  'POST /api/stays/reservations': pub(),
  'GET /api/quotes/:token': pub('The e-mailed link is the credential.'),
  'POST /api/quotes/:token/accept': pub('The e-mailed link is the credential.'),
  'GET /api/quotes/:token/quote.pdf': pub('The e-mailed link is the credential.'),
  'GET /api/quotes/:token/invoice.pdf': pub('The e-mailed link is the credential (once accepted).'),
  'GET /api/documents/quotes/:id.pdf': {
    needs: Permission.ReadOwnQuotes,
    hidden: ['customer', 'managerOwn', 'managerOther'],
    note: 'A quote by id is the agency’s (ManageQuotes); the customer has it through the link. 404 for anyone else, like every document.',
  },
  'GET /api/documents/invoices/:id.pdf': ownInvoiceDocument(),
  'GET /api/documents/credit-notes/:invoiceId.pdf': ownInvoiceDocument(),
  'GET /api/documents/vouchers/:invoiceId.pdf': ownInvoiceDocument(),
  'GET /api/documents/receipts/:paymentId.pdf': ownInvoiceDocument(),
  'GET /api/documents/refunds/:refundId.pdf': ownInvoiceDocument(),
  'POST /api/uploads': needs(Permission.UploadPhotos),
};
