import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { renderRoutes } from '../../../test/render';
import { PackageListQuery } from '../graphql';
import { makePackage } from '../testing';
import { PackagesPage } from './packages-page';

const list = (variables: Record<string, unknown>, packages: unknown[]): MockLink.MockedResponse => ({
  request: { query: PackageListQuery, variables: { limit: 100, ...variables } },
  result: { data: { packages } },
});

const routes = [{ path: '/Packages', element: <PackagesPage /> }];

// Rendering Chakra pages in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('PackagesPage', { timeout: 20_000 }, () => {
  it('filters by type with chips kept in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes({
      routes,
      path: '/Packages?type=Adventure',
      mocks: [
        list({ type: 'Adventure' }, [makePackage({ id: 'a1', title: 'Drakensberg Hike', type: 'Adventure' })]),
        list({}, [makePackage({ id: 'a1', title: 'Drakensberg Hike', type: 'Adventure' }), makePackage()]),
        list({ type: 'Solo' }, []),
      ],
    });

    const chips = screen.getByRole('list', { name: 'Package type' });
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All',
      'Adventure',
      'Honeymoon',
      'Family',
      'Solo',
      'Group',
      'Luxury',
      'Customized',
      'Cruise',
    ]);
    expect(within(chips).getByRole('button', { name: 'Adventure' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('heading', { name: 'Drakensberg Hike' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Zanzibar Beach Escape' })).not.toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'All' }));
    expect(await screen.findByRole('heading', { name: 'Zanzibar Beach Escape' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    await user.click(within(chips).getByRole('button', { name: 'Solo' }));
    expect(await screen.findByText('No packages available')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=Solo');
  });
});
