import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { AuditTrailQuery } from '../../../components/admin/history/graphql';
import {
  CreateRateTypeMutation,
  DeleteRateTypeMutation,
  RatePresetsQuery,
  RateTypesQuery,
  RoomTypeOptionsQuery,
  UpdateRateTypeMutation,
} from '../graphql';
import { field, HOTEL_ID, rateTypeResult, renderInventory, roomTypeOption, setupUser } from '../test-fixtures';
import { RateTypesPage } from './rate-types-page';

const routes = [{ path: '/ratetypes', element: <RateTypesPage /> }];
const presets = [
  { __typename: 'RatePreset', name: 'Rack Rate', description: 'The standard published rate.' },
  { __typename: 'RatePreset', name: 'Weekend Rate', description: 'Rate for Friday and Saturday night stays.' },
];
const baseMocks = (rateTypes = [rateTypeResult()]): MockLink.MockedResponse[] => [
  { request: { query: RateTypesQuery, variables: { hotelId: HOTEL_ID } }, result: { data: { rateTypes } } },
  {
    request: { query: RoomTypeOptionsQuery, variables: { hotelId: HOTEL_ID } },
    result: { data: { roomTypes: [roomTypeOption(), roomTypeOption('rt2', 'Family Suite')] } },
  },
  { request: { query: RatePresetsQuery }, result: { data: { ratePresets: presets } } },
];
const weekendInput = { hotelId: HOTEL_ID, roomTypeId: 'rt2', name: 'Weekend Rate', singleRate: 1200, doubleRate: 1500, groupRate: 1400, active: true };

const fillWeekend = async (user: ReturnType<typeof setupUser>) => {
  await screen.findByRole('option', { name: 'Weekend Rate' });
  await screen.findByRole('option', { name: 'Family Suite' });
  await user.selectOptions(field('Room type'), 'rt2');
  await user.selectOptions(field('Rate name'), 'Weekend Rate');
  fireEvent.change(field('Single rate (R)'), { target: { value: '1200' } });
  fireEvent.change(field('Double rate (R)'), { target: { value: '1500' } });
  fireEvent.change(field('Group rate (R)'), { target: { value: '1400' } });
};

