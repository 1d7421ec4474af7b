/**
 * Every route of the product in one place (public spec section 2, admin spec section 2).
 * `pattern` is what the router matches; `to(...)` builds a link. Use these instead of string paths.
 */
const idPath =
  (prefix: string) =>
  (id: string): string =>
    `${prefix}/${encodeURIComponent(id)}`;

export const paths = {
  // Public site
  home: { pattern: '/', to: () => '/' },
  packages: { pattern: '/Packages', to: () => '/Packages' },
  destinations: { pattern: '/Destinations', to: () => '/Destinations' },
  specials: { pattern: '/Specials', to: () => '/Specials' },
  insurance: { pattern: '/Insurance', to: () => '/Insurance' },
  services: { pattern: '/Services', to: () => '/Services' },
  tripPlan: { pattern: '/TripPlan', to: () => '/TripPlan' },
  contact: { pattern: '/Contact', to: () => '/Contact' },
  cruise: { pattern: '/Cruise', to: () => '/Cruise' },
  cars: { pattern: '/Cars', to: () => '/Cars' },
  hotels: { pattern: '/hotels', to: () => '/hotels' },
  hotel: { pattern: '/hotels/:id', to: idPath('/hotels') },
  packageDetails: { pattern: '/Details/:id', to: idPath('/Details') },
  /** The spec also reaches the detail page at /packages/{id}. */
  packageDetailsAlias: { pattern: '/packages/:id', to: idPath('/packages') },
  /** React Router matches case-insensitively, so this also serves the spec's /Booking/{id}. */
  booking: { pattern: '/booking/:id', to: idPath('/booking') },
  searchResults: { pattern: '/SearchResultsList', to: () => '/SearchResultsList' },
  login: { pattern: '/login', to: () => '/login' },
  register: { pattern: '/register', to: () => '/register' },
  addHotel: { pattern: '/addhotel', to: () => '/addhotel' },
  staff: { pattern: '/internal', to: () => '/internal' },
  graphiql: { pattern: '/graphiql', to: () => '/graphiql' },

  // Admin portal
  admin: { pattern: '/admin', to: () => '/admin' },
  dashboard: { pattern: '/dashboard', to: () => '/dashboard' },
  hotelList: { pattern: '/hotel/list', to: () => '/hotel/list' },
  createHotel: { pattern: '/createhotel', to: () => '/createhotel' },
  viewHotel: { pattern: '/viewhotel/:id', to: idPath('/viewhotel') },
  editHotel: { pattern: '/edithotel/:id', to: idPath('/edithotel') },
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
  holidayPackage: { pattern: '/holidayPackages/:id', to: idPath('/holidayPackages') },
  createPackage: { pattern: '/packages/create', to: () => '/packages/create' },
  editPackage: { pattern: '/packages/edit/:id', to: idPath('/packages/edit') },
  viewPackage: { pattern: '/packages/view/:id', to: idPath('/packages/view') },
  policies: { pattern: '/policies', to: () => '/policies' },
  analytics: { pattern: '/analytics', to: () => '/analytics' },
} as const;

export type PathName = keyof typeof paths;
