import { lazy, Suspense, type ReactNode } from 'react';
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
import { staffRoutes } from '../features/staff/routes';
import { RouteErrorPage } from './error-page';
import { AdminGuard, AgencyAdminGuard, SignedInGuard } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './not-found-page';

// Admin pages and GraphiQL are split into their own chunks: visitors never download them.
const AdminLayout = lazy(() =>
  import('../features/admin/components/admin-layout').then((m) => ({ default: m.AdminLayout })),
);
const DashboardPage = lazy(() =>
  import('../features/admin/pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const UsersPage = lazy(() => import('../features/user-admin/pages/users-page').then((m) => ({ default: m.UsersPage })));
const GraphiqlPage = lazy(() =>
  import('../features/graphiql/pages/graphiql-page').then((m) => ({ default: m.GraphiqlPage })),
);

// Public pages other than home load on demand, keeping the first download small.
const LoginPage = lazy(() => import('../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/pages/register-page').then((m) => ({ default: m.RegisterPage })));
const SearchResultsPage = lazy(() =>
  import('../features/search/pages/search-results-page').then((m) => ({ default: m.SearchResultsPage })),
);
const PackageDetailsPage = lazy(() =>
  import('../features/packages/pages/package-details-page').then((m) => ({ default: m.PackageDetailsPage })),
);
const PackagesPage = lazy(() => import('../features/packages/pages/packages-page').then((m) => ({ default: m.PackagesPage })));
const BookingPage = lazy(() => import('../features/booking/pages/booking-page').then((m) => ({ default: m.BookingPage })));
const AccountPage = lazy(() => import('../features/account/pages/account-page').then((m) => ({ default: m.AccountPage })));
const MyBookingsPage = lazy(() =>
  import('../features/bookings/pages/my-bookings-page').then((m) => ({ default: m.MyBookingsPage })),
);
const CruisePage = lazy(() => import('../features/cruise/pages/cruise-page').then((m) => ({ default: m.CruisePage })));
const DestinationsPage = lazy(() =>
  import('../features/destinations/pages/destinations-page').then((m) => ({ default: m.DestinationsPage })),
);
const SpecialsPage = lazy(() => import('../features/specials/pages/specials-page').then((m) => ({ default: m.SpecialsPage })));
const ServicesPage = lazy(() => import('../features/services/pages/services-page').then((m) => ({ default: m.ServicesPage })));

const pageFallback = <LoadingState text="Loading" minH="60vh" />;
/** A page that throws (or whose chunk fails to download after a deploy) shows this, not a white screen. */
const errorElement = <RouteErrorPage />;
const suspended = (page: ReactNode) => <Suspense fallback={pageFallback}>{page}</Suspense>;

export const routes: RouteObject[] = [
  {
    path: paths.graphiql.pattern,
    errorElement,
    element: (
      <Suspense fallback={pageFallback}>
        <GraphiqlPage />
      </Suspense>
    ),
  },
  {
    element: <AdminGuard />,
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
  ...staffRoutes.map((route) => ({ ...route, errorElement })),
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
          { path: paths.booking.pattern, element: suspended(<BookingPage />) },
          { path: paths.cruise.pattern, element: suspended(<CruisePage />) },
          { path: paths.destinations.pattern, element: suspended(<DestinationsPage />) },
          { path: paths.specials.pattern, element: suspended(<SpecialsPage />) },
          { path: paths.services.pattern, element: suspended(<ServicesPage />) },
          {
            element: <SignedInGuard />,
            children: [
              { path: paths.myBookings.pattern, element: suspended(<MyBookingsPage />) },
              { path: paths.account.pattern, element: suspended(<AccountPage />) },
            ],
          },
          ...stayRoutes,
          ...enquiryRoutes,
          ...legalRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
