import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { StaffGuard } from '../../app/guards';
import { paths } from '../../config/paths';
import { StaffLayout } from './components/staff-layout';

// Staff pages load on demand: visitors never download them.
const InboxPage = lazy(() => import('./pages/inbox-page').then((m) => ({ default: m.InboxPage })));
const InboxItemPage = lazy(() => import('./pages/inbox-item-page').then((m) => ({ default: m.InboxItemPage })));

/** /internal and /internal/:id, for staff and agency admins, in their own full-width layout. */
export const staffRoutes: RouteObject[] = [
  {
    element: <StaffGuard />,
    children: [
      {
        element: <StaffLayout />,
        children: [
          { path: paths.staff.pattern, element: <InboxPage /> },
          { path: paths.staffItem.pattern, element: <InboxItemPage /> },
        ],
      },
    ],
  },
];
