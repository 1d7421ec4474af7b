import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { Landing, renderRoutes } from '../../../test/render';
import { setupUser } from '../../../test/admin-fixtures';
import { AuditTrailQuery } from '../../../components/admin/history/graphql';
import { getCurrentHotelId } from '../../../lib/current-hotel';
import {
  AdminAssignHotelManagerMutation,
  AdminHotelManagerAccountsQuery,
  AdminHotelQuery,
  AdminUnassignHotelManagerMutation,
} from '../graphql';
import { agencyAdminStore, hotelResult, managerStore } from '../test-fixtures';
import { HotelViewPage } from './hotel-view-page';

const routes = [
  { path: '/viewhotel/:id', element: <HotelViewPage /> },
  { path: '*', element: <Landing name="Page" /> },
];

const hotelMock: MockLink.MockedResponse = {
  request: { query: AdminHotelQuery, variables: { id: 'h1' } },
  result: { data: { hotel: hotelResult() } },
};

const account = (id: string, username: string, hotelIds: string[]) => ({
  __typename: 'HotelManagerAccount' as const,
  id,
  username,
  email: `${username}@example.test`,
  hotelIds,
});

const accountsMock: MockLink.MockedResponse = {
  request: { query: AdminHotelManagerAccountsQuery },
  result: { data: { hotelManagerAccounts: [account('m1', 'thandi', ['h1']), account('m2', 'sipho', ['h2'])] } },
};

describe('HotelViewPage', { timeout: 20_000 }, () => {
  it("shows the hotel's history on request", async () => {
    const user = setupUser();
    const historyMock: MockLink.MockedResponse = {
      request: { query: AuditTrailQuery, variables: { entity: 'HOTEL', entityId: 'h1' } },
      result: {
        data: {
          auditTrail: [
            {
              __typename: 'AuditEvent',
              id: 'e1',
              entity: 'HOTEL',
              entityId: 'h1',
              action: 'UPDATED',
              actorName: 'thandi',
              createdAt: '2026-11-21T14:05:00Z',
              changes: [{ __typename: 'AuditChange', field: 'city', before: '"Durban"', after: '"Cape Town"' }],
            },
          ],
        },
      },
    };
    renderRoutes({ routes, path: '/viewhotel/h1', mocks: [hotelMock, historyMock], store: managerStore() });
    const history = await screen.findByRole('region', { name: 'History' });
    await user.click(within(history).getByRole('button', { name: /Show history/ }));
    const event = await within(history).findByRole('listitem');
    expect(event).toHaveTextContent('Updated');
    expect(event).toHaveTextContent('thandi');
    expect(event).toHaveTextContent('21 Nov 2026, 16:05');
    expect(event).toHaveTextContent('CityDurbanCape Town');
  });

  it('shows the hotel read-only with Edit and links to its management pages', async () => {
    const user = setupUser();
    renderRoutes({ routes, path: '/viewhotel/h1', mocks: [hotelMock], store: managerStore() });

    expect(await screen.findByRole('heading', { name: 'Protea Waterfront', level: 1 })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Hotel details' });
    for (const text of [
      'Hotel',
      '1 Dock Road',
      'South Africa',
      'Cape Town',
      '8001',
      'stay@protea.example',
      '+27 21 555 0100',
      '4.5 / 5',
      'By the harbour.',
    ]) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: 'Protea Waterfront, photo 1' })).toHaveAttribute('src', '/photos/harbour.jpg');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edithotel/h1');
    const nav = screen.getByRole('navigation', { name: 'Manage this hotel' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Room Types', '/roomtypes'],
      ['Rooms', '/rooms'],
      ['Amenities', '/amenities'],
      ['Activities', '/activities'],
      ['Rates & Types', '/rates'],
      ['Reservations', '/hotel/reservations'],
    ]);
    // Hotel managers do not assign managers.
    expect(screen.queryByRole('heading', { name: 'Managers' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Rooms' }));
    expect(await screen.findByText('Page at /rooms')).toBeInTheDocument();
    expect(getCurrentHotelId()).toBe('h1');
  });

  it('says "Failed to fetch hotel data" when the hotel cannot be loaded', async () => {
    renderRoutes({
      routes,
      path: '/viewhotel/h1',
      mocks: [{ request: { query: AdminHotelQuery, variables: { id: 'h1' } }, error: new Error('Failed to fetch') }],
      store: managerStore(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch hotel data');
  });

  it("lets an agency admin assign and remove the hotel's managers", async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderRoutes({
      routes,
      path: '/viewhotel/h1',
      store: agencyAdminStore(),
      mocks: [
        hotelMock,
        accountsMock,
        {
          request: { query: AdminAssignHotelManagerMutation, variables: { hotelId: 'h1', userId: 'm2' } },
          result: { data: { assignHotelManager: account('m2', 'sipho', ['h2', 'h1']) } },
        },
        {
          request: { query: AdminUnassignHotelManagerMutation, variables: { hotelId: 'h1', userId: 'm1' } },
          result: { data: { unassignHotelManager: account('m1', 'thandi', []) } },
        },
      ],
    });

    const panel = await screen.findByRole('region', { name: 'Managers' });
    const list = await within(panel).findByRole('list', { name: 'Managers of Protea Waterfront' });
    expect(within(list).getByText('thandi')).toBeInTheDocument();
    expect(within(list).queryByText('sipho')).not.toBeInTheDocument();

    await user.selectOptions(within(panel).getByLabelText('Hotel manager'), 'm2');
    await user.click(within(panel).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(within(list).getByText('sipho')).toBeInTheDocument());
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Manager assigned.' }));

    await user.click(within(panel).getByRole('button', { name: 'Remove thandi' }));
    await waitFor(() => expect(within(list).queryByText('thandi')).not.toBeInTheDocument());
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Manager removed from this hotel.' }));
  });
});
