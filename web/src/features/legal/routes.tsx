import { Suspense, type ReactNode } from 'react';
import { lazyPage } from '../../lib/lazy-page';
import type { RouteObject } from 'react-router';
import { LoadingState } from '../../components/page-states';
import { paths } from '../../config/paths';

const TermsPage = lazyPage(() => import('./pages/terms-page'), (m) => m.TermsPage);
const PrivacyPage = lazyPage(() => import('./pages/privacy-page'), (m) => m.PrivacyPage);

const suspended = (page: ReactNode) => <Suspense fallback={<LoadingState text="Loading" minH="60vh" />}>{page}</Suspense>;

/** The footer's legal pages (public layout): /terms and /privacy. */
export const legalRoutes: RouteObject[] = [
  { path: paths.terms.pattern, element: suspended(<TermsPage />) },
  { path: paths.privacy.pattern, element: suspended(<PrivacyPage />) },
];
