import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PublicLayout } from '../app/layouts/public-layout';
import { AdminLayout } from '../features/admin/components/admin-layout';
import { StaffLayout } from '../features/staff/components/staff-layout';
import { makeUser, renderRoutes, signedInStore } from './render';

const layouts: Array<{ name: string; layout: ReactElement; role: 'CUSTOMER' | 'HOTEL_MANAGER' | 'AGENCY_ADMIN' | 'STAFF' }> = [
  { name: 'public (visitor)', layout: <PublicLayout />, role: 'CUSTOMER' },
  { name: 'admin portal', layout: <AdminLayout />, role: 'HOTEL_MANAGER' },
  { name: 'staff inbox', layout: <StaffLayout />, role: 'STAFF' },
];

describe('skip link', () => {
  for (const { name, layout, role } of layouts) {
    it(`is the first tab stop of the ${name} layout and moves the focus to <main>`, async () => {
      const user = userEvent.setup({ delay: null });
      renderRoutes({
        routes: [{ element: layout, children: [{ path: '*', element: <><h1>Page</h1><button type="button">First in the page</button></> }] }],
        path: '/somewhere',
        store: signedInStore(makeUser({ role, isAdmin: role === 'HOTEL_MANAGER' || role === 'AGENCY_ADMIN', isCoolUser: role === 'STAFF' })),
      });
      await user.tab();
      const skip = screen.getByRole('link', { name: 'Skip to main content' });
      expect(skip).toHaveFocus();
      expect(skip).toHaveAttribute('href', '#main-content');

      await user.keyboard('{Enter}');
      const main = screen.getByRole('main');
      expect(main).toHaveFocus();
      expect(main).toHaveAttribute('id', 'main-content');
      // Focusable by script only: no extra tab stop in the page.
      expect(main).toHaveAttribute('tabindex', '-1');
      // No fragment in the address, no history entry.
      expect(window.location.hash).toBe('');

      // The next Tab goes into the content, not back to the header.
      await user.tab();
      expect(screen.getByRole('button', { name: 'First in the page' })).toHaveFocus();
    });
  }
});
