import { Suspense, type ReactNode } from 'react';
import { lazyPage } from '../lib/lazy-page';
import type { RouteObject } from 'react-router';
import { LoadingState } from '../components/page-states';
import { paths } from '../config/paths';
import { adminHotelRoutes } from '../features/admin-hotels/routes';
import { adminPackageRoutes } from '../features/admin-packages/routes';
import { enquiryRoutes } from '../features/enquiries/routes';
import { legalRoutes } from '../features/legal/routes';
import { hotelInventoryRoutes } from '../features/hotel-inventory/routes';
import { insightRoutes } from '../features/insights/routes';
import { stayRoutes } from '../features/stays/routes';
import { HomePage } from '../features/home/pages/home-page';
import { quoteRoutes } from '../features/quotes/routes';
import { staffRoutes } from '../features/staff/routes';
import { RouteErrorPage } from './error-page';
import { clientOnly } from './route-handles';
import { AdminGuard, AgencyAdminGuard, SignedInGuard } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './not-found-page';

// Admin pages and GraphiQL are split into their own chunks: visitors never download them.
const AdminLayout = lazyPage(() => import('../features/admin/components/admin-layout'), (m) => m.AdminLayout);
const DashboardPage = lazyPage(() => import('../features/admin/pages/dashboard-page'), (m) => m.DashboardPage);
const UsersPage = lazyPage(() => import('../features/user-admin/pages/users-page'), (m) => m.UsersPage);
const GraphiqlPage = lazyPage(() => import('../features/graphiql/pages/graphiql-page'), (m) => m.GraphiqlPage);

// Public pages other than home load on demand, keeping the first download small.
const LoginPage = lazyPage(() => import('../features/auth/pages/login-page'), (m) => m.LoginPage);
const RegisterPage = lazyPage(() => import('../features/auth/pages/register-page'), (m) => m.RegisterPage);
const SearchResultsPage = lazyPage(() => import('../features/search/pages/search-results-page'), (m) => m.SearchResultsPage);
const PackageDetailsPage = lazyPage(() => import('../features/packages/pages/package-details-page'), (m) => m.PackageDetailsPage);
const PackagesPage = lazyPage(() => import('../features/packages/pages/packages-page'), (m) => m.PackagesPage);
const BookingPage = lazyPage(() => import('../features/booking/pages/booking-page'), (m) => m.BookingPage);
const AccountPage = lazyPage(() => import('../features/account/pages/account-page'), (m) => m.AccountPage);
const MyBookingsPage = lazyPage(() => import('../features/bookings/pages/my-bookings-page'), (m) => m.MyBookingsPage);
const CruisePage = lazyPage(() => import('../features/cruise/pages/cruise-page'), (m) => m.CruisePage);
const DestinationsPage = lazyPage(() => import('../features/destinations/pages/destinations-page'), (m) => m.DestinationsPage);
const SpecialsPage = lazyPage(() => import('../features/specials/pages/specials-page'), (m) => m.SpecialsPage);
const ServicesPage = lazyPage(() => import('../features/services/pages/services-page'), (m) => m.ServicesPage);

const pageFallback = <LoadingState text="Loading" minH="60vh" />;
/** A page that throws (or whose chunk fails to download after a deploy) shows this, not a white screen. */
const errorElement = <RouteErrorPage />;
const suspended = (page: ReactNode) => <Suspense fallback={pageFallback}>{page}</Suspense>;

export const routes: RouteObject[] = [
  {
    path: paths.graphiql.pattern,
    handle: clientOnly,
    errorElement,
    element: (
      <Suspense fallback={pageFallback}>
        <GraphiqlPage />
      </Suspense>
    ),
  },
  {
    element: <AdminGuard />,
    handle: clientOnly,
    errorElement,
    children: [
      {
        element: (
          <Suspense fallback={pageFallback}>
            <AdminLayout />
          </Suspense>
        ),
        children: [
          { path: paths.dashboard.pattern, element: <DashboardPage /> },
          ...adminPackageRoutes,
          ...adminHotelRoutes,
          ...hotelInventoryRoutes,
          ...insightRoutes,
          { element: <AgencyAdminGuard title="Users & roles" />, children: [{ path: paths.users.pattern, element: <UsersPage /> }] },
        ],
      },
    ],
  },
  // /internal: the staff inbox, in its own full-width layout (features/staff/routes.tsx).
  ...staffRoutes.map((route) => ({ ...route, handle: clientOnly, errorElement })),
  {
    element: <PublicLayout />,
    errorElement,
    children: [
      {
        // Inside the layout, so the top bar and footer stay usable around the error page.
        errorElement,
        children: [
          { index: true, element: <HomePage /> },
          { path: paths.login.pattern, element: suspended(<LoginPage />) },
          { path: paths.register.pattern, element: suspended(<RegisterPage />) },
          { path: paths.searchResults.pattern, element: suspended(<SearchResultsPage />) },
          { path: paths.packages.pattern, element: suspended(<PackagesPage />) },
          // Static segments rank above :id, so the admin's /packages/create etc. are not taken by this.
          { path: paths.packageDetails.pattern, element: suspended(<PackageDetailsPage />) },
          { path: paths.packageDetailsAlias.pattern, element: suspended(<PackageDetailsPage />) },
          // The booking form fills in the signed-in customer's details, which only the browser knows.
          { path: paths.booking.pattern, handle: clientOnly, element: suspended(<BookingPage />) },
          { path: paths.cruise.pattern, element: suspended(<CruisePage />) },
          { path: paths.destinations.pattern, element: suspended(<DestinationsPage />) },
          { path: paths.specials.pattern, element: suspended(<SpecialsPage />) },
          { path: paths.services.pattern, element: suspended(<ServicesPage />) },
          {
            element: <SignedInGuard />,
            handle: clientOnly,
            children: [
              { path: paths.myBookings.pattern, element: suspended(<MyBookingsPage />) },
              { path: paths.account.pattern, element: suspended(<AccountPage />) },
            ],
          },
          ...quoteRoutes,
          ...stayRoutes,
          ...enquiryRoutes,
          ...legalRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
