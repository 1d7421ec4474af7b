import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { todayInSouthAfrica } from '../../../lib/dates';
import { CreateRatesMutation, DeleteRateMutation, RateFormOptionsQuery, RatesQuery, UpdateRateMutation } from '../graphql';
import { field, HOTEL_ID, rateResult, renderInventory, roomTypeOption, setupUser } from '../test-fixtures';
import { RatesPage } from './rates-page';

const routes = [{ path: '/rates', element: <RatesPage /> }];
const weekend = { __typename: 'RateType', id: 'rty2', name: 'Weekend Rate', roomTypeId: 'rt2' };
// The list starts at today's nights.
const listRequest = () => ({ query: RatesQuery, variables: { hotelId: HOTEL_ID, fromDate: todayInSouthAfrica() } });
const baseMocks = (rates = [rateResult()]): MockLink.MockedResponse[] => [
  { request: listRequest(), result: { data: { rates } } },
  {
    request: { query: RateFormOptionsQuery, variables: { hotelId: HOTEL_ID } },
    result: {
      data: {
        roomTypes: [roomTypeOption(), roomTypeOption('rt2', 'Family Suite')],
        rateTypes: [{ __typename: 'RateType', id: 'rty1', name: 'Rack Rate', roomTypeId: 'rt1' }, weekend],
      },
    },
  },
];
const weekInput = {
  hotelId: HOTEL_ID,
  roomTypeId: 'rt2',
  rateTypeId: 'rty2',
  fromDate: '2099-12-07',
  toDate: '2099-12-13',
  stoRateSingle: null,
  rackRateSingle: null,
  stoRateDouble: 1400,
  rackRateDouble: 1800,
  stoRateGroup: null,
  rackRateGroup: null,
};

const fillWeek = async (user: ReturnType<typeof setupUser>) => {
  await within(field('Room type')).findByRole('option', { name: 'Family Suite' });
  expect(field('Rate type')).toBeDisabled();
  await user.selectOptions(field('Room type'), 'rt2');
  expect(field('Rate type')).toBeEnabled();
  // Only the chosen room type's rate types are offered.
  expect(within(field('Rate type')).queryByRole('option', { name: 'Rack Rate' })).not.toBeInTheDocument();
  await user.selectOptions(field('Rate type'), 'rty2');
  fireEvent.change(field('Date (first night)'), { target: { value: '2099-12-07' } });
  fireEvent.change(field('Until (last night)'), { target: { value: '2099-12-13' } });
  fireEvent.change(field('STO double (R)'), { target: { value: '1400' } });
  fireEvent.change(field('Rack double (R)'), { target: { value: '1800' } });
};

