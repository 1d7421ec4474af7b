import type { RouteObject } from 'react-router';

/** Routes of this feature: room types, rooms, amenities, activities, rate types, rates (admin layout). */
export const hotelInventoryRoutes: RouteObject[] = [];
