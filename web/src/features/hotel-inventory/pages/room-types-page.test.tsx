import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { createFakeUploads } from '../../../lib/upload-testing';
import { CreateRoomTypeMutation, DeleteRoomTypeMutation, RoomTypeDeletionImpactQuery, RoomTypeQuery, RoomTypesQuery, UpdateRoomTypeMutation } from '../graphql';
import { field, HOTEL_ID, renderInventory, roomTypeResult, setupUser } from '../test-fixtures';
import { RoomTypeEditPage, RoomTypeViewPage } from './room-type-pages';
import { RoomTypesPage } from './room-types-page';

const routes = [
  { path: '/roomtypes', element: <RoomTypesPage /> },
  { path: '/viewroomtype/:id', element: <RoomTypeViewPage /> },
  { path: '/editroomtype/:id', element: <RoomTypeEditPage /> },
];
const listMock = (roomTypes = [roomTypeResult()]): MockLink.MockedResponse => ({
  request: { query: RoomTypesQuery, variables: { hotelId: HOTEL_ID } },
  result: { data: { roomTypes } },
});
const oneMock = (roomType = roomTypeResult()): MockLink.MockedResponse => ({
  request: { query: RoomTypeQuery, variables: { id: 'rt1' } },
  result: { data: { roomType } },
});
const impactMock = (id: string, counts: { rooms: number; roomNumbers: number; rateTypes: number; rates: number }): MockLink.MockedResponse => ({
  request: { query: RoomTypeDeletionImpactQuery, variables: { id } },
  result: { data: { roomTypeDeletionImpact: { __typename: 'RoomTypeDeletionImpact', ...counts } } },
});
const image = (name: string) => new File([`bytes of ${name}`], name, { type: 'image/jpeg' });

