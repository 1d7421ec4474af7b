/**
 * Who may call each operation: the authorization matrix's expectations, written down independently of
 * the decorators so that a changed @Roles(...) or a lost ownership check shows up as a failing cell.
 *
 * Every principal not in `allowed` is refused: anonymous with UNAUTHENTICATED (HTTP 401), the others
 * with FORBIDDEN (HTTP 403), or with NOT_FOUND (HTTP 404) for the principals in `hidden`, where the
 * API deliberately answers as if someone else's object did not exist. The targets are always hotel A's
 * objects (managed by managerOwn, not by managerOther) and bookings of a guest who is none of the
 * principals; see world.ts.
 */
import type { Principal } from './world.js';

export interface Expectation {
  allowed: readonly Principal[];
  /** Refused with NOT_FOUND / 404 instead of FORBIDDEN / 403 (the object is hidden from them). */
  hidden?: readonly Principal[];
  /** Why, when the rule is not obvious from the lists. */
  note?: string;
}

const EVERYONE: readonly Principal[] = ['anonymous', 'customer', 'managerOwn', 'managerOther', 'staff', 'admin'];
const SIGNED_IN: readonly Principal[] = ['customer', 'managerOwn', 'managerOther', 'staff', 'admin'];
/** Hotel A's side: its manager and agency admins; the other hotel's manager is refused. */
const OWNER: readonly Principal[] = ['managerOwn', 'admin'];
/** Any hotel manager (acting on their own list) and agency admins. */
const MANAGERS: readonly Principal[] = ['managerOwn', 'managerOther', 'admin'];
/** The agency's inbox: staff and agency admins. */
const INBOX: readonly Principal[] = ['staff', 'admin'];
const ADMIN: readonly Principal[] = ['admin'];
/** A stay's hotel side: hotel A's manager, staff and agency admins. */
const STAY_SIDE: readonly Principal[] = ['managerOwn', 'staff', 'admin'];

const pub = (note?: string): Expectation => ({ allowed: EVERYONE, note });
const only = (allowed: readonly Principal[], note?: string): Expectation => ({ allowed, note });

