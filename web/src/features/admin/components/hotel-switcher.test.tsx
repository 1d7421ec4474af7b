import { useApolloClient } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { setupUser } from '../../../test/admin-fixtures';
import { AdminLayout } from './admin-layout';
import { getCurrentHotelId, setCurrentHotelId, useCurrentHotelId } from '../../../lib/current-hotel';
import { forgetHotelLists } from '../../admin-hotels/mutations';
import { hotelRow, managedHotelsMock, managerStore, twoHotels } from '../../admin-hotels/test-fixtures';

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
    // The first answer may be older than the choice: the switcher asks again before replacing it.
    renderLayout([managedHotelsMock(twoHotels(), { maxUsageCount: 2 })]);
    await waitFor(() => expect(getCurrentHotelId()).toBe('h1'));
    expect(await screen.findByRole('combobox', { name: 'Current hotel' })).toHaveValue('h1');
  });

  it('keeps a hotel chosen just after it was created while the list reloads', async () => {
    setCurrentHotelId('h1');
    const user = setupUser();
    // What the create page does on success: forget the cached lists, then choose the new hotel.
    const CreatedHotel = () => {
      const client = useApolloClient();
      return (
        <button
          type="button"
          onClick={() => {
            forgetHotelLists(client.cache);
            setCurrentHotelId('h3');
          }}
        >
          Created
        </button>
      );
    };
    renderRoutes({
      routes: [{ element: <AdminLayout />, children: [{ path: '*', element: <CreatedHotel /> }] }],
      path: '/viewhotel/h3',
      store: managerStore(),
      mocks: [
        managedHotelsMock(),
        managedHotelsMock([...twoHotels(), hotelRow({ id: 'h3', name: 'Karoo Stars' })], { delay: 100, maxUsageCount: 2 }),
      ],
    });
    await screen.findByRole('combobox', { name: 'Current hotel' });

    await user.click(screen.getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Current hotel' })).toHaveValue('h3'));
    expect(getCurrentHotelId()).toBe('h3');
  });

  it('is hidden for admins without hotels', async () => {
    renderLayout([managedHotelsMock([])]);
    expect(await screen.findByText('Current: none')).toBeInTheDocument();
    // Give the query time to answer; the select must still not appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('combobox', { name: 'Current hotel' })).not.toBeInTheDocument();
  });
});
