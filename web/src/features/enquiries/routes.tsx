import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingState } from '../../components/page-states';
import { paths } from '../../config/paths';

// Every page is its own chunk: the home page's bundle does not grow with them.
const TripPlanPage = lazy(() => import('./pages/trip-plan-page').then((m) => ({ default: m.TripPlanPage })));
const InsurancePage = lazy(() => import('./pages/insurance-page').then((m) => ({ default: m.InsurancePage })));
const ContactPage = lazy(() => import('./pages/contact-page').then((m) => ({ default: m.ContactPage })));
const CarsPage = lazy(() => import('./pages/cars-page').then((m) => ({ default: m.CarsPage })));
const ValueForMoneyPage = lazy(() => import('./pages/value-for-money-page').then((m) => ({ default: m.ValueForMoneyPage })));
const FlightsPage = lazy(() => import('./pages/flights-page').then((m) => ({ default: m.FlightsPage })));

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
