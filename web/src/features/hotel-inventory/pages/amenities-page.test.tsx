import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { Landing } from '../../../test/render';
import { AmenitiesQuery, AmenityQuery, CreateAmenityMutation, DeleteAmenityMutation, UpdateAmenityMutation } from '../graphql';
import { amenityResult, field, HOTEL_ID, renderInventory, setupUser } from '../test-fixtures';
import { AmenitiesPage } from './amenities-page';
import { AmenityEditPage, AmenityViewPage } from './amenity-pages';

const routes = [
  { path: '/amenities', element: <AmenitiesPage /> },
  { path: '/viewamenity/:id', element: <AmenityViewPage /> },
  { path: '/editamenity/:id', element: <AmenityEditPage /> },
  { path: '/hotel/list', element: <Landing name="Hotel list" /> },
];
const listMock = (amenities = [amenityResult()]): MockLink.MockedResponse => ({
  request: { query: AmenitiesQuery, variables: { hotelId: HOTEL_ID } },
  result: { data: { amenities } },
});

/** The amenities page of a hotel whose "Spa" (with this description) the server will add. */
const renderAddingSpa = (description: string) =>
  renderInventory({
    routes,
    path: '/amenities',
    mocks: [
      listMock(),
      {
        request: { query: CreateAmenityMutation, variables: { input: { hotelId: HOTEL_ID, name: 'Spa', description } } },
        result: { data: { createAmenity: amenityResult({ id: 'a2', name: 'Spa', description }) } },
      },
    ],
  });

