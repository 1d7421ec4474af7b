import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

// Each page is its own chunk, loaded only when an admin opens it (the admin layout shows Loading).
const AnalyticsPage = lazy(() => import('./pages/analytics-page').then((m) => ({ default: m.AnalyticsPage })));
const PoliciesPage = lazy(() => import('./pages/policies-page').then((m) => ({ default: m.PoliciesPage })));

/** Routes of this feature (admin layout): /analytics and /policies. */
export const insightRoutes: RouteObject[] = [
  { path: paths.analytics.pattern, element: <AnalyticsPage /> },
  { path: paths.policies.pattern, element: <PoliciesPage /> },
];