describe('RateTypesPage', () => {
  it('without a current hotel says so and links to the hotel list', () => {
    renderInventory({ routes, path: '/ratetypes', hotelId: null });
    expect(screen.getByRole('alert')).toHaveTextContent(/Choose a hotel first/);
    expect(screen.getByRole('link', { name: 'Choose a hotel' })).toHaveAttribute('href', '/hotel/list');
  });

  it('lists name, room type and the three amounts with the R prefix', async () => {
    renderInventory({ routes, path: '/ratetypes', mocks: baseMocks() });
    const table = await screen.findByRole('table', { name: 'Rate types' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(0, 5).map((cell) => cell.textContent)).toEqual([
      'Rack Rate',
      'Deluxe Sea View',
      expect.stringMatching(/^R\s?1\s500$/),
      expect.stringMatching(/^R\s?1\s900$/),
      expect.stringMatching(/^R\s?1\s700$/),
    ]);
  });

  it('fills the read-only description from the chosen preset', async () => {
    const user = setupUser();
    renderInventory({ routes, path: '/ratetypes', mocks: baseMocks() });
    await screen.findByRole('option', { name: 'Weekend Rate' });
    const description = field('Description');
    expect(description).toHaveAttribute('readonly');
    expect(description).toHaveValue('');
    await user.selectOptions(field('Rate name'), 'Weekend Rate');
    expect(description).toHaveValue('Rate for Friday and Saturday night stays.');
  });

  it('blocks submission with the spec warning while amounts are missing', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderInventory({ routes, path: '/ratetypes', mocks: baseMocks() });
    await screen.findByRole('option', { name: 'Weekend Rate' });
    await user.selectOptions(field('Rate name'), 'Weekend Rate');
    await user.click(screen.getByRole('button', { name: 'Add Rate Type' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(screen.getAllByText('Required.')).toHaveLength(4);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'warning', title: 'Please fill in all required fields.' }));
  });

  it('adds a rate type, lists it and clears the form', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const added = rateTypeResult({ id: 'rty2', roomTypeId: 'rt2', roomType: roomTypeOption('rt2', 'Family Suite'), name: 'Weekend Rate', singleRate: 1200, doubleRate: 1500, groupRate: 1400 });
    renderInventory({
      routes,
      path: '/ratetypes',
      mocks: [...baseMocks(), { request: { query: CreateRateTypeMutation, variables: { input: weekendInput } }, result: { data: { createRateType: added } } }],
    });
    await fillWeekend(user);
    await user.click(screen.getByRole('button', { name: 'Add Rate Type' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Rate Type added successfully!', duration: 1000 })),
    );
    expect(await screen.findByRole('cell', { name: 'Weekend Rate' })).toBeInTheDocument();
    await waitFor(() => expect(field('Rate name')).toHaveValue(''));
    expect(field('Single rate (R)')).toHaveValue(null);
  });

  it('says "Failed to save rate type." when the API refuses', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderInventory({
      routes,
      path: '/ratetypes',
      mocks: [
        ...baseMocks(),
        {
          request: { query: CreateRateTypeMutation, variables: { input: weekendInput } },
          result: { errors: [new GraphQLError('Choose a rate name from the list.', { extensions: { code: 'BAD_USER_INPUT', fields: { name: 'Choose a rate name from the list.' } } })] },
        },
      ],
    });
    await fillWeekend(user);
    await user.click(screen.getByRole('button', { name: 'Add Rate Type' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to save rate type.' })));
    expect(screen.getAllByText('Choose a rate name from the list.').length).toBeGreaterThan(0);
  });

  it('switches to edit mode, updates, and returns to add mode; Cancel also returns and clears', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const input = { hotelId: HOTEL_ID, roomTypeId: 'rt1', name: 'Rack Rate', singleRate: 1550, doubleRate: 1900, groupRate: 1700, active: true };
    renderInventory({
      routes,
      path: '/ratetypes',
      mocks: [
        ...baseMocks(),
        { request: { query: UpdateRateTypeMutation, variables: { id: 'rty1', input } }, result: { data: { updateRateType: rateTypeResult({ singleRate: 1550 }) } } },
      ],
    });
    await screen.findByRole('option', { name: 'Weekend Rate' });
    expect(screen.getByRole('heading', { name: 'Add Rate Type' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Edit Rack Rate (Deluxe Sea View)' }));
    expect(screen.getByRole('heading', { name: 'Edit Rate Type' })).toBeInTheDocument();
    expect(field('Rate name')).toHaveValue('Rack Rate');
    expect(field('Description')).toHaveValue('The standard published rate.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Add Rate Type' })).toBeInTheDocument();
    expect(field('Rate name')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Edit Rack Rate (Deluxe Sea View)' }));
    fireEvent.change(field('Single rate (R)'), { target: { value: '1550' } });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Add Rate Type' })).toBeInTheDocument());
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Rate Type updated successfully!' }));
    expect(within(screen.getByRole('table', { name: 'Rate types' })).getByText(/1\s550/)).toBeInTheDocument();
  });

  it('shows the details popup, closed by Close', async () => {
    const user = setupUser();
    renderInventory({ routes, path: '/ratetypes', mocks: baseMocks() });
    await user.click(await screen.findByRole('button', { name: 'View Rack Rate (Deluxe Sea View)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rack Rate' });
    expect(dialog).toHaveTextContent('The standard published rate.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the rate type's history in the details popup on request", async () => {
    const user = setupUser();
    const history: MockLink.MockedResponse = {
      request: { query: AuditTrailQuery, variables: { entity: 'RATE_TYPE', entityId: 'rty1' } },
      result: {
        data: {
          auditTrail: [
            {
              __typename: 'AuditEvent',
              id: 'e1',
              entity: 'RATE_TYPE',
              entityId: 'rty1',
              action: 'UPDATED',
              actorName: 'thandi',
              createdAt: '2026-11-21T14:05:00Z',
              changes: [{ __typename: 'AuditChange', field: 'singleRate', before: '1450', after: '1550' }],
            },
          ],
        },
      },
    };
    renderInventory({ routes, path: '/ratetypes', mocks: [...baseMocks(), history] });
    await user.click(await screen.findByRole('button', { name: 'View Rack Rate (Deluxe Sea View)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rack Rate' });
    await user.click(within(dialog).getByRole('button', { name: /Show history/ }));
    expect(await within(dialog).findByText('Single rate')).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Single rate14501550');
  });

  it('deletes only after the browser confirm says yes', async () => {
    const create = vi.spyOn(toaster, 'create');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = setupUser();
    let deleted = 0;
    renderInventory({
      routes,
      path: '/ratetypes',
      mocks: [
        ...baseMocks(),
        {
          request: { query: DeleteRateTypeMutation, variables: { id: 'rty1' } },
          result: () => {
            deleted += 1;
            return { data: { deleteRateType: 'rty1' } };
          },
        },
      ],
    });
    const button = await screen.findByRole('button', { name: 'Delete Rack Rate (Deluxe Sea View)' });
    await user.click(button);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this rate type?');
    expect(deleted).toBe(0);
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Rack Rate' })).not.toBeInTheDocument());
    expect(deleted).toBe(1);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Rate Type deleted successfully!' }));
  });

  it('says "Failed to delete rate type." and "Failed to load rate types."', async () => {
    const create = vi.spyOn(toaster, 'create');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = setupUser();
    const page = renderInventory({
      routes,
      path: '/ratetypes',
      mocks: [...baseMocks(), { request: { query: DeleteRateTypeMutation, variables: { id: 'rty1' } }, error: new Error('down') }],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Rack Rate (Deluxe Sea View)' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to delete rate type.' })));
    expect(await screen.findByRole('cell', { name: 'Rack Rate' })).toBeInTheDocument();
    page.unmount();

    renderInventory({
      routes,
      path: '/ratetypes',
      mocks: [{ request: { query: RateTypesQuery, variables: { hotelId: HOTEL_ID } }, error: new Error('down') }, ...baseMocks().slice(1)],
    });
    expect(await screen.findByText('Failed to load rate types.')).toBeInTheDocument();
  });
});
