import type { RouteObject } from 'react-router';

/** Routes of this feature: hotel list, create/view/edit hotel, reservations (admin layout). */
export const adminHotelRoutes: RouteObject[] = [];
