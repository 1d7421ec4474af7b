import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { renderRoutes } from '../../test/render';
import { managedHotelsMock, managerStore } from './test-fixtures';

// The pages are lazy chunks: the first import is slow under jsdom.
const slow = { timeout: 10_000 };

describe('admin hotel routes', { timeout: 30_000 }, () => {
  it.each([
    ['/hotel/list', 'Hotels'],
    ['/createhotel', 'Add New Hotel'],
    ['/hotel/reservations', 'Reservations'],
  ])('serves %s inside the admin layout', async (path, heading) => {
    renderRoutes({ routes, path, store: managerStore(), mocks: [managedHotelsMock(undefined, { maxUsageCount: 5 })] });
    expect(await screen.findByRole('heading', { name: heading, level: 1 }, slow)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('/admin (an admin route of the spec) opens the dashboard for managers and agency admins, not "Page not found"', async () => {
    const { router } = renderRoutes({ routes, path: '/admin', store: managerStore(), mocks: [managedHotelsMock(undefined, { maxUsageCount: 5 })] });
    expect(await screen.findByRole('navigation', { name: 'Admin' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });

  it('shows the hotel switcher in the header with the managed hotels', async () => {
    renderRoutes({
      routes,
      path: '/dashboard',
      store: managerStore(),
      mocks: [managedHotelsMock(undefined, { maxUsageCount: 5 })],
    });
    const select = await screen.findByRole('combobox', { name: 'Current hotel' }, slow);
    expect(within(select).getByRole('option', { name: 'Kruger Lodge' })).toBeInTheDocument();
    // The whole name, even where the header must cut it.
    await waitFor(() => expect((select as HTMLSelectElement).selectedOptions[0]?.value).not.toBe(''));
    expect(select).toHaveAttribute('title', (select as HTMLSelectElement).selectedOptions[0]!.textContent);
  });
});
