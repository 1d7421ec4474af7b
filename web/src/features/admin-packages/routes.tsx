import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

// Each page is its own chunk, loaded only when an admin opens it (the admin layout shows Loading).
const AgencyAdminOnly = lazy(() => import('./access').then((m) => ({ default: m.AgencyAdminOnly })));
const AdminPackagesPage = lazy(() => import('./pages/admin-packages-page').then((m) => ({ default: m.AdminPackagesPage })));
const PackageCreatePage = lazy(() => import('./pages/package-form-pages').then((m) => ({ default: m.PackageCreatePage })));
const PackageEditPage = lazy(() => import('./pages/package-form-pages').then((m) => ({ default: m.PackageEditPage })));
const PackageViewPage = lazy(() => import('./pages/package-view-page').then((m) => ({ default: m.PackageViewPage })));
const HolidayPackagesPage = lazy(() => import('./pages/holiday-packages-page').then((m) => ({ default: m.HolidayPackagesPage })));
const HolidayPackageEditPage = lazy(() =>
  import('./pages/holiday-packages-page').then((m) => ({ default: m.HolidayPackageEditPage })),
);
const HolidayPackageViewPage = lazy(() =>
  import('./pages/holiday-package-view-page').then((m) => ({ default: m.HolidayPackageViewPage })),
);

/**
 * The package pages of the admin portal, to be placed inside the admin guard and layout. Writing
 * pages are for agency admins only; the two read-only views are open to every admin.
 */
export const adminPackageRoutes: RouteObject[] = [
  {
    element: <AgencyAdminOnly />,
    children: [
      { path: paths.adminPackages.pattern, element: <AdminPackagesPage /> },
      { path: paths.createPackage.pattern, element: <PackageCreatePage /> },
      { path: paths.createPackageVariant.pattern, element: <PackageCreatePage /> },
      { path: paths.editPackage.pattern, element: <PackageEditPage /> },
      { path: paths.holidayPackages.pattern, element: <HolidayPackagesPage /> },
      { path: paths.editHolidayPackage.pattern, element: <HolidayPackageEditPage /> },
    ],
  },
  { path: paths.viewPackage.pattern, element: <PackageViewPage /> },
  { path: paths.holidayPackage.pattern, element: <HolidayPackageViewPage /> },
];
