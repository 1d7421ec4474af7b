import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { renderRoutes } from '../../test/render';
import { hotelManagerStore } from '../../test/admin-fixtures';

describe('hotel inventory routes', { timeout: 30_000 }, () => {
  it.each([
    ['/roomtypes', 'Room Types'],
    ['/rooms', 'Rooms'],
    ['/amenities', 'Amenities'],
    ['/activities', 'Activities'],
    ['/ratetypes', 'Rate Types'],
    ['/rates', 'Rates'],
  ])('serves %s inside the admin layout', async (path, heading) => {
    renderRoutes({ routes, path, store: hotelManagerStore() });
    // The pages are lazy chunks: the first import is slow under jsdom.
    expect(await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('sends visitors who are not signed in to the login page', async () => {
    const { router } = renderRoutes({ routes, path: '/rates' });
    await screen.findByRole('button', { name: /log ?in/i }, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/login');
  });
});
