import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { routes as appRoutes } from '../../../app/routes';
import { AGENCY_ADMINS_ONLY_TEXT } from '../../../app/guards';
import { Toaster } from '../../../components/toaster-view';
import type { Role } from '../../../gql/graphql';
import { formatSaDate } from '../../../lib/dates';
import { makeUser, renderRoutes, signedInStore } from '../../../test/render';
import { SetUserRoleMutation, UserAccountsQuery, UserAdminAssignHotelMutation, UserAdminHotelsQuery, UserAdminUnassignHotelMutation } from '../graphql';
import { UsersPage } from './users-page';

const account = (id: string, username: string, role: Role, hotels: Array<{ id: string; name: string }> = []) => ({
  __typename: 'UserAccount' as const,
  id,
  username,
  email: `${username}@example.test`,
  phone: '+27 82 555 0100',
  role,
  hotels: hotels.map((hotel) => ({ __typename: 'UserAccountHotel' as const, ...hotel })),
  createdAt: '2026-03-01T08:00:00.000Z',
});

const thandi = account('u-thandi', 'thandi.m', 'CUSTOMER');
const admin = account('u-admin', 'admin', 'AGENCY_ADMIN');
const sipho = account('u-sipho', 'sipho', 'HOTEL_MANAGER', [{ id: 'h1', name: 'Sea Point Lodge' }]);

const page = (items: ReturnType<typeof account>[], total = items.length, pageNumber = 1) => ({
  data: { userAccounts: { __typename: 'UserAccountPage', items, total, page: pageNumber, pageSize: 20 } },
});

