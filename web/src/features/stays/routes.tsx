import { Suspense, type ReactNode } from 'react';
import { lazyPage } from '../../lib/lazy-page';
import type { RouteObject } from 'react-router';
import { LoadingState } from '../../components/page-states';
import { paths } from '../../config/paths';
import { StaySearchLayout } from './stay-search-context';

// Every stay page is its own chunk: the home page's bundle does not grow with them.
const HotelsPage = lazyPage(() => import('./pages/hotels-page'), (m) => m.HotelsPage);
const HotelPage = lazyPage(() => import('./pages/hotel-page'), (m) => m.HotelPage);
const AddHotelPage = lazyPage(() => import('./pages/add-hotel-page'), (m) => m.AddHotelPage);

const suspended = (page: ReactNode) => <Suspense fallback={<LoadingState text="Loading" minH="60vh" />}>{page}</Suspense>;

/** Routes of this feature: public stay search and hotel pages, /addhotel (public layout). */
export const stayRoutes: RouteObject[] = [
  {
    // The results and a hotel share the last search (the spec's search context).
    element: <StaySearchLayout />,
    children: [
      { path: paths.hotels.pattern, element: suspended(<HotelsPage />) },
      { path: paths.hotel.pattern, element: suspended(<HotelPage />) },
    ],
  },
  { path: paths.addHotel.pattern, element: suspended(<AddHotelPage />) },
];
