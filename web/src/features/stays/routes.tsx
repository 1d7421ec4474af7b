import type { RouteObject } from 'react-router';

/** Routes of this feature: public stay search and hotel pages, /addhotel (public layout). */
export const stayRoutes: RouteObject[] = [];
