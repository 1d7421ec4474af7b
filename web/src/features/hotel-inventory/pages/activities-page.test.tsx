import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { setCurrentHotelId } from '../../../lib/current-hotel';
import { ActivitiesQuery, CreateActivityMutation, DeleteActivityMutation, UpdateActivityMutation } from '../graphql';
import { activityResult, field, HOTEL_ID, renderInventory, setupUser } from '../test-fixtures';
import { ActivitiesPage } from './activities-page';

const routes = [{ path: '/activities', element: <ActivitiesPage /> }];
const listMock = (activities = [activityResult()]): MockLink.MockedResponse => ({
  request: { query: ActivitiesQuery, variables: { hotelId: HOTEL_ID } },
  result: { data: { activities } },
});

describe('ActivitiesPage', () => {
  it('without a current hotel says so and links to the hotel list', () => {
    renderInventory({ routes, path: '/activities', hotelId: null });
    expect(screen.getByRole('alert')).toHaveTextContent(/Choose a hotel first/);
    expect(screen.getByRole('link', { name: 'Choose a hotel' })).toHaveAttribute('href', '/hotel/list');
  });

  it('blocks submission with the spec warning and marks name, duration and max participants', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderInventory({ routes, path: '/activities', mocks: [listMock()] });
    await screen.findByRole('table', { name: 'Activities' });
    await user.click(screen.getByRole('button', { name: 'Add Activity' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(screen.getAllByText('Required.')).toHaveLength(3);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'warning', title: 'Please fill in all required fields.' }));
  });

  it('creates an activity (blank price = free), lists it and clears the form', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const input = { hotelId: HOTEL_ID, name: 'Bush walk', description: '', duration: '3 hours', maxParticipants: 8, price: null };
    renderInventory({
      routes,
      path: '/activities',
      mocks: [
        listMock(),
        {
          request: { query: CreateActivityMutation, variables: { input } },
          result: { data: { createActivity: activityResult({ id: 'ac2', name: 'Bush walk', description: '', duration: '3 hours', maxParticipants: 8, price: null }) } },
        },
      ],
    });
    await screen.findByRole('table', { name: 'Activities' });
    fireEvent.change(field('Name'), { target: { value: 'Bush walk' } });
    fireEvent.change(field('Duration'), { target: { value: '3 hours' } });
    fireEvent.change(field('Max participants'), { target: { value: '8' } });
    await user.click(screen.getByRole('button', { name: 'Add Activity' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Activity created successfully!', duration: 1000 })),
    );
    expect(await screen.findByRole('cell', { name: 'Bush walk' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Free / on request' })).toBeInTheDocument();
    await waitFor(() => expect(field('Name')).toHaveValue(''));
  });

  it('switches to edit mode (Edit Activity / Update), updates, and Cancel returns to add mode', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const input = { name: 'Sunset cruise', description: 'Two hours on the bay.', duration: '2.5 hours', maxParticipants: 12, price: 450 };
    renderInventory({
      routes,
      path: '/activities',
      mocks: [
        listMock(),
        { request: { query: UpdateActivityMutation, variables: { id: 'ac1', input } }, result: { data: { updateActivity: activityResult({ duration: '2.5 hours' }) } } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Sunset cruise' }));
    expect(screen.getByRole('heading', { name: 'Edit Activity' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Sunset cruise');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Add Activity' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Edit Sunset cruise' }));
    fireEvent.change(field('Duration'), { target: { value: '2.5 hours' } });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Add Activity' })).toBeInTheDocument());
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Activity updated successfully!' }));
    expect(await screen.findByRole('cell', { name: '2.5 hours' })).toBeInTheDocument();
  });

  it('says "An error occurred while processing the request." when saving fails', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const input = { hotelId: HOTEL_ID, name: 'Bush walk', description: '', duration: '3 hours', maxParticipants: 8, price: 200 };
    renderInventory({
      routes,
      path: '/activities',
      mocks: [listMock(), { request: { query: CreateActivityMutation, variables: { input } }, error: new Error('down') }],
    });
    await screen.findByRole('table', { name: 'Activities' });
    fireEvent.change(field('Name'), { target: { value: 'Bush walk' } });
    fireEvent.change(field('Duration'), { target: { value: '3 hours' } });
    fireEvent.change(field('Max participants'), { target: { value: '8' } });
    fireEvent.change(field('Price (R)'), { target: { value: '200' } });
    await user.click(screen.getByRole('button', { name: 'Add Activity' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'An error occurred while processing the request.' })),
    );
    expect(field('Name')).toHaveValue('Bush walk');
  });

  it('shows the detail modal, closed by Close', async () => {
    const user = setupUser();
    renderInventory({ routes, path: '/activities', mocks: [listMock()] });
    await user.click(await screen.findByRole('button', { name: 'View Sunset cruise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sunset cruise' });
    expect(dialog).toHaveTextContent('Two hours on the bay.');
    expect(dialog).toHaveTextContent(/R\s?450/);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes after confirmation, or says "An error occurred while trying to delete the activity."', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderInventory({
      routes,
      path: '/activities',
      mocks: [
        listMock([activityResult(), activityResult({ id: 'ac2', name: 'Bush walk' })]),
        { request: { query: DeleteActivityMutation, variables: { id: 'ac1' } }, result: { data: { deleteActivity: 'ac1' } } },
        { request: { query: DeleteActivityMutation, variables: { id: 'ac2' } }, error: new Error('down') },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Sunset cruise' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'Sunset cruise' })).toBeInTheDocument();
    });

    await user.click(screen.getByRole('button', { name: 'Delete Sunset cruise' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // hidden: true, because the closing dialog leaves the table aria-hidden for a moment: without it the
    // row seems gone before the deletion has even been sent.
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Sunset cruise', hidden: true })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Activity deleted successfully!' })),
    );

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete Bush walk' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: 'An error occurred while trying to delete the activity.' }),
      ),
    );
  });

  it('says "Failed to fetch activities." when the list cannot be read', async () => {
    renderInventory({
      routes,
      path: '/activities',
      mocks: [{ request: { query: ActivitiesQuery, variables: { hotelId: HOTEL_ID } }, error: new Error('down') }],
    });
    expect(await screen.findByText('Failed to fetch activities.')).toBeInTheDocument();
  });
});

describe('ActivitiesPage and the hotel switcher', () => {
  it('starts afresh on the other hotel when the current hotel changes', async () => {
    const user = setupUser();
    renderInventory({
      routes,
      path: '/activities',
      mocks: [
        listMock(),
        {
          request: { query: ActivitiesQuery, variables: { hotelId: 'h2' } },
          result: { data: { activities: [activityResult({ id: 'ac9', hotelId: 'h2', name: 'Wine tasting' })] } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Sunset cruise' }));
    expect(screen.getByRole('heading', { name: 'Edit Activity' })).toBeInTheDocument();
    act(() => setCurrentHotelId('h2'));
    expect(await screen.findByRole('cell', { name: 'Wine tasting' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add Activity' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('');
  });
});
