import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { CreateRoomMutation, DeleteRoomMutation, ManagedHotelsQuery, RoomTypeOptionsQuery, RoomsQuery, UpdateRoomMutation } from '../graphql';
import { field, HOTEL_ID, renderInventory, roomResult, roomTypeOption, setupUser } from '../test-fixtures';
import { RoomsPage } from './rooms-page';

const routes = [{ path: '/rooms', element: <RoomsPage /> }];
const hotels = [
  { __typename: 'Hotel', id: HOTEL_ID, name: 'Bay Hotel' },
  { __typename: 'Hotel', id: 'h2', name: 'Karoo Lodge' },
];
const baseMocks = (rooms = [roomResult()]): MockLink.MockedResponse[] => [
  { request: { query: RoomsQuery, variables: { hotelId: HOTEL_ID } }, result: { data: { rooms } } },
  { request: { query: ManagedHotelsQuery }, result: { data: { managedHotels: hotels } } },
  {
    request: { query: RoomTypeOptionsQuery, variables: { hotelId: HOTEL_ID } },
    result: { data: { roomTypes: [roomTypeOption(), roomTypeOption('rt2', 'Family Suite')] } },
  },
];
const createInput = {
  hotelId: HOTEL_ID,
  roomTypeId: 'rt2',
  title: 'Family wing',
  maxPeople: 4,
  roomNumbers: ['201', '202', '203'],
  active: true,
  unavailableDates: [],
};

const fillFamilyWing = async (user: ReturnType<typeof setupUser>) => {
  await screen.findByRole('option', { name: 'Family Suite' });
  fireEvent.change(field('Title'), { target: { value: 'Family wing' } });
  fireEvent.change(field('Max people'), { target: { value: '4' } });
  await user.selectOptions(field('Room type'), 'rt2');
  fireEvent.change(field('Room numbers'), { target: { value: ' 201, 202 ,,203 ' } });
};

describe('RoomsPage', () => {
  it('without a current hotel says so and links to the hotel list', () => {
    renderInventory({ routes, path: '/rooms', hotelId: null });
    expect(screen.getByRole('alert')).toHaveTextContent(/Choose a hotel first/);
    expect(screen.getByRole('link', { name: 'Choose a hotel' })).toHaveAttribute('href', '/hotel/list');
  });

  it("lists the hotel's rooms with numbers, room type, max people and active", async () => {
    renderInventory({ routes, path: '/rooms', mocks: baseMocks() });
    const table = await screen.findByRole('table', { name: 'Rooms' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(0, 6).map((cell) => cell.textContent)).toEqual(['Sea view wing', '101, 102', 'Deluxe Sea View', '2', 'Active', '1']);
    // The hotel select defaults to the current hotel.
    await waitFor(() => expect(field('Hotel')).toHaveValue(HOTEL_ID));
  });

  it('blocks submission with the spec warning while title, max people and room type are empty', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderInventory({ routes, path: '/rooms', mocks: baseMocks() });
    await screen.findByRole('option', { name: 'Family Suite' });
    await user.click(screen.getByRole('button', { name: 'Add Room' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(screen.getAllByText('Required.')).toHaveLength(3);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'warning', title: 'Please fill in all required fields.' }));
  });

  it('creates a room with the room numbers split on commas and trimmed, with its blocked dates', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const input = { ...createInput, unavailableDates: ['2099-01-01'] };
    renderInventory({
      routes,
      path: '/rooms',
      mocks: [
        ...baseMocks(),
        {
          request: { query: CreateRoomMutation, variables: { input } },
          result: {
            data: {
              createRoom: roomResult({
                id: 'room2',
                title: 'Family wing',
                roomTypeId: 'rt2',
                roomType: roomTypeOption('rt2', 'Family Suite'),
                maxPeople: 4,
                roomNumbers: ['201', '202', '203'],
                units: [],
              }),
            },
          },
        },
      ],
    });
    await fillFamilyWing(user);
    const dateInput = within(screen.getByText('Unavailable dates').closest('div')!).getByDisplayValue('');
    fireEvent.change(dateInput, { target: { value: '2099-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Add unavailable date' }));
    expect(screen.getByRole('list', { name: 'Unavailable dates list' })).toHaveTextContent('01 Jan 2099');
    await user.click(screen.getByRole('button', { name: 'Add Room' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Room created successfully!', duration: 1000 })),
    );
    expect(await screen.findByRole('cell', { name: 'Family wing' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '201, 202, 203' })).toBeInTheDocument();
    await waitFor(() => expect(field('Title')).toHaveValue(''));
  });

  it('shows the server reason under "An error occurred while processing the request."', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const message = 'Room number 201 already exists in this hotel.';
    renderInventory({
      routes,
      path: '/rooms',
      mocks: [
        ...baseMocks(),
        {
          request: { query: CreateRoomMutation, variables: { input: createInput } },
          result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: { roomNumbers: message } } })] },
        },
      ],
    });
    await fillFamilyWing(user);
    await user.click(screen.getByRole('button', { name: 'Add Room' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: 'An error occurred while processing the request.', description: message }),
      ),
    );
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  });

  it('edit fills the form and sends an update; Cancel returns to add mode', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    // Blocked nights untouched: not sent, so per-unit lists stay as they are.
    const input = { roomTypeId: 'rt1', title: 'Sea view wing', maxPeople: 3, roomNumbers: ['101', '102'], active: false };
    renderInventory({
      routes,
      path: '/rooms',
      mocks: [
        ...baseMocks(),
        { request: { query: UpdateRoomMutation, variables: { id: 'room1', input } }, result: { data: { updateRoom: roomResult({ maxPeople: 3, active: false }) } } },
      ],
    });
    await screen.findByRole('option', { name: 'Family Suite' });
    await user.click(await screen.findByRole('button', { name: 'Edit Sea view wing' }));
    expect(screen.getByRole('heading', { name: 'Edit Room' })).toBeInTheDocument();
    expect(field('Room numbers')).toHaveValue('101, 102');
    expect(field('Hotel')).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Unavailable dates list' })).toHaveTextContent('24 Dec 2026');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Add Room' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Sea view wing' }));
    fireEvent.change(field('Max people'), { target: { value: '3' } });
    await user.click(screen.getByRole('checkbox', { name: /Active/ }));
    await user.click(screen.getByRole('button', { name: 'Update Room' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Add Room' })).toBeInTheDocument());
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Room updated successfully!' }));
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('deletes a room after confirmation', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderInventory({
      routes,
      path: '/rooms',
      mocks: [...baseMocks(), { request: { query: DeleteRoomMutation, variables: { id: 'room1' } }, result: { data: { deleteRoom: 'room1' } } }],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Sea view wing' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // hidden: true, because the closing dialog leaves the table aria-hidden for a moment: without it the
    // row seems gone before the deletion has even been sent.
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Sea view wing', hidden: true })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Room deleted successfully!' })),
    );
  });

  it('says "Failed to fetch rooms." and "Failed to fetch hotels." when those loads fail', async () => {
    renderInventory({
      routes,
      path: '/rooms',
      mocks: [
        { request: { query: RoomsQuery, variables: { hotelId: HOTEL_ID } }, error: new Error('down') },
        { request: { query: ManagedHotelsQuery }, error: new Error('down') },
        baseMocks()[2]!,
      ],
    });
    expect(await screen.findByText('Failed to fetch rooms.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch hotels.')).toBeInTheDocument();
  });
});
