import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

// Each page is its own chunk, loaded only when an admin opens it (the admin layout shows Loading).
const RoomTypesPage = lazy(() => import('./pages/room-types-page').then((m) => ({ default: m.RoomTypesPage })));
const RoomTypeViewPage = lazy(() => import('./pages/room-type-pages').then((m) => ({ default: m.RoomTypeViewPage })));
const RoomTypeEditPage = lazy(() => import('./pages/room-type-pages').then((m) => ({ default: m.RoomTypeEditPage })));
const RoomsPage = lazy(() => import('./pages/rooms-page').then((m) => ({ default: m.RoomsPage })));
const AmenitiesPage = lazy(() => import('./pages/amenities-page').then((m) => ({ default: m.AmenitiesPage })));
const AmenityViewPage = lazy(() => import('./pages/amenity-pages').then((m) => ({ default: m.AmenityViewPage })));
const AmenityEditPage = lazy(() => import('./pages/amenity-pages').then((m) => ({ default: m.AmenityEditPage })));
const ActivitiesPage = lazy(() => import('./pages/activities-page').then((m) => ({ default: m.ActivitiesPage })));
const RateTypesPage = lazy(() => import('./pages/rate-types-page').then((m) => ({ default: m.RateTypesPage })));
const RatesPage = lazy(() => import('./pages/rates-page').then((m) => ({ default: m.RatesPage })));

/**
 * Routes of this feature: room types, rooms, amenities, activities, rate types, rates (admin layout).
 * Each page works on the current hotel; the server checks that the admin manages it.
 */
export const hotelInventoryRoutes: RouteObject[] = [
  { path: paths.roomTypes.pattern, element: <RoomTypesPage /> },
  { path: paths.viewRoomType.pattern, element: <RoomTypeViewPage /> },
  { path: paths.editRoomType.pattern, element: <RoomTypeEditPage /> },
  { path: paths.rooms.pattern, element: <RoomsPage /> },
  { path: paths.amenities.pattern, element: <AmenitiesPage /> },
  { path: paths.viewAmenity.pattern, element: <AmenityViewPage /> },
  { path: paths.editAmenity.pattern, element: <AmenityEditPage /> },
  { path: paths.activities.pattern, element: <ActivitiesPage /> },
  { path: paths.rateTypes.pattern, element: <RateTypesPage /> },
  { path: paths.rates.pattern, element: <RatesPage /> },
];
