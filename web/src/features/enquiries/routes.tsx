import type { RouteObject } from 'react-router';

/** Routes of this feature (public layout): /TripPlan, /Insurance, /Contact, /Cars and the value-for-money page. */
export const enquiryRoutes: RouteObject[] = [];
