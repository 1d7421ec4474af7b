import { paths } from '../../config/paths';
import { site } from '../../config/site';

export interface NavItem {
  label: string;
  /** A route of this app, or an absolute URL on another host (opened in a new tab). */
  to: string;
  external?: boolean;
}

// Hotels is our own stay search now; the spec's link left the site for a partner's (a departure
// noted in the README). Flights still goes to the partner, which is the only flight search there is.
const hotels: NavItem = { label: 'Hotels', to: paths.hotels.to() };
const flights: NavItem = { label: 'Flights', to: site.hotelsAndFlightsUrl, external: true };

/** Top bar, in the order of the spec's shared layout. */
export const mainNav: readonly NavItem[] = [
  { label: 'Home', to: paths.home.to() },
  hotels,
  flights,
  { label: 'Cruise', to: paths.cruise.to() },
  { label: 'Cars', to: paths.cars.to() },
];

/** The Quick Links dropdown. */
export const quickLinks: readonly NavItem[] = [
  { label: 'Activities', to: paths.packages.to() },
  { label: 'Plan your trip', to: paths.tripPlan.to() },
  { label: 'Insurance', to: paths.insurance.to() },
  { label: 'Contact', to: paths.contact.to() },
];

/** The small-screen side menu (Admin is added for admins). */
export const mobileNav: readonly NavItem[] = [
  ...mainNav,
  { label: 'Plan your trip', to: paths.tripPlan.to() },
  { label: 'Insurance', to: paths.insurance.to() },
  { label: 'Contact', to: paths.contact.to() },
];

export const adminNavItem: NavItem = { label: 'Admin', to: paths.dashboard.to() };

/** Signed-in users' own booking requests. */
export const myBookingsNavItem: NavItem = { label: 'My bookings', to: paths.myBookings.to() };
