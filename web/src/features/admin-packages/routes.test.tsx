import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { renderRoutes } from '../../test/render';
import { agencyAdminStore, hotelManagerStore } from '../../test/admin-fixtures';

describe('admin package routes', { timeout: 20_000 }, () => {
  it.each(['/packages/create', '/packages/creates', '/PACKAGES/CREATE'])(
    'serves the create form at %s inside the admin layout (not the public /packages/:id page)',
    async (path) => {
      renderRoutes({ routes, path, store: agencyAdminStore() });
      // The pages are lazy chunks: the first import is slow under jsdom.
      expect(await screen.findByRole('heading', { name: 'Create Package', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    },
  );

  it('tells a hotel manager that only agency admins manage packages', async () => {
    renderRoutes({ routes, path: '/holiday-packages', store: hotelManagerStore() });
    expect(
      await screen.findByText('Only agency admins can manage packages.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('sends visitors who are not signed in to the login page', async () => {
    const { router } = renderRoutes({ routes, path: '/admin/packages' });
    await screen.findByRole('button', { name: /log ?in/i }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/login');
  });
});
