import { Suspense, type ReactNode } from 'react';
import { lazyPage } from '../../lib/lazy-page';
import type { RouteObject } from 'react-router';
import { LoadingState } from '../../components/page-states';
import { paths } from '../../config/paths';

// Every page is its own chunk: the home page's bundle does not grow with them.
const TripPlanPage = lazyPage(() => import('./pages/trip-plan-page'), (m) => m.TripPlanPage);
const InsurancePage = lazyPage(() => import('./pages/insurance-page'), (m) => m.InsurancePage);
const ContactPage = lazyPage(() => import('./pages/contact-page'), (m) => m.ContactPage);
const CarsPage = lazyPage(() => import('./pages/cars-page'), (m) => m.CarsPage);
const ValueForMoneyPage = lazyPage(() => import('./pages/value-for-money-page'), (m) => m.ValueForMoneyPage);
const FlightsPage = lazyPage(() => import('./pages/flights-page'), (m) => m.FlightsPage);

const suspended = (page: ReactNode) => <Suspense fallback={<LoadingState text="Loading" minH="60vh" />}>{page}</Suspense>;

/** Routes of this feature (public layout): /TripPlan, /Insurance, /Contact, /Cars, the value-for-money page and /Flights. */
export const enquiryRoutes: RouteObject[] = [
  { path: paths.tripPlan.pattern, element: suspended(<TripPlanPage />) },
  { path: paths.insurance.pattern, element: suspended(<InsurancePage />) },
  { path: paths.contact.pattern, element: suspended(<ContactPage />) },
  { path: paths.cars.pattern, element: suspended(<CarsPage />) },
  { path: paths.valueForMoney.pattern, element: suspended(<ValueForMoneyPage />) },
  { path: paths.flights.pattern, element: suspended(<FlightsPage />) },
];
