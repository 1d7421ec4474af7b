import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';

// Each page is its own chunk, loaded only when an admin opens it (the admin layout shows Loading).
const AnalyticsPage = lazy(() => import('./pages/analytics-page').then((m) => ({ default: m.AnalyticsPage })));
const PoliciesPage = lazy(() => import('./pages/policies-page').then((m) => ({ default: m.PoliciesPage })));

/**
 * Routes of this feature (admin layout): /analytics and /policies, and the spec's /admin route ("content not
 * shown"), which opens the admin's overview, the dashboard, instead of "Page not found".
 */
export const insightRoutes: RouteObject[] = [
  { path: paths.admin.pattern, element: <Navigate to={paths.dashboard.to()} replace /> },
  { path: paths.analytics.pattern, element: <AnalyticsPage /> },
  { path: paths.policies.pattern, element: <PoliciesPage /> },
];
