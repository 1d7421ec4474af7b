import type { RouteObject } from 'react-router';

/** Routes of this feature (admin layout): /analytics and /policies. */
export const insightRoutes: RouteObject[] = [];
