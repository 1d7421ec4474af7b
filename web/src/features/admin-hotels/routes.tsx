import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

// Each page is its own chunk, loaded only when an admin opens it (the admin layout shows Loading).
const HotelListPage = lazy(() => import('./pages/hotel-list-page').then((m) => ({ default: m.HotelListPage })));
const HotelCreatePage = lazy(() => import('./pages/hotel-form-pages').then((m) => ({ default: m.HotelCreatePage })));
const HotelEditPage = lazy(() => import('./pages/hotel-form-pages').then((m) => ({ default: m.HotelEditPage })));
const HotelViewPage = lazy(() => import('./pages/hotel-view-page').then((m) => ({ default: m.HotelViewPage })));
const HotelReservationsPage = lazy(() =>
  import('./pages/hotel-reservations-page').then((m) => ({ default: m.HotelReservationsPage })),
);

/** Routes of this feature: hotel list, create/view/edit hotel, reservations (admin layout). */
export const adminHotelRoutes: RouteObject[] = [
  { path: paths.hotelList.pattern, element: <HotelListPage /> },
  { path: paths.createHotel.pattern, element: <HotelCreatePage /> },
  { path: paths.viewHotel.pattern, element: <HotelViewPage /> },
  { path: paths.editHotel.pattern, element: <HotelEditPage /> },
  { path: paths.hotelReservations.pattern, element: <HotelReservationsPage /> },
];