describe('AmenitiesPage', () => {
  it('without a current hotel says so and links to the hotel list', () => {
    renderInventory({ routes, path: '/amenities', hotelId: null });
    expect(screen.getByRole('alert')).toHaveTextContent(/Choose a hotel first/);
    expect(screen.getByRole('link', { name: 'Choose a hotel' })).toHaveAttribute('href', '/hotel/list');
  });

  it('lists amenities with view and edit links, and N/A for a missing description', async () => {
    renderInventory({ routes, path: '/amenities', mocks: [listMock()] });
    const table = await screen.findByRole('table', { name: 'Amenities' });
    expect(within(table).getByRole('cell', { name: 'Swimming pool' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'N/A' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Swimming pool' })).toHaveAttribute('href', '/viewamenity/a1');
    expect(screen.getByRole('link', { name: 'Edit Swimming pool' })).toHaveAttribute('href', '/editamenity/a1');
  });

  it('says "Failed to load amenities." when the list cannot be read', async () => {
    renderInventory({
      routes,
      path: '/amenities',
      mocks: [{ request: { query: AmenitiesQuery, variables: { hotelId: HOTEL_ID } }, error: new Error('down') }],
    });
    expect(await screen.findByText('Failed to load amenities.')).toBeInTheDocument();
  });

  it('blocks an amenity without a name with the spec warning', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderInventory({ routes, path: '/amenities', mocks: [listMock()] });
    await screen.findByRole('table', { name: 'Amenities' });
    await user.click(screen.getByRole('button', { name: 'Add Amenity' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(screen.getByText('Required.')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'warning', title: 'Please fill in all required fields.' }));
    expect(create).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));
    // Filling the field takes its error (and the form's summary) away at once, not at the next submit.
    await user.type(field('Name'), 'Sauna');
    expect(screen.queryByText('Required.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('adds an amenity, shows it in the list and clears the form', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderAddingSpa('Open daily');
    await screen.findByRole('table', { name: 'Amenities' });
    fireEvent.change(field('Name'), { target: { value: '  Spa ' } });
    fireEvent.change(field('Description'), { target: { value: 'Open daily' } });
    await user.click(screen.getByRole('button', { name: 'Add Amenity' }));
    // The row appears from the cache update a moment before the mutation settles, and the toast and the
    // cleared form come after it: wait for the toast, then check the rest.
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Amenity added successfully!', duration: 1000 })),
    );
    expect(await screen.findByRole('cell', { name: 'Spa' })).toBeInTheDocument();
    await waitFor(() => expect(field('Name')).toHaveValue(''));
  });

  it('asks before leaving a half-filled amenity, and not after it was added', async () => {
    const user = setupUser();
    renderAddingSpa('');
    await screen.findByRole('table', { name: 'Amenities' });
    fireEvent.change(field('Name'), { target: { value: 'Spa' } });
    await user.click(screen.getByRole('link', { name: 'View Swimming pool' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(field('Name')).toHaveValue('Spa');

    await user.click(screen.getByRole('button', { name: 'Add Amenity' }));
    await waitFor(() => expect(field('Name')).toHaveValue(''));
    await user.click(screen.getByRole('link', { name: 'View Swimming pool' }));
    expect(await screen.findByRole('heading', { name: 'Amenity' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says "Failed to add amenity." with the server reason', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderInventory({
      routes,
      path: '/amenities',
      mocks: [
        listMock(),
        {
          request: { query: CreateAmenityMutation, variables: { input: { hotelId: HOTEL_ID, name: 'Spa', description: '' } } },
          result: { errors: [new GraphQLError('You do not manage this hotel.', { extensions: { code: 'FORBIDDEN' } })] },
        },
      ],
    });
    await screen.findByRole('table', { name: 'Amenities' });
    fireEvent.change(field('Name'), { target: { value: 'Spa' } });
    await user.click(screen.getByRole('button', { name: 'Add Amenity' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: 'Failed to add amenity.', description: 'You do not manage this hotel.' }),
      ),
    );
    expect(field('Name')).toHaveValue('Spa');
  });

  it('deletes after confirmation', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderInventory({
      routes,
      path: '/amenities',
      mocks: [
        listMock(),
        { request: { query: DeleteAmenityMutation, variables: { id: 'a1' } }, result: { data: { deleteAmenity: 'a1' } } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Swimming pool' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // hidden: true, because the closing dialog leaves the table aria-hidden for a moment: without it the
    // row seems gone before the deletion has even been sent.
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Swimming pool', hidden: true })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Amenity deleted successfully!' })),
    );
  });

  it('says "Failed to delete amenity." and keeps the row when the API refuses', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderInventory({
      routes,
      path: '/amenities',
      mocks: [listMock(), { request: { query: DeleteAmenityMutation, variables: { id: 'a1' } }, error: new Error('down') }],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Swimming pool' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to delete amenity.' })));
    expect(await screen.findByRole('cell', { name: 'Swimming pool' })).toBeInTheDocument();
  });
});

describe('Amenity view and edit', () => {
  const oneMock = (amenity = amenityResult()): MockLink.MockedResponse => ({
    request: { query: AmenityQuery, variables: { id: 'a1' } },
    result: { data: { amenity } },
  });

  it('shows name, N/A for no description, and Back goes one page back', async () => {
    const user = setupUser();
    const { router } = renderInventory({ routes, path: '/amenities', mocks: [listMock(), oneMock()] });
    await user.click(await screen.findByRole('link', { name: 'View Swimming pool' }));
    expect(await screen.findByText('N/A')).toBeInTheDocument();
    expect(screen.getAllByText('Swimming pool').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/amenities'));
    expect(router.state.historyAction).toBe('POP');
  });

  it('Back on a page opened directly goes to the amenity list rather than off the site', async () => {
    const user = setupUser();
    const { router } = renderInventory({ routes, path: '/viewamenity/a1', mocks: [oneMock(), listMock()] });
    await screen.findByText('N/A');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/amenities'));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('says "Failed to load amenity details." when it cannot be read', async () => {
    renderInventory({
      routes,
      path: '/viewamenity/a1',
      mocks: [{ request: { query: AmenityQuery, variables: { id: 'a1' } }, error: new Error('down') }],
    });
    expect(await screen.findByText('Failed to load amenity details.')).toBeInTheDocument();
  });

  it('updates and goes back one page', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const { router } = renderInventory({
      routes,
      path: '/amenities',
      mocks: [
        listMock(),
        // Back on the list, it asks the API again (cache-and-network).
        listMock([amenityResult({ name: 'Heated pool' })]),
        oneMock(),
        {
          request: { query: UpdateAmenityMutation, variables: { id: 'a1', input: { name: 'Heated pool', description: '' } } },
          result: { data: { updateAmenity: amenityResult({ name: 'Heated pool' }) } },
        },
      ],
    });
    await user.click(await screen.findByRole('link', { name: 'Edit Swimming pool' }));
    const name = await screen.findByDisplayValue('Swimming pool');
    fireEvent.change(name, { target: { value: 'Heated pool' } });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/amenities'));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Amenity updated successfully!' }));
    expect(await screen.findByRole('cell', { name: 'Heated pool' })).toBeInTheDocument();
  });

  it('after "Please fill in all required fields.", the next successful Update goes back (browser history)', async () => {
    const user = setupUser();
    const { router } = renderInventory({
      routes,
      path: '/amenities',
      browserHistory: true,
      mocks: [
        listMock(),
        listMock([amenityResult({ name: 'Heated pool' })]),
        oneMock(),
        {
          request: { query: UpdateAmenityMutation, variables: { id: 'a1', input: { name: 'Heated pool', description: '' } } },
          result: { data: { updateAmenity: amenityResult({ name: 'Heated pool' }) } },
        },
      ],
    });
    await user.click(await screen.findByRole('link', { name: 'Edit Swimming pool' }));
    const name = await screen.findByDisplayValue('Swimming pool');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    await user.type(name, 'Heated pool');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/amenities'));
    expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument();
  });

  it('says "Failed to update amenity." and stays on the form', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const { router } = renderInventory({
      routes,
      path: '/editamenity/a1',
      mocks: [
        oneMock(),
        { request: { query: UpdateAmenityMutation, variables: { id: 'a1', input: { name: 'Swimming pool', description: '' } } }, error: new Error('down') },
      ],
    });
    await screen.findByDisplayValue('Swimming pool');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to update amenity.' })));
    expect(router.state.location.pathname).toBe('/editamenity/a1');
  });
});
