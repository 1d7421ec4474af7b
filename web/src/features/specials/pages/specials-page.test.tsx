import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { PackageListQuery } from '../../packages/graphql';
import { makePackage } from '../../packages/testing';
import { SpecialsPage } from './specials-page';

// Rendering Chakra pages in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('SpecialsPage', { timeout: 20_000 }, () => {
  it('shows packages on special with the price before and the saving, then the other featured packages', async () => {
    const special = makePackage({ id: 's1', title: 'Mauritius Special', price: { adult: 18000, wasAdult: 22000 } });
    renderRoutes({
      routes: [{ path: '/Specials', element: <SpecialsPage /> }],
      path: '/Specials',
      mocks: [
        { request: { query: PackageListQuery, variables: { specials: true, limit: 100 } }, result: { data: { packages: [special] } } },
        {
          request: { query: PackageListQuery, variables: { featured: true, limit: 12 } },
          result: { data: { packages: [special, makePackage({ id: 'f1', title: 'Garden Route Drive' })] } },
        },
      ],
    });

    const specials = screen.getByRole('region', { name: 'Specials' });
    expect(await within(specials).findByRole('heading', { name: 'Mauritius Special' })).toBeInTheDocument();
    expect(within(specials).getByText(/^Was/).closest('del')).toHaveTextContent(/R\s?22\s?000/);
    expect(within(specials).getByText(/^Save R\s?4\s?000$/)).toBeInTheDocument();

    const featured = screen.getByRole('region', { name: 'More featured packages' });
    expect(await within(featured).findByRole('heading', { name: 'Garden Route Drive' })).toBeInTheDocument();
    expect(within(featured).queryByRole('heading', { name: 'Mauritius Special' })).not.toBeInTheDocument();
  });
});
