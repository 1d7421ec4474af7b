import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { clientOnly } from '../../app/route-handles';
import { LoadingState } from '../../components/page-states';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

const QuotePage = lazyPage(() => import('./pages/quote-page'), (m) => m.QuotePage);

/**
 * Routes of this feature (public layout): /quotes/:token. Client-only like the booking page: the link's
 * token must not reach a server-rendered page or a cache, and the page is never indexed.
 */
export const quoteRoutes: RouteObject[] = [
  {
    path: paths.quote.pattern,
    handle: clientOnly,
    element: (
      <Suspense fallback={<LoadingState text="Loading" minH="60vh" />}>
        <QuotePage />
      </Suspense>
    ),
  },
];