const listMock = (
  result: MockLink.MockedResponse['result'],
  variables: Record<string, unknown> = { filter: {}, page: 1 },
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse => ({ request: { query: UserAccountsQuery, variables }, result, maxUsageCount: 5, ...extra });

const hotelsMock: MockLink.MockedResponse = {
  request: { query: UserAdminHotelsQuery },
  result: {
    data: {
      managedHotels: [
        { __typename: 'Hotel', id: 'h1', name: 'Sea Point Lodge', city: 'Cape Town' },
        { __typename: 'Hotel', id: 'h2', name: 'Umhlanga Sands', city: 'Durban' },
      ],
    },
  },
  maxUsageCount: 5,
};

const routes = [
  {
    path: '/users',
    element: (
      <>
        <UsersPage />
        <Toaster />
      </>
    ),
  },
];
const agencyAdmin = makeUser({ username: 'admin', role: 'AGENCY_ADMIN', isAdmin: true });

describe('UsersPage', { timeout: 40_000 }, () => {
  it('lists the accounts with username, e-mail, phone, role, hotels and the day created', async () => {
    renderRoutes({ routes, path: '/users', store: signedInStore(agencyAdmin), mocks: [listMock(page([thandi, sipho, admin])), hotelsMock] });

    expect(screen.getByText('Loading accounts...')).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'sipho' }, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('sipho@example.test')).toBeInTheDocument();
    expect(within(row).getByText('+27 82 555 0100')).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'Role of sipho' })).toHaveValue('HOTEL_MANAGER');
    expect(within(row).getByText('Sea Point Lodge')).toBeInTheDocument();
    expect(within(row).getByText(formatSaDate(sipho.createdAt))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of thandi.m' })).toHaveValue('CUSTOMER');
    expect(screen.getByText('3 accounts')).toBeInTheDocument();
    // One page only: no page buttons.
    expect(screen.queryByRole('navigation', { name: 'Account pages' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches, and when the accounts cannot be loaded', async () => {
    const first = renderRoutes({ routes, path: '/users', store: signedInStore(agencyAdmin), mocks: [listMock(page([])), hotelsMock] });
    expect(await screen.findByText('No accounts match.')).toBeInTheDocument();
    first.unmount();

    renderRoutes({
      routes,
      path: '/users',
      store: signedInStore(agencyAdmin),
      mocks: [listMock({ errors: [new GraphQLError('You do not have permission to do that.', { extensions: { code: 'FORBIDDEN' } })] }), hotelsMock],
    });
    expect(await screen.findByText('You do not have permission to do that.')).toBeInTheDocument();
  });

  it('pages through the accounts 20 at a time', async () => {
    const user = userEvent.setup({ delay: null });
    const many = Array.from({ length: 20 }, (_, i) => account(`u${i}`, `user${i}`, 'CUSTOMER'));
    renderRoutes({
      routes,
      path: '/users',
      store: signedInStore(agencyAdmin),
      mocks: [listMock(page(many, 45)), listMock(page([account('u20', 'user20', 'CUSTOMER')], 45, 2), { filter: {}, page: 2 }), hotelsMock],
    });

    const pages = await screen.findByRole('navigation', { name: 'Account pages' }, { timeout: 5000 });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('cell', { name: 'user20' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('searches once typing pauses and filters by role', async () => {
    const user = userEvent.setup({ delay: null });
    const searched = vi.fn(() => page([thandi]));
    renderRoutes({
      routes,
      path: '/users',
      store: signedInStore(agencyAdmin),
      mocks: [
        listMock(page([thandi, admin])),
        listMock(searched, { filter: { search: 'thandi' }, page: 1 }),
        listMock(page([admin]), { filter: { search: 'thandi', role: 'AGENCY_ADMIN' }, page: 1 }),
        hotelsMock,
      ],
    });
    await screen.findByRole('cell', { name: 'admin' }, { timeout: 5000 });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'thandi');
    await waitFor(() => expect(screen.getByText('1 account')).toBeInTheDocument(), { timeout: 5000 });
    // Six keys, one request: the search waited for the typing to pause.
    expect(searched).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('cell', { name: 'admin' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'AGENCY_ADMIN');
    expect(await screen.findByRole('cell', { name: 'admin' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('changes a role after the admin confirms it, and not before', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = vi.fn(() => ({ data: { setUserRole: { ...thandi, role: 'AGENCY_ADMIN' } } }));
    renderRoutes({
      routes,
      path: '/users',
      store: signedInStore(agencyAdmin),
      mocks: [
        listMock(page([thandi, admin]), undefined, { maxUsageCount: 1 }),
        // What the list answers once the role is saved (the page refetches it).
        listMock(page([{ ...thandi, role: 'AGENCY_ADMIN' }, admin])),
        { request: { query: SetUserRoleMutation, variables: { input: { userId: 'u-thandi', role: 'AGENCY_ADMIN' } } }, result: saved },
        hotelsMock,
      ],
    });

    const select = await screen.findByRole('combobox', { name: 'Role of thandi.m' }, { timeout: 5000 });
    await user.selectOptions(select, 'AGENCY_ADMIN');
    const dialog = await screen.findByRole('alertdialog', { name: 'Make thandi.m an agency admin?' });
    // Not saved until confirmed: the select still shows the stored role.
    expect(select).toHaveValue('CUSTOMER');
    expect(saved).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('thandi.m is now an agency admin.')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role of thandi.m' })).toHaveValue('AGENCY_ADMIN'));
  });

  it('shows the server\'s refusal to demote the last agency admin in the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = 'The last agency admin cannot be removed. Make another account an agency admin first.';
    renderRoutes({
      routes,
      path: '/users',
      store: signedInStore(agencyAdmin),
      mocks: [
        listMock(page([admin])),
        {
          request: { query: SetUserRoleMutation, variables: { input: { userId: 'u-admin', role: 'STAFF' } } },
          result: { errors: [new GraphQLError(refusal, { extensions: { code: 'CONFLICT' } })] },
        },
        hotelsMock,
      ],
    });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of admin' }, { timeout: 5000 }), 'STAFF');
    const dialog = await screen.findByRole('alertdialog', { name: 'Make admin staff?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    // The open dialog hides the page from assistive technology; the select behind it is unchanged.
    expect(screen.getByRole('combobox', { name: 'Role of admin', hidden: true })).toHaveValue('AGENCY_ADMIN');
  });

  it('adds a hotel to a hotel manager and removes one', async () => {
    const user = userEvent.setup({ delay: null });
    const assigned = vi.fn(() => ({ data: { assignHotelManager: { __typename: 'HotelManagerAccount', id: 'u-sipho', hotelIds: ['h1', 'h2'] } } }));
    const removed = vi.fn(() => ({ data: { unassignHotelManager: { __typename: 'HotelManagerAccount', id: 'u-sipho', hotelIds: [] } } }));
    renderRoutes({
      routes,
      path: '/users',
      store: signedInStore(agencyAdmin),
      mocks: [
        listMock(page([sipho])),
        { request: { query: UserAdminAssignHotelMutation, variables: { hotelId: 'h2', userId: 'u-sipho' } }, result: assigned },
        { request: { query: UserAdminUnassignHotelMutation, variables: { hotelId: 'h1', userId: 'u-sipho' } }, result: removed },
        hotelsMock,
      ],
    });

    const picker = await screen.findByRole('combobox', { name: 'Hotel to add for sipho' }, { timeout: 5000 });
    // The hotel sipho already runs is not offered again.
    await waitFor(() => expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Pick a hotel', 'Umhlanga Sands (Durban)']));
    await user.selectOptions(picker, 'h2');
    await user.click(screen.getByRole('button', { name: 'Add the hotel to sipho' }));
    await waitFor(() => expect(assigned).toHaveBeenCalledTimes(1));

    // The buttons stay disabled until the list has been fetched again after the change (a click on a
    // disabled button does nothing, so wait for it rather than race the refetch).
    const remove = screen.getByRole('button', { name: 'Remove Sea Point Lodge from sipho' });
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    await waitFor(() => expect(removed).toHaveBeenCalledTimes(1));
  });

  it('tells a hotel manager the page is for agency admins, inside the admin portal', async () => {
    const manager = makeUser({ username: 'sipho', role: 'HOTEL_MANAGER', isAdmin: true, hotels: ['h1'] });
    renderRoutes({ routes: appRoutes, path: '/users', store: signedInStore(manager) });
    expect(await screen.findByText(AGENCY_ADMINS_ONLY_TEXT, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Users & roles' })).toBeInTheDocument();
    expect(screen.getByText('Admin Portal')).toBeInTheDocument();
  });
});
