import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { setupUser } from '../../admin-packages/test-fixtures';
import { AdminLayout } from '../../admin/components/admin-layout';
import { getCurrentHotelId, setCurrentHotelId, useCurrentHotelId } from '../current-hotel';
import { managedHotelsMock, managerStore } from '../test-fixtures';

const CurrentHotel = () => <p>Current: {useCurrentHotelId() ?? 'none'}</p>;

const renderLayout = (mocks = [managedHotelsMock()]) =>
  renderRoutes({
    routes: [{ element: <AdminLayout />, children: [{ path: '*', element: <CurrentHotel /> }] }],
    path: '/rooms',
    mocks,
    store: managerStore(),
  });

describe('hotel switcher in the admin header', { timeout: 20_000 }, () => {
  it('shows the current hotel and changes it', async () => {
    setCurrentHotelId('h1');
    const user = setupUser();
    renderLayout();

    const select = await screen.findByRole('combobox', { name: 'Current hotel' });
    expect(select).toHaveValue('h1');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Protea Waterfront', 'Kruger Lodge']);

    await user.selectOptions(select, 'h2');
    expect(getCurrentHotelId()).toBe('h2');
    expect(screen.getByText('Current: h2')).toBeInTheDocument();
  });

  it('starts on the first hotel when none is chosen or the chosen one has gone', async () => {
    setCurrentHotelId('deleted-hotel');
    renderLayout();
    await waitFor(() => expect(getCurrentHotelId()).toBe('h1'));
    expect(await screen.findByRole('combobox', { name: 'Current hotel' })).toHaveValue('h1');
  });

  it('is hidden for admins without hotels', async () => {
    renderLayout([managedHotelsMock([])]);
    expect(await screen.findByText('Current: none')).toBeInTheDocument();
    // Give the query time to answer; the select must still not appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('combobox', { name: 'Current hotel' })).not.toBeInTheDocument();
  });
});
