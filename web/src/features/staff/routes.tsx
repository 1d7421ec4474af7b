import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { StaffGuard } from '../../app/guards';
import { paths } from '../../config/paths';
import { StaffLayout } from './components/staff-layout';

// Staff pages load on demand: visitors never download them.
const InboxPage = lazy(() => import('./pages/inbox-page').then((m) => ({ default: m.InboxPage })));
const InboxItemPage = lazy(() => import('./pages/inbox-item-page').then((m) => ({ default: m.InboxItemPage })));
const InvoicesPage = lazy(() => import('./invoices/invoices-page').then((m) => ({ default: m.InvoicesPage })));
const InvoicePage = lazy(() => import('./invoices/invoice-page').then((m) => ({ default: m.InvoicePage })));

/**
 * /internal and /internal/:id, and the invoices (/internal/invoices, /internal/invoices/:id), for staff and
 * agency admins, as the API allows, in their own full-width layout.
 */
export const staffRoutes: RouteObject[] = [
  {
    element: <StaffGuard />,
    children: [
      {
        element: <StaffLayout />,
        children: [
          { path: paths.staff.pattern, element: <InboxPage /> },
          { path: paths.staffItem.pattern, element: <InboxItemPage /> },
          { path: paths.staffInvoices.pattern, element: <InvoicesPage /> },
          { path: paths.staffInvoice.pattern, element: <InvoicePage /> },
        ],
      },
    ],
  },
];
