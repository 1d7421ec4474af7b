import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingState } from '../../components/page-states';
import { paths } from '../../config/paths';

const TermsPage = lazy(() => import('./pages/terms-page').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('./pages/privacy-page').then((m) => ({ default: m.PrivacyPage })));

const suspended = (page: ReactNode) => <Suspense fallback={<LoadingState text="Loading" minH="60vh" />}>{page}</Suspense>;

/** The footer's legal pages (public layout): /terms and /privacy. */
export const legalRoutes: RouteObject[] = [
  { path: paths.terms.pattern, element: suspended(<TermsPage />) },
  { path: paths.privacy.pattern, element: suspended(<PrivacyPage />) },
];
