import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { createSessionStore } from '../../../lib/session';
import { Landing, renderRoutes } from '../../../test/render';
import { setupUser } from '../../../test/admin-fixtures';
import { getCurrentHotelId, setCurrentHotelId } from '../../../lib/current-hotel';
import { AdminApproveHotelMutation, AdminDeleteHotelMutation, AdminManagedHotelsQuery } from '../graphql';
import { agencyAdminStore, hotelRow, managedHotelsMock, managerStore, twoHotels } from '../test-fixtures';
import { HotelListPage } from './hotel-list-page';

const routes = [
  { path: '/hotel/list', element: <HotelListPage /> },
  { path: '/viewhotel/:id', element: <Landing name="View" /> },
  { path: '/edithotel/:id', element: <Landing name="Edit" /> },
];

const renderList = (mocks: MockLink.MockedResponse[], store = managerStore()) =>
  renderRoutes({ routes, path: '/hotel/list', mocks, store });

const deleteMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: AdminDeleteHotelMutation, variables: { id: 'h1' } },
  result,
});

describe('HotelListPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows "Loading hotels..." and then the hotels with Name, Type, City, Rating and the actions', async () => {
    renderList([managedHotelsMock(twoHotels(), { delay: 50 })]);
    expect(screen.getByText('Loading hotels...')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Hotels' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Type', 'City', 'Rating', 'Actions']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['Protea Waterfront', 'Hotel', 'Cape Town', '4.5 / 5']);
    expect(within(second!).getAllByRole('cell')[3]).toHaveTextContent('4 / 5');
    expect(screen.getByRole('link', { name: 'Add New Hotel' })).toHaveAttribute('href', '/createhotel');
  });

  it('shows "Failed to fetch hotels" in place of the list when the load fails', async () => {
    renderList([{ request: { query: AdminManagedHotelsQuery }, error: new Error('Failed to fetch') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch hotels');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says "User not authenticated." without a session', () => {
    renderList([], createSessionStore(localStorage));
    expect(screen.getByRole('alert')).toHaveTextContent('User not authenticated.');
  });

  it('invites to add a hotel when there is none', async () => {
    renderList([managedHotelsMock([])]);
    expect(await screen.findByText(/No hotels yet\. Add your first hotel/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Hotel' })).toBeInTheDocument();
  });

  it('Manage makes the hotel the current one and opens its view; Edit does the same for the edit form', async () => {
    const user = setupUser();
    const first = renderList([managedHotelsMock()]);
    await user.click(await screen.findByRole('button', { name: 'Manage Kruger Lodge' }));
    expect(await screen.findByText('View at /viewhotel/h2')).toBeInTheDocument();
    expect(getCurrentHotelId()).toBe('h2');
    first.unmount();

    renderList([managedHotelsMock()]);
    await user.click(await screen.findByRole('button', { name: 'Edit Protea Waterfront' }));
    expect(await screen.findByText('Edit at /edithotel/h1')).toBeInTheDocument();
    expect(getCurrentHotelId()).toBe('h1');
  });

  it('deletes after confirmation, reloads the list, closes the dialog and says so', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    setCurrentHotelId('h1');
    renderList([
      managedHotelsMock(),
      deleteMock({ data: { deleteHotel: 'h1' } }),
      managedHotelsMock([hotelRow({ id: 'h2', name: 'Kruger Lodge', type: 'Lodge', city: 'Hazyview', rating: 4 })]),
    ]);

    await user.click(await screen.findByRole('button', { name: 'Delete Protea Waterfront' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveTextContent('Protea Waterfront');
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The list reloads after a delete: wait for the reloaded rows, not only for the deleted one to go.
    await waitFor(() => {
      expect(screen.getByRole('cell', { name: 'Kruger Lodge' })).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: /Protea Waterfront/ })).not.toBeInTheDocument();
    });
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'Hotel deleted successfully', duration: 3000 }),
    );
    // The deleted hotel no longer scopes the hotel pages.
    expect(getCurrentHotelId()).toBeNull();
  });

  it('Cancel closes the dialog without deleting', async () => {
    const user = setupUser();
    renderList([managedHotelsMock()]);
    await user.click(await screen.findByRole('button', { name: 'Delete Protea Waterfront' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('cell', { name: /Protea Waterfront/ })).toBeInTheDocument();
    });
  });

  it('closes the dialog and says "Failed to delete hotel. Please try again." when the delete fails', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderList([
      managedHotelsMock(),
      deleteMock({
        errors: [new GraphQLError('This hotel has upcoming reservations.', { extensions: { code: 'CONFLICT' } })],
      }),
    ]);

    await user.click(await screen.findByRole('button', { name: 'Delete Protea Waterfront' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        title: 'Failed to delete hotel. Please try again.',
        description: 'This hotel has upcoming reservations.',
        duration: 3000,
      }),
    );
    expect(screen.getByRole('cell', { name: /Protea Waterfront/ })).toBeInTheDocument();
  });

  describe('hotels awaiting review', () => {
    const pending = () => [hotelRow({ reviewStatus: 'PENDING' }), hotelRow({ id: 'h2', name: 'Kruger Lodge', reviewStatus: 'REJECTED' })];

    it('a manager sees which of their hotels await review or were rejected, with no way to approve them', async () => {
      renderList([managedHotelsMock(pending())]);
      const first = await screen.findByRole('cell', { name: /Protea Waterfront/ });
      expect(first).toHaveTextContent('Awaiting review');
      expect(screen.getByRole('cell', { name: /Kruger Lodge/ })).toHaveTextContent('Rejected');
      expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Reject/ })).not.toBeInTheDocument();
    });

    it('an agency admin approves one: the mutation is sent, the badge goes and a toast says so', async () => {
      const create = vi.spyOn(toaster, 'create');
      const user = setupUser();
      const approve: MockLink.MockedResponse = {
        request: { query: AdminApproveHotelMutation, variables: { id: 'h1' } },
        result: { data: { approveHotel: { __typename: 'Hotel', id: 'h1', reviewStatus: 'APPROVED' } } },
      };
      renderList([managedHotelsMock(pending()), approve], agencyAdminStore());
      // Only a pending hotel can be rejected; a rejected one can still be approved.
      expect(await screen.findByRole('button', { name: 'Reject Protea Waterfront' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reject Kruger Lodge' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Approve Kruger Lodge' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Approve Protea Waterfront' }));
      await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Hotel approved: it is now on the public site.' })));
      expect(screen.getByRole('cell', { name: /Protea Waterfront/ })).not.toHaveTextContent('Awaiting review');
      expect(screen.queryByRole('button', { name: 'Approve Protea Waterfront' })).not.toBeInTheDocument();
    });
  });
});