export const EXPECTATIONS: Record<string, Expectation> = {
  // ---------------------------------------------------------------- GraphQL queries
  'Query.activities': pub(),
  'Query.activity': pub(),
  'Query.amenities': pub(),
  'Query.amenity': pub(),
  'Query.analytics': only(MANAGERS, 'Scoped to the caller’s own hotels: another manager sees only theirs.'),
  'Query.auditTrail': only(OWNER, 'Hotel A’s trail: staff may read bookings’ and enquiries’ trails only.'),
  'Query.bookings': only(INBOX),
  'Query.dashboard': only(MANAGERS, 'Scoped to the caller’s own hotels.'),
  'Query.destinations': pub(),
  'Query.exchangeRates': pub(),
  'Query.holidayPackage': pub(),
  'Query.holidayPackages': pub(),
  'Query.hotel': pub(),
  'Query.hotelManagerAccounts': only(ADMIN),
  'Query.hotelReservations': only(STAY_SIDE, 'Called with hotelId = hotel A.'),
  'Query.inbox': only(INBOX),
  'Query.inboxItem': only(INBOX),
  'Query.managedHotels': only(MANAGERS, 'Each manager gets their own list.'),
  'Query.me': only(SIGNED_IN),
  'Query.myBookings': only(SIGNED_IN, 'The caller’s own; see the object-level tests.'),
  'Query.package': pub(),
  'Query.packages': pub(),
  'Query.policies': pub(),
  'Query.ratePresets': pub(),
  'Query.rate': only(OWNER),
  'Query.rateType': only(OWNER),
  'Query.rateTypes': only(OWNER),
  'Query.rates': only(OWNER),
  'Query.room': only(OWNER),
  'Query.roomType': pub(),
  'Query.roomTypeDeletionImpact': only(OWNER),
  'Query.roomTypes': pub(),
  'Query.rooms': only(OWNER),
  'Query.searchPackages': pub(),
  'Query.siteConfig': pub(),
  'Query.staffMembers': only(INBOX),
  'Query.stayAvailability': pub(),
  'Query.staySearch': pub(),
  'Query.userAccounts': only(ADMIN),

  // ---------------------------------------------------------------- GraphQL mutations
  'Mutation.addInboxNote': only(INBOX),
  'Mutation.assignHotelManager': only(ADMIN),
  'Mutation.assignInboxItem': only(INBOX),
  'Mutation.changePassword': only(SIGNED_IN, 'The caller’s own password (each call as a new user of the role).'),
  'Mutation.cancelReservation': only(STAY_SIDE, 'A customer may cancel only a stay they reserved (object-level tests).'),
  'Mutation.confirmReservation': only(STAY_SIDE),
  'Mutation.convertEnquiryToBooking': only(INBOX),
  'Mutation.createActivity': only(OWNER),
  'Mutation.createAmenity': only(OWNER),
  'Mutation.createHolidayPackage': only(ADMIN),
  'Mutation.createHotel': only(MANAGERS, 'A manager’s new hotel joins their own list.'),
  'Mutation.createPackage': only(ADMIN),
  'Mutation.createRateType': only(OWNER),
  'Mutation.createRates': only(OWNER),
  'Mutation.createRoom': only(OWNER),
  'Mutation.createRoomType': only(OWNER),
  'Mutation.deleteActivity': only(OWNER),
  'Mutation.deleteAmenity': only(OWNER),
  'Mutation.deleteHotel': only(OWNER),
  'Mutation.approveHotel': only(ADMIN, 'Reviewing a hotel is the agency’s, never its own manager’s.'),
  'Mutation.rejectHotel': only(ADMIN, 'Reviewing a hotel is the agency’s, never its own manager’s.'),
  'Mutation.deletePackage': only(ADMIN),
  'Mutation.deleteRate': only(OWNER),
  'Mutation.deleteRateType': only(OWNER),
  'Mutation.deleteRoom': only(OWNER),
  'Mutation.deleteRoomType': only(OWNER),
  'Mutation.login': pub(),
  'Mutation.register': pub(),
  'Mutation.registerEstablishment': pub(),
  'Mutation.requestBooking': pub(),
  'Mutation.requestInsuranceQuote': pub(),
  'Mutation.reserveStay': pub(),
  'Mutation.sendContactMessage': pub(),
  'Mutation.requestTripBooking': pub(),
  'Mutation.sendTripPlan': pub(),
  'Mutation.setExchangeRate': only(ADMIN),
  'Mutation.setInboxStatus': only(INBOX),
  'Mutation.setRoomUnitUnavailableDates': only(OWNER),
  'Mutation.setUserRole': only(ADMIN),
  'Mutation.signOut': only(SIGNED_IN, 'The caller’s own session.'),
  'Mutation.signOutEverywhere': only(SIGNED_IN, 'The caller’s own sessions.'),
  'Mutation.unassignHotelManager': only(ADMIN),
  'Mutation.updateActivity': only(OWNER),
  'Mutation.updateAmenity': only(OWNER),
  'Mutation.updateHolidayPackage': only(ADMIN),
  'Mutation.updateHotel': only(OWNER),
  'Mutation.updatePackage': only(ADMIN),
  'Mutation.updatePolicies': only(ADMIN),
  'Mutation.updateRate': only(OWNER),
  'Mutation.updateRateType': only(OWNER),
  'Mutation.updateRoom': only(OWNER),
  'Mutation.updateRoomType': only(OWNER),

  // ---------------------------------------------------------------- REST (/api, and the probes at the root)
  'GET /api/activities': pub(),
  'GET /api/activities/:id': pub(),
  'POST /api/activities': only(OWNER),
  'PUT /api/activities/:id': only(OWNER),
  'DELETE /api/activities/:id': only(OWNER),
  'GET /api/amenities': pub(),
  'GET /api/amenities/:id': pub(),
  'POST /api/amenities': only(OWNER),
  'PUT /api/amenities/:id': only(OWNER),
  'DELETE /api/amenities/:id': only(OWNER),
  'POST /api/auth/login': pub(),
  'POST /api/auth/register': pub(),
  'POST /api/auth/logout': only(SIGNED_IN),
  'POST /api/auth/change-password': only(SIGNED_IN),
  'POST /api/bookings': pub(),
  'GET /api/destinations': pub(),
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
  'POST /api/holidayPackages': only(ADMIN),
  'PUT /api/holidayPackages/:id': only(ADMIN),
  'GET /api/hotels': pub(),
  'GET /api/hotels/:id': pub(),
  'POST /api/hotels': only(MANAGERS),
  'POST /api/hotels/hotelanduser': pub(),
  'PUT /api/hotels/:id': only(OWNER),
  'DELETE /api/hotels/:id': only(OWNER),
  'GET /api/packages': pub(),
  'GET /api/packages/getPackagesByType': pub(),
  'GET /api/packages/getFeaturedCruiseDeals': pub(),
  'GET /api/packages/getSearchedPackages': pub(),
  'GET /api/packages/:id': pub(),
  'POST /api/packages': only(ADMIN),
  'PUT /api/packages/:id': only(ADMIN),
  'DELETE /api/packages/:id': only(ADMIN),
  'GET /api/rates': only(OWNER),
  'GET /api/rates/:id': only(OWNER),
  'POST /api/rates': only(OWNER),
  'PUT /api/rates/:id': only(OWNER),
  'DELETE /api/rates/:id': only(OWNER),
  'GET /api/ratetypes': only(OWNER),
  'GET /api/ratetypes/:id': only(OWNER),
  'POST /api/ratetypes': only(OWNER),
  'PUT /api/ratetypes/:id': only(OWNER),
  'DELETE /api/ratetypes/:id': only(OWNER),
  'GET /api/rooms': only(OWNER, 'Called with hotelId = hotel A.'),
  'GET /api/rooms/:id': only(OWNER),
  'POST /api/rooms': only(OWNER),
  'PUT /api/rooms/:id': only(OWNER),
  'DELETE /api/rooms/:id': only(OWNER),
  'GET /api/roomtypes': pub(),
  'GET /api/roomtypesrates': only(OWNER),
  'GET /api/roomtypes/:id': pub(),
  'POST /api/roomtypes': only(OWNER),
  'PUT /api/roomtypes/:id': only(OWNER),
  'DELETE /api/roomtypes/:id': only(OWNER),
  'POST /api/stays/reservations': pub(),
  'POST /api/uploads': only(MANAGERS),
};
