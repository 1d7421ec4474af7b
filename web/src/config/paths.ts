/**
 * Every route of the product in one place (public spec section 2, admin spec section 2).
 * `pattern` is what the router matches; `to(...)` builds a link. Use these instead of string paths.
 */
const idPath =
  (prefix: string) =>
  (id: string): string =>
    `${prefix}/${encodeURIComponent(id)}`;

/** A path with a query string of the parameters that have a value (empty strings are left out). */
const withQuery = (path: string, params: Record<string, string | number | undefined>): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};

/** What /SearchResultsList searches for. */
export interface SearchCriteria {
  destination?: string;
  /** `YYYY-MM-DD` */
  date?: string;
  maxPrice?: number;
  page?: number;
}

/**
 * A stay search as the /hotels URL carries it (public spec §3 "Stay search state", plus the list
 * page's price filter and page), so deep links and refreshes repeat the search.
 * Built by features/stays/stay-search.ts (toStayQuery); values are already strings or numbers.
 */
export type StaySearchQuery = Record<string, string | number | undefined>;

export const paths = {
  // Public site
  home: { pattern: '/', to: () => '/' },
  /** Activities / Packages; `type` preselects a package type filter chip. */
  packages: { pattern: '/Packages', to: (type?: string) => withQuery('/Packages', { type }) },
  destinations: { pattern: '/Destinations', to: () => '/Destinations' },
  specials: { pattern: '/Specials', to: () => '/Specials' },
  insurance: { pattern: '/Insurance', to: () => '/Insurance' },
  services: { pattern: '/Services', to: () => '/Services' },
  tripPlan: { pattern: '/TripPlan', to: () => '/TripPlan' },
  contact: { pattern: '/Contact', to: () => '/Contact' },
  cruise: { pattern: '/Cruise', to: () => '/Cruise' },
  cars: { pattern: '/Cars', to: () => '/Cars' },
  /** The spec's value-for-money page (hero banner and the tours partner's widget); it names no route. */
  valueForMoney: { pattern: '/ValueForMoney', to: () => '/ValueForMoney' },
  /** Not in the spec: where Flights leads when no external booking site is configured (book by phone or e-mail). */
  flights: { pattern: '/Flights', to: () => '/Flights' },
  /** Not in the spec: the agency's terms and cancellation policy (the texts of /policies), linked from the footer. */
  terms: { pattern: '/terms', to: () => '/terms' },
  /** Not in the spec: the privacy notice POPIA asks of a South African agency that collects personal information. */
  privacy: { pattern: '/privacy', to: () => '/privacy' },
  packageDetails: { pattern: '/Details/:id', to: idPath('/Details') },
  /** The spec also reaches the detail page at /packages/{id}. */
  packageDetailsAlias: { pattern: '/packages/:id', to: idPath('/packages') },
  /** React Router matches case-insensitively, so this also serves the spec's /Booking/{id}. */
  booking: { pattern: '/booking/:id', to: idPath('/booking') },
  /** The criteria travel in the query string, so a refresh or a shared link repeats the search. */
  searchResults: {
    pattern: '/SearchResultsList',
    to: (criteria: SearchCriteria = {}) =>
      withQuery('/SearchResultsList', {
        destination: criteria.destination,
        date: criteria.date,
        // 0 means no limit, as the API reads it.
        maxPrice: criteria.maxPrice && criteria.maxPrice > 0 ? criteria.maxPrice : undefined,
        page: criteria.page && criteria.page > 1 ? criteria.page : undefined,
      }),
  },
  // ---- Stays: public hotel search, hotel availability, Register Hotel (features/stays) ----
  /** Hotel search results; the search travels in the query string (destination, checkIn, ...). */
  hotels: { pattern: '/hotels', to: (query: StaySearchQuery = {}) => withQuery('/hotels', query) },
  /** Hotel availability ("See availability"), carrying the search so the dates stay chosen. */
  hotel: {
    pattern: '/hotels/:id',
    to: (id: string, query: StaySearchQuery = {}) => withQuery(idPath('/hotels')(id), query),
  },
  /** Register Hotel (Register Establishment): a hotel manager account and its hotel in one go. */
  addHotel: { pattern: '/addhotel', to: () => '/addhotel' },
  // ---- end of Stays ----
  myBookings: { pattern: '/my-bookings', to: () => '/my-bookings' },
  /** Not in the spec: the quote behind the link e-mailed to a customer (issue 20); no sign-in, never indexed. */
  quote: { pattern: '/quotes/:token', to: idPath('/quotes') },
  /** The signed-in user's password and sessions (any role). */
  account: { pattern: '/account', to: () => '/account' },
  login: { pattern: '/login', to: () => '/login' },
  register: { pattern: '/register', to: () => '/register' },
  /** The staff inbox; its filters and page travel in the query string (features/staff/inbox-search.ts). */
  staff: { pattern: '/internal', to: (query?: URLSearchParams | string) => (query && String(query) ? `/internal?${String(query)}` : '/internal') },
  /** One inbox item (booking request, stay reservation or enquiry) by its id. */
  staffItem: { pattern: '/internal/:id', to: idPath('/internal') },
  /** Invoices for staff and agency admins, optionally of one payment status (static, so it ranks above :id). */
  staffInvoices: {
    pattern: '/internal/invoices',
    to: (status?: string) => withQuery('/internal/invoices', { status }),
  },
  /** One invoice: lines, payments, credit note, record a payment or cancel it. */
  staffInvoice: { pattern: '/internal/invoices/:id', to: idPath('/internal/invoices') },
  graphiql: { pattern: '/graphiql', to: () => '/graphiql' },

  // Admin portal
  admin: { pattern: '/admin', to: () => '/admin' },
  dashboard: { pattern: '/dashboard', to: () => '/dashboard' },
  // ---- Admin hotels: list, create/view/edit, reservations (features/admin-hotels) ----
  hotelList: { pattern: '/hotel/list', to: () => '/hotel/list' },
  createHotel: { pattern: '/createhotel', to: () => '/createhotel' },
  viewHotel: { pattern: '/viewhotel/:id', to: idPath('/viewhotel') },
  editHotel: { pattern: '/edithotel/:id', to: idPath('/edithotel') },
  /** Not in the spec: the stay reservations of the current hotel, to confirm or cancel. */
  hotelReservations: { pattern: '/hotel/reservations', to: () => '/hotel/reservations' },
  // ---- end of Admin hotels ----
  rooms: { pattern: '/rooms', to: () => '/rooms' },
  roomTypes: { pattern: '/roomtypes', to: () => '/roomtypes' },
  viewRoomType: { pattern: '/viewroomtype/:id', to: idPath('/viewroomtype') },
  editRoomType: { pattern: '/editroomtype/:id', to: idPath('/editroomtype') },
  amenities: { pattern: '/amenities', to: () => '/amenities' },
  viewAmenity: { pattern: '/viewamenity/:id', to: idPath('/viewamenity') },
  editAmenity: { pattern: '/editamenity/:id', to: idPath('/editamenity') },
  activities: { pattern: '/activities', to: () => '/activities' },
  rates: { pattern: '/rates', to: () => '/rates' },
  rateTypes: { pattern: '/ratetypes', to: () => '/ratetypes' },
  holidayPackages: { pattern: '/holiday-packages', to: () => '/holiday-packages' },
  editHolidayPackage: { pattern: '/holiday-packages/edit/:id', to: idPath('/holiday-packages/edit') },
  holidayPackage: { pattern: '/holidayPackages/:id', to: idPath('/holidayPackages') },
  /**
   * The admin package table. The spec gives it no route, and /packages would be the public /Packages
   * (React Router matches paths case-insensitively).
   */
  adminPackages: { pattern: '/admin/packages', to: () => '/admin/packages' },
  createPackage: { pattern: '/packages/create', to: () => '/packages/create' },
  /** The spec's second variant of the create form. */
  createPackageVariant: { pattern: '/packages/creates', to: () => '/packages/creates' },
  editPackage: { pattern: '/packages/edit/:id', to: idPath('/packages/edit') },
  viewPackage: { pattern: '/packages/view/:id', to: idPath('/packages/view') },
  /** Agency admins: every account's role, and which hotels each hotel manager runs. */
  users: { pattern: '/users', to: () => '/users' },
  policies: { pattern: '/policies', to: () => '/policies' },
  analytics: { pattern: '/analytics', to: () => '/analytics' },
} as const;

export type PathName = keyof typeof paths;