beforeEach(() => {
  // jsdom has no object URLs (photo previews).
  let count = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => `blob:preview-${(count += 1)}`), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const newInput = {
  hotelId: HOTEL_ID,
  name: 'Family Suite',
  description: '',
  capacity: 4,
  baseRate: 2400,
  amenities: ['Bunk beds', 'Kitchenette'],
  photos: ['/uploads/suite.webp'],
};

const fillFamilySuite = async (user: ReturnType<typeof setupUser>) => {
  fireEvent.change(field('Name'), { target: { value: 'Family Suite' } });
  fireEvent.change(field('Capacity'), { target: { value: '4' } });
  fireEvent.change(field('Base rate (R)'), { target: { value: '2400' } });
  const amenity = field('Amenity');
  fireEvent.change(amenity, { target: { value: '  Bunk beds ' } });
  await user.click(screen.getByRole('button', { name: 'Add amenity' }));
  // Blank after trimming: never added (the Add button stays disabled).
  fireEvent.change(amenity, { target: { value: '   ' } });
  expect(screen.getByRole('button', { name: 'Add amenity' })).toBeDisabled();
  fireEvent.change(amenity, { target: { value: 'Kitchenette' } });
  await user.click(screen.getByRole('button', { name: 'Add amenity' }));
  fireEvent.change(amenity, { target: { value: 'Sofa bed' } });
  await user.click(screen.getByRole('button', { name: 'Add amenity' }));
  await user.click(screen.getByRole('button', { name: 'Remove amenity Sofa bed' }));
  await user.upload(screen.getByLabelText('Photos'), [image('suite.jpg')]);
};

describe('RoomTypesPage', () => {
  it('without a current hotel says so and links to the hotel list', () => {
    renderInventory({ routes, path: '/roomtypes', hotelId: null });
    expect(screen.getByRole('alert')).toHaveTextContent(/Choose a hotel first/);
    expect(screen.getByRole('link', { name: 'Choose a hotel' })).toHaveAttribute('href', '/hotel/list');
  });

  it('lists room types with the base rate in rand and view/edit links', async () => {
    renderInventory({ routes, path: '/roomtypes', mocks: [listMock()] });
    const table = await screen.findByRole('table', { name: 'Room types' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(0, 4).map((cell) => cell.textContent)).toEqual([
      'Deluxe Sea View',
      '2',
      expect.stringMatching(/^R\s?1\s850$/),
      'Sea view, Mini bar',
    ]);
    expect(screen.getByRole('link', { name: 'View Deluxe Sea View' })).toHaveAttribute('href', '/viewroomtype/rt1');
    expect(screen.getByRole('link', { name: 'Edit Deluxe Sea View' })).toHaveAttribute('href', '/editroomtype/rt1');
  });

  it('says "Failed to load room types." when the list cannot be read', async () => {
    renderInventory({
      routes,
      path: '/roomtypes',
      mocks: [{ request: { query: RoomTypesQuery, variables: { hotelId: HOTEL_ID } }, error: new Error('down') }],
    });
    expect(await screen.findByText('Failed to load room types.')).toBeInTheDocument();
  });

  it('blocks submission with the spec warning while name, capacity and base rate are empty', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderInventory({ routes, path: '/roomtypes', mocks: [listMock()] });
    await screen.findByRole('table', { name: 'Room types' });
    await user.click(screen.getByRole('button', { name: 'Add Room Type' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(screen.getAllByText('Required.')).toHaveLength(3);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'warning', title: 'Please fill in all required fields.' }));
  });

  it('uploads the photo, creates the room type with trimmed non-blank amenities, lists it and resets the form', async () => {
    const create = vi.spyOn(toaster, 'create');
    const uploads = createFakeUploads((request) =>
      request.respond(201, { url: '/uploads/suite.webp', thumbnailUrl: '/uploads/suite-thumb.webp', width: 800, height: 600 }),
    );
    vi.stubGlobal('XMLHttpRequest', uploads.Xhr);
    const user = setupUser();
    renderInventory({
      routes,
      path: '/roomtypes',
      mocks: [
        listMock(),
        {
          request: { query: CreateRoomTypeMutation, variables: { input: newInput } },
          result: { data: { createRoomType: roomTypeResult({ ...newInput, id: 'rt2' }) } },
        },
      ],
    });
    await screen.findByRole('table', { name: 'Room types' });
    await fillFamilySuite(user);
    await user.click(screen.getByRole('button', { name: 'Add Room Type' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Room Type created successfully!', duration: 1000 })),
    );
    expect(await screen.findByRole('cell', { name: 'Family Suite' })).toBeInTheDocument();
    expect(uploads.requests).toHaveLength(1);
    await waitFor(() => expect(field('Name')).toHaveValue(''));
    expect(screen.queryByRole('list', { name: 'Amenity list' })).not.toBeInTheDocument();
    expect(screen.getByText(/0 of 8 photos/)).toBeInTheDocument();
  });

  it('says "Failed to create hotel." (the spec\'s text for a failed room type) and keeps the form', async () => {
    const create = vi.spyOn(toaster, 'create');
    vi.stubGlobal('XMLHttpRequest', createFakeUploads((request) => request.respond(201, { url: '/uploads/suite.webp', thumbnailUrl: '', width: 1, height: 1 })).Xhr);
    const user = setupUser();
    renderInventory({
      routes,
      path: '/roomtypes',
      mocks: [
        listMock(),
        {
          request: { query: CreateRoomTypeMutation, variables: { input: newInput } },
          result: { errors: [new GraphQLError('You do not manage this hotel.', { extensions: { code: 'FORBIDDEN' } })] },
        },
      ],
    });
    await screen.findByRole('table', { name: 'Room types' });
    await fillFamilySuite(user);
    await user.click(screen.getByRole('button', { name: 'Add Room Type' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to create hotel.' })));
    expect(field('Name')).toHaveValue('Family Suite');
  });

  it('a photo that does not upload says so (not "Failed to create hotel.") and sends nothing', async () => {
    const create = vi.spyOn(toaster, 'create');
    vi.stubGlobal('XMLHttpRequest', createFakeUploads((request) => request.respond(415, { statusCode: 415, code: 'BAD_USER_INPUT', message: 'Only JPEG, PNG or WebP images.' })).Xhr);
    const user = setupUser();
    // No CreateRoomTypeMutation mock: sending it would fail the test with "no more mocked responses".
    renderInventory({ routes, path: '/roomtypes', mocks: [listMock()] });
    await screen.findByRole('table', { name: 'Room types' });
    await fillFamilySuite(user);
    await user.click(screen.getByRole('button', { name: 'Add Room Type' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'A photo could not be uploaded, so nothing was saved.' })),
    );
    expect(create).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to create hotel.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A photo could not be uploaded, so nothing was saved.');
    expect(field('Name')).toHaveValue('Family Suite');
  });

  it('refuses more than 8 photos in total with the spec message', async () => {
    const user = setupUser();
    const photos = Array.from({ length: 7 }, (_, i) => `/uploads/p${i}.webp`);
    renderInventory({ routes, path: '/editroomtype/rt1', mocks: [oneMock(roomTypeResult({ photos }))] });
    await screen.findByDisplayValue('Deluxe Sea View');
    await user.upload(screen.getByLabelText('Photos'), [image('a.jpg'), image('b.jpg')]);
    expect(screen.getByText('You can upload a maximum of 8 photos.')).toBeInTheDocument();
    expect(screen.getByText(/8 of 8 photos/)).toBeInTheDocument();
  });

  it('deletes after confirmation, and says "Failed to delete room type. Please try again." when refused', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderInventory({
      routes,
      path: '/roomtypes',
      mocks: [
        listMock([roomTypeResult(), roomTypeResult({ id: 'rt2', name: 'Family Suite' })]),
        impactMock('rt1', { rooms: 2, roomNumbers: 5, rateTypes: 3, rates: 40 }),
        { request: { query: DeleteRoomTypeMutation, variables: { id: 'rt1' } }, result: { data: { deleteRoomType: 'rt1' } } },
        impactMock('rt2', { rooms: 0, roomNumbers: 0, rateTypes: 0, rates: 0 }),
        { request: { query: DeleteRoomTypeMutation, variables: { id: 'rt2' } }, error: new Error('down') },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Deluxe Sea View' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    // The confirmation says what else goes, counted by the server.
    expect(await within(dialog).findByText('Also deleted with it: 2 rooms (5 room numbers), 3 rate types and 40 dated rates.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // hidden: true, because the closing dialog leaves the table aria-hidden for a moment: without it the
    // row seems gone before the deletion has even been sent.
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Deluxe Sea View', hidden: true })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Room type deleted successfully!' })),
    );

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete Family Suite' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(await within(dialog).findByText(/Nothing else is deleted with it/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to delete room type. Please try again.' })),
    );
    expect(screen.getByRole('cell', { name: 'Family Suite' })).toBeInTheDocument();
  });
});

describe('Room type view and edit', () => {
  it('view shows name, description, capacity, base rate with R, amenities and photos', async () => {
    renderInventory({ routes, path: '/viewroomtype/rt1', mocks: [oneMock(roomTypeResult({ photos: ['/uploads/a.webp'] }))] });
    expect(await screen.findByText('King bed and a balcony over the bay.')).toBeInTheDocument();
    expect(screen.getByText(/^R\s?1\s850$/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Amenities' })).toHaveTextContent('Sea viewMini bar');
    expect(screen.getByRole('img', { name: 'Deluxe Sea View photo 1' })).toHaveAttribute('src', '/uploads/a.webp');
  });

  it('view says "Failed to load room type." when it cannot be read', async () => {
    renderInventory({ routes, path: '/viewroomtype/rt1', mocks: [{ request: { query: RoomTypeQuery, variables: { id: 'rt1' } }, error: new Error('down') }] });
    expect(await screen.findByText('Failed to load room type.')).toBeInTheDocument();
  });

  it('edit updates and returns to the list; a failure says "Failed to update room type."', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const input = { name: 'Deluxe Sea View', description: 'King bed and a balcony over the bay.', capacity: 3, baseRate: 1850, amenities: ['Sea view', 'Mini bar'], photos: [] };
    const { router } = renderInventory({
      routes,
      path: '/editroomtype/rt1',
      mocks: [
        oneMock(),
        { request: { query: UpdateRoomTypeMutation, variables: { id: 'rt1', input } }, error: new Error('down') },
        { request: { query: UpdateRoomTypeMutation, variables: { id: 'rt1', input } }, result: { data: { updateRoomType: roomTypeResult({ capacity: 3 }) } } },
        listMock([roomTypeResult({ capacity: 3 })]),
      ],
    });
    await screen.findByDisplayValue('Deluxe Sea View');
    fireEvent.change(field('Capacity'), { target: { value: '3' } });
    await user.click(screen.getByRole('button', { name: 'Update Room Type' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to update room type.' })));
    expect(router.state.location.pathname).toBe('/editroomtype/rt1');

    await user.click(screen.getByRole('button', { name: 'Update Room Type' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roomtypes'));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Room Type updated successfully!' }));
  });
});
