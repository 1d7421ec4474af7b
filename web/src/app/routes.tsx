import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingState } from '../components/page-states';
import { paths } from '../config/paths';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { HomePage } from '../features/home/pages/home-page';
import { StaffPage } from '../features/staff/pages/staff-page';
import { AdminGuard, StaffGuard } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './not-found-page';

// Admin pages and GraphiQL are split into their own chunks: visitors never download them.
const AdminLayout = lazy(() =>
  import('../features/admin/components/admin-layout').then((m) => ({ default: m.AdminLayout })),
);
const DashboardPage = lazy(() =>
  import('../features/admin/pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const GraphiqlPage = lazy(() =>
  import('../features/graphiql/pages/graphiql-page').then((m) => ({ default: m.GraphiqlPage })),
);

const pageFallback = <LoadingState text="Loading" minH="60vh" />;

export const routes: RouteObject[] = [
  {
    path: paths.graphiql.pattern,
    element: (
      <Suspense fallback={pageFallback}>
        <GraphiqlPage />
      </Suspense>
    ),
  },
  {
    element: <AdminGuard />,
    children: [
      {
        element: (
          <Suspense fallback={pageFallback}>
            <AdminLayout />
          </Suspense>
        ),
        children: [{ path: paths.dashboard.pattern, element: <DashboardPage /> }],
      },
    ],
  },
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: paths.login.pattern, element: <LoginPage /> },
      { path: paths.register.pattern, element: <RegisterPage /> },
      { element: <StaffGuard />, children: [{ path: paths.staff.pattern, element: <StaffPage /> }] },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
