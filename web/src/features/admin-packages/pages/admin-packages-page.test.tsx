import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { formatPrice } from '../../../lib/format';
import { renderRoutes } from '../../../test/render';
import { AgencyAdminOnly } from '../access';
import {
  ADMIN_PACKAGE_LIMIT,
  AdminExchangeRatesQuery,
  AdminPackagesQuery,
  DeletePackageMutation,
  SetExchangeRateMutation,
} from '../graphql';
import { agencyAdminStore, holidayResult, hotelManagerStore, packageResult, setupUser } from '../../../test/admin-fixtures';
import { AdminPackagesPage } from './admin-packages-page';

const routes = [{ element: <AgencyAdminOnly />, children: [{ path: '/admin/packages', element: <AdminPackagesPage /> }] }];

const listRequest = { query: AdminPackagesQuery, variables: { limit: ADMIN_PACKAGE_LIMIT } };
const rows = [
  packageResult(),
  holidayResult({ price: { __typename: 'Price', adult: 1850, child: null, currency: 'USD', wasAdult: null } }),
];
const rate = (randPerUnit: number) => ({
  __typename: 'ExchangeRate',
  currency: 'USD',
  randPerUnit,
  updatedAt: '2026-01-01T00:00:00Z',
});
const ratesMock: MockLink.MockedResponse = {
  request: { query: AdminExchangeRatesQuery },
  result: { data: { exchangeRates: [rate(18.35)] } },
};
const listMock: MockLink.MockedResponse = { request: listRequest, result: { data: { packages: rows } } };

const renderPage = (mocks: MockLink.MockedResponse[], store = agencyAdminStore()) =>
  renderRoutes({ routes, path: '/admin/packages', mocks, store });

describe('AdminPackagesPage', { timeout: 20_000 }, () => {
  it('lists packages of both kinds with their price in their own currency and the actions', async () => {
    renderPage([listMock, ratesMock]);

    const table = await screen.findByRole('table', { name: 'Packages' });
    const [simple, holiday] = within(table).getAllByRole('row').slice(1);
    expect(
      within(simple!)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    ).toEqual(['Garden Route Escape', 'Package', 'Adventure', 'South Africa', formatPrice(12500, 'ZAR')]);
    expect(formatPrice(12500, 'ZAR')).toMatch(/^R\s?12\s500$/);
    expect(within(holiday!).getByText('Holiday')).toBeInTheDocument();
    expect(within(holiday!).getAllByRole('cell')[4]).toHaveTextContent(/^US\$1\s850$/);

    expect(screen.getByRole('link', { name: 'View Garden Route Escape' })).toHaveAttribute('href', '/packages/view/p1');
    expect(screen.getByRole('link', { name: 'Edit Garden Route Escape' })).toHaveAttribute('href', '/packages/edit/p1');
    expect(screen.getByRole('link', { name: 'View Cape Winelands and Coast' })).toHaveAttribute('href', '/packages/view/h1');
    expect(screen.getByRole('link', { name: 'Edit Cape Winelands and Coast' })).toHaveAttribute(
      'href',
      '/holiday-packages/edit/h1',
    );
    expect(screen.getByRole('link', { name: 'Create New Package' })).toHaveAttribute('href', '/packages/create');
    expect(screen.getByRole('link', { name: 'New Holiday Package' })).toHaveAttribute('href', '/holiday-packages?tab=new');
  });

  it('deletes a package only after confirmation', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    let deleted = 0;
    const deleteMock: MockLink.MockedResponse = {
      request: { query: DeletePackageMutation, variables: { id: 'p1' } },
      result: () => {
        deleted += 1;
        return { data: { deletePackage: 'p1' } };
      },
    };
    renderPage([listMock, ratesMock, deleteMock]);

    await user.click(await screen.findByRole('button', { name: 'Delete Garden Route Escape' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveTextContent('Delete Garden Route Escape? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleted).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Delete Garden Route Escape' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    // hidden: true, because the closing dialog leaves the table aria-hidden for a moment: without it the
    // row seems gone before the deletion has even been sent.
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Garden Route Escape', hidden: true })).not.toBeInTheDocument());
    expect(deleted).toBe(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Cape Winelands and Coast' })).toBeInTheDocument();
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Package deleted successfully!' })),
    );
  });

  it('says "Failed to delete package." and keeps the row when the API refuses', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const refused: MockLink.MockedResponse = {
      request: { query: DeletePackageMutation, variables: { id: 'p1' } },
      result: { errors: [new GraphQLError('Package not found.', { extensions: { code: 'NOT_FOUND' } })] },
    };
    renderPage([listMock, ratesMock, refused]);

    await user.click(await screen.findByRole('button', { name: 'Delete Garden Route Escape' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to delete package.' })),
    );
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'Garden Route Escape' })).toBeInTheDocument();
    });
  });

  it('shows the load failure and the empty state', async () => {
    const failed = renderPage([{ request: listRequest, error: new Error('Failed to fetch') }, ratesMock]);
    expect(await screen.findByText('Failed to load packages.')).toBeInTheDocument();
    failed.unmount();

    renderPage([{ request: listRequest, result: { data: { packages: [] } } }, ratesMock]);
    expect(await screen.findByText('No packages yet. Create the first one.')).toBeInTheDocument();
  });

  it('shows the USD rate and updates it', async () => {
    const user = setupUser();
    const update: MockLink.MockedResponse = {
      request: { query: SetExchangeRateMutation, variables: { currency: 'USD', randPerUnit: 18.9 } },
      result: { data: { setExchangeRate: rate(18.9) } },
    };
    renderPage([listMock, ratesMock, update]);

    const card = await screen.findByRole('region', { name: 'Exchange rate' });
    expect(await within(card).findByText(/18,35|18\.35/)).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Rand per US dollar'), '18.9');
    await user.click(within(card).getByRole('button', { name: 'Update' }));
    expect(await within(card).findByText(/18,90|18\.90/)).toBeInTheDocument();
  });

  it('refuses a rate that is not a positive number before asking the API', async () => {
    const user = setupUser();
    renderPage([listMock, ratesMock]);
    const card = await screen.findByRole('region', { name: 'Exchange rate' });
    await user.type(within(card).getByLabelText('Rand per US dollar'), '0');
    await user.click(within(card).getByRole('button', { name: 'Update' }));
    expect(within(card).getByText('The rate must be a positive number of rand.')).toBeInTheDocument();
  });

  it('tells hotel managers that only agency admins manage packages', () => {
    renderPage([], hotelManagerStore());
    expect(screen.getByRole('alert')).toHaveTextContent('Only agency admins can manage packages.');
    expect(screen.queryByRole('link', { name: 'Create New Package' })).not.toBeInTheDocument();
  });
});