describe('RatesPage', () => {
  it('without a current hotel gives the spec text and links to the hotel list', () => {
    renderInventory({ routes, path: '/rates', hotelId: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Hotel ID not found in localStorage.');
    expect(screen.getByRole('link', { name: 'Choose a hotel' })).toHaveAttribute('href', '/hotel/list');
  });

  it('lists rates with the room type name from the same answer and R amounts', async () => {
    renderInventory({ routes, path: '/rates', mocks: baseMocks() });
    const table = await screen.findByRole('table', { name: 'Rates' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(0, 5).map((cell) => cell.textContent)).toEqual([
      '01 Dec 2099',
      'Deluxe Sea View',
      '—',
      expect.stringMatching(/^R\s?1\s600$/),
      expect.stringMatching(/^R\s?2\s000$/),
    ]);
  });

  it('blocks submission with the spec warning and marks the required fields', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderInventory({ routes, path: '/rates', mocks: baseMocks() });
    await within(field('Room type')).findByRole('option', { name: 'Family Suite' });
    fireEvent.change(field('STO double (R)'), { target: { value: '1400' } });
    await user.click(screen.getByRole('button', { name: 'Add Rate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    // Room type, date and rack double are empty.
    expect(screen.getAllByText('Required.')).toHaveLength(3);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'warning', title: 'Please fill in all required fields.' }));
  });

  it('creates the same rate for every night of a range in one call (fromDate/toDate)', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const days = ['07', '08', '09', '10', '11', '12', '13'];
    const created = days.map((day) =>
      rateResult({ id: `n${day}`, roomTypeId: 'rt2', roomType: roomTypeOption('rt2', 'Family Suite'), rateTypeId: 'rty2', rateType: { __typename: 'RateType', id: 'rty2', name: 'Weekend Rate' }, date: `2099-12-${day}`, stoRateDouble: 1400, rackRateDouble: 1800 }),
    );
    renderInventory({
      routes,
      path: '/rates',
      mocks: [...baseMocks(), { request: { query: CreateRatesMutation, variables: { input: weekInput } }, result: { data: { createRates: created } } }],
    });
    await fillWeek(user);
    await user.click(screen.getByRole('button', { name: 'Add 7 Rates' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Rate added successfully!', duration: 1000 })),
    );
    await waitFor(() => expect(screen.getAllByRole('cell', { name: 'Family Suite' })).toHaveLength(7));
    await waitFor(() => expect(field('Date (first night)')).toHaveValue(''));
    const dates = within(screen.getByRole('table', { name: 'Rates' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(dates).toEqual(['01 Dec 2099', ...days.map((day) => `${day} Dec 2099`)]);
  });

  it('shows the server conflict when a night already has that rate', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const conflict = 'A rate for this room type and rate type already exists on 2099-12-09.';
    renderInventory({
      routes,
      path: '/rates',
      mocks: [
        ...baseMocks(),
        { request: { query: CreateRatesMutation, variables: { input: weekInput } }, result: { errors: [new GraphQLError(conflict, { extensions: { code: 'CONFLICT' } })] } },
      ],
    });
    await fillWeek(user);
    await user.click(screen.getByRole('button', { name: 'Add 7 Rates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(conflict);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', description: conflict }));
    expect(field('Until (last night)')).toHaveValue('2099-12-13');
  });

  it('edits a rate in edit mode (Edit Rate / Update), and Cancel returns to add mode', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const input = {
      roomTypeId: 'rt1',
      rateTypeId: null,
      date: '2099-12-01',
      stoRateSingle: null,
      rackRateSingle: null,
      stoRateDouble: 1650,
      rackRateDouble: 2000,
      stoRateGroup: null,
      rackRateGroup: null,
    };
    renderInventory({
      routes,
      path: '/rates',
      mocks: [...baseMocks(), { request: { query: UpdateRateMutation, variables: { id: 'r1', input } }, result: { data: { updateRate: rateResult({ stoRateDouble: 1650 }) } } }],
    });
    await within(field('Room type')).findByRole('option', { name: 'Family Suite' });
    await user.click(await screen.findByRole('button', { name: 'Edit Deluxe Sea View on 01 Dec 2099' }));
    expect(screen.getByRole('heading', { name: 'Edit Rate' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Until/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Add Rate' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Deluxe Sea View on 01 Dec 2099' }));
    fireEvent.change(field('STO double (R)'), { target: { value: '1650' } });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Rate updated successfully!' })));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Add Rate' })).toBeInTheDocument());
    expect(within(screen.getByRole('table', { name: 'Rates' })).getByText(/1\s650/)).toBeInTheDocument();
  });

  it('shows the detail popup closed by Close', async () => {
    const user = setupUser();
    renderInventory({ routes, path: '/rates', mocks: baseMocks() });
    await user.click(await screen.findByRole('button', { name: 'View Deluxe Sea View on 01 Dec 2099' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate for Deluxe Sea View on 01 Dec 2099' });
    expect(dialog).toHaveTextContent(/Rack double\s*R\s?2\s000/);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes after confirmation, and says so when it fails', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderInventory({
      routes,
      path: '/rates',
      mocks: [
        ...baseMocks([rateResult(), rateResult({ id: 'r2', date: '2099-12-02' })]),
        { request: { query: DeleteRateMutation, variables: { id: 'r1' } }, result: { data: { deleteRate: 'r1' } } },
        { request: { query: DeleteRateMutation, variables: { id: 'r2' } }, error: new Error('down') },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Deluxe Sea View on 01 Dec 2099' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The list reloads after a delete (briefly showing its loading state): wait for the reloaded rows.
    await waitFor(() => {
      expect(screen.getByRole('cell', { name: '02 Dec 2099' })).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: '01 Dec 2099' })).not.toBeInTheDocument();
    });
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Rate deleted successfully!' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Delete Deluxe Sea View on 02 Dec 2099' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'An error occurred while trying to delete the rate.' })),
    );
    expect(await screen.findByRole('cell', { name: '02 Dec 2099' })).toBeInTheDocument();
  });

  it('filters the list by room type and first night', async () => {
    const user = setupUser();
    const suite = rateResult({ id: 'r9', roomTypeId: 'rt2', roomType: roomTypeOption('rt2', 'Family Suite'), date: '2020-01-01' });
    renderInventory({
      routes,
      path: '/rates',
      mocks: [
        ...baseMocks(),
        { request: { query: RatesQuery, variables: { hotelId: HOTEL_ID, roomTypeId: 'rt2', fromDate: todayInSouthAfrica() } }, result: { data: { rates: [] } } },
        { request: { query: RatesQuery, variables: { hotelId: HOTEL_ID, roomTypeId: 'rt2' } }, result: { data: { rates: [suite] } } },
      ],
    });
    await screen.findByRole('table', { name: 'Rates' });
    expect(field('Show nights from')).toHaveValue(todayInSouthAfrica());
    // The room types arrive by a query of their own, which may answer after the rates' table.
    await within(field('Show room type')).findByRole('option', { name: 'Family Suite' });
    await user.selectOptions(field('Show room type'), 'rt2');
    expect(await screen.findByText('No rates yet.')).toBeInTheDocument();
    fireEvent.change(field('Show nights from'), { target: { value: '' } });
    expect(await screen.findByRole('cell', { name: '01 Jan 2020' })).toBeInTheDocument();
  });

  it('says "Failed to fetch rates." when the list cannot be read', async () => {
    renderInventory({
      routes,
      path: '/rates',
      mocks: [{ request: listRequest(), error: new Error('down') }, baseMocks()[1]!],
    });
    expect(await screen.findByText('Failed to fetch rates.')).toBeInTheDocument();
  });
});
