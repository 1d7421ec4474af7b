import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  /** A route of this app, or an absolute URL on another host (opened in a new tab). */
  to: string;
  external?: boolean;
}

/**
 * Hotels and Flights: the configured external booking site (siteConfig.externalBookingUrl, opened in
 * a new tab as the spec's menu does). Without one, Hotels is our own stay search and Flights a page
 * saying flights are booked by phone or e-mail (a departure noted in docs/spec-departures.md).
 */
export const bookingNavItems = (externalBookingUrl: string | null): readonly [NavItem, NavItem] =>
  externalBookingUrl
    ? [
        { label: 'Hotels', to: externalBookingUrl, external: true },
        { label: 'Flights', to: externalBookingUrl, external: true },
      ]
    : [
        { label: 'Hotels', to: paths.hotels.to() },
        { label: 'Flights', to: paths.flights.to() },
      ];

/** Top bar, in the order of the spec's shared layout. */
export const mainNav = (externalBookingUrl: string | null): readonly NavItem[] => [
  { label: 'Home', to: paths.home.to() },
  ...bookingNavItems(externalBookingUrl),
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
export const mobileNav = (externalBookingUrl: string | null): readonly NavItem[] => [
  ...mainNav(externalBookingUrl),
  { label: 'Plan your trip', to: paths.tripPlan.to() },
  { label: 'Insurance', to: paths.insurance.to() },
  { label: 'Contact', to: paths.contact.to() },
];

export const adminNavItem: NavItem = { label: 'Admin', to: paths.dashboard.to() };

/** Signed-in users' own booking requests. */
export const myBookingsNavItem: NavItem = { label: 'My bookings', to: paths.myBookings.to() };

/** Signed-in users' password and sessions. */
export const accountNavItem: NavItem = { label: 'Account', to: paths.account.to() };
